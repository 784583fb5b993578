import { describe, expect, it } from 'vitest';
import { addItems, numberItems, removeItem, updateServiceQuantity, type BasketItem } from '../../../src/lib/basket/basket.ts';
import { applicableFees, touristTaxTotal } from '../../../src/lib/extras/fees.ts';
import { bookableCount } from '../../../src/lib/search/restrictions.ts';

let counter = 0;
const newId = () => `b${++counter}`;

function item(unitTypeId: number, ratePlanId = unitTypeId * 10, bookingEngineId = 1): Omit<BasketItem, 'basketId' | 'itemNumber'> {
  return {
    quantity: 1,
    isLoadedFromSession: false,
    bookingEngineId,
    unitTypeId,
    unitTypeUuid: `uuid-${unitTypeId}`,
    unitTypeName: `Unit ${unitTypeId}`,
    description: '',
    images: [],
    currency: 'EUR',
    isVatRegistered: true,
    vatRate: 13,
    ratePlanId,
    ratePlanName: 'Flexible',
    totalRate: 300,
    totalRateBeforeTax: 265.49,
    averageRatePerNight: 100,
    firstNightPrice: 100,
    adults: 2,
    childrenAges: [],
    from: '2027-07-01',
    to: '2027-07-04',
    nights: 3,
    cancellationPolicy: null,
    checkInBegin: null,
    checkInEnd: null,
    checkOutBegin: null,
    checkOutEnd: null,
    includedServices: [],
    fees: [],
    services: [
      {
        id: 5,
        paymentType: 1,
        name: 'Parking',
        description: null,
        priceBeforeTax: 8.85,
        price: 10,
        isMandatory: false,
        isMandatoryQuantityUpdate: false,
        quantity: 0,
        pricingType: 2,
        pricingDynamic: 1,
        childrenDifferentThanAdults: false,
        childrenCategories: [],
        dailyPrices: [],
        excludeArrival: false,
        includeDeparture: false,
      },
    ],
    touristTax: [],
    isTouristTaxIncluded: false,
    amenities: [],
    fromGoogleTravel: false,
    promoCode: null,
    activePromoCode: null,
  };
}

describe('basket (01 §3.11, §4.5)', () => {
  it('adds N items with their own basketId for a quantity of N', () => {
    const basket = addItems([], item(7), 3, newId);
    expect(basket).toHaveLength(3);
    expect(new Set(basket.map((entry) => entry.basketId)).size).toBe(3);
  });

  it('numbers items among those of their unit type, null for the only one', () => {
    let basket = addItems([], item(7), 2, newId);
    basket = addItems(basket, item(8), 1, newId);
    expect(basket.map((entry) => [entry.unitTypeId, entry.itemNumber])).toEqual([
      [7, 1],
      [7, 2],
      [8, null],
    ]);
  });

  it('renumbers after a removal', () => {
    let basket = addItems([], item(7), 3, newId);
    basket = addItems(basket, item(8), 1, newId);
    basket = removeItem(basket, basket[0].basketId);
    expect(basket.map((entry) => [entry.unitTypeId, entry.itemNumber])).toEqual([
      [7, 1],
      [7, 2],
      [8, null],
    ]);
    basket = removeItem(basket, basket[1].basketId);
    expect(basket.map((entry) => entry.itemNumber)).toEqual([null, null]);
  });

  it('updates one service of one item, with its isMandatoryQuantityUpdate', () => {
    const basket = addItems([], item(7), 2, newId);
    const updated = updateServiceQuantity(basket, basket[1].basketId, 5, 3, true);
    expect(updated[0].services[0].quantity).toBe(0);
    expect(updated[1].services[0]).toMatchObject({ quantity: 3, isMandatoryQuantityUpdate: true });
    expect(basket[1].services[0].quantity).toBe(0);
  });

  it('keeps the fees whose rate plans and unit types are empty or include the rate (01 §9.5)', () => {
    const fees = [
      { id: 1, ratePlanIds: [], unitTypeIds: [] },
      { id: 2, ratePlanIds: [70], unitTypeIds: [] },
      { id: 3, ratePlanIds: [71], unitTypeIds: [] },
      { id: 4, ratePlanIds: [], unitTypeIds: [8] },
      { id: 5, ratePlanIds: [70], unitTypeIds: [7] },
    ];
    expect(applicableFees(fees, 70, 7).map((fee) => fee.id)).toEqual([1, 2, 5]);
  });

  it('sums tourist tax per adult, per child under 12 and per child of 12 and over', () => {
    const night = { adults: 1.33, childrenUnder12: 0, childrenAbove12: 0.67 };
    expect(touristTaxTotal([night, night, night], 2, [11, 12])).toBe(9.99);
    expect(touristTaxTotal([night], 1, [5])).toBe(1.33);
    expect(touristTaxTotal([], 2, [])).toBe(0);
  });

  it('locks to the first item’s booking engine: other engines can book 0', () => {
    const basket = addItems([], item(7, 70, 3), 1, newId);
    expect(bookableCount({ ratePlanId: 80 }, { unitTypeId: 8, availableUnits: 5, bookingEngineId: 4 }, basket, 3)).toBe(0);
    expect(bookableCount({ ratePlanId: 80 }, { unitTypeId: 8, availableUnits: 5, bookingEngineId: 3 }, basket, 3)).toBe(2);
  });

  it('numbers any list by unit type', () => {
    expect(numberItems([{ unitTypeId: 1, itemNumber: 9 }]).map((entry) => entry.itemNumber)).toEqual([null]);
  });
});
