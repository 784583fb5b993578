import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, eachNight, isIsoDate, todayIn, toUnixSeconds, zonedMidnight } from '../../../server/dates.ts';
import {
  applyDiscount,
  guestsPerUnit,
  nightPrice,
  paxPrice,
  paxValuesOf,
  priceBeforeTax,
  priceStay,
  ratePricingFields,
  stayTotal,
  type NightlyPrice,
  type OccupancyPricing,
} from '../../../server/pricing.ts';
import { restrictionErrors, type Restriction } from '../../../server/restrictions.ts';
import { restrictionMessages } from '../../../src/lib/search/restrictions.ts';

const unit: OccupancyPricing = {
  standardOccupancy: 2,
  maxOccupancy: 4,
  hasExtraPersonCharge: true,
  extraPersonCharge: 20,
  childrenAge: null,
  childrenAllowed: true,
  childrenFreeOfCharge: false,
  childrenExtraCharge: 0,
};
const night = (price: number, extra: Partial<NightlyPrice> = {}): NightlyPrice => ({
  date: '2027-07-01',
  price,
  firstNightBasePrice: null,
  pricePerPerson: null,
  paxPrices: new Map(),
  ...extra,
});

describe('pricing', () => {
  it('adds the extra-person charge only between standard and maximum occupancy', () => {
    expect(nightPrice('flat', night(100), unit, { adults: 2, childrenAges: [] }, [])).toBe(100);
    expect(nightPrice('flat', night(100), unit, { adults: 3, childrenAges: [5] }, [])).toBe(140);
    expect(nightPrice('flat', night(100), unit, { adults: 5, childrenAges: [] }, [])).toBe(100);
    expect(nightPrice('flat', night(100), { ...unit, hasExtraPersonCharge: false }, { adults: 4, childrenAges: [] }, [])).toBe(100);
  });

  it('adds the children extra charge for children of at least childrenAge', () => {
    const withCharge = { ...unit, hasExtraPersonCharge: false, childrenExtraCharge: 10, childrenAge: 3 };
    expect(nightPrice('flat', night(100), withCharge, { adults: 2, childrenAges: [2, 3, 9] }, [])).toBe(120);
    expect(nightPrice('flat', night(100), { ...withCharge, childrenFreeOfCharge: true }, { adults: 2, childrenAges: [9] }, [])).toBe(100);
  });

  it('sums nights and rounds to cents', () => {
    expect(stayTotal('flat', [night(33.333), night(33.333), night(33.334)], unit, { adults: 2, childrenAges: [] }, [])).toBe(100);
  });

  it('prices PPPD children by category, a child in no category as an adult', () => {
    const n = night(0, { firstNightBasePrice: 30, pricePerPerson: 50 });
    const categories = [
      { ageFrom: 0, ageTo: 2, type: 1, valueType: null, percentageValue: null, nominalValue: null },
      { ageFrom: 2, ageTo: 7, type: 3, valueType: 2, percentageValue: null, nominalValue: 12 },
      { ageFrom: 7, ageTo: 12, type: 4, valueType: null, percentageValue: null, nominalValue: 20 },
    ];
    expect(nightPrice('pppd', n, unit, { adults: 2, childrenAges: [1, 4, 9, 15] }, categories)).toBe(30 + 100 + 0 + 12 + 20 + 50);
  });

  it('looks pax prices up by count, falling back below and to the base', () => {
    const n = night(99, {
      firstNightBasePrice: 80,
      paxPrices: new Map([
        [1, 60],
        [2, 80],
      ]),
    });
    expect(paxPrice(n, 2)).toBe(80);
    expect(paxPrice(n, 4)).toBe(80);
    expect(paxPrice(night(99, { firstNightBasePrice: 70 }), 3)).toBe(70);
    expect(paxPrice(night(99), 3)).toBe(99);
  });

  it('applies percentage and fixed discounts, never below zero', () => {
    expect(applyDiscount(200, { discountType: 1, discountAmount: 15 })).toBe(170);
    expect(applyDiscount(200, { discountType: 2, discountAmount: 20 })).toBe(180);
    expect(applyDiscount(10, { discountType: 2, discountAmount: 20 })).toBe(0);
    expect(applyDiscount(200, null)).toBe(200);
  });

  it('takes VAT out and splits guests over rooms', () => {
    expect(priceBeforeTax(113, 13)).toBe(100);
    expect(priceBeforeTax(50, null)).toBe(50);
    expect(guestsPerUnit(5, [4, 8, 12], 2)).toEqual({ adults: 3, childrenAges: [4, 8] });
  });
});

describe('stored nights to wire pricing data', () => {
  const paxNights = [
    night(99, {
      date: '2027-07-01',
      firstNightBasePrice: 80,
      paxPrices: new Map([
        [1, 60],
        [2, 80],
        [3, 95],
      ]),
    }),
    night(99, {
      date: '2027-07-02',
      firstNightBasePrice: 85,
      paxPrices: new Map([
        [1, 65],
        [2, 85],
      ]),
    }),
  ];

  it('lists the pax values for 1 to the maximum occupancy, with the promo applied', () => {
    expect(paxValuesOf(paxNights, 4, { name: 'S', code: 'S', discountAmount: 10, discountType: 1 })).toEqual([
      { pax: 1, totalRate: 112.5, totalRateBeforeDiscount: 125, firstNightBasePrice: 60 },
      { pax: 2, totalRate: 148.5, totalRateBeforeDiscount: 165, firstNightBasePrice: 80 },
      // The second night has no price for 3: the highest count below it.
      { pax: 3, totalRate: 162, totalRateBeforeDiscount: 180, firstNightBasePrice: 95 },
      { pax: 4, totalRate: 162, totalRateBeforeDiscount: 180, firstNightBasePrice: 95 },
    ]);
    expect(paxValuesOf([], 4, null)).toEqual([]);
  });

  it('sends the nightly prices, the kind and the nightly PPPD reading', () => {
    const pppd = ratePricingFields('pppd', [night(150, { firstNightBasePrice: 40, pricePerPerson: 55 })], 4, [], null);
    expect(pppd).toEqual({
      isPaxRate: false,
      paxValues: [],
      isPPPDRate: true,
      pricePerPerson: 55,
      firstNightBasePrice: 40,
      childrenCategories: [],
      dailyPrices: [{ date: '2027-07-01', price: 150, firstNightBasePrice: 40, pricePerPerson: 55 }],
      pppdBasis: 'nightly',
    });
    expect(ratePricingFields('pax', paxNights, 2, [], null).paxValues).toHaveLength(2);
  });

  it('prices the stay with the shared pricing, the promo included', () => {
    const nights = [night(100), night(100), night(130)];
    expect(priceStay('flat', nights, unit, { adults: 3, childrenAges: [] }, [], { name: 'W', code: 'W', discountAmount: 20, discountType: 2 })).toEqual({
      nights: 3,
      totalRateBeforeDiscount: 390,
      totalRate: 370,
      averageRatePerNight: 123.33,
      discount: 20,
    });
    expect(priceStay('pax', paxNights, unit, { adults: 2, childrenAges: [] }, [], null).totalRate).toBe(165);
  });
});

describe('restrictions', () => {
  const none: Restriction = {
    minStay: null,
    maxStay: null,
    closedToArrival: false,
    closedToDeparture: false,
    minAdvanceHours: null,
    maxAdvanceHours: null,
    minStayArrival: null,
    maxStayArrival: null,
    closed: false,
  };
  const stay = { nights: 3, arrival: none, departure: none, anyNightClosed: false, hoursUntilArrival: 100 };

  it('returns every code that applies, in order', () => {
    expect(restrictionErrors({ ...stay, arrival: null, departure: null })).toEqual([]);
    expect(
      restrictionErrors({
        ...stay,
        arrival: { ...none, minStay: 4, maxStay: 2, closedToArrival: true, minAdvanceHours: 200, maxAdvanceHours: 50, minStayArrival: 5, maxStayArrival: 1 },
        departure: { ...none, closedToDeparture: true },
        anyNightClosed: true,
      }),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('uses the code numbers the site turns into messages', () => {
    const codes = restrictionErrors({
      ...stay,
      arrival: { ...none, minStay: 4, maxStay: 2, closedToArrival: true, minAdvanceHours: 200, maxAdvanceHours: 50, minStayArrival: 5, maxStayArrival: 1 },
      departure: { ...none, closedToDeparture: true },
      anyNightClosed: true,
    });
    expect(restrictionMessages({ restrictionErrors: codes }, 1).map((m) => m.key)).toEqual([
      'MinStayError',
      'MaxStayError',
      'NoCheckInError',
      'NoCheckOutError',
      'MinAdvanceReservationError',
      'MaxAdvanceReservationError',
      'MinStayArrivalError',
      'MaxStayArrivalError',
      'ClosedError',
    ]);
  });
});

describe('dates', () => {
  it('validates and counts calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-01')).toBe(false);
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    expect(eachNight('2027-03-27', '2027-03-30')).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    expect(toUnixSeconds('2027-07-01')).toBe(1814400000);
  });

  it('knows the day and midnight in the property time zone, across DST', () => {
    expect(todayIn('Europe/Zagreb', new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    expect(new Date(zonedMidnight('2027-07-01', 'Europe/Zagreb')).toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(new Date(zonedMidnight('2027-01-15', 'Europe/Zagreb')).toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(new Date(zonedMidnight('2027-03-28', 'Europe/Zagreb')).toISOString()).toBe('2027-03-27T23:00:00.000Z');
  });
});
