/**
 * Whether a booker's phone number can be called: 02 §5.1 asks only that
 * it is there, but a booking with 'abc' for a phone leaves the property no
 * way to reach its guest. Shared by the checkout's rules and the reference
 * API through `booking-validation.ts`, and by the online check-in's guest
 * cards (`validateGuest`, passed in by its store and by the API).
 *
 * libphonenumber-js/min (the metadata `dial-codes.ts` is checked against)
 * says whether a number is possible: digits of a length its country's
 * numbers have. Possible, not valid, so a range a country opens after the
 * installed release is not refused. Its metadata is about 25 KB of gzip
 * JavaScript: it comes with the booking rules, which a page loads only when
 * the guest reaches into the form (`booking-form.ts`), and with the
 * check-in's phone rule once a number is typed (`stores/checkin.ts`), never
 * with the page.
 */
import { isPossiblePhoneNumber, isSupportedCountry } from 'libphonenumber-js/min';

/**
 * Whether `phone` is a number one can call: with a '+' (or the country's
 * international prefix, 00 from Croatia) and its calling code, or, without
 * one, a national number of `country` (the booker's ISO alpha-2 country,
 * any case). Spaces, dashes, dots, slashes and parentheses between the
 * digits are allowed; letters and a number of the wrong length are not. A
 * country unknown to the metadata (Antarctica) or none leaves only the
 * international form.
 * @example isPossiblePhone('+385 91 555 0192') // true
 * @example isPossiblePhone('091 555 0192', 'HR') // true
 * @example isPossiblePhone('091 555 0192') // false
 * @example isPossiblePhone('abc', 'HR') // false
 */
export function isPossiblePhone(phone: string, country?: unknown): boolean {
  const region = typeof country === 'string' ? country.trim().toUpperCase() : '';
  return isPossiblePhoneNumber(phone.trim(), isSupportedCountry(region) ? region : undefined);
}
