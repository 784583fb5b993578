/**
 * The API's day helpers (server/dates.ts): the property's current day and
 * the instant a day starts, kept once computed, as Temporal computes them,
 * across midnight and on daylight-saving days.
 */
import { describe, expect, it } from 'vitest';
import { todayIn, zonedMidnight } from '../../../server/dates.ts';

const at = (iso: string) => new Date(iso);

/** Asks for each instant's day in turn (the order matters: each answer may be the day kept from the one before). */
const expectDays = (asked: [timeZone: string, instant: string, day: string][]) => {
  for (const [timeZone, instant, day] of asked) expect(todayIn(timeZone, at(instant)), `${timeZone} ${instant}`).toBe(day);
};

describe('todayIn', () => {
  it("turns at the property's midnight, asked forwards and backwards in time", () => {
    expectDays([
      ['Europe/Zagreb', '2025-06-30T21:59:59.999Z', '2025-06-30'],
      ['Europe/Zagreb', '2025-06-30T22:00:00.000Z', '2025-07-01'],
      ['Europe/Zagreb', '2025-07-01T21:59:59.999Z', '2025-07-01'],
      // A clock set back (a test's, a request's own `now`) gets its own day, not the one kept.
      ['Europe/Zagreb', '2025-06-30T12:00:00.000Z', '2025-06-30'],
      ['Europe/Zagreb', '2025-07-01T22:00:00.000Z', '2025-07-02'],
      // Each time zone its own day at one instant.
      ['America/New_York', '2025-07-01T22:00:00.000Z', '2025-07-01'],
      ['Pacific/Kiritimati', '2025-07-01T22:00:00.000Z', '2025-07-02'],
    ]);
  });

  it('keeps a 23-hour and a 25-hour day exactly', () => {
    expectDays([
      // 30 March 2025 in Zagreb starts at 23:00 UTC the day before and ends at 22:00 UTC.
      ['Europe/Zagreb', '2025-03-29T23:00:00.000Z', '2025-03-30'],
      ['Europe/Zagreb', '2025-03-30T21:59:59.999Z', '2025-03-30'],
      ['Europe/Zagreb', '2025-03-30T22:00:00.000Z', '2025-03-31'],
      // 26 October 2025 starts at 22:00 UTC the day before and ends at 23:00 UTC.
      ['Europe/Zagreb', '2025-10-25T22:00:00.000Z', '2025-10-26'],
      ['Europe/Zagreb', '2025-10-26T22:59:59.999Z', '2025-10-26'],
      ['Europe/Zagreb', '2025-10-26T23:00:00.000Z', '2025-10-27'],
    ]);
  });
});

describe('zonedMidnight', () => {
  it('gives the instant a day starts, the same when asked again', () => {
    expect(new Date(zonedMidnight('2025-07-01', 'Europe/Zagreb')).toISOString()).toBe('2025-06-30T22:00:00.000Z');
    expect(new Date(zonedMidnight('2025-07-01', 'Europe/Zagreb')).toISOString()).toBe('2025-06-30T22:00:00.000Z');
    expect(new Date(zonedMidnight('2025-07-01', 'America/New_York')).toISOString()).toBe('2025-07-01T04:00:00.000Z');
    expect(zonedMidnight('2025-10-27', 'Europe/Zagreb') - zonedMidnight('2025-10-26', 'Europe/Zagreb')).toBe(25 * 3_600_000);
  });

  it('refuses a time zone that does not exist, each time', () => {
    expect(() => zonedMidnight('2025-07-01', 'Mars/Olympus_Mons')).toThrow();
    expect(() => zonedMidnight('2025-07-01', 'Mars/Olympus_Mons')).toThrow();
  });
});
