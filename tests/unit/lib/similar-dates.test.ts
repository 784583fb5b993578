import { describe, expect, it } from 'vitest';
import { shiftDay, withMonth, type DayAvailability } from '../../../src/lib/search/calendar.ts';
import { checkOutOnlyNotice, similarDates } from '../../../src/lib/search/similar-dates.ts';

const TODAY = '2027-03-01';
const day = (offset: number) => shiftDay(TODAY, offset);

/** Availability from today − 31 to today + 90: `count` units everywhere except the given offsets. */
function availability(closed: number[], count = 1, overrides: Record<number, number> = {}): DayAvailability {
  let result: DayAvailability = {};
  const months = new Map<string, Record<number, number>>();
  for (let offset = -31; offset <= 90; offset++) {
    const date = day(offset);
    const key = date.slice(0, 7);
    if (!months.has(key)) months.set(key, {});
    months.get(key)![Number(date.slice(8))] = overrides[offset] ?? (closed.includes(offset) ? 0 : count);
  }
  for (const [key, days] of months) result = withMonth(result, Number(key.slice(0, 4)), Number(key.slice(5)), days);
  return result;
}
const range = (from: number, nights: number) => ({ from: day(from), to: day(from + nights) });

describe('similar dates (01 §2.8 reading B, §9.3)', () => {
  it('suggests up to 2 full-length stays, the nearest first, the earlier on a tie', () => {
    // Searched 20→23; night 21 is sold out, so every stay covering it is out.
    const found = similarDates(availability([21]), range(20, 3), TODAY);
    // Stays avoiding night 21 start on day 18 or earlier, or on day 22 or later: both 2 days away.
    expect(found).toEqual([
      { ...range(18, 3), nights: 3, partial: false },
      { ...range(22, 3), nights: 3, partial: false },
    ]);
  });

  it('leaves out the current selection and puts the earlier of two equally near stays first', () => {
    const found = similarDates(availability([]), range(20, 3), TODAY);
    expect(found.map((r) => r.from)).toEqual([day(19), day(21)]);
  });

  it('falls back to stays one night shorter, marked partial, after the full ones', () => {
    // Only two-night gaps: nights 30–31 free between sold-out stretches.
    const closed = Array.from({ length: 60 }, (_, i) => i).filter((offset) => offset !== 30 && offset !== 31 && offset !== 40 && offset !== 41);
    const found = similarDates(availability(closed), range(32, 3), TODAY);
    expect(found).toEqual([
      { ...range(30, 2), nights: 2, partial: true },
      { ...range(40, 2), nights: 2, partial: true },
    ]);
  });

  it('lists full stays before partial ones even when a partial one is nearer', () => {
    // Free nights: 20–21 (the searched start can take two nights but not three) and 30–32 (one full stay).
    const closed = Array.from({ length: 61 }, (_, i) => i).filter((offset) => ![20, 21, 30, 31, 32].includes(offset));
    expect(similarDates(availability(closed), range(20, 3), TODAY)).toEqual([
      { ...range(30, 3), nights: 3, partial: false },
      { ...range(20, 2), nights: 2, partial: true },
    ]);
  });

  it('stays within 15 days of the searched check-in', () => {
    const closed = Array.from({ length: 80 }, (_, i) => i).filter((offset) => offset < 40 - 15 || offset > 40 + 15 + 5);
    const soldOutAround = closed.concat(Array.from({ length: 31 }, (_, i) => 25 + i));
    expect(similarDates(availability(soldOutAround), range(40, 3), TODAY)).toEqual([]);
    const edge = soldOutAround.filter((offset) => offset < 55 || offset > 57);
    expect(similarDates(availability(edge), range(40, 3), TODAY)).toEqual([
      { ...range(55, 3), nights: 3, partial: false },
      { ...range(55, 2), nights: 2, partial: true },
    ]);
  });

  it('leaves out stays starting before today', () => {
    // Searched 2→5 with nights 2 and 3 sold out: the nearest stays would start yesterday or earlier.
    const found = similarDates(availability([2, 3]), range(2, 3), TODAY);
    expect(found.every((r) => r.from >= TODAY)).toBe(true);
    expect(found.map((r) => r.from)).toEqual([day(4), day(5)]);
    // Only the days before today are free: nothing to suggest.
    expect(similarDates(availability(Array.from({ length: 41 }, (_, i) => i)), range(1, 2), TODAY)).toEqual([]);
  });

  it('requires the searched number of units every night', () => {
    const data = availability([], 1, { 24: 2, 25: 2, 26: 2, 27: 2 });
    expect(similarDates(data, range(20, 3), TODAY, { minUnits: 2 })).toEqual([
      { ...range(24, 3), nights: 3, partial: false },
      { ...range(25, 3), nights: 3, partial: false },
    ]);
  });

  it('suggests nothing on nights whose month is not loaded', () => {
    expect(similarDates({}, range(20, 3), TODAY)).toEqual([]);
  });

  it('suggests nothing shorter than one night', () => {
    expect(similarDates(availability([20]), range(20, 1), TODAY).every((r) => r.nights === 1)).toBe(true);
    expect(similarDates(availability(Array.from({ length: 60 }, (_, i) => i)), range(20, 1), TODAY)).toEqual([]);
  });
});

describe("'{date} is check out day only' (01 §2.8, §8)", () => {
  it('names the chosen check-in when it is a check-out-only day', () => {
    expect(checkOutOnlyNotice(availability([20, 21]), day(20), day(23))).toEqual({
      key: '%date% is check out day only',
      tokens: { date: day(20) },
    });
  });
  it('names the first check-out-only night inside the stay', () => {
    expect(checkOutOnlyNotice(availability([22]), day(20), day(25))?.tokens.date).toBe(day(22));
  });
  it('says nothing when the stay is free or the day is blocked rather than check-out only', () => {
    expect(checkOutOnlyNotice(availability([]), day(20), day(23))).toBeNull();
    // The check-out day itself is not a night of the stay.
    expect(checkOutOnlyNotice(availability([23]), day(20), day(23))).toBeNull();
    expect(checkOutOnlyNotice(availability([19, 20]), day(20), day(21))).toBeNull();
  });
});
