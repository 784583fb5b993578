import { describe, expect, it } from 'vitest';
import { priceBeforeTax, totalRateBeforeTax } from '../../../src/lib/pricing/vat.ts';

describe('total before tax (01 §9.6)', () => {
  it('takes VAT out when the engine is registered and the rate is above 0', () => {
    expect(totalRateBeforeTax({ totalRate: 113, isVatRegistered: true, vatRate: 13 })).toBe(100);
    expect(totalRateBeforeTax({ totalRate: 330, isVatRegistered: true, vatRate: 13 })).toBe(292.04);
  });
  it('subtracts an included tourist tax first', () => {
    expect(totalRateBeforeTax({ totalRate: 117, isVatRegistered: true, vatRate: 13, isTouristTaxIncluded: true, touristTax: 4 })).toBe(100);
    // Not included: the tourist tax is not part of the total.
    expect(totalRateBeforeTax({ totalRate: 113, isVatRegistered: true, vatRate: 13, isTouristTaxIncluded: false, touristTax: 4 })).toBe(100);
  });
  it('keeps the total when the engine is not registered or the rate is 0', () => {
    expect(totalRateBeforeTax({ totalRate: 113, isVatRegistered: false, vatRate: 13 })).toBe(113);
    expect(totalRateBeforeTax({ totalRate: 113, isVatRegistered: true, vatRate: 0 })).toBe(113);
    expect(totalRateBeforeTax({ totalRate: 117, isVatRegistered: false, vatRate: 0, isTouristTaxIncluded: true, touristTax: 4 })).toBe(117);
  });
  it('takes VAT out of a single price', () => {
    expect(priceBeforeTax(113, 13)).toBe(100);
    expect(priceBeforeTax(40, 13)).toBe(35.4);
    expect(priceBeforeTax(50, null)).toBe(50);
  });
});
