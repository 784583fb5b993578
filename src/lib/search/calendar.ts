/**
 * The per-unit-type availability calendar (01 §2.11, §4.8, §5.4) over the
 * per-day availability of 01 §3.12. Dates are ISO calendar dates
 * (YYYY-MM-DD); `today` is the property's today, passed in.
 */
import type { IsoDate } from '../format/dates.ts';

/**
 * Available units per day of one unit type: year → month (1–12) → day
 * (1–31) → count (01 §3.12). Keys may be numbers or their strings, as JSON
 * gives them.
 */
export type DayAvailability = Record<number, Record<number, Record<number, number>> | undefined>;

/** The calendar reaches 730 days ahead, as far as a stay may end (01 §5.4, §9.3). */
export const CALENDAR_DAYS_AHEAD = 730;

const MS_PER_DAY = 86_400_000;

/**
 * Year, month (1–12) and day of an ISO date.
 * @example dayParts('2027-03-01') // { year: 2027, month: 3, day: 1 }
 */
export function dayParts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/**
 * A date `days` away (negative for earlier), by UTC arithmetic.
 * @example shiftDay('2027-03-01', -1) // '2027-02-28'
 */
export function shiftDay(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = dayParts(date);
  return new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Whole days from `from` to `to`.
 * @example daysBetween('2027-02-27', '2027-03-02') // 3
 */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = dayParts(from);
  const b = dayParts(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY);
}

/**
 * The available count of a day: null when its month is not loaded (the
 * spec's "type error while looking up availability"), 0 when the month is
 * loaded but has no entry for the day.
 * @example availableOn({ 2027: { 3: { 1: 2 } } }, '2027-03-01') // 2
 * @example availableOn({}, '2027-03-01') // null
 */
export function availableOn(availability: DayAvailability | null | undefined, date: IsoDate): number | null {
  const { year, month, day } = dayParts(date);
  const days = availability?.[year]?.[month];
  if (days === undefined || days === null) return null;
  const count = days[day];
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}

/** Whether a day has availability; null when unknown (month not loaded). */
function hasUnits(availability: DayAvailability | null | undefined, date: IsoDate): boolean | null {
  const count = availableOn(availability, date);
  return count === null ? null : count > 0;
}

/**
 * A blocked day (01 §5.4): neither it nor the previous day has
 * availability. A day whose month, or whose previous day's month, is not
 * loaded counts as not blocked.
 * @example isBlockedDay({ 2027: { 3: { 1: 0, 2: 0 } } }, '2027-03-02') // true
 */
export function isBlockedDay(availability: DayAvailability | null | undefined, date: IsoDate): boolean {
  const own = hasUnits(availability, date);
  const previous = hasUnits(availability, shiftDay(date, -1));
  if (own === null || previous === null) return false;
  return !own && !previous;
}

/**
 * A check-out-only day (01 §5.4): no availability, but the previous day
 * has some, so a stay can end on it.
 * @example isCheckOutOnlyDay({ 2027: { 3: { 1: 1, 2: 0 } } }, '2027-03-02') // true
 */
export function isCheckOutOnlyDay(availability: DayAvailability | null | undefined, date: IsoDate): boolean {
  return hasUnits(availability, date) === false && hasUnits(availability, shiftDay(date, -1)) === true;
}

/**
 * A check-in-only day (01 §5.4): available while the previous day is not,
 * so a stay can start on it but not run through it.
 * @example isCheckInOnlyDay({ 2027: { 3: { 1: 0, 2: 1 } } }, '2027-03-02') // true
 */
export function isCheckInOnlyDay(availability: DayAvailability | null | undefined, date: IsoDate): boolean {
  return hasUnits(availability, date) === true && hasUnits(availability, shiftDay(date, -1)) === false;
}

/**
 * Whether a chosen range can be accepted (01 §4.8, §5.4): at least one
 * night; no day from check-in to check-out is blocked (each has
 * availability or its previous day has); and no check-in-only day falls
 * inside the range other than the start (the check-out day included). With
 * every month loaded this is exactly "every night has availability".
 * @example isRangeAvailable({ 2027: { 3: { 1: 1, 2: 1, 3: 0 } } }, '2027-03-01', '2027-03-03') // true
 */
export function isRangeAvailable(availability: DayAvailability | null | undefined, from: IsoDate, to: IsoDate): boolean {
  const length = daysBetween(from, to);
  if (length < 1) return false;
  for (let i = 0; i <= length; i++) {
    const date = shiftDay(from, i);
    if (isBlockedDay(availability, date)) return false;
    if (i > 0 && isCheckInOnlyDay(availability, date)) return false;
  }
  return true;
}

/**
 * The last day the calendar offers: 730 days after today.
 * @example calendarLastDay('2027-03-01') // '2029-02-28'
 */
export const calendarLastDay = (today: IsoDate): IsoDate => shiftDay(today, CALENDAR_DAYS_AHEAD);

/**
 * Whether a day can be picked at all (01 §5.4): not before today and not
 * beyond the two-year horizon.
 * @example isDayInCalendar('2027-02-28', '2027-03-01') // false
 */
export function isDayInCalendar(date: IsoDate, today: IsoDate): boolean {
  return date >= today && date <= calendarLastDay(today);
}

const monthNumber = (year: number, month: number): number => year * 12 + (month - 1);

/**
 * Whether a month's availability is fetched (01 §5.4): not when it is
 * earlier than the previous calendar month (the previous month is needed
 * for the first day's "previous day"), nor when it starts after the
 * calendar's last day.
 * @example shouldFetchMonth(2027, 2, '2027-03-15') // true
 * @example shouldFetchMonth(2027, 1, '2027-03-15') // false
 */
export function shouldFetchMonth(year: number, month: number, today: IsoDate): boolean {
  const now = dayParts(today);
  const last = dayParts(calendarLastDay(today));
  const wanted = monthNumber(year, month);
  return wanted >= monthNumber(now.year, now.month) - 1 && wanted <= monthNumber(last.year, last.month);
}

/**
 * The months to fetch to show one month: the month before (for its first
 * day's previous day) and the month itself, less those not fetched and
 * those already loaded.
 * @example monthsToFetch(2027, 3, '2027-03-10', {}) // [{ year: 2027, month: 2 }, { year: 2027, month: 3 }]
 */
export function monthsToFetch(year: number, month: number, today: IsoDate, loaded: DayAvailability | null | undefined): { year: number; month: number }[] {
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  return [previous, { year, month }].filter((m) => shouldFetchMonth(m.year, m.month, today) && loaded?.[m.year]?.[m.month] === undefined);
}

/**
 * The availability with one month's answer stored (a new object; the old
 * one is untouched).
 * @example withMonth({}, 2027, 3, { 1: 2, 2: 0 }) // { 2027: { 3: { 1: 2, 2: 0 } } }
 */
export function withMonth(availability: DayAvailability | null | undefined, year: number, month: number, days: Record<number, number>): DayAvailability {
  return { ...availability, [year]: { ...availability?.[year], [month]: { ...days } } };
}

/**
 * The check-out-only days from `from` to `to` inclusive, for highlighting.
 * @example checkOutOnlyDays({ 2027: { 3: { 1: 1, 2: 0 } } }, '2027-03-01', '2027-03-02') // ['2027-03-02']
 */
export function checkOutOnlyDays(availability: DayAvailability | null | undefined, from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = from; date <= to; date = shiftDay(date, 1)) {
    if (isCheckOutOnlyDay(availability, date)) days.push(date);
  }
  return days;
}

/**
 * The blocked days from `from` to `to` inclusive: what the picker disables
 * once a start is chosen (01 §4.8).
 * @example blockedDays({ 2027: { 3: { 1: 0, 2: 0 } } }, '2027-03-02', '2027-03-02') // ['2027-03-02']
 */
export function blockedDays(availability: DayAvailability | null | undefined, from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let date = from; date <= to; date = shiftDay(date, 1)) {
    if (isBlockedDay(availability, date)) days.push(date);
  }
  return days;
}
