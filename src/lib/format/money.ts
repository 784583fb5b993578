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
 * all of it inside the page's first long task. `toFixed` rounds the way
 * `Intl.NumberFormat` does (the nearest, ties away from zero, on the exact
 * value of the double): the unit tests check the two agree.
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
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  const negative = amount < 0 && (whole !== '0' || cents !== '00');
  return `${negative ? '-' : ''}${groupThousands(whole, thousandSeparator)}${decimalSeparator}${cents}`;
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

/** Rounds to cents, the precision every stored and compared price uses. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
