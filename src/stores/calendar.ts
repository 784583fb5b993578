import { map } from 'nanostores';
import { fetchMonthAvailability } from '../api/availability.ts';
import { monthsToFetch, withMonth, type DayAvailability } from '../lib/search/calendar.ts';
import type { IsoDate } from '../lib/format/dates.ts';
import { $property } from './search.ts';

/** Per-day availability by unit type uuid (01 §3.12), filled a month at a time. */
export const $dayAvailability = map<Record<string, DayAvailability>>({});

/** Months that could not be loaded, by unit type uuid ('YYYY-M'): the calendar says so and offers to try again. */
export const $failedMonths = map<Record<string, string[]>>({});

const pending = new Set<string>();

function markFailed(unitTypeUuid: string, month: string, failed: boolean): void {
  const current = $failedMonths.get()[unitTypeUuid] ?? [];
  if (current.includes(month) === failed) return;
  $failedMonths.setKey(unitTypeUuid, failed ? [...current, month] : current.filter((other) => other !== month));
}

/** Fetches one month unless it is on the way; a failure is remembered until the month loads. */
async function fetchMonth(engineSlug: string, unitTypeUuid: string, year: number, month: number): Promise<void> {
  const key = `${unitTypeUuid}:${year}-${month}`;
  if (pending.has(key)) return;
  pending.add(key);
  // While the month is asked for again, it is not said to have failed.
  markFailed(unitTypeUuid, `${year}-${month}`, false);
  try {
    const answer = await fetchMonthAvailability(engineSlug, unitTypeUuid, year, month);
    const days = Object.fromEntries(Object.entries(answer.days).map(([day, count]) => [Number(day), count]));
    $dayAvailability.setKey(unitTypeUuid, withMonth($dayAvailability.get()[unitTypeUuid], year, month, days));
  } catch {
    // Left unloaded: the calendar treats unknown days as unavailable, says it could not load them and asks again on 'Try again'.
    markFailed(unitTypeUuid, `${year}-${month}`, true);
  } finally {
    pending.delete(key);
  }
}

/**
 * Fetch availability for month (01 §4.11): loads the month and the one
 * before it (for its first day's previous day) unless loaded, out of range
 * or already on the way. A failed month stays unloaded, is listed in
 * `$failedMonths` and is retried on the next call or `retryFailedMonths`.
 */
export async function loadMonth(unitTypeUuid: string, year: number, month: number, today: IsoDate): Promise<void> {
  const property = $property.get();
  if (!property) return;
  const wanted = monthsToFetch(year, month, today, $dayAvailability.get()[unitTypeUuid]);
  await Promise.all(wanted.map(({ year: y, month: m }) => fetchMonth(property.slug, unitTypeUuid, y, m)));
}

/** 'Try again' after a failure: fetches the unit type's months that could not be loaded. */
export async function retryFailedMonths(unitTypeUuid: string): Promise<void> {
  const property = $property.get();
  if (!property) return;
  const failed = $failedMonths.get()[unitTypeUuid] ?? [];
  await Promise.all(
    failed.map((entry) => {
      const [y, m] = entry.split('-').map(Number);
      return fetchMonth(property.slug, unitTypeUuid, y, m);
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
