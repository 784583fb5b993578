import { describe, expect, it } from 'vitest';
import { decodeBasket, decodeExpiry, decodeRequest, isBasketExpired, isStillAhead, restoreDecision } from '../../../src/lib/basket/basket-storage.ts';

const storedItem = {
  basketId: 'a1',
  itemNumber: null,
  quantity: 1,
  isLoadedFromSession: false,
  bookingEngineId: 1,
  unitTypeId: 7,
  unitTypeUuid: 'u',
  unitTypeName: 'Studio',
  description: '',
  images: [],
  currency: 'EUR',
  isVatRegistered: true,
  vatRate: 13,
  ratePlanId: 70,
  ratePlanName: 'Flexible',
  totalRate: 300,
  totalRateBeforeTax: 265.49,
  averageRatePerNight: 100,
  firstNightPrice: 100,
  adults: 2,
  childrenAges: [5],
  from: '2027-07-01',
  to: '2027-07-04',
  nights: 3,
  cancellationPolicy: null,
  checkInBegin: '14:00',
  checkInEnd: null,
  checkOutBegin: null,
  checkOutEnd: '10:00',
  includedServices: [],
  fees: [],
  services: [],
  touristTax: [],
  isTouristTaxIncluded: false,
  amenities: [],
  fromGoogleTravel: false,
  promoCode: null,
  activePromoCode: null,
};

const loaded = (overrides: Partial<{ available: boolean; availableUnits: number; isBookable: boolean }> = {}) => ({
  request: { from: '2027-07-01', to: '2027-07-04' },
  unitTypes: [
    {
      unitTypeId: 7,
      available: overrides.available ?? true,
      availableUnits: overrides.availableUnits ?? 2,
      rates: [{ ratePlanId: 70, isBookable: overrides.isBookable ?? true }],
    },
  ],
});

describe('stored basket data (01 §4.7)', () => {
  it('reads a stored basket', () => {
    expect(decodeBasket(JSON.stringify([storedItem]))).toHaveLength(1);
  });
  it('reads the property name of a group’s unit, and an item stored before it was kept', () => {
    expect(decodeBasket(JSON.stringify([{ ...storedItem, propertyName: 'Hotel Zadar Riva' }]))[0]?.propertyName).toBe('Hotel Zadar Riva');
    expect(decodeBasket(JSON.stringify([{ ...storedItem, propertyName: null }]))).toHaveLength(1);
    expect(decodeBasket(JSON.stringify([storedItem]))[0]?.propertyName).toBeUndefined();
    expect(decodeBasket(JSON.stringify([{ ...storedItem, propertyName: 7 }]))).toEqual([]);
  });
  it('drops corrupt, foreign or tampered data without an error', () => {
    expect(decodeBasket('{broken')).toEqual([]);
    expect(decodeBasket('{"not":"a basket"}')).toEqual([]);
    expect(decodeBasket(JSON.stringify([{ ...storedItem, adults: -1 }]))).toEqual([]);
    expect(decodeBasket(JSON.stringify([{ ...storedItem, childrenAges: [18] }]))).toEqual([]);
    expect(decodeBasket(JSON.stringify([{ ...storedItem, totalRate: '300' }]))).toEqual([]);
    expect(decodeBasket(null)).toEqual([]);
  });
  it('reads a stored request only when it is a forward date range', () => {
    const request = { from: '2027-07-01', to: '2027-07-04', adults: 2, children: [], rooms: 1, promoCode: null, unitTypeId: null, bookingEngineId: null };
    expect(decodeRequest(JSON.stringify(request))).toEqual(request);
    expect(decodeRequest(JSON.stringify({ ...request, to: '2027-07-01' }))).toBeNull();
    expect(decodeRequest('[1,2')).toBeNull();
  });
  it('treats a missing or past expiry as expired', () => {
    expect(isBasketExpired(decodeExpiry(null), 1000)).toBe(true);
    expect(isBasketExpired(decodeExpiry('soon'), 1000)).toBe(true);
    expect(isBasketExpired(decodeExpiry('1000'), 1000)).toBe(true);
    expect(isBasketExpired(decodeExpiry('1001'), 1000)).toBe(false);
  });
  it('starts from a stored search whose check-in is today or later, not from one whose check-in has passed', () => {
    expect(isStillAhead({ from: '2027-06-02' }, '2027-06-02')).toBe(true);
    expect(isStillAhead({ from: '2027-06-03' }, '2027-06-02')).toBe(true);
    expect(isStillAhead({ from: '2027-06-01' }, '2027-06-02')).toBe(false);
  });
});

describe('restoring a stored basket (01 §4.7)', () => {
  const stored = { from: '2027-07-01', to: '2027-07-04' };
  it('restores when every rule holds', () => {
    expect(restoreDecision([storedItem], stored, loaded(), '2027-06-01')).toEqual({ restore: true });
  });
  it('rejects other dates than the current request', () => {
    expect(restoreDecision([storedItem], { from: '2027-07-02', to: '2027-07-04' }, loaded(), '2027-06-01')).toEqual({
      restore: false,
      reason: 'basket.discarded.dates',
    });
    expect(restoreDecision([storedItem], null, loaded(), '2027-06-01')).toEqual({ restore: false, reason: 'basket.discarded.dates' });
  });
  it('rejects a check-in in the past', () => {
    expect(restoreDecision([storedItem], stored, loaded(), '2027-07-02')).toEqual({ restore: false, reason: 'basket.discarded.past' });
  });
  it('rejects a unit type that is gone or unavailable, a rate not bookable, or more items than units', () => {
    const unavailable = { restore: false, reason: 'basket.discarded.unavailable' };
    expect(restoreDecision([storedItem], stored, loaded({ available: false }), '2027-06-01')).toEqual(unavailable);
    expect(restoreDecision([storedItem], stored, loaded({ isBookable: false }), '2027-06-01')).toEqual(unavailable);
    expect(restoreDecision([storedItem, { ...storedItem, basketId: 'a2' }], stored, loaded({ availableUnits: 1 }), '2027-06-01')).toEqual(unavailable);
    expect(restoreDecision([{ ...storedItem, unitTypeId: 99 }], stored, loaded(), '2027-06-01')).toEqual(unavailable);
    expect(restoreDecision([{ ...storedItem, ratePlanId: 99 }], stored, loaded(), '2027-06-01')).toEqual(unavailable);
  });
});
