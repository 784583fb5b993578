/**
 * The reservation contract (02 §7), one for the API and the site: the
 * valibot schemas of POST /reservation's body and of an offer's
 * acceptance (with the API's guest-readable messages), the booking request
 * the site sends (its type checked against the schema's input), and the
 * reservation page's data the API answers with. The guest's and the card's
 * fields are checked by the shared booking rules (`booking-schema.ts`).
 */
import * as v from 'valibot';
import { isIsoDate } from '../format/dates.ts';
import { checkOutAfterCheckIn, MESSAGES, required, stayWithinLimit } from '../search/availability-query.ts';
import type { PaymentPayload } from '../payment/payment-payload.ts';
import { RESERVATION_MESSAGES } from './reservation-messages.ts';
import type { StoredReceipt } from './reservation-receipt.ts';
import type { ContactEntry } from '../frame/frame.ts';
import type { PaidWith } from '../payment/wallets.ts';

/** Messages of the reservation endpoints (spec 02 §7, §8), kept in `reservation-messages.ts`. */
export { RESERVATION_MESSAGES };

/** Most units one booking may hold. */
export const MAX_ROOMS = 20;

/**
 * A value of a JSON body that must be there: a missing key reads as null,
 * so `schema` reports it with its own message (valibot would otherwise
 * name the key in a message of its own).
 */
const present = <T extends v.GenericSchema>(schema: T) => v.pipe(v.optional(v.unknown(), null), schema);

/** A whole number in a JSON body, within bounds; missing is `message` too. */
const integer = (min: number, max: number, message: string) =>
  present(v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message)));

/** A YYYY-MM-DD date in a JSON body. */
const bodyDate = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.optional(v.string(invalidMessage), ''),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      if (dataset.value === '') addIssue({ message: requiredMessage });
      else if (!isIsoDate(dataset.value)) addIssue({ message: invalidMessage });
    }),
  );

/** One unit of a booking (spec 02 §7 `rooms[]`). */
export const ReservationRoom = v.pipe(
  v.object(
    {
      from: bodyDate(MESSAGES.fromRequired, MESSAGES.fromInvalid),
      to: bodyDate(MESSAGES.toRequired, MESSAGES.toInvalid),
      adults: present(v.pipe(v.number(MESSAGES.adultsRequired), v.integer(MESSAGES.adults), v.minValue(0, MESSAGES.adults), v.maxValue(99, MESSAGES.adults))),
      children: v.pipe(v.optional(v.array(integer(0, 17, MESSAGES.childAge), MESSAGES.children), []), v.maxLength(99, MESSAGES.children)),
      unitTypeId: integer(1, 2 ** 31, RESERVATION_MESSAGES.unitType),
      ratePlanId: integer(1, 2 ** 31, RESERVATION_MESSAGES.ratePlan),
      promoCode: v.pipe(
        v.nullish(v.string(MESSAGES.promoInvalid), null),
        v.transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
        v.nullable(v.pipe(v.string(), v.maxLength(50, MESSAGES.promoInvalid))),
      ),
      services: v.pipe(
        v.optional(
          v.array(
            v.object(
              { serviceId: integer(1, 2 ** 31, RESERVATION_MESSAGES.services), quantity: integer(0, 999, RESERVATION_MESSAGES.serviceQuantity) },
              RESERVATION_MESSAGES.services,
            ),
            RESERVATION_MESSAGES.services,
          ),
          [],
        ),
        v.maxLength(100, RESERVATION_MESSAGES.services),
        v.check((services) => new Set(services.map((service) => service.serviceId)).size === services.length, RESERVATION_MESSAGES.services),
      ),
      amenities: v.pipe(
        v.optional(v.array(integer(1, 2 ** 31, RESERVATION_MESSAGES.amenities), RESERVATION_MESSAGES.amenities), []),
        v.maxLength(100, RESERVATION_MESSAGES.amenities),
      ),
      fromGoogleTravel: v.optional(v.boolean(RESERVATION_MESSAGES.fromGoogleTravel), false),
    },
    RESERVATION_MESSAGES.room,
  ),
  v.forward(v.partialCheck([['from'], ['to']], checkOutAfterCheckIn, MESSAGES.toBeforeFrom), ['to']),
  v.forward(v.partialCheck([['from'], ['to']], stayWithinLimit, MESSAGES.tooLong), ['to']),
);

export type ReservationRoomInput = v.InferOutput<typeof ReservationRoom>;

/**
 * The body of POST /api/reservation (spec 02 §7), as far as its shape
 * goes: the guest's and the card's fields are checked by the shared
 * booking rules (`src/lib/checkout/booking-schema.ts`), the stay by the catalogue.
 */
export const ReservationBody = v.object(
  {
    bookingEngine: required(MESSAGES.propertyRequired, MESSAGES.propertyInvalid),
    guest: present(
      v.pipe(
        v.record(v.string(), v.unknown(), RESERVATION_MESSAGES.guestRequired),
        v.check((guest) => !Array.isArray(guest), RESERVATION_MESSAGES.guestRequired),
      ),
    ),
    payment: present(v.looseObject({ type: integer(1, 999, RESERVATION_MESSAGES.paymentType) }, RESERVATION_MESSAGES.paymentRequired)),
    rooms: present(
      v.pipe(
        v.array(ReservationRoom, RESERVATION_MESSAGES.roomsRequired),
        v.minLength(1, RESERVATION_MESSAGES.roomsRequired),
        v.maxLength(MAX_ROOMS, RESERVATION_MESSAGES.tooManyRooms),
      ),
    ),
    expectedTotal: present(
      v.pipe(v.number(RESERVATION_MESSAGES.expectedTotal), v.finite(RESERVATION_MESSAGES.expectedTotal), v.minValue(0, RESERVATION_MESSAGES.expectedTotal)),
    ),
  },
  RESERVATION_MESSAGES.bodyRequired,
);

export type ReservationBodyOutput = v.InferOutput<typeof ReservationBody>;

/** An Idempotency-Key: 8–128 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Messages of the offer endpoints (spec 02 §4.5, §7). */
export const OFFER_MESSAGES = {
  offerNotFound: 'Offer not found',
  guestDetailsRequired: 'Guest details are required',
} as const;

/**
 * The body of PUT /api/offer/{offerUuid}/{bookingCode}/accept (spec 02
 * §7), as far as its shape goes: `guestDetails` and `payment` are checked
 * by the shared booking rules, as POST /reservation's `guest` and `payment`.
 */
export const OfferAcceptBody = v.object(
  {
    guestDetails: present(
      v.pipe(
        v.unknown(),
        v.check((guest) => !Array.isArray(guest), OFFER_MESSAGES.guestDetailsRequired),
        v.record(v.string(), v.unknown(), OFFER_MESSAGES.guestDetailsRequired),
      ),
    ),
    payment: present(v.looseObject({ type: integer(1, 999, RESERVATION_MESSAGES.paymentType) }, RESERVATION_MESSAGES.paymentRequired)),
  },
  RESERVATION_MESSAGES.bodyRequired,
);

/** The guest of a booking (02 §3.1, §7). */
export interface BookingGuest {
  firstName: string;
  lastName: string;
  companyName?: string;
  companyVatId?: string;
  isCompany?: boolean;
  email: string;
  phone: string;
  country: string;
  address?: string;
  city?: string;
  postalCode?: string;
  estimatedTimeOfArrival: string;
  note: string;
  isNewsletterSubscribed: boolean;
}

/** One unit of a booking as the site sends it (`ReservationRoom`). */
export interface BookingRoom {
  from: string;
  to: string;
  adults: number;
  children: number[];
  unitTypeId: number;
  ratePlanId: number;
  promoCode: string | null;
  services: { serviceId: number; quantity: number }[];
  amenities: number[];
  fromGoogleTravel: boolean;
}

/** The body of POST /reservation as the site sends it (`ReservationBody`); the payment by type (the card form, bank transfer, a card gateway or the hosted payment page). */
export interface BookingRequest {
  bookingEngine: string;
  guest: BookingGuest;
  payment: PaymentPayload;
  rooms: BookingRoom[];
  expectedTotal: number;
}

/** What the site sends is what the API's schema takes: a compile-time check, no cast. */
export type BookingRequestFitsSchema = BookingRequest extends v.InferInput<typeof ReservationBody> ? true : never;
const fits: BookingRequestFitsSchema = true;
void fits;

/** Bank transfer details of the reservation page (02 §2.9, §3.12). */
export interface BankTransferSettings {
  accountHolderName: string | null;
  bankAddress: string | null;
  bankName: string | null;
  iban: string | null;
  swiftCode: string | null;
}

/** The reservation page's data (02 §3.12): GET /reservation/{publicId}'s answer. */
export interface ReservationView {
  id: string;
  code: string;
  reservationIds: number[];
  isCanceled: boolean;
  paymentMethodId: number;
  /**
   * What a payment through the hosted payment page was made with (not in
   * the spec: the page and the e-mails name it, 'PayPal', where the method
   * alone reads 'Card payment'); null for every other payment.
   */
  paidWith: PaidWith | null;
  prepaymentAmount: number;
  prepaymentCurrency: string;
  prepaymentPercentage: number;
  bankTransferSettings: BankTransferSettings | null;
  referenceNumber: string;
  /** The receipt kept with the reservation (`receiptOfReservation` shows it). */
  receipt: StoredReceipt;
  guest: {
    isCompany: boolean;
    companyName: string | null;
    companyVatId: string | null;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    country: string;
    note: string;
  };
  createdAt: number;
  /** When it was cancelled, unix seconds; null while it stands (not in the spec: the page says what the cancellation cost then). */
  canceledAt: number | null;
  request: { from: number; to: number };
  cardHolderName: string | null;
  maskedPan: string | null;
  touristTaxes: unknown[];
  bookingEngine: string;
  /** The reservation's online check-in id: the guest registers at /{lang}/reservation/check-in/{checkInUuid} (02 §2.10). */
  checkInUuid: string | null;
  /**
   * The time zone of the property whose units are booked (not in the spec):
   * its calendar says when free cancellation ends and when the stay is
   * over. A group's member may keep another than the group's site.
   */
  timeZone: string;
  /**
   * The property whose units were booked on a group's site, with its
   * contacts (not in the spec: the group's pages show the group's own, and
   * a guest needs to know where the stay is and whom to call). Null when
   * booked on the property's own site, whose pages show them.
   */
  property: ReservationProperty | null;
}

/** The name of a reservation's property and its contacts as its pages' footer lists them (01 §2.15, `contactEntries`). */
export interface ReservationProperty {
  name: string;
  contacts: ContactEntry[];
}
