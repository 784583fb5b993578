import { describe, expect, it } from 'vitest';
import { service } from './checkout-fixtures.ts';
import type { BasketFee, BasketService, TouristTaxEntry } from '../../../src/lib/basket/basket.ts';
import type { ChildrenCategory } from '../../../src/lib/search/children.ts';
import {
  basketParts,
  basketTotals,
  chargedNights,
  EXTRAS_KEYS,
  extraLines,
  extrasTotals,
  feePrice,
  mandatoryQuantity,
  personsAmount,
  reservationServices,
  serviceAudience,
  serviceNights,
  servicePrice,
  servicePricingLabel,
  servicesBeyondRate,
  serviceQuantity,
  settleMandatoryQuantities,
  startingQuantity,
  type ExtrasBasketItem,
} from '../../../src/lib/extras/extras.ts';

const fee = (fields: Partial<BasketFee> = {}): BasketFee => ({
  id: 1,
  name: 'Fee',
  dailyPrices: [],
  pricingType: 2,
  childrenDifferentThanAdults: false,
  childrenCategories: [],
  ratePlanIds: [],
  unitTypeIds: [],
  ...fields,
});

const days = (...prices: number[]) => prices.map((price, i) => ({ date: `2027-07-0${i + 1}`, price, priceBeforeTax: price / 1.25 }));

/** 2 adults and two children, 11 (under 12) and 12 (above 12), for 3 nights. */
const family = { adults: 2, childrenAges: [11, 12], nights: 3 };
const couple = { adults: 2, childrenAges: [], nights: 3 };

// Villa Adriatic's breakfast: babies free, 4–11 half price, 12 and over in no category (as adults).
const breakfastCategories: ChildrenCategory[] = [
  { ageFrom: 0, ageTo: 4, type: 1 },
  { ageFrom: 4, ageTo: 12, type: 3, valueType: 1, percentageValue: 50 },
];

describe('nights a service is charged for (01 §2.14)', () => {
  const flags = (excludeArrival: boolean, includeDeparture: boolean) => ({ excludeArrival, includeDeparture });
  it('takes the stay’s nights, less arrival, plus departure', () => {
    expect(serviceNights(flags(false, false), 3)).toBe(3);
    expect(serviceNights(flags(true, false), 3)).toBe(2);
    expect(serviceNights(flags(false, true), 3)).toBe(4);
    expect(serviceNights(flags(true, true), 3)).toBe(3);
  });
  it('keeps one day on a one-night stay excluding arrival, as the reference API prices it, and none without a stay', () => {
    expect(serviceNights(flags(true, false), 1)).toBe(1);
    expect(serviceNights(flags(true, true), 1)).toBe(1);
    expect(serviceNights(flags(false, false), 0)).toBe(0);
    expect(serviceNights(flags(false, true), 0)).toBe(0);
  });
  it('counts one night per daily price when the API sends them', () => {
    expect(chargedNights(service({ excludeArrival: true, dailyPrices: days(15, 15) }), 3)).toBe(2);
    expect(chargedNights(service({ includeDeparture: true, dailyPrices: [] }), 3)).toBe(4);
  });
});

describe('who a service is for (01 §9.5)', () => {
  it('is the adults for per adult, the children under 12 or from 12 for those types, everybody otherwise', () => {
    expect(serviceAudience(3, family)).toEqual({ adults: 2, childrenAges: [] });
    expect(serviceAudience(4, family)).toEqual({ adults: 0, childrenAges: [11] });
    expect(serviceAudience(5, family)).toEqual({ adults: 0, childrenAges: [12] });
    for (const paymentType of [1, 2, 6, 7]) expect(serviceAudience(paymentType, family)).toEqual({ adults: 2, childrenAges: [11, 12] });
  });
});

describe('quantity of a mandatory service (01 §5.3, §9.5)', () => {
  const mandatory = (paymentType: number, fields: Partial<BasketService> = {}) => service({ paymentType, isMandatory: true, quantity: 1, ...fields });

  it('counts what each payment type names, a child of 11 under 12 and of 12 above', () => {
    expect(mandatoryQuantity(mandatory(1), family)).toBe(3); // per night
    expect(mandatoryQuantity(mandatory(2), family)).toBe(4); // per person: adults + all children
    expect(mandatoryQuantity(mandatory(3), family)).toBe(2); // per adult
    expect(mandatoryQuantity(mandatory(4), family)).toBe(1); // per child under 12: the 11-year-old
    expect(mandatoryQuantity(mandatory(5), family)).toBe(1); // per child above 12: the 12-year-old
    expect(mandatoryQuantity(mandatory(6), family)).toBe(12); // per person per night: 4 × 3
    expect(mandatoryQuantity(mandatory(7), family)).toBe(1); // one time fee
  });

  it('counts no children of a kind the party does not have', () => {
    expect(mandatoryQuantity(mandatory(4), { adults: 2, childrenAges: [12, 17], nights: 3 })).toBe(0);
    expect(mandatoryQuantity(mandatory(5), { adults: 2, childrenAges: [0, 11], nights: 3 })).toBe(0);
    expect(mandatoryQuantity(mandatory(4), couple)).toBe(0);
  });

  it('counts the nights the service is charged for', () => {
    expect(mandatoryQuantity(mandatory(1, { excludeArrival: true }), family)).toBe(2);
    expect(mandatoryQuantity(mandatory(6, { excludeArrival: true, includeDeparture: true }), family)).toBe(12);
    expect(mandatoryQuantity(mandatory(6, { excludeArrival: true }), couple)).toBe(4);
    expect(mandatoryQuantity(mandatory(6, { includeDeparture: true }), couple)).toBe(8);
  });

  it('counts an unknown payment type once', () => {
    expect(mandatoryQuantity(mandatory(9), family)).toBe(1);
  });

  it('starts mandatory services at 1 and others at 0', () => {
    expect(startingQuantity({ isMandatory: true })).toBe(1);
    expect(startingQuantity({ isMandatory: false })).toBe(0);
  });

  it('derives the quantity of a mandatory service whatever is stored, until isMandatoryQuantityUpdate is set', () => {
    expect(serviceQuantity(mandatory(6, { quantity: 1 }), family)).toBe(12);
    expect(serviceQuantity(mandatory(6, { quantity: 5 }), family)).toBe(12);
    expect(serviceQuantity(mandatory(6, { quantity: 2, isMandatoryQuantityUpdate: true }), family)).toBe(2);
    expect(serviceQuantity(service({ paymentType: 6, quantity: 3 }), family)).toBe(3);
  });

  it('writes the derived quantities once and marks them updated', () => {
    const item = {
      ...family,
      services: [mandatory(6, { id: 1 }), mandatory(3, { id: 2, quantity: 5, isMandatoryQuantityUpdate: true }), service({ id: 3, quantity: 2 })],
    };
    const settled = settleMandatoryQuantities(item);
    expect(settled.services.map((s) => [s.quantity, s.isMandatoryQuantityUpdate])).toEqual([
      [12, true],
      [5, true],
      [2, false],
    ]);
    expect(settled.services.map((s) => serviceQuantity(s, family))).toEqual(item.services.map((s) => serviceQuantity(s, family)));
    expect(settleMandatoryQuantities(settled)).toBe(settled);
  });
});

describe('service price by payment type (01 §9.5)', () => {
  // Villa Adriatic's services, not mandatory, for 2 adults and children of 11 and 12 over 3 nights.
  const parking = service({ paymentType: 1, pricingType: 2, pricingDynamic: 1, price: 10, priceBeforeTax: 8 });
  const dinner = service({ paymentType: 2, pricingType: 1, price: 35, priceBeforeTax: 35 });
  const tour = service({ paymentType: 3, pricingType: 1, price: 25, priceBeforeTax: 20 });
  const kidsKit = service({ paymentType: 4, pricingType: 1, price: 10, priceBeforeTax: 10 });
  const kayak = service({ paymentType: 5, pricingType: 1, price: 30, priceBeforeTax: 24 });
  const halfBoard = service({ paymentType: 6, pricingType: 1, pricingDynamic: 1, price: 15, priceBeforeTax: 15 });
  const transfer = service({ paymentType: 7, pricingType: 2, price: 45, priceBeforeTax: 36 });

  it('charges a per-night service nights × quantity × price', () => {
    expect(servicePrice({ ...parking, quantity: 1 }, family)).toEqual({ total: 30, totalBeforeTax: 24 });
    expect(servicePrice({ ...parking, quantity: 2 }, family)).toEqual({ total: 60, totalBeforeTax: 48 });
  });

  it('charges a per-person price for the persons the payment type names', () => {
    expect(servicePrice({ ...dinner, quantity: 1 }, family).total).toBe(140); // 4 persons × 35
    expect(servicePrice({ ...tour, quantity: 1 }, family)).toEqual({ total: 50, totalBeforeTax: 40 }); // 2 adults × 25
    expect(servicePrice({ ...kidsKit, quantity: 1 }, family).total).toBe(10); // the child of 11
    expect(servicePrice({ ...kayak, quantity: 1 }, family).total).toBe(30); // the child of 12
    expect(servicePrice({ ...kidsKit, quantity: 1 }, couple).total).toBe(0);
  });

  it('charges per person per night persons × nights × price', () => {
    expect(servicePrice({ ...halfBoard, quantity: 1 }, family).total).toBe(180); // 4 × 3 × 15
  });

  it('charges a one-time service quantity × price', () => {
    expect(servicePrice({ ...transfer, quantity: 1 }, family)).toEqual({ total: 45, totalBeforeTax: 36 });
    expect(servicePrice({ ...transfer, quantity: 2 }, family).total).toBe(90);
  });

  it('charges a per-consumption price by the quantity only', () => {
    const pet = service({ paymentType: 1, pricingType: 3, pricingDynamic: 1, price: 8, priceBeforeTax: 8, quantity: 2 });
    expect(servicePrice(pet, family).total).toBe(48); // 2 pets × 3 nights × 8
  });

  it('charges nothing for a quantity of 0 or less', () => {
    for (const quantity of [0, -1]) expect(servicePrice({ ...parking, quantity }, family)).toEqual({ total: 0, totalBeforeTax: 0 });
  });

  it('charges a mandatory service quantity × price, its quantity from its payment type', () => {
    const mandatory = (s: BasketService) => servicePrice({ ...s, isMandatory: true, quantity: 1 }, family).total;
    expect(mandatory(parking)).toBe(30); // 3 nights × 10
    expect(mandatory(dinner)).toBe(140); // 4 persons × 35
    expect(mandatory(tour)).toBe(50); // 2 adults × 25
    expect(mandatory(kidsKit)).toBe(10); // 1 child under 12 × 10
    expect(mandatory(kayak)).toBe(30); // 1 child above 12 × 30
    expect(mandatory(halfBoard)).toBe(180); // 12 person-nights × 15
    expect(mandatory(service({ price: 40, priceBeforeTax: 35.4 }))).toBe(40); // Villa Adriatic's final cleaning
  });

  it('costs the same whether a per-person service is mandatory or taken once', () => {
    for (const s of [dinner, tour, kidsKit, kayak, halfBoard]) {
      expect(servicePrice({ ...s, isMandatory: true, quantity: 1 }, family)).toEqual(servicePrice({ ...s, quantity: 1 }, family));
    }
  });

  it('keeps the stored quantity of a mandatory service with isMandatoryQuantityUpdate', () => {
    expect(servicePrice({ ...halfBoard, isMandatory: true, isMandatoryQuantityUpdate: true, quantity: 2 }, family).total).toBe(30);
  });

  it('does not apply children categories to a mandatory service: its quantity already counts heads', () => {
    const breakfast = { ...halfBoard, isMandatory: true, childrenDifferentThanAdults: true, childrenCategories: breakfastCategories };
    expect(servicePrice(breakfast, family).total).toBe(180);
  });
});

describe('service price over its days (01 §2.14, §9.5)', () => {
  const breakfast = service({ paymentType: 6, pricingType: 1, pricingDynamic: 1, price: 15, priceBeforeTax: 15, quantity: 1 });

  it('charges a Daily service for its days: less arrival, plus departure', () => {
    expect(servicePrice(breakfast, couple).total).toBe(90); // 3 nights × 2 × 15
    expect(servicePrice({ ...breakfast, excludeArrival: true }, couple).total).toBe(60);
    expect(servicePrice({ ...breakfast, includeDeparture: true }, couple).total).toBe(120);
    expect(servicePrice({ ...breakfast, excludeArrival: true, includeDeparture: true }, couple).total).toBe(90);
  });

  it('prices each day from dailyPrices, with their priceBeforeTax', () => {
    const parking = service({ paymentType: 1, pricingType: 2, pricingDynamic: 1, price: 10, priceBeforeTax: 8, quantity: 2, dailyPrices: days(10, 15, 15) });
    expect(servicePrice(parking, couple)).toEqual({ total: 80, totalBeforeTax: 64 });
  });

  it('gives a day without priceBeforeTax the service’s own VAT ratio', () => {
    const parking = service({ paymentType: 1, pricingDynamic: 1, price: 10, priceBeforeTax: 8, quantity: 1, dailyPrices: [{ price: 10 }, { price: 15 }] });
    expect(servicePrice(parking, { ...couple, nights: 2 })).toEqual({ total: 25, totalBeforeTax: 20 });
  });

  it('charges a mandatory per-night service the sum of its days', () => {
    const parking = service({ paymentType: 1, pricingDynamic: 1, price: 10, priceBeforeTax: 8, isMandatory: true, quantity: 1, dailyPrices: days(10, 15, 15) });
    expect(servicePrice(parking, couple)).toEqual({ total: 40, totalBeforeTax: 32 });
    const summerBreakfast = { ...breakfast, isMandatory: true, dailyPrices: days(15, 15, 18) };
    expect(servicePrice(summerBreakfast, couple).total).toBe(96); // 6 person-nights, 2 × (15 + 15 + 18)
  });

  it('charges a one-time service its price once, whatever its daily prices', () => {
    const cleaning = service({ price: 40, priceBeforeTax: 35.4, quantity: 1, dailyPrices: days(40, 40, 40) });
    expect(servicePrice(cleaning, couple)).toEqual({ total: 40, totalBeforeTax: 35.4 });
  });
});

describe('per-person pricing with children categories (01 §9.5, §3.7)', () => {
  const perPerson = (childrenCategories: ChildrenCategory[], childrenDifferentThanAdults = true) =>
    service({ paymentType: 2, pricingType: 1, price: 20, priceBeforeTax: 16, quantity: 1, childrenDifferentThanAdults, childrenCategories });
  const withChild = (age: number) => ({ adults: 2, childrenAges: [age], nights: 2 });

  it('charges every child as an adult when children are not priced differently', () => {
    expect(servicePrice(perPerson(breakfastCategories, false), { adults: 2, childrenAges: [2, 6], nights: 1 }).total).toBe(80);
  });

  it('adds nothing for FREE_OF_CHARGE, the adult price for AS_ADULT', () => {
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 18, type: 1 }]), withChild(6))).toEqual({ total: 40, totalBeforeTax: 32 });
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 18, type: 2 }]), withChild(6))).toEqual({ total: 60, totalBeforeTax: 48 });
  });

  it('adds a CUSTOM child’s percentage, or its fixed amount', () => {
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 18, type: 3, valueType: 1, percentageValue: 50 }]), withChild(6))).toEqual({
      total: 50,
      totalBeforeTax: 40,
    });
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 18, type: 3, valueType: 2, nominalValue: 5, nominalValueBeforeTax: 4 }]), withChild(6))).toEqual({
      total: 45,
      totalBeforeTax: 36,
    });
  });

  it('adds a MANUAL child’s nominal value, before tax its nominalValueBeforeTax or the price’s VAT ratio', () => {
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 18, type: 4, nominalValue: 7, nominalValueBeforeTax: 6 }]), withChild(6))).toEqual({
      total: 47,
      totalBeforeTax: 38,
    });
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 18, type: 4, nominalValue: 5 }]), withChild(6))).toEqual({ total: 45, totalBeforeTax: 36 });
  });

  it('prices a child in no category as an adult', () => {
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 12, type: 1 }]), withChild(12)).total).toBe(60);
    expect(servicePrice(perPerson([{ ageFrom: 0, ageTo: 12, type: 1 }]), withChild(11)).total).toBe(40);
  });

  it('applies the categories on every day of a Daily service', () => {
    const breakfast = service({
      paymentType: 6,
      pricingType: 1,
      pricingDynamic: 1,
      price: 15,
      priceBeforeTax: 15,
      quantity: 1,
      excludeArrival: true,
      includeDeparture: true,
      childrenDifferentThanAdults: true,
      childrenCategories: breakfastCategories,
    });
    // Per morning: 2 adults × 15 + 0 (age 2) + 7.5 (age 6) + 15 (age 14, no category) = 52.5; 3 mornings.
    expect(servicePrice(breakfast, { adults: 2, childrenAges: [2, 6, 14], nights: 3 }).total).toBe(157.5);
  });

  it('sums a price per person for a party', () => {
    expect(personsAmount(15, { adults: 2, childrenAges: [2, 6, 14] }, breakfastCategories)).toBe(52.5);
    expect(personsAmount(15, { adults: 2, childrenAges: [2, 6, 14] }, null)).toBe(75);
    expect(personsAmount(15, { adults: 1, childrenAges: [5] }, [{ ageFrom: 0, ageTo: 18, type: 9 }])).toBe(30);
  });
});

describe('fees (01 §9.5)', () => {
  const stay = { ...family, ratePlanId: 1011, unitTypeId: 106, isVatRegistered: true, vatRate: 13 };
  const night = (price: number, priceBeforeTax?: number) => ({ price, ...(priceBeforeTax === undefined ? {} : { priceBeforeTax }) });

  it('apply when their ratePlanIds and unitTypeIds are empty or hold the rate and the unit type', () => {
    const pool = fee({ dailyPrices: [night(20, 17.7)], unitTypeIds: [106] });
    expect(feePrice(pool, stay).total).toBe(20);
    expect(feePrice(pool, { ...stay, unitTypeId: 105 }).total).toBe(0);
    expect(feePrice({ ...pool, ratePlanIds: [1012] }, stay).total).toBe(0);
    expect(feePrice({ ...pool, ratePlanIds: [1011, 1012] }, stay).total).toBe(20);
    expect(feePrice({ ...pool, unitTypeIds: [] }, { ...stay, unitTypeId: 105 }).total).toBe(20);
  });

  it('charge a per-unit fee once per priced night', () => {
    const pool = fee({ pricingType: 2, dailyPrices: [night(20, 17.7), night(20, 17.7), night(20, 17.7)] });
    expect(feePrice(pool, stay)).toEqual({ total: 60, totalBeforeTax: 53.1 });
  });

  it('charge a per-person fee for every person, children by category, a child in no category as an adult', () => {
    // Villa Adriatic's environmental fee: 1 a night, under 12 free.
    const environmental = fee({
      pricingType: 1,
      dailyPrices: [night(1), night(1), night(1)],
      childrenDifferentThanAdults: true,
      childrenCategories: [{ ageFrom: 0, ageTo: 12, type: 1 }],
    });
    expect(feePrice(environmental, stay).total).toBe(9); // (2 adults + the child of 12) × 3 nights
    expect(feePrice({ ...environmental, childrenDifferentThanAdults: false }, stay).total).toBe(12);
    const linen = fee({ pricingType: 1, dailyPrices: [night(2), night(2)] });
    expect(feePrice(linen, stay).total).toBe(16); // 4 persons × 2 nights × 2
  });

  it('take a night without priceBeforeTax out of VAT at the item’s rate', () => {
    const fee113 = fee({ dailyPrices: [night(11.3), night(11.3)] });
    expect(feePrice(fee113, stay)).toEqual({ total: 22.6, totalBeforeTax: 20 });
    expect(feePrice(fee113, { ...stay, isVatRegistered: false })).toEqual({ total: 22.6, totalBeforeTax: 22.6 });
  });

  it('cost nothing without daily prices', () => {
    expect(feePrice(fee({ pricingType: 1 }), stay)).toEqual({ total: 0, totalBeforeTax: 0 });
  });
});

describe('pricing labels of the extras screen (01 §2.14)', () => {
  const keys = (label: { messages: { key: string }[] }) => label.messages.map((m) => m.key);

  it('labels a Daily service with its days and its night count', () => {
    const breakfast = servicePricingLabel({ pricingDynamic: 1, excludeArrival: true, includeDeparture: true, dailyPrices: [] }, 3);
    expect(keys(breakfast)).toEqual(['Daily', 'Excluded on arrival', 'Included on departure', 'nights']);
    expect(breakfast.nights).toBe(3);
    expect(breakfast.messages.at(-1)?.tokens).toEqual({ count: 3 });
    const parking = servicePricingLabel({ pricingDynamic: 1, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 1);
    expect(keys(parking)).toEqual(['Daily', 'nights']);
    expect(parking.messages.at(-1)?.tokens).toEqual({ count: 1 });
    expect(servicePricingLabel({ pricingDynamic: 1, excludeArrival: true, includeDeparture: false, dailyPrices: [] }, 4).nights).toBe(3);
  });

  it('says a price charged per person is per person, before its days (not in the spec: 15,00 EUR for each of two persons)', () => {
    const breakfast = servicePricingLabel({ pricingType: 1, pricingDynamic: 1, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 4);
    expect(keys(breakfast)).toEqual(['per person', 'Daily', 'nights']);
    const dinner = servicePricingLabel({ pricingType: 1, pricingDynamic: 2, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 4);
    expect(keys(dinner)).toEqual(['per person', 'One time']);
    for (const pricingType of [2, 3])
      expect(keys(servicePricingLabel({ pricingType, pricingDynamic: 1, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 4))).toEqual([
        'Daily',
        'nights',
      ]);
  });

  it('labels a one-time service only so', () => {
    expect(servicePricingLabel({ pricingDynamic: 2, excludeArrival: true, includeDeparture: true, dailyPrices: [] }, 3)).toEqual({
      messages: [{ key: 'One time', tokens: {} }],
      nights: null,
    });
    expect(servicePricingLabel({ pricingDynamic: 5, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 3)).toEqual({
      messages: [],
      nights: null,
    });
  });

  it('returns only keys listed in EXTRAS_KEYS', () => {
    const produced = new Set<string>();
    for (const pricingDynamic of [1, 2]) {
      for (const label of [servicePricingLabel({ pricingType: 1, pricingDynamic, excludeArrival: true, includeDeparture: true, dailyPrices: [] }, 2)]) {
        for (const m of label.messages) produced.add(m.key);
      }
    }
    expect([...produced].sort()).toEqual([...EXTRAS_KEYS].sort());
  });
});

describe('item and basket totals (01 §2.14, 02 §3.5)', () => {
  // Apartments Bačvice-style tourist tax: 1.33 per adult, nothing under 12, 0.67 from 12, each night.
  const touristTax: TouristTaxEntry[] = Array.from({ length: 3 }, () => ({ adults: 1.33, childrenUnder12: 0, childrenAbove12: 0.67 }));
  const item = (fields: Partial<ExtrasBasketItem> = {}): ExtrasBasketItem => ({
    ...family,
    ratePlanId: 1011,
    unitTypeId: 106,
    isVatRegistered: true,
    vatRate: 13,
    totalRate: 339,
    totalRateBeforeTax: 300,
    touristTax,
    isTouristTaxIncluded: false,
    services: [
      service({ id: 101, name: 'Final cleaning', price: 40, priceBeforeTax: 35.4, isMandatory: true, quantity: 1 }),
      service({ id: 103, name: 'Parking', paymentType: 1, pricingDynamic: 1, price: 10, priceBeforeTax: 8, quantity: 1 }),
      service({ id: 104, name: 'Airport transfer', price: 45, priceBeforeTax: 36, quantity: 0 }),
    ],
    fees: [
      fee({ id: 101, name: 'Pool heating', dailyPrices: [{ price: 20, priceBeforeTax: 17.7 }], unitTypeIds: [105] }),
      fee({
        id: 102,
        name: 'Environmental fee',
        pricingType: 1,
        dailyPrices: [{ price: 1 }, { price: 1 }, { price: 1 }],
        childrenDifferentThanAdults: true,
        childrenCategories: [{ ageFrom: 0, ageTo: 12, type: 1 }],
      }),
    ],
    ...fields,
  });

  it('lists the services with a quantity and the fees that apply', () => {
    expect(extraLines(item()).map((line) => [line.key, line.quantity, line.nights, line.total])).toEqual([
      ['SERVICE_101', 1, null, 40],
      ['SERVICE_103', 1, 3, 30],
      ['FEE_102', 1, 3, 9],
    ]);
  });

  it('adds extras to the accommodation and keeps a tourist tax paid at the property out of the total', () => {
    const totals = extrasTotals(item());
    expect(totals).toMatchObject({
      accommodation: 339,
      accommodationBeforeTax: 300,
      extras: 79, // cleaning 40 + parking 30 + environmental fee 9
      touristTax: { included: 0, notIncluded: 9.99 }, // 3 × (2 × 1.33 + 0 + 0.67)
      total: 418,
    });
    // The fee's nights carry no priceBeforeTax: 1 at 13 % is 0.88, as the API would send it; 9 person-nights.
    expect(totals.extrasBeforeTax).toBe(67.32); // 35.4 + 24 + 7.92
    expect(totals.totalBeforeTax).toBe(367.32);
  });

  it('reports a tourist tax the rate includes without adding it again', () => {
    const totals = extrasTotals(item({ isTouristTaxIncluded: true }));
    expect(totals.touristTax).toEqual({ included: 9.99, notIncluded: 0 });
    expect(totals.total).toBe(418);
  });

  it('charges only the accommodation when nothing is ordered', () => {
    const bare = item({ services: [service({ quantity: 0 })], fees: [], touristTax: [] });
    expect(extrasTotals(bare)).toMatchObject({ accommodation: 339, extras: 0, total: 339, touristTax: { included: 0, notIncluded: 0 }, lines: [] });
  });

  it('sums the items into Accommodation, Extras and Total cost, to cents', () => {
    const second = item({
      totalRate: 254.1,
      totalRateBeforeTax: 224.87,
      adults: 1,
      childrenAges: [],
      services: [],
      fees: [fee({ dailyPrices: [{ price: 0.1 }, { price: 0.2 }] })],
    });
    const third = item({ totalRate: 99.99, totalRateBeforeTax: 88.49, isTouristTaxIncluded: true, services: [], fees: [] });
    const totals = basketTotals([item(), second, third]);
    expect(totals).toMatchObject({
      accommodation: 693.09, // 339 + 254.1 + 99.99
      extras: 79.3, // 79 + 0.3
      total: 772.39,
      touristTax: { included: 9.99, notIncluded: 13.98 }, // 9.99 + 3 × 1.33
    });
    expect(totals.accommodationBeforeTax).toBe(613.36);
    expect(basketTotals([])).toMatchObject({ accommodation: 0, extras: 0, total: 0 });
    // The amounts the page shows beside those totals, which a display currency sums as shown.
    const parts = basketParts([item(), second, third]);
    expect(parts.accommodation).toEqual([339, 254.1, 99.99]);
    const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
    expect(sum(parts.extras)).toBeCloseTo(totals.extras, 6);
    // The first unit's final cleaning, parking and environmental fee; the second unit's fee.
    expect(parts.extras).toEqual([40, 30, 9, 0.3]);
  });
});

describe('services of a reservation (01 §5.3, §7.2)', () => {
  it('leaves out services with quantity 0 or less and books mandatory ones with their derived quantity', () => {
    const item = {
      ...family,
      services: [
        service({ id: 101, isMandatory: true, quantity: 1 }),
        service({ id: 102, paymentType: 6, isMandatory: true, quantity: 1 }),
        service({ id: 103, quantity: 0 }),
        service({ id: 104, quantity: -2 }),
        service({ id: 105, quantity: 2 }),
        service({ id: 106, paymentType: 4, isMandatory: true, quantity: 1 }),
      ],
    };
    expect(reservationServices(item)).toEqual([
      { serviceId: 101, quantity: 1 },
      { serviceId: 102, quantity: 12 },
      { serviceId: 105, quantity: 2 },
      { serviceId: 106, quantity: 1 },
    ]);
    expect(reservationServices({ ...item, childrenAges: [12] }).map((s) => s.serviceId)).toEqual([101, 102, 105]);
  });
});

describe('the services a rate leaves to add (servicesBeyondRate)', () => {
  const services = [
    { id: 1, name: 'Breakfast', isMandatory: false },
    { id: 2, name: 'Parking space', isMandatory: false },
    { id: 3, name: 'Čišćenje', isMandatory: true },
  ];

  it('offers no paid service the rate includes already, matched by name, case and accents aside', () => {
    expect(servicesBeyondRate(services, ['breakfast']).map((service) => service.id)).toEqual([2, 3]);
    expect(servicesBeyondRate(services, []).map((service) => service.id)).toEqual([1, 2, 3]);
  });

  it('keeps a mandatory service, which the property charges whatever the rate', () => {
    expect(servicesBeyondRate(services, ['Ciscenje']).map((service) => service.id)).toEqual([1, 2, 3]);
  });
});
