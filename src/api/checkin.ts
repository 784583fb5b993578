import type {
  CheckInAnswer,
  CheckInErrorEntry,
  CheckInGuestField,
  CheckInReservation,
  CheckInSubmitAnswer,
  CheckInSubmitBody,
} from '../lib/checkin/checkin-contract.ts';
import { CHECK_IN_MESSAGE, GUEST_FIELDS } from '../lib/checkin/checkin.ts';
import { guestForm, guestSubmission } from '../lib/checkin/checkin-view.ts';
import { DATE_OF_BIRTH_MESSAGE } from '../lib/checkin/checkin-dob.ts';
import type { CheckInGuestForm } from '../lib/checkin/checkin-form.ts';
import { message, type Message } from '../lib/format/messages.ts';
import { ApiError, IDEMPOTENCY_HEADER, NETWORK_ERROR_STATUS, api } from './client.ts';

/** A registration as the check-in screen edits it: the summary, and each guest with the date of birth as 'DD.MM.YYYY'. */
export interface CheckIn {
  reservation: CheckInReservation;
  guests: CheckInGuestForm[];
}

const path = (uuid: string) => `reservation/check-in/${encodeURIComponent(uuid)}`;

/**
 * The registration page's data (02 §2.10, §3.13, §3.14): the reservation
 * summary and one guest per person, registered dates of birth turned from
 * unix seconds into 'DD.MM.YYYY'. Fails with an `ApiError`: 404 for an
 * unknown link, 410 for a cancelled reservation (`checkInRefusal`).
 */
export async function fetchCheckIn(uuid: string): Promise<CheckIn> {
  const answer = await api.get<CheckInAnswer>(path(uuid));
  return { reservation: answer.reservation, guests: answer.guests.map(guestForm) };
}

/**
 * Sends the guests (02 §7): every guest of the registration with all its
 * fields, the date of birth as typed or null. The API decides which guests
 * it checks and stores, by the screen's own rules. The save's idempotency
 * key lets the client retry it, and the guest send it again, after a lost
 * answer: the API then answers as the first time.
 */
export async function submitCheckIn(uuid: string, guests: readonly CheckInGuestForm[], idempotencyKey: string): Promise<void> {
  const body: CheckInSubmitBody = { guests: guests.map(guestSubmission) };
  await api.put<CheckInSubmitAnswer>(`${path(uuid)}/submit`, body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
}

/** A field the API refused, on the guest it names. */
export interface CheckInFieldRefusal {
  guestId: number;
  field: CheckInGuestField;
  message: Message;
}

/** Why a check-in call failed, as the screen tells the guest. */
export type CheckInRefusal =
  /** 400 with the problems of the guests' fields. */
  | { kind: 'fields'; errors: CheckInFieldRefusal[] }
  /** 404: an unknown or malformed link. */
  | { kind: 'notFound' }
  /** 410: the reservation was cancelled. */
  | { kind: 'cancelled' }
  /** 410: the stay ended long ago, and its registered guests were deleted. */
  | { kind: 'closed' }
  /** 409: the registration is closed (already sent, perhaps from another tab). */
  | { kind: 'checkedIn' }
  /** Any other refusal or failure, with the message to show. */
  | { kind: 'failed'; message: Message };

/** The message keys of check-in whose English text is the key itself. */
const SAME_AS_KEY: ReadonlySet<string> = new Set([
  ...Object.values(CHECK_IN_MESSAGE),
  ...Object.values(DATE_OF_BIRTH_MESSAGE),
  'This reservation has been cancelled, so guests cannot be registered.',
  'Guest details are required',
  'The guests do not match this reservation. Please reload the page and try again.',
  'We could not save the guests right now. Please try again in a moment.',
  'Too many requests. Please wait a minute and try again.',
]);

/** The length messages as the API words them (the site's English dictionary), with their key and token. */
const LENGTH_MESSAGES: ReadonlyArray<{ pattern: RegExp; key: string; token: string }> = [
  { pattern: /^This value can be at most (\d+) characters long$/, key: 'MaxLengthValidationError', token: 'maxLength' },
  { pattern: /^This value must be at least (\d+) characters long$/, key: 'MinLengthValidationError', token: 'minLength' },
];

/** Failures that are nobody's fault but the connection's or the server's. */
export const CHECK_IN_SAVE_FAILED = 'We could not save the guests. Please check your connection and try again.';

/**
 * An API message (English, as the site's dictionary reads its key) as the
 * key to translate; null for a text the site does not know.
 * @example refusalMessage('This value can be at most 18 characters long') // { key: 'MaxLengthValidationError', tokens: { maxLength: 18 } }
 * @example refusalMessage('The date is invalid') // { key: 'The date is invalid', tokens: {} }
 */
export function refusalMessage(text: string): Message | null {
  if (SAME_AS_KEY.has(text)) return message(text);
  for (const { pattern, key, token } of LENGTH_MESSAGES) {
    const match = pattern.exec(text);
    if (match) return message(key, { [token]: Number(match[1]) });
  }
  return null;
}

const isEntry = (value: unknown): value is CheckInErrorEntry =>
  typeof value === 'object' && value !== null && typeof (value as CheckInErrorEntry).message === 'string';

/**
 * What a failed check-in call means for the guest (02 §8, server/README
 * "Online check-in"): field problems per guest, an unknown link, a
 * cancelled or closed registration, or a message for the whole form.
 * Unknown texts are not shown as they are: they become the generic
 * failure.
 * @example checkInRefusal(new ApiError(404, ['Reservation not found'], null)) // { kind: 'notFound' }
 */
export function checkInRefusal(error: unknown): CheckInRefusal {
  const generic: CheckInRefusal = { kind: 'failed', message: message(CHECK_IN_SAVE_FAILED) };
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) return generic;
  if (error.status === 404) return { kind: 'notFound' };
  if (error.status === 410) return error.messages.includes(CHECK_IN_MESSAGE.CLOSED) ? { kind: 'closed' } : { kind: 'cancelled' };
  if (error.status === 409) return { kind: 'checkedIn' };
  const entries = Array.isArray(error.response) ? error.response.filter(isEntry) : [];
  const fields: CheckInFieldRefusal[] = [];
  for (const entry of entries) {
    if (typeof entry.guestId !== 'number' || !entry.field || !GUEST_FIELDS.includes(entry.field)) continue;
    fields.push({ guestId: entry.guestId, field: entry.field, message: refusalMessage(entry.message) ?? message(CHECK_IN_MESSAGE.INVALID) });
  }
  if (fields.length > 0) return { kind: 'fields', errors: fields };
  const known = entries.map((entry) => refusalMessage(entry.message)).find((found) => found !== null);
  return known ? { kind: 'failed', message: known } : generic;
}
