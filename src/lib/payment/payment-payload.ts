/**
 * The payment object sent with a booking (POST /reservation) or an offer
 * acceptance, one builder per payment type (02 §7 "Payment object by
 * type"). The type is the payment method id: 1 card form, 2 bank transfer,
 * 3 gateway D (Stripe), 4 gateway B (Monri), 5 gateway C (Cardstream),
 * 6 gateway A (WSPay), 7 gateway E (Saferpay) and its payment page.
 *
 * Builders check what they are given: a gateway field that is missing is
 * a `PaymentPayloadError` (02 §4.4: an exception after approval shows the
 * generic booking error), and masked numbers pass the safe-mask guard or
 * are sent as null, never as a full card number.
 *
 * Pure: plain values in, plain objects out.
 */
import { normalizeCardNumber } from './card-brands.ts';
import { maskedPanFromCardstream, maskedPanFromGateway } from './masked-pan.ts';
import { METHOD } from './payment-methods.ts';
import { GATEWAY_E_METHOD_ID } from './wallets.ts';

/** Payment types, which are the payment method ids (02 §9.1; gateway E is 7). */
export const PAYMENT_TYPE = { ...METHOD, GATEWAY_E: GATEWAY_E_METHOD_ID } as const;

/** Bank transfer / prepayment. */
export interface BankTransferPayment {
  type: 2;
}

/** The built-in card form (method 1). */
export interface CardPayment {
  type: 1;
  name: string;
  expirationDate: string;
  cvv: string;
  cardNumber: string;
}

/** Gateway D (Stripe, method 3): the card set up for the customer. */
export interface StripePayment {
  type: 3;
  name: string;
  customerId: string;
  paymentMethodId: string;
  publishableApiKey: string;
}

/** Gateway B (Monri, method 4): an approved card and its pan token. */
export interface MonriPayment {
  type: 4;
  name: string;
  maskedPan: string | null;
  monriToken: string;
}

/** Gateway C (Cardstream, method 5): the 3-D Secure result's card and cross reference. */
export interface CardstreamPayment {
  type: 5;
  name: string;
  maskedPan: string | null;
  cardstreamXref: string;
}

/** Gateway A (WSPay, method 6): an approved card and its pan token. */
export interface WspayPayment {
  type: 6;
  name: string;
  maskedPan: string | null;
  wspayToken: string;
}

/** Gateway E (Saferpay, method 7): the alias after 3-D Secure. */
export interface SaferpayPayment {
  type: 7;
  aliasToken: string;
}

/** A wallet or amex through gateway E's hosted payment page. */
export interface PaymentPagePayment {
  type: 7;
  aliasToken: string;
  isPaymentPage: true;
}

/**
 * Any payment object, told apart by `type` (and `isPaymentPage` for type 7).
 * @example const payment: PaymentPayload = bankTransferPayment();
 */
export type PaymentPayload =
  | BankTransferPayment
  | CardPayment
  | StripePayment
  | MonriPayment
  | CardstreamPayment
  | WspayPayment
  | SaferpayPayment
  | PaymentPagePayment;

/** A gateway field the payment object needs is missing or blank. */
export class PaymentPayloadError extends Error {
  readonly field: string;
  constructor(field: string) {
    super(`The payment has no ${field}`);
    this.name = 'PaymentPayloadError';
    this.field = field;
  }
}

/** A required gateway value, trimmed; a missing or blank one is a PaymentPayloadError. */
function required(value: string | null | undefined, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new PaymentPayloadError(field);
  return text;
}

const name = (value: string | null | undefined) => (value ?? '').trim();

/**
 * Bank transfer (method 2).
 * @example bankTransferPayment() // { type: 2 }
 */
export function bankTransferPayment(): BankTransferPayment {
  return { type: 2 };
}

/**
 * The built-in card form (method 1): the card holder, the expiry (MM/YY)
 * and the CVV as entered, trimmed, and the card number without the spaces
 * and dashes between its groups. Validation (02 §5.2) comes first; this
 * only shapes.
 * @example cardPayment({ name: 'Ana Horvat', expirationDate: '07/29', cvv: '123', cardNumber: '4111 1111 1111 1111' }) // { type: 1, name: 'Ana Horvat', expirationDate: '07/29', cvv: '123', cardNumber: '4111111111111111' }
 */
export function cardPayment(card: { name: string; expirationDate: string; cvv: string; cardNumber: string }): CardPayment {
  return {
    type: 1,
    name: name(card.name),
    expirationDate: card.expirationDate.trim(),
    cvv: card.cvv.trim(),
    cardNumber: normalizeCardNumber(card.cardNumber),
  };
}

/**
 * Gateway D (method 3) after the card setup is confirmed: the customer, the
 * set-up payment method and the publishable key the client secret was
 * asked for with.
 * @example stripePayment({ name: 'Ana Horvat', customerId: 'cus_Q1', paymentMethodId: 'pm_1', publishableApiKey: 'pk_test_1' }) // { type: 3, name: 'Ana Horvat', customerId: 'cus_Q1', paymentMethodId: 'pm_1', publishableApiKey: 'pk_test_1' }
 */
export function stripePayment(input: { name: string; customerId: string; paymentMethodId: string; publishableApiKey: string }): StripePayment {
  return {
    type: 3,
    name: name(input.name),
    customerId: required(input.customerId, 'customerId'),
    paymentMethodId: required(input.paymentMethodId, 'paymentMethodId'),
    publishableApiKey: required(input.publishableApiKey, 'publishableApiKey'),
  };
}

/** What gateways A and B approve a card with (02 §7): `payment_method.data.masked` and `pan_token`. */
export interface ApprovedCard {
  name: string;
  /** The gateway's mask, e.g. '411111-xxxxxx-1111'. */
  masked: string | null | undefined;
  panToken: string | null | undefined;
}

/**
 * Gateway B (Monri, method 4) after approval: the mask in the stored form
 * (null when it is not a safe mask) and the pan token as monriToken.
 * @example monriPayment({ name: 'Ana Horvat', masked: '411111-xxxxxx-1111', panToken: 'a1b2' }) // { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: 'a1b2' }
 */
export function monriPayment(card: ApprovedCard): MonriPayment {
  return { type: 4, name: name(card.name), maskedPan: maskedPanFromGateway(card.masked), monriToken: required(card.panToken, 'pan_token') };
}

/**
 * Gateway A (WSPay, method 6) after approval: as gateway B, the pan token
 * sent as wspayToken.
 * @example wspayPayment({ name: 'Ana Horvat', masked: '555555-xxxxxx-4444', panToken: 'c3d4' }) // { type: 6, name: 'Ana Horvat', maskedPan: '555555******4444', wspayToken: 'c3d4' }
 */
export function wspayPayment(card: ApprovedCard): WspayPayment {
  return { type: 6, name: name(card.name), maskedPan: maskedPanFromGateway(card.masked), wspayToken: required(card.panToken, 'pan_token') };
}

/**
 * Gateway C (Cardstream, method 5) after a 3-D Secure success event
 * (02 §4.4): maskedPan from cardNumberMask, name from customerName, and
 * the cross reference as cardstreamXref.
 * @example cardstreamPayment({ customerName: 'Ana Horvat', cardNumberMask: '4111********1111', xref: '22101013KT08RM' }) // { type: 5, name: 'Ana Horvat', maskedPan: '4111********1111', cardstreamXref: '22101013KT08RM' }
 */
export function cardstreamPayment(result: {
  customerName: string | null | undefined;
  cardNumberMask: string | null | undefined;
  xref: string | null | undefined;
}): CardstreamPayment {
  return {
    type: 5,
    name: name(result.customerName),
    maskedPan: maskedPanFromCardstream(result.cardNumberMask),
    cardstreamXref: required(result.xref, 'xref'),
  };
}

/**
 * Gateway E (Saferpay, method 7) after its 3-D Secure window closes: the
 * alias token from the alias insert.
 * @example saferpayPayment('a7f3c0de') // { type: 7, aliasToken: 'a7f3c0de' }
 */
export function saferpayPayment(aliasToken: string | null | undefined): SaferpayPayment {
  return { type: 7, aliasToken: required(aliasToken, 'aliasToken') };
}

/**
 * A wallet or amex paid on gateway E's hosted payment page, on return
 * (02 §4.1 step 5): the stored payment page token as aliasToken.
 * @example paymentPagePayment('b91e77aa') // { type: 7, aliasToken: 'b91e77aa', isPaymentPage: true }
 */
export function paymentPagePayment(token: string | null | undefined): PaymentPagePayment {
  return { type: 7, aliasToken: required(token, 'aliasToken'), isPaymentPage: true };
}
