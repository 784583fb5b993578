import type { NumberFormat } from './types.ts';

export const DEFAULT_NUMBER_FORMAT: NumberFormat = { decimalSeparator: '.', thousandSeparator: ',' };

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Currencies shown as whole numbers with en-US grouping (01 §9.1). */
const WHOLE_NUMBER_CURRENCIES = new Set(['VND']);

/**
 * Formats an amount with two decimals and the property's separators, or as a
 * whole number with en-US grouping for VND (01 §9.1).
 * @example formatAmount(1234.5, 'EUR', { decimalSeparator: ',', thousandSeparator: '.' }) // '1.234,50'
 * @example formatAmount(1234567.8, 'VND') // '1,234,568'
 */
export function formatAmount(value: number, currency?: string | null, format: Partial<NumberFormat> = {}): string {
  const amount = Number.isFinite(value) ? value : 0;
  if (currency && WHOLE_NUMBER_CURRENCIES.has(currency.toUpperCase())) {
    return WHOLE.format(Math.round(amount));
  }
  const decimalSeparator = format.decimalSeparator ?? DEFAULT_NUMBER_FORMAT.decimalSeparator;
  const thousandSeparator = format.thousandSeparator ?? DEFAULT_NUMBER_FORMAT.thousandSeparator;
  const parts = TWO_DECIMALS.formatToParts(amount);
  return parts
    .map((part) => (part.type === 'group' ? thousandSeparator : part.type === 'decimal' ? decimalSeparator : part.value))
    .join('');
}

/**
 * Amount followed by the currency code, as prices are shown across the product.
 * @example formatMoney(99, 'EUR') // '99.00 EUR'
 */
export function formatMoney(value: number, currency: string, format: Partial<NumberFormat> = {}): string {
  return `${formatAmount(value, currency, format)} ${currency}`;
}

/** Rounds to cents, the precision every stored and compared price uses. */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}
