import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesAsWritten,
  formatDashed,
  formatDayMonth,
  formatDotted,
  isoDateToUnix,
  nightsBetween,
  today,
  unixToIsoDate,
} from '../../../src/lib/format/dates.ts';

describe('dates (01 §9.1, §9.6)', () => {
  it('formats DD-MM-YYYY, DD.MM.YYYY and D MMM', () => {
    expect(formatDashed('2026-07-01')).toBe('01-07-2026');
    expect(formatDotted('2026-12-31')).toBe('31.12.2026');
    expect(formatDayMonth('2026-07-01', 'en')).toBe('1 Jul');
    expect(formatDayMonth('2026-03-09', 'de')).toBe('9. März');
  });
  it('writes a day and its month as each of the 11 languages does: ordinal dots, its own abbreviations', () => {
    const written = (locale: string) => ['2027-02-13', '2027-05-07', '2027-09-07'].map((date) => formatDayMonth(date, locale));
    expect(written('hr')).toEqual(['13. velj.', '7. svi.', '7. ruj.']);
    expect(written('en')).toEqual(['13 Feb', '7 May', '7 Sept']);
    expect(written('cs')).toEqual(['13. 2.', '7. 5.', '7. 9.']);
    expect(written('de')).toEqual(['13. Feb.', '7. Mai', '7. Sept.']);
    expect(written('es')).toEqual(['13 feb', '7 may', '7 sept']);
    expect(written('fr')).toEqual(['13 févr.', '7 mai', '7 sept.']);
    expect(written('it')).toEqual(['13 feb', '7 mag', '7 set']);
    expect(written('vi')).toEqual(['13 thg 2', '7 thg 5', '7 thg 9']);
    expect(written('el')).toEqual(['13 Φεβ', '7 Μαΐ', '7 Σεπ']);
    expect(written('pl')).toEqual(['13 lut', '7 maj', '7 wrz']);
    expect(written('sl')).toEqual(['13. feb.', '7. maj', '7. sep.']);
  });
  it('ends a Croatian numeric date with a dot, in a formatted date and in a translated text', () => {
    expect(formatDotted('2027-01-31', 'hr')).toBe('31.01.2027.');
    expect(formatDotted('2027-01-31', 'de')).toBe('31.01.2027');
    expect(datesAsWritten('Besplatno otkazivanje do 02.03.2027 u 23:59', 'hr')).toBe('Besplatno otkazivanje do 02.03.2027. u 23:59');
    expect(datesAsWritten('do 02.03.2027.', 'hr')).toBe('do 02.03.2027.');
    expect(datesAsWritten('until 02.03.2027 at 23:59', 'en')).toBe('until 02.03.2027 at 23:59');
  });
  it('counts nights as days between from and to, across months and leap days', () => {
    expect(nightsBetween('2026-07-01', '2026-07-04')).toBe(3);
    expect(nightsBetween('2028-02-27', '2028-03-01')).toBe(3);
    expect(nightsBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
  it('converts between unix seconds at UTC midnight and calendar dates', () => {
    expect(isoDateToUnix('2026-07-01')).toBe(1782864000);
    expect(unixToIsoDate(1782864000)).toBe('2026-07-01');
    expect(unixToIsoDate(1782864000 + 86399)).toBe('2026-07-01');
  });
  it('adds days across month ends', () => {
    expect(addDays('2026-07-30', 3)).toBe('2026-08-02');
  });
});

describe('today at the property', () => {
  it('is the calendar day in the property time zone', () => {
    expect(today('Europe/Zagreb', new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(today('UTC', new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-01');
    expect(today('America/New_York', new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31');
  });
});
