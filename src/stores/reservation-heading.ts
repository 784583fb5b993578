import { atom } from 'nanostores';

/**
 * The part of a loaded reservation the page frame shows (02 §2.1 hero), on
 * its own: the hero's heading island needs this atom, not the reservation's
 * store and its API calls.
 */
export interface ReservationHeading {
  code: string | null;
  reservationIds: Array<string | number>;
}

/** The reservation open on the reservation page, null until loaded. */
export const $reservationHeading = atom<ReservationHeading | null>(null);
