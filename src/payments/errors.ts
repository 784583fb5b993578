/**
 * The booking and payment errors the guest sees (02 §8), as translation
 * keys; `results.ts` re-exports them. The forms read them without loading
 * the gateways' answer handling.
 */

/** The generic booking error (02 §8). */
export const GENERIC_ERROR = 'There was an error during booking';
/** Gateway C: a token request that failed for another reason than invalid fields (02 §8). */
export const TOKEN_PROBLEM = 'There was a problem fetching the payment token. Please seek assistance.';
/** A refused or abandoned 3-D Secure check (02 §2.5, §8). */
export const CARD_AUTHORISATION_ERROR = 'Card authorisation error';
/**
 * A booking call whose answer was lost after a gateway or the payment page
 * approved the payment (not in the spec, whose generic error leaves the
 * guest wondering whether to pay again): 'Book now' again books with the
 * same payment, kept with the attempt (`booking-attempt.ts`). It promises
 * no more than that: a booking refused on the retry (the unit taken
 * meanwhile) opens the attempt again.
 */
export const PAID_NOT_BOOKED = 'booking.paidNotBooked';
/** A part the payment needs could not be loaded (the 3-D Secure modals): the guest stays on the form and may try again. */
export const PART_NOT_LOADED_ERROR = 'This part of the page could not be loaded. Please check your connection and try again.';
/** What the guest sees when the payment page could not be opened (they stay on the form and may try again). */
export const PAYMENT_PAGE_ERROR = 'We could not open the payment page. Please try again.';

/**
 * The field a refusal of the booking's payment itself names
 * (`[{ message, field: 'payment' }]`, server/payments/check.ts): that
 * payment cannot book. Any other refusal leaves a payment a gateway
 * approved usable for the next try (the API uses it up only with the
 * booking it writes), and the site keeps it (`stores/booking-recovery.ts`).
 */
export const PAYMENT_FIELD = 'payment';

/** A unit of the stay was taken meanwhile (02 §8, the spec's text). */
export const UNIT_TYPE_NOT_AVAILABLE = 'UnitType is not available';
