import { describe, expect, it } from 'vitest';
import type { CheckInGuest, CheckInReservation } from '../../../src/lib/checkin/checkin-contract.ts';
import {
  CHECK_IN_MESSAGE,
  GUEST_FIELDS,
  GUEST_FIELD_TEXTS,
  formErrorsMessage,
  guestErrorList,
  guestsToValidate,
  isEmptyValue,
  shouldValidateGuest,
  validateGuest,
  validateGuests,
  type GuestInput,
} from '../../../src/lib/checkin/checkin.ts';
import {
  canSaveGuests,
  checkInSummary,
  checkedInMessage,
  childrenText,
  emptyGuestsNote,
  guestCardTitle,
  guestFieldPlaceholder,
  guestForm,
  guestSubmission,
} from '../../../src/lib/checkin/checkin-view.ts';
import { isPossiblePhone } from '../../../src/lib/checkout/phone-number.ts';
import { message } from '../../../src/lib/format/messages.ts';

const TODAY = '2027-03-01';
const OPTIONS = { today: TODAY };

/** A primary guest born in Croatia with every field right. */
const ANA: GuestInput = {
  id: 1,
  isPrimary: true,
  name: 'Ana Horvat',
  dateOfBirth: '12.05.1990',
  genderId: 1,
  travelDocumentTypesId: 25,
  documentNumber: '112233445',
  city: 'Split',
  countryOfBirthId: 'HR',
  email: 'ana.horvat@example.com',
  contactNumber: '+385 91 555 0192',
};

/** A second guest, born in Germany, with a passport. */
const MARKO: GuestInput = {
  id: 2,
  isPrimary: false,
  name: 'Marko Horvat',
  dateOfBirth: '03.11.1988',
  genderId: 2,
  travelDocumentTypesId: 18,
  documentNumber: 'C01X00T47',
  city: 'Split',
  countryOfBirthId: 'DE',
  email: '',
  contactNumber: '',
};

const EMPTY_GUEST = (id: number): GuestInput => ({
  id,
  isPrimary: false,
  name: '',
  dateOfBirth: null,
  genderId: null,
  travelDocumentTypesId: null,
  documentNumber: '',
  city: '',
  countryOfBirthId: null,
  email: '',
  contactNumber: '',
});

const keysOf = (guest: GuestInput, options: Parameters<typeof validateGuest>[1] = OPTIONS) =>
  Object.fromEntries(Object.entries(validateGuest(guest, options)).map(([field, error]) => [field, error!.key]));

describe('which guests are validated (02 §5.5)', () => {
  it('counts null, missing, empty arrays and blank strings as empty, not numbers', () => {
    expect([null, undefined, '', '  \t', []].every(isEmptyValue)).toBe(true);
    expect([0, 1, 'a', false, [1]].some(isEmptyValue)).toBe(false);
  });

  it('validates the primary guest even when every field is empty', () => {
    expect(shouldValidateGuest({ ...EMPTY_GUEST(1), isPrimary: true })).toBe(true);
  });

  it('skips another guest whose fields are all empty or blank', () => {
    expect(shouldValidateGuest(EMPTY_GUEST(2))).toBe(false);
    expect(shouldValidateGuest({ ...EMPTY_GUEST(2), name: '   ', city: '\n' })).toBe(false);
  });

  it('validates another guest once any field other than id and isPrimary has a value', () => {
    for (const field of GUEST_FIELDS) {
      const value = field === 'genderId' ? 2 : field === 'travelDocumentTypesId' ? 18 : 'x';
      expect(shouldValidateGuest({ ...EMPTY_GUEST(2), [field]: value }), field).toBe(true);
    }
    expect(shouldValidateGuest({ ...EMPTY_GUEST(2), id: 99 })).toBe(false);
    expect(shouldValidateGuest({ ...EMPTY_GUEST(2), isPrimary: false })).toBe(false);
  });

  it('lists the positions to validate', () => {
    expect(guestsToValidate([ANA, EMPTY_GUEST(2), { ...EMPTY_GUEST(3), email: 'ivo@example.com' }])).toEqual([0, 2]);
  });
});

describe('a guest card (02 §5.5)', () => {
  it('passes a complete guest, and one without the optional e-mail and phone', () => {
    expect(validateGuest(ANA, OPTIONS)).toEqual({});
    expect(validateGuest(MARKO, OPTIONS)).toEqual({});
    expect(validateGuest({ ...ANA, email: null, contactNumber: null }, OPTIONS)).toEqual({});
  });

  it('requires name, date of birth, gender, document type, document number, place of residence and country of birth', () => {
    expect(keysOf({ isPrimary: true })).toEqual({
      name: 'This value cannot be empty',
      dateOfBirth: 'This value cannot be empty',
      genderId: 'This value cannot be empty',
      travelDocumentTypesId: 'This value cannot be empty',
      documentNumber: 'This value cannot be empty',
      city: 'This value cannot be empty',
      countryOfBirthId: 'This value cannot be empty',
    });
    expect(keysOf({ ...ANA, name: '   ', city: '', documentNumber: ' ' })).toEqual({
      name: 'This value cannot be empty',
      documentNumber: 'This value cannot be empty',
      city: 'This value cannot be empty',
    });
  });

  it('takes no emoji, pictographs or flags in a name, a document number or a place of residence (not in the spec)', () => {
    expect(keysOf({ ...ANA, name: 'Ana 😀 Horvat', documentNumber: '1122✈3', city: 'Split 🇭🇷' })).toEqual({
      name: 'checkIn.noEmoji',
      documentNumber: 'checkIn.noEmoji',
      city: 'checkIn.noEmoji',
    });
    expect(keysOf({ ...ANA, name: 'Ana 👨‍👩‍👧‍👦' })).toEqual({ name: 'checkIn.noEmoji' });
    expect(keysOf({ ...ANA, city: 'Split 1️⃣', documentNumber: '11🏻22' })).toEqual({ city: 'checkIn.noEmoji', documentNumber: 'checkIn.noEmoji' });
    // Letters of every script, apostrophes, hyphens, dots and digits are names and places.
    expect(validateGuest({ ...ANA, name: 'Zoë O’Brien-Łukasiewicz Jr.', city: 'Αθήνα 2', documentNumber: 'X-12.34#' }, OPTIONS)).toEqual({});
  });

  it('limits the name to 100, the document number to 18, the place of residence to 30 characters', () => {
    expect(validateGuest({ ...ANA, name: 'A'.repeat(100), documentNumber: 'D'.repeat(18), city: 'C'.repeat(30) }, OPTIONS)).toEqual({});
    expect(validateGuest({ ...ANA, name: 'A'.repeat(101), documentNumber: 'D'.repeat(19), city: 'C'.repeat(31) }, OPTIONS)).toEqual({
      name: message('MaxLengthValidationError', { maxLength: 100 }),
      documentNumber: message('MaxLengthValidationError', { maxLength: 18 }),
      city: message('MaxLengthValidationError', { maxLength: 30 }),
    });
    // Surrounding spaces do not count.
    expect(validateGuest({ ...ANA, city: ` ${'C'.repeat(30)} ` }, OPTIONS)).toEqual({});
  });

  it('takes an optional e-mail of at most 150 characters that is a valid address', () => {
    expect(keysOf({ ...ANA, email: 'ana@' })).toEqual({ email: 'This email is not valid' });
    expect(keysOf({ ...ANA, email: 'ana horvat@example.com' })).toEqual({ email: 'This email is not valid' });
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(30)}.com`;
    expect(long.length).toBeGreaterThan(150);
    expect(validateGuest({ ...ANA, email: long }, OPTIONS)).toEqual({ email: message('MaxLengthValidationError', { maxLength: 150 }) });
    expect(validateGuest({ ...ANA, email: '  ' }, OPTIONS)).toEqual({});
  });

  it('takes an optional phone of at most 45 characters', () => {
    expect(validateGuest({ ...ANA, contactNumber: '1'.repeat(45) }, OPTIONS)).toEqual({});
    expect(validateGuest({ ...ANA, contactNumber: '1'.repeat(46) }, OPTIONS)).toEqual({
      contactNumber: message('MaxLengthValidationError', { maxLength: 45 }),
    });
  });

  it('takes a phone one can call once the phone rule is given, as the checkout does', () => {
    const withRule = { ...OPTIONS, isPossiblePhone };
    // Without the rule (before the page has loaded it) only the length is checked; the API always has it.
    expect(keysOf({ ...ANA, contactNumber: 'abc' })).toEqual({});
    expect(keysOf({ ...ANA, contactNumber: 'abc' }, withRule)).toEqual({ contactNumber: 'This phone number is not valid' });
    expect(keysOf({ ...ANA, contactNumber: '12' }, withRule)).toEqual({ contactNumber: 'This phone number is not valid' });
    expect(keysOf({ ...ANA, contactNumber: '1'.repeat(46) }, withRule)).toEqual({ contactNumber: 'MaxLengthValidationError' });
    expect(keysOf({ ...ANA, contactNumber: '   ' }, withRule)).toEqual({});
    // With its calling code, from anywhere; 00 is Croatia's international prefix.
    expect(keysOf({ ...ANA, contactNumber: '+49 30 12345678' }, withRule)).toEqual({});
    expect(keysOf({ ...ANA, contactNumber: '0043 1 234567' }, withRule)).toEqual({});
    // A national number of the guest's country of birth.
    expect(keysOf({ ...ANA, contactNumber: '091 555 0192' }, withRule)).toEqual({});
    expect(keysOf({ ...MARKO, contactNumber: '030 12345678' }, withRule)).toEqual({});
    expect(keysOf({ ...ANA, contactNumber: '030 12345678' }, withRule)).toEqual({ contactNumber: 'This phone number is not valid' });
    // Or of the property's country: a foreign guest living there gives a local number.
    const fromSlovenia = { ...MARKO, countryOfBirthId: 'SI', contactNumber: '091 555 0192' };
    expect(keysOf(fromSlovenia, withRule)).toEqual({});
    expect(keysOf(fromSlovenia, { ...withRule, domesticCountryId: 'ES' })).toEqual({ contactNumber: 'This phone number is not valid' });
  });

  it('checks the date of birth with its own messages', () => {
    expect(keysOf({ ...ANA, dateOfBirth: '31.02.1990' })).toEqual({ dateOfBirth: 'The date is invalid' });
    expect(keysOf({ ...ANA, dateOfBirth: '31.12.1904' })).toEqual({ dateOfBirth: 'Date of birth year has to be bigger than 1904' });
    expect(keysOf({ ...ANA, dateOfBirth: '01.01.1905' })).toEqual({});
    expect(keysOf({ ...ANA, dateOfBirth: '03.03.2027' })).toEqual({ dateOfBirth: 'Date of birth cannot be in the future. Please enter a valid date.' });
    expect(keysOf({ ...ANA, dateOfBirth: '1990-05-12' })).toEqual({ dateOfBirth: 'The date format is incorrect' });
    expect(validateGuest({ ...ANA, dateOfBirth: '12.5.1990' }, OPTIONS)).toEqual({ dateOfBirth: message('MinLengthValidationError', { minLength: 10 }) });
  });

  it('takes gender 1 or 2 only', () => {
    expect(keysOf({ ...ANA, genderId: 2 })).toEqual({});
    expect(keysOf({ ...ANA, genderId: 3 })).toEqual({ genderId: 'This value is not valid' });
    expect(keysOf({ ...ANA, genderId: '1' })).toEqual({ genderId: 'This value is not valid' });
  });

  it('takes the document type ids of the country of birth only', () => {
    expect(keysOf({ ...ANA, travelDocumentTypesId: 14 })).toEqual({});
    expect(keysOf({ ...ANA, travelDocumentTypesId: 18 })).toEqual({ travelDocumentTypesId: 'This value is not valid' });
    expect(keysOf({ ...MARKO, travelDocumentTypesId: 14 })).toEqual({ travelDocumentTypesId: 'This value is not valid' });
    expect(keysOf({ ...MARKO, travelDocumentTypesId: 23 })).toEqual({});
    expect(keysOf({ ...ANA, travelDocumentTypesId: 7 })).toEqual({ travelDocumentTypesId: 'This value is not valid' });
    // Without a country of birth only the country is reported.
    expect(keysOf({ ...ANA, countryOfBirthId: null, travelDocumentTypesId: 18 })).toEqual({ countryOfBirthId: 'This value cannot be empty' });
  });

  it('follows the configured domestic country', () => {
    const slovenia = { ...OPTIONS, domesticCountryId: 'SI' };
    expect(keysOf({ ...ANA, travelDocumentTypesId: 25 }, slovenia)).toEqual({ travelDocumentTypesId: 'This value is not valid' });
    expect(keysOf({ ...ANA, travelDocumentTypesId: 23 }, slovenia)).toEqual({});
    expect(keysOf({ ...ANA, countryOfBirthId: 'SI', travelDocumentTypesId: 14 }, slovenia)).toEqual({});
  });

  it('takes a two-letter country of birth, one of the offered countries when they are given', () => {
    expect(keysOf({ ...MARKO, countryOfBirthId: 'de' })).toEqual({});
    expect(keysOf({ ...MARKO, countryOfBirthId: 'DEU' })).toEqual({ countryOfBirthId: 'This value is not valid' });
    expect(keysOf({ ...MARKO, countryOfBirthId: 53 })).toEqual({ countryOfBirthId: 'This value is not valid' });
    expect(keysOf({ ...MARKO, countryOfBirthId: 'XX' }, { ...OPTIONS, countryIds: ['HR', 'DE'] })).toEqual({ countryOfBirthId: 'This value is not valid' });
    expect(keysOf(MARKO, { ...OPTIONS, countryIds: ['HR', 'DE'] })).toEqual({});
  });

  it('reports values of the wrong kind without failing', () => {
    expect(keysOf({ ...ANA, name: 42, city: { x: 1 }, email: ['a'], contactNumber: true, documentNumber: ['x'] })).toEqual({
      name: 'This value is not valid',
      documentNumber: 'This value is not valid',
      city: 'This value is not valid',
      email: 'This value is not valid',
      contactNumber: 'This value is not valid',
    });
  });

  it('lists the errors in the card’s order', () => {
    const errors = validateGuest({ isPrimary: true, email: 'x' }, OPTIONS);
    expect(guestErrorList(errors).map((entry) => entry.field)).toEqual([
      'name',
      'dateOfBirth',
      'genderId',
      'travelDocumentTypesId',
      'documentNumber',
      'city',
      'countryOfBirthId',
      'email',
    ]);
  });
});

describe('the whole form', () => {
  it('validates the primary guest and touched guests only, one entry per guest', () => {
    const errors = validateGuests([{ ...ANA, city: '' }, EMPTY_GUEST(2), { ...EMPTY_GUEST(3), name: 'Ivo' }], OPTIONS);
    expect(errors).toHaveLength(3);
    expect(Object.keys(errors[0])).toEqual(['city']);
    expect(errors[1]).toEqual({});
    expect(Object.keys(errors[2])).toEqual(['dateOfBirth', 'genderId', 'travelDocumentTypesId', 'documentNumber', 'city', 'countryOfBirthId']);
  });

  it('shows "The form has errors, please check above." when any card has an error', () => {
    expect(formErrorsMessage(validateGuests([ANA, EMPTY_GUEST(2)], OPTIONS))).toBeNull();
    expect(formErrorsMessage(validateGuests([ANA, { ...EMPTY_GUEST(2), name: 'Ivo' }], OPTIONS))).toEqual(message('The form has errors, please check above.'));
  });
});

describe('saving (02 §2.10, §4.7)', () => {
  it('is allowed at status 1 only', () => {
    expect(canSaveGuests(1)).toBe(true);
    for (const status of [0, 2, 3, '1', null, undefined]) expect(canSaveGuests(status)).toBe(false);
  });

  it('shows the checked-in message for any other status', () => {
    expect(checkedInMessage(1)).toBeNull();
    expect(checkedInMessage(2)).toEqual(message('This reservation is checked in so it is not possible to edit guest details anymore'));
    expect(checkedInMessage(5)).toEqual(message('This reservation is checked in so it is not possible to edit guest details anymore'));
  });

  it('warns above the button while a guest’s card is empty, since a save closes the registration (not in the spec)', () => {
    const note = message(CHECK_IN_MESSAGE.EMPTY_GUESTS);
    expect(emptyGuestsNote([{ ...ANA }, { id: 2, isPrimary: false, name: '', city: ' ' }])).toEqual(note);
    // An empty primary guest is not "left empty": its errors show instead.
    expect(emptyGuestsNote([{ id: 1, isPrimary: true, name: '' }])).toBeNull();
    expect(emptyGuestsNote([{ ...ANA }, { ...MARKO, isPrimary: false }])).toBeNull();
    expect(emptyGuestsNote([{ ...ANA }, { id: 2, isPrimary: false, genderId: 1 }])).toBeNull();
  });

  it('has the spec’s texts for the button, the sent message and the banner', () => {
    expect(CHECK_IN_MESSAGE.SAVE).toBe('Save guests');
    expect(CHECK_IN_MESSAGE.SENT).toBe('Your application has been sent. Thank you!');
    expect(CHECK_IN_MESSAGE.FORM_ERRORS).toBe('The form has errors, please check above.');
  });
});

describe('the screen’s texts (02 §2.10)', () => {
  it('titles the cards "Primary guest" and "Guest N"', () => {
    expect(guestCardTitle({ isPrimary: true }, 0)).toEqual(message('Primary guest'));
    expect(guestCardTitle({ isPrimary: false }, 1)).toEqual(message('Guest %number%', { number: 2 }));
    expect(guestCardTitle({ isPrimary: false }, 3)).toEqual(message('Guest %number%', { number: 4 }));
  });

  it('has the spec’s placeholders, blank when the form is disabled', () => {
    expect(GUEST_FIELD_TEXTS.map((entry) => [entry.field, entry.placeholder])).toEqual([
      ['name', 'Enter name and surname'],
      ['dateOfBirth', 'Enter date (DD.MM.YYYY)'],
      ['genderId', '-- select gender --'],
      ['travelDocumentTypesId', '-- select document type --'],
      ['documentNumber', 'Enter document number'],
      ['city', 'Enter place of residence'],
      ['countryOfBirthId', '-- select country of birth --'],
      ['email', 'Enter your e-mail'],
      ['contactNumber', 'Enter telephone number'],
    ]);
    expect(GUEST_FIELD_TEXTS.map((entry) => entry.field)).toEqual(GUEST_FIELDS);
    expect(guestFieldPlaceholder('dateOfBirth', true)).toBe('Enter date (DD.MM.YYYY)');
    for (const field of GUEST_FIELDS) expect(guestFieldPlaceholder(field, false)).toBe('');
  });

  const RESERVATION: CheckInReservation = {
    booker: 'Ana Horvat',
    code: 'VA-2027-000001',
    persons: 4,
    object: 'Villa Adriatic',
    unitType: 'Family Suite Diocletian',
    arrivalDate: Date.UTC(2027, 2, 5) / 1000,
    departureDate: Date.UTC(2027, 2, 8) / 1000,
    adults: 2,
    children: 2,
    childrenAges: [5, 8],
    status: 1,
    domesticCountryId: 'HR',
  };

  it('shows the summary’s dates as DD.MM.YYYY in UTC and the children’s ages', () => {
    expect(checkInSummary(RESERVATION)).toEqual({
      booker: 'Ana Horvat',
      code: 'VA-2027-000001',
      persons: 4,
      object: 'Villa Adriatic',
      unitType: 'Family Suite Diocletian',
      arrivalDate: '05.03.2027',
      departureDate: '08.03.2027',
      adults: 2,
      children: 2,
      childrenAges: [message('%age% yrs', { age: 5 }), message('%age% yrs', { age: 8 })],
    });
    expect(childrenText(2, ['5 yrs', '8 yrs'])).toBe('2 (5 yrs, 8 yrs)');
    expect(childrenText(0, [])).toBe('0');
  });

  it('shows "-" for an empty booker or code', () => {
    const summary = checkInSummary({ ...RESERVATION, booker: '', code: ' ' });
    expect([summary.booker, summary.code]).toEqual(['-', '-']);
  });
});

describe('between the wire and the form', () => {
  const GUEST: CheckInGuest = {
    id: 2,
    isPrimary: false,
    name: 'Marko Horvat',
    dateOfBirth: 642470400,
    genderId: 2,
    travelDocumentTypesId: 18,
    documentNumber: 'C01X00T47',
    city: 'Split',
    countryOfBirthId: 'DE',
    email: '',
    contactNumber: '',
  };

  it('edits the date of birth as DD.MM.YYYY and sends it back as typed', () => {
    const form = guestForm(GUEST);
    expect(form.dateOfBirth).toBe('12.05.1990');
    expect(guestSubmission(form)).toEqual({ ...GUEST, dateOfBirth: '12.05.1990' });
  });

  it('sends an empty date of birth as null', () => {
    expect(guestSubmission(guestForm({ ...GUEST, dateOfBirth: null })).dateOfBirth).toBeNull();
  });
});
