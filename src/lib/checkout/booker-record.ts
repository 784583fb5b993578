/**
 * The booker record kept in browser storage across the hosted payment
 * page (02 §4.1, §9.1): saved before the redirect, restored and removed on
 * return, together with the payment page token.
 *
 * Only booker details and the checkout choices are kept. Card data never
 * is: a record is built from an allow-list, so card fields are left out,
 * and a stored record that holds any card field is refused whole (it was
 * not written by this code). The card holder name is left out too: the
 * payment page asks for the card itself, and a wallet or amex payment
 * checks the booker only (02 §5.2), so nothing needs it on return.
 * Corrupt or foreign data reads as no record, never as an error.
 *
 * Pure: the storage is a parameter.
 */
import * as v from 'valibot';
import { BOOKER_RECORD_KEYS, bookerRecordKeys, type BookerRecordKeys } from './booker-record-keys.ts';
import { BOOKING_LIMITS } from './booking-limits.ts';
import { isPaymentPageOptionId } from '../payment/wallets.ts';

export { BOOKER_RECORD_KEYS, bookerRecordKeys, type BookerRecordKeys };

/** Fields that are card data (02 §3.1) and never stored; a stored record holding any of them is refused. */
export const CARD_FIELDS = ['cardNumber', 'cvv', 'expirationDate', 'cardIssuer', 'cardholderName', 'name', 'maskedPan'] as const;

const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const flag = v.optional(v.boolean(), false);

/**
 * What a booker record may hold: booker details (02 §3.1), the selected
 * payment method (a method id, or a payment page option id such as
 * '7paypal'), whether the terms were read and accepted, and the newsletter
 * choice. Unknown keys are dropped; a missing detail reads as empty.
 */
export const BookerRecordSchema = v.object({
  firstName: text(BOOKING_LIMITS.firstName),
  lastName: text(BOOKING_LIMITS.lastName),
  email: text(BOOKING_LIMITS.email),
  phone: text(BOOKING_LIMITS.phone),
  country: text(BOOKING_LIMITS.country),
  address: text(BOOKING_LIMITS.address),
  city: text(BOOKING_LIMITS.city),
  postalCode: text(BOOKING_LIMITS.postalCode),
  estimatedTimeOfArrival: text(5),
  note: text(BOOKING_LIMITS.note),
  isCompany: flag,
  companyName: text(BOOKING_LIMITS.companyName),
  companyVatId: text(BOOKING_LIMITS.companyVatId),
  isNewsletterSubscribed: flag,
  selectedPaymentMethod: v.union([
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
    v.pipe(
      v.string(),
      v.check((id: string) => isPaymentPageOptionId(id)),
    ),
  ]),
  termsRead: flag,
  termsAccepted: flag,
});

/**
 * A booker record as stored and restored.
 * @example const record: BookerRecord | null = decodeBookerRecord(sessionStorage.getItem('booker'));
 */
export type BookerRecord = v.InferOutput<typeof BookerRecordSchema>;

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'address',
  'city',
  'postalCode',
  'estimatedTimeOfArrival',
  'note',
  'companyName',
  'companyVatId',
] as const;

const FLAG_FIELDS = ['isCompany', 'isNewsletterSubscribed', 'termsRead', 'termsAccepted'] as const;

/** The checkout state a record is made from; any other field on it (card data included) is ignored. */
export type BookerRecordSource = Partial<Record<(typeof TEXT_FIELDS)[number], string | null>> &
  Partial<Record<(typeof FLAG_FIELDS)[number], boolean | null>> & {
    selectedPaymentMethod: number | string;
    [other: string]: unknown;
  };

/**
 * The record to save before the redirect: the allowed fields of the
 * checkout state, texts trimmed, every card field left out. Null when the
 * result would not be a valid record (an unknown payment method, a text
 * longer than the form allows), so nothing unreadable is stored.
 * @example bookerRecord({ firstName: ' Ana ', lastName: 'Horvat', cardNumber: '4111111111111111', selectedPaymentMethod: '7paypal', termsAccepted: true })?.firstName // 'Ana'
 */
export function bookerRecord(details: BookerRecordSource): BookerRecord | null {
  const picked: Record<string, unknown> = { selectedPaymentMethod: details.selectedPaymentMethod };
  for (const field of TEXT_FIELDS) picked[field] = typeof details[field] === 'string' ? details[field].trim() : '';
  for (const field of FLAG_FIELDS) picked[field] = details[field] === true;
  const result = v.safeParse(BookerRecordSchema, picked);
  return result.success ? result.output : null;
}

/**
 * The record as stored text, or null when there is nothing valid to store.
 * @example encodeBookerRecord({ firstName: 'Ana', selectedPaymentMethod: '7amex' }) // '{"firstName":"Ana","lastName":"",…,"selectedPaymentMethod":"7amex",…}'
 */
export function encodeBookerRecord(details: BookerRecordSource): string | null {
  const record = bookerRecord(details);
  return record ? JSON.stringify(record) : null;
}

/**
 * A stored record, or null when it is missing, not JSON, not an object,
 * holds any card field, or does not match the schema. Unknown keys are
 * dropped.
 * @example decodeBookerRecord('{broken') // null
 * @example decodeBookerRecord('{"firstName":"Ana","selectedPaymentMethod":2,"cvv":"123"}') // null
 */
export function decodeBookerRecord(raw: string | null | undefined): BookerRecord | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  if (CARD_FIELDS.some((field) => Object.hasOwn(parsed, field))) return null;
  const result = v.safeParse(BookerRecordSchema, parsed);
  return result.success ? result.output : null;
}

/**
 * A stored payment page token, or null when missing or not a token (1–512
 * visible ASCII characters once trimmed).
 * @example decodePaymentPageToken(' 3fk2mf2 ') // '3fk2mf2'
 * @example decodePaymentPageToken('') // null
 */
export function decodePaymentPageToken(raw: string | null | undefined): string | null {
  const token = raw?.trim() ?? '';
  return /^[\x21-\x7e]{1,512}$/.test(token) ? token : null;
}

/** The storage a record is kept in (browser storage, or a stand-in). */
export interface RecordStorage {
  getItem(key: string): string | null;
  removeItem(key: string): void;
}

/**
 * Reads the booker record and removes it from storage (02 §2.2: restored,
 * then removed), whether it was valid or not.
 * @example takeBookerRecord(sessionStorage, bookerRecordKeys()) // the record, or null
 */
export function takeBookerRecord(storage: RecordStorage, keys: BookerRecordKeys = BOOKER_RECORD_KEYS): BookerRecord | null {
  const raw = storage.getItem(keys.booker);
  if (raw !== null) storage.removeItem(keys.booker);
  return decodeBookerRecord(raw);
}

/**
 * Reads the payment page token and removes it from storage (02 §4.1 step
 * 5: the token is removed, then the booking made with it).
 * @example takePaymentPageToken(sessionStorage, bookerRecordKeys('villa-adriatic')) // the token, or null
 */
export function takePaymentPageToken(storage: RecordStorage, keys: BookerRecordKeys = BOOKER_RECORD_KEYS): string | null {
  const raw = storage.getItem(keys.paymentPageToken);
  if (raw !== null) storage.removeItem(keys.paymentPageToken);
  return decodePaymentPageToken(raw);
}
