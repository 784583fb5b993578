import { describe, expect, it } from 'vitest';
import { basketPrepayment, prepaymentUnit } from '../../../src/lib/pricing/basket-prepayment.ts';
import {
  daysUntilArrival,
  fullPaymentDaysBefore,
  instantToDate,
  isFullAmountDue,
  isWithinDaysOfArrival,
  prepaymentApplies,
  prepaymentDetails,
  unitPrepayment,
  type PrepaymentUnit,
} from '../../../src/lib/pricing/prepayment.ts';
import { basketItem, FLEXIBLE, NON_REFUNDABLE, PACKAGE, parking } from './checkout-fixtures.ts';

// Studio Marjan, 24–27 July 2026: 300 for three nights, 100 the first; 30 of services.
const unit = (fields: Partial<PrepaymentUnit> = {}): PrepaymentUnit => ({
  policy: FLEXIBLE,
  totalRate: 300,
  services: 30,
  firstNightPrice: 100,
  arrival: '2026-07-24',
  ...fields,
});

const JUNE_1 = new Date('2026-06-01T09:00:00Z');

describe('days before arrival', () => {
  it('counts calendar days from today to the arrival day', () => {
    expect(daysUntilArrival('2026-07-24', new Date('2026-07-10T00:00:00Z'))).toBe(14);
    expect(daysUntilArrival('2026-07-24', new Date('2026-07-10T23:59:59Z'))).toBe(14);
    expect(daysUntilArrival('2026-07-24', new Date('2026-07-24T12:00:00Z'))).toBe(0);
    expect(daysUntilArrival('2026-07-24', new Date('2026-07-25T12:00:00Z'))).toBe(-1);
  });
  it('takes today in the property’s time zone', () => {
    // 22:30 UTC on 9 July is already 10 July in Split.
    expect(daysUntilArrival('2026-07-24', new Date('2026-07-09T22:30:00Z'))).toBe(15);
    expect(daysUntilArrival('2026-07-24', new Date('2026-07-09T22:30:00Z'), 'Europe/Zagreb')).toBe(14);
  });
  it('reads numbers as unix seconds', () => {
    expect(instantToDate(1784851200).toISOString()).toBe('2026-07-24T00:00:00.000Z');
    expect(daysUntilArrival('2026-07-24', 1784851200 - 86_400)).toBe(1);
  });
  it('is within N days from the day after the deadline (arrival 00:00 − N days − 1 s)', () => {
    expect(isWithinDaysOfArrival('2026-07-24', 14, new Date('2026-07-09T23:59:59Z'))).toBe(false);
    expect(isWithinDaysOfArrival('2026-07-24', 14, new Date('2026-07-10T00:00:00Z'))).toBe(true);
    expect(isWithinDaysOfArrival('2026-07-24', 0, new Date('2026-07-23T23:59:59Z'))).toBe(false);
    expect(isWithinDaysOfArrival('2026-07-24', 0, new Date('2026-07-24T00:00:00Z'))).toBe(true);
  });
});

describe('when the full amount is due (02 §9.5, §9.6 fullAmountWillBePaid)', () => {
  it('is paid N days before arrival with fullAmountWillBePaid 1', () => {
    expect(fullPaymentDaysBefore(FLEXIBLE)).toBe(14);
    expect(fullPaymentDaysBefore(NON_REFUNDABLE)).toBe(0);
    expect(fullPaymentDaysBefore({ fullAmountWillBePaid: 1 })).toBe(0);
  });
  it('is paid during the stay with fullAmountWillBePaid 2, whatever N says', () => {
    expect(fullPaymentDaysBefore(PACKAGE)).toBeNull();
    expect(fullPaymentDaysBefore({ fullAmountWillBePaid: 2, amountWillBePaidDaysBefore: 14 })).toBeNull();
  });
  it('follows N alone when fullAmountWillBePaid is not set', () => {
    expect(fullPaymentDaysBefore({ amountWillBePaidDaysBefore: 5 })).toBe(5);
    expect(fullPaymentDaysBefore({})).toBeNull();
    expect(fullPaymentDaysBefore(null)).toBeNull();
  });
  it('is due once arrival is within those days', () => {
    expect(isFullAmountDue(FLEXIBLE, '2026-07-24', new Date('2026-07-09T12:00:00Z'))).toBe(false);
    expect(isFullAmountDue(FLEXIBLE, '2026-07-24', new Date('2026-07-10T12:00:00Z'))).toBe(true);
    expect(isFullAmountDue(PACKAGE, '2026-07-24', new Date('2026-07-23T12:00:00Z'))).toBe(false);
  });
});

describe('prepayment of a unit (02 §9.5)', () => {
  it('applies with a prepaymentAmount above 0, type 3, or within the days, and not otherwise', () => {
    const far = '2026-12-24';
    expect(prepaymentApplies({ prepaymentAmount: 30, prepaymentAmountType: 1 }, far, JUNE_1)).toBe(true);
    expect(prepaymentApplies({ prepaymentAmount: 0, prepaymentAmountType: 3 }, far, JUNE_1)).toBe(true);
    expect(
      prepaymentApplies({ prepaymentAmount: 0, prepaymentAmountType: 1, fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 }, '2026-06-10', JUNE_1),
    ).toBe(true);
    expect(prepaymentApplies({ prepaymentAmount: 0, prepaymentAmountType: 1, fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 }, far, JUNE_1)).toBe(
      false,
    );
    expect(prepaymentApplies({ prepaymentAmount: null, prepaymentAmountType: null }, far, JUNE_1)).toBe(false);
    expect(prepaymentApplies(null, far, JUNE_1)).toBe(false);
  });

  it('takes prepaymentAmount percent of totalRate plus services', () => {
    // Flexible: 30 % of 300 + 30.
    expect(unitPrepayment(unit(), JUNE_1)).toBe(99);
    expect(unitPrepayment(unit({ totalRate: 254.1, services: 0 }), JUNE_1)).toBe(76.23);
  });

  it('takes the first night’s price with prepaymentAmountType 3, even when prepaymentAmount is 0', () => {
    expect(unitPrepayment(unit({ policy: PACKAGE }), JUNE_1)).toBe(100);
    expect(unitPrepayment(unit({ policy: { ...PACKAGE, prepaymentAmount: 50 } }), JUNE_1)).toBe(100);
  });

  it('takes the full totalRate plus services within amountWillBePaidDaysBefore days of arrival', () => {
    expect(unitPrepayment(unit(), new Date('2026-07-09T23:59:59Z'))).toBe(99);
    expect(unitPrepayment(unit(), new Date('2026-07-10T00:00:00Z'))).toBe(330);
    expect(unitPrepayment(unit({ policy: { ...PACKAGE, fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 3 } }), new Date('2026-07-21T08:00:00Z'))).toBe(
      330,
    );
  });

  it('charges everything at once on the non-refundable rate', () => {
    expect(unitPrepayment(unit({ policy: NON_REFUNDABLE }), JUNE_1)).toBe(330);
  });

  it('counts within the days on the property’s calendar', () => {
    const evening = new Date('2026-07-09T22:30:00Z'); // 00:30 on 10 July in Split
    expect(unitPrepayment(unit(), evening)).toBe(99);
    expect(unitPrepayment(unit(), evening, 'Europe/Zagreb')).toBe(330);
  });

  it('is nothing without a policy or a prepayment, and never below 0 nor above the total', () => {
    expect(unitPrepayment(unit({ policy: null }), JUNE_1)).toBe(0);
    expect(unitPrepayment(unit({ policy: { prepaymentAmount: 0, prepaymentAmountType: 1, fullAmountWillBePaid: 2 } }), JUNE_1)).toBe(0);
    expect(unitPrepayment(unit({ policy: { prepaymentAmount: 150 } }), JUNE_1)).toBe(330);
    expect(unitPrepayment(unit({ policy: { prepaymentAmountType: 3 }, firstNightPrice: -5 }), JUNE_1)).toBe(0);
  });

  it('rounds to cents', () => {
    expect(unitPrepayment(unit({ policy: { prepaymentAmount: 33 }, totalRate: 99.99, services: 0 }), JUNE_1)).toBe(33);
    expect(unitPrepayment(unit({ policy: { prepaymentAmount: 15 }, totalRate: 123.45, services: 0 }), JUNE_1)).toBe(18.52);
  });
});

describe('prepayment of the basket (02 §9.5, §3.6)', () => {
  it('sums the units and gives the share of their total', () => {
    // 99 of 330 and 100 of 300: 199 of 630.
    expect(prepaymentDetails([unit(), unit({ policy: PACKAGE, services: 0 })], JUNE_1)).toEqual({ prepaymentAmount: 199, prepaymentPercentage: 31.59 });
  });
  it('reads 30 for a 30 % policy, 100 when everything is prepaid and 0 when nothing is', () => {
    expect(prepaymentDetails([unit(), unit()], JUNE_1).prepaymentPercentage).toBe(30);
    expect(prepaymentDetails([unit({ policy: NON_REFUNDABLE })], JUNE_1)).toEqual({ prepaymentAmount: 330, prepaymentPercentage: 100 });
    expect(prepaymentDetails([unit({ policy: null })], JUNE_1)).toEqual({ prepaymentAmount: 0, prepaymentPercentage: 0 });
  });
  it('is 0 for an empty basket or one that costs nothing', () => {
    expect(prepaymentDetails([], JUNE_1)).toEqual({ prepaymentAmount: 0, prepaymentPercentage: 0 });
    expect(prepaymentDetails([unit({ totalRate: 0, services: 0 })], JUNE_1)).toEqual({ prepaymentAmount: 0, prepaymentPercentage: 0 });
  });
  it('prices basket items with their extras and their rate’s policy', () => {
    const flexible = basketItem({ services: [parking(1)] }); // 300 + 3 nights of parking at 10
    expect(prepaymentUnit(flexible)).toEqual({ policy: FLEXIBLE, totalRate: 300, services: 30, firstNightPrice: 100, arrival: '2026-07-24' });
    const packaged = basketItem({ ratePlanId: 72, cancellationPolicy: PACKAGE, totalRate: 270, firstNightPrice: 90 });
    expect(basketPrepayment([flexible, packaged], JUNE_1)).toEqual({ prepaymentAmount: 189, prepaymentPercentage: 31.5 });
    expect(basketPrepayment([flexible, packaged], new Date('2026-07-10T08:00:00Z'))).toEqual({ prepaymentAmount: 420, prepaymentPercentage: 70 });
  });
  it('treats a policy that is not an object as none', () => {
    expect(basketPrepayment([basketItem({ cancellationPolicy: 'flexible' }), basketItem({ cancellationPolicy: null })], JUNE_1).prepaymentAmount).toBe(0);
  });
  it('accepts now as unix seconds', () => {
    expect(basketPrepayment([basketItem()], Math.floor(JUNE_1.getTime() / 1000)).prepaymentAmount).toBe(90);
  });
});
