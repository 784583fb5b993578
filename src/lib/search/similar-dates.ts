/**
 * 'See similar dates' for an unavailable unit type (01 §2.8 reading B,
 * §9.3), and the check-out-only notice, from the unit type's per-day
 * availability (01 §3.12).
 */
import { availableOn, calendarLastDay, daysBetween, isCheckOutOnlyDay, shiftDay, type DayAvailability } from './calendar.ts';
import type { IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';

/** Suggestions start at most this many days before or after the searched check-in (01 §9.3). */
export const SIMILAR_DATES_WINDOW_DAYS = 15;
/** At most this many suggestions (01 §9.3). */
export const SIMILAR_DATES_MAX = 2;

/** A suggested stay. */
export interface SimilarDateRange {
  from: IsoDate;
  to: IsoDate;
  nights: number;
  /** One night shorter than the search. */
  partial: boolean;
}

export interface SimilarDatesOptions {
  /** Units every night must have; the searched rooms (default 1). */
  minUnits?: number;
  /** Default 2. */
  max?: number;
  /** Default 15. */
  windowDays?: number;
}

/**
 * Up to 2 stays close to the searched one that the unit type can take
 * (01 §9.3). Candidates start within 15 days before or after the searched
 * check-in; full-length stays come first, then stays one night shorter
 * ('partial'); within each group the nearest start comes first, the
 * earlier on a tie. Stays starting before today or ending after the
 * calendar's last day, and the current selection, are left out. Every
 * night must have at least `minUnits` units; a night whose month is not
 * loaded counts as unavailable, so nothing is suggested on a guess.
 * @example similarDates(availability, { from: '2027-03-10', to: '2027-03-13' }, '2027-03-01') // [{ from: '2027-03-11', to: '2027-03-14', nights: 3, partial: false }, …]
 */
export function similarDates(
  availability: DayAvailability | null | undefined,
  search: { from: IsoDate; to: IsoDate },
  today: IsoDate,
  options: SimilarDatesOptions = {},
): SimilarDateRange[] {
  const nights = daysBetween(search.from, search.to);
  const max = options.max ?? SIMILAR_DATES_MAX;
  const window = options.windowDays ?? SIMILAR_DATES_WINDOW_DAYS;
  const minUnits = Math.max(1, options.minUnits ?? 1);
  const lastDay = calendarLastDay(today);
  const offsets = [0];
  for (let k = 1; k <= window; k++) offsets.push(-k, k);

  const free = (from: IsoDate, length: number): boolean => {
    for (let i = 0; i < length; i++) {
      const count = availableOn(availability, shiftDay(from, i));
      if (count === null || count < minUnits) return false;
    }
    return true;
  };

  const found: SimilarDateRange[] = [];
  for (const length of [nights, nights - 1]) {
    if (length < 1) continue;
    const partial = length < nights;
    for (const offset of offsets) {
      if (found.length >= max) return found;
      const from = shiftDay(search.from, offset);
      const to = shiftDay(from, length);
      if (from < today || to > lastDay) continue;
      if (from === search.from && to === search.to) continue;
      if (free(from, length)) found.push({ from, to, nights: length, partial });
    }
  }
  return found.slice(0, max);
}

/**
 * '{date} is check out day only' (01 §2.8, §8): the first night of the
 * chosen stay that is a check-out-only day (no availability while the day
 * before has some), or null. The date token is the ISO date; the island
 * formats it before translating.
 * @example checkOutOnlyNotice({ 2027: { 3: { 9: 1, 10: 0 } } }, '2027-03-10', '2027-03-12') // { key: '%date% is check out day only', tokens: { date: '2027-03-10' } }
 */
export function checkOutOnlyNotice(availability: DayAvailability | null | undefined, from: IsoDate, to: IsoDate): Message | null {
  for (let date = from; date < to; date = shiftDay(date, 1)) {
    if (isCheckOutOnlyDay(availability, date)) return message('%date% is check out day only', { date });
  }
  return null;
}
