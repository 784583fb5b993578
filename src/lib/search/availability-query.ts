/**
 * The availability request's contract (01 §7.2), shared by the API that
 * checks it and the site that sends it: its valibot schemas with
 * guest-readable messages, and the messages and helpers the reservation
 * contract (`reservation-contract.ts`) builds on. Query parameters arrive
 * as strings; the schemas trim, check and convert them.
 */
import * as v from 'valibot';
import { isIsoDate, nightsBetween as daysBetween } from '../format/dates.ts';
import { MAX_NIGHTS } from './search-query.ts';

export { MAX_NIGHTS };

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
export const required = (message: string, notText: string = message) => v.pipe(v.nullish(v.string(notText), ''), v.trim(), v.nonEmpty(message));

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

/** A stay's check-out is after its check-in (or a date is missing or invalid, which its own check reports). */
export const checkOutAfterCheckIn = ({ from, to }: { from: string; to: string }): boolean => !bothDates(from, to) || to > from;

/** A stay is at most `MAX_NIGHTS` long (or its dates are reported by their own checks). */
export const stayWithinLimit = ({ from, to }: { from: string; to: string }): boolean =>
  !bothDates(from, to) || to <= from || daysBetween(from, to) <= MAX_NIGHTS;

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
      v.pipe(
        v.string(),
        v.check((value) => /^\d{1,10}$/.test(value) || UUID.test(value), MESSAGES.unitType),
      ),
    ),
    location: optionalText(v.pipe(v.string(), v.maxLength(100, MESSAGES.location))),
    bookingEngineId: optionalText(
      v.pipe(v.string(), v.regex(/^\d{1,10}$/, MESSAGES.propertyInvalid), v.transform(Number), v.minValue(1, MESSAGES.propertyInvalid)),
    ),
  }),
  v.forward(v.partialCheck([['from'], ['to']], checkOutAfterCheckIn, MESSAGES.toBeforeFrom), ['to']),
  v.forward(v.partialCheck([['from'], ['to']], stayWithinLimit, MESSAGES.tooLong), ['to']),
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
