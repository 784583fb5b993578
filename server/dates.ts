/**
 * Calendar-day helpers on 'YYYY-MM-DD' strings. A stay's dates are the
 * property's local calendar days; they are computed in UTC so that no
 * daylight-saving shift can move a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * True for a real calendar date written as YYYY-MM-DD.
 * @example isIsoDate('2025-02-29') // false
 */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Milliseconds of UTC midnight of the date. */
export function utcMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}

/**
 * Unix seconds of UTC midnight of the date (how the API sends `from`/`to`).
 * @example toUnixSeconds('2025-07-01') // 1751328000
 */
export function toUnixSeconds(date: string): number {
  return utcMs(date) / 1000;
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** @example addDays('2025-12-31', 1) // '2026-01-01' */
export function addDays(date: string, days: number): string {
  return fromMs(utcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (the number of nights of a stay). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** The nights of a stay: every date from `from` up to, not including, `to`. */
export function eachNight(from: string, to: string): string[] {
  const nights: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) nights.push(day);
  return nights;
}

/** Day of the week, 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(utcMs(date)).getUTCDay();
}

function zonedParts(instant: number, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value);
  return out;
}

/**
 * The calendar date at `now` in a time zone.
 * @example todayIn('Europe/Zagreb', new Date('2025-06-30T23:30:00Z')) // '2025-07-01'
 */
export function todayIn(timeZone: string, now: Date): string {
  const p = zonedParts(now.getTime(), timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function offsetMs(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (instant % 1000));
}

/**
 * The instant (ms) of local midnight starting `date` in a time zone.
 * @example new Date(zonedMidnight('2025-07-01', 'Europe/Zagreb')).toISOString() // '2025-06-30T22:00:00.000Z'
 */
export function zonedMidnight(date: string, timeZone: string): number {
  const guess = utcMs(date);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return second;
}
