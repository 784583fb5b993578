import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  convertedTotal,
  shownCurrency,
  EURO_CHANGEOVER,
  exchangeRateNote,
  isEuroChangeoverInEffect,
  looksLikeHrkPerEurRate,
  secondaryHrkTotal,
  showsExchangeRateNote,
} from '../../../src/lib/pricing/currency.ts';

const rates = { baseCurrency: 'EUR', currencies: { EUR: 1, HRK: 7.5345, USD: 1.08, GBP: 0.85 } };

describe('conversion (01 §9.2)', () => {
  it('multiplies by the target rate from the base currency', () => {
    expect(convertAmount(100, 'EUR', 'USD', rates)).toBeCloseTo(108, 10);
    expect(convertAmount(100, 'EUR', 'HRK', rates)).toBeCloseTo(753.45, 10);
  });
  it('divides by the source rate when the source is not the base', () => {
    expect(convertAmount(108, 'USD', 'EUR', rates)).toBeCloseTo(100, 10);
    expect(convertAmount(108, 'USD', 'GBP', rates)).toBeCloseTo(85, 10);
  });
  it('treats the base currency as rate 1 when the table omits it', () => {
    expect(convertAmount(108, 'USD', 'EUR', { baseCurrency: 'EUR', currencies: { USD: 1.08 } })).toBeCloseTo(100, 10);
  });
  it('returns the value, or 0, when the value, source or target is missing', () => {
    expect(convertAmount(null, 'EUR', 'USD', rates)).toBe(0);
    expect(convertAmount(undefined, 'EUR', 'USD', rates)).toBe(0);
    expect(convertAmount(100, null, 'USD', rates)).toBe(100);
    expect(convertAmount(100, 'EUR', '', rates)).toBe(100);
  });
  it('returns the value unchanged without a rates table or with a missing rate', () => {
    expect(convertAmount(100, 'EUR', 'USD', null)).toBe(100);
    expect(convertAmount(100, 'EUR', 'CZK', rates)).toBe(100);
    expect(convertAmount(100, 'CZK', 'USD', rates)).toBe(100);
  });
  it('keeps the value for the same currency', () => {
    expect(convertAmount(100, 'USD', 'USD', rates)).toBe(100);
  });
});

describe('the currency an amount is shown in', () => {
  it('is the chosen one where the rates convert both ways, else the amount’s own', () => {
    expect(shownCurrency('USD', 'EUR', rates)).toBe('USD');
    expect(shownCurrency('EUR', 'HRK', rates)).toBe('EUR');
    expect(shownCurrency('HRK', 'HRK', null)).toBe('HRK');
    // No rate for the property's currency: converting leaves the amount, so it keeps its own label.
    expect(convertAmount(100, 'CHF', 'USD', rates)).toBe(100);
    expect(shownCurrency('USD', 'CHF', rates)).toBe('CHF');
    // No rate for the chosen one, or no table at all.
    expect(shownCurrency('JPY', 'EUR', rates)).toBe('EUR');
    expect(shownCurrency('USD', 'EUR', null)).toBe('EUR');
    // The base currency converts though the table leaves it out.
    expect(shownCurrency('EUR', 'USD', { baseCurrency: 'EUR', currencies: { USD: 1.08 } })).toBe('EUR');
  });
});

describe('a total shown beside its parts in another currency', () => {
  it('is the sum of the parts as shown, so the figures add up where the total converted alone is a cent apart', () => {
    // 33.33 EUR is 251.12 HRK (251.124…); 66.66 EUR alone is 502.25 HRK (502.249…).
    expect(convertAmount(66.66, 'EUR', 'HRK', rates)).toBeCloseTo(502.25, 2);
    expect(convertedTotal(66.66, [33.33, 33.33], 'EUR', 'HRK', rates)).toBe(502.24);
    // Zero parts (an included extra) count nothing.
    expect(convertedTotal(66.66, [33.33, 0, 33.33], 'EUR', 'HRK', rates)).toBe(502.24);
  });
  it('whole numbers for VND: each part rounded to a dong', () => {
    const vnd = { baseCurrency: 'EUR', currencies: { EUR: 1, VND: 27_000.3 } };
    expect(convertedTotal(2, [1, 1], 'EUR', 'VND', vnd)).toBe(54_000);
    expect(Math.round(convertAmount(2, 'EUR', 'VND', vnd))).toBe(54_001);
  });
  it('in its own currency, without a rate, or with parts that do not make the total: the total converted as a whole', () => {
    expect(convertedTotal(66.66, [33.33, 33.33], 'EUR', 'EUR', rates)).toBe(66.66);
    expect(convertedTotal(66.66, [33.33, 33.33], 'EUR', 'CHF', rates)).toBe(66.66);
    // A total that holds more than its shown parts (a tax, a discount) is not rebuilt from them.
    expect(convertedTotal(70, [33.33, 33.33], 'EUR', 'HRK', rates)).toBeCloseTo(527.415, 6);
  });
});

describe('exchange-rate note (01 §9.2)', () => {
  const euroEngine = { currency: 'EUR', secondaryCurrency: 'HRK' };
  it('shows when the engine currency or secondary currency is HRK and the guest sees HRK or EUR', () => {
    expect(showsExchangeRateNote(euroEngine, 'EUR')).toBe(true);
    expect(showsExchangeRateNote(euroEngine, 'HRK')).toBe(true);
    expect(showsExchangeRateNote({ currency: 'HRK', secondaryCurrency: null }, 'EUR')).toBe(true);
    expect(showsExchangeRateNote(euroEngine, 'USD')).toBe(false);
    expect(showsExchangeRateNote({ currency: 'EUR', secondaryCurrency: null }, 'EUR')).toBe(false);
  });
  it('gives the fixed rate with 5 decimals', () => {
    expect(exchangeRateNote(euroEngine, 'HRK')).toEqual({ key: 'Exchange rate 1 EUR = %rate% HRK', tokens: { rate: '7.53450' } });
    expect(exchangeRateNote(euroEngine, 'EUR', { decimalSeparator: ',' })?.tokens.rate).toBe('7,53450');
    expect(exchangeRateNote(euroEngine, 'GBP')).toBeNull();
  });
});

describe('euro changeover and the secondary HRK total (01 §9.2)', () => {
  const engine = { currency: 'EUR', secondaryCurrency: 'HRK', settingsExchangeRate: 7.5 };
  const before = EURO_CHANGEOVER - 1;

  it('is in effect from unix 1672531200 for a secondary HRK and EUR shown', () => {
    expect(EURO_CHANGEOVER).toBe(1672531200);
    expect(isEuroChangeoverInEffect(engine, 'EUR', EURO_CHANGEOVER)).toBe(true);
    expect(isEuroChangeoverInEffect(engine, 'EUR', before)).toBe(false);
    expect(isEuroChangeoverInEffect(engine, 'HRK', EURO_CHANGEOVER)).toBe(false);
    expect(isEuroChangeoverInEffect({ ...engine, secondaryCurrency: null }, 'EUR', EURO_CHANGEOVER)).toBe(false);
  });

  it('before the changeover is the total × settingsExchangeRate, default 1', () => {
    expect(secondaryHrkTotal(100, engine, 'EUR', before)).toEqual({ amount: 750, currency: 'HRK', rate: 7.5, informational: false });
    expect(secondaryHrkTotal(100, { ...engine, settingsExchangeRate: null }, 'EUR', before)?.amount).toBe(100);
  });

  it('after the changeover is informational, at the fixed conversion rate', () => {
    expect(secondaryHrkTotal(100, engine, 'EUR', EURO_CHANGEOVER)).toEqual({ amount: 753.45, currency: 'HRK', rate: 7.5345, informational: true });
    expect(secondaryHrkTotal(123.45, engine, 'EUR', 1_800_000_000)?.amount).toBe(930.13);
  });

  it('applies only to a secondary HRK while the guest sees EUR', () => {
    expect(secondaryHrkTotal(100, engine, 'USD', EURO_CHANGEOVER)).toBeNull();
    expect(secondaryHrkTotal(100, engine, 'HRK', before)).toBeNull();
    expect(secondaryHrkTotal(100, { ...engine, secondaryCurrency: 'USD' }, 'EUR', before)).toBeNull();
  });
});

describe('kuna-per-euro rate check (01 §9.2 special value)', () => {
  it('is a string form longer than one character starting with 7', () => {
    expect(looksLikeHrkPerEurRate(7.5345)).toBe(true);
    expect(looksLikeHrkPerEurRate('7.53450')).toBe(true);
    expect(looksLikeHrkPerEurRate(75)).toBe(true);
    expect(looksLikeHrkPerEurRate(7)).toBe(false);
    expect(looksLikeHrkPerEurRate('7')).toBe(false);
    expect(looksLikeHrkPerEurRate(0.13272)).toBe(false);
    expect(looksLikeHrkPerEurRate(null)).toBe(false);
  });
});
