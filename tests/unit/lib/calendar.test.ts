import { describe, expect, it } from 'vitest';
import {
  availableOn,
  blockedDays,
  calendarLastDay,
  checkOutOnlyDays,
  daysBetween,
  isBlockedDay,
  isCheckInOnlyDay,
  isCheckOutOnlyDay,
  isDayInCalendar,
  isRangeAvailable,
  monthsToFetch,
  shiftDay,
  shouldFetchMonth,
  withMonth,
  type DayAvailability,
} from '../../../src/lib/search/calendar.ts';

/** March 2027 from a string of counts, one digit per day from the 1st; February fully available. */
const march = (counts: string): DayAvailability => {
  const days: Record<number, number> = {};
  [...counts].forEach((c, i) => (days[i + 1] = Number(c)));
  const feb: Record<number, number> = {};
  for (let d = 1; d <= 28; d++) feb[d] = 1;
  return { 2027: { 2: feb, 3: days } };
};
//                  1234567890
const sample = march('1110011001');
const d = (day: number) => `2027-03-${String(day).padStart(2, '0')}`;

describe('per-day availability (01 §3.12)', () => {
  it('reads year → month → day, with JSON string keys too', () => {
    expect(availableOn(sample, d(1))).toBe(1);
    expect(availableOn(sample, d(4))).toBe(0);
    expect(availableOn(JSON.parse(JSON.stringify(sample)), d(3))).toBe(1);
  });
  it('is 0 for a day missing from a loaded month and null for a month not loaded', () => {
    expect(availableOn(sample, d(31))).toBe(0);
    expect(availableOn(sample, '2027-04-01')).toBeNull();
    expect(availableOn(null, d(1))).toBeNull();
  });
  it('stores a month’s answer without touching the old object', () => {
    const before = march('1');
    const after = withMonth(before, 2027, 4, { 1: 3 });
    expect(availableOn(after, '2027-04-01')).toBe(3);
    expect(availableOn(after, d(1))).toBe(1);
    expect(availableOn(before, '2027-04-01')).toBeNull();
  });
});

describe('day states (01 §5.4)', () => {
  it('blocks a day when neither it nor the previous day has availability', () => {
    expect(isBlockedDay(sample, d(4))).toBe(false); // check-out only: the 3rd is available
    expect(isBlockedDay(sample, d(5))).toBe(true);
    expect(isBlockedDay(sample, d(6))).toBe(false);
    expect(blockedDays(sample, d(1), d(10))).toEqual([d(5), d(9)]);
  });
  it('marks a day with zero availability after an available day check-out only', () => {
    expect(isCheckOutOnlyDay(sample, d(4))).toBe(true);
    expect(isCheckOutOnlyDay(sample, d(5))).toBe(false);
    expect(isCheckOutOnlyDay(sample, d(3))).toBe(false);
    expect(checkOutOnlyDays(sample, d(1), d(10))).toEqual([d(4), d(8)]);
  });
  it('marks an available day after an unavailable one check-in only', () => {
    expect(isCheckInOnlyDay(sample, d(6))).toBe(true);
    expect(isCheckInOnlyDay(sample, d(10))).toBe(true);
    expect(isCheckInOnlyDay(sample, d(7))).toBe(false);
  });
  it('looks back across the month boundary', () => {
    const lastOfFeb = withMonth(march('0'), 2027, 2, { 28: 2 });
    expect(isCheckOutOnlyDay(lastOfFeb, d(1))).toBe(true);
    expect(isCheckInOnlyDay(withMonth(march('1'), 2027, 2, { 28: 0 }), d(1))).toBe(true);
  });
  it('counts a day as not blocked when its month or the previous day’s month is not loaded', () => {
    const onlyMarch: DayAvailability = { 2027: { 3: { 1: 0, 2: 0 } } };
    expect(isBlockedDay(onlyMarch, d(1))).toBe(false);
    expect(isBlockedDay(onlyMarch, d(2))).toBe(true);
    expect(isBlockedDay({}, d(2))).toBe(false);
    expect(isBlockedDay(undefined, d(2))).toBe(false);
    expect(isCheckOutOnlyDay(onlyMarch, d(1))).toBe(false);
    expect(isCheckInOnlyDay({ 2027: { 3: { 1: 1 } } }, d(1))).toBe(false);
  });
});

describe('range validity (01 §4.8, §5.4)', () => {
  it('accepts a range whose every night is available, ending on a check-out-only day', () => {
    expect(isRangeAvailable(sample, d(1), d(4))).toBe(true);
    expect(isRangeAvailable(sample, d(6), d(8))).toBe(true);
    expect(isRangeAvailable(sample, d(10), d(11))).toBe(true);
  });
  it('refuses a range across a blocked night', () => {
    expect(isRangeAvailable(sample, d(3), d(7))).toBe(false);
    expect(isRangeAvailable(sample, d(2), d(6))).toBe(false);
  });
  it('refuses a range with a check-in-only day inside, even when no day is blocked', () => {
    // 1 1 1 0 1: the 4th has no night but is check-out only (not blocked); the 5th is check-in only.
    const gap = march('11101');
    expect(blockedDays(gap, d(1), d(5))).toEqual([]);
    expect(isRangeAvailable(gap, d(1), d(6))).toBe(false);
    // The check-out day itself counts: a stay can not end on a check-in-only day.
    expect(isRangeAvailable(gap, d(3), d(5))).toBe(false);
    // But a range may start on one.
    expect(isRangeAvailable(gap, d(5), d(6))).toBe(true);
  });
  it('refuses a range starting on a check-out-only day, and an empty range', () => {
    expect(isRangeAvailable(sample, d(4), d(5))).toBe(false);
    expect(isRangeAvailable(sample, d(1), d(1))).toBe(false);
    expect(isRangeAvailable(sample, d(2), d(1))).toBe(false);
  });
  it('is exactly "every night available" when every month is loaded', () => {
    const patterns = ['1101011', '0110111', '1011010', '1111111', '0000001'];
    for (const pattern of patterns) {
      const availability = march(pattern);
      for (let from = 1; from <= 6; from++) {
        for (let to = from + 1; to <= 7; to++) {
          const everyNight = [...pattern.slice(from - 1, to - 1)].every((c) => c === '1');
          expect(isRangeAvailable(availability, d(from), d(to)), `${pattern} ${from}→${to}`).toBe(everyNight);
        }
      }
    }
  });
});

describe('calendar bounds (01 §5.4)', () => {
  const today = '2027-03-15';
  it('puts days before today out of range, and reaches 2 years ahead', () => {
    expect(isDayInCalendar('2027-03-14', today)).toBe(false);
    expect(isDayInCalendar(today, today)).toBe(true);
    expect(calendarLastDay(today)).toBe('2029-03-14');
    expect(isDayInCalendar('2029-03-14', today)).toBe(true);
    expect(isDayInCalendar('2029-03-15', today)).toBe(false);
  });
  it('does not fetch months earlier than the previous calendar month', () => {
    expect(shouldFetchMonth(2027, 3, today)).toBe(true);
    expect(shouldFetchMonth(2027, 2, today)).toBe(true);
    expect(shouldFetchMonth(2027, 1, today)).toBe(false);
    expect(shouldFetchMonth(2026, 12, '2027-01-05')).toBe(true);
    expect(shouldFetchMonth(2026, 11, '2027-01-05')).toBe(false);
  });
  it('does not fetch months after the calendar’s last day', () => {
    expect(shouldFetchMonth(2029, 3, today)).toBe(true);
    expect(shouldFetchMonth(2029, 4, today)).toBe(false);
  });
  it('fetches the shown month and the one before, unless loaded or out of reach', () => {
    expect(monthsToFetch(2027, 4, today, {})).toEqual([
      { year: 2027, month: 3 },
      { year: 2027, month: 4 },
    ]);
    expect(monthsToFetch(2027, 3, today, {})).toEqual([
      { year: 2027, month: 2 },
      { year: 2027, month: 3 },
    ]);
    expect(monthsToFetch(2027, 2, today, {})).toEqual([{ year: 2027, month: 2 }]);
    expect(monthsToFetch(2027, 4, today, sample)).toEqual([{ year: 2027, month: 4 }]);
    expect(monthsToFetch(2027, 1, '2027-01-10', {})).toEqual([
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });
  it('does date arithmetic across months, years and leap days', () => {
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDay('2027-01-01', -1)).toBe('2026-12-31');
    expect(daysBetween('2027-02-27', '2027-03-02')).toBe(3);
  });
});
