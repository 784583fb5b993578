/**
 * When a reservation can no longer be cancelled: its stay is over from the
 * calendar day of its last departure on, at the property whose units are
 * booked. Not in the spec, which sets no limit; but once the last guest
 * has left there is nothing to cancel, and what a guest who did not come
 * owes is the property's no-show terms, not a cancellation. Until that day
 * a cancellation stands as before (its fee is the policy's). The API
 * refuses such a cancellation (`cancelReservation`), and the reservation
 * page says so in place of the button from the moment the stay is over,
 * also on a page left open.
 */
import type { IsoDate } from '../format/dates.ts';
import type { Instant } from '../pricing/prepayment.ts';
import { msUntilCancellationDeadlinePasses } from '../pricing/policy-texts.ts';

/**
 * The API's answer to a cancellation once the stay is over. Here, not
 * among `RESERVATION_MESSAGES`: the checkout loads those, and only the
 * reservation page needs this one.
 */
export const STAY_OVER_MESSAGE = 'This stay is over, so the reservation can no longer be cancelled.';

/**
 * The last departure day among a reservation's stays; null without one.
 * @example lastDeparture(['2027-07-03', '2027-07-05', null]) // '2027-07-05'
 */
export function lastDeparture(departures: readonly (IsoDate | null | undefined)[]): IsoDate | null {
  let last: IsoDate | null = null;
  for (const day of departures) if (day && (last === null || day > last)) last = day;
  return last;
}

/**
 * Whether the stay is over on `today`, the property's calendar day: the
 * last departure day has come.
 * @example isStayOver(['2027-07-03', '2027-07-05'], '2027-07-05') // true
 * @example isStayOver(['2027-07-03', '2027-07-05'], '2027-07-04') // false: one unit's guests are still there
 */
export function isStayOver(departures: readonly (IsoDate | null | undefined)[], today: IsoDate): boolean {
  const last = lastDeparture(departures);
  return last !== null && last <= today;
}

/**
 * Milliseconds from `at` until the stay is over (the property's midnight
 * that starts the last departure day, in real time across a change of the
 * clocks); zero or less once it is; null without a departure day.
 * @example msUntilStayIsOver(['2027-07-05'], new Date('2027-07-04T21:59:00Z'), 'Europe/Zagreb') // 60000
 */
export function msUntilStayIsOver(departures: readonly (IsoDate | null | undefined)[], at: Instant, timeZone?: string): number | null {
  const last = lastDeparture(departures);
  return last === null ? null : msUntilCancellationDeadlinePasses(last, 0, at, timeZone);
}
