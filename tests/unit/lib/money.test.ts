import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, keepAmountsWhole, roundMoney } from '../../../src/lib/format/money.ts';
import { createI18n, translatorFor } from '../../../src/i18n/translator.ts';
import de from '../../../src/i18n/locales/de.json' with { type: 'json' };

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
  it('shows the amount followed by the currency code, joined so that a line never breaks between them', () => {
    expect(formatMoney(99, 'EUR')).toBe('99.00\u00a0EUR');
    expect(formatMoney(2500000, 'VND')).toBe('2,500,000\u00a0VND');
    expect(formatMoney(1234.5, 'EUR', { thousandSeparator: ' ', decimalSeparator: ',' })).toBe('1\u00a0234,50\u00a0EUR');
  });
  it('keeps an amount in a translated text on one line with its currency, where the text puts a plain space', () => {
    expect(keepAmountsWhole('1 EUR = 7,53450 HRK')).toBe('1\u00a0EUR = 7,53450\u00a0HRK');
    expect(keepAmountsWhole('2 adults, 3 nights, Room 12 A')).toBe('2 adults, 3 nights, Room 12 A');
    expect(keepAmountsWhole('12 EURO')).toBe('12 EURO');
    const t = translatorFor(createI18n('de', { de }));
    expect(t('PrepaymentMsg', { amount: '66,60', currency: 'EUR' })).toContain('66,60\u00a0EUR.');
    expect(t('Exchange rate 1 EUR = %rate% HRK', { rate: '7,53450' })).toBe('Wechselkurs 1\u00a0EUR = 7,53450\u00a0HRK');
  });
  it('treats a non-finite amount as zero', () => {
    expect(formatAmount(Number.NaN, 'EUR')).toBe('0.00');
  });
  it('shows a half cent rounded away from zero, as the amount is written (1.005 is 1.01, as roundMoney has it)', () => {
    for (const [amount, shown] of [
      [1.005, '1.01'],
      [0.285, '0.29'],
      [2.675, '2.68'],
      [10.075, '10.08'],
      [-1.005, '-1.01'],
      [-559257116447.575, '-559,257,116,447.58'],
      [0.0000001, '0.00'],
      [419022244581029, '419,022,244,581,029.00'],
      [1e21, '1,000,000,000,000,000,000,000.00'],
    ] as const) {
      expect(formatAmount(amount, 'EUR')).toBe(shown);
      expect(formatAmount(amount, 'EUR')).toBe(formatAmount(roundMoney(amount), 'EUR'));
    }
  });
  it('leaves an amount as it is where a double has no cents to round, and rounding twice changes nothing', () => {
    expect(roundMoney(419022244581029)).toBe(419022244581029);
    expect(roundMoney(1e21)).toBe(1e21);
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    for (const amount of [123456789012.345, -1.005, 0.285, 5e13 + 0.125]) expect(roundMoney(roundMoney(amount))).toBe(roundMoney(amount));
  });
  it('rounds to cents', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(10 / 3)).toBe(3.33);
  });
  it('never shows a minus sign on an amount that rounds to zero', () => {
    expect(formatAmount(-0.004, 'EUR')).toBe('0.00');
    expect(formatAmount(-0, 'EUR')).toBe('0.00');
    expect(formatAmount(-0.2, 'VND')).toBe('0');
    expect(formatAmount(-1234.5, 'EUR', { decimalSeparator: ',', thousandSeparator: '.' })).toBe('-1.234,50');
  });

  describe('the same digits, grouping and rounding as Intl.NumberFormat (en-US)', () => {
    const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -100_000_000, max: 100_000_000 }).map((cents) => cents / 100),
      // Ties at the fourth decimal, and at the third, where rounding shows (1.005 is 1.01).
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((tenths) => tenths / 1000 + 0.0005),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => (cents * 10 + Math.sign(cents || 1) * 5) / 1000),
    );
    it('for two decimals with the default separators', () => {
      fc.assert(
        fc.property(amounts, (amount) => {
          const expected = TWO_DECIMALS.format(amount);
          expect(formatAmount(amount, 'EUR')).toBe(expected === '-0.00' ? '0.00' : expected);
        }),
        { numRuns: 5000 },
      );
    });
    it('rounded to cents as they are shown', () => {
      fc.assert(
        fc.property(amounts, (amount) => {
          expect(formatAmount(roundMoney(amount), 'EUR')).toBe(formatAmount(amount, 'EUR'));
        }),
        { numRuns: 5000 },
      );
    });
    it('for VND as whole numbers', () => {
      fc.assert(
        fc.property(amounts, (amount) => {
          const expected = WHOLE.format(Math.round(amount));
          expect(formatAmount(amount, 'VND')).toBe(expected === '-0' ? '0' : expected);
        }),
        { numRuns: 5000 },
      );
    });
  });
});
