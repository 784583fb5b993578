import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };
import {
  brandLogoByValue,
  CARD_PAYMENT_PROVIDERS,
  cardPaymentProviders,
  cardTypeByValue,
  logoSize,
  paymentBadges,
  SECURITY_PROGRAMS,
  securityBadges,
} from '../../../src/lib/payment/card-badges.ts';
import { CARD_BRAND_LOGOS, CARD_SPRITE, CARD_TYPES, cardLogo } from '../../../src/lib/payment/card-brands.ts';
import type { PaymentMethod } from '../../../src/lib/types.ts';

const ids = (brands: readonly { id: string }[]) => brands.map((brand) => brand.id);

/** Whether a logo's address names a view the committed sprite holds (scripts/svg-sprite.ts). */
function inSprite(logo: string): boolean {
  const [file, view] = logo.split('#');
  return existsSync(`public${file}`) && view !== undefined && readFileSync(`public${file}`, 'utf8').includes(`<view id="${view}" `);
}

describe('the two brand lists (02 §2.11)', () => {
  it('read value 5 as discover in the logo list and as amex in the card type list', () => {
    expect(brandLogoByValue(5)?.id).toBe('discover');
    expect(cardTypeByValue(5)?.id).toBe('amex');
  });
  it('agree on values 1 to 4', () => {
    for (const value of [1, 2, 3, 4]) expect(brandLogoByValue(value)).toEqual(cardTypeByValue(value));
    expect([1, 2, 3, 4].map((value) => cardTypeByValue(value)?.id)).toEqual(['maestro', 'mastercard', 'visa', 'diners']);
    expect(brandLogoByValue(6)).toBeNull();
    expect(cardTypeByValue(0)).toBeNull();
  });
  it('have a self-made logo for every brand, linking to the network over https', () => {
    for (const brand of [...CARD_BRAND_LOGOS, ...CARD_TYPES]) {
      expect(inSprite(brand.logo), brand.logo).toBe(true);
      expect(brand.link).toMatch(/^https:\/\//);
    }
  });
});

describe('the card sprite', () => {
  it('names every image it holds, and nothing for a brand it lacks', () => {
    const views = [...readFileSync(`public${CARD_SPRITE}`, 'utf8').matchAll(/<view id="([^"]+)"/g)].map((match) => match[1]);
    expect(views.length).toBe(8);
    for (const view of views) expect(cardLogo(view)).toBe(`${CARD_SPRITE}#${view}`);
    expect(cardLogo('unionpay')).toBeNull();
    expect(cardLogo('')).toBeNull();
    expect(cardLogo('visa.svg')).toBeNull();
  });
});

describe('logo sizes', () => {
  it('default to Diners 32×21 and Discover 124×45 when none is given', () => {
    expect(logoSize('diners')).toEqual({ width: 32, height: 21 });
    expect(logoSize('discover')).toEqual({ width: 124, height: 45 });
  });
  it('take the display size of the lists for the other brands', () => {
    expect(logoSize('maestro')).toEqual({ width: 54, height: 45 });
    expect(logoSize('mastercard')).toEqual({ width: 56, height: 45 });
    expect(logoSize('visa')).toEqual({ width: 80, height: 45 });
  });
  it('take a given size, whole or in part', () => {
    expect(logoSize('diners', { width: 98, height: 45 })).toEqual({ width: 98, height: 45 });
    expect(logoSize('diners', { width: 64 })).toEqual({ width: 64, height: 21 });
    expect(logoSize('visa', null)).toEqual({ width: 80, height: 45 });
  });
});

describe('security-program badges', () => {
  it('have the labels of 02 §2.11, empty for Diners', () => {
    expect(SECURITY_PROGRAMS.map((program) => [program.brands[0], program.label])).toEqual([
      ['visa', 'Your transactions are secure with Visa'],
      ['mastercard', 'Mastercard® Identity Check™'],
      ['diners', ''],
    ]);
  });
  it('show for the brands they cover, once each, never for an empty label', () => {
    expect(securityBadges(['maestro', 'mastercard', 'visa', 'diners', 'amex']).map((badge) => badge.label)).toEqual([
      'Your transactions are secure with Visa',
      'Mastercard® Identity Check™',
    ]);
    expect(securityBadges(['maestro']).map((badge) => badge.label)).toEqual(['Mastercard® Identity Check™']);
    expect(securityBadges(['diners', 'amex', 'discover'])).toEqual([]);
  });
  it('have English names and self-made logos', () => {
    for (const badge of securityBadges(['visa', 'mastercard'])) {
      expect((en as Record<string, string>)[badge.label]).toBe(badge.label);
      expect(inSprite(badge.logo), badge.logo).toBe(true);
    }
  });
});

describe('card payment providers', () => {
  it('name the provider of each card gateway, linked over https', () => {
    expect(CARD_PAYMENT_PROVIDERS.map((provider) => [provider.methodId, provider.name])).toEqual([
      [3, 'Stripe'],
      [4, 'Monri'],
      [5, 'Cardstream'],
      [6, 'WSPay'],
      [7, 'Saferpay'],
    ]);
    for (const provider of CARD_PAYMENT_PROVIDERS) expect(provider.link).toMatch(/^https:\/\//);
  });
  it('are found in method order, once each; the card form, bank transfer and empty gateway B have none', () => {
    const methods: PaymentMethod[] = [
      { id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa' } },
      { id: 2, bookingEngineId: 1, settings: null },
      { id: 7, bookingEngineId: 1, settings: { customerId: '1', selectedWalletTypes: 'paypal' } },
      { id: 6, bookingEngineId: 2, settings: { shopId: 'S1' } },
      { id: 7, bookingEngineId: 2, settings: { customerId: '2' } },
      { id: 4, bookingEngineId: 3, settings: { selectedCardTypes: 'visa' } },
    ];
    expect(cardPaymentProviders(methods).map((provider) => provider.name)).toEqual(['Saferpay', 'WSPay']);
    expect(cardPaymentProviders([{ id: 4, bookingEngineId: 1, settings: { authenticityToken: 'a1' } }]).map((provider) => provider.name)).toEqual(['Monri']);
    expect(
      cardPaymentProviders([
        { id: 1, bookingEngineId: 1, settings: null },
        { id: 2, bookingEngineId: 1, settings: null },
      ]),
    ).toEqual([]);
  });
});

describe('payment badges of a property', () => {
  it("show the card method's selectedCardTypes in footer order, their badges and the provider", () => {
    const badges = paymentBadges([
      { id: 6, bookingEngineId: 1, settings: { shopId: 'S1', selectedCardTypes: 'amex,visa,diners' } },
      { id: 2, bookingEngineId: 1, settings: { iban: 'HR1210010051863000160' } },
    ]);
    expect(ids(badges.brands)).toEqual(['visa', 'diners', 'amex']);
    expect(badges.securityBadges.map((badge) => badge.label)).toEqual(['Your transactions are secure with Visa']);
    expect(badges.providers).toEqual([{ methodId: 6, name: 'WSPay', link: 'https://www.wspay.info/' }]);
  });
  it('show the built-in card form with its brands and badges, and no provider', () => {
    const badges = paymentBadges([{ id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'maestro,mastercard,visa,diners,amex' } }]);
    expect(ids(badges.brands)).toEqual(['maestro', 'mastercard', 'visa', 'diners', 'amex']);
    expect(badges.securityBadges).toHaveLength(2);
    expect(badges.providers).toEqual([]);
  });
  it('show the whole brand logo list without selected card types, and no security badge when the property takes no cards', () => {
    const bankOnly = paymentBadges([{ id: 2, bookingEngineId: 1, settings: null }]);
    expect(ids(bankOnly.brands)).toEqual(['maestro', 'mastercard', 'visa', 'diners', 'discover']);
    expect(bankOnly.securityBadges).toEqual([]);
    expect(bankOnly.providers).toEqual([]);
    const cardsUnlisted = paymentBadges([{ id: 3, bookingEngineId: 1, settings: { publishableApiKey: 'pk_test_1' } }]);
    expect(ids(cardsUnlisted.brands)).toEqual(['maestro', 'mastercard', 'visa', 'diners', 'discover']);
    expect(cardsUnlisted.securityBadges).toHaveLength(2);
    expect(cardsUnlisted.providers.map((provider) => provider.name)).toEqual(['Stripe']);
  });
});
