/**
 * Input schemas (valibot) with guest-readable messages. Query parameters
 * arrive as strings; the schemas trim, check and convert them.
 */
import * as v from 'valibot';
import { daysBetween, isIsoDate } from './dates.ts';

export const MAX_NIGHTS = 60;

export const MESSAGES = {
  propertyRequired: 'Property is required',
  unknownProperty: 'Unknown property',
  propertyInvalid: 'Property is not valid',
  fromRequired: 'Check-in date is required',
  fromInvalid: 'Check-in date is not a valid date',
  toRequired: 'Check-out date is required',
  toInvalid: 'Check-out date is not a valid date',
  toBeforeFrom: 'Check-out must be after check-in',
  fromInPast: 'Check-in date cannot be in the past',
  toTooFar: 'Check-out date cannot be more than 2 years ahead',
  tooLong: `Stay cannot be longer than ${MAX_NIGHTS} nights`,
  adultsRequired: 'Number of adults is required',
  adults: 'Number of adults must be between 0 and 99',
  children: 'Number of children must be between 0 and 99',
  childAge: 'Child age must be between 0 and 17',
  rooms: 'Number of rooms must be between 1 and 99',
  promoBlank: 'Provide a promo code',
  promoInvalid: 'Promo code is invalid',
  unitType: 'Unit type is not valid',
  location: 'Location is not valid',
  yearInvalid: 'Year must be a whole number',
  monthInvalid: 'Month must be a whole number',
  monthRange: 'Month must be between 1 and 12',
  monthTooEarly: 'Months before last month are not available',
  monthTooFar: 'Availability is shown up to two years ahead',
  unitTypeNotFound: 'Unit type not found',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A required string, trimmed, with its own "required" message (missing, null or blank) and another for a value that is not text (from a JSON body). */
const required = (message: string, notText: string = message) => v.pipe(v.nullish(v.string(notText), ''), v.trim(), v.nonEmpty(message));

/** A required YYYY-MM-DD date: one message when missing, another when not a real date. */
const date = (requiredMessage: string, invalidMessage: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      if (dataset.value === '') addIssue({ message: requiredMessage });
      else if (!isIsoDate(dataset.value)) addIssue({ message: invalidMessage });
    }),
  );

/** A whole number from a query string, within bounds. */
const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,6}$/, message), v.transform(Number), v.minValue(min, message), v.maxValue(max, message));

/** Optional text where an empty value means "not given" (null). */
const optionalText = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.transform((value) => (value === '' ? null : value)),
    v.nullable(schema),
  );

/** Comma-separated child ages; an empty value is no children. */
const childAges = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => (value.trim() === '' ? [] : value.split(','))),
  v.array(wholeNumber(0, 17, MESSAGES.childAge)),
  v.maxLength(99, MESSAGES.children),
);

// Cross-field checks run on typed values even when a field failed its own check.
const bothDates = (from: string, to: string): boolean => isIsoDate(from) && isIsoDate(to);

/**
 * The availability query (spec 01 §7.2). Checks that need the property
 * (unknown slug, dates in the past for its time zone) and the promo code
 * lookup happen after parsing.
 */
export const AvailabilityQuery = v.pipe(
  v.object({
    bookingEngine: required(MESSAGES.propertyRequired),
    from: date(MESSAGES.fromRequired, MESSAGES.fromInvalid),
    to: date(MESSAGES.toRequired, MESSAGES.toInvalid),
    adults: v.pipe(required(MESSAGES.adultsRequired), wholeNumber(0, 99, MESSAGES.adults)),
    children: childAges,
    rooms: v.pipe(
      v.optional(v.string(), ''),
      v.transform((value) => (value.trim() === '' ? '1' : value)),
      wholeNumber(1, 99, MESSAGES.rooms),
    ),
    // A promo code that is present must not be blank.
    promoCode: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(MESSAGES.promoBlank), v.maxLength(50, MESSAGES.promoInvalid))),
    unitTypeId: optionalText(
      v.pipe(v.string(), v.check((value) => /^\d{1,10}$/.test(value) || UUID.test(value), MESSAGES.unitType)),
    ),
    location: optionalText(v.pipe(v.string(), v.maxLength(100, MESSAGES.location))),
    bookingEngineId: optionalText(
      v.pipe(v.string(), v.regex(/^\d{1,10}$/, MESSAGES.propertyInvalid), v.transform(Number), v.minValue(1, MESSAGES.propertyInvalid)),
    ),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !bothDates(from, to) || to > from, MESSAGES.toBeforeFrom),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !bothDates(from, to) || to <= from || daysBetween(from, to) <= MAX_NIGHTS,
      MESSAGES.tooLong,
    ),
    ['to'],
  ),
);

/**
 * The path of the per-month availability (spec 01 §7.2):
 * `/availability/{unitTypeUuid}/{year}/{month}`. Whether the month is in
 * the window the calendar shows depends on today at the property and is
 * checked after parsing.
 * @example parse(MonthAvailabilityPath, { year: '2027', month: '13' }) // { ok: false, messages: ['Month must be between 1 and 12'] }
 */
export const MonthAvailabilityPath = v.object({
  year: v.pipe(v.string(MESSAGES.yearInvalid), v.trim(), v.regex(/^[+-]?\d{1,6}$/, MESSAGES.yearInvalid), v.transform(Number)),
  month: v.pipe(
    v.string(MESSAGES.monthInvalid),
    v.trim(),
    v.regex(/^[+-]?\d{1,6}$/, MESSAGES.monthInvalid),
    v.transform(Number),
    v.minValue(1, MESSAGES.monthRange),
    v.maxValue(12, MESSAGES.monthRange),
  ),
});

export type AvailabilityQueryOutput = v.InferOutput<typeof AvailabilityQuery>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; messages: string[] };

/**
 * Parses with `schema`; on failure returns every message, in order,
 * without duplicates. (A pipe stops at its first failed check before any
 * transformation, so each field reports one message.)
 * @example parse(AvailabilityQuery, { from: 'x' }) // { ok: false, messages: ['Property is required', ...] }
 */
export function parse<T extends v.GenericSchema>(schema: T, input: unknown): ParseResult<v.InferOutput<T>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, messages: [...new Set(result.issues.map((issue) => issue.message))] };
}

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
  amenities: 'Amenities are not valid',
  fromGoogleTravel: 'The Google travel referral is not valid',
  expectedTotal: 'Expected total is required',
  ratePlanNotAvailable: 'The selected rate is not available for this stay',
  oneProperty: 'All units of a booking must be at one property',
  unitTypeNotAvailable: 'UnitType is not available',
  emailUndeliverable: 'Email doesnt exist',
  priceChanged: 'The price of your stay has changed. Please review it and book again.',
  reservationNotFound: 'Reservation not found',
  busy: 'We are taking many bookings right now. Please try again in a moment.',
} as const;

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
  v.object({
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
    amenities: v.pipe(v.optional(v.array(integer(1, 2 ** 31, RESERVATION_MESSAGES.amenities), RESERVATION_MESSAGES.amenities), []), v.maxLength(100, RESERVATION_MESSAGES.amenities)),
    fromGoogleTravel: v.optional(v.boolean(RESERVATION_MESSAGES.fromGoogleTravel), false),
  }, RESERVATION_MESSAGES.room),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !bothDates(from, to) || to > from, MESSAGES.toBeforeFrom),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !bothDates(from, to) || to <= from || daysBetween(from, to) <= MAX_NIGHTS,
      MESSAGES.tooLong,
    ),
    ['to'],
  ),
);

export type ReservationRoomInput = v.InferOutput<typeof ReservationRoom>;

/**
 * The body of POST /api/reservation (spec 02 §7), as far as its shape
 * goes: the guest's and the card's fields are checked by the shared
 * booking rules (`src/lib/booking-schema.ts`), the stay by the catalogue.
 */
export const ReservationBody = v.object(
  {
    bookingEngine: required(MESSAGES.propertyRequired, MESSAGES.propertyInvalid),
    guest: present(v.pipe(v.record(v.string(), v.unknown(), RESERVATION_MESSAGES.guestRequired), v.check((guest) => !Array.isArray(guest), RESERVATION_MESSAGES.guestRequired))),
    payment: present(v.looseObject({ type: integer(1, 999, RESERVATION_MESSAGES.paymentType) }, RESERVATION_MESSAGES.paymentRequired)),
    rooms: present(v.pipe(
      v.array(ReservationRoom, RESERVATION_MESSAGES.roomsRequired),
      v.minLength(1, RESERVATION_MESSAGES.roomsRequired),
      v.maxLength(MAX_ROOMS, RESERVATION_MESSAGES.tooManyRooms),
    )),
    expectedTotal: present(v.pipe(v.number(RESERVATION_MESSAGES.expectedTotal), v.finite(RESERVATION_MESSAGES.expectedTotal), v.minValue(0, RESERVATION_MESSAGES.expectedTotal))),
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
