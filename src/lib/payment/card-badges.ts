/**
 * The payment badges of the footer (02 §2.11, §2.7): the accepted card
 * brands, each linking to its network's site, the card networks'
 * security-program badges, and a link to the card payment provider.
 *
 * Value 5 has two readings, and both stand (02 §2.11):
 * - the brand logo list (`brandLogoByValue`, `CARD_BRAND_LOGOS`) reads it as
 *   discover. Used where no card types are configured: the footer then
 *   shows that list whole.
 * - the card type list (`cardTypeByValue`, `CARD_TYPES`) reads it as amex.
 *   Used with selectedCardTypes: the footer's brands and badges, the card
 *   numbers checkout accepts, and the amex option of the payment page.
 *
 * Pure: payment methods in, plain values out.
 */
import { acceptedCardBrands, CARD_BRAND_LOGOS, CARD_SPRITE, CARD_TYPES, type CardBrand, type CardBrandId } from './card-brands.ts';
import { METHOD } from './payment-methods.ts';
import type { PaymentMethod } from '../types.ts';
import { GATEWAY_E_METHOD_ID } from './wallets.ts';

/**
 * A brand of the brand logo list by its value (5 = discover).
 * @example brandLogoByValue(5)?.id // 'discover'
 */
export function brandLogoByValue(value: number): CardBrand | null {
  return CARD_BRAND_LOGOS.find((brand) => brand.value === value) ?? null;
}

/**
 * A brand of the card type list by its value (5 = amex).
 * @example cardTypeByValue(5)?.id // 'amex'
 */
export function cardTypeByValue(value: number): CardBrand | null {
  return CARD_TYPES.find((brand) => brand.value === value) ?? null;
}

/** A logo's drawn size. */
export interface LogoSize {
  width: number;
  height: number;
}

/** Sizes a logo takes when none is given (02 §2.11); other brands take their display size. */
export const DEFAULT_LOGO_SIZES: Readonly<Partial<Record<CardBrandId, LogoSize>>> = {
  diners: { width: 32, height: 21 },
  discover: { width: 124, height: 45 },
};

/**
 * The size to draw a brand's logo at: the size given, else the brand's
 * default (Diners 32×21, Discover 124×45), else its display size in the
 * lists.
 * @example logoSize('diners') // { width: 32, height: 21 }
 * @example logoSize('visa') // { width: 80, height: 45 }
 * @example logoSize('diners', { width: 98, height: 45 }) // { width: 98, height: 45 }
 */
export function logoSize(id: CardBrandId, given?: Partial<LogoSize> | null): LogoSize {
  const listed = [...CARD_BRAND_LOGOS, ...CARD_TYPES].find((brand) => brand.id === id);
  const fallback = DEFAULT_LOGO_SIZES[id] ?? { width: listed?.width ?? 0, height: listed?.height ?? 0 };
  return { width: given?.width ?? fallback.width, height: given?.height ?? fallback.height };
}

/** A card network's security program (3-D Secure) and its badge. */
export interface SecurityProgram {
  /** The brands whose cards the program covers. */
  brands: readonly CardBrandId[];
  /** The badge's name, a translation key; '' when the program has no badge. */
  label: string;
  logo: string | null;
  width: number;
  height: number;
}

/**
 * The security-program badges of 02 §2.11: Visa's ('Your transactions are
 * secure with Visa') and Mastercard's ('Mastercard® Identity Check™',
 * which also covers Maestro, Mastercard's debit brand); Diners' label is
 * empty, so it shows no badge.
 */
export const SECURITY_PROGRAMS: readonly SecurityProgram[] = [
  { brands: ['visa'], label: 'Your transactions are secure with Visa', logo: `${CARD_SPRITE}#visa-secure`, width: 80, height: 45 },
  { brands: ['mastercard', 'maestro'], label: 'Mastercard® Identity Check™', logo: `${CARD_SPRITE}#mastercard-id-check`, width: 80, height: 45 },
  { brands: ['diners'], label: '', logo: null, width: 0, height: 0 },
];

/** A badge to show: a program with a label and a logo. */
export interface SecurityBadge {
  label: string;
  logo: string;
  width: number;
  height: number;
}

/** A card payment provider, as the footer links to it. */
export interface CardPaymentProvider {
  methodId: number;
  name: string;
  link: string;
}

/** The provider behind each card gateway method (gateways D, B, C, A and E). */
export const CARD_PAYMENT_PROVIDERS: readonly CardPaymentProvider[] = [
  { methodId: METHOD.GATEWAY_D, name: 'Stripe', link: 'https://stripe.com/' },
  { methodId: METHOD.GATEWAY_B, name: 'Monri', link: 'https://monri.com/' },
  { methodId: METHOD.GATEWAY_C, name: 'Cardstream', link: 'https://www.cardstream.com/' },
  { methodId: METHOD.GATEWAY_A, name: 'WSPay', link: 'https://www.wspay.info/' },
  { methodId: GATEWAY_E_METHOD_ID, name: 'Saferpay', link: 'https://www.saferpay.com/' },
];

/**
 * The card payment providers of a set of payment methods, in method order,
 * each once. The built-in card form (1) and bank transfer (2) have none,
 * and neither has method 4 without an authenticityToken (it is offered as
 * the card form, 02 §4.2).
 * @example cardPaymentProviders([{ id: 6, bookingEngineId: 1, settings: { shopId: 'S1' } }]).map((p) => p.name) // ['WSPay']
 */
export function cardPaymentProviders(methods: readonly PaymentMethod[]): CardPaymentProvider[] {
  const found: CardPaymentProvider[] = [];
  for (const method of methods) {
    if (method.id === METHOD.GATEWAY_B && !method.settings?.authenticityToken) continue;
    const provider = CARD_PAYMENT_PROVIDERS.find((candidate) => candidate.methodId === method.id);
    if (provider && !found.includes(provider)) found.push(provider);
  }
  return found;
}

/**
 * The security badges for a list of brands, in program order: a program
 * shows when it covers a brand of the list and has a label.
 * @example securityBadges(['maestro', 'diners']).map((b) => b.label) // ['Mastercard® Identity Check™']
 */
export function securityBadges(brands: readonly CardBrandId[]): SecurityBadge[] {
  return SECURITY_PROGRAMS.filter((program) => program.label && program.logo && program.brands.some((brand) => brands.includes(brand))).map((program) => ({
    label: program.label,
    logo: program.logo!,
    width: program.width,
    height: program.height,
  }));
}

/** What the payment footer shows. */
export interface PaymentBadges {
  /** Accepted card brands in footer order, each with its logo and network link. */
  brands: CardBrand[];
  /** Security-program badges of those brands; none when the property takes no cards. */
  securityBadges: SecurityBadge[];
  /** The card payment providers to link to. */
  providers: CardPaymentProvider[];
}

/**
 * The payment badges of a property's payment methods (02 §2.11): the
 * brands of the card methods' selectedCardTypes in footer order (the whole
 * brand logo list when none are selected, see `acceptedCardBrands`), the
 * security badges of those brands when the property takes cards (any
 * method but bank transfer), and its card payment providers.
 * @example paymentBadges([{ id: 6, bookingEngineId: 1, settings: { shopId: 'S1', selectedCardTypes: 'visa,diners' } }]) // brands visa and diners, the Visa badge, the WSPay link
 */
export function paymentBadges(methods: readonly PaymentMethod[]): PaymentBadges {
  const brands = acceptedCardBrands(methods);
  const takesCards = methods.some((method) => method.id !== METHOD.BANK_TRANSFER);
  return {
    brands,
    securityBadges: takesCards ? securityBadges(brands.map((brand) => brand.id)) : [],
    providers: cardPaymentProviders(methods),
  };
}
