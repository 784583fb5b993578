import { describe, expect, it } from 'vitest';
import {
  advanceTokens,
  bookableCount,
  displayedAvailableUnits,
  isClosedRate,
  isRateSelectable,
  restrictionMessage,
  restrictionMessages,
  scarcityMessage,
  unitsLeft,
  visibleRates,
} from '../../../src/lib/search/restrictions.ts';

const rate = {
  minStay: 3,
  maxStay: 14,
  minAdvanceReservation: 47,
  maxAdvanceReservation: 168,
  minStayArrival: 7,
  maxStayArrival: 21,
};

describe('restriction error messages (01 §8)', () => {
  it.each([
    [1, 'MinStayError', { minStay: 3 }],
    [2, 'MaxStayError', { maxStay: 14 }],
    [3, 'NoCheckInError', {}],
    [4, 'NoCheckOutError', {}],
    [5, 'MinAdvanceReservationError', { days: 1, hours: 23 }],
    [6, 'MaxAdvanceReservationError', { days: 7, hours: 0 }],
    [7, 'MinStayArrivalError', { nights: 7 }],
    [8, 'MaxStayArrivalError', { nights: 21 }],
    [9, 'ClosedError', {}],
  ])('code %i gives %s with its tokens', (code, key, tokens) => {
    expect(restrictionMessage(code, rate)).toEqual({ key, tokens });
  });

  it('splits advance hours into days = floor(hours / 24) and hours = hours mod 24', () => {
    expect(advanceTokens(47)).toEqual({ days: 1, hours: 23 });
    expect(advanceTokens(24)).toEqual({ days: 1, hours: 0 });
    expect(advanceTokens(23)).toEqual({ days: 0, hours: 23 });
    expect(advanceTokens(720)).toEqual({ days: 30, hours: 0 });
    expect(advanceTokens(null)).toEqual({ days: 0, hours: 0 });
  });

  it('ignores an unknown code', () => {
    expect(restrictionMessage(10, rate)).toBeNull();
    expect(restrictionMessages({ ...rate, restrictionErrors: [10] }, 1)).toEqual([]);
  });

  it('appends every error in code order, each once', () => {
    const keys = restrictionMessages({ ...rate, restrictionErrors: [7, 1, 3, 1] }, 2).map((m) => m.key);
    expect(keys).toEqual(['MinStayError', 'NoCheckInError', 'MinStayArrivalError']);
  });

  it("puts 'No units left' first when no units remain", () => {
    expect(restrictionMessages({ ...rate, restrictionErrors: [5] }, 0)).toEqual([
      { key: 'No units left', tokens: {} },
      { key: 'MinAdvanceReservationError', tokens: { days: 1, hours: 23 } },
    ]);
    expect(restrictionMessages({ restrictionErrors: [] }, -1)).toEqual([{ key: 'No units left', tokens: {} }]);
    expect(restrictionMessages({ restrictionErrors: null }, 1)).toEqual([]);
  });
});

describe('closed rates (01 §2.10)', () => {
  it('hides rates with error 9 and keeps the others', () => {
    const rates = [
      { ratePlanId: 1, restrictionErrors: [9] },
      { ratePlanId: 2, restrictionErrors: [1, 9] },
      { ratePlanId: 3, restrictionErrors: [1] },
      { ratePlanId: 4, restrictionErrors: [] },
    ];
    expect(visibleRates(rates).map((r) => r.ratePlanId)).toEqual([3, 4]);
    expect(isClosedRate({ restrictionErrors: [2, 9] })).toBe(true);
    expect(isClosedRate({ restrictionErrors: undefined })).toBe(false);
  });
});

describe('scarcity (01 §2.8)', () => {
  it("says 'Only 2 left', 'Only 1 left', 'No units left', and nothing above 2", () => {
    expect(scarcityMessage(2)?.key).toBe('Only 2 left');
    expect(scarcityMessage(1)?.key).toBe('Only 1 left');
    expect(scarcityMessage(0)?.key).toBe('No units left');
    expect(scarcityMessage(3)).toBeNull();
  });
});

describe('selectability (01 §5.5)', () => {
  const riva = { unitTypeId: 102, availableUnits: 2, bookingEngineId: 1 };
  const item = (unitTypeId: number, ratePlanId: number, bookingEngineId = 1) => ({ unitTypeId, ratePlanId, bookingEngineId });

  it('subtracts the basket items of the unit type from its available units', () => {
    expect(unitsLeft(riva, [])).toBe(2);
    expect(unitsLeft(riva, [item(102, 1021), item(103, 1031)])).toBe(1);
    expect(unitsLeft(riva, [item(102, 1021), item(102, 1022), item(102, 1021)])).toBe(-1);
  });

  it('displays the units left floored at 0', () => {
    expect(displayedAvailableUnits(riva, [item(102, 1021)])).toBe(1);
    expect(displayedAvailableUnits(riva, [item(102, 1021), item(102, 1022), item(102, 1021)])).toBe(0);
  });

  it('is selectable when bookable and units remain after the basket', () => {
    expect(isRateSelectable({ isBookable: true }, riva, [item(102, 1021)])).toBe(true);
    expect(isRateSelectable({ isBookable: true }, riva, [item(102, 1021), item(102, 1022)])).toBe(false);
    expect(isRateSelectable({ isBookable: false }, riva, [])).toBe(false);
    // Ids compare by value whether they come as numbers or strings.
    expect(isRateSelectable({ isBookable: true }, { ...riva, availableUnits: 1 }, [{ unitTypeId: '102', ratePlanId: '1021', bookingEngineId: '1' }])).toBe(
      false,
    );
  });

  it('counts what the basket holds plus the smaller of the rooms to fill and the units left', () => {
    const plan = { ratePlanId: 1021 };
    expect(bookableCount(plan, riva, [], 1)).toBe(1);
    expect(bookableCount(plan, riva, [], 3)).toBe(2);
    expect(bookableCount(plan, riva, [item(102, 1021)], 3)).toBe(1 + 1);
    expect(bookableCount({ ratePlanId: 1022 }, riva, [item(102, 1021)], 3)).toBe(0 + 1);
    // Every room filled: only what is held.
    expect(bookableCount(plan, riva, [item(102, 1021), item(103, 1031)], 2)).toBe(1);
    // More held than now available: never below what is held.
    expect(bookableCount(plan, { ...riva, availableUnits: 1 }, [item(102, 1021), item(102, 1021)], 4)).toBe(2);
  });

  it('gives 0 for another engine than the basket’s', () => {
    const zadar = { unitTypeId: 301, availableUnits: 5, bookingEngineId: 3 };
    expect(bookableCount({ ratePlanId: 3011 }, zadar, [item(401, 4011, 4)], 3)).toBe(0);
    expect(bookableCount({ ratePlanId: 3011 }, zadar, [item(302, 3021, 3)], 3)).toBe(2);
    expect(bookableCount({ ratePlanId: 3011 }, zadar, [], 3)).toBe(3);
  });
});
