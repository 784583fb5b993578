/**
 * What a booking that did not end in a reservation leaves
 * (`booking-attempt.ts`): a booking this tab left in flight, resumed on a
 * page's start or before a new 'Book now'; and, after a refusal, the
 * payment still usable. Loaded only then: most screens meet neither.
 */
import { ApiError } from '../api/client.ts';
import { METHOD } from '../lib/payment/payment-methods.ts';
import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import { PAYMENT_FIELD, UNIT_TYPE_NOT_AVAILABLE } from '../payments/errors.ts';
import { finishAttempt, isRefusal, readAttempt, recordRefused } from './booking-attempt.ts';

/**
 * Whether `payment` stays usable after `error`, a definite refusal: one a
 * gateway or the payment page approved (a card form's is never kept, a
 * bank transfer holds nothing), unless the API refused the payment itself
 * (`PAYMENT_FIELD`) or it was approved for an amount (gateways A and B)
 * and the stay's price or units changed.
 * @example keepsPayment(new ApiError(400, ['Email doesnt exist'], null), monriApproval) // true
 */
export function keepsPayment(error: ApiError, payment: PaymentPayload | null): payment is PaymentPayload {
  if (!payment || payment.type <= METHOD.BANK_TRANSFER) return false;
  if (Array.isArray(error.response) && error.response.some((entry) => entry?.field === PAYMENT_FIELD)) return false;
  const forAnAmount = payment.type === METHOD.GATEWAY_A || payment.type === METHOD.GATEWAY_B;
  return !(forAnAmount && (error.status === 409 || error.messages.includes(UNIT_TYPE_NOT_AVAILABLE)));
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
  /**
   * Still not known, or refused (`definite`, the attempt open again):
   * `payment` is the one a gateway approved for it, if any.
   */
  | { status: 'failed'; error: unknown; payment: PaymentPayload | null; definite: boolean };

/**
 * Resumes the flow's attempt on a page's start (or before a new Book now):
 * a 'paid' one hands its payment back; a 'sent' one is looked up by its
 * key (`lookup`: what reservation the key booked), then sent again as it was (`send`, under the same key) when it was
 * kept, so the API replays its first answer or books exactly once.
 */
export async function resumeAttempt(
  scope: string,
  send: (request: unknown, key: string) => Promise<string>,
  lookup: (key: string) => Promise<string>,
): Promise<ResumeOutcome> {
  const attempt = readAttempt(scope);
  if (!attempt || attempt.stage === 'open') return { status: 'none' };
  if (attempt.stage === 'paid' && attempt.payment) return { status: 'paid', payment: attempt.payment };
  try {
    const publicId = await lookup(attempt.key);
    finishAttempt(scope, publicId);
    return { status: 'booked', publicId };
  } catch (error) {
    // Anything but 'not found' (a lost answer, or too many lookups: 429) leaves the attempt as it is: the answer is still unknown.
    if (!(error instanceof ApiError && error.status === 404)) return { status: 'failed', error, payment: attempt.payment, definite: false };
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
    const definite = isRefusal(error);
    // Held by the form, which knows the way to pay it was approved by (`failWith`); opened again here.
    if (definite) recordRefused(scope);
    return { status: 'failed', error, payment: attempt.payment, definite };
  }
}
