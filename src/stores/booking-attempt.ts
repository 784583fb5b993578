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
 * - its stage: 'open' (nothing sent, or refused), 'paid' (a gateway or the
 *   hosted payment page approved a payment, the booking is not sent yet)
 *   or 'sent' (the booking call went out and its answer is not known);
 *   an 'open' one may hold the payment a refused booking carried, still
 *   usable (`keepsPayment`, `booking-recovery.ts`), with the way to pay it
 *   was approved by (`heldFor`): the next 'Book now' with that way to pay,
 *   for the same stay, books with it instead of paying again;
 * - the payment approved ('paid'), and the request sent ('sent') when it
 *   carries no card data. A card-form request (type 1) is never stored:
 *   its stage says 'sent' with no request, and only the key can find it.
 *
 * A page that opens with a 'paid' attempt books with that payment; with a
 * 'sent' one it first asks the API what the key booked
 * (`GET /reservation/attempt/{key}`), then sends the same request again
 * under the same key (the API replays the first answer, or books once),
 * or, for the card form, asks the guest for the card again
 * (`booking-recovery.ts`, loaded only when an attempt is in flight).
 *
 * Corrupt or foreign records read as none, and are removed.
 */
import { ApiError } from '../api/client.ts';
import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import { safeSessionStorage } from './storage.ts';

/** Where an attempt stands. */
export type AttemptStage = 'open' | 'paid' | 'sent';

export interface BookingAttempt {
  key: string;
  fingerprint: string;
  stage: AttemptStage;
  /** The approved payment ('paid', kept once 'sent', and held by an 'open' one after a refusal); never a card form's. */
  payment: PaymentPayload | null;
  /** The request sent ('sent'), when it carries no card data. */
  request: unknown;
  /** The way to pay (its choice key) a payment held by an 'open' attempt was approved by; null otherwise. */
  heldFor: string | null;
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
  const stored = record.payment && typeof record.payment === 'object' && !Array.isArray(record.payment) ? (record.payment as PaymentPayload) : null;
  if (stored && !isStorablePayment(stored)) return null;
  // An open attempt holds a payment only with the way to pay it was approved by; an unknown stage holds none.
  const heldFor = stage === 'open' && typeof record.heldFor === 'string' ? record.heldFor : null;
  const payment = known !== 'open' || heldFor !== null ? stored : null;
  if (known === 'paid' && !payment) return null;
  return { key, fingerprint, stage: known, payment, request: known === 'sent' ? (record.request ?? null) : null, heldFor: payment ? heldFor : null };
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
 * when it was made for the same thing, else a new key (a payment held for
 * another stay goes with the old one). An attempt already paid or sent is
 * kept whatever the fingerprint: its payment was taken for it, and the
 * page resumes it before anything else.
 */
export function openAttempt(scope: string, fingerprint: string): BookingAttempt {
  const kept = readAttempt(scope);
  if (kept && (kept.fingerprint === fingerprint || kept.stage !== 'open')) return kept;
  return write(scope, { key: crypto.randomUUID(), fingerprint, stage: 'open', payment: null, request: null, heldFor: null });
}

/** A payment was approved for the flow's attempt: kept until the booking's answer is known. */
export function recordPaid(scope: string, fingerprint: string, payment: PaymentPayload): BookingAttempt {
  const attempt = openAttempt(scope, fingerprint);
  if (!isStorablePayment(payment)) return attempt;
  return write(scope, { ...attempt, fingerprint, stage: 'paid', payment, request: null, heldFor: null });
}

/** The booking call is going out with `request` (kept only when it carries no card data). */
export function recordSent(scope: string, fingerprint: string, request: { payment: PaymentPayload }): BookingAttempt {
  const attempt = openAttempt(scope, fingerprint);
  const storable = isStorablePayment(request.payment);
  return write(scope, {
    ...attempt,
    fingerprint,
    stage: 'sent',
    payment: storable ? request.payment : null,
    request: storable ? request : null,
    heldFor: null,
  });
}

/**
 * Whether a failed booking call is a definite refusal: the API answered
 * 4xx, so nothing was booked under the key. Not a lost answer (status 0,
 * 5xx), a timeout (408), nor a key that booked another request (422): the
 * answer may yet be a booking, found by the key.
 */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 422;

/**
 * A definite refusal: the attempt is open again under the same key (the
 * API keeps no answer for a refusal, so the key books once later), holding
 * `held`, the payment still usable, approved by the way to pay `heldFor`
 * (a choice key), or none (the guest pays again).
 */
export function recordRefused(scope: string, held: PaymentPayload | null = null, heldFor: string | null = null): void {
  const attempt = readAttempt(scope);
  const holds = held !== null && heldFor !== null;
  if (attempt) write(scope, { ...attempt, stage: 'open', payment: holds ? held : null, request: null, heldFor: holds ? heldFor : null });
}

/** The payment a refused booking left usable, and the way to pay it was approved by: for the next 'Book now' with that way. */
export const heldPayment = (scope: string): { payment: PaymentPayload; heldFor: string } | null => {
  const attempt = readAttempt(scope);
  return attempt?.stage === 'open' && attempt.payment && attempt.heldFor ? { payment: attempt.payment, heldFor: attempt.heldFor } : null;
};

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
