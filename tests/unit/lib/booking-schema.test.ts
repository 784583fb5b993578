import { describe, expect, it } from 'vitest';
import {
  BOOKING_FIELDS,
  BOOKING_MESSAGE,
  BOOKING_MESSAGES_EN,
  isEmailAddress,
  isExpired,
  hasValidCheckDigit,
  isSupportedCardNumber,
  parseExpirationDate,
  type BookingDetails,
} from '../../../src/lib/checkout/booking-schema.ts';
import { bookingErrorList, bookingMessageText, bookingSchema, validateBooking } from '../../../src/lib/checkout/booking-validation.ts';
import { message } from '../../../src/lib/format/messages.ts';
import * as v from 'valibot';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };

const NOW = new Date('2027-03-15T10:00:00Z');

const BOOKER: BookingDetails = {
  firstName: 'Ana',
  lastName: 'Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 555 0192',
  country: 'HR',
  estimatedTimeOfArrival: '14:00',
  note: 'A baby cot, please.',
  isNewsletterSubscribed: false,
  termsAccepted: true,
};

const CARD = { name: 'Ana Horvat', cardNumber: '4111 1111 1111 1111', expirationDate: '12/29', cvv: '123' };
const ADDRESS = { name: 'Ana Horvat', address: 'Obala 12', city: 'Split', postalCode: '21000' };

const keysOf = (details: BookingDetails, method = 2, now = NOW) =>
  Object.fromEntries(Object.entries(validateBooking(details, method, now)).map(([field, error]) => [field, error!.key]));

describe('the booker (02 §5.1)', () => {
  it('accepts a complete private booker for every method with its fields', () => {
    expect(validateBooking(BOOKER, 2, NOW)).toEqual({});
    expect(validateBooking({ ...BOOKER, ...CARD }, 1, NOW)).toEqual({});
    for (const method of [3, 4, 5, 6]) expect(validateBooking({ ...BOOKER, ...ADDRESS }, method, NOW)).toEqual({});
  });

  it("answers 'This value cannot be empty' for every required field that is missing, blank or not text", () => {
    expect(keysOf({ termsAccepted: true })).toEqual({
      firstName: 'This value cannot be empty',
      lastName: 'This value cannot be empty',
      email: 'This value cannot be empty',
      phone: 'This value cannot be empty',
      country: 'This value cannot be empty',
      estimatedTimeOfArrival: 'This value cannot be empty',
    });
    expect(keysOf({ ...BOOKER, firstName: '   ', lastName: null, phone: 42, country: '' })).toEqual({
      firstName: 'This value cannot be empty',
      lastName: 'This value cannot be empty',
      phone: 'This value cannot be empty',
      country: 'This value cannot be empty',
    });
  });

  it('limits the lengths with MaxLengthValidationError and its %maxLength% token', () => {
    const errors = validateBooking(
      {
        ...BOOKER,
        firstName: 'x'.repeat(21),
        lastName: 'y'.repeat(21),
        email: `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(40)}.com`,
        phone: '1'.repeat(46),
        note: 'n'.repeat(2001),
      },
      2,
      NOW,
    );
    expect(errors).toEqual({
      firstName: message('MaxLengthValidationError', { maxLength: 20 }),
      lastName: message('MaxLengthValidationError', { maxLength: 20 }),
      email: message('MaxLengthValidationError', { maxLength: 150 }),
      phone: message('MaxLengthValidationError', { maxLength: 45 }),
      note: message('MaxLengthValidationError', { maxLength: 2000 }),
    });
  });

  it('takes exactly the maximum lengths, measured without surrounding spaces', () => {
    const phone = `+385${' '.repeat(30)}91 555 0192`;
    expect(phone).toHaveLength(45);
    expect(
      validateBooking({ ...BOOKER, firstName: ` ${'x'.repeat(20)} `, lastName: 'y'.repeat(20), phone: ` ${phone} `, note: 'n'.repeat(2000) }, 2, NOW),
    ).toEqual({});
  });

  it("answers 'This phone number is not valid' for a number no one can call, on every way to pay", () => {
    for (const phone of ['abc', '12', 'phone me', '+385', '+385 91 555 0192 abc', '091 555 0192 / 091 555 0193', '+385 1', '0'.repeat(45)]) {
      expect(keysOf({ ...BOOKER, phone }), phone).toEqual({ phone: 'This phone number is not valid' });
    }
    expect(keysOf({ ...BOOKER, ...CARD, phone: 'abc' }, 1)).toEqual({ phone: 'This phone number is not valid' });
    expect(keysOf({ ...BOOKER, ...ADDRESS, phone: 'abc' }, 4)).toEqual({ phone: 'This phone number is not valid' });
    expect(keysOf({ ...BOOKER, isCompany: true, companyName: 'Jadran d.o.o.', companyVatId: 'HR1', phone: 'abc' })).toEqual({
      phone: 'This phone number is not valid',
    });
    // An empty or too long phone keeps its own error, alone.
    expect(keysOf({ ...BOOKER, phone: '  ' })).toEqual({ phone: 'This value cannot be empty' });
    expect(keysOf({ ...BOOKER, phone: 'a'.repeat(46) })).toEqual({ phone: 'MaxLengthValidationError' });
    // Checked beside the other fields' errors.
    expect(keysOf({ ...BOOKER, firstName: '', phone: 'abc' })).toEqual({ firstName: 'This value cannot be empty', phone: 'This phone number is not valid' });
  });

  it('takes a phone with its calling code from anywhere, and a national number of the booker’s country', () => {
    for (const phone of ['+385 91 555 0192', '+385915550192', '+49 151 2345 6789', '+1 212 555 0123', '+44 20 7946 0958', '+385 (0)91 555 0192']) {
      expect(keysOf({ ...BOOKER, phone }), phone).toEqual({});
      // A '+' needs no country (the booker's own is still asked for).
      expect(keysOf({ ...BOOKER, phone, country: '' }), phone).toEqual({ country: 'This value cannot be empty' });
    }
    // Spaces, dashes, dots, slashes and parentheses between the digits, spaces around them.
    for (const phone of [
      '091 555 0192',
      '0915550192',
      '091-555-0192',
      '(091) 555-0192',
      '091/555-0192',
      '091.555.0192',
      ' 091 555 0192 ',
      '00385 91 555 0192',
    ]) {
      expect(keysOf({ ...BOOKER, phone }), phone).toEqual({});
    }
    expect(keysOf({ ...BOOKER, phone: '030 123456', country: 'DE' })).toEqual({});
    expect(keysOf({ ...BOOKER, phone: '(212) 555-0123', country: 'us' })).toEqual({});
    // Without a '+', the number is read in the booker's country: without one (or one with no numbers of its own), it cannot be.
    expect(keysOf({ ...BOOKER, phone: '091 555 0192', country: '' })).toEqual({
      phone: 'This phone number is not valid',
      country: 'This value cannot be empty',
    });
    expect(keysOf({ ...BOOKER, phone: '091 555 0192', country: 'AQ' })).toEqual({ phone: 'This phone number is not valid' });
    expect(keysOf({ ...BOOKER, phone: '12 34', country: 'HR' })).toEqual({ phone: 'This phone number is not valid' });
  });

  it("answers 'This email is not valid' for a malformed address", () => {
    for (const email of [
      'ana',
      'ana@',
      '@example.com',
      'ana@@example.com',
      'ana horvat@example.com',
      'ana..horvat@example.com',
      '.ana@example.com',
      'ana@-example.com',
      'ana@example..com',
      'ana@exam_ple.com',
    ]) {
      expect(keysOf({ ...BOOKER, email }), email).toEqual({ email: 'This email is not valid' });
    }
  });

  it('accepts ordinary addresses (whether the domain takes mail is the API’s check)', () => {
    for (const email of [
      'ana@example.com',
      'ana.horvat+booking@mail.example.co.uk',
      "o'brien@example.ie",
      'ANA@EXAMPLE.HR',
      'ana@localhost',
      ' ana@example.com ',
    ]) {
      expect(isEmailAddress(email.trim()), email).toBe(true);
      expect(keysOf({ ...BOOKER, email }), email).toEqual({});
    }
  });

  it("takes an estimated arrival of 'HH:00' from 00:00 to 23:00 only", () => {
    for (const time of ['00:00', '09:00', '14:00', '23:00']) expect(keysOf({ ...BOOKER, estimatedTimeOfArrival: time }), time).toEqual({});
    for (const time of ['24:00', '14:30', '9:00', '14', 'noon']) {
      expect(keysOf({ ...BOOKER, estimatedTimeOfArrival: time }), time).toEqual({ estimatedTimeOfArrival: 'This value is not valid' });
    }
  });

  it("needs the terms accepted: 'TOSValidationError' unless termsAccepted is true", () => {
    for (const termsAccepted of [false, undefined, 'true', 1]) {
      expect(keysOf({ ...BOOKER, termsAccepted }), String(termsAccepted)).toEqual({ termsAccepted: 'TOSValidationError' });
    }
  });

  it('keeps the note optional, and the newsletter choice a yes or no', () => {
    expect(keysOf({ ...BOOKER, note: undefined })).toEqual({});
    expect(keysOf({ ...BOOKER, note: null })).toEqual({});
    expect(keysOf({ ...BOOKER, isNewsletterSubscribed: undefined })).toEqual({});
    expect(keysOf({ ...BOOKER, isNewsletterSubscribed: 'yes' })).toEqual({ isNewsletterSubscribed: 'This value is not valid' });
  });

  it('asks a company booker for company name (max 150) and VAT id instead of first and last name', () => {
    const company = { ...BOOKER, isCompany: true, firstName: '', lastName: '' };
    expect(keysOf(company)).toEqual({ companyName: 'This value cannot be empty', companyVatId: 'This value cannot be empty' });
    expect(validateBooking({ ...company, companyName: 'c'.repeat(151), companyVatId: 'HR12345678903' }, 2, NOW)).toEqual({
      companyName: message('MaxLengthValidationError', { maxLength: 150 }),
    });
    expect(validateBooking({ ...company, companyName: 'Jadran d.o.o.', companyVatId: 'HR12345678903' }, 2, NOW)).toEqual({});
    // Names a company booker gives still fit their columns.
    expect(keysOf({ ...company, companyName: 'Jadran d.o.o.', companyVatId: 'HR1', firstName: 'x'.repeat(21) })).toEqual({
      firstName: 'MaxLengthValidationError',
    });
  });

  it('ignores company fields for a private booker', () => {
    expect(validateBooking({ ...BOOKER, isCompany: false, companyName: 'c'.repeat(500) }, 2, NOW)).toEqual({});
  });
});

describe('the built-in card form, method 1 (02 §5.2)', () => {
  const card = (changes: Partial<typeof CARD>, now = NOW) => keysOf({ ...BOOKER, ...CARD, ...changes }, 1, now);

  it('needs every card field', () => {
    expect(keysOf(BOOKER, 1)).toEqual({
      name: 'This value cannot be empty',
      cardNumber: 'This value cannot be empty',
      expirationDate: 'This value cannot be empty',
      cvv: 'This value cannot be empty',
    });
  });

  it('takes the card networks’ published test numbers, with or without spaces', () => {
    for (const cardNumber of [
      '4111111111111111',
      '4012888888881881',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '371449635398431',
      '6759649826438453',
      '6799990100000000019',
      '4111 1111 1111 1111',
      '3782-822463-10005',
    ]) {
      expect(card({ cardNumber }), cardNumber).toEqual({});
    }
  });

  it("answers 'This is not supported card number' for other brands and garbage", () => {
    for (const cardNumber of ['30569309025904', '3530111333300000', '411111111111', '4111x11111111111', 'abcd']) {
      expect(card({ cardNumber }), cardNumber).toEqual({ cardNumber: 'This is not supported card number' });
    }
  });

  it('says a supported brand’s number with a digit mistyped is not valid (not in the spec)', () => {
    for (const cardNumber of ['4111111111111112', '5555 5555 5555 4445', '378282246310006']) {
      expect(card({ cardNumber }), cardNumber).toEqual({ cardNumber: 'card.numberInvalid' });
    }
    expect(hasValidCheckDigit('4111 1111 1111 1111')).toBe(true);
  });

  it('takes only the brands the property lists when it lists them', () => {
    const amexOnly = (cardNumber: string) => validateBooking({ ...BOOKER, ...CARD, cardNumber }, 1, NOW, { acceptedCardBrands: ['amex'] });
    expect(amexOnly('378282246310005')).toEqual({});
    expect(amexOnly('4111111111111111')).toEqual({ cardNumber: message('This is not supported card number') });
    expect(validateBooking({ ...BOOKER, ...CARD }, 1, NOW, { acceptedCardBrands: [] })).toEqual({});
    expect(isSupportedCardNumber('4111111111111111', [' Visa ', 'amex'])).toBe(true);
  });

  it("answers 'Expiration date is not in XX/YY format' unless MM/YY with a month 1–12", () => {
    for (const expirationDate of ['1229', '12/2029', '1/29', '00/29', '13/29', 'ab/cd', '12-29']) {
      expect(card({ expirationDate }), expirationDate).toEqual({ expirationDate: 'Expiration date is not in XX/YY format' });
    }
  });

  it("answers 'Expiration date is in the past' for a month before the current one, and takes the current month", () => {
    expect(card({ expirationDate: '02/27' })).toEqual({ expirationDate: 'Expiration date is in the past' });
    expect(card({ expirationDate: '12/26' })).toEqual({ expirationDate: 'Expiration date is in the past' });
    expect(card({ expirationDate: '03/27' })).toEqual({});
    expect(card({ expirationDate: '04/27' })).toEqual({});
    // A two-digit year is 2000 + YY: '99' is 2099, never 1999.
    expect(card({ expirationDate: '01/99' })).toEqual({});
  });

  it('lets a card run to the end of its month in every time zone', () => {
    expect(isExpired({ month: 3, year: 2027 }, new Date('2027-03-31T23:59:59Z'))).toBe(false);
    // Still 31 March at UTC−12 until noon UTC on 1 April.
    expect(isExpired({ month: 3, year: 2027 }, new Date('2027-04-01T11:59:59Z'))).toBe(false);
    expect(isExpired({ month: 3, year: 2027 }, new Date('2027-04-01T12:00:00Z'))).toBe(true);
    expect(isExpired({ month: 12, year: 2026 }, new Date('2027-01-01T12:00:00Z'))).toBe(true);
    expect(parseExpirationDate(' 07/29 ')).toEqual({ month: 7, year: 2029 });
  });

  it("answers 'CVV invalid format' unless 3 or 4 digits", () => {
    expect(card({ cvv: '123' })).toEqual({});
    expect(card({ cvv: '1234' })).toEqual({});
    for (const cvv of ['12', '12345', '12a', '1 23']) expect(card({ cvv }), cvv).toEqual({ cvv: 'CVV invalid format' });
  });

  it('needs the card holder, at most 150 characters', () => {
    expect(card({ name: ' ' })).toEqual({ name: 'This value cannot be empty' });
    expect(card({ name: 'n'.repeat(151) })).toEqual({ name: 'MaxLengthValidationError' });
  });

  it('does not ask for an address', () => {
    expect(keysOf({ ...BOOKER, ...CARD, address: '', city: '', postalCode: '' }, 1)).toEqual({});
  });
});

describe('the gateway forms, methods 3, 4, 5 and 6 (02 §5.2)', () => {
  it('need address (max 100), city (max 30), postal code (max 9) and the card holder', () => {
    for (const method of [3, 4, 5, 6]) {
      expect(keysOf(BOOKER, method), String(method)).toEqual({
        name: 'This value cannot be empty',
        address: 'This value cannot be empty',
        city: 'This value cannot be empty',
        postalCode: 'This value cannot be empty',
      });
      expect(validateBooking({ ...BOOKER, ...ADDRESS, address: 'a'.repeat(101), city: 'c'.repeat(31), postalCode: '1234567890' }, method, NOW)).toEqual({
        address: message('MaxLengthValidationError', { maxLength: 100 }),
        city: message('MaxLengthValidationError', { maxLength: 30 }),
        postalCode: message('MaxLengthValidationError', { maxLength: 9 }),
      });
      expect(validateBooking({ ...BOOKER, ...ADDRESS, address: 'a'.repeat(100), city: 'c'.repeat(30), postalCode: '123456789' }, method, NOW)).toEqual({});
    }
  });

  it('do not read card fields', () => {
    expect(keysOf({ ...BOOKER, ...ADDRESS, cardNumber: '1', cvv: 'x', expirationDate: 'soon' }, 4)).toEqual({});
  });
});

describe('bank transfer and other methods', () => {
  it('check the booker only (method 2, gateway E and wallets)', () => {
    for (const method of [2, 7, 99]) expect(validateBooking({ ...BOOKER, cardNumber: 'x', address: '' }, method, NOW), String(method)).toEqual({});
  });
});

describe('messages', () => {
  const everyMessage = () => {
    const errors = [
      validateBooking({}, 1, NOW),
      validateBooking(
        {
          ...BOOKER,
          firstName: 'x'.repeat(21),
          email: 'ana',
          phone: 'abc',
          estimatedTimeOfArrival: '25:00',
          termsAccepted: false,
          ...CARD,
          cardNumber: '1234',
          expirationDate: '1/2',
          cvv: '1',
        },
        1,
        NOW,
      ),
      validateBooking({ ...BOOKER, ...CARD, expirationDate: '01/20' }, 1, NOW),
      validateBooking({ ...BOOKER, ...CARD, cardNumber: '4111111111111112' }, 1, NOW),
    ];
    return errors.flatMap((found) => Object.values(found));
  };

  it('uses exactly the spec’s texts as keys (and its own for what the spec leaves out), and every key is produced', () => {
    const keys = new Set(everyMessage().map((error) => error!.key));
    expect([...keys].sort()).toEqual(Object.values(BOOKING_MESSAGE).sort());
    expect(BOOKING_MESSAGE).toMatchObject({
      EMPTY: 'This value cannot be empty',
      MAX_LENGTH: 'MaxLengthValidationError',
      EMAIL: 'This email is not valid',
      PHONE: 'This phone number is not valid',
      TOS: 'TOSValidationError',
      EXPIRY_FORMAT: 'Expiration date is not in XX/YY format',
      EXPIRY_PAST: 'Expiration date is in the past',
      CVV: 'CVV invalid format',
      CARD: 'This is not supported card number',
      CARD_NUMBER: 'card.numberInvalid',
    });
  });

  it('renders every message in English with its tokens filled', () => {
    for (const error of everyMessage()) {
      const text = bookingMessageText(error!);
      expect(text).not.toMatch(/%\w+%/);
      expect(text).toBe(BOOKING_MESSAGES_EN[error!.key as keyof typeof BOOKING_MESSAGES_EN].replace('%maxLength%', String(error!.tokens.maxLength)));
    }
    expect(bookingMessageText(message('MaxLengthValidationError', { maxLength: 20 }))).toBe('This value can be at most 20 characters long');
    expect(bookingMessageText(message('This email is not valid'))).toBe('This email is not valid');
    expect(bookingMessageText(message('Something else'))).toBe('Something else');
  });

  it('reads as the site’s English dictionary', () => {
    const dictionary = en as Record<string, string>;
    for (const [key, text] of Object.entries(BOOKING_MESSAGES_EN)) {
      if (key in dictionary) expect(text, key).toBe(dictionary[key]);
    }
  });

  it('keys the map by the fields of 02 §5.1 and §5.2, in form order', () => {
    const found = validateBooking({ isCompany: true }, 1, NOW);
    const fields = Object.keys(found);
    expect(fields).toEqual(BOOKING_FIELDS.filter((field) => fields.includes(field)));
    expect(fields).toEqual([
      'companyName',
      'companyVatId',
      'email',
      'phone',
      'country',
      'estimatedTimeOfArrival',
      'termsAccepted',
      'name',
      'cardNumber',
      'expirationDate',
      'cvv',
    ]);
    expect(bookingErrorList({ cvv: message('CVV invalid format'), email: message('This email is not valid') }).map((entry) => entry.field)).toEqual([
      'email',
      'cvv',
    ]);
  });

  it('exposes the schemas themselves for valibot users', () => {
    expect(v.safeParse(bookingSchema(2, false, NOW), BOOKER).success).toBe(true);
    expect(v.safeParse(bookingSchema(1, false, NOW), BOOKER).success).toBe(false);
    const phone = v.safeParse(bookingSchema(2, false, NOW), { ...BOOKER, phone: 'abc' });
    expect(phone.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['phone', 'This phone number is not valid']]);
  });
});
