/**
 * Calendar-day helpers on 'YYYY-MM-DD' strings for the API. A stay's dates
 * are the property's local calendar days; the day arithmetic is the site's
 * own (`src/lib/format/dates.ts`), and only the instant of a wall-clock time in a
 * time zone needs Temporal, which stays on the server.
 */
import { Temporal } from 'temporal-polyfill';
import { addDays, isIsoDate, isoDateToUnix, nightsBetween, today } from '../src/lib/format/dates.ts';

export { addDays, isIsoDate };

/**
 * Unix seconds of UTC midnight of the date (how the API sends `from`/`to`).
 * @example toUnixSeconds('2025-07-01') // 1751328000
 */
export const toUnixSeconds = isoDateToUnix;

/** Whole days from `from` to `to` (the number of nights of a stay). */
export const daysBetween = nightsBetween;

/** The nights of a stay: every date from `from` up to, not including, `to`. */
export function eachNight(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** Day of the week, 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * The calendar date at `now` in a time zone.
 * @example todayIn('Europe/Zagreb', new Date('2025-06-30T23:30:00Z')) // '2025-07-01'
 */
export function todayIn(timeZone: string, now: Date): string {
  return today(timeZone, now);
}

/**
 * The instant (ms) of local midnight starting `date` in a time zone, also
 * on daylight-saving days.
 * @example new Date(zonedMidnight('2025-07-01', 'Europe/Zagreb')).toISOString() // '2025-06-30T22:00:00.000Z'
 */
export function zonedMidnight(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
}
