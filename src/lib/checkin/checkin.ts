/**
 * Online check-in (guest registration, 02 §2.10, §4.7, §5.5): which
 * guests are validated, the rules of a guest card with the spec's
 * messages, whether the registration can still be saved, and the texts
 * of the screen as translation keys. Shared by the check-in screen and
 * the reference API (`server/checkin.ts`), so both refuse the same things
 * with the same words.
 *
 * Pure: no I/O; "today" is a parameter. The date of birth has its own
 * file (`checkin-dob.ts`), gender and documents theirs
 * (`checkin-documents.ts`), the wire types `checkin-contract.ts`.
 */
import { BOOKING_MESSAGE, isEmailAddress } from '../checkout/booking-schema.ts';
import type { CheckInGuestField } from './checkin-contract.ts';
import { dateOfBirthError } from './checkin-dob.ts';
import { DEFAULT_DOMESTIC_COUNTRY, GENDER_OPTIONS, TRAVEL_DOCUMENT_TYPE_IDS, isDocumentTypeFor } from './checkin-documents.ts';
import type { IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';

export type { CheckInGuestField } from './checkin-contract.ts';

/** Registration status (02 §3.13, §4.7): 1 open; anything else is checked in (the API writes 2 once guests are sent). */
export const CHECK_IN_STATUS = { OPEN: 1, CHECKED_IN: 2 } as const;

/** The card's fields in the order the card shows them and errors are listed (02 §2.10). */
export const GUEST_FIELDS: readonly CheckInGuestField[] = [
  'name',
  'dateOfBirth',
  'genderId',
  'travelDocumentTypesId',
  'documentNumber',
  'city',
  'countryOfBirthId',
  'email',
  'contactNumber',
];

/** Maximum lengths of the text fields (02 §5.5). */
export const GUEST_LIMITS = { name: 100, documentNumber: 18, city: 30, email: 150, contactNumber: 45 } as const;

/** The keys the check-in rules answer with (02 §2.10, §5.5): the spec's texts, as the site's other rules use them. */
export const CHECK_IN_MESSAGE = {
  EMPTY: 'This value cannot be empty',
  /** Token %maxLength%. */
  MAX_LENGTH: 'MaxLengthValidationError',
  EMAIL: 'This email is not valid',
  /** Not in the spec: a phone one cannot call ('abc'), the checkout's message for it (`lib/checkout/phone-number.ts`). */
  PHONE: BOOKING_MESSAGE.PHONE,
  /** Not in the spec: a value no control produces (gender 3, document type 7, country 'XYZ', a passport id of the other country). */
  INVALID: 'This value is not valid',
  /** Not in the spec: an emoji or pictograph in a name, a document number or a place, which the registration with the authorities cannot take. */
  EMOJI: 'checkIn.noEmoji',
  /** The banner above the form when any card has an error. */
  FORM_ERRORS: 'The form has errors, please check above.',
  /** Instead of 'Save guests' when the status is not 1. */
  CHECKED_IN: 'This reservation is checked in so it is not possible to edit guest details anymore',
  /** Replaces the form after a successful save. */
  SENT: 'Your application has been sent. Thank you!',
  SAVE: 'Save guests',
  /** Not in the spec: above 'Save guests' while a guest's card is empty, since a save closes the registration for good (02 §4.7). */
  EMPTY_GUESTS: 'Once saved, guest details cannot be changed, and guests left empty cannot be added later.',
  PRIMARY_GUEST: 'Primary guest',
  /** Token %number%: the guest's position, 2, 3, … */
  GUEST_NUMBER: 'Guest %number%',
  /** Not in the spec: the stay ended long enough ago that its registered guests were deleted (410, server/identity.ts). */
  CLOSED: 'This stay has ended, so its guest registration is closed and the guests’ details have been deleted.',
} as const;

/** A guest card field's control, label and placeholder keys (02 §2.10 table). */
export interface GuestFieldText {
  field: CheckInGuestField;
  control: 'text' | 'date' | 'select' | 'searchable-select';
  label: string;
  placeholder: string;
}

/** Every field of the card with its label and placeholder keys, in the card's order (02 §2.10). */
export const GUEST_FIELD_TEXTS: readonly GuestFieldText[] = [
  { field: 'name', control: 'text', label: 'Name and surname', placeholder: 'Enter name and surname' },
  { field: 'dateOfBirth', control: 'date', label: 'Date of birth', placeholder: 'Enter date (DD.MM.YYYY)' },
  { field: 'genderId', control: 'select', label: 'Gender', placeholder: '-- select gender --' },
  { field: 'travelDocumentTypesId', control: 'select', label: 'Type of document', placeholder: '-- select document type --' },
  { field: 'documentNumber', control: 'text', label: 'Document number', placeholder: 'Enter document number' },
  { field: 'city', control: 'text', label: 'Place of residence', placeholder: 'Enter place of residence' },
  { field: 'countryOfBirthId', control: 'searchable-select', label: 'Country of birth', placeholder: '-- select country of birth --' },
  { field: 'email', control: 'text', label: 'E-mail', placeholder: 'Enter your e-mail' },
  { field: 'contactNumber', control: 'text', label: 'Phone', placeholder: 'Enter telephone number' },
];

/** The summary's label keys (02 §2.10), in the screen's order. */
export const SUMMARY_LABELS = {
  booker: 'Booker',
  code: 'Reservation ID',
  persons: 'Persons',
  object: 'Property',
  unitType: 'Unit type',
  arrivalDate: 'Arrival date',
  departureDate: 'Departure date',
  adults: 'Adults',
  children: 'Children',
} as const;

/** Field → its first problem; empty when the guest is fine (or not validated). */
export type GuestErrors = Partial<Record<CheckInGuestField, Message>>;

/** What the rules read of a guest; values of any type are looked at safely (the API passes request bodies). */
export type GuestInput = Partial<Record<CheckInGuestField | 'id' | 'isPrimary', unknown>>;

/**
 * Empty in the spec's sense (02 §5.5): null or missing, an empty array,
 * or a string that is blank or only whitespace. Numbers and booleans are
 * never empty.
 * @example isEmptyValue('  ') // true
 * @example isEmptyValue(0) // false
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Whether a guest card is validated (02 §5.5): the primary guest always;
 * any other guest once one of its fields (anything but id and isPrimary)
 * is not empty. An untouched extra guest is neither validated nor saved.
 * @example shouldValidateGuest({ id: 1, isPrimary: true, name: '' }) // true
 * @example shouldValidateGuest({ id: 2, isPrimary: false, name: '', city: ' ' }) // false
 * @example shouldValidateGuest({ id: 2, isPrimary: false, genderId: 1 }) // true
 */
export function shouldValidateGuest(guest: GuestInput): boolean {
  if (guest.isPrimary === true) return true;
  return GUEST_FIELDS.some((field) => !isEmptyValue(guest[field]));
}

/**
 * The positions (0-based) of the guests that are validated.
 * @example guestsToValidate([{ isPrimary: true }, { name: '' }, { name: 'Ivo' }]) // [0, 2]
 */
export function guestsToValidate(guests: readonly GuestInput[]): number[] {
  return guests.flatMap((guest, index) => (shouldValidateGuest(guest) ? [index] : []));
}

/** Options of `validateGuest`. */
export interface GuestValidationOptions {
  /** The calendar day the date of birth is checked against (not after the day after it). */
  today: IsoDate;
  /** The country whose guests get document ids 14 and 25 (02 §9.3); 'HR' when not given. */
  domesticCountryId?: string | number;
  /** The country ids the select offers; when given, any other id is 'This value is not valid'. */
  countryIds?: Iterable<string>;
  /**
   * The phone rule (`isPossiblePhone` of `lib/checkout/phone-number.ts`),
   * passed in so that a page loads its metadata (about 25 KB) only once a
   * number is typed; without it only the phone's length is checked.
   */
  isPossiblePhone?: (phone: string, country?: unknown) => boolean;
}

const { EMPTY, MAX_LENGTH, INVALID, EMOJI } = CHECK_IN_MESSAGE;

/** Emoji, pictographs, flags (regional indicators), skin tones and keycaps (a digit with U+20E3): no official register takes them. */
const PICTOGRAPH = /[\p{Extended_Pictographic}\p{Regional_Indicator}\p{Emoji_Modifier}]|\u20e3/u;

/** A required text field: the first problem, or null. */
function requiredText(value: unknown, max: number): Message | null {
  if (isEmptyValue(value)) return message(EMPTY);
  if (typeof value !== 'string') return message(INVALID);
  return value.trim().length > max ? message(MAX_LENGTH, { maxLength: max }) : null;
}

/** A required text the registration passes on to the authorities (a name, a document number, a place): `requiredText`, and no emoji. */
function officialText(value: unknown, max: number): Message | null {
  return requiredText(value, max) ?? (PICTOGRAPH.test(value as string) ? message(EMOJI) : null);
}

/** An optional text field: the first problem, or null. */
function optionalText(value: unknown, max: number): Message | null {
  if (isEmptyValue(value)) return null;
  if (typeof value !== 'string') return message(INVALID);
  return value.trim().length > max ? message(MAX_LENGTH, { maxLength: max }) : null;
}

/** The optional e-mail: at most 150 characters and a valid address when given. */
function emailProblem(value: unknown): Message | null {
  const problem = optionalText(value, GUEST_LIMITS.email);
  if (problem !== null || isEmptyValue(value)) return problem;
  return isEmailAddress((value as string).trim()) ? null : message(CHECK_IN_MESSAGE.EMAIL);
}

/**
 * The optional phone: at most 45 characters and, when the rule is given, a
 * number one can call: with its calling code, or a national number of the
 * guest's country of birth or of the property's country (a foreign guest
 * living there gives a local number).
 */
function phoneProblem(value: unknown, countries: readonly unknown[], isPossiblePhone: GuestValidationOptions['isPossiblePhone']): Message | null {
  const problem = optionalText(value, GUEST_LIMITS.contactNumber);
  if (problem !== null || isEmptyValue(value) || !isPossiblePhone) return problem;
  return countries.some((country) => isPossiblePhone(value as string, country)) ? null : message(CHECK_IN_MESSAGE.PHONE);
}

/** A required choice among `allowed`: the first problem, or null. */
function requiredChoice(value: unknown, allowed: readonly unknown[]): Message | null {
  if (isEmptyValue(value)) return message(EMPTY);
  return allowed.includes(value) ? null : message(INVALID);
}

const COUNTRY_ID = /^[A-Za-z]{2}$/;

/** Whether a country of birth is a code the select could have given. */
function isKnownCountry(value: unknown, countryIds: ReadonlySet<string> | null): value is string {
  if (typeof value !== 'string' || !COUNTRY_ID.test(value.trim())) return false;
  return countryIds === null || countryIds.has(value.trim().toUpperCase());
}

/**
 * The problems of one guest card (02 §5.5), the first of each field:
 * name required, at most 100; the date of birth (`dateOfBirthError`);
 * gender, document type and country of birth required; document number
 * required, at most 18; place of residence required, at most 30 (the
 * name, number and place without emoji, not in the spec); e-mail
 * optional, at most 150, a valid address; phone optional, at most 45, and
 * one can call it when `options.isPossiblePhone` is given (`phoneProblem`). The
 * document type must be one offered for the country of birth. Call it for
 * the guests `shouldValidateGuest` picks (`validateGuests` does).
 * @example validateGuest({ isPrimary: true, name: 'Ana Horvat', dateOfBirth: '31.02.1990', genderId: 1, travelDocumentTypesId: 25, documentNumber: '112233445', city: 'Split', countryOfBirthId: 'HR' }, { today: '2027-03-01' }) // { dateOfBirth: { key: 'The date is invalid', tokens: {} } }
 */
export function validateGuest(guest: GuestInput, options: GuestValidationOptions): GuestErrors {
  const domestic = options.domesticCountryId ?? DEFAULT_DOMESTIC_COUNTRY;
  const countryIds = options.countryIds ? new Set([...options.countryIds].map((id) => id.toUpperCase())) : null;
  const country = guest.countryOfBirthId;
  const countryError = isEmptyValue(country) ? message(EMPTY) : isKnownCountry(country, countryIds) ? null : message(INVALID);
  let documentError = requiredChoice(guest.travelDocumentTypesId, TRAVEL_DOCUMENT_TYPE_IDS);
  if (documentError === null && countryError === null && !isDocumentTypeFor(guest.travelDocumentTypesId, country, domestic)) documentError = message(INVALID);

  const found: Record<CheckInGuestField, Message | null> = {
    name: officialText(guest.name, GUEST_LIMITS.name),
    dateOfBirth: dateOfBirthError(guest.dateOfBirth, options.today),
    genderId: requiredChoice(
      guest.genderId,
      GENDER_OPTIONS.map((option) => option.value),
    ),
    travelDocumentTypesId: documentError,
    documentNumber: officialText(guest.documentNumber, GUEST_LIMITS.documentNumber),
    city: officialText(guest.city, GUEST_LIMITS.city),
    countryOfBirthId: countryError,
    email: emailProblem(guest.email),
    contactNumber: phoneProblem(guest.contactNumber, [country, domestic], options.isPossiblePhone),
  };
  const errors: GuestErrors = {};
  for (const field of GUEST_FIELDS) {
    const error = found[field];
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The problems of every card, one entry per guest in the same order: the
 * guests `shouldValidateGuest` skips get {}.
 * @example validateGuests([{ isPrimary: true }, { name: '' }], { today: '2027-03-01' })[1] // {}
 */
export function validateGuests(guests: readonly GuestInput[], options: GuestValidationOptions): GuestErrors[] {
  return guests.map((guest) => (shouldValidateGuest(guest) ? validateGuest(guest, options) : {}));
}

/**
 * A card's errors as a list in field order.
 * @example guestErrorList({ city: message('This value cannot be empty') }) // [{ field: 'city', message: { key: 'This value cannot be empty', tokens: {} } }]
 */
export function guestErrorList(errors: GuestErrors): { field: CheckInGuestField; message: Message }[] {
  return GUEST_FIELDS.filter((field) => errors[field] !== undefined).map((field) => ({ field, message: errors[field]! }));
}

/**
 * The banner above the form (02 §5.5): 'The form has errors, please check
 * above.' when any card has an error, else null.
 * @example formErrorsMessage([{}, { city: message('This value cannot be empty') }]) // { key: 'The form has errors, please check above.', tokens: {} }
 */
export function formErrorsMessage(errors: readonly GuestErrors[]): Message | null {
  return errors.some((entry) => Object.keys(entry).length > 0) ? message(CHECK_IN_MESSAGE.FORM_ERRORS) : null;
}
