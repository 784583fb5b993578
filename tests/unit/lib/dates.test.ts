import { describe, expect, it } from 'vitest';
import { addDays, formatDashed, formatDayMonth, formatDotted, isoDateToUnix, nightsBetween, today, unixToIsoDate } from '../../../src/lib/format/dates.ts';

describe('dates (01 §9.1, §9.6)', () => {
  it('formats DD-MM-YYYY, DD.MM.YYYY and D MMM', () => {
    expect(formatDashed('2026-07-01')).toBe('01-07-2026');
    expect(formatDotted('2026-12-31')).toBe('31.12.2026');
    expect(formatDayMonth('2026-07-01', 'en')).toBe('1 Jul');
    expect(formatDayMonth('2026-03-09', 'de')).toBe('9 Mär');
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
