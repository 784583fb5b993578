/**
 * The API's guest-readable messages of the reservation endpoints, apart
 * from the contract's schemas (`reservation-contract.ts` re-exports them):
 * the checkout reads a few of them without loading the schemas.
 */
import { UNIT_TYPE_NOT_AVAILABLE } from '../../payments/errors.ts';

/** Over the booking limit for methods that take no money up front (server/bookingLimit.ts): what the checkout tells apart. */
export const TOO_MANY_BOOKINGS = 'You have made several bookings in a short time. To book again, please try later or contact the property.';

/** Messages of the reservation endpoints (spec 02 §7, §8; exact spec texts where it gives them). */
export const RESERVATION_MESSAGES = {
  keyRequired: 'Idempotency-Key header is required',
  keyInvalid: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores',
  keyReused: 'This request was already used for a different booking. Please reload the page and try again.',
  bodyRequired: 'Booking details are required',
  guestRequired: 'Guest details are required',
  paymentRequired: 'Payment details are required',
  paymentType: 'Payment method is not valid',
  paymentNotOffered: 'This payment method is not available for this property',
  roomsRequired: 'Choose at least one unit to book',
  room: 'Unit details are not valid',
  tooManyRooms: `At most ${20} units can be booked at once`,
  unitType: 'Unit type is not valid',
  ratePlan: 'Rate plan is not valid',
  services: 'Extras are not valid',
  serviceQuantity: 'Quantity of an extra is not valid',
  serviceNotAvailable: 'An extra you chose is not available for this stay',
  serviceIncluded: 'An extra you chose is already included in the rate',
  amenities: 'Amenities are not valid',
  fromGoogleTravel: 'The Google travel referral is not valid',
  expectedTotal: 'Expected total is required',
  ratePlanNotAvailable: 'The selected rate is not available for this stay',
  oneProperty: 'All units of a booking must be at one property',
  unitTypeNotAvailable: UNIT_TYPE_NOT_AVAILABLE,
  emailUndeliverable: 'Email doesnt exist',
  priceChanged: 'The price of your stay has changed. Please review it and book again.',
  reservationNotFound: 'Reservation not found',
  busy: 'We are taking many bookings right now. Please try again in a moment.',
  tooManyBookings: TOO_MANY_BOOKINGS,
} as const;
