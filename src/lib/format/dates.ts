/**
 * Dates of a stay are calendar dates without a time zone: the wire carries
 * them as unix seconds at UTC midnight or as ISO `YYYY-MM-DD`. Calendar
 * arithmetic on UTC midnights has no daylight-saving gaps, so plain `Date`
 * in UTC is exact here; the guest's browser downloads no date library.
 */
import { embeddedPageCalendar } from './page-calendar.ts';
import { abbreviated, dayMonthNames, offsetAt } from './zone-calendar.ts';

export type IsoDate = string;

const DAY_MS = 86_400_000;

/** The calendar parts of an ISO date. @example toPlainDate('2026-07-01').day // 1 */
export function toPlainDate(value: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = value.split('-').map(Number);
  return { year, month, day };
}

const utcMs = (date: IsoDate): number => {
  const { year, month, day } = toPlainDate(date);
  return Date.UTC(year, month - 1, day);
};

const fromUtcMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** @example unixToIsoDate(1782864000) // '2026-07-01' */
export function unixToIsoDate(seconds: number): IsoDate {
  return fromUtcMs(Math.floor(seconds / 86_400) * DAY_MS);
}

/** @example isoDateToUnix('2026-07-01') // 1782864000 */
export function isoDateToUnix(date: IsoDate): number {
  return utcMs(date) / 1000;
}

/**
 * Length of stay: days between from and to (01 §9.6).
 * @example nightsBetween('2026-07-01', '2026-07-04') // 3
 */
export function nightsBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** @example addDays('2026-07-30', 3) // '2026-08-02' */
export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(utcMs(date) + days * DAY_MS);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** DD-MM-YYYY (01 §9.1). @example formatDashed('2026-07-01') // '01-07-2026' */
export function formatDashed(date: IsoDate): string {
  const d = toPlainDate(date);
  return `${pad(d.day)}-${pad(d.month)}-${pad(d.year, 4)}`;
}

/**
 * DD.MM.YYYY (01 §9.1, 02 §9.2). Croatian ends a numeric date with a dot as
 * well ('31.01.2027.'): with `locale` 'hr' it has one. Forms that read a
 * typed date (a date of birth) use the spec's form without a locale.
 * @example formatDotted('2026-07-01') // '01.07.2026'
 * @example formatDotted('2026-07-01', 'hr') // '01.07.2026.'
 */
export function formatDotted(date: IsoDate, locale?: string): string {
  const d = toPlainDate(date);
  const dotted = `${pad(d.day)}.${pad(d.month)}.${pad(d.year, 4)}`;
  return locale && FINAL_DOT.has(locale) ? `${dotted}.` : dotted;
}

/** Languages whose numeric dates end with a dot ('31.01.2027.'): the one rule `formatDotted` and `datesAsWritten` follow. */
const FINAL_DOT: ReadonlySet<string> = new Set(['hr']);

/**
 * The numeric dates in a translated text as its language writes them: a
 * Croatian date ends with a dot ('do 02.03.2027. u 23:59'), unless the text
 * already puts one after it. Every translated text goes through this.
 * @example datesAsWritten('do 02.03.2027 u 23:59', 'hr') // 'do 02.03.2027. u 23:59'
 */
export function datesAsWritten(text: string, locale: string): string {
  if (!FINAL_DOT.has(locale)) return text;
  return text.replace(/(?<![\d.])(\d{1,2}\.\d{1,2}\.\d{4})(?![\d.])/g, '$1.');
}

/**
 * A day and its month, abbreviated, as the interface language writes them
 * (01 §9.1 'D MMM'; `dayMonthNames`).
 * @example formatDayMonth('2026-07-01', 'en') // '1 Jul'
 * @example formatDayMonth('2027-02-13', 'hr') // '13. velj.'
 * @example formatDayMonth('2027-02-07', 'de') // '7. Feb.'
 */
export function formatDayMonth(date: IsoDate, locale: string): string {
  // The page's own language is known without Intl (zone-calendar.ts).
  const page = embeddedPageCalendar();
  const { separator, months } = page?.locale === locale ? page.dayMonth : dayMonthNames(locale);
  const { day, month } = toPlainDate(date);
  return `${day}${separator}${months[month - 1]}`;
}

/**
 * A date's day of the month as the language writes it before its month:
 * with a dot where the day is an ordinal ('12.' in hr, cs, de, sl).
 * @example dayOfMonth('2026-01-12', 'hr') // '12.'
 * @example dayOfMonth('2026-01-12', 'en') // '12'
 */
export function dayOfMonth(date: IsoDate, locale: string): string {
  const page = embeddedPageCalendar();
  const { separator } = page?.locale === locale ? page.dayMonth : dayMonthNames(locale);
  return `${toPlainDate(date).day}${separator.trim()}`;
}

/**
 * A date's month, abbreviated in a language as it is written after a day
 * (the search bar's 'D MMM', `formatDayMonth`: German 'Jan.', 'März');
 * where that is a number (Czech '1.'), its name.
 * @example shortMonthName('2026-07-01', 'en') // 'Jul'
 * @example shortMonthName('2026-01-12', 'hr') // 'sij.'
 * @example shortMonthName('2026-01-12', 'cs') // 'led'
 */
export function shortMonthName(date: IsoDate, locale: string): string {
  // The page's own language is known without Intl (zone-calendar.ts).
  const page = embeddedPageCalendar();
  const own = page?.locale === locale ? page : null;
  const index = toPlainDate(date).month - 1;
  const afterDay = (own ? own.dayMonth : dayMonthNames(locale)).months[index];
  if (!/\d/.test(afterDay)) return afterDay;
  if (own) return own.monthsShort[index];
  return abbreviated(formatter(locale, { month: 'short', timeZone: 'UTC' }).format(new Date(utcMs(date))), locale);
}

/** A date's weekday in a language. @example weekdayName('2026-07-24', 'en', 'long') // 'Friday' */
export function weekdayName(date: IsoDate, locale: string, width: 'short' | 'long'): string {
  const page = embeddedPageCalendar();
  if (page?.locale === locale) return (width === 'short' ? page.weekdaysShort : page.weekdaysLong)[new Date(utcMs(date)).getUTCDay()];
  const name = formatter(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(utcMs(date)));
  return width === 'short' ? abbreviated(name, locale) : name;
}

/**
 * A zone's UTC offset in minutes at an instant, when the page's own table
 * covers it (see zone-calendar.ts); null otherwise, for Intl to answer.
 */
export function pageZoneOffset(timeZone: string | undefined, instant: number): number | null {
  const page = embeddedPageCalendar();
  return page && timeZone === page.offsets.zone ? offsetAt(page.offsets, instant) : null;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build: one per locale and options, kept. */
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Today's date in a time zone (the property's; the guest's browser zone by
 * default), or the day of another instant.
 * @example today('Europe/Zagreb', new Date('2026-07-01T23:30:00Z')) // '2026-07-02'
 */
export function today(timeZone?: string, now: Date = new Date()): IsoDate {
  // The page's own zone is known without Intl (zone-calendar.ts) over the years its table covers.
  const offset = pageZoneOffset(timeZone, now.getTime());
  if (offset !== null) return fromUtcMs(now.getTime() + offset * 60_000);
  const parts = formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
