import type { NumberFormat } from '../types.ts';

export const DEFAULT_NUMBER_FORMAT: NumberFormat = { decimalSeparator: '.', thousandSeparator: ',' };

/** Currencies shown as whole numbers with en-US grouping (01 §9.1). */
const WHOLE_NUMBER_CURRENCIES = new Set(['VND']);

/**
 * `digits` (a whole number's digits) in groups of three from the right.
 * @example groupThousands('1234567', '.') // '1.234.567'
 */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats an amount with two decimals and the property's separators, or as a
 * whole number with en-US grouping for VND (01 §9.1).
 *
 * The property's separators decide the format, so this groups the digits
 * itself rather than through `Intl.NumberFormat`: the first number format a
 * page creates costs 30–70 ms of the main thread (the number data of ICU),
 * all of it inside the page's first long task. It rounds as
 * `Intl.NumberFormat` does: the nearest, ties away from zero, on the
 * shortest decimal that reads back as the same double (1.005 is 1.01, where
 * `toFixed` sees 1.00499… and gives 1.00); the unit tests check the two agree.
 * @example formatAmount(1234.5, 'EUR', { decimalSeparator: ',', thousandSeparator: '.' }) // '1.234,50'
 * @example formatAmount(1234567.8, 'VND') // '1,234,568'
 */
export function formatAmount(value: number, currency?: string | null, format: Partial<NumberFormat> = {}): string {
  const amount = Number.isFinite(value) ? value : 0;
  if (currency && WHOLE_NUMBER_CURRENCIES.has(currency.toUpperCase())) {
    const whole = Math.round(amount);
    return `${whole < 0 ? '-' : ''}${groupThousands(Math.abs(whole).toFixed(0), ',')}`;
  }
  const decimalSeparator = format.decimalSeparator ?? DEFAULT_NUMBER_FORMAT.decimalSeparator;
  const thousandSeparator = format.thousandSeparator ?? DEFAULT_NUMBER_FORMAT.thousandSeparator;
  const [whole, cents] = toCents(Math.abs(amount)).split('.');
  const negative = amount < 0 && (whole !== '0' || cents !== '00');
  return `${negative ? '-' : ''}${groupThousands(whole, thousandSeparator)}${decimalSeparator}${cents}`;
}

/**
 * A non-negative amount with two decimals, rounded half away from zero on
 * its shortest decimal form (what `String` prints), as ICU rounds.
 * @example toCents(1.005) // '1.01'
 */
function toCents(amount: number): string {
  const shortest = String(amount);
  // Exponent forms: below 1e-6 (zero cents) and from 1e21 (no fraction to round).
  if (shortest.includes('e')) return amount < 1 ? '0.00' : `${BigInt(amount)}.00`;
  const [whole, fraction = ''] = shortest.split('.');
  if (fraction.length <= 2) return `${whole}.${fraction.padEnd(2, '0')}`;
  const cents = (BigInt(`${whole}${fraction.slice(0, 2)}`) + (fraction[2]! >= '5' ? 1n : 0n)).toString().padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
}

const NBSP = '\u00a0';

/**
 * Amount followed by the currency code, as prices are shown across the
 * product, joined by a non-breaking space.
 * @example formatMoney(99, 'EUR') // '99.00\u00a0EUR'
 */
export function formatMoney(value: number, currency: string, format: Partial<NumberFormat> = {}): string {
  // Non-breaking spaces: an amount never breaks between its digits and its currency, nor inside a space-grouped number.
  return `${formatAmount(value, currency, format).replace(/ /g, NBSP)}${NBSP}${currency}`;
}

/**
 * Keeps every amount in a text on one line with its currency's code: the
 * space between a digit and a code of three capitals becomes a non-breaking
 * one. Translations write '%amount% %currency%' and '1 EUR = %rate% HRK'
 * with plain spaces; every translated text goes through this.
 * @example keepAmountsWhole('a prepayment of 66,60 EUR by bank transfer') // 'a prepayment of 66,60\u00a0EUR by bank transfer'
 */
export function keepAmountsWhole(text: string): string {
  return text.replace(/(\d) (?=[A-Z]{3}(?![\p{L}\d]))/gu, `$1${NBSP}`);
}

/**
 * Rounds to cents, the precision every stored and compared price uses: the
 * nearest, a half cent away from zero, as the amount is written (1.005 and
 * 10.075 are halves: 1.01 and 10.08), the rounding `formatAmount` shows.
 * Only an amount within a double's error of a half cent is read as its decimal form.
 * @example roundMoney(10.075) // 10.08
 */
export function roundMoney(value: number): number {
  // From 1e21 a double has no fraction left to round.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value;
  const scaled = Math.abs(value) * 100;
  // Within the error a product of doubles of this size can carry, the decimal form decides.
  const nearHalf = Math.abs(scaled - Math.floor(scaled) - 0.5) <= scaled * 1e-15 + 1e-9;
  const rounded = nearHalf ? Number(toCents(Math.abs(value))) : Math.round(scaled) / 100;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * An amount rounded as `formatAmount` writes it in `currency`: to cents,
 * or to a whole number for VND.
 * @example roundAsShown(1234.5, 'VND') // 1235
 * @example roundAsShown(10.075, 'EUR') // 10.08
 */
export function roundAsShown(value: number, currency: string): number {
  return WHOLE_NUMBER_CURRENCIES.has(currency.toUpperCase()) ? Math.round(value) : roundMoney(value);
}
