import type { PaymentMethod } from '../types.ts';

export type CardBrandId = 'maestro' | 'mastercard' | 'visa' | 'diners' | 'discover' | 'amex';

export interface CardBrand {
  value: number;
  id: CardBrandId;
  label: string;
  logo: string;
  /** The network's (Croatian regional) site. */
  link: string;
  width: number;
  height: number;
}

/**
 * The card images' sprite (`scripts/svg-sprite.ts` makes it of
 * `src/assets/cards`): one SVG document for every badge a page shows, each
 * named by its view.
 */
export const CARD_SPRITE = '/images/cards.svg';

/** The views of the card sprite: the brands and the security programs' badges. */
const SPRITE_VIEWS = new Set(['amex', 'diners', 'discover', 'maestro', 'mastercard', 'mastercard-id-check', 'visa', 'visa-secure']);

/**
 * A card image's address in the sprite, or null for a name it does not
 * hold (a brand a gateway reports that the site has no image of).
 * @example cardLogo('visa') // '/images/cards.svg#visa'
 * @example cardLogo('unionpay') // null
 */
export function cardLogo(name: string): string | null {
  return SPRITE_VIEWS.has(name) ? `${CARD_SPRITE}#${name}` : null;
}

const brand = (value: number, id: CardBrandId, label: string, link: string, width: number, height = 45): CardBrand => ({
  value,
  id,
  label,
  logo: `${CARD_SPRITE}#${id}`,
  link,
  width,
  height,
});

const MAESTRO = brand(1, 'maestro', 'Maestro', 'https://www.mastercard.hr/hr-hr/consumers/find-card-products/debit-cards/maestro.html', 54);
const MASTERCARD = brand(2, 'mastercard', 'Mastercard', 'https://www.mastercard.hr/hr-hr.html', 56);
const VISA = brand(3, 'visa', 'Visa', 'https://www.visa.com.hr/', 80);
const DINERS = brand(4, 'diners', 'Diners', 'https://www.diners.com.hr/', 98);

/** Accepted card brand logos of the footer and checkout, in order (02 §2.11; value 5 = discover). */
export const CARD_BRAND_LOGOS: readonly CardBrand[] = [MAESTRO, MASTERCARD, VISA, DINERS, brand(5, 'discover', 'Discover', 'https://www.discover.com/', 124)];

/** The card type list used with selectedCardTypes, footer order (02 §2.11; value 5 = amex). */
export const CARD_TYPES: readonly CardBrand[] = [
  MAESTRO,
  MASTERCARD,
  VISA,
  DINERS,
  brand(5, 'amex', 'American Express', 'https://www.americanexpress.com/hr-hr/', 60),
];

/**
 * The card brands a property accepts, for the footer. Both readings of
 * 02 §2.11 stand: when the property's card payment method lists
 * selectedCardTypes, the card type list (value 5 = amex) filtered by it is
 * shown; otherwise the brand logo list (value 5 = discover) is shown whole.
 * @example acceptedCardBrands([{ id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa,amex' } }]).map((b) => b.id) // ['visa', 'amex']
 */
export function acceptedCardBrands(paymentMethods: readonly PaymentMethod[]): CardBrand[] {
  const selected = new Set<string>();
  for (const method of paymentMethods) {
    for (const type of (method.settings?.selectedCardTypes ?? '').split(',')) {
      const id = type.trim().toLowerCase();
      if (id) selected.add(id);
    }
  }
  if (selected.size === 0) return [...CARD_BRAND_LOGOS];
  return CARD_TYPES.filter((card) => selected.has(card.id));
}

/** The brands the built-in card form recognises (02 §2.4, §5.3). */
export type DetectedCardBrand = Extract<CardBrandId, 'amex' | 'visa' | 'maestro' | 'mastercard'>;

/**
 * Number patterns of 02 §5.3, tried in this order (they do not overlap,
 * except that maestro's "6 + 11–18 digits" also covers 6759…):
 * - amex: 34 or 37, then 13 digits;
 * - visa: 4, then 12, 15 or 18 digits;
 * - mastercard: 51–55 then 14 digits, or 2221–2720 then 12 digits (16 in all);
 * - maestro: 6759xx then 6–13 digits; 50xxxx then 6–13; 56–59 then 10–17; 6 then 11–18.
 */
const CARD_PATTERNS: readonly (readonly [DetectedCardBrand, RegExp])[] = [
  ['amex', /^3[47]\d{13}$/],
  ['visa', /^4(?:\d{12}|\d{15}|\d{18})$/],
  ['mastercard', /^(?:5[1-5]\d{14}|(?:222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12})$/],
  ['maestro', /^(?:6759\d{2}\d{6,13}|50\d{4}\d{6,13}|5[6-9]\d{10,17}|6\d{11,18})$/],
];

/**
 * The card number without the spaces and dashes a guest types or the form
 * inserts between groups.
 * @example normalizeCardNumber('4111 1111-1111 1111') // '4111111111111111'
 */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * The brand of a card number (02 §5.3): amex, visa, mastercard or maestro,
 * or null when the number is none of them (or holds anything but digits,
 * spaces and dashes). Only prefixes and lengths are read; see `isLuhnValid`
 * for the check digit.
 * @example detectCardBrand('4111 1111 1111 1111') // 'visa'
 * @example detectCardBrand('378282246310005') // 'amex'
 * @example detectCardBrand('30569309025904') // null (Diners: not a brand of the built-in form)
 */
export function detectCardBrand(number: string): DetectedCardBrand | null {
  const digits = normalizeCardNumber(number);
  if (!/^\d+$/.test(digits)) return null;
  for (const [id, pattern] of CARD_PATTERNS) if (pattern.test(digits)) return id;
  return null;
}

/**
 * The Luhn (mod 10) check digit of a card number holds: every card number
 * the networks issue passes it, a mistyped digit fails it.
 * @example isLuhnValid('4111111111111111') // true
 * @example isLuhnValid('4111111111111112') // false
 */
export function isLuhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The number as it may be kept: the first 6 and last 4 digits, every
 * other digit '*' (PCI DSS truncation). Null for a number too short to mask.
 * @example maskCardNumber('4111 1111 1111 1111') // '411111******1111'
 */
export function maskCardNumber(number: string): string | null {
  const digits = normalizeCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return null;
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}
