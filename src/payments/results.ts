/**
 * What each gateway's answer means for the booking (02 §4.4, §8), apart
 * from any DOM: the adapters hand the provider's raw answers here, and the
 * unit tests hand recorded provider-shaped answers.
 *
 * Messages are either the product's translation keys (the constants below)
 * or the provider's own text, shown as it comes.
 */
import { isCloseMessage, parseCardstream3dsMessage } from '../lib/payment/message-origin.ts';
import { cardstreamPayment, monriPayment, saferpayPayment, stripePayment, wspayPayment } from '../lib/payment/payment-payload.ts';
import { CARD_AUTHORISATION_ERROR, GENERIC_ERROR, TOKEN_PROBLEM } from './errors.ts';
import type { Reporter } from './reporter.ts';
import type { ChallengeRequest, PaymentOutcome } from './types.ts';

export { CARD_AUTHORISATION_ERROR, GENERIC_ERROR, TOKEN_PROBLEM };

const failed = (message: string | null): PaymentOutcome => ({ status: 'failed', message });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Gateways B and A (Monri Components' `confirmPayment` answer, 02 §4.4):
 * - `result.status` 'approved' → the payment with the masked PAN and the
 *   gateway's token (`pan_token`), as `monriToken` or `wspayToken`;
 * - 'declined' → `response_message`, else the generic error;
 * - an `error` object → its message;
 * - anything else → reported as critical, the generic error shown;
 * - an approved answer that cannot be read (no masked PAN or token) → the
 *   generic error, reported.
 * @example monriOutcome({ result: { status: 'declined', response_message: 'Insufficient funds' }, error: null }, 'monri', 'Ana Horvat', reporter) // { status: 'failed', message: 'Insufficient funds' }
 */
export function monriOutcome(answer: unknown, gateway: 'monri' | 'wspay', name: string, report: Reporter): PaymentOutcome {
  const error = isRecord(answer) ? answer.error : undefined;
  if (isRecord(error)) return failed(text(error.message) ?? GENERIC_ERROR);
  const result = isRecord(answer) && isRecord(answer.result) ? answer.result : null;
  const status = result?.status;
  if (result && status === 'approved') {
    try {
      const card = {
        name,
        masked: text((result.payment_method as { data?: { masked?: unknown } } | undefined)?.data?.masked),
        panToken: text(result.pan_token),
      };
      if (!card.masked) throw new Error('An approved payment without its masked card number');
      return { status: 'approved', payment: gateway === 'monri' ? monriPayment(card) : wspayPayment(card) };
    } catch (exception) {
      report.report('error', `${gateway}: approved payment could not be read`, { exception, answer });
      return failed(GENERIC_ERROR);
    }
  }
  if (result && status === 'declined') return failed(text(result.response_message) ?? GENERIC_ERROR);
  report.report('critical', `${gateway}: unexpected confirmPayment result`, { answer });
  return failed(GENERIC_ERROR);
}

/**
 * Gateway D's client secret answer (02 §7: `response.clientSecret`,
 * `customerId`), or null when it holds no client secret.
 * @example stripeClientSecret({ success: true, response: { clientSecret: 'seti_1_secret_2', customerId: 'cus_3' } }) // { clientSecret: 'seti_1_secret_2', customerId: 'cus_3' }
 */
export function stripeClientSecret(answer: unknown): { clientSecret: string; customerId: string } | null {
  const response = isRecord(answer) && isRecord(answer.response) ? answer.response : null;
  const clientSecret = text(response?.clientSecret);
  const customerId = text(response?.customerId) ?? (isRecord(answer) ? text(answer.customerId) : null);
  return clientSecret && customerId ? { clientSecret, customerId } : null;
}

/**
 * Gateway D (Stripe.js `confirmCardSetup`, 02 §4.4): an error → its
 * message; a setup intent with its payment method → the payment with
 * customerId, paymentMethodId and publishableApiKey; anything else is
 * reported as critical and the generic error shown.
 * @example stripeSetupOutcome({ error: { message: 'Your card was declined.' } }, ctx, reporter) // { status: 'failed', message: 'Your card was declined.' }
 */
export function stripeSetupOutcome(
  answer: unknown,
  context: { name: string; customerId: string; publishableApiKey: string },
  report: Reporter,
): PaymentOutcome {
  if (isRecord(answer) && isRecord(answer.error)) return failed(text(answer.error.message) ?? GENERIC_ERROR);
  const intent = isRecord(answer) && isRecord(answer.setupIntent) ? answer.setupIntent : null;
  const method = intent?.payment_method;
  const paymentMethodId = text(method) ?? (isRecord(method) ? text(method.id) : null);
  if (paymentMethodId) return { status: 'approved', payment: stripePayment({ ...context, paymentMethodId }) };
  report.report('critical', 'stripe: unexpected confirmCardSetup result', { answer });
  return failed(GENERIC_ERROR);
}

/**
 * Gateway C's payment token answer (Cardstream hosted fields'
 * `getPaymentDetails`, 02 §4.4 step 3): success with a token → the token;
 * invalid fields → the provider's invalid message; anything else → the
 * 'problem fetching the payment token' message.
 * @example cardstreamToken({ success: false, invalid: { cardNumber: 'Card number is invalid' }, message: 'Please correct the invalid fields' }) // { token: null, message: 'Please correct the invalid fields' }
 */
export function cardstreamToken(answer: unknown): { token: string; message: null } | { token: null; message: string } {
  if (isRecord(answer) && answer.success === true && text(answer.paymentToken)) return { token: text(answer.paymentToken)!, message: null };
  if (isRecord(answer) && answer.success === false && answer.invalid) {
    const invalid = isRecord(answer.invalid) ? Object.values(answer.invalid).map(text).find(Boolean) : null;
    return { token: null, message: text(answer.message) ?? invalid ?? TOKEN_PROBLEM };
  }
  return { token: null, message: TOKEN_PROBLEM };
}

/**
 * The message the pre-authorisation page posts from gateway C's 3-D Secure
 * frame (02 §4.4 step 4), the event's type and detail: `{ type: 'success',
 * detail: { cardNumberMask, customerName, xref } }` → the payment (maskedPan
 * from cardNumberMask, name from customerName); `{ type: 'failure', detail:
 * { responseMessage } }` → that message, else 'Card authorisation error'.
 * Anything of another shape is no answer (null).
 * @example cardstreamPreauthOutcome({ type: 'failure', detail: {} }) // { status: 'failed', message: 'Card authorisation error' }
 */
export function cardstreamPreauthOutcome(data: unknown): PaymentOutcome | null {
  const event = parseCardstream3dsMessage(data);
  if (!event) return null;
  if (event.kind === 'failure') return failed(event.responseMessage ?? CARD_AUTHORISATION_ERROR);
  if (!event.maskedPan) return null;
  return { status: 'approved', payment: cardstreamPayment({ customerName: event.customerName, cardNumberMask: event.maskedPan, xref: event.xref }) };
}

/**
 * Gateway E's alias insert answer (02 §7: `response.Redirect.RedirectUrl`,
 * `response.Token`): both present → the 3-D Secure step; otherwise the
 * answer is reported and the generic error shown.
 */
export function saferpayAliasChallenge(answer: unknown, report: Reporter): { redirectUrl: string; token: string } | null {
  const response = isRecord(answer) && isRecord(answer.response) ? answer.response : null;
  const redirectUrl = response && isRecord(response.Redirect) ? text(response.Redirect.RedirectUrl) : null;
  const token = text(response?.Token);
  if (redirectUrl && token && /^https?:\/\//.test(redirectUrl)) return { redirectUrl, token };
  report.report('critical', 'saferpay: alias insert without a redirect', { answer });
  return null;
}

/**
 * Gateway E's 3-D Secure frame answer (02 §2.5): the message 'close' →
 * book with the alias token; anything else is no answer.
 * @example saferpayChallengeOutcome('close', { token: 'abc' }) // { status: 'approved', payment: { type: 7, aliasToken: 'abc' } }
 */
export function saferpayChallengeOutcome(data: unknown, pending: ChallengeRequest['pending']): PaymentOutcome | null {
  if (!isCloseMessage(data) || !pending.token) return null;
  return { status: 'approved', payment: saferpayPayment(pending.token) };
}

/**
 * The hosted payment page's initialisation answer (02 §7: `success`,
 * `response.RedirectUrl`, `response.Token`), or null when it failed
 * (loading then stops, 02 §8).
 */
export function paymentPageStart(answer: unknown): { redirectUrl: string; token: string } | null {
  const response = isRecord(answer) && answer.success === true && isRecord(answer.response) ? answer.response : null;
  const redirectUrl = text(response?.RedirectUrl);
  const token = text(response?.Token);
  return redirectUrl && token && /^https?:\/\//.test(redirectUrl) ? { redirectUrl, token } : null;
}
