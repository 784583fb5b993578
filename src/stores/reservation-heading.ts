import { atom } from 'nanostores';

/**
 * The part of a loaded reservation the page frame shows (02 §2.1 hero), on
 * its own: the hero's heading reads it on the offer screens too, which load
 * nothing else of the reservation's store.
 */
export interface ReservationHeading {
  code: string | null;
  reservationIds: Array<string | number>;
}

/** The reservation open on the reservation page, null until loaded. */
export const $reservationHeading = atom<ReservationHeading | null>(null);
