/**
 * The test gateway's cards: the number typed into a hosted field decides
 * what the gateway answers (README "Test cards"). Any future expiry and any
 * 3- or 4-digit CVV go with every card.
 *
 * Pure: no I/O, the clock is a parameter.
 */
import { detectCardBrand, isLuhnValid, maskCardNumber, normalizeCardNumber } from '../../src/lib/payment/card-brands.ts';

export type CardOutcome = 'approve' | 'challenge' | 'decline' | 'expired' | 'error' | 'unexpected';

/** Numbers with a special outcome; every other valid number is approved without a challenge. */
export const TEST_CARDS: Readonly<Record<string, Exclude<CardOutcome, 'approve'>>> = {
  '4000000000003220': 'challenge',
  '4000000000000002': 'decline',
  '4000000000000069': 'expired',
  '4000000000000119': 'error',
  '4000000000000259': 'unexpected',
};

/** Card numbers the README lists as approved (published network test numbers). */
export const APPROVED_TEST_CARDS = ['4111111111111111', '5555555555554444', '378282246310005', '6759649826438453'] as const;

export interface CardInput {
  number: string;
  /** 'MM/YY', 'MM / YY' or 'MM / YYYY'. */
  expiry: string;
  cvv: string;
}

export type CardCheck =
  | { ok: true; outcome: CardOutcome; maskedPan: string; brand: string | null; digits: string }
  | { ok: false; field: 'number' | 'expiry' | 'cvv'; message: string };

export const CARD_MESSAGES = {
  number: 'Card number is invalid',
  expiry: 'Expiration date is invalid',
  expired: 'Card expired',
  cvv: 'CVV is invalid',
} as const;

/**
 * The expiry as month and full year, or null.
 * @example parseExpiry('12 / 2030') // { month: 12, year: 2030 }
 */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * Checks a typed card as a gateway's hosted fields do, and tells its test
 * outcome: a number of 12–19 digits passing the Luhn check, an expiry not
 * in the past, a CVV of 3 or 4 digits.
 * @example checkCard({ number: '4000 0000 0000 0002', expiry: '12/30', cvv: '123' }, new Date('2027-03-01')) // { ok: true, outcome: 'decline', … }
 */
export function checkCard(card: CardInput, now: Date): CardCheck {
  const digits = normalizeCardNumber(card.number ?? '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) return { ok: false, field: 'number', message: CARD_MESSAGES.number };
  const expiry = parseExpiry(card.expiry ?? '');
  if (!expiry) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expiry };
  if (now.getTime() >= Date.UTC(expiry.year, expiry.month, 1)) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expired };
  if (!/^\d{3,4}$/.test((card.cvv ?? '').trim())) return { ok: false, field: 'cvv', message: CARD_MESSAGES.cvv };
  return { ok: true, outcome: TEST_CARDS[digits] ?? 'approve', maskedPan: maskCardNumber(digits)!, brand: detectCardBrand(digits), digits };
}

/**
 * A masked number as Monri shows it in `payment_method.data.masked`.
 * @example monriMask('411111******1111') // '411111-xxxxxx-1111'
 */
export function monriMask(maskedPan: string): string {
  return `${maskedPan.slice(0, 6)}-${'x'.repeat(maskedPan.length - 10)}-${maskedPan.slice(-4)}`;
}
