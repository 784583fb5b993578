/**
 * Helpers of the payment tests: Hotel Zadar Riva's test gateway accounts
 * (from the seed), a booker with the address the gateway forms ask for,
 * and each provider's exchange as its SDK in the browser would make it.
 */
import { HOTEL_ZADAR } from '../../../server/seed/content/dalmatiaCollection.ts';
import { GUEST, room, type Room } from './booking-helpers.ts';
import { day, type TestApp } from './helpers.ts';

export const ZADAR_ID = HOTEL_ZADAR.id;
/** The booking site of Hotel Zadar Riva, as the test app's CORS allows it. */
export const SITE = 'http://hotel-zadar.localhost:4321';

const settingsOf = (id: number): Record<string, string> =>
  (HOTEL_ZADAR.paymentMethods.find((method) => method.id === id)?.settings ?? {}) as Record<string, string>;
export const MONRI = settingsOf(4);
export const WSPAY = settingsOf(6);
export const STRIPE = settingsOf(3);
export const CARDSTREAM = settingsOf(5);
export const SAFERPAY = settingsOf(7);

export const CARDS = {
  visa: '4111 1111 1111 1111',
  challenge: '4000 0000 0000 3220',
  decline: '4000 0000 0000 0002',
  expired: '4000 0000 0000 0069',
  error: '4000 0000 0000 0119',
  unexpected: '4000 0000 0000 0259',
} as const;

export const EXPIRY = '12/30';
export const CVV = '737';

/** The booker with the card holder's address (02 §5.2: methods 3–6). */
export const GATEWAY_GUEST = { ...GUEST, address: 'Obala kralja Petra Krešimira IV 8', city: 'Zadar', postalCode: '23000' };

/** A room of the Standard Double (301) on its bed & breakfast rate, 2 nights from today + `from`. */
export const zadarRoom = (from: number, changes: Partial<Room> = {}): Room =>
  room({ unitTypeId: 301, ratePlanId: 3011, from: day(from), to: day(from + 2), ...changes });

/** POST JSON; status and parsed body. */
export async function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await response.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, body: json, text, response };
}

/** GET; status, text and the response. */
export async function getPage(app: TestApp, path: string) {
  const response = await app.request(path);
  return { status: response.status, text: await response.text(), response };
}

/** A fields session id as the SDKs make them. */
export const fieldsSession = (): string => `fs${Math.random().toString(16).slice(2)}${Math.random().toString(16).slice(2)}`.slice(0, 32).padEnd(24, '0');

/** What a hosted field's frame sends of its value. */
export function putPart(app: TestApp, session: string, field: string, value: string) {
  return post(app, '/api/test-gateway/fields/part', { session, field, value });
}

/** Monri Components' exchange: a client secret for the amount, then confirmPayment with a card from the card frame. */
export async function monriConfirm(app: TestApp, options: { gateway?: 'monri' | 'wspay'; amount: number; card?: string; currency?: string }) {
  const gateway = options.gateway ?? 'monri';
  const account = gateway === 'monri' ? { authenticityToken: MONRI.authenticityToken } : { shopId: WSPAY.shopId };
  const secret = await post(app, `/api/payment/${gateway}/client-secret`, {
    ...account,
    bookingEngineId: ZADAR_ID,
    amount: options.amount,
    currency: options.currency ?? 'EUR',
  });
  if (secret.status !== 200) throw new Error(`client secret answered ${secret.status}: ${secret.text}`);
  const confirm = await post(app, '/api/test-gateway/monri/confirm', {
    gateway,
    clientSecret: secret.body.clientSecret,
    card: { number: options.card ?? CARDS.visa, expiry: EXPIRY, cvv: CVV },
    params: {
      fullName: 'Ana Horvat',
      address: GATEWAY_GUEST.address,
      city: 'Zadar',
      zip: '23000',
      phone: GUEST.phone,
      country: 'HR',
      email: GUEST.email,
      orderInfo: 'Reservation',
    },
  });
  return { clientSecret: secret.body.clientSecret as string, answer: confirm.body };
}

/** Stripe.js' exchange: our client secret, then confirmCardSetup from the card frame. */
export async function stripeSetup(app: TestApp, card: string = CARDS.visa) {
  const secret = await post(app, '/api/payment/stripe/client-secret', {
    publishableApiKey: STRIPE.publishableApiKey,
    bookingEngineId: ZADAR_ID,
    amount: 100,
    currency: 'EUR',
    guestDetails: { ...GATEWAY_GUEST, countryCode: 'HR' },
  });
  if (secret.status !== 200) throw new Error(`client secret answered ${secret.status}: ${secret.text}`);
  const { clientSecret, customerId } = secret.body.response;
  const confirm = await post(app, '/api/test-gateway/stripe/confirm-card-setup', {
    gateway: 'stripe',
    clientSecret,
    card: { number: card, expiry: EXPIRY, cvv: CVV },
    billingName: 'Ana Horvat',
    publishableKey: STRIPE.publishableApiKey,
  });
  return { clientSecret: clientSecret as string, customerId: customerId as string, answer: confirm.body };
}

/** Cardstream's hosted fields: each field's value from its frame, then the token for the merchant. */
export async function cardstreamToken(app: TestApp, card: string = CARDS.visa, expiry = '12 / 2030') {
  const session = fieldsSession();
  await putPart(app, session, 'cardNumber', card);
  await putPart(app, session, 'cardExpiryDate', expiry);
  await putPart(app, session, 'cardCVV', CVV);
  return post(app, '/api/test-gateway/cardstream/tokenise', {
    session,
    merchantId: CARDSTREAM.merchantID,
    tokenData: { customerName: 'Ana Horvat', customerAddress: GATEWAY_GUEST.address, customerCity: 'Zadar', customerPostcode: '23000' },
  });
}

/** The pre-authorisation page's address for a payment token, opened from the site. */
export function preauthPath(token: string, origin = SITE): string {
  const query = new URLSearchParams({
    merchantId: CARDSTREAM.merchantID,
    currency: 'EUR',
    webBookingEngineId: String(ZADAR_ID),
    token,
    guestDetails: JSON.stringify({ firstName: 'Ana' }),
    paymentDetails: JSON.stringify({ type: 5, name: 'Ana Horvat' }),
    origin,
  });
  return `/api/payment/cardstream/preauth?${query.toString()}`;
}

/** Saferpay Fields: init, each field's value from its frame, then submit for the Fields token. */
export async function saferpayFieldsToken(app: TestApp, card: string = CARDS.visa) {
  const base = `/api/test-gateway/saferpay/Fields/${SAFERPAY.customerId}`;
  const session = fieldsSession();
  await putPart(app, session, 'cardnumber', card);
  await putPart(app, session, 'expiration', EXPIRY);
  await putPart(app, session, 'cvc', CVV);
  return post(app, `${base}/submit`, { accessToken: SAFERPAY.token, session });
}
