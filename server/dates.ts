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

/** Each time zone's current day and the instants it starts and ends: every request asks, Temporal takes microseconds. */
const todays = new Map<string, { date: string; from: number; until: number }>();
/** Midnights computed, by time zone and date: the searches of a few properties ask for the same few hundred days. */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 8192;

/**
 * The calendar date at `now` in a time zone.
 * @example todayIn('Europe/Zagreb', new Date('2025-06-30T23:30:00Z')) // '2025-07-01'
 */
export function todayIn(timeZone: string, now: Date): string {
  const time = now.getTime();
  const kept = todays.get(timeZone);
  if (kept && time >= kept.from && time < kept.until) return kept.date;
  const date = today(timeZone, now);
  // The day holds from its local midnight to the next (23 or 25 hours on daylight-saving days).
  todays.set(timeZone, { date, from: zonedMidnight(date, timeZone), until: zonedMidnight(addDays(date, 1), timeZone) });
  return date;
}

/**
 * The instant (ms) of local midnight starting `date` in a time zone, also
 * on daylight-saving days.
 * @example new Date(zonedMidnight('2025-07-01', 'Europe/Zagreb')).toISOString() // '2025-06-30T22:00:00.000Z'
 */
export function zonedMidnight(date: string, timeZone: string): number {
  const key = `${timeZone} ${date}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    instant = Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
    midnights.set(key, instant);
  }
  return instant;
}
