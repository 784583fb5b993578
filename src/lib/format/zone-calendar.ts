/**
 * What a page needs of the calendar without building an
 * `Intl.DateTimeFormat` in the guest's browser: the first one a page builds
 * costs 30–70 ms of main thread (ICU's date data), inside the page's first
 * long task on a phone. The build computes, with Node's ICU, the property's
 * UTC offsets over the coming years and the month abbreviations of the
 * page's language; `dates.ts` uses them when they cover what it is asked,
 * and Intl otherwise (another zone, another language, an instant outside
 * the table).
 */

/** A zone's UTC offsets: from `from` until `until` (ms since the epoch), `changes[i] = [instant, offset minutes]` in time order, the first at `from`. */
export interface ZoneOffsets {
  zone: string;
  from: number;
  until: number;
  changes: [number, number][];
}

/** What the frame embeds in each page (see `PAGE_CALENDAR_ELEMENT_ID`). */
export interface PageCalendar {
  offsets: ZoneOffsets;
  /** The page's language, its twelve short month names (January first) and its weekday names, short and long (Sunday first, as `getUTCDay` counts). */
  locale: string;
  monthsShort: string[];
  weekdaysShort: string[];
  weekdaysLong: string[];
  /** A day and month as the language writes them ('13. velj.', '7. Feb.', '7 Feb'): `dayMonthNames`. */
  dayMonth: DayMonthNames;
}

/** What goes between a day's number and its month, and the twelve months as they follow a day. */
export interface DayMonthNames {
  separator: string;
  months: string[];
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A zone's UTC offset at an instant, in minutes (east positive), by Intl.
 * @example zoneOffsetMinutes('Europe/Zagreb', Date.UTC(2026, 6, 1)) // 120
 */
export function zoneOffsetMinutes(zone: string, instant: number): number {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormats.set(zone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / MINUTE_MS);
}

/**
 * The offsets of a zone between two instants, to the minute of each
 * change: sampled daily (zones change at most once a day), each change
 * then narrowed down by halving the day it falls in.
 */
export function zoneOffsets(zone: string, from: number, until: number): ZoneOffsets {
  const start = Math.floor(from / MINUTE_MS) * MINUTE_MS;
  const changes: [number, number][] = [[start, zoneOffsetMinutes(zone, start)]];
  let previous = start;
  for (let day = start + DAY_MS; previous < until; day += DAY_MS) {
    const at = Math.min(day, until);
    const offset = zoneOffsetMinutes(zone, at);
    if (offset !== changes[changes.length - 1][1]) {
      // The first minute with the new offset lies in (previous, at].
      let low = previous;
      let high = at;
      while (high - low > MINUTE_MS) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
        if (zoneOffsetMinutes(zone, middle) === offset) high = middle;
        else low = middle;
      }
      changes.push([high, offset]);
    }
    previous = at;
  }
  return { zone, from: start, until, changes };
}

/** The offset in minutes at an instant the table covers, or null outside it. */
export function offsetAt(table: ZoneOffsets, instant: number): number | null {
  if (instant < table.from || instant >= table.until) return null;
  let offset = table.changes[0][1];
  for (const [at, minutes] of table.changes) {
    if (at > instant) break;
    offset = minutes;
  }
  return offset;
}

/**
 * A language's twelve short month names, as `formatDayMonth` shows them.
 * @example shortMonthNames('en')[0] // 'Jan'
 */
export function shortMonthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => abbreviated(format.format(new Date(Date.UTC(2026, month, 1))), locale));
}

/**
 * A month's or a weekday's abbreviation as the language writes it:
 * Croatian ends its abbreviations with a dot ('sij.', 'pon.'), which Intl
 * leaves out.
 * @example abbreviated('sij', 'hr') // 'sij.'
 */
export function abbreviated(name: string, locale: string): string {
  return locale === 'hr' && !name.endsWith('.') ? `${name}.` : name;
}

/**
 * A day and its month as each language writes them (Intl's own order of
 * parts, day first in every language of the product): '13. velj.' (hr,
 * whose abbreviations end with a dot, which Intl leaves out), '13. 2.' (cs),
 * '13. Feb.' (de), '13. feb.' (sl), '13 févr.' (fr), '13 thg 2' (vi), and in
 * English the British '13 Feb' the spec's examples use.
 * @example dayMonthNames('hr').months[1] // 'velj.'
 */
export function dayMonthNames(locale: string): DayMonthNames {
  let names = dayMonthCache.get(locale);
  if (!names) {
    names = readDayMonthNames(locale);
    dayMonthCache.set(locale, names);
  }
  return names;
}

const dayMonthCache = new Map<string, DayMonthNames>();

function readDayMonthNames(locale: string): DayMonthNames {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  let separator = ' ';
  const months = Array.from({ length: 12 }, (_, month) => {
    const parts = format.formatToParts(new Date(Date.UTC(2026, month, 13)));
    const at = parts.findIndex((part) => part.type === 'month');
    const day = parts.findIndex((part) => part.type === 'day');
    if (day >= 0 && at === day + 2) separator = parts[day + 1].value;
    // What follows the month ('2' then '.' in Czech) belongs to it.
    const name = parts
      .slice(at)
      .map((part) => part.value)
      .join('');
    return abbreviated(name, locale);
  });
  return { separator, months };
}

/**
 * A language's seven weekday names, Sunday first, as the summary's date
 * cards and stay dates show them.
 * @example weekdayNames('en', 'short')[5] // 'Fri'
 */
export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2026-03-01 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => {
    const name = format.format(new Date(Date.UTC(2026, 2, 1 + day)));
    return width === 'short' ? abbreviated(name, locale) : name;
  });
}

/** How far ahead a built page knows its property's offsets: pages are rebuilt whenever the property's settings change, and past this Intl answers. */
export const PAGE_OFFSET_YEARS = 10;

/** The calendar facts a page of `locale` for a property in `zone` embeds, built at `now`. */
export function pageCalendar(zone: string, locale: string, now: number): PageCalendar {
  // From a day back: a page built just before midnight is still right at its first load.
  return { offsets: cachedOffsets(zone, now - DAY_MS), locale, ...cachedNames(locale) };
}

const offsetCache = new Map<string, ZoneOffsets>();
const nameCache = new Map<string, Pick<PageCalendar, 'monthsShort' | 'weekdaysShort' | 'weekdaysLong' | 'dayMonth'>>();

/** One table per zone and build day: a build of many pages computes each zone once. */
function cachedOffsets(zone: string, from: number): ZoneOffsets {
  const day = Math.floor(from / DAY_MS) * DAY_MS;
  const key = `${zone}|${day}`;
  let table = offsetCache.get(key);
  if (!table) {
    table = zoneOffsets(zone, day, day + PAGE_OFFSET_YEARS * 365 * DAY_MS);
    offsetCache.set(key, table);
  }
  return table;
}

function cachedNames(locale: string): Pick<PageCalendar, 'monthsShort' | 'weekdaysShort' | 'weekdaysLong' | 'dayMonth'> {
  let names = nameCache.get(locale);
  if (!names) {
    names = {
      monthsShort: shortMonthNames(locale),
      weekdaysShort: weekdayNames(locale, 'short'),
      weekdaysLong: weekdayNames(locale, 'long'),
      dayMonth: dayMonthNames(locale),
    };
    nameCache.set(locale, names);
  }
  return names;
}

/** Whether a parsed value has the shape of a `PageCalendar` (embedded JSON is read defensively). */
export function isPageCalendar(value: unknown): value is PageCalendar {
  if (!value || typeof value !== 'object') return false;
  const facts = value as Partial<PageCalendar>;
  const offsets = facts.offsets as Partial<ZoneOffsets> | undefined;
  const names = (list: unknown, length: number) => Array.isArray(list) && list.length === length && list.every((name) => typeof name === 'string');
  return (
    typeof facts.locale === 'string' &&
    names(facts.monthsShort, 12) &&
    names(facts.weekdaysShort, 7) &&
    names(facts.weekdaysLong, 7) &&
    !!facts.dayMonth &&
    typeof facts.dayMonth.separator === 'string' &&
    names(facts.dayMonth.months, 12) &&
    !!offsets &&
    typeof offsets.zone === 'string' &&
    typeof offsets.from === 'number' &&
    typeof offsets.until === 'number' &&
    Array.isArray(offsets.changes) &&
    offsets.changes.length > 0 &&
    offsets.changes.every((change) => Array.isArray(change) && change.length === 2 && change.every((n) => typeof n === 'number' && Number.isFinite(n)))
  );
}
