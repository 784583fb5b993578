/**
 * The booking form's checks (02 §5.1, §5.2, §5.4) as valibot schemas: the
 * booker (private or company), the card form and the card gateways'
 * fields, chosen by payment method, and the errors they give by field.
 * Beyond the spec, the phone must be a number one can call, read in the
 * booker's country (`phone-number.ts`).
 */
import * as v from 'valibot';
import { message, type Message } from '../format/messages.ts';
import {
  ADDRESS_METHODS,
  ARRIVAL_TIME,
  BOOKING_FIELDS,
  BOOKING_LIMITS,
  BOOKING_MESSAGE,
  BOOKING_MESSAGES_EN,
  type BookingDetails,
  type BookingErrors,
  type BookingField,
  type BookingValidationOptions,
  isEmailAddress,
  isExpired,
  hasValidCheckDigit,
  isSupportedCardNumber,
  optionalText,
  parseExpirationDate,
  PAYMENT_METHOD,
  present,
  requiredText,
} from './booking-schema.ts';
import { isPossiblePhone } from './phone-number.ts';

const { MAX_LENGTH } = BOOKING_MESSAGE;

/** The booker of a private booking (02 §5.1), field by field: `bookingSchema` adds the phone's check, which reads the country too. */
export const BookerSchema = v.looseObject({
  firstName: requiredText(BOOKING_LIMITS.firstName),
  lastName: requiredText(BOOKING_LIMITS.lastName),
  email: v.pipe(present(), v.maxLength(BOOKING_LIMITS.email, MAX_LENGTH), v.check(isEmailAddress, BOOKING_MESSAGE.EMAIL)),
  phone: requiredText(BOOKING_LIMITS.phone),
  country: requiredText(BOOKING_LIMITS.country),
  estimatedTimeOfArrival: v.pipe(present(), v.regex(ARRIVAL_TIME, BOOKING_MESSAGE.INVALID)),
  note: optionalText(BOOKING_LIMITS.note),
  isNewsletterSubscribed: v.optional(v.boolean(BOOKING_MESSAGE.INVALID), false),
  termsAccepted: v.pipe(v.optional(v.boolean(BOOKING_MESSAGE.TOS), false), v.value(true, BOOKING_MESSAGE.TOS)),
});

/**
 * A company booker (isCompany true, 02 §5.1): company name and VAT id
 * required; first and last name optional, still at most 20 characters.
 */
export const CompanyBookerSchema = v.looseObject({
  ...BookerSchema.entries,
  firstName: optionalText(BOOKING_LIMITS.firstName),
  lastName: optionalText(BOOKING_LIMITS.lastName),
  companyName: requiredText(BOOKING_LIMITS.companyName),
  companyVatId: requiredText(BOOKING_LIMITS.companyVatId),
});

/**
 * The built-in card form (method 1, 02 §5.2): holder name, card number of
 * a supported brand (and, not in the spec, a check digit that holds),
 * expiry MM/YY not before the current month, CVV of 3 or 4 digits.
 */
export function cardPaymentSchema(now: Date, options: BookingValidationOptions = {}) {
  return v.looseObject({
    name: requiredText(BOOKING_LIMITS.name),
    cardNumber: v.pipe(
      present(),
      v.check((value) => isSupportedCardNumber(value, options.acceptedCardBrands), BOOKING_MESSAGE.CARD),
      // A supported brand's number with a digit mistyped: said as such (not in the spec). The field shows its first
      // problem (`validateBooking`), so an unsupported number still reads 'not supported'.
      v.check(hasValidCheckDigit, BOOKING_MESSAGE.CARD_NUMBER),
    ),
    expirationDate: v.pipe(
      present(),
      v.check((value) => parseExpirationDate(value) !== null, BOOKING_MESSAGE.EXPIRY_FORMAT),
      v.check((value) => {
        const expiry = parseExpirationDate(value);
        return expiry === null || !isExpired(expiry, now);
      }, BOOKING_MESSAGE.EXPIRY_PAST),
    ),
    cvv: v.pipe(present(), v.regex(/^\d{3,4}$/, BOOKING_MESSAGE.CVV)),
  });
}

/** The card holder's address of the gateway forms (methods 3, 4, 5, 6, 02 §5.2). */
export const GatewayPaymentSchema = v.looseObject({
  address: requiredText(BOOKING_LIMITS.address),
  city: requiredText(BOOKING_LIMITS.city),
  postalCode: requiredText(BOOKING_LIMITS.postalCode),
  name: requiredText(BOOKING_LIMITS.name),
});

/**
 * The whole schema for a payment method: the booker (private or company)
 * plus the method's own fields. Method 2, gateway E and the wallet options
 * check the booker only.
 *
 * Beyond 02 §5.1, a phone that is there and not too long must be a number
 * one can call, read as a national number of the booker's country when it
 * has no '+' (`isPossiblePhone`): else 'This phone number is not valid' on
 * the phone. The country is only read: a phone with a '+' needs none.
 */
export function bookingSchema(method: number, isCompany: boolean, now: Date, options: BookingValidationOptions = {}) {
  const booker = isCompany ? CompanyBookerSchema.entries : BookerSchema.entries;
  const entries =
    method === PAYMENT_METHOD.CARD
      ? { ...booker, ...cardPaymentSchema(now, options).entries }
      : ADDRESS_METHODS.has(method)
        ? { ...booker, ...GatewayPaymentSchema.entries }
        : booker;
  return v.pipe(
    v.looseObject(entries),
    v.forward(
      // Runs once the phone has no error of its own; it is handed the whole booker, the country as sent.
      v.partialCheck([['phone']], (details) => isPossiblePhone(details.phone, (details as { country?: unknown }).country), BOOKING_MESSAGE.PHONE),
      ['phone'],
    ),
  );
}

/** An issue as a message: its key, with %maxLength% for a length error. */
function issueMessage(issue: v.BaseIssue<unknown>): Message {
  if (issue.type === 'max_length') return message(MAX_LENGTH, { maxLength: Number(issue.requirement) });
  return message(issue.message);
}

/**
 * Validates the booker and the payment fields of `method` at `now`
 * (02 §5.1, §5.2): the error map, keyed by field, with the first problem
 * of each field; empty when the booking may go ahead. `details.isCompany`
 * true switches to the company booker rules.
 * @example validateBooking({ firstName: 'Ana', lastName: 'Horvat', email: 'ana@', phone: '+385 91 555 0192', country: 'HR', estimatedTimeOfArrival: '14:00', termsAccepted: true }, 2, new Date()) // { email: { key: 'This email is not valid', tokens: {} } }
 */
export function validateBooking(details: BookingDetails, method: number, now: Date, options: BookingValidationOptions = {}): BookingErrors {
  const schema = bookingSchema(method, details.isCompany === true, now, options);
  const result = v.safeParse(schema, details ?? {});
  const found = new Map<string, Message>();
  for (const issue of result.issues ?? []) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !found.has(field)) found.set(field, issueMessage(issue));
  }
  const errors: BookingErrors = {};
  for (const field of BOOKING_FIELDS) {
    const error = found.get(field);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The errors as a list, in field order.
 * @example bookingErrorList({ email: message('This email is not valid') }) // [{ field: 'email', message: { key: 'This email is not valid', tokens: {} } }]
 */
export function bookingErrorList(errors: BookingErrors): { field: BookingField; message: Message }[] {
  return BOOKING_FIELDS.filter((field) => errors[field] !== undefined).map((field) => ({ field, message: errors[field]! }));
}

/**
 * A booking message in English, its tokens filled in (what the API
 * answers). An unknown key reads as itself.
 * @example bookingMessageText(message('MaxLengthValidationError', { maxLength: 20 })) // 'This value can be at most 20 characters long'
 */
export function bookingMessageText(error: Message): string {
  const text = (BOOKING_MESSAGES_EN as Record<string, string>)[error.key] ?? error.key;
  return text.replace(/%(\w+)%/g, (whole, token: string) => (token in error.tokens ? String(error.tokens[token]) : whole));
}
