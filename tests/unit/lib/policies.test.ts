import { describe, expect, it } from 'vitest';
import { checkInPolicy, checkOutPolicy, childrenPolicy, displayTime, generalPolicy, petsPolicy, smokingPolicy } from '../../../src/lib/pricing/policies.ts';

describe('check-in and check-out (01 §2.12)', () => {
  it.each([
    [
      { checkInBegin: '14:00', checkInEnd: '22:00' },
      { key: 'CheckInBetween', tokens: { start: '14:00', end: '22:00' } },
    ],
    [
      { checkInBegin: null, checkInEnd: null },
      { key: 'CheckInWholeDay', tokens: {} },
    ],
    [
      { checkInBegin: '15:00', checkInEnd: null },
      { key: 'CheckInFrom', tokens: { start: '15:00' } },
    ],
    [
      { checkInBegin: '', checkInEnd: '20:00' },
      { key: 'CheckInUntil', tokens: { end: '20:00' } },
    ],
  ])('check-in %j', (unit, expected) => {
    expect(checkInPolicy(unit)).toEqual(expected);
  });

  it.each([
    [
      { checkOutBegin: '07:00', checkOutEnd: '10:00' },
      { key: 'CheckOutBetween', tokens: { start: '07:00', end: '10:00' } },
    ],
    [{}, { key: 'CheckOutWholeDay', tokens: {} }],
    [{ checkOutBegin: '08:00' }, { key: 'CheckOutFrom', tokens: { start: '08:00' } }],
    [{ checkOutEnd: '10:00' }, { key: 'CheckOutUntil', tokens: { end: '10:00' } }],
  ])('check-out %j', (unit, expected) => {
    expect(checkOutPolicy(unit)).toEqual(expected);
  });

  it('shows times as HH:MM', () => {
    expect(displayTime('14:00:00')).toBe('14:00');
    expect(displayTime('9:30')).toBe('09:30');
    expect(displayTime('  ')).toBeNull();
    expect(displayTime('noon')).toBe('noon');
  });
});

describe('children policy (01 §2.12)', () => {
  it("says 'ChildrenNotAllowed' when maxOccupancyChildren is 0, whatever the age", () => {
    expect(childrenPolicy({ maxOccupancyChildren: 0, childrenAge: 12 })).toEqual({ key: 'ChildrenNotAllowed', tokens: {} });
  });
  it("says 'ChildrenAllowedFrom' with the minimum age when one is set", () => {
    expect(childrenPolicy({ maxOccupancyChildren: 2, childrenAge: 6 })).toEqual({ key: 'ChildrenAllowedFrom', tokens: { childrenAge: 6 } });
    expect(childrenPolicy({ childrenAge: 12 })).toEqual({ key: 'ChildrenAllowedFrom', tokens: { childrenAge: 12 } });
  });
  it('shows nothing when children are allowed at any age', () => {
    expect(childrenPolicy({ maxOccupancyChildren: null, childrenAge: null })).toBeNull();
    expect(childrenPolicy({ maxOccupancyChildren: 3, childrenAge: 0 })).toBeNull();
  });
});

describe('smoking and pets (01 §2.12)', () => {
  it("gives 'SmokingAllowed' for Y, 'SmokingNotAllowed' for any other set value, nothing when unset", () => {
    expect(smokingPolicy({ smokingAllowed: 'Y' })?.key).toBe('SmokingAllowed');
    expect(smokingPolicy({ smokingAllowed: 'N' })?.key).toBe('SmokingNotAllowed');
    expect(smokingPolicy({ smokingAllowed: 'X' })?.key).toBe('SmokingNotAllowed');
    expect(smokingPolicy({ smokingAllowed: null })).toBeNull();
    expect(smokingPolicy({})).toBeNull();
  });
  it("gives 'PetsOnRequest' for R, 'PetsNotAllowed' for N, 'PetsAllowed' for Y", () => {
    expect(petsPolicy({ petsAllowed: 'R' })?.key).toBe('PetsOnRequest');
    expect(petsPolicy({ petsAllowed: 'N' })?.key).toBe('PetsNotAllowed');
    expect(petsPolicy({ petsAllowed: 'Y' })?.key).toBe('PetsAllowed');
    expect(petsPolicy({ petsAllowed: null })).toBeNull();
    expect(petsPolicy({ petsAllowed: 'Q' })).toBeNull();
  });
});

describe('general policy', () => {
  it('lists check in, check out, then the policies that apply', () => {
    expect(generalPolicy({ petsAllowed: 'Y' }).map((m) => m.key)).toEqual(['CheckInWholeDay', 'CheckOutWholeDay', 'PetsAllowed']);
    const adultsOnly = { checkInBegin: '14:00', checkOutEnd: '10:00', maxOccupancyChildren: 0, smokingAllowed: 'N', petsAllowed: 'R' };
    expect(generalPolicy(adultsOnly).map((m) => m.key)).toEqual(['CheckInFrom', 'CheckOutUntil', 'ChildrenNotAllowed', 'SmokingNotAllowed', 'PetsOnRequest']);
  });
});
