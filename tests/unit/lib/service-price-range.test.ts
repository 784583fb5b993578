import { describe, expect, it } from 'vitest';
import { service } from './checkout-fixtures.ts';
import { servicePrice } from '../../../src/lib/extras/extras.ts';
import { servicePriceRange } from '../../../src/lib/extras/service-price-range.ts';

const couple = { adults: 2, childrenAges: [], nights: 3, isVatRegistered: true, vatRate: 25 };
const days = (...prices: number[]) => prices.map((price, i) => ({ date: `2027-07-0${i + 1}`, price, priceBeforeTax: price / 1.25 }));

describe('the price the extras page shows beside a service', () => {
  it('is its nights’ lowest to highest when they differ, so that it can reach the total beside it', () => {
    const parking = service({ paymentType: 1, pricingType: 2, pricingDynamic: 1, price: 10, priceBeforeTax: 8, quantity: 2, dailyPrices: days(10, 10, 15) });
    expect(servicePriceRange(parking, couple)).toEqual({ from: 10, to: 15 });
    expect(servicePrice(parking, couple).total).toBe(70);
  });

  it('is the one price when every night costs the same, or the service is charged once or without daily prices', () => {
    expect(servicePriceRange(service({ pricingDynamic: 1, price: 10, dailyPrices: days(12, 12, 12) }), couple)).toEqual({ from: 12, to: 12 });
    expect(servicePriceRange(service({ pricingDynamic: 1, price: 10, dailyPrices: [] }), couple)).toEqual({ from: 10, to: 10 });
    expect(servicePriceRange(service({ pricingDynamic: 2, price: 40, dailyPrices: days(40, 50) }), couple)).toEqual({ from: 40, to: 40 });
  });
});
