/**
 * The payment endpoints of spec 02 §7, answered by the test gateway for
 * methods whose settings say `environment: 'test'` (a live provider is not
 * connected to this reference API: 400).
 *
 * - POST /api/payment/monri/client-secret   {authenticityToken, bookingEngineId, amount, currency} → { clientSecret }
 * - POST /api/payment/wspay/client-secret   {shopId, bookingEngineId, amount, currency}            → { clientSecret }
 * - POST /api/payment/stripe/client-secret  {publishableApiKey, bookingEngineId, amount, currency, guestDetails}
 *                                            → { success, response: { clientSecret, customerId } }
 * - POST /api/payment/cardstream/client-secret {merchantId, webBookingEngineId} → { success, response: { merchantId } }
 * - GET  /api/payment/cardstream/preauth?merchantId&currency&webBookingEngineId&token&guestDetails&paymentDetails&origin
 *                                            → the pre-authorisation page of the 3-D Secure frame
 * - POST /api/payment/saferpay/alias/insert  {bookingEngineId, saferFieldsToken}
 *                                            → { success, response: { Token, Redirect: { RedirectUrl } } }
 * - POST /api/payment/saferpay/payment-page/initialize {amount, currency, bookingEngineId, paymentPageWallets, paymentPageMethods[, offerUuid, code]}
 *                                            → { success, response: { Token, RedirectUrl, Expiration } }
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { settingValues } from '../../src/lib/payment/wallets.ts';
import { ApiError } from '../errors.ts';
import type { AppContext, AppEnv } from '../http.ts';
import { testGatewayMethod } from '../payments/check.ts';
import {
  amount,
  apiBaseUrl,
  currency,
  engineById,
  engineId,
  isSiteOrigin,
  parseBody,
  requestSiteOrigin,
  requireEngine,
  requiredText,
} from '../payments/context.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';
import { escapeHtml } from '../markup.ts';
import { pageResponse, renderPage } from '../payments/pages.ts';
import { findSession, insertSession, newId, updateSession } from '../payments/store.ts';
import { writing } from '../writes.ts';

const moneyFields = { bookingEngineId: engineId, amount, currency };
export const MonriClientSecretBody = v.object({ authenticityToken: requiredText(PAYMENT_MESSAGES.account), ...moneyFields }, PAYMENT_MESSAGES.bodyRequired);
export const WspayClientSecretBody = v.object({ shopId: requiredText(PAYMENT_MESSAGES.account), ...moneyFields }, PAYMENT_MESSAGES.bodyRequired);

export const StripeClientSecretBody = v.object(
  {
    publishableApiKey: requiredText(PAYMENT_MESSAGES.account),
    bookingEngineId: engineId,
    amount,
    currency,
    guestDetails: v.looseObject(
      {
        email: v.pipe(v.string(PAYMENT_MESSAGES.guestDetails), v.trim(), v.maxLength(150, PAYMENT_MESSAGES.guestDetails)),
        firstName: v.optional(v.pipe(v.string(PAYMENT_MESSAGES.guestDetails), v.maxLength(150, PAYMENT_MESSAGES.guestDetails)), ''),
        lastName: v.optional(v.pipe(v.string(PAYMENT_MESSAGES.guestDetails), v.maxLength(150, PAYMENT_MESSAGES.guestDetails)), ''),
        countryCode: v.optional(v.pipe(v.string(PAYMENT_MESSAGES.guestDetails), v.maxLength(3, PAYMENT_MESSAGES.guestDetails)), ''),
      },
      PAYMENT_MESSAGES.guestDetails,
    ),
  },
  PAYMENT_MESSAGES.bodyRequired,
);

export const CardstreamClientSecretBody = v.object(
  { merchantId: requiredText(PAYMENT_MESSAGES.account), webBookingEngineId: engineId },
  PAYMENT_MESSAGES.bodyRequired,
);

export const AliasInsertBody = v.object(
  { bookingEngineId: engineId, saferFieldsToken: requiredText(PAYMENT_MESSAGES.fieldsToken, 120) },
  PAYMENT_MESSAGES.bodyRequired,
);

/** Wallet and payment method codes of the payment page (02 §7 wallet option → codes). */
const PAGE_WALLETS = ['GOOGLEPAY', 'APPLEPAY', 'CLICKTOPAY'] as const;
const PAGE_METHODS = ['PAYPAL', 'AMEX'] as const;

export const PaymentPageBody = v.object(
  {
    amount,
    currency,
    bookingEngineId: engineId,
    paymentPageWallets: v.optional(
      v.pipe(v.array(v.picklist(PAGE_WALLETS, PAYMENT_MESSAGES.wallets), PAYMENT_MESSAGES.wallets), v.maxLength(3, PAYMENT_MESSAGES.wallets)),
      [],
    ),
    paymentPageMethods: v.optional(
      v.pipe(v.array(v.picklist(PAGE_METHODS, PAYMENT_MESSAGES.wallets), PAYMENT_MESSAGES.wallets), v.maxLength(2, PAYMENT_MESSAGES.wallets)),
      [],
    ),
    offerUuid: v.optional(
      v.pipe(v.string(PAYMENT_MESSAGES.offer), v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, PAYMENT_MESSAGES.offer)),
    ),
    code: v.optional(v.pipe(v.string(PAYMENT_MESSAGES.offer), v.regex(/^[A-Za-z0-9-]{1,40}$/, PAYMENT_MESSAGES.offer))),
  },
  PAYMENT_MESSAGES.bodyRequired,
);

/** A client secret for gateway B (Monri) or A (WSPay). */
async function monriClientSecret(c: AppContext, gateway: 'monri' | 'wspay') {
  const body = gateway === 'monri' ? parseBody(c, MonriClientSecretBody) : parseBody(c, WspayClientSecretBody);
  const engine = await requireEngine(c, body.bookingEngineId);
  const method = testGatewayMethod(engine, gateway === 'monri' ? 4 : 6);
  const account = 'authenticityToken' in body ? body.authenticityToken : body.shopId;
  if (account !== (gateway === 'monri' ? method.settings?.authenticityToken : method.settings?.shopId)) throw new ApiError(400, [PAYMENT_MESSAGES.account]);
  const session = await insertSession(
    c.var.db,
    {
      id: newId(gateway === 'monri' ? 'mcs_' : 'wcs_'),
      gateway,
      kind: 'payment',
      bookingEngineId: engine.id,
      amount: body.amount,
      currency: body.currency,
      data: { account },
    },
    c.var.config.now(),
  );
  return c.json({ clientSecret: session.id });
}

/** The guest's origin a test gateway page answers to, checked. */
async function pageOrigin(c: AppContext, origin: unknown): Promise<string> {
  if (!(await isSiteOrigin(c, origin))) throw new ApiError(400, [PAYMENT_MESSAGES.origin]);
  return origin as string;
}

/**
 * The pre-authorisation page of gateway C's 3-D Secure frame (02 §7): it
 * checks the payment token against the merchant and property, then
 * decides it (a challenge card asks the guest first) and posts the
 * success or failure event to the booking site at `origin`.
 */
async function preauthPage(c: AppContext): Promise<Response> {
  const query = c.req.query();
  const origin = await pageOrigin(c, query.origin);
  const failure = (responseMessage: string) => ({ type: 'failure', detail: { responseMessage } });
  let problem: ReturnType<typeof failure> | null = null;
  const engine = await engineById(c, Number(query.webBookingEngineId));
  const session = await findSession(c.var.db, query.token ?? '');
  try {
    if (!engine) throw new ApiError(400, [PAYMENT_MESSAGES.bookingEngine]);
    const method = testGatewayMethod(engine, 5);
    if (query.merchantId !== method.settings?.merchantID) throw new ApiError(400, [PAYMENT_MESSAGES.account]);
  } catch (error) {
    problem = failure(error instanceof ApiError ? error.messages[0] : PAYMENT_MESSAGES.token);
  }
  if (!problem && (session?.gateway !== 'cardstream' || session.kind !== 'token' || session.bookingEngineId !== engine?.id))
    problem = failure(PAYMENT_MESSAGES.token);
  if (!problem && session && session.status !== 'open') problem = failure(PAYMENT_MESSAGES.sessionUsed);
  const challenge = !problem && session?.cardOutcome === 'challenge';
  if (session && !problem)
    await updateSession(c.var.db, session.id, { data: { ...session.data, currency: query.currency ?? null, origin } }, c.var.config.now());
  const page = renderPage({
    title: '3-D Secure',
    script: 'preauth.js',
    frameAncestor: origin,
    config: { origin, challenge, failure: problem, decideUrl: `${apiBaseUrl(c)}/test-gateway/cardstream/preauth/${encodeURIComponent(query.token ?? '')}` },
    body: `<main class="panel">
  <p class="brand">Cardstream test gateway</p>
  <h1>${challenge ? 'Verify your card' : 'Checking your card'}</h1>
  ${
    challenge && session
      ? `<p>Your bank asks you to confirm this payment with card ${escapeHtml(session.maskedPan ?? '')}.</p>
  <div class="actions"><button type="button" data-decision="approve">Approve</button><button type="button" class="secondary" data-decision="fail">Fail</button></div>`
      : '<div class="spinner" aria-hidden="true"></div>'
  }
  <p id="status" role="status"></p>
</main>`,
  });
  return pageResponse(page);
}

/** A gateway call whose write waited too long for the database: the guest tries again. */
const BUSY = PAYMENT_MESSAGES.busy;

export const payments = new Hono<AppEnv>()
  .post('/payment/monri/client-secret', (c) => writing(c, BUSY, async () => await monriClientSecret(c, 'monri')))
  .post('/payment/wspay/client-secret', (c) => writing(c, BUSY, async () => await monriClientSecret(c, 'wspay')))
  .post('/payment/stripe/client-secret', (c) =>
    writing(c, BUSY, async () => {
      const body = parseBody(c, StripeClientSecretBody);
      const engine = await requireEngine(c, body.bookingEngineId);
      const method = testGatewayMethod(engine, 3);
      if (body.publishableApiKey !== method.settings?.publishableApiKey) throw new ApiError(400, [PAYMENT_MESSAGES.account]);
      const intent = newId('seti_');
      const session = await insertSession(
        c.var.db,
        {
          id: `${intent}_secret_${newId('').slice(0, 24)}`,
          gateway: 'stripe',
          kind: 'setup',
          bookingEngineId: engine.id,
          amount: body.amount,
          currency: body.currency,
          customerId: newId('cus_').slice(0, 28),
          data: { publishableApiKey: body.publishableApiKey, intent, countryCode: body.guestDetails.countryCode },
        },
        c.var.config.now(),
      );
      return c.json({ success: true, response: { clientSecret: session.id, customerId: session.customerId } });
    }),
  )
  .post('/payment/cardstream/client-secret', async (c) => {
    const body = parseBody(c, CardstreamClientSecretBody);
    const engine = await requireEngine(c, body.webBookingEngineId);
    const method = testGatewayMethod(engine, 5);
    if (body.merchantId !== method.settings?.merchantID) throw new ApiError(400, [PAYMENT_MESSAGES.account]);
    return c.json({ success: true, response: { merchantId: body.merchantId } });
  })
  .get('/payment/cardstream/preauth', (c) => writing(c, BUSY, async () => await preauthPage(c)))
  .post('/payment/saferpay/alias/insert', (c) =>
    writing(c, BUSY, async () => {
      const body = parseBody(c, AliasInsertBody);
      const engine = await requireEngine(c, body.bookingEngineId);
      const method = testGatewayMethod(engine, 7);
      const origin = await requestSiteOrigin(c);
      const now = c.var.config.now();
      const fields = await findSession(c.var.db, body.saferFieldsToken);
      if (
        fields?.gateway !== 'saferpay' ||
        fields.kind !== 'fields' ||
        fields.bookingEngineId !== engine.id ||
        fields.data.customerId !== method.settings?.customerId
      ) {
        throw new ApiError(400, [PAYMENT_MESSAGES.fieldsToken]);
      }
      if (fields.status !== 'open') throw new ApiError(400, [PAYMENT_MESSAGES.sessionUsed]);
      // Refused before anything is written: a card the gateway cannot process leaves its Fields token as it was.
      if (fields.cardOutcome === 'error') throw new ApiError(400, [PAYMENT_MESSAGES.processing]);
      const header = { SpecVersion: '1.40', RequestId: newId('').slice(0, 16) };
      const expiration = new Date(now.getTime() + 20 * 60_000).toISOString();
      // The Fields token is used up and the alias made together, or neither (the route runs in one transaction).
      if (!(await updateSession(c.var.db, fields.id, { status: 'consumed' }, now, 'open'))) throw new ApiError(400, [PAYMENT_MESSAGES.sessionUsed]);
      const alias = await insertSession(
        c.var.db,
        {
          id: newId('sfa_'),
          gateway: 'saferpay',
          kind: 'alias',
          bookingEngineId: engine.id,
          cardOutcome: fields.cardOutcome,
          maskedPan: fields.maskedPan,
          cardBrand: fields.cardBrand,
          returnUrl: `${origin}/${c.var.language}/payment?saferpay-3ds-redirect=true`,
          data: { customerId: fields.data.customerId, fieldsToken: fields.id },
        },
        now,
      );
      // A card with an unexpected answer: the insert comes back without its redirect.
      if (fields.cardOutcome === 'unexpected')
        return c.json({ success: true, response: { ResponseHeader: header, Token: alias.id, Expiration: expiration, RedirectRequired: false } });
      return c.json({
        success: true,
        response: {
          ResponseHeader: header,
          Token: alias.id,
          Expiration: expiration,
          RedirectRequired: true,
          Redirect: { RedirectUrl: `${apiBaseUrl(c)}/test-gateway/saferpay/3ds/${alias.id}`, PaymentMeansRequired: false },
        },
      });
    }),
  )
  .post('/payment/saferpay/payment-page/initialize', (c) =>
    writing(c, BUSY, async () => {
      const body = parseBody(c, PaymentPageBody);
      const engine = await requireEngine(c, body.bookingEngineId);
      const method = testGatewayMethod(engine, 7);
      const origin = await requestSiteOrigin(c);
      const wallets = [...new Set(body.paymentPageWallets)];
      const methods = [...new Set(body.paymentPageMethods)];
      if (wallets.length + methods.length === 0) throw new ApiError(400, [PAYMENT_MESSAGES.wallets]);
      // Only what the property enabled: its wallet types, and amex when it takes amex (02 §9.1).
      const enabledWallets = settingValues(method.settings?.selectedWalletTypes).map((type) => type.toUpperCase());
      const takesAmex = settingValues(method.settings?.selectedCardTypes).includes('amex');
      const enabled = (code: string) => (code === 'AMEX' ? takesAmex : enabledWallets.includes(code));
      if (![...wallets, ...methods].every(enabled)) throw new ApiError(400, [PAYMENT_MESSAGES.wallets]);
      if ((body.offerUuid === undefined) !== (body.code === undefined)) throw new ApiError(400, [PAYMENT_MESSAGES.offer]);
      const path = body.offerUuid ? `offer/${body.offerUuid.toLowerCase()}/${encodeURIComponent(body.code!)}/payment` : 'payment';
      const back = `${origin}/${c.var.language}/${path}`;
      const now = c.var.config.now();
      const page = await insertSession(
        c.var.db,
        {
          id: newId('spp_'),
          gateway: 'saferpay',
          kind: 'page',
          bookingEngineId: engine.id,
          amount: body.amount,
          currency: body.currency,
          returnUrl: `${back}?saferpay-payment-page-redirect=true`,
          data: { customerId: method.settings?.customerId ?? null, wallets, methods, abortUrl: back },
        },
        now,
      );
      return c.json({
        success: true,
        response: {
          ResponseHeader: { SpecVersion: '1.40', RequestId: newId('').slice(0, 16) },
          Token: page.id,
          Expiration: new Date(now.getTime() + 60 * 60_000).toISOString(),
          RedirectUrl: `${apiBaseUrl(c)}/test-gateway/saferpay/payment-page/${page.id}`,
        },
      });
    }),
  );
