import { map } from 'nanostores';
import { fetchMonthAvailability } from '../api/availability.ts';
import { monthsToFetch, withMonth, type DayAvailability } from '../lib/calendar.ts';
import type { IsoDate } from '../lib/dates.ts';
import { $property } from './search.ts';

/** Per-day availability by unit type uuid (01 §3.12), filled a month at a time. */
export const $dayAvailability = map<Record<string, DayAvailability>>({});

const pending = new Set<string>();

/**
 * Fetch availability for month (01 §4.11): loads the month and the one
 * before it (for its first day's previous day) unless loaded, out of range
 * or already on the way. A failed month stays unloaded and is retried on
 * the next call.
 */
export async function loadMonth(unitTypeUuid: string, year: number, month: number, today: IsoDate): Promise<void> {
  const property = $property.get();
  if (!property) return;
  const wanted = monthsToFetch(year, month, today, $dayAvailability.get()[unitTypeUuid]);
  await Promise.all(
    wanted.map(async ({ year: y, month: m }) => {
      const key = `${unitTypeUuid}:${y}-${m}`;
      if (pending.has(key)) return;
      pending.add(key);
      try {
        const answer = await fetchMonthAvailability(property.slug, unitTypeUuid, y, m);
        const days = Object.fromEntries(Object.entries(answer.days).map(([day, count]) => [Number(day), count]));
        $dayAvailability.setKey(unitTypeUuid, withMonth($dayAvailability.get()[unitTypeUuid], y, m, days));
      } catch {
        /* left unloaded: the calendar treats unknown days as unavailable and asks again later */
      } finally {
        pending.delete(key);
      }
    }),
  );
}

/** Loads every month a date range touches (and the month before the first). */
export async function loadRange(unitTypeUuid: string, from: IsoDate, to: IsoDate, today: IsoDate): Promise<void> {
  const months: { year: number; month: number }[] = [];
  let [year, month] = from.split('-').map(Number);
  const [lastYear, lastMonth] = to.split('-').map(Number);
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ year, month });
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  await Promise.all(months.map((m) => loadMonth(unitTypeUuid, m.year, m.month, today)));
}
