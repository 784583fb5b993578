import { describe, expect, it } from 'vitest';
import { acceptedCardBrands, CARD_BRAND_LOGOS, CARD_TYPES, detectCardBrand, isLuhnValid, maskCardNumber } from '../../../src/lib/payment/card-brands.ts';

describe('accepted card brands (02 §2.11)', () => {
  it('lists the brand logos in order with their sizes', () => {
    expect(CARD_BRAND_LOGOS.map((card) => [card.value, card.id, card.width, card.height])).toEqual([
      [1, 'maestro', 54, 45],
      [2, 'mastercard', 56, 45],
      [3, 'visa', 80, 45],
      [4, 'diners', 98, 45],
      [5, 'discover', 124, 45],
    ]);
  });
  it('reads value 5 as amex in the card type list', () => {
    expect(CARD_TYPES.find((card) => card.value === 5)?.id).toBe('amex');
  });
  it("shows the card method's selectedCardTypes in footer order", () => {
    const brands = acceptedCardBrands([{ id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa, amex,maestro' } }]);
    expect(brands.map((card) => card.id)).toEqual(['maestro', 'visa', 'amex']);
  });
  it('shows the whole logo list when no card types are selected', () => {
    expect(acceptedCardBrands([{ id: 2, bookingEngineId: 1, settings: null }]).map((card) => card.id)).toEqual([
      'maestro',
      'mastercard',
      'visa',
      'diners',
      'discover',
    ]);
  });
});

describe('card brand detection (02 §5.3)', () => {
  it('reads the networks’ published test numbers', () => {
    const cases: [string, string][] = [
      ['4111111111111111', 'visa'],
      ['4012888888881881', 'visa'],
      ['4222222222222', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['5105105105105100', 'mastercard'],
      ['2223003122003222', 'mastercard'],
      ['378282246310005', 'amex'],
      ['371449635398431', 'amex'],
      ['6759649826438453', 'maestro'],
      ['6799990100000000019', 'maestro'],
      ['5018000000000009', 'maestro'],
    ];
    for (const [number, brand] of cases) expect(detectCardBrand(number), number).toBe(brand);
  });

  it('follows the prefixes and lengths of each brand', () => {
    expect(detectCardBrand(`34${'1'.repeat(13)}`)).toBe('amex');
    expect(detectCardBrand(`34${'1'.repeat(14)}`)).toBeNull();
    expect(detectCardBrand(`4${'1'.repeat(18)}`)).toBe('visa');
    expect(detectCardBrand(`4${'1'.repeat(13)}`)).toBeNull();
    expect(detectCardBrand(`2221${'0'.repeat(12)}`)).toBe('mastercard');
    expect(detectCardBrand(`2720${'0'.repeat(12)}`)).toBe('mastercard');
    expect(detectCardBrand(`2721${'0'.repeat(12)}`)).toBeNull();
    expect(detectCardBrand(`2220${'0'.repeat(12)}`)).toBeNull();
    expect(detectCardBrand(`51${'0'.repeat(15)}`)).toBeNull();
    expect(detectCardBrand(`56${'0'.repeat(10)}`)).toBe('maestro');
    expect(detectCardBrand(`56${'0'.repeat(18)}`)).toBeNull();
    expect(detectCardBrand(`6${'0'.repeat(11)}`)).toBe('maestro');
  });

  it('ignores spaces and dashes, and knows nothing of other brands or other characters', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('visa');
    expect(detectCardBrand('3782-822463-10005')).toBe('amex');
    expect(detectCardBrand('30569309025904')).toBeNull();
    expect(detectCardBrand('3530111333300000')).toBeNull();
    expect(detectCardBrand('4111x11111111111')).toBeNull();
    expect(detectCardBrand('')).toBeNull();
  });

  it('checks the Luhn digit and masks to the first 6 and last 4 digits', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('6799990100000000019')).toBe(true);
    expect(maskCardNumber('4111 1111 1111 1111')).toBe('411111******1111');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
    expect(maskCardNumber('6799990100000000019')).toBe('679999*********0019');
    expect(maskCardNumber('1234')).toBeNull();
  });
});
