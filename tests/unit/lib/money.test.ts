import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, roundMoney } from '../../../src/lib/money.ts';

describe('money formats (01 §9.1)', () => {
  it('uses two decimals with the default separators', () => {
    expect(formatAmount(1234.5, 'EUR')).toBe('1,234.50');
    expect(formatAmount(0, 'EUR')).toBe('0.00');
  });
  it('uses the configured decimal and thousand separators', () => {
    expect(formatAmount(1234567.891, 'EUR', { decimalSeparator: ',', thousandSeparator: '.' })).toBe('1.234.567,89');
    expect(formatAmount(1234.5, 'HRK', { decimalSeparator: ',', thousandSeparator: ' ' })).toBe('1 234,50');
  });
  it('rounds VND to whole numbers with en-US grouping whatever the separators', () => {
    expect(formatAmount(1234567.8, 'VND', { decimalSeparator: ',', thousandSeparator: '.' })).toBe('1,234,568');
    expect(formatAmount(999.4, 'vnd')).toBe('999');
  });
  it('shows the amount followed by the currency code', () => {
    expect(formatMoney(99, 'EUR')).toBe('99.00 EUR');
    expect(formatMoney(2500000, 'VND')).toBe('2,500,000 VND');
  });
  it('treats a non-finite amount as zero', () => {
    expect(formatAmount(Number.NaN, 'EUR')).toBe('0.00');
  });
  it('rounds to cents', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(10 / 3)).toBe(3.33);
  });
});
