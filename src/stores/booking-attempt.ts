/**
 * A booking in flight — the checkout's reservation call or an offer's
 * acceptance — kept in this tab's session storage until its answer is
 * known, so that nothing the browser does (a reload, Back, the payment
 * page's return opened twice) books twice, loses a booking or asks for a
 * payment already taken.
 *
 * One record per flow (`scope`: 'checkout-attempt' on the checkout,
 * 'offer-attempt-{offerUuid}' on an offer) holds:
 * - the attempt's Idempotency-Key and a fingerprint of what is booked: the
 *   key is new only when the guest changes what is booked;
 * - its stage: 'open' (nothing sent), 'paid' (a gateway or the hosted
 *   payment page approved a payment, the booking is not sent yet) or 'sent'
 *   (the booking call went out and its answer is not known);
 * - the payment approved ('paid'), and the request sent ('sent') when it
 *   carries no card data. A card-form request (type 1) is never stored:
 *   its stage says 'sent' with no request, and only the key can find it.
 *
 * A page that opens with a 'paid' attempt books with that payment; with a
 * 'sent' one it first asks the API what the key booked
 * (`GET /reservation/attempt/{key}`), then sends the same request again
 * under the same key (the API replays the first answer, or books once),
 * or, for the card form, asks the guest for the card again.
 *
 * Corrupt or foreign records read as none, and are removed.
 */
import { ApiError } from '../api/client.ts';
import { reservationOfAttempt } from '../api/reservation.ts';
import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import { safeSessionStorage } from './storage.ts';

/** Where an attempt stands. */
export type AttemptStage = 'open' | 'paid' | 'sent';

export interface BookingAttempt {
  key: string;
  fingerprint: string;
  stage: AttemptStage;
  /** The approved payment ('paid', and kept once 'sent'); never a card form's. */
  payment: PaymentPayload | null;
  /** The request sent ('sent'), when it carries no card data. */
  request: unknown;
}

/** What a guest sees when a card-form booking left in flight never arrived: the card is asked for again (same key). */
export const CARD_AGAIN = 'Your booking was not completed. Please enter your card details again.';

/** The reservation this tab booked last (its public id), for a page opened again after the booking. */
const LAST_BOOKING = 'last-booking';

const KEY_PATTERN = /^[\w-]{8,128}$/;
const STAGES: readonly AttemptStage[] = ['open', 'paid', 'sent'];

/** Whether a payment may be kept in the tab's storage: anything but the card form's card data. */
export const isStorablePayment = (payment: PaymentPayload | null | undefined): payment is PaymentPayload => payment != null && payment.type !== 1;

/**
 * Reads a stored attempt; anything that is not one (corrupt JSON, a wrong
 * shape, card data) reads as null.
 * @example decodeAttempt('{"key":"3f1c2d4e-…","fingerprint":"[]","stage":"open","payment":null,"request":null}')?.stage // 'open'
 */
export function decodeAttempt(raw: string | null): BookingAttempt | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { key, fingerprint, stage } = record;
  if (typeof key !== 'string' || !KEY_PATTERN.test(key) || typeof fingerprint !== 'string') return null;
  const known = STAGES.includes(stage as AttemptStage) ? (stage as AttemptStage) : 'open';
  const payment = record.payment && typeof record.payment === 'object' && !Array.isArray(record.payment) ? (record.payment as PaymentPayload) : null;
  if (payment && !isStorablePayment(payment)) return null;
  if (known === 'paid' && !payment) return null;
  return { key, fingerprint, stage: known, payment, request: known === 'sent' ? (record.request ?? null) : null };
}

/** The attempt kept for a flow, or null (a corrupt one is removed). */
export function readAttempt(scope: string): BookingAttempt | null {
  const storage = safeSessionStorage();
  const raw = storage.getItem(scope);
  const attempt = decodeAttempt(raw);
  if (raw !== null && attempt === null) storage.removeItem(scope);
  return attempt;
}

function write(scope: string, attempt: BookingAttempt): BookingAttempt {
  safeSessionStorage().setItem(scope, JSON.stringify(attempt));
  return attempt;
}

/**
 * The flow's attempt for what is booked now (`fingerprint`): the kept one
 * when it was made for the same thing, else a new key. An attempt already
 * paid or sent is kept whatever the fingerprint: its payment was taken for
 * it, and the page resumes it before anything else.
 */
export function openAttempt(scope: string, fingerprint: string): BookingAttempt {
  const kept = readAttempt(scope);
  if (kept && (kept.fingerprint === fingerprint || kept.stage !== 'open')) return kept;
  return write(scope, { key: crypto.randomUUID(), fingerprint, stage: 'open', payment: null, request: null });
}

/** A payment was approved for the flow's attempt: kept until the booking's answer is known. */
export function recordPaid(scope: string, fingerprint: string, payment: PaymentPayload): BookingAttempt {
  const attempt = openAttempt(scope, fingerprint);
  if (!isStorablePayment(payment)) return attempt;
  return write(scope, { ...attempt, fingerprint, stage: 'paid', payment, request: null });
}

/** The booking call is going out with `request` (kept only when it carries no card data). */
export function recordSent(scope: string, fingerprint: string, request: { payment: PaymentPayload }): BookingAttempt {
  const attempt = openAttempt(scope, fingerprint);
  const storable = isStorablePayment(request.payment);
  return write(scope, { ...attempt, fingerprint, stage: 'sent', payment: storable ? request.payment : null, request: storable ? request : null });
}

/**
 * A definite refusal (the API's 4xx): the attempt is open again under the
 * same key, its payment dropped (the guest pays again for a new try; the
 * API keeps no answer for a refusal, so the key books once later).
 */
export function recordRefused(scope: string): void {
  const attempt = readAttempt(scope);
  if (attempt) write(scope, { ...attempt, stage: 'open', payment: null, request: null });
}

/** Booked: the attempt ends, and the tab remembers the reservation for a page opened again. */
export function finishAttempt(scope: string, publicId: string): void {
  const storage = safeSessionStorage();
  storage.removeItem(scope);
  storage.setItem(LAST_BOOKING, publicId);
}

/** Whether the flow has a booking in flight (a payment approved, or a booking sent without a known answer). */
export const hasPendingAttempt = (scope: string): boolean => (readAttempt(scope)?.stage ?? 'open') !== 'open';

/** The reservation this tab booked last, or null. */
export function lastBooking(): string | null {
  const id = safeSessionStorage().getItem(LAST_BOOKING);
  return id && /^[\w-]{8,64}$/.test(id) ? id : null;
}

/** How resuming an attempt ended. */
export type ResumeOutcome =
  /** Nothing was in flight. */
  | { status: 'none' }
  /** A payment was approved and not yet booked: book with it. */
  | { status: 'paid'; payment: PaymentPayload }
  /** The attempt booked this reservation. */
  | { status: 'booked'; publicId: string }
  /** The card form's booking did not arrive: the guest enters the card again (same key). */
  | { status: 'card-again' }
  /** The request sent again was refused, or its answer was lost again: the error to show. */
  /** Still not known, or refused: `payment` is the one a gateway approved for it, if any. */
  | { status: 'failed'; error: unknown; payment: PaymentPayload | null };

/**
 * Resumes the flow's attempt on a page's start (or before a new Book now):
 * a 'paid' one hands its payment back; a 'sent' one is looked up by its
 * key, then sent again as it was (`send`, under the same key) when it was
 * kept, so the API replays its first answer or books exactly once.
 */
export async function resumeAttempt(scope: string, send: (request: unknown, key: string) => Promise<string>): Promise<ResumeOutcome> {
  const attempt = readAttempt(scope);
  if (!attempt || attempt.stage === 'open') return { status: 'none' };
  if (attempt.stage === 'paid' && attempt.payment) return { status: 'paid', payment: attempt.payment };
  try {
    const publicId = await reservationOfAttempt(attempt.key);
    finishAttempt(scope, publicId);
    return { status: 'booked', publicId };
  } catch (error) {
    // Anything but 'not found' leaves the attempt as it is: the answer is still unknown.
    if (!(error instanceof ApiError && error.status === 404)) return { status: 'failed', error, payment: attempt.payment };
  }
  if (!attempt.request) {
    recordRefused(scope);
    return { status: 'card-again' };
  }
  try {
    const publicId = await send(attempt.request, attempt.key);
    finishAttempt(scope, publicId);
    return { status: 'booked', publicId };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) recordRefused(scope);
    return { status: 'failed', error, payment: attempt.payment };
  }
}
