/**
 * Whether an offer can still be accepted (02 §4.5), and the red banner's
 * message when it cannot. The five messages are translation keys whose
 * English text is the key itself (`src/i18n/locales/en.json` convention).
 *
 * Validity is read in UTC (02 §9.2: dates on offer screens are UTC): an
 * offer stays valid to the end of the UTC day of its validUntil. The clock
 * is a parameter; the reference API applies the same rules when the guest
 * accepts.
 */
import { unixToIsoDate, today } from '../format/dates.ts';
import { OFFER_BOOKING_TYPE, OFFER_STATUS, type Offer, type OfferBooking, type OfferReservation } from './offer-contract.ts';
import { instantToDate, type Instant } from '../pricing/prepayment.ts';

/** The banner messages of 02 §4.5, in the order they are checked. */
export const OFFER_BOOKABILITY_MESSAGES = {
  expired: 'This offer has expired.',
  unavailable: 'Offer is no longer available.',
  bookingUnavailable: 'Booking is not available.',
  inPast: 'This offer has bookings in past.',
  notEnoughUnits: 'Not enough available units.',
} as const;

export type OfferBookabilityMessage = (typeof OFFER_BOOKABILITY_MESSAGES)[keyof typeof OFFER_BOOKABILITY_MESSAGES];

/** Past-booking tolerance (02 §9.2): an arrival day stays bookable until 23:59 UTC of that day. */
export const PAST_BOOKING_TOLERANCE_SECONDS = 86_340;

/** The value of `booking.deleted` for a deleted booking (02 §3.9). */
export const DELETED = 'Y';

/** The offer fields bookability reads. */
export type BookabilityOffer = Pick<Offer, 'validUntil' | 'status'>;

/** The booking fields bookability reads. */
export type BookabilityBooking = Pick<OfferBooking, 'type' | 'deleted' | 'hasAvail'> & {
  reservations: readonly Pick<OfferReservation, 'arrivalDate'>[];
};

const seconds = (now: Instant): number => instantToDate(now).getTime() / 1000;

/**
 * Whether validUntil's day (UTC) is before today (UTC) at `now`.
 * @example isOfferExpired(Date.UTC(2027, 2, 1, 0, 0, 0) / 1000, new Date('2027-03-01T23:59:59Z')) // false
 * @example isOfferExpired(Date.UTC(2027, 2, 1, 23, 59, 59) / 1000, new Date('2027-03-02T00:00:00Z')) // true
 */
export function isOfferExpired(validUntil: number, now: Instant): boolean {
  return unixToIsoDate(validUntil) < today('UTC', instantToDate(now));
}

/**
 * Whether a reservation's arrival is in the past (02 §4.5 rule 4):
 * arrivalDate + 86340 seconds is earlier than now.
 * @example isArrivalInPast(1803686400, new Date((1803686400 + 86340) * 1000)) // false
 * @example isArrivalInPast(1803686400, new Date((1803686400 + 86341) * 1000)) // true
 */
export function isArrivalInPast(arrivalDate: number, now: Instant): boolean {
  return arrivalDate + PAST_BOOKING_TOLERANCE_SECONDS < seconds(now);
}

/**
 * The banner message of an offer that cannot be accepted, or null when
 * it can (02 §4.5). The first rule that matches wins:
 * 1. validUntil's day is before today (UTC) → 'This offer has expired.'
 * 2. status ≠ 1 → 'Offer is no longer available.'
 * 3. booking type ≠ 2 or deleted = 'Y' → 'Booking is not available.'
 * 4. any reservation's arrivalDate + 86340 s is earlier than now → 'This offer has bookings in past.'
 * 5. hasAvail false → 'Not enough available units.'
 * @example offerBookability({ validUntil: 1803945599, status: 1 }, { type: 2, deleted: 'N', hasAvail: false, reservations: [] }, new Date('2027-03-01T09:00:00Z')) // 'Not enough available units.'
 */
export function offerBookability(offer: BookabilityOffer, booking: BookabilityBooking, now: Instant): OfferBookabilityMessage | null {
  const M = OFFER_BOOKABILITY_MESSAGES;
  if (isOfferExpired(offer.validUntil, now)) return M.expired;
  if (offer.status !== OFFER_STATUS.ACTIVE) return M.unavailable;
  if (booking.type !== OFFER_BOOKING_TYPE.OFFER || booking.deleted === DELETED) return M.bookingUnavailable;
  if (booking.reservations.some((reservation) => isArrivalInPast(reservation.arrivalDate, now))) return M.inPast;
  if (!booking.hasAvail) return M.notEnoughUnits;
  return null;
}

/**
 * Whether the offer is valid for the 'Continue' bar and the payment
 * screen (02 §2.6, §2.7, §4.5). The spec does not say whether this is the
 * banner's check; it is the same one here, so a guest is never led to a
 * payment screen whose 'Book now' is hidden.
 * @example isOfferValid(offer, booking, new Date()) // true while offerBookability is null
 */
export function isOfferValid(offer: BookabilityOffer, booking: BookabilityBooking, now: Instant): boolean {
  return offerBookability(offer, booking, now) === null;
}
