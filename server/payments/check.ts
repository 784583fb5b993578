/**
 * The payment of a booking, checked (spec 02 §7 "Payment object by type"):
 * one function for every place that books — the checkout's POST
 * /api/reservation and an offer's acceptance.
 *
 * - Type 1 (the card form): a number of a brand the method takes; only the
 *   masked PAN is kept.
 * - Type 2: bank transfer, nothing to check.
 * - Types 3–7 (the gateways): the token, xref, payment method id or alias
 *   token must name a payment the test gateway approved for this property
 *   (and for A/B, for the booking's total), not used by another booking.
 *   The masked PAN kept is the gateway's, never one the request claims.
 */
import { detectCardBrand, maskCardNumber, normalizeCardNumber } from '../../src/lib/payment/card-brands.ts';
import type { BookingEngine, PaymentMethod } from '../../src/lib/types.ts';
import { paidWithOf, type PaidWith } from '../../src/lib/payment/wallets.ts';
import type { Queryable } from '../store/queries.ts';
import { ApiError } from '../errors.ts';
import { PAYMENT_FIELD } from '../../src/payments/errors.ts';
import { englishText } from '../messages.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import { findByReference, findSession, markUsed, type GatewayName, type GatewaySession } from './store.ts';

/** Payment method ids (spec 02 §9.1; gateway E is 7). */
export const PAYMENT_TYPE = { CARD: 1, BANK_TRANSFER: 2, STRIPE: 3, MONRI: 4, CARDSTREAM: 5, WSPAY: 6, SAFERPAY: 7 } as const;

/**
 * A refusal of the payment itself, naming the request's `payment` field:
 * the site then drops that payment and the guest pays again (any other
 * refusal leaves a gateway's approval for the next try).
 */
const refusedPayment = (message: string) => new ApiError(400, [{ message, field: PAYMENT_FIELD }]);

/** The gateway behind a payment type. */
export const GATEWAY_OF_TYPE: Readonly<Record<number, GatewayName>> = { 3: 'stripe', 4: 'monri', 5: 'cardstream', 6: 'wspay', 7: 'saferpay' };

/** How far an A/B payment may be from the booking's total (rounding of a different client). */
const AMOUNT_TOLERANCE = 0.01;

/** A booking's `payment`, its fields read as text (02 §7). */
export interface PaymentInput {
  type: number;
  name: string | null;
  cardNumber: string | null;
  monriToken: string | null;
  wspayToken: string | null;
  customerId: string | null;
  paymentMethodId: string | null;
  publishableApiKey: string | null;
  cardstreamXref: string | null;
  aliasToken: string | null;
  isPaymentPage: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The payment fields of a request, as text; anything else (a maskedPan the
 * site sends along, unknown fields) is not read.
 * @example paymentInputOf({ type: 4, name: 'Ana', monriToken: ' tok ' }).monriToken // 'tok'
 */
export function paymentInputOf(payment: { type: number } & Record<string, unknown>): PaymentInput {
  return {
    type: payment.type,
    name: text(payment.name),
    cardNumber: typeof payment.cardNumber === 'string' ? normalizeCardNumber(payment.cardNumber.trim()) : null,
    monriToken: text(payment.monriToken),
    wspayToken: text(payment.wspayToken),
    customerId: text(payment.customerId),
    paymentMethodId: text(payment.paymentMethodId),
    publishableApiKey: text(payment.publishableApiKey),
    cardstreamXref: text(payment.cardstreamXref),
    aliasToken: text(payment.aliasToken),
    isPaymentPage: payment.isPaymentPage === true,
  };
}

/** What is kept of a checked payment, and the gateway record to mark used. */
export interface CheckedPayment {
  methodId: number;
  holder: string | null;
  maskedPan: string | null;
  brand: string | null;
  /** What a payment through the hosted payment page was made with (a wallet, or amex); null for every other payment. */
  paidWith: PaidWith | null;
  /** The test gateway record the booking uses up. */
  sessionId: string | null;
}

/** The engine's payment method for a payment type, or null when it does not offer it (02 §4.2: method 4 without a gateway account is the card form). */
export function offeredMethod(engine: BookingEngine, type: number): PaymentMethod | null {
  const exact = engine.paymentMethods.find((method) => method.id === type);
  if (exact && (type !== PAYMENT_TYPE.MONRI || exact.settings?.authenticityToken)) return exact;
  if (type === PAYMENT_TYPE.CARD)
    return engine.paymentMethods.find((method) => method.id === PAYMENT_TYPE.MONRI && !method.settings?.authenticityToken) ?? null;
  return null;
}

/** The card brands a card method accepts (its selectedCardTypes), empty for any. */
export const acceptedBrands = (method: PaymentMethod): string[] =>
  (method.settings?.selectedCardTypes ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);

/**
 * The gateway method of an engine the reference API can take payments for:
 * offered, and set to the test gateway (a live provider is not connected
 * to this API).
 * @throws ApiError 400
 */
export function testGatewayMethod(engine: BookingEngine, type: number): PaymentMethod {
  const method = offeredMethod(engine, type);
  if (!method || !GATEWAY_OF_TYPE[type]) throw refusedPayment(PAYMENT_MESSAGES.methodNotOffered);
  if (method.settings?.environment !== 'test') throw refusedPayment(PAYMENT_MESSAGES.notConnected);
  return method;
}

/** An approved, unused test gateway record of this engine, or the refusal. */
function approved(
  session: GatewaySession | null,
  gateway: GatewayName,
  kinds: string[],
  engine: BookingEngine,
  refusal: string = PAYMENT_MESSAGES.notApproved,
): GatewaySession {
  if (!session || session.gateway !== gateway || !kinds.includes(session.kind) || session.bookingEngineId !== engine.id || session.status !== 'approved') {
    throw refusedPayment(refusal);
  }
  if (session.usedAt !== null) throw refusedPayment(PAYMENT_MESSAGES.reused);
  return session;
}

/**
 * Checks the payment of a booking on `engine` (the property whose units are
 * booked) for `order`'s total and currency. Read-only: call
 * `consumePayment` once the reservation row exists, in the same transaction.
 * @throws ApiError 400 with the guest-readable reason
 */
export async function checkPayment(
  db: Queryable,
  engine: BookingEngine,
  payment: PaymentInput,
  order: { total: number; currency: string },
): Promise<CheckedPayment> {
  const { type } = payment;
  if (type === PAYMENT_TYPE.CARD) {
    const method = offeredMethod(engine, type);
    if (!method) throw refusedPayment(PAYMENT_MESSAGES.methodNotOffered);
    const number = payment.cardNumber ?? '';
    const brand = detectCardBrand(number);
    const accepted = acceptedBrands(method);
    const maskedPan = maskCardNumber(number);
    if (!brand || !maskedPan || (accepted.length > 0 && !accepted.includes(brand))) {
      throw new ApiError(400, [{ message: englishText({ key: 'This is not supported card number', tokens: {} }), field: 'cardNumber' }]);
    }
    return { methodId: type, holder: payment.name, maskedPan, brand, paidWith: null, sessionId: null };
  }
  if (type === PAYMENT_TYPE.BANK_TRANSFER) {
    if (!offeredMethod(engine, type)) throw refusedPayment(PAYMENT_MESSAGES.methodNotOffered);
    return { methodId: type, holder: null, maskedPan: null, brand: null, paidWith: null, sessionId: null };
  }
  const method = testGatewayMethod(engine, type);
  const settings = method.settings ?? {};
  let session: GatewaySession;
  switch (type) {
    case PAYMENT_TYPE.MONRI:
    case PAYMENT_TYPE.WSPAY: {
      const gateway = type === PAYMENT_TYPE.MONRI ? 'monri' : 'wspay';
      const token = type === PAYMENT_TYPE.MONRI ? payment.monriToken : payment.wspayToken;
      session = approved(token ? await findByReference(db, token) : null, gateway, ['payment'], engine);
      const account = type === PAYMENT_TYPE.MONRI ? settings.authenticityToken : settings.shopId;
      if (session.data.account !== account) throw refusedPayment(PAYMENT_MESSAGES.notApproved);
      if (session.currency !== order.currency || session.amount === null || Math.abs(session.amount - order.total) > AMOUNT_TOLERANCE + 1e-9) {
        throw refusedPayment(PAYMENT_MESSAGES.amountMismatch);
      }
      break;
    }
    case PAYMENT_TYPE.STRIPE: {
      session = approved(payment.paymentMethodId ? await findByReference(db, payment.paymentMethodId) : null, 'stripe', ['setup'], engine);
      if (
        session.customerId !== payment.customerId ||
        payment.publishableApiKey !== settings.publishableApiKey ||
        session.data.publishableApiKey !== settings.publishableApiKey
      ) {
        throw refusedPayment(PAYMENT_MESSAGES.notApproved);
      }
      break;
    }
    case PAYMENT_TYPE.CARDSTREAM:
      session = approved(
        payment.cardstreamXref ? await findByReference(db, payment.cardstreamXref) : null,
        'cardstream',
        ['token'],
        engine,
        PAYMENT_MESSAGES.authorisation,
      );
      if (session.data.merchantId !== settings.merchantID) throw refusedPayment(PAYMENT_MESSAGES.authorisation);
      break;
    default: {
      // Gateway E: an alias after its 3-D Secure step, or a hosted payment page's token.
      const kind = payment.isPaymentPage ? 'page' : 'alias';
      session = approved(payment.aliasToken ? await findSession(db, payment.aliasToken) : null, 'saferpay', [kind], engine, PAYMENT_MESSAGES.authorisation);
      if (session.data.customerId !== settings.customerId) throw refusedPayment(PAYMENT_MESSAGES.authorisation);
    }
  }
  const holder = payment.name ?? session.holder;
  return {
    methodId: type,
    holder: type === PAYMENT_TYPE.SAFERPAY ? session.holder : holder,
    maskedPan: session.maskedPan,
    brand: session.cardBrand,
    paidWith: session.kind === 'page' ? paidWithOf(session.data.paidWith) : null,
    sessionId: session.id,
  };
}

/**
 * Uses up the gateway record of a checked payment for a reservation (in
 * the booking's transaction); a record taken meanwhile refuses the booking.
 * @throws ApiError 400 'This card payment was already used for a booking'
 */
export async function consumePayment(db: Queryable, checked: CheckedPayment, reservationId: number, now: Date): Promise<void> {
  if (checked.sessionId === null) return;
  if (!(await markUsed(db, checked.sessionId, reservationId, now))) throw refusedPayment(PAYMENT_MESSAGES.reused);
}
