/**
 * The payment endpoints of the booking API (02 §7): client secrets of
 * gateways A, B, C and D, gateway E's alias insert and hosted payment page,
 * and the address of gateway C's pre-authorisation page.
 */
import type { PaymentPageInitBody } from '../lib/payment/payment-page-init.ts';
import { api } from './client.ts';

/** The guest details gateway D's client secret is made with (02 §7). */
export interface StripeGuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  countryCode: string;
  address: string;
  city: string;
  postalCode: string;
  companyName: string;
  isCompany: boolean;
}

/** POST /payment/monri/client-secret (gateway B) or /payment/wspay/client-secret (gateway A): one action chosen by the gateway (02 §7). */
export function monriClientSecret(
  gateway: 'monri' | 'wspay',
  body: { account: string; bookingEngineId: number; amount: number; currency: string },
): Promise<unknown> {
  const { account, ...rest } = body;
  const payload = gateway === 'monri' ? { authenticityToken: account, ...rest } : { shopId: account, ...rest };
  return api.post<unknown>(`payment/${gateway}/client-secret`, payload);
}

/** POST /payment/stripe/client-secret (gateway D). */
export function stripeClientSecret(body: {
  publishableApiKey: string;
  bookingEngineId: number;
  amount: number;
  currency: string;
  guestDetails: StripeGuestDetails;
}): Promise<unknown> {
  return api.post<unknown>('payment/stripe/client-secret', body);
}

/** POST /payment/cardstream/client-secret (gateway C): the merchant account the hosted fields tokenise for. */
export function cardstreamClientSecret(body: { merchantId: string; webBookingEngineId: number }): Promise<unknown> {
  return api.post<unknown>('payment/cardstream/client-secret', body);
}

/** POST /payment/saferpay/alias/insert (gateway E): the card of a Saferpay Fields token, with its 3-D Secure step. */
export function saferpayAliasInsert(body: { bookingEngineId: number; saferFieldsToken: string }): Promise<unknown> {
  return api.post<unknown>('payment/saferpay/alias/insert', body);
}

/** POST /payment/saferpay/payment-page/initialize (gateway E's hosted payment page). */
export function saferpayPaymentPage(body: PaymentPageInitBody): Promise<unknown> {
  return api.post<unknown>('payment/saferpay/payment-page/initialize', body);
}

/**
 * The address of gateway C's pre-authorisation page, loaded in the 3-D
 * Secure frame (02 §7), with the page's origin so it answers to exactly it.
 * @example cardstreamPreauthUrl('https://api.example.com/api', { merchantId: '100001', currency: 'EUR', webBookingEngineId: 3, token: 'pt_1', guestDetails: {}, paymentDetails: { type: 5 }, origin: 'https://hotel.example.com' })
 */
export function cardstreamPreauthUrl(
  apiUrl: string,
  params: {
    merchantId: string;
    currency: string;
    webBookingEngineId: number;
    token: string;
    guestDetails: unknown;
    paymentDetails: unknown;
    origin: string;
    language: string;
  },
): string {
  const query = new URLSearchParams({
    merchantId: params.merchantId,
    currency: params.currency,
    webBookingEngineId: String(params.webBookingEngineId),
    token: params.token,
    guestDetails: JSON.stringify(params.guestDetails),
    paymentDetails: JSON.stringify(params.paymentDetails),
    origin: params.origin,
    language: params.language,
  });
  return `${apiUrl.replace(/\/+$/, '')}/payment/cardstream/preauth?${query.toString()}`;
}
