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
import { $details, attemptKey, clearDetails, endAttempt } from './checkout.ts';

/** Payment types whose form asks for the card holder's address (02 §2.4). */
const ADDRESS_TYPES = new Set([3, 4, 5, 6]);

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
  const withAddress = ADDRESS_TYPES.has(payment.type);
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
      address: withAddress ? details.address.trim() : undefined,
      city: withAddress ? details.city.trim() : undefined,
      postalCode: withAddress ? details.postalCode.trim() : undefined,
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

/**
 * Books the basket with `payment`. On success: the purchase event, the
 * basket and form cleared, the reservation page (the promise then never
 * settles, the page is leaving). On failure: the translation key of the
 * error to show; the form keeps everything typed.
 */
export async function submitBooking(lang: string, engineSlug: string, payment: BookingPayment): Promise<string> {
  const items = $basket.get();
  const body = checkoutBookingRequest(engineSlug, payment);
  const key = attemptKey(JSON.stringify(body.rooms));
  try {
    const answer = await bookReservation(body, key);
    track('purchase', { value: body.expectedTotal, currency: items[0]?.currency, items: items.length });
    clearBasket();
    clearDetails();
    window.location.replace(`/${lang}/reservations/${encodeURIComponent(answer.response.publicId)}`);
    return await new Promise<string>(() => undefined);
  } catch (error) {
    // A definite answer ends this attempt; a lost one keeps its key so a retry replays it.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) endAttempt();
    return bookingErrorKey(error);
  }
}
