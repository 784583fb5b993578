/**
 * The booker and payment rules of checkout (02 §5.1, §5.2, §5.3), shared by
 * the site's checkout form and the reference API: one set of valibot
 * schemas, and `validateBooking`, which turns their issues into an error
 * map keyed by field. Every error is a translation key with its tokens
 * (`Message`), the spec's own texts where it gives them.
 *
 * Pure: no I/O, the clock is a parameter.
 */
import * as v from 'valibot';
import { detectCardBrand, isLuhnValid, normalizeCardNumber } from '../payment/card-brands.ts';
import type { Message } from '../format/messages.ts';
import { BOOKING_LIMITS } from './booking-limits.ts';

/** The keys validateBooking answers with (02 §5.1, §5.2, §5.5 generic messages). */
export const BOOKING_MESSAGE = {
  EMPTY: 'This value cannot be empty',
  /** Token %maxLength%. */
  MAX_LENGTH: 'MaxLengthValidationError',
  EMAIL: 'This email is not valid',
  /** Not in the spec (02 §5.1 asks only for a phone): a number no one can call (`phone-number.ts`). */
  PHONE: 'This phone number is not valid',
  TOS: 'TOSValidationError',
  EXPIRY_FORMAT: 'Expiration date is not in XX/YY format',
  EXPIRY_PAST: 'Expiration date is in the past',
  CVV: 'CVV invalid format',
  CARD: 'This is not supported card number',
  /** Not in the spec: a number of a supported brand whose check digit fails (a typo), which 'not supported' misnamed. */
  CARD_NUMBER: 'card.numberInvalid',
  /** Not in the spec: a value of the wrong kind (an arrival time that is not 'HH:00', a newsletter choice that is not yes/no). */
  INVALID: 'This value is not valid',
} as const;

export type BookingMessageKey = (typeof BOOKING_MESSAGE)[keyof typeof BOOKING_MESSAGE];

/**
 * The English text of every key, as the site's English dictionary reads
 * it (the API answers with these; the dictionaries translate the keys).
 * 'This value is not valid' never shows on the site (its controls cannot
 * produce a wrong kind of value) and is the API's only.
 */
export const BOOKING_MESSAGES_EN: Readonly<Record<BookingMessageKey, string>> = {
  'This value cannot be empty': 'This value cannot be empty',
  MaxLengthValidationError: 'This value can be at most %maxLength% characters long',
  'This email is not valid': 'This email is not valid',
  'This phone number is not valid': 'This phone number is not valid',
  TOSValidationError: 'Please accept the terms of service and the privacy policy to book.',
  'Expiration date is not in XX/YY format': 'Expiration date is not in MM/YY format',
  'Expiration date is in the past': 'Expiration date is in the past',
  'CVV invalid format': 'The CVV must be 3 or 4 digits',
  'This is not supported card number': 'This is not a supported card number',
  'card.numberInvalid': 'This card number is not valid. Please check it.',
  'This value is not valid': 'This value is not valid',
};

/**
 * Every field the error map can name, in the order the form shows them
 * (and the API lists its messages).
 */
export const BOOKING_FIELDS = [
  'firstName',
  'lastName',
  'companyName',
  'companyVatId',
  'email',
  'phone',
  'country',
  'estimatedTimeOfArrival',
  'note',
  'isNewsletterSubscribed',
  'termsAccepted',
  'name',
  'cardNumber',
  'expirationDate',
  'cvv',
  'address',
  'city',
  'postalCode',
] as const;

export type BookingField = (typeof BOOKING_FIELDS)[number];

/** Field → the first problem found with it; empty when everything is valid. */
export type BookingErrors = Partial<Record<BookingField, Message>>;

/** Maximum lengths (02 §5.1, §5.2), kept in `booking-limits.ts`. */
export { BOOKING_LIMITS };

/** Payment method ids (02 §9.1). */
export const PAYMENT_METHOD = { CARD: 1, BANK_TRANSFER: 2, GATEWAY_D: 3, GATEWAY_B: 4, GATEWAY_C: 5, GATEWAY_A: 6 } as const;

/** Methods whose forms ask for the card holder's address (02 §5.2: 3, 4, 5, 6). */
export const ADDRESS_METHODS: ReadonlySet<number> = new Set([
  PAYMENT_METHOD.GATEWAY_D,
  PAYMENT_METHOD.GATEWAY_B,
  PAYMENT_METHOD.GATEWAY_C,
  PAYMENT_METHOD.GATEWAY_A,
]);

/** What validateBooking reads; anything else on the object is ignored. Values of the wrong type count as missing. */
export interface BookingDetails {
  firstName?: unknown;
  lastName?: unknown;
  isCompany?: unknown;
  companyName?: unknown;
  companyVatId?: unknown;
  email?: unknown;
  phone?: unknown;
  country?: unknown;
  estimatedTimeOfArrival?: unknown;
  note?: unknown;
  isNewsletterSubscribed?: unknown;
  termsAccepted?: unknown;
  /** The card holder (02 §5.4 decides who that is). */
  name?: unknown;
  cardNumber?: unknown;
  expirationDate?: unknown;
  cvv?: unknown;
  address?: unknown;
  city?: unknown;
  postalCode?: unknown;
  [other: string]: unknown;
}

export interface BookingValidationOptions {
  /**
   * The card brands the property takes (the card method's
   * selectedCardTypes); a number of another brand is 'This is not
   * supported card number'. Empty or missing: every brand of 02 §5.3.
   */
  acceptedCardBrands?: readonly string[] | null;
}

const { EMPTY, MAX_LENGTH } = BOOKING_MESSAGE;

/** A required string: missing, null or not a string is 'This value cannot be empty'; trimmed, not blank. */
export const present = () => v.pipe(v.optional(v.string(EMPTY), ''), v.trim(), v.nonEmpty(EMPTY));

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) => v.pipe(present(), v.maxLength(max, MAX_LENGTH));

/** Optional text: missing or null is '', otherwise at most `max` characters once trimmed. */
export const optionalText = (max: number) => v.pipe(v.nullish(v.string(BOOKING_MESSAGE.INVALID), ''), v.trim(), v.maxLength(max, MAX_LENGTH));

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/**
 * A syntactically valid address: one '@', a dot-atom local part of at most
 * 64 characters, and a domain of letters, digits and hyphens in labels of
 * at most 63 characters. Whether the domain can receive mail is the API's
 * question ('Email doesnt exist').
 * @example isEmailAddress('ana.horvat@example.com') // true
 * @example isEmailAddress('ana..horvat@example.com') // false
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length === 0 || domain.length > 253) return false;
  return EMAIL_LOCAL.test(local) && domain.split('.').every((label) => DOMAIN_LABEL.test(label));
}

/** 'HH:00', hours 00–23 (02 §9.2 estimated arrival options). */
export const ARRIVAL_TIME = /^(?:[01]\d|2[0-3]):00$/;

/**
 * MM/YY read as month and year (a two-digit year is 2000 + YY), or null
 * when not in that format or the month is not 1–12.
 * @example parseExpirationDate('07/29') // { month: 7, year: 2029 }
 * @example parseExpirationDate('13/29') // null
 */
export function parseExpirationDate(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * Whether a card valid through `month`/`year` has expired at `now`: a card
 * works until its month is over, and the month is taken as over only when
 * it is over everywhere (at UTC−12), so neither a guest's time zone nor the
 * server's can refuse a card in its last day.
 * @example isExpired({ month: 3, year: 2027 }, new Date('2027-03-31T23:00:00Z')) // false
 * @example isExpired({ month: 2, year: 2027 }, new Date('2027-03-01T13:00:00Z')) // true
 */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  // Date.UTC's month is 0-based: `expiry.month` is the month after the expiry month.
  return now.getTime() >= Date.UTC(expiry.year, expiry.month, 1, 12);
}

/**
 * A card number of a brand the built-in form takes: digits (spaces and
 * dashes allowed between them) of a brand of 02 §5.3 and, when the
 * property lists its brands, one of those. Its check digit is
 * `hasValidCheckDigit`'s.
 * @example isSupportedCardNumber('4111 1111 1111 1111') // true
 * @example isSupportedCardNumber('4111111111111111', ['amex']) // false
 */
export function isSupportedCardNumber(value: string, acceptedBrands?: readonly string[] | null): boolean {
  const brand = detectCardBrand(value);
  if (brand === null) return false;
  const accepted = (acceptedBrands ?? []).map((id) => id.trim().toLowerCase()).filter(Boolean);
  return accepted.length === 0 || accepted.includes(brand);
}

/**
 * Whether a card number's check digit (Luhn) holds: a mistyped digit fails it.
 * @example hasValidCheckDigit('4111 1111 1111 1112') // false
 */
export const hasValidCheckDigit = (value: string): boolean => isLuhnValid(normalizeCardNumber(value));
