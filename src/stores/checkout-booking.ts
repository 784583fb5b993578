/**
 * Booking the basket from the checkout (02 §4.1 step 4): the request from
 * the basket and the booker details, the idempotency key of this attempt,
 * and what follows — the analytics event, the basket and form cleared and
 * the reservation page — or the error the guest sees (02 §8).
 */
import { ApiError } from '../api/client.ts';
import { bookReservation, type BookingPayment, type BookingRequest } from '../api/reservation.ts';
import { basketTotals, reservationServices } from '../lib/extras.ts';
import { composeNote } from '../lib/guest-note.ts';
import { CARD_AUTHORISATION_ERROR, GENERIC_ERROR } from '../payments/results.ts';
import { track } from './analytics.ts';
import { $basket, clearBasket } from './basket.ts';
import { $details, clearDetails } from './checkout.ts';
import { CARD_AGAIN, finishAttempt, recordPaid, recordRefused, recordSent, resumeAttempt } from './booking-attempt.ts';

/** The refusals after which the stay is looked at again: a price change, a unit sold meanwhile (`staySearchQuery`). */
export const STALE_STAY_ERRORS: readonly string[] = ['The price of your stay has changed. Please review it and book again.', 'UnitType is not available'];

/**
 * The booking error the guest sees (02 §8): 'Email doesnt exist' and
 * 'UnitType is not available' as such, a price change, a refused 3-D
 * Secure check as 'Card authorisation error', anything else the generic
 * error.
 */
export function bookingErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    if (error.messages.includes('Email doesnt exist')) return 'Email doesnt exist';
    if (error.messages.includes('UnitType is not available')) return 'UnitType is not available';
    if (error.messages.includes(CARD_AUTHORISATION_ERROR)) return CARD_AUTHORISATION_ERROR;
  }
  if (error instanceof ApiError && error.status === 409 && error.messages[0]) return 'The price of your stay has changed. Please review it and book again.';
  return GENERIC_ERROR;
}

/** The booking request for the basket, the booker details and `payment` (02 §7). */
export function checkoutBookingRequest(engineSlug: string, payment: BookingPayment): BookingRequest {
  const details = $details.get();
  const items = $basket.get();
  return {
    bookingEngine: engineSlug,
    guest: {
      firstName: details.firstName,
      lastName: details.lastName,
      isCompany: details.isCompany,
      companyName: details.isCompany ? details.companyName : undefined,
      companyVatId: details.isCompany ? details.companyVatId : undefined,
      email: details.email.trim(),
      phone: details.phone.trim(),
      country: details.country,
      // Always sent (02 §7), empty when no form asked for them (only the gateway forms do, 02 §2.4).
      address: details.address.trim(),
      city: details.city.trim(),
      postalCode: details.postalCode.trim(),
      estimatedTimeOfArrival: details.estimatedTimeOfArrival,
      note: composeNote(details.note, details.estimatedTimeOfArrival),
      isNewsletterSubscribed: details.isNewsletterSubscribed,
    },
    payment,
    rooms: items.map((item) => ({
      from: item.from,
      to: item.to,
      adults: item.adults,
      children: item.childrenAges,
      unitTypeId: item.unitTypeId,
      ratePlanId: item.ratePlanId,
      promoCode: item.promoCode,
      services: reservationServices(item),
      amenities: item.amenities,
      fromGoogleTravel: item.fromGoogleTravel,
    })),
    expectedTotal: basketTotals(items).total,
  };
}

/** The checkout's booking attempt in this tab's storage (`booking-attempt.ts`). */
export const CHECKOUT_ATTEMPT = 'checkout-attempt';

export { CARD_AGAIN } from './booking-attempt.ts';

/** The fingerprint of what is booked: a new idempotency key only when it changes. */
const fingerprintOf = (body: BookingRequest) => JSON.stringify(body.rooms);

/**
 * Booked: the purchase event, the basket, the form and the attempt
 * cleared, and the reservation page (the promise then never settles, the
 * page is leaving).
 */
function booked(lang: string, publicId: string): Promise<string> {
  const items = $basket.get();
  if (items.length > 0) track('purchase', { value: basketTotals(items).total, currency: items[0]?.currency, items: items.length });
  clearBasket();
  clearDetails();
  finishAttempt(CHECKOUT_ATTEMPT, publicId);
  window.location.replace(reservationPath(lang, publicId));
  return new Promise<string>(() => undefined);
}

/** The reservation page of a public id. */
export const reservationPath = (lang: string, publicId: string) => `/${lang}/reservations/${encodeURIComponent(publicId)}`;

/**
 * Books the basket with `payment`, under the attempt's idempotency key
 * (kept, with the request when it carries no card data, until the answer
 * is known). On success: `booked`. On failure: the translation key of the
 * error to show; the form keeps everything typed. A definite refusal opens
 * the attempt again; a lost answer leaves it in flight, so the next Book
 * now or a reload finds what it did before anything is paid again.
 */
export async function submitBooking(lang: string, engineSlug: string, payment: BookingPayment): Promise<string> {
  const body = checkoutBookingRequest(engineSlug, payment);
  const { key } = recordSent(CHECKOUT_ATTEMPT, fingerprintOf(body), body);
  try {
    const answer = await bookReservation(body, key);
    return await booked(lang, answer.response.publicId);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) recordRefused(CHECKOUT_ATTEMPT);
    return bookingErrorKey(error);
  }
}

/** A payment approved by a gateway or the hosted payment page, kept before the booking goes out. */
export function keepPayment(payment: BookingPayment): void {
  recordPaid(CHECKOUT_ATTEMPT, fingerprintOf(checkoutBookingRequest('', payment)), payment);
}

/**
 * The booking this tab left in flight, resumed (on the checkout's start,
 * and before a new Book now): booked → the reservation page; a payment
 * approved and not yet booked → booked with it; the card form's booking
 * that never arrived → `CARD_AGAIN`; else the error key, or null when
 * nothing was in flight.
 */
export async function resumeBooking(lang: string, engineSlug: string): Promise<string | null> {
  const outcome = await resumeAttempt(CHECKOUT_ATTEMPT, async (request, key) => (await bookReservation(request as BookingRequest, key)).response.publicId);
  switch (outcome.status) {
    case 'booked':
      return booked(lang, outcome.publicId);
    case 'paid':
      return $basket.get().length > 0 ? submitBooking(lang, engineSlug, outcome.payment) : null;
    case 'card-again':
      return CARD_AGAIN;
    case 'failed':
      return bookingErrorKey(outcome.error);
    default:
      return null;
  }
}
