import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDayMonth, shortMonthName, today, weekdayName } from '../../../src/lib/format/dates.ts';
import { cancellationDeadline } from '../../../src/lib/pricing/policy-texts.ts';
import { dateCard } from '../../../src/lib/checkout/receipt-summary.ts';
import { LOCALES } from '../../../src/lib/types.ts';
import { providePageCalendar } from '../../../src/lib/format/page-calendar.ts';
import {
  isPageCalendar,
  offsetAt,
  pageCalendar,
  PAGE_OFFSET_YEARS,
  shortMonthNames,
  weekdayNames,
  zoneOffsetMinutes,
  zoneOffsets,
} from '../../../src/lib/format/zone-calendar.ts';

const at = (iso: string) => Date.parse(iso);
const YEAR_MS = 365 * 86_400_000;

describe('zone offsets computed at build time', () => {
  it('finds Zagreb’s summer time changes to the minute (last Sundays of March and October, 01:00 UTC)', () => {
    const table = zoneOffsets('Europe/Zagreb', at('2026-11-22T00:00:00Z'), at('2028-01-01T00:00:00Z'));
    expect(table.changes).toEqual([
      [at('2026-11-22T00:00:00Z'), 60],
      [at('2027-03-28T01:00:00Z'), 120],
      [at('2027-10-31T01:00:00Z'), 60],
    ]);
  });

  it('keeps zones with quarter-hour offsets and southern summers', () => {
    expect(zoneOffsetMinutes('Asia/Kathmandu', at('2026-07-01T00:00:00Z'))).toBe(345);
    const sydney = zoneOffsets('Australia/Sydney', at('2026-06-01T00:00:00Z'), at('2027-06-01T00:00:00Z'));
    expect(sydney.changes.map(([, minutes]) => minutes)).toEqual([600, 660, 600]);
    expect(sydney.changes[1][0]).toBe(at('2026-10-03T16:00:00Z'));
  });

  it('answers only inside its range', () => {
    const table = zoneOffsets('Europe/Zagreb', at('2026-11-22T00:00:00Z'), at('2027-11-22T00:00:00Z'));
    expect(offsetAt(table, at('2026-11-21T23:59:59Z'))).toBeNull();
    expect(offsetAt(table, at('2026-11-22T00:00:00Z'))).toBe(60);
    expect(offsetAt(table, at('2027-03-28T00:59:59Z'))).toBe(60);
    expect(offsetAt(table, at('2027-03-28T01:00:00Z'))).toBe(120);
    expect(offsetAt(table, at('2027-11-22T00:00:00Z'))).toBeNull();
  });

  it('gives the month names formatDayMonth shows', () => {
    expect(shortMonthNames('en')).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']);
    expect(shortMonthNames('de')[2]).toBe('Mär');
  });

  it('gives the weekday names, Sunday first', () => {
    expect(weekdayNames('en', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('hr', 'long')[1]).toBe('ponedjeljak');
  });

  it('a page carries its zone for the coming years and its language’s months', () => {
    const facts = pageCalendar('Europe/Zagreb', 'hr', at('2026-11-22T12:00:00Z'));
    expect(facts.offsets.from).toBeLessThanOrEqual(at('2026-11-22T00:00:00Z'));
    expect(facts.offsets.until - facts.offsets.from).toBeGreaterThanOrEqual(PAGE_OFFSET_YEARS * YEAR_MS - 86_400_000);
    expect(facts.offsets.changes).toHaveLength(1 + 2 * PAGE_OFFSET_YEARS);
    expect(facts.monthsShort).toEqual(shortMonthNames('hr'));
    expect(isPageCalendar(JSON.parse(JSON.stringify(facts)))).toBe(true);
  });

  it('refuses embedded facts of another shape', () => {
    const facts = pageCalendar('Europe/Zagreb', 'en', at('2026-11-22T12:00:00Z'));
    expect(isPageCalendar(null)).toBe(false);
    expect(isPageCalendar({ ...facts, monthsShort: ['Jan'] })).toBe(false);
    expect(isPageCalendar({ ...facts, weekdaysLong: undefined })).toBe(false);
    expect(isPageCalendar({ ...facts, offsets: { ...facts.offsets, changes: [] } })).toBe(false);
    expect(isPageCalendar({ ...facts, offsets: { ...facts.offsets, changes: [['x', 60]] } })).toBe(false);
    expect(isPageCalendar({ ...facts, offsets: { ...facts.offsets, from: '0' } })).toBe(false);
  });
});

describe('today and D MMM from the page’s facts', () => {
  afterEach(() => providePageCalendar(undefined));

  it('today in the page’s zone is the day Intl gives, at any instant the table covers', () => {
    const built = at('2026-11-22T12:00:00Z');
    for (const zone of ['Europe/Zagreb', 'America/New_York', 'Asia/Kathmandu', 'Australia/Lord_Howe']) {
      const facts = pageCalendar(zone, 'en', built);
      fc.assert(
        fc.property(fc.integer({ min: facts.offsets.from, max: facts.offsets.until - 1 }), (instant) => {
          providePageCalendar(null);
          const byIntl = today(zone, new Date(instant));
          providePageCalendar(facts);
          expect(today(zone, new Date(instant))).toBe(byIntl);
        }),
        { numRuns: 300 },
      );
    }
  });

  it('around midnight and the changes of summer time in Zagreb', () => {
    providePageCalendar(pageCalendar('Europe/Zagreb', 'en', at('2026-11-22T12:00:00Z')));
    expect(today('Europe/Zagreb', new Date('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(today('Europe/Zagreb', new Date('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(today('Europe/Zagreb', new Date('2027-07-01T21:59:59Z'))).toBe('2027-07-01');
    expect(today('Europe/Zagreb', new Date('2027-07-01T22:00:00Z'))).toBe('2027-07-02');
  });

  it('another zone, or an instant past the table, is asked of Intl', () => {
    const facts = pageCalendar('Europe/Zagreb', 'en', at('2026-11-22T12:00:00Z'));
    providePageCalendar(facts);
    expect(today('America/New_York', new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
    expect(today('Europe/Zagreb', new Date(facts.offsets.until + 3_600_000))).toBe(new Date(facts.offsets.until + 7_200_000).toISOString().slice(0, 10));
  });

  it('the summary’s date cards and stay weekdays read the same from the page’s names as from Intl, in every language', () => {
    for (const locale of LOCALES) {
      for (const date of ['2027-01-03', '2027-02-15', '2027-06-18', '2027-11-27']) {
        providePageCalendar(null);
        const byIntl = [dateCard(date, locale), weekdayName(date, locale, 'long'), shortMonthName(date, locale)];
        providePageCalendar(pageCalendar('Europe/Zagreb', locale, at('2026-11-22T12:00:00Z')));
        expect([dateCard(date, locale), weekdayName(date, locale, 'long'), shortMonthName(date, locale)]).toEqual(byIntl);
      }
    }
  });

  it('the cancellation deadline on the property’s clock is the same from the page’s offsets as from Intl', () => {
    const facts = pageCalendar('Europe/Zagreb', 'en', at('2026-11-22T12:00:00Z'));
    fc.assert(
      fc.property(fc.integer({ min: facts.offsets.from, max: facts.offsets.until - 1 }), fc.integer({ min: 0, max: 30 }), (instant, days) => {
        const arrival = new Date(instant + 20 * 86_400_000).toISOString().slice(0, 10);
        providePageCalendar(null);
        const byIntl = cancellationDeadline(arrival, days, new Date(instant), 'Europe/Zagreb');
        providePageCalendar(facts);
        expect(cancellationDeadline(arrival, days, new Date(instant), 'Europe/Zagreb')).toEqual(byIntl);
      }),
      { numRuns: 300 },
    );
    // Either side of the deadline of a summer arrival: 23:59 on 16 July on the property's clock (UTC+2) is 21:59 UTC.
    providePageCalendar(facts);
    expect(cancellationDeadline('2027-07-24', 7, new Date('2027-07-16T21:59:30Z'), 'Europe/Zagreb').passed).toBe(false);
    expect(cancellationDeadline('2027-07-24', 7, new Date('2027-07-16T22:00:00Z'), 'Europe/Zagreb').passed).toBe(true);
  });

  it('D MMM uses the page language’s names, and Intl for another language', () => {
    providePageCalendar({ ...pageCalendar('Europe/Zagreb', 'de', at('2026-11-22T12:00:00Z')) });
    expect(formatDayMonth('2026-03-09', 'de')).toBe('9. März');
    expect(formatDayMonth('2026-07-01', 'en')).toBe('1 Jul');
    for (const locale of LOCALES) {
      providePageCalendar(pageCalendar('Europe/Zagreb', locale, at('2026-11-22T12:00:00Z')));
      for (const month of ['01', '05', '09', '12']) {
        const date = `2027-${month}-15`;
        const fromFacts = formatDayMonth(date, locale);
        providePageCalendar(null);
        expect(fromFacts).toBe(formatDayMonth(date, locale));
        providePageCalendar(pageCalendar('Europe/Zagreb', locale, at('2026-11-22T12:00:00Z')));
      }
    }
  });
});
