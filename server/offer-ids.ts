/**
 * The two ids of an offer's link, /{lang}/offer/{offerUuid}/{bookingCode}
 * (02 §2.1): a random UUID version 4 (122 random bits) and a booking code
 * of the engine's initials and 10 random characters of Crockford's base 32
 * (50 bits), e.g. 'VA-7KQ2M9XD4T'. Neither can be guessed from another
 * offer, and the link needs both.
 *
 * Pure (node:crypto only, no node:sqlite): the demo offers' ids are made
 * here too, and end-to-end tests import it.
 */
import { randomBytes, randomUUID } from 'node:crypto';

/** A UUID version 4 as issued (lower case). */
export const OFFER_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A booking code as issued. */
export const BOOKING_CODE = /^[A-Z]{2}-[0-9A-HJKMNP-TV-Z]{10}$/;

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Stand-ins for malformed ids, so a lookup takes the same path for every request (no offer has them: not version 4, no such code). */
export const PLACEHOLDER_UUID = '00000000-0000-0000-0000-000000000000';
export const PLACEHOLDER_CODE = 'XX-0000000000';

/**
 * The two letters that start a booking code: the first letters of the
 * slug's first two words, or the first two letters of a one-word slug
 * ('OF' when that gives no two letters).
 * @example engineInitials('villa-adriatic') // 'VA'
 * @example engineInitials('boutique') // 'BO'
 */
export function engineInitials(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const initials = (
    words.length > 1
      ? words
          .slice(0, 2)
          .map((word) => word[0])
          .join('')
      : (words[0] ?? '').slice(0, 2)
  ).toUpperCase();
  return /^[A-Z]{2}$/.test(initials) ? initials : 'OF';
}

/**
 * A booking code from 10 bytes (each gives one character: 256 is a
 * multiple of 32, so every character is equally likely).
 * @example bookingCodeFrom('villa-adriatic', Buffer.alloc(10)) // 'VA-0000000000'
 */
export function bookingCodeFrom(slug: string, bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error('A booking code needs 10 bytes');
  return `${engineInitials(slug)}-${Array.from(bytes.subarray(0, 10), (byte) => CROCKFORD[byte & 31]).join('')}`;
}

/**
 * A UUID version 4 from 16 bytes: the version and variant bits set, the
 * other 122 bits as given.
 * @example uuidFrom(Buffer.alloc(16)) // '00000000-0000-4000-8000-000000000000'
 */
export function uuidFrom(bytes: Uint8Array): string {
  if (bytes.length < 16) throw new Error('A UUID needs 16 bytes');
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = Buffer.from(b).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new random offer UUID. */
export const newOfferUuid = (): string => randomUUID();

/** A new random booking code for an engine. @example newBookingCode('villa-adriatic') // 'VA-7KQ2M9XD4T' */
export const newBookingCode = (slug: string): string => bookingCodeFrom(slug, randomBytes(10));

/**
 * The guest's link to an offer, without the host.
 * @example offerLink('en', 'b3f1…', 'VA-7KQ2M9XD4T') // '/en/offer/b3f1…/VA-7KQ2M9XD4T'
 */
export const offerLink = (language: string, offerUuid: string, bookingCode: string): string => `/${language}/offer/${offerUuid}/${bookingCode}`;
