import { configFromEnv } from '../../../server/config.ts';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import { book, bookingBody, everyStoredValue } from './booking-helpers.ts';
import { seededDb, testApp, type TestApp } from './helpers.ts';
import { guestMail, propertyMail } from '../../../server/mail/compose.ts';
import { findBookingEngine } from '../../../server/repo/bookingEngines.ts';
import { queriesOf } from '../../../server/store/queries.ts';
import {
  CARDS,
  CARDSTREAM,
  GATEWAY_GUEST,
  MONRI,
  SAFERPAY,
  SITE,
  STRIPE,
  WSPAY,
  ZADAR_ID,
  cardstreamToken,
  getPage,
  monriConfirm,
  post,
  preauthPath,
  saferpayFieldsToken,
  stripeSetup,
  zadarRoom,
} from './payments-helpers.ts';

const messagesOf = (body: { message: string }[]) => body.map((entry) => entry.message);

function setup(): { db: Database; app: TestApp } {
  const db = seededDb();
  return { db, app: testApp(db) };
}

/** A booking body at Hotel Zadar Riva whose expected total is what the site shows. */
const zadarBooking = (app: TestApp, from: number, payment: Record<string, unknown>) =>
  bookingBody(app, { bookingEngine: 'hotel-zadar', rooms: [zadarRoom(from)], guest: GATEWAY_GUEST, payment });

describe('gateways B and A: Monri Components (method 4) and WSPay (method 6)', () => {
  it('approves a card for the client secret of the stay and books with the pan token, keeping the masked PAN only', async () => {
    const { db, app } = setup();
    const body = await zadarBooking(app, 30, {});
    const { answer } = await monriConfirm(app, { amount: body.expectedTotal });
    expect(answer).toMatchObject({
      result: {
        status: 'approved',
        currency: 'EUR',
        amount: Math.round(body.expectedTotal * 100),
        pan_token: expect.stringMatching(/^[0-9a-f]{40}$/),
        payment_method: { type: 'card', data: { brand: 'visa', masked: '411111-xxxxxx-1111' } },
      },
      error: null,
    });
    body.payment = { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: answer.result.pan_token };
    const booked = await book(app, body);
    expect(booked.status).toBe(201);
    const view = await (await app.request(`/api/reservation/${booked.body.response.publicId}`)).json();
    expect(view).toMatchObject({ paymentMethodId: 4, cardHolderName: 'Ana Horvat', maskedPan: '411111******1111' });
    const stored = (await everyStoredValue(db)).join('\n');
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('4111 1111 1111 1111');
  });

  it('refuses a token used before, an unknown one, and one approved for another amount', async () => {
    const { app } = setup();
    const first = await zadarBooking(app, 32, {});
    const { answer } = await monriConfirm(app, { amount: first.expectedTotal });
    first.payment = { type: 4, name: 'Ana Horvat', monriToken: answer.result.pan_token };
    expect((await book(app, first)).status).toBe(201);

    const again = await zadarBooking(app, 34, { type: 4, name: 'Ana Horvat', monriToken: answer.result.pan_token });
    const reused = await book(app, again);
    expect(reused.status).toBe(400);
    // A refusal of the payment itself names it: the site drops that payment (any other refusal leaves it for the next try).
    expect(reused.body).toEqual([{ message: 'This card payment was already used for a booking', field: 'payment' }]);

    const unknown = await book(app, { ...again, payment: { type: 4, name: 'Ana Horvat', monriToken: 'f'.repeat(40) } });
    expect(unknown.status).toBe(400);
    expect(messagesOf(unknown.body)).toEqual(['The card payment was not approved. Please try again or use another card.']);

    const cheaper = await monriConfirm(app, { amount: again.expectedTotal - 10 });
    const mismatch = await book(app, { ...again, payment: { type: 4, name: 'Ana Horvat', monriToken: cheaper.answer.result.pan_token } });
    expect(mismatch.status).toBe(400);
    expect(messagesOf(mismatch.body)).toEqual(['The card payment does not match the price of your stay. Please try again.']);
  });

  it('refuses a stay whose price changed since the card was approved as a change of price, and the approval stays unused', async () => {
    const { app } = setup();
    const body = await zadarBooking(app, 36, {});
    // The guest saw (and the card was approved for) 10 EUR less than the stay costs now.
    const seen = body.expectedTotal - 10;
    const { answer } = await monriConfirm(app, { amount: seen });
    const payment = { type: 4, name: 'Ana Horvat', monriToken: answer.result.pan_token };
    const stale = await book(app, { ...body, expectedTotal: seen, payment });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual([{ message: 'The price of your stay has changed. Please review it and book again.' }]);
    // Nothing used it: for the price of now it is the payment that does not match.
    const now = await book(app, { ...body, payment });
    expect(messagesOf(now.body)).toEqual(['The card payment does not match the price of your stay. Please try again.']);
  });

  it('answers the documented result shapes for a declined card, an error and an unexpected result', async () => {
    const { app } = setup();
    const declined = await monriConfirm(app, { amount: 100, card: CARDS.decline });
    expect(declined.answer).toMatchObject({
      result: { status: 'declined', response_message: 'Transaction declined: insufficient funds', pan_token: null },
      error: null,
    });
    const expired = await monriConfirm(app, { amount: 100, card: CARDS.expired });
    expect(expired.answer).toMatchObject({ result: { status: 'declined', response_message: 'Card expired' } });
    const error = await monriConfirm(app, { amount: 100, card: CARDS.error });
    expect(error.answer).toEqual({ result: null, error: { message: 'The payment could not be processed. Please try again in a little while.' } });
    const unexpected = await monriConfirm(app, { amount: 100, card: CARDS.unexpected });
    expect(unexpected.answer.result.status).toBe('pending');
    const invalid = await monriConfirm(app, { amount: 100, card: '4111 1111 1111 1112' });
    expect(invalid.answer).toMatchObject({ result: null, error: { message: 'Card number is invalid' } });
  });

  it('lets a declined client secret try another card, and finishes an approved one', async () => {
    const { app } = setup();
    const { clientSecret } = await monriConfirm(app, { amount: 100, card: CARDS.decline });
    const retry = await post(app, '/api/test-gateway/monri/confirm', {
      gateway: 'monri',
      clientSecret,
      card: { number: CARDS.visa, expiry: '12/30', cvv: '123' },
    });
    expect(retry.body.result.status).toBe('approved');
    // The total is authorised, not charged: the property takes what the billing dynamics say, when they say it.
    expect(retry.body.result).toMatchObject({ transaction_type: 'authorize', amount: 10000 });
    const twice = await post(app, '/api/test-gateway/monri/confirm', {
      gateway: 'monri',
      clientSecret,
      card: { number: CARDS.visa, expiry: '12/30', cvv: '123' },
    });
    expect(twice.body).toEqual({ result: null, error: { message: 'Payment already processed' } });
  });

  it('books WSPay with its own token, not with a Monri one', async () => {
    const { app } = setup();
    const body = await zadarBooking(app, 36, {});
    const wspay = await monriConfirm(app, { gateway: 'wspay', amount: body.expectedTotal });
    const monri = await monriConfirm(app, { amount: body.expectedTotal });
    const wrong = await book(app, { ...body, payment: { type: 6, name: 'Ana Horvat', wspayToken: monri.answer.result.pan_token } });
    expect(wrong.status).toBe(400);
    const booked = await book(app, { ...body, payment: { type: 6, name: 'Ana Horvat', wspayToken: wspay.answer.result.pan_token } });
    expect(booked.status).toBe(201);
  });

  it('gives client secrets only to the property’s test account', async () => {
    const { db, app } = setup();
    const other = await post(app, '/api/payment/monri/client-secret', {
      authenticityToken: 'someone-else',
      bookingEngineId: ZADAR_ID,
      amount: 10,
      currency: 'EUR',
    });
    expect(other.status).toBe(400);
    expect(messagesOf(other.body)).toEqual(['The payment account does not belong to this property']);
    const villa = await post(app, '/api/payment/wspay/client-secret', { shopId: WSPAY.shopId, bookingEngineId: 1, amount: 10, currency: 'EUR' });
    expect(messagesOf(villa.body)).toEqual(['This payment method is not available for this property']);
    db.prepare(`UPDATE payment_methods SET settings = json_set(settings, '$.environment', 'live') WHERE booking_engine_id = ? AND method_id = 4`).run(ZADAR_ID);
    const live = await post(testApp(db), '/api/payment/monri/client-secret', {
      authenticityToken: MONRI.authenticityToken,
      bookingEngineId: ZADAR_ID,
      amount: 10,
      currency: 'EUR',
    });
    expect(live.status).toBe(400);
    expect(messagesOf(live.body)).toEqual(["This payment method's provider is not connected to this booking API"]);
  });
});

describe('gateway D: Stripe (method 3)', () => {
  it('confirms the card setup and books with customer, payment method and publishable key', async () => {
    const { app } = setup();
    const setupAnswer = await stripeSetup(app);
    expect(setupAnswer.clientSecret).toMatch(/^seti_[A-Za-z0-9_-]+_secret_[A-Za-z0-9_-]+$/);
    expect(setupAnswer.answer).toMatchObject({ setupIntent: { object: 'setup_intent', status: 'succeeded', payment_method: expect.stringMatching(/^pm_/) } });
    const body = await zadarBooking(app, 40, {
      type: 3,
      name: 'Ana Horvat',
      customerId: setupAnswer.customerId,
      paymentMethodId: setupAnswer.answer.setupIntent.payment_method,
      publishableApiKey: STRIPE.publishableApiKey,
    });
    const booked = await book(app, body);
    expect(booked.status).toBe(201);
    const view = await (await app.request(`/api/reservation/${booked.body.response.publicId}`)).json();
    expect(view).toMatchObject({ paymentMethodId: 3, maskedPan: '411111******1111' });
  });

  it('refuses another customer’s payment method', async () => {
    const { app } = setup();
    const first = await stripeSetup(app);
    const second = await stripeSetup(app);
    const body = await zadarBooking(app, 42, {
      type: 3,
      name: 'Ana',
      customerId: second.customerId,
      paymentMethodId: first.answer.setupIntent.payment_method,
      publishableApiKey: STRIPE.publishableApiKey,
    });
    const refused = await book(app, body);
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual(['The card payment was not approved. Please try again or use another card.']);
  });

  it('answers Stripe’s error shapes', async () => {
    const { app } = setup();
    expect((await stripeSetup(app, CARDS.decline)).answer).toMatchObject({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await stripeSetup(app, CARDS.expired)).answer).toMatchObject({ error: { code: 'expired_card', message: 'Your card has expired.' } });
    expect((await stripeSetup(app, CARDS.error)).answer).toMatchObject({ error: { code: 'processing_error' } });
    expect((await stripeSetup(app, CARDS.unexpected)).answer).toMatchObject({ setupIntent: { status: 'requires_action', payment_method: null } });
    const bad = await post(app, '/api/payment/stripe/client-secret', {
      publishableApiKey: STRIPE.publishableApiKey,
      bookingEngineId: ZADAR_ID,
      amount: 'ten',
      currency: 'EUR',
      guestDetails: {},
    });
    expect(bad.status).toBe(400);
    expect(messagesOf(bad.body)).toEqual(['Amount is not valid', 'Guest details are not valid']);
  });
});

describe('gateway C: Cardstream (method 5)', () => {
  it('confirms the merchant, tokenises the hosted fields and pre-authorises without a challenge', async () => {
    const { app } = setup();
    const merchant = await post(app, '/api/payment/cardstream/client-secret', { merchantId: CARDSTREAM.merchantID, webBookingEngineId: ZADAR_ID });
    expect(merchant.body).toEqual({ success: true, response: { merchantId: CARDSTREAM.merchantID } });
    const token = await cardstreamToken(app);
    expect(token.body).toEqual({ success: true, paymentToken: expect.stringMatching(/^cspt_/) });

    const page = await getPage(app, preauthPath(token.body.paymentToken));
    expect(page.status).toBe(200);
    expect(page.response.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${SITE}`);
    expect(page.text).toContain('"challenge":false');
    const decided = await post(app, `/api/test-gateway/cardstream/preauth/${token.body.paymentToken}`, { decision: 'auto' });
    expect(decided.body).toEqual({
      type: 'success',
      detail: { cardNumberMask: '411111******1111', customerName: 'Ana Horvat', xref: expect.stringMatching(/^[0-9A-F]{24}$/) },
    });

    const body = await zadarBooking(app, 44, { type: 5, name: 'Ana Horvat', maskedPan: '411111******1111', cardstreamXref: decided.body.detail.xref });
    expect((await book(app, body)).status).toBe(201);
    const again = await book(app, await zadarBooking(app, 46, body.payment));
    expect(again.status).toBe(400);
    expect(messagesOf(again.body)).toEqual(['This card payment was already used for a booking']);
  });

  it('asks a challenge card to approve or fail, and declines a declined card', async () => {
    const { app } = setup();
    const challenge = await cardstreamToken(app, CARDS.challenge);
    expect((await getPage(app, preauthPath(challenge.body.paymentToken))).text).toContain('data-decision="approve"');
    const failed = await post(app, `/api/test-gateway/cardstream/preauth/${challenge.body.paymentToken}`, { decision: 'fail' });
    expect(failed.body).toEqual({ type: 'failure', detail: { responseMessage: '3-D Secure authentication failed' } });
    const body = await zadarBooking(app, 48, { type: 5, name: 'Ana Horvat', cardstreamXref: 'AAAABBBBCCCCDDDD' });
    expect(messagesOf((await book(app, body)).body)).toEqual(['Card authorisation error']);

    const approved = await cardstreamToken(app, CARDS.challenge);
    expect((await post(app, `/api/test-gateway/cardstream/preauth/${approved.body.paymentToken}`, { decision: 'approve' })).body.type).toBe('success');

    const declined = await cardstreamToken(app, CARDS.decline);
    expect((await post(app, `/api/test-gateway/cardstream/preauth/${declined.body.paymentToken}`, { decision: 'auto' })).body).toEqual({
      type: 'failure',
      detail: { responseMessage: 'CARD DECLINED' },
    });
  });

  it("answers invalid fields with the provider's message, and other failures without a token", async () => {
    const { app } = setup();
    expect((await cardstreamToken(app, CARDS.expired)).body).toEqual({
      success: false,
      errors: { cardExpiryDate: 'Card expired' },
      invalid: { cardExpiryDate: 'Card expired' },
      message: 'Card expired',
    });
    expect((await cardstreamToken(app, CARDS.visa, '01/20')).body).toMatchObject({ success: false, invalid: { cardExpiryDate: 'Card expired' } });
    expect((await cardstreamToken(app, CARDS.error)).body).toEqual({ success: false, message: 'The payment gateway is not available' });
    expect((await cardstreamToken(app, CARDS.unexpected)).body).toEqual({ success: true, paymentToken: null });
    // The fields' values are taken once: the same session has nothing left.
    const gone = await post(app, '/api/test-gateway/cardstream/tokenise', { session: 'a'.repeat(24), merchantId: CARDSTREAM.merchantID });
    expect(gone.body).toEqual({ success: false, message: 'The card details have expired. Please enter them again.' });
  });

  it('opens the pre-authorisation page only for a property site, and answers a bad token with a failure', async () => {
    const { app } = setup();
    const token = await cardstreamToken(app);
    const foreign = await getPage(app, preauthPath(token.body.paymentToken, 'https://evil.example'));
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.text)).toEqual([{ message: 'This page may only be opened from the property’s booking site' }]);
    const unknown = await getPage(app, preauthPath('cspt_unknown-token-0000000'));
    expect(unknown.text).toContain('"failure":{"type":"failure","detail":{"responseMessage":"The payment token is not valid"}}');
  });
});

describe('gateway E: Saferpay Fields, alias insert and 3-D Secure (method 7)', () => {
  it('initialises the Fields for the customer and access token only', async () => {
    const { app } = setup();
    const base = `/api/test-gateway/saferpay/Fields/${SAFERPAY.customerId}`;
    expect((await post(app, `${base}/init`, { accessToken: SAFERPAY.token })).body).toEqual({ ok: true });
    const forbidden = await post(app, `${base}/init`, { accessToken: 'wrong' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual([{ message: 'Access forbidden!' }]);
  });

  it('inserts the alias, runs 3-D Secure back to the site’s return screen and books with the alias token', async () => {
    const { app } = setup();
    const fields = await saferpayFieldsToken(app, CARDS.challenge);
    expect(fields.body).toEqual({ token: expect.stringMatching(/^sff_/) });
    const insert = await post(
      app,
      '/api/payment/saferpay/alias/insert?language=hr',
      { bookingEngineId: ZADAR_ID, saferFieldsToken: fields.body.token },
      { Origin: SITE },
    );
    expect(insert.status).toBe(200);
    const { Token, Redirect } = insert.body.response;
    expect(Redirect.RedirectUrl).toBe(`http://localhost/api/test-gateway/saferpay/3ds/${Token}`);

    const challenge = await getPage(app, `/api/test-gateway/saferpay/3ds/${Token}`);
    expect(challenge.text).toContain('data-decision="approve"');
    expect(challenge.response.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${SITE}`);
    const decided = await post(app, `/api/test-gateway/saferpay/3ds/${Token}`, { decision: 'approve' });
    expect(decided.body).toEqual({ redirect: `${SITE}/hr/payment?saferpay-3ds-redirect=true` });

    const body = await zadarBooking(app, 50, { type: 7, aliasToken: Token });
    const booked = await book(app, body);
    expect(booked.status).toBe(201);
    const view = await (await app.request(`/api/reservation/${booked.body.response.publicId}`)).json();
    expect(view).toMatchObject({ paymentMethodId: 7, maskedPan: '400000******3220', paidWith: null });
    // The Fields token was used by the insert.
    expect(
      (await post(app, '/api/payment/saferpay/alias/insert', { bookingEngineId: ZADAR_ID, saferFieldsToken: fields.body.token }, { Origin: SITE })).status,
    ).toBe(400);
  });

  it("refuses to book a failed 3-D Secure with 'Card authorisation error'", async () => {
    const { app } = setup();
    for (const [card, decision] of [
      [CARDS.challenge, 'fail'],
      [CARDS.decline, 'auto'],
    ] as const) {
      const fields = await saferpayFieldsToken(app, card);
      const insert = await post(
        app,
        '/api/payment/saferpay/alias/insert',
        { bookingEngineId: ZADAR_ID, saferFieldsToken: fields.body.token },
        { Origin: SITE },
      );
      const { Token } = insert.body.response;
      await post(app, `/api/test-gateway/saferpay/3ds/${Token}`, { decision });
      const refused = await book(app, await zadarBooking(app, 52, { type: 7, aliasToken: Token }));
      expect(refused.status).toBe(400);
      expect(messagesOf(refused.body)).toEqual(['Card authorisation error']);
    }
  });

  it('answers a processing error, an insert without redirect, expired cards and requests from elsewhere', async () => {
    const { db, app } = setup();
    const error = await saferpayFieldsToken(app, CARDS.error);
    const records = () => db.prepare('SELECT id, status FROM gateway_sessions ORDER BY id').all();
    const before = records();
    const refused = await post(app, '/api/payment/saferpay/alias/insert', { bookingEngineId: ZADAR_ID, saferFieldsToken: error.body.token }, { Origin: SITE });
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual(['The card could not be processed. Please try again in a little while or use another card.']);
    // A refusal writes nothing: the Fields token is not used up, and asking again answers the same.
    expect(records()).toEqual(before);
    expect(
      (await post(app, '/api/payment/saferpay/alias/insert', { bookingEngineId: ZADAR_ID, saferFieldsToken: error.body.token }, { Origin: SITE })).body,
    ).toEqual(refused.body);
    const unexpected = await saferpayFieldsToken(app, CARDS.unexpected);
    const noRedirect = await post(
      app,
      '/api/payment/saferpay/alias/insert',
      { bookingEngineId: ZADAR_ID, saferFieldsToken: unexpected.body.token },
      { Origin: SITE },
    );
    expect(noRedirect.body.response).not.toHaveProperty('Redirect');
    const expired = await saferpayFieldsToken(app, CARDS.expired);
    expect(expired.status).toBe(400);
    expect(messagesOf(expired.body)).toEqual(['Card expired']);
    const fields = await saferpayFieldsToken(app);
    const elsewhere = await post(
      app,
      '/api/payment/saferpay/alias/insert',
      { bookingEngineId: ZADAR_ID, saferFieldsToken: fields.body.token },
      { Origin: 'https://evil.example' },
    );
    expect(elsewhere.status).toBe(400);
  });
});

describe('the addresses the test gateway hands out', () => {
  it('name the API by its own origin, never by a Host header the client wrote', async () => {
    const app = testApp(seededDb(), { apiOrigins: ['https://api.example.com', 'http://localhost'] });
    const start = () =>
      post(
        app,
        '/api/payment/saferpay/payment-page/initialize?language=en',
        { amount: 0.01, currency: 'EUR', bookingEngineId: ZADAR_ID, paymentPageWallets: ['GOOGLEPAY'], paymentPageMethods: [] },
        { Origin: SITE },
      );
    // app.request's own address is http://localhost: one of the API's.
    expect((await start()).body.response.RedirectUrl).toMatch(/^http:\/\/localhost\/api\/test-gateway\/saferpay\/payment-page\/spp_/);
    // A request that reached the API under another Host (the URL the server builds from it).
    const forged = await app.request('http://evil.example/api/payment/saferpay/payment-page/initialize?language=en', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE },
      body: JSON.stringify({ amount: 0.01, currency: 'EUR', bookingEngineId: ZADAR_ID, paymentPageWallets: ['GOOGLEPAY'], paymentPageMethods: [] }),
    });
    expect(((await forged.json()) as { response: { RedirectUrl: string } }).response.RedirectUrl).toMatch(
      /^https:\/\/api\.example\.com\/api\/test-gateway\/saferpay\/payment-page\/spp_/,
    );
    expect(configFromEnv({ API_PORT: '9000' }).apiOrigins).toEqual(['http://localhost:9000', 'http://127.0.0.1:9000', 'http://[::1]:9000']);
    expect(configFromEnv({ API_PUBLIC_URL: 'https://api.example.com/api' }).apiOrigins).toEqual(['https://api.example.com']);
    expect(() => configFromEnv({ API_PUBLIC_URL: 'api.example.com' })).toThrow(
      "API_PUBLIC_URL must be the API's address such as https://api.example.com, got 'api.example.com'",
    );
  });
});

describe('gateway E: the hosted payment page', () => {
  const init = (app: TestApp, body: Record<string, unknown>) =>
    post(
      app,
      '/api/payment/saferpay/payment-page/initialize?language=en',
      { amount: 0.01, currency: 'EUR', bookingEngineId: ZADAR_ID, paymentPageWallets: [], paymentPageMethods: [], ...body },
      { Origin: SITE },
    );

  it('offers the wallets asked for, and sends the guest back to the checkout to book with the page token', async () => {
    const { db, app } = setup();
    const started = await init(app, { paymentPageWallets: ['GOOGLEPAY', 'APPLEPAY'] });
    expect(started.body).toMatchObject({
      success: true,
      response: { Token: expect.stringMatching(/^spp_/), RedirectUrl: expect.stringMatching(/\/api\/test-gateway\/saferpay\/payment-page\/spp_/) },
    });
    const { Token } = started.body.response;
    const page = await getPage(app, `/api/test-gateway/saferpay/payment-page/${Token}`);
    expect(page.text).toContain('Pay with Google Pay');
    expect(page.text).toContain('Pay with Apple Pay');
    expect(page.text).not.toContain('Pay with PayPal');
    expect(page.response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect((await post(app, `/api/test-gateway/saferpay/payment-page/${Token}`, { choice: 'PAYPAL' })).status).toBe(400);
    const paid = await post(app, `/api/test-gateway/saferpay/payment-page/${Token}`, { choice: 'GOOGLEPAY' });
    expect(paid.body).toEqual({ redirect: `${SITE}/en/payment?saferpay-payment-page-redirect=true` });

    const body = await zadarBooking(app, 54, { type: 7, aliasToken: Token, isPaymentPage: true });
    const booked = await book(app, body);
    expect(booked.status).toBe(201);
    // The reservation keeps what the guest paid with on the page: the page and the e-mails name Google Pay, not 'Card payment'.
    const view = await (await app.request(`/api/reservation/${booked.body.response.publicId}`)).json();
    expect(view).toMatchObject({ paymentMethodId: 7, paidWith: 'googlepay', maskedPan: null });
    const zadar = (await findBookingEngine(queriesOf(db), 'hotel-zadar'))!;
    const mail = guestMail({ event: 'booked', reservation: view, language: 'en', site: zadar, property: zadar, siteOrigin: SITE });
    expect(mail.text).toContain('Payment method: Google Pay');
    // The property's notification (in its first language, English) names it too.
    expect(propertyMail({ event: 'booked', reservation: view, language: 'en', site: zadar, property: zadar, siteOrigin: SITE })!.text).toContain(
      'Payment method: Google Pay',
    );
    // The page's token is not a card alias.
    const asAlias = await book(app, await zadarBooking(app, 56, { type: 7, aliasToken: Token }));
    expect(messagesOf(asAlias.body)).toEqual(['Card authorisation error']);
  });

  it('returns to the offer’s payment screen on the offer flow, and to the checkout without the flag on cancel', async () => {
    const { app } = setup();
    const offerUuid = 'c0ffee00-1111-4222-8333-444455556666';
    const offer = await init(app, { paymentPageMethods: ['PAYPAL'], offerUuid, code: 'OF-12' });
    const paid = await post(app, `/api/test-gateway/saferpay/payment-page/${offer.body.response.Token}`, { choice: 'PAYPAL' });
    expect(paid.body).toEqual({ redirect: `${SITE}/en/offer/${offerUuid}/OF-12/payment?saferpay-payment-page-redirect=true` });
    const amex = await init(app, { paymentPageMethods: ['AMEX'] });
    const canceled = await post(app, `/api/test-gateway/saferpay/payment-page/${amex.body.response.Token}`, { choice: 'cancel' });
    expect(canceled.body).toEqual({ redirect: `${SITE}/en/payment` });
    const refused = await book(app, await zadarBooking(app, 58, { type: 7, aliasToken: amex.body.response.Token, isPaymentPage: true }));
    expect(messagesOf(refused.body)).toEqual(['Card authorisation error']);
  });

  it('offers only what the property enabled, and asks for something', async () => {
    const { app } = setup();
    expect(messagesOf((await init(app, { paymentPageWallets: ['CLICKTOPAY'] })).body)).toEqual(['Choose a wallet or a payment method for the payment page']);
    expect(messagesOf((await init(app, {})).body)).toEqual(['Choose a wallet or a payment method for the payment page']);
    expect(messagesOf((await init(app, { paymentPageMethods: ['VENMO'] })).body)).toEqual(['Choose a wallet or a payment method for the payment page']);
    expect(messagesOf((await init(app, { paymentPageMethods: ['PAYPAL'], offerUuid: 'not-a-uuid', code: 'OF-1' })).body)).toEqual(['The offer is not valid']);
  });
});

describe('the test gateway’s SDKs and frames', () => {
  it('serves each SDK emulation as JavaScript, and nothing else', async () => {
    const { app } = setup();
    for (const name of ['monri', 'wspay', 'stripe', 'cardstream', 'saferpay']) {
      const response = await app.request(`/api/test-gateway/sdk/${name}.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
      const source = await response.text();
      expect(source).toContain(`var GATEWAY = "${name}"`);
      expect(() => new Function(source)).not.toThrow();
    }
    const unknown = await app.request('/api/test-gateway/sdk/paypal.js');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual([{ message: 'Not found' }]);
  });

  it('serves hosted fields only to a property site, framed by it alone', async () => {
    const { app } = setup();
    const card = await getPage(app, `/api/test-gateway/fields/card?gateway=monri&origin=${encodeURIComponent(SITE)}&frame=${'ab'.repeat(12)}`);
    expect(card.status).toBe(200);
    expect(card.response.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${SITE}`);
    expect(card.text).toContain('<label for="number">Card number</label>');
    const field = await getPage(
      app,
      `/api/test-gateway/fields/field?gateway=cardstream&field=cardNumber&session=${'c'.repeat(24)}&label=Card%20number&origin=${encodeURIComponent(SITE)}`,
    );
    expect(field.text).toContain('aria-label="Card number"');
    const foreign = await getPage(app, `/api/test-gateway/fields/card?gateway=monri&origin=${encodeURIComponent('https://evil.example')}`);
    expect(foreign.status).toBe(400);
    const xss = await getPage(
      app,
      `/api/test-gateway/fields/field?gateway=cardstream&field=cardNumber&session=${'c'.repeat(24)}&label=${encodeURIComponent('<script>alert(1)</script>')}&origin=${encodeURIComponent(SITE)}`,
    );
    expect(xss.text).not.toContain('<script>alert(1)</script>');
  });

  it('answers bad input with a 4xx list of messages', async () => {
    const { app } = setup();
    for (const [path, body] of [
      ['/api/payment/monri/client-secret', null],
      ['/api/payment/monri/client-secret', { authenticityToken: MONRI.authenticityToken, bookingEngineId: 'three', amount: -1, currency: 'EURO' }],
      ['/api/payment/cardstream/client-secret', { merchantId: '', webBookingEngineId: 999 }],
      ['/api/payment/saferpay/alias/insert', { bookingEngineId: ZADAR_ID }],
      ['/api/test-gateway/fields/part', { session: 'short', field: 'pin', value: '1' }],
      ['/api/test-gateway/cardstream/preauth/cspt_x', { decision: 'maybe' }],
    ] as const) {
      const answer = await post(app, path, body);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(Array.isArray(answer.body) && answer.body.every((entry: { message?: unknown }) => typeof entry.message === 'string'), path).toBe(true);
    }
    const engine = await post(app, '/api/payment/cardstream/client-secret', { merchantId: CARDSTREAM.merchantID, webBookingEngineId: 999 });
    expect(messagesOf(engine.body)).toEqual(['Property is not valid']);
  });

  it('names what is wrong with a test gateway body in its own words, never the validator’s', async () => {
    const { app } = setup();
    const fields = `/api/test-gateway/saferpay/Fields/${SAFERPAY.customerId}`;
    for (const [path, body, messages] of [
      ['/api/test-gateway/fields/part', null, ['The payment token is not valid']],
      ['/api/test-gateway/fields/part', {}, ['The payment token is not valid']],
      ['/api/test-gateway/monri/confirm', [], ['Payment details are required']],
      [
        '/api/test-gateway/monri/confirm',
        { clientSecret: 'x', card: { number: 4111, expiry: null, cvv: [] } },
        ['Card number is invalid', 'Expiration date is invalid', 'CVV is invalid'],
      ],
      [
        '/api/test-gateway/stripe/confirm-card-setup',
        { gateway: 1, clientSecret: 'x', card: { number: '', expiry: '', cvv: '' }, params: 'x', billingName: 7, publishableKey: {} },
        ['Payment details are required', 'Guest details are not valid', 'The payment account does not belong to this property'],
      ],
      [
        '/api/test-gateway/cardstream/tokenise',
        { merchantId: CARDSTREAM.merchantID, tokenData: 'x' },
        ['The payment token is not valid', 'Guest details are not valid'],
      ],
      [`${fields}/init`, { accessToken: 1, paymentMethods: [null] }, ['The payment token is not valid']],
      [`${fields}/submit`, { accessToken: SAFERPAY.token }, ['The payment token is not valid']],
    ] as const) {
      const answer = await post(app, path, body);
      expect([path, answer.status, messagesOf(answer.body)]).toEqual([path, 400, messages]);
    }
  });
});
