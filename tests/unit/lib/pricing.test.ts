import { describe, expect, it } from 'vitest';
import type { ChildrenCategory } from '../../../src/lib/search/children.ts';
import {
  childrenExtraCharge,
  extraPersonCharge,
  rateKind,
  stayNights,
  type DailyRatePrice,
  type PaxValue,
  type RatePricing,
  type UnitPricing,
} from '../../../src/lib/pricing/pricing.ts';
import { minimumRate, paxStayPrice, paxStayTotal, pppdStayPrice, priceRate, stayPriceBeforeDiscount } from '../../../src/lib/pricing/stay-price.ts';

const unit: UnitPricing = {
  standardOccupancy: 2,
  maxOccupancy: 4,
  hasExtraPersonCharge: true,
  extraPersonCharge: 20,
  childrenAge: null,
  childrenAllowed: true,
  childrenFreeOfCharge: false,
  childrenExtraCharge: 0,
};
const guests = (adults: number, ...childrenAges: number[]) => ({ adults, childrenAges });
const nightsAt = (...prices: number[]): DailyRatePrice[] =>
  prices.map((price, i) => ({ date: `2027-07-0${i + 1}`, price, firstNightBasePrice: null, pricePerPerson: null }));
const flat = (...prices: number[]): RatePricing => ({ nights: prices.length, dailyPrices: nightsAt(...prices) });

const halfBoard: ChildrenCategory[] = [
  { ageFrom: 0, ageTo: 3, type: 1 },
  { ageFrom: 3, ageTo: 12, type: 3, valueType: 1, percentageValue: 50 },
  { ageFrom: 12, ageTo: 18, type: 2 },
];

describe('extra-person charge (01 §9.6)', () => {
  it('charges (persons − standard) × charge × nights between standard and maximum', () => {
    expect(extraPersonCharge(unit, guests(2), 3)).toBe(0);
    expect(extraPersonCharge(unit, guests(3), 3)).toBe(60);
    expect(extraPersonCharge(unit, guests(2, 4, 9), 3)).toBe(120);
  });
  it('charges nothing at standard occupancy or above the maximum', () => {
    expect(extraPersonCharge(unit, guests(1, 5), 3)).toBe(0);
    expect(extraPersonCharge(unit, guests(5), 3)).toBe(0);
  });
  it('charges nothing when the unit has no extra-person charge', () => {
    expect(extraPersonCharge({ ...unit, hasExtraPersonCharge: false }, guests(4), 3)).toBe(0);
    expect(extraPersonCharge({ ...unit, extraPersonCharge: 0 }, guests(4), 3)).toBe(0);
  });
});

describe('children extra charge (01 §9.6)', () => {
  const charged = { ...unit, hasExtraPersonCharge: false, childrenAge: 12, childrenExtraCharge: 10 };
  it('charges every child at or above childrenAge for every night', () => {
    expect(childrenExtraCharge(charged, guests(2, 11), 2)).toBe(0);
    expect(childrenExtraCharge(charged, guests(2, 12), 2)).toBe(20);
    expect(childrenExtraCharge(charged, guests(2, 11, 12, 17), 2)).toBe(40);
  });
  it('charges every child when no childrenAge is set', () => {
    expect(childrenExtraCharge({ ...charged, childrenAge: null }, guests(2, 0, 5), 1)).toBe(20);
  });
  it('charges nothing when children are free or not allowed', () => {
    expect(childrenExtraCharge({ ...charged, childrenFreeOfCharge: true }, guests(2, 15), 2)).toBe(0);
    expect(childrenExtraCharge({ ...charged, childrenAllowed: false }, guests(2, 15), 2)).toBe(0);
  });
});

describe('flat rates', () => {
  it('sums the nights across a price change, plus the charges for the occupancy', () => {
    expect(stayPriceBeforeDiscount(flat(100, 100, 130), unit, guests(2))).toBe(330);
    expect(stayPriceBeforeDiscount(flat(100, 100, 130), unit, guests(3))).toBe(390);
    expect(stayPriceBeforeDiscount(flat(100, 100, 130), unit, guests(2, 4, 9))).toBe(450);
  });
  it('adds both charges when a charged child is also an extra person', () => {
    const both = { ...unit, childrenAge: 6, childrenExtraCharge: 10 };
    // 2 × 100 + one extra person × 20 × 2 + one child of 6 × 10 × 2
    expect(stayPriceBeforeDiscount(flat(100, 100), both, guests(2, 6))).toBe(260);
  });
  it('rounds the stay to cents once', () => {
    expect(stayPriceBeforeDiscount(flat(33.333, 33.333, 33.334), unit, guests(2))).toBe(100);
  });
  it('without daily prices takes firstNightBasePrice per night, else the wire total as the unit price', () => {
    expect(stayPriceBeforeDiscount({ nights: 3, firstNightBasePrice: 90 }, unit, guests(3))).toBe(330);
    expect(stayPriceBeforeDiscount({ nights: 2, totalRate: 190, totalRateBeforeDiscount: 200 }, unit, guests(3))).toBe(240);
  });
});

describe('PPPD rates (01 §9.6), reading "nightly"', () => {
  const pppd = (nights: Array<[number, number]>, extra: Partial<RatePricing> = {}): RatePricing => ({
    nights: nights.length,
    isPPPDRate: true,
    childrenCategories: halfBoard,
    dailyPrices: nights.map(([base, perPerson], i) => ({ date: `2027-07-0${i + 1}`, price: 150, firstNightBasePrice: base, pricePerPerson: perPerson })),
    ...extra,
  });

  it('prices each night as base + adults × price per person', () => {
    expect(
      stayPriceBeforeDiscount(
        pppd([
          [40, 55],
          [40, 55],
        ]),
        unit,
        guests(2),
      ),
    ).toBe(2 * (40 + 2 * 55));
    expect(
      stayPriceBeforeDiscount(
        pppd([
          [40, 55],
          [50, 60],
        ]),
        unit,
        guests(2),
      ),
    ).toBe(40 + 110 + 50 + 120);
  });
  it('adds children by category: free, a percentage, as an adult', () => {
    // A baby is free, a child of 5 half price, a child of 12 (ageTo of 3–12 is exclusive) a full person.
    expect(
      stayPriceBeforeDiscount(
        pppd([
          [40, 55],
          [40, 55],
        ]),
        unit,
        guests(1, 5, 1),
      ),
    ).toBe(2 * (40 + 55 + 27.5));
    expect(stayPriceBeforeDiscount(pppd([[40, 55]]), unit, guests(2, 11))).toBe(40 + 110 + 27.5);
    expect(stayPriceBeforeDiscount(pppd([[40, 55]]), unit, guests(2, 12))).toBe(40 + 110 + 55);
  });
  it('adds CUSTOM fixed and MANUAL nominal values per night, and a child in no category as an adult', () => {
    const categories: ChildrenCategory[] = [
      { ageFrom: 0, ageTo: 2, type: 1 },
      { ageFrom: 2, ageTo: 7, type: 3, valueType: 2, nominalValue: 12 },
      { ageFrom: 7, ageTo: 12, type: 4, nominalValue: 20 },
    ];
    const rate = pppd(
      [
        [30, 50],
        [30, 50],
      ],
      { childrenCategories: categories },
    );
    expect(stayPriceBeforeDiscount(rate, unit, guests(2, 1, 4, 9, 15))).toBe(2 * (30 + 100 + 0 + 12 + 20 + 50));
  });
  it('without daily prices uses the rate’s firstNightBasePrice and pricePerPerson every night', () => {
    const rate: RatePricing = { nights: 3, isPPPDRate: true, firstNightBasePrice: 40, pricePerPerson: 55, childrenCategories: halfBoard };
    expect(stayPriceBeforeDiscount(rate, unit, guests(2, 5))).toBe(3 * (40 + 110 + 27.5));
  });
  it('looks the children categories and PPPD figures up on the unit type when the rate has none', () => {
    const rate: RatePricing = { nights: 1, isPPPDRate: null, childrenCategories: [] };
    const pppdUnit = { ...unit, isPPPDRate: true, firstNightBasePrice: 40, pricePerPerson: 55, childrenCategories: halfBoard };
    expect(rateKind(rate, pppdUnit)).toBe('pppd');
    expect(pppdStayPrice(rate, pppdUnit, guests(2, 5))).toBe(40 + 110 + 27.5);
  });
});

describe('PPPD rates (01 §9.6), reading "stayTotal"', () => {
  const rate: RatePricing = {
    nights: 2,
    isPPPDRate: true,
    pppdBasis: 'stayTotal',
    totalRate: 72,
    totalRateBeforeDiscount: 80,
    pricePerPerson: 55,
    childrenCategories: halfBoard,
  };
  it('adds adults × price per person × nights to the base total', () => {
    expect(stayPriceBeforeDiscount(rate, unit, guests(2))).toBe(80 + 2 * 55 * 2);
  });
  it('adds the children by category for every night', () => {
    expect(stayPriceBeforeDiscount(rate, unit, guests(2, 5, 1))).toBe(80 + 220 + 27.5 * 2);
    const manual = { ...rate, childrenCategories: [{ ageFrom: 0, ageTo: 18, type: 4, nominalValue: 20 }] };
    expect(stayPriceBeforeDiscount(manual, unit, guests(1, 8))).toBe(80 + 110 + 40);
  });
  it('agrees with the nightly reading when the base total is the sum of the nightly bases', () => {
    const nightly: RatePricing = {
      nights: 2,
      isPPPDRate: true,
      childrenCategories: halfBoard,
      dailyPrices: [0, 1].map((i) => ({ date: `2027-07-0${i + 1}`, price: 0, firstNightBasePrice: 40, pricePerPerson: 55 })),
    };
    expect(stayPriceBeforeDiscount(nightly, unit, guests(2, 5, 14))).toBe(stayPriceBeforeDiscount(rate, unit, guests(2, 5, 14)));
  });
  it('falls back to totalRate when totalRateBeforeDiscount is missing', () => {
    expect(stayPriceBeforeDiscount({ ...rate, totalRateBeforeDiscount: null }, unit, guests(1))).toBe(72 + 110);
  });
});

describe('pax rates (01 §9.6)', () => {
  const values = (prices: number[], nights = 1): PaxValue[] =>
    prices.map((price, i) => ({ pax: i + 1, totalRate: price * 0.9, totalRateBeforeDiscount: price, firstNightBasePrice: price / nights }));
  const pax = (extra: Partial<RatePricing> = {}): RatePricing => ({
    nights: 1,
    isPaxRate: true,
    firstNightBasePrice: 70,
    paxValues: values([90, 110, 130, 145, 160]),
    childrenCategories: halfBoard,
    ...extra,
  });

  it('takes the price for the number of persons, before discount', () => {
    expect(paxStayPrice(pax(), unit, guests(1))).toBe(90);
    expect(paxStayPrice(pax(), unit, guests(2))).toBe(110);
  });
  it('counts AS_ADULT children, and children in no category, toward pax', () => {
    expect(paxStayPrice(pax(), unit, guests(2, 14))).toBe(130);
    expect(paxStayPrice(pax({ childrenCategories: [] }), unit, guests(2, 5))).toBe(130);
  });
  it('prices other children between the price for the adults and the price for all paying persons', () => {
    // 2 adults: 110; with one more person 130; a child of 8 pays 50 % of the 20 difference; a baby is free.
    expect(paxStayPrice(pax(), unit, guests(2, 8, 1))).toBe(120);
    // Two half-price children: (145 − 110) / 2 = 17.5 per person, half of it each.
    expect(paxStayPrice(pax(), unit, guests(2, 8, 9))).toBe(127.5);
    // With a 14-year-old counted as an adult: base 130, all 145.
    expect(paxStayPrice(pax(), unit, guests(2, 14, 8))).toBe(137.5);
  });
  it('adds MANUAL children at their nominal value per night', () => {
    const rate = pax({ nights: 2, paxValues: values([180, 220, 260], 2), childrenCategories: [{ ageFrom: 0, ageTo: 18, type: 4, nominalValue: 15 }] });
    expect(paxStayPrice(rate, unit, guests(2, 6))).toBe(220 + 30);
  });
  it('falls back to the base price when no pax value matches', () => {
    expect(paxStayTotal(pax(), unit, 7)).toBe(70);
    expect(paxStayTotal(pax({ nights: 3, paxValues: [] }), unit, 2)).toBe(210);
    const daily = pax({
      nights: 2,
      paxValues: [],
      dailyPrices: [
        { date: '2027-07-01', price: 99, firstNightBasePrice: 80, pricePerPerson: null },
        { date: '2027-07-02', price: 95, firstNightBasePrice: null, pricePerPerson: null },
      ],
    });
    expect(paxStayTotal(daily, unit, 2)).toBe(175);
  });
  it('looks pax values up on the unit type when the rate has none', () => {
    const rate: RatePricing = { nights: 1, paxValues: [] };
    expect(stayPriceBeforeDiscount(rate, { ...unit, isPaxRate: true, paxValues: values([90, 110]) }, guests(2))).toBe(110);
  });
});

describe('priceRate', () => {
  it('gives the totals before and after the promo and the average per night', () => {
    const rate = { ...flat(100, 100, 130), activePromoCode: { name: 'Summer', code: 'SUMMER10', discountAmount: 10, discountType: 1 } };
    expect(priceRate(rate, unit, guests(2))).toEqual({
      nights: 3,
      totalRateBeforeDiscount: 330,
      totalRate: 297,
      averageRatePerNight: 99,
      discount: 33,
    });
  });
  it('takes a fixed promo off the stay, never below zero', () => {
    const rate = { ...flat(100, 100), activePromoCode: { name: 'Welcome', code: 'WELCOME20', discountAmount: 20, discountType: 2 } };
    expect(priceRate(rate, unit, guests(3))).toMatchObject({ totalRateBeforeDiscount: 240, totalRate: 220, averageRatePerNight: 110, discount: 20 });
    const small = { ...flat(10), activePromoCode: { name: 'Welcome', code: 'WELCOME20', discountAmount: 20, discountType: 2 } };
    expect(priceRate(small, unit, guests(2)).totalRate).toBe(0);
  });
  it('reprices when the guest changes the rate’s occupancy', () => {
    const rate = flat(100, 100, 130);
    expect(priceRate(rate, unit, guests(2)).totalRate).toBe(330);
    expect(priceRate(rate, unit, guests(4)).totalRate).toBe(450);
    expect(priceRate(rate, unit, guests(4)).averageRatePerNight).toBe(150);
  });
  it('counts the nights from the daily prices, else the rate’s nights', () => {
    expect(stayNights({ nights: 5, dailyPrices: nightsAt(1, 2) })).toBe(2);
    expect(stayNights({ nights: 5 })).toBe(5);
    expect(priceRate({ nights: 0, totalRateBeforeDiscount: 80 }, unit, guests(2)).averageRatePerNight).toBe(80);
  });
});

describe('minimum rate (01 §2.8, §9.6)', () => {
  it('is the smallest total per night over the rates that are not closed', () => {
    const rates = [
      { ...flat(100, 100, 100), restrictionErrors: [] },
      { ...flat(90, 90, 90), restrictionErrors: [1] },
      { ...flat(50, 50, 50), restrictionErrors: [9] },
    ];
    expect(minimumRate(rates, unit, guests(2))).toBe(90);
    expect(minimumRate(rates, unit, guests(3))).toBe(110);
  });
  it('counts the promo, and divides by at least one night', () => {
    const promo = { name: 'S', code: 'S', discountAmount: 10, discountType: 1 };
    expect(minimumRate([{ ...flat(100, 100), activePromoCode: promo }], unit, guests(2))).toBe(90);
    expect(minimumRate([{ nights: 0, totalRateBeforeDiscount: 75 }], unit, guests(2))).toBe(75);
  });
  it('is null when every rate is closed or there is none', () => {
    expect(minimumRate([{ ...flat(50), restrictionErrors: [9] }], unit, guests(2))).toBeNull();
    expect(minimumRate([], unit, guests(2))).toBeNull();
  });
});
