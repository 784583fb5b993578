/**
 * Restriction error codes of a rate for a stay (spec 01 §8).
 * Pure: the caller loads the restriction rows and the clock.
 */
import {
  CLOSED_ERROR,
  MAX_ADVANCE_RESERVATION_ERROR,
  MAX_STAY_ARRIVAL_ERROR,
  MAX_STAY_ERROR,
  MIN_ADVANCE_RESERVATION_ERROR,
  MIN_STAY_ARRIVAL_ERROR,
  MIN_STAY_ERROR,
  NO_CHECK_IN_ERROR,
  NO_CHECK_OUT_ERROR,
} from '../src/lib/search/restrictions.ts';

// The code numbers are the site's (src/lib/search/restrictions.ts), which turns them into messages.
export {
  CLOSED_ERROR,
  MAX_ADVANCE_RESERVATION_ERROR,
  MAX_STAY_ARRIVAL_ERROR,
  MAX_STAY_ERROR,
  MIN_ADVANCE_RESERVATION_ERROR,
  MIN_STAY_ARRIVAL_ERROR,
  MIN_STAY_ERROR,
  NO_CHECK_IN_ERROR,
  NO_CHECK_OUT_ERROR,
};

/** One rate plan's restrictions on one date. */
export interface Restriction {
  minStay: number | null;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minAdvanceHours: number | null;
  maxAdvanceHours: number | null;
  minStayArrival: number | null;
  maxStayArrival: number | null;
  closed: boolean;
}

export interface StayRestrictions {
  nights: number;
  /** The arrival date's row; null when the date has none. */
  arrival: Restriction | null;
  /** The departure date's row (only closedToDeparture is read from it). */
  departure: Restriction | null;
  /** A night of the stay is closed, or has no price. */
  anyNightClosed: boolean;
  /** Whole hours from now until the arrival day starts at the property. */
  hoursUntilArrival: number;
}

/**
 * The restriction error codes, ascending. The stay rules (min/max stay,
 * closed to arrival, advance booking, min/max stay from arrival) are read
 * from the arrival date's row, closed to departure from the departure
 * date's row, and the rate is closed when any night is.
 * @example restrictionErrors({ nights: 1, arrival: { ...none, minStay: 3 }, departure: null, anyNightClosed: false, hoursUntilArrival: 100 }) // [1]
 */
export function restrictionErrors(stay: StayRestrictions): number[] {
  const errors: number[] = [];
  const a = stay.arrival;
  if (a) {
    if (a.minStay !== null && stay.nights < a.minStay) errors.push(MIN_STAY_ERROR);
    if (a.maxStay !== null && stay.nights > a.maxStay) errors.push(MAX_STAY_ERROR);
    if (a.closedToArrival) errors.push(NO_CHECK_IN_ERROR);
  }
  if (stay.departure?.closedToDeparture) errors.push(NO_CHECK_OUT_ERROR);
  if (a) {
    if (a.minAdvanceHours !== null && stay.hoursUntilArrival < a.minAdvanceHours) {
      errors.push(MIN_ADVANCE_RESERVATION_ERROR);
    }
    if (a.maxAdvanceHours !== null && stay.hoursUntilArrival > a.maxAdvanceHours) {
      errors.push(MAX_ADVANCE_RESERVATION_ERROR);
    }
    if (a.minStayArrival !== null && stay.nights < a.minStayArrival) errors.push(MIN_STAY_ARRIVAL_ERROR);
    if (a.maxStayArrival !== null && stay.nights > a.maxStayArrival) errors.push(MAX_STAY_ARRIVAL_ERROR);
  }
  if (stay.anyNightClosed) errors.push(CLOSED_ERROR);
  return errors;
}
