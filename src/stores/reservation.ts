import { atom } from 'nanostores';

/** The part of a loaded reservation the page frame shows (02 §2.1 hero). */
export interface ReservationHeading {
  code: string | null;
  reservationIds: Array<string | number>;
}

/** The reservation open on the reservation page, null until loaded. */
export const $reservationHeading = atom<ReservationHeading | null>(null);
