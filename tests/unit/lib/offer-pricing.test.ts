import { describe, expect, it } from 'vitest';
import { CHARGE_TYPE, OFFER_DISCOUNT_TYPE, SERVICE_CHARGE_TYPES } from '../../../src/lib/offer/offer-contract.ts';
import {
  applyOfferDiscount,
  spreadAmount,
  discountBadge,
  extraMark,
  offerExtraNames,
  priceBeforeDiscount,
  priceBeforeDiscounts,
  ratePlanPanel,
} from '../../../src/lib/offer/offer-pricing.ts';
import { accommodationTotal, chargeTotal, extrasTotal, isServiceCharge, offerItemParts, unitParts } from '../../../src/lib/offer/offer-totals.ts';
import { apartment, halfBoard } from './offer-fixtures.ts';

describe('the price before a discount (02 §9.4)', () => {
  it('reads type 2 as a percentage: original = price / (1 − v/100)', () => {
    expect(OFFER_DISCOUNT_TYPE.PERCENTAGE).toBe(2);
    expect(priceBeforeDiscount(450, { type: 2, value: 10 })).toBe(500);
    expect(priceBeforeDiscount(75, { type: 2, value: 25 })).toBe(100);
    expect(priceBeforeDiscount(99.99, { type: 2, value: 15 })).toBe(117.64);
  });

  it('reads type 1 as a fixed amount: original = price + v', () => {
    expect(OFFER_DISCOUNT_TYPE.FIXED).toBe(1);
    expect(priceBeforeDiscount(335, { type: 1, value: 20 })).toBe(355);
    expect(priceBeforeDiscount(0, { type: 1, value: 20 })).toBe(20);
  });

  it('is the reverse of the promo code’s discountType, where 1 is the percentage', () => {
    // The same discount value read by each type gives a different original price.
    expect(priceBeforeDiscount(90, { type: 1, value: 10 })).toBe(100);
    expect(priceBeforeDiscount(90, { type: 2, value: 10 })).toBe(100);
    expect(priceBeforeDiscount(180, { type: 1, value: 20 })).toBe(200);
    expect(priceBeforeDiscount(180, { type: 2, value: 20 })).toBe(225);
  });

  it('cannot recover a price from a discount of 100 % or more, and ignores unknown types', () => {
    expect(priceBeforeDiscount(0, { type: 2, value: 100 })).toBe(0);
    expect(priceBeforeDiscount(50, { type: 3, value: 10 })).toBe(50);
  });

  it('undoes several discounts, the last applied first', () => {
    // 200 less 10 % = 180, less 18 = 162.
    expect(
      priceBeforeDiscounts(162, [
        { type: 2, value: 10 },
        { type: 1, value: 18 },
      ]),
    ).toBe(200);
    // 200 less 18 = 182, less 10 % = 163.8.
    expect(
      priceBeforeDiscounts(163.8, [
        { type: 1, value: 18 },
        { type: 2, value: 10 },
      ]),
    ).toBe(200);
    expect(priceBeforeDiscounts(450, [])).toBe(450);
  });
});

describe('applying a discount and spreading a total', () => {
  it('takes a percentage (type 2) or an amount (type 1) off, never below 0', () => {
    expect(applyOfferDiscount(500, { type: 2, value: 10 })).toBe(450);
    expect(applyOfferDiscount(355, { type: 1, value: 20 })).toBe(335);
    expect(applyOfferDiscount(15, { type: 1, value: 20 })).toBe(0);
    expect(applyOfferDiscount(15, { type: 7, value: 20 })).toBe(15);
  });

  it('is undone by priceBeforeDiscount', () => {
    for (const price of [99.99, 450, 1234.56]) {
      for (const discount of [
        { type: 2, value: 10 },
        { type: 2, value: 12.5 },
        { type: 1, value: 20 },
      ]) {
        expect(priceBeforeDiscount(applyOfferDiscount(price, discount), discount)).toBeCloseTo(price, 1);
      }
    }
  });

  it('spreads a total over parts in proportion, to cents, adding up exactly', () => {
    expect(spreadAmount([100, 100, 130], 297)).toEqual([90, 90, 117]);
    expect(spreadAmount([1, 1, 1], 100)).toEqual([33.33, 33.34, 33.33]);
    expect(spreadAmount([177.5, 177.5], 335)).toEqual([167.5, 167.5]);
    const shares = spreadAmount([123.45, 98.76, 150.01, 87.3], 401.99);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(401.99, 10);
    expect(spreadAmount([0, 0], 10)).toEqual([0, 10]);
    expect(spreadAmount([], 10)).toEqual([]);
  });
});

describe('accommodation and extras totals', () => {
  it('counts charge types 2 and 4 as services', () => {
    expect(SERVICE_CHARGE_TYPES).toEqual([2, 4]);
    expect([1, 2, 3, 4].map((type) => isServiceCharge({ type }))).toEqual([false, true, false, true]);
    expect(CHARGE_TYPE).toEqual({ ACCOMMODATION: 1, SERVICE: 2, FEE: 4 });
  });

  it('prices a charge as primaryPrice × quantity', () => {
    expect(chargeTotal({ primaryPrice: 1, quantity: 6 })).toBe(6);
    expect(chargeTotal({ primaryPrice: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('sums the service and fee charges as the extras and reads the accommodation total', () => {
    const reservation = apartment();
    expect(extrasTotal(reservation)).toBe(46);
    expect(accommodationTotal(reservation)).toBe(450);
    expect(extrasTotal(halfBoard())).toBe(0);
  });

  it('falls back to the accommodation charges when totalAccommodationPrice is missing', () => {
    expect(accommodationTotal({ totalAccommodationPrice: Number.NaN, charges: apartment().charges })).toBe(450);
  });
});

describe('the Extras line: fees, services, tourist taxes, (Included) for a total of 0', () => {
  it('names them in that order, marks what costs nothing and a tourist tax paid at the property', () => {
    expect(offerExtraNames(apartment())).toEqual([
      { name: 'Environmental fee', total: 6, included: false, paidAtProperty: false },
      { name: 'Final cleaning', total: 40, included: false, paidAtProperty: false },
      { name: 'Breakfast', total: 0, included: true, paidAtProperty: false },
      { name: 'Tourist tax', total: 7.98, included: false, paidAtProperty: true },
    ]);
    expect(offerExtraNames(halfBoard()).map((extra) => extra.included)).toEqual([true, true]);
    // A rate that includes the tourist tax: it is in the totals, so it is named as the others are.
    expect(offerExtraNames(apartment({ isTouristTaxIncluded: true })).at(-1)).toEqual({
      name: 'Tourist tax',
      total: 7.98,
      included: false,
      paidAtProperty: false,
    });
  });

  it('gives the marks as the keys "(Included)" and "(Paid at the property)"', () => {
    expect(extraMark({ name: 'Breakfast', total: 0, included: true, paidAtProperty: false })).toEqual({ key: '(Included)', tokens: {} });
    expect(extraMark({ name: 'Tourist tax', total: 7.98, included: false, paidAtProperty: true })).toEqual({ key: '(Paid at the property)', tokens: {} });
    expect(extraMark({ name: 'Final cleaning', total: 40, included: false, paidAtProperty: false })).toBeNull();
  });
});

describe('the amounts a card’s totals are made of (a display currency sums them as shown)', () => {
  it('are a unit’s accommodation and extras where they make its total, repeated for each unit', () => {
    const reservation = apartment();
    const parts = unitParts(reservation);
    expect(parts).toEqual([accommodationTotal(reservation), extrasTotal(reservation)]);
    expect(parts[0] + parts[1]).toBeCloseTo(reservation.totalReservationPrice, 6);
    expect(offerItemParts({ reservation, unitsNumber: 2 })).toEqual([...parts, ...parts]);
    expect(ratePlanPanel({ reservation }).totalPerUnitParts).toEqual(parts);
  });
  it('are the total alone where the accommodation and extras do not make it', () => {
    const reservation = apartment({ totalReservationPrice: apartment().totalReservationPrice + 5 });
    expect(unitParts(reservation)).toEqual([reservation.totalReservationPrice]);
  });
});

describe('ratePlanPanel (02 §2.6)', () => {
  it('shows the period, guests, units, the discount badge with the original price, totals and extras', () => {
    const panel = ratePlanPanel({ reservation: apartment(), unitsNumber: 2 });
    expect(panel).toMatchObject({
      ratePlanName: 'Flexible rate',
      period: { arrival: '22.03.2027', departure: '25.03.2027' },
      adults: 2,
      children: 0,
      units: 2,
      originalAccommodationTotal: 500,
      accommodationTotal: 450,
      extrasTotal: 46,
      totalPerUnit: 496,
      currency: 'EUR',
    });
    expect(panel.discounts.map((badge) => [badge.name, badge.text])).toEqual([['Returning guest', '-10%']]);
    expect(panel.extras).toHaveLength(4);
  });

  it('shows a fixed discount as amount and currency, and no Extras total when it is 0', () => {
    const panel = ratePlanPanel({ reservation: halfBoard() }, { decimalSeparator: ',', thousandSeparator: '.' });
    expect(panel.units).toBe(1);
    expect(panel.discounts.map((badge) => badge.text)).toEqual(['-20,00\u00a0EUR']);
    expect(panel.originalAccommodationTotal).toBe(355);
    expect(panel.extrasTotal).toBeNull();
    expect(panel.children).toBe(2);
  });

  it('has no badge and no struck-through price without discounts', () => {
    const panel = ratePlanPanel({ reservation: apartment({ discounts: [] }) });
    expect(panel.discounts).toEqual([]);
    expect(panel.originalAccommodationTotal).toBeNull();
  });

  it('badges each discount type', () => {
    expect(discountBadge({ name: 'A', type: 2, value: 12.5 }, 'EUR')).toMatchObject({ kind: 'percentage', text: '-12.5%' });
    expect(discountBadge({ name: 'B', type: 1, value: 1234.5 }, 'EUR')).toMatchObject({ kind: 'fixed', text: '-1,234.50\u00a0EUR' });
  });
});
