/**
 * The test gateway (spec 02 §4.4, §7): the five providers' browser SDKs
 * as far as the site's adapters use them, hosted card fields as frames on
 * the API's origin, 3-D Secure challenges and a hosted payment page. The
 * test card typed decides the outcome (`server/payments/cards.ts`).
 *
 * - GET  /api/test-gateway/sdk/{monri,wspay,stripe,cardstream,saferpay}.js
 * - GET  /api/test-gateway/fields/card           the card element of Monri Components and Stripe.js
 * - GET  /api/test-gateway/fields/field          one hosted field of Cardstream
 * - POST /api/test-gateway/fields/part           a hosted field's value, from its frame
 * - POST /api/test-gateway/monri/confirm         Monri's confirmPayment, from the card frame
 * - POST /api/test-gateway/stripe/confirm-card-setup
 * - POST /api/test-gateway/cardstream/tokenise   Cardstream's getPaymentDetails
 * - POST /api/test-gateway/cardstream/preauth/{token}   the pre-authorisation's decision
 * - POST /api/test-gateway/saferpay/Fields/{customerId}/init, …/submit; GET …/field
 * - GET|POST /api/test-gateway/saferpay/3ds/{token}
 * - GET|POST /api/test-gateway/saferpay/payment-page/{token}
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { BookingEngine, PaymentMethod } from '../../src/lib/types.ts';
import { ApiError } from '../errors.ts';
import type { AppContext, AppEnv } from '../http.ts';
import { listBookingEngines } from '../repo/bookingEngines.ts';
import { checkCard, CARD_MESSAGES, monriMask, type CardCheck } from '../payments/cards.ts';
import { apiBaseUrl, isSiteOrigin, parseBody, requiredText } from '../payments/context.ts';
import { PAYMENT_MESSAGES } from '../payments/messages.ts';
import { escapeHtml } from '../markup.ts';
import { browserScript, pageResponse, renderPage } from '../payments/pages.ts';
import { FIELDS_SESSION, putPart, takeParts } from '../payments/parts.ts';
import { findSession, insertSession, newId, updateSession, type GatewaySession } from '../payments/store.ts';
import { writing } from '../writes.ts';

const SDKS = { monri: 'sdk-monri.js', wspay: 'sdk-monri.js', stripe: 'sdk-stripe.js', cardstream: 'sdk-cardstream.js', saferpay: 'sdk-saferpay.js' } as const;

/** Hosted single fields: the field names each SDK uses, and what each holds. */
const FIELD_KINDS: Readonly<Record<string, 'number' | 'expiry' | 'cvv' | 'holder'>> = {
  cardNumber: 'number',
  cardExpiryDate: 'expiry',
  cardCVV: 'cvv',
  cardnumber: 'number',
  expiration: 'expiry',
  cvc: 'cvv',
  holdername: 'holder',
};

/** The engine and method of a test gateway account, found by the account's setting. */
async function testAccount(
  c: AppContext,
  methodId: number,
  matches: (method: PaymentMethod) => boolean,
): Promise<{ engine: BookingEngine; method: PaymentMethod } | null> {
  for (const engine of await listBookingEngines(c.var.db)) {
    const method = engine.paymentMethods.find((candidate) => candidate.id === methodId && candidate.settings?.environment === 'test' && matches(candidate));
    if (method) return { engine, method };
  }
  return null;
}

/** The query's site origin, or a plain 400 page (such a frame talks to no one). */
async function frameOrigin(c: AppContext): Promise<string> {
  const origin = c.req.query('origin');
  if (!(await isSiteOrigin(c, origin))) throw new ApiError(400, [PAYMENT_MESSAGES.origin]);
  return origin as string;
}

const frameId = (c: AppContext): string => {
  const id = c.req.query('frame') ?? '';
  return /^[0-9a-f]{16,64}$/.test(id) ? id : '';
};

/** One hosted field's page. */
async function fieldPage(c: AppContext, options: { gateway: 'cardstream' | 'saferpay'; field: string; partsUrl: string }): Promise<Response> {
  const origin = await frameOrigin(c);
  const kind = FIELD_KINDS[options.field];
  const session = c.req.query('session') ?? '';
  if (!kind || !FIELDS_SESSION.test(session)) throw new ApiError(400, [PAYMENT_MESSAGES.token]);
  const label = (c.req.query('label') ?? '').slice(0, 60) || 'Card detail';
  const placeholder = (c.req.query('placeholder') ?? '').slice(0, 40);
  const autocomplete = { number: 'cc-number', expiry: 'cc-exp', cvv: 'cc-csc', holder: 'cc-name' }[kind];
  const inputMode = kind === 'holder' ? 'text' : 'numeric';
  return pageResponse(
    renderPage({
      title: label,
      script: 'field.js',
      frameAncestor: origin,
      config: { origin, frame: frameId(c), session, field: options.field, kind, partsUrl: options.partsUrl },
      body: `<div class="field"><input id="value" aria-label="${escapeHtml(label)}" aria-describedby="error" placeholder="${escapeHtml(placeholder)}" autocomplete="${autocomplete}" inputmode="${inputMode}" spellcheck="false"></div>
<p id="error" class="error sr-only" aria-live="polite"></p>`,
    }),
  );
}

/** The card a session's frame parts make up, checked; null when the parts are gone. */
function cardOfParts(parts: Record<string, string> | null, names: { number: string; expiry: string; cvv: string }, now: Date): CardCheck | null {
  if (!parts) return null;
  return checkCard({ number: parts[names.number] ?? '', expiry: parts[names.expiry] ?? '', cvv: parts[names.cvv] ?? '' }, now);
}

export const PartBody = v.object(
  {
    session: v.pipe(v.string(PAYMENT_MESSAGES.token), v.regex(FIELDS_SESSION, PAYMENT_MESSAGES.token)),
    field: v.picklist(Object.keys(FIELD_KINDS), PAYMENT_MESSAGES.token),
    value: v.pipe(v.string(PAYMENT_MESSAGES.token), v.maxLength(64, PAYMENT_MESSAGES.token)),
  },
  PAYMENT_MESSAGES.token,
);

export const CardBody = v.object(
  {
    gateway: v.optional(v.string(PAYMENT_MESSAGES.bodyRequired)),
    clientSecret: v.pipe(v.string(PAYMENT_MESSAGES.clientSecret), v.maxLength(120, PAYMENT_MESSAGES.clientSecret)),
    card: v.object(
      { number: v.string(CARD_MESSAGES.number), expiry: v.string(CARD_MESSAGES.expiry), cvv: v.string(CARD_MESSAGES.cvv) },
      PAYMENT_MESSAGES.bodyRequired,
    ),
    params: v.optional(v.record(v.string(), v.unknown(), PAYMENT_MESSAGES.guestDetails), {}),
    billingName: v.optional(v.string(PAYMENT_MESSAGES.guestDetails), ''),
    publishableKey: v.optional(v.string(PAYMENT_MESSAGES.account), ''),
  },
  PAYMENT_MESSAGES.bodyRequired,
);

export const DecisionBody = v.object({ decision: v.picklist(['approve', 'fail', 'auto'], PAYMENT_MESSAGES.decision) }, PAYMENT_MESSAGES.decision);

/** Cardstream's getPaymentDetails: the hosted fields' session, the merchant and the card holder's details. */
export const TokeniseBody = v.object(
  {
    session: v.pipe(v.string(PAYMENT_MESSAGES.token), v.regex(FIELDS_SESSION, PAYMENT_MESSAGES.token)),
    merchantId: requiredText(PAYMENT_MESSAGES.account),
    tokenData: v.optional(v.record(v.string(), v.unknown(), PAYMENT_MESSAGES.guestDetails), {}),
  },
  PAYMENT_MESSAGES.token,
);

/** Saferpay Fields' init: the access token and the card types shown. */
export const FieldsInitBody = v.object(
  {
    accessToken: v.optional(v.string(PAYMENT_MESSAGES.token), ''),
    paymentMethods: v.optional(v.array(v.string(PAYMENT_MESSAGES.token), PAYMENT_MESSAGES.token), []),
  },
  PAYMENT_MESSAGES.token,
);

/** Saferpay Fields' submit: the access token and the hosted fields' session. */
export const FieldsSubmitBody = v.object(
  {
    accessToken: v.optional(v.string(PAYMENT_MESSAGES.token), ''),
    session: v.pipe(v.string(PAYMENT_MESSAGES.token), v.regex(FIELDS_SESSION, PAYMENT_MESSAGES.token)),
  },
  PAYMENT_MESSAGES.token,
);

/** The hosted payment page's choice: a wallet or method code, 'fail' or 'cancel'. */
export const PaymentPageChoiceBody = v.object(
  { choice: v.pipe(v.string(PAYMENT_MESSAGES.decision), v.maxLength(20, PAYMENT_MESSAGES.decision)) },
  PAYMENT_MESSAGES.decision,
);

/** Cardstream's cross reference: the date and time, then random letters and digits. */
const xrefOf = (now: Date): string => `${now.toISOString().slice(2, 13).replace(/\D/g, '')}${randomBytes(8).toString('hex').toUpperCase()}`;

/** Monri's answer to confirmPayment for a client secret and a card (Monri Components' documented shape). */
async function monriConfirm(c: AppContext, body: v.InferOutput<typeof CardBody>): Promise<unknown> {
  const now = c.var.config.now();
  const session = await findSession(c.var.db, body.clientSecret);
  if (!session || (session.gateway !== 'monri' && session.gateway !== 'wspay') || session.kind !== 'payment')
    return { result: null, error: { message: 'Invalid client secret' } };
  if (session.status === 'approved') return { result: null, error: { message: 'Payment already processed' } };
  const card = checkCard(body.card, now);
  if (!card.ok) return { result: null, error: { message: card.message, field: card.field === 'number' ? 'number' : card.field } };
  const orderNumber = session.id.slice(4, 24);
  const base = {
    currency: session.currency,
    amount: Math.round((session.amount ?? 0) * 100),
    order_number: orderNumber,
    created_at: now.toISOString(),
    // An authorisation of the total (the amount 02 §7 asks for), not a purchase: the property captures what the
    // billing dynamics say, when they say it. A purchase charged the whole stay where the page promised a prepayment.
    transaction_type: 'authorize',
  };
  const paymentMethod = {
    type: 'card',
    data: { brand: card.brand, issuer: 'test-gateway', masked: monriMask(card.maskedPan), expiration_date: null, token: null },
  };
  switch (card.outcome) {
    case 'approve':
    case 'challenge': {
      const panToken = randomBytes(20).toString('hex');
      await updateSession(
        c.var.db,
        session.id,
        {
          status: 'approved',
          cardOutcome: card.outcome,
          reference: panToken,
          maskedPan: card.maskedPan,
          cardBrand: card.brand,
          holder: String(body.params.fullName ?? '') || null,
        },
        now,
      );
      return {
        result: { ...base, status: 'approved', pan_token: panToken, payment_method: paymentMethod, response_message: 'approved', response_code: '0000' },
        error: null,
      };
    }
    case 'decline':
    case 'expired':
      await updateSession(c.var.db, session.id, { status: 'declined', cardOutcome: card.outcome }, now);
      return {
        result: {
          ...base,
          status: 'declined',
          pan_token: null,
          payment_method: paymentMethod,
          response_message: card.outcome === 'expired' ? 'Card expired' : 'Transaction declined: insufficient funds',
          response_code: card.outcome === 'expired' ? '1001' : '1016',
        },
        error: null,
      };
    case 'error':
      return { result: null, error: { message: 'The payment could not be processed. Please try again in a little while.' } };
    default:
      // A result neither approved nor declined: the site reports it.
      return { result: { ...base, status: 'pending', pan_token: null, payment_method: null, response_message: null }, error: null };
  }
}

/** Stripe's answer to confirmCardSetup (Stripe.js' documented shape). */
async function stripeConfirm(c: AppContext, body: v.InferOutput<typeof CardBody>): Promise<unknown> {
  const now = c.var.config.now();
  const session = await findSession(c.var.db, body.clientSecret);
  if (session?.gateway !== 'stripe' || session.kind !== 'setup' || session.data.publishableApiKey !== body.publishableKey) {
    return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent.' } };
  }
  const intent = { id: String(session.data.intent), object: 'setup_intent', client_secret: session.id, usage: 'off_session' };
  if (session.status === 'approved')
    return { error: { type: 'invalid_request_error', code: 'setup_intent_unexpected_state', message: 'This SetupIntent has already succeeded.' } };
  const card = checkCard(body.card, now);
  if (!card.ok) return { error: { type: 'validation_error', code: `invalid_${card.field}`, message: card.message, field: card.field } };
  switch (card.outcome) {
    case 'approve':
    case 'challenge': {
      const paymentMethod = newId('pm_').slice(0, 27);
      await updateSession(
        c.var.db,
        session.id,
        {
          status: 'approved',
          cardOutcome: card.outcome,
          reference: paymentMethod,
          maskedPan: card.maskedPan,
          cardBrand: card.brand,
          holder: body.billingName.trim() || null,
        },
        now,
      );
      return { setupIntent: { ...intent, status: 'succeeded', payment_method: paymentMethod } };
    }
    case 'decline':
      await updateSession(c.var.db, session.id, { status: 'declined', cardOutcome: card.outcome }, now);
      return {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          setup_intent: { ...intent, status: 'requires_payment_method' },
        },
      };
    case 'expired':
      await updateSession(c.var.db, session.id, { status: 'declined', cardOutcome: card.outcome }, now);
      return { error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' } };
    case 'error':
      return { error: { type: 'card_error', code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' } };
    default:
      return { setupIntent: { ...intent, status: 'requires_action', payment_method: null, next_action: { type: 'use_stripe_sdk' } } };
  }
}

/** The decided outcome of a gateway C payment token after its 3-D Secure step. */
async function preauthDecision(c: AppContext, session: GatewaySession, decision: 'approve' | 'fail' | 'auto') {
  const now = c.var.config.now();
  const failure = (responseMessage: string) => ({ type: 'failure', detail: { responseMessage } });
  if (session.status === 'approved')
    return { type: 'success', detail: { cardNumberMask: session.maskedPan, customerName: session.holder ?? '', xref: session.reference } };
  if (session.status !== 'open') return failure(PAYMENT_MESSAGES.sessionUsed);
  const approve = session.cardOutcome === 'approve' || (session.cardOutcome === 'challenge' && decision === 'approve');
  if (session.cardOutcome === 'challenge' && decision === 'auto') return failure('3-D Secure authentication is required');
  if (!approve) {
    await updateSession(c.var.db, session.id, { status: 'failed' }, now);
    return failure(session.cardOutcome === 'decline' ? 'CARD DECLINED' : '3-D Secure authentication failed');
  }
  const xref = xrefOf(now);
  await updateSession(c.var.db, session.id, { status: 'approved', reference: xref }, now);
  return { type: 'success', detail: { cardNumberMask: session.maskedPan, customerName: session.holder ?? '', xref } };
}

/** A gateway E alias or payment page by its token, or a 404. */
async function saferpaySession(c: AppContext, kind: 'alias' | 'page'): Promise<GatewaySession> {
  const session = await findSession(c.var.db, c.req.param('token') ?? '');
  if (session?.gateway !== 'saferpay' || session.kind !== kind || !session.returnUrl) throw new ApiError(404, [PAYMENT_MESSAGES.token]);
  return session;
}

/** Labels of the payment page's options (02 §7 codes). */
const PAGE_OPTION_LABELS: Readonly<Record<string, string>> = {
  GOOGLEPAY: 'Google Pay',
  APPLEPAY: 'Apple Pay',
  CLICKTOPAY: 'Click to Pay',
  PAYPAL: 'PayPal',
  AMEX: 'American Express',
};

/** A test payment whose write waited too long for the database: the guest tries again. */
const BUSY = PAYMENT_MESSAGES.busy;

export const testGateway = new Hono<AppEnv>()
  .get('/test-gateway/sdk/:file', (c) => {
    const name = (c.req.param('file') ?? '').replace(/\.js$/, '') as keyof typeof SDKS;
    if (!Object.hasOwn(SDKS, name)) throw new ApiError(404, ['Not found']);
    const source = `/* ${name} — test gateway SDK (Sidro reference booking API) */\n(function () {\n'use strict';\nvar GATEWAY = ${JSON.stringify(name)};\n${browserScript('sdk-common.js')}\n${browserScript(SDKS[name])}\n})();\n`;
    return new Response(source, {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  })
  .get('/test-gateway/fields/card', async (c) => {
    const origin = await frameOrigin(c);
    const gateway = c.req.query('gateway');
    if (gateway !== 'monri' && gateway !== 'wspay' && gateway !== 'stripe') throw new ApiError(400, [PAYMENT_MESSAGES.token]);
    const cvv = gateway === 'stripe' ? 'CVC' : 'CVV';
    const confirmUrl = `${apiBaseUrl(c)}/test-gateway/${gateway === 'stripe' ? 'stripe/confirm-card-setup' : 'monri/confirm'}`;
    return pageResponse(
      renderPage({
        title: 'Secure card payment',
        script: 'card.js',
        frameAncestor: origin,
        config: { origin, frame: frameId(c), gateway, confirmUrl },
        body: `<form class="card" autocomplete="on" novalidate>
<div class="field"><label for="number">Card number</label><input id="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" spellcheck="false"></div>
<div class="row">
<div class="field"><label for="expiry">Expiration date</label><input id="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"></div>
<div class="field"><label for="cvv">${cvv}</label><input id="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4"></div>
</div>
<p id="error" class="error" role="alert"></p>
</form>`,
      }),
    );
  })
  .get('/test-gateway/fields/field', (c) => {
    if (c.req.query('gateway') !== 'cardstream') throw new ApiError(400, [PAYMENT_MESSAGES.token]);
    return fieldPage(c, { gateway: 'cardstream', field: c.req.query('field') ?? '', partsUrl: `${apiBaseUrl(c)}/test-gateway/fields/part` });
  })
  .post('/test-gateway/fields/part', async (c) => {
    const body = parseBody(c, PartBody);
    await putPart(body.session, body.field, body.value, c.var.config.now());
    return c.json({ stored: true });
  })
  .post('/test-gateway/monri/confirm', (c) => writing(c, BUSY, async () => c.json((await monriConfirm(c, parseBody(c, CardBody))) as object)))
  .post('/test-gateway/stripe/confirm-card-setup', (c) => writing(c, BUSY, async () => c.json((await stripeConfirm(c, parseBody(c, CardBody))) as object)))
  .post('/test-gateway/cardstream/tokenise', (c) =>
    writing(c, BUSY, async () => {
      const body = parseBody(c, TokeniseBody);
      const now = c.var.config.now();
      const account = await testAccount(c, 5, (method) => method.settings?.merchantID === body.merchantId);
      if (!account) return c.json({ success: false, message: 'Unknown merchant' });
      const card = cardOfParts(await takeParts(body.session, now), { number: 'cardNumber', expiry: 'cardExpiryDate', cvv: 'cardCVV' }, now);
      if (!card) return c.json({ success: false, message: PAYMENT_MESSAGES.fieldsToken });
      if (!card.ok) {
        const field = { number: 'cardNumber', expiry: 'cardExpiryDate', cvv: 'cardCVV' }[card.field];
        return c.json({ success: false, errors: { [field]: card.message }, invalid: { [field]: card.message }, message: card.message });
      }
      if (card.outcome === 'expired')
        return c.json({
          success: false,
          errors: { cardExpiryDate: CARD_MESSAGES.expired },
          invalid: { cardExpiryDate: CARD_MESSAGES.expired },
          message: CARD_MESSAGES.expired,
        });
      if (card.outcome === 'error') return c.json({ success: false, message: 'The payment gateway is not available' });
      if (card.outcome === 'unexpected') return c.json({ success: true, paymentToken: null });
      const text = (key: string) => (typeof body.tokenData[key] === 'string' ? (body.tokenData[key] as string).trim().slice(0, 150) : '');
      const token = await insertSession(
        c.var.db,
        {
          id: newId('cspt_'),
          gateway: 'cardstream',
          kind: 'token',
          bookingEngineId: account.engine.id,
          cardOutcome: card.outcome,
          maskedPan: card.maskedPan,
          cardBrand: card.brand,
          holder: text('customerName') || null,
          data: {
            merchantId: body.merchantId,
            customerAddress: text('customerAddress'),
            customerCity: text('customerCity'),
            customerPostcode: text('customerPostcode'),
          },
        },
        now,
      );
      return c.json({ success: true, paymentToken: token.id });
    }),
  )
  .post('/test-gateway/cardstream/preauth/:token', (c) =>
    writing(c, BUSY, async () => {
      const { decision } = parseBody(c, DecisionBody);
      const session = await findSession(c.var.db, c.req.param('token') ?? '');
      if (session?.gateway !== 'cardstream' || session.kind !== 'token')
        return c.json({ type: 'failure', detail: { responseMessage: PAYMENT_MESSAGES.token } });
      return c.json(await preauthDecision(c, session, decision));
    }),
  )
  .post('/test-gateway/saferpay/Fields/:customerId/init', async (c) => {
    const body = parseBody(c, FieldsInitBody);
    const customerId = c.req.param('customerId');
    const account = await testAccount(
      c,
      7,
      (method) => method.settings?.customerId === customerId && method.settings?.token === body.accessToken && body.accessToken !== '',
    );
    if (!account) return c.json([{ message: 'Access forbidden!' }], 403);
    return c.json({ ok: true });
  })
  .get('/test-gateway/saferpay/Fields/:customerId/field', (c) =>
    fieldPage(c, { gateway: 'saferpay', field: c.req.query('field') ?? '', partsUrl: `${apiBaseUrl(c)}/test-gateway/fields/part` }),
  )
  .post('/test-gateway/saferpay/Fields/:customerId/submit', (c) =>
    writing(c, BUSY, async () => {
      const body = parseBody(c, FieldsSubmitBody);
      const customerId = c.req.param('customerId');
      const now = c.var.config.now();
      const account = await testAccount(
        c,
        7,
        (method) => method.settings?.customerId === customerId && method.settings?.token === body.accessToken && body.accessToken !== '',
      );
      if (!account) return c.json([{ message: 'Access forbidden!' }], 403);
      const parts = await takeParts(body.session, now);
      const card = cardOfParts(parts, { number: 'cardnumber', expiry: 'expiration', cvv: 'cvc' }, now);
      if (!card) throw new ApiError(400, [PAYMENT_MESSAGES.fieldsToken]);
      if (!card.ok) throw new ApiError(400, [card.message]);
      if (card.outcome === 'expired') throw new ApiError(400, [CARD_MESSAGES.expired]);
      const fields = await insertSession(
        c.var.db,
        {
          id: newId('sff_'),
          gateway: 'saferpay',
          kind: 'fields',
          bookingEngineId: account.engine.id,
          cardOutcome: card.outcome,
          maskedPan: card.maskedPan,
          cardBrand: card.brand,
          holder: parts?.holdername?.trim() || null,
          data: { customerId },
        },
        now,
      );
      return c.json({ token: fields.id });
    }),
  )
  .get('/test-gateway/saferpay/3ds/:token', async (c) => {
    const session = await saferpaySession(c, 'alias');
    const challenge = session.status === 'open' && session.cardOutcome === 'challenge';
    return pageResponse(
      renderPage({
        title: '3-D Secure',
        script: 'threeds.js',
        frameAncestor: new URL(session.returnUrl!).origin,
        config: { challenge, decideUrl: `${apiBaseUrl(c)}/test-gateway/saferpay/3ds/${session.id}` },
        body: `<main class="panel">
  <p class="brand">Saferpay test gateway</p>
  <h1>${challenge ? 'Verify your card' : 'Checking your card'}</h1>
  ${
    challenge
      ? `<p>Your bank asks you to confirm card ${escapeHtml(session.maskedPan ?? '')}.</p>
  <div class="actions"><button type="button" data-decision="approve">Approve</button><button type="button" class="secondary" data-decision="fail">Fail</button></div>`
      : '<div class="spinner" aria-hidden="true"></div>'
  }
  <p id="status" role="status"></p>
</main>`,
      }),
    );
  })
  .post('/test-gateway/saferpay/3ds/:token', (c) =>
    writing(c, BUSY, async () => {
      const { decision } = parseBody(c, DecisionBody);
      const session = await saferpaySession(c, 'alias');
      if (session.status === 'open' && !(session.cardOutcome === 'challenge' && decision === 'auto')) {
        const approve = session.cardOutcome === 'approve' || (session.cardOutcome === 'challenge' && decision === 'approve');
        await updateSession(c.var.db, session.id, { status: approve ? 'approved' : 'failed' }, c.var.config.now());
      }
      return c.json({ redirect: session.returnUrl });
    }),
  )
  .get('/test-gateway/saferpay/payment-page/:token', async (c) => {
    const session = await saferpaySession(c, 'page');
    const codes = [...((session.data.wallets as string[]) ?? []), ...((session.data.methods as string[]) ?? [])];
    const buttons = codes
      .map((code) => `<button type="button" data-choice="${escapeHtml(code)}">Pay with ${escapeHtml(PAGE_OPTION_LABELS[code] ?? code)}</button>`)
      .join('');
    const page = (body: string) =>
      pageResponse(
        renderPage({
          title: 'Payment',
          script: 'payment-page.js',
          frameAncestor: null,
          config: { decideUrl: `${apiBaseUrl(c)}/test-gateway/saferpay/payment-page/${session.id}` },
          body: `<main class="panel">
  <p class="brand">Saferpay test gateway</p>
${body}
  <p id="status" role="status"></p>
</main>`,
        }),
      );
    // A page already paid (or ended) is never offered again, as a real payment page does: Back lands on this.
    if (session.status !== 'open') {
      return page(`  <h1>${session.status === 'approved' ? 'This payment is complete' : 'This payment has ended'}</h1>
  <div class="actions"><button type="button" data-choice="return">Back to the booking site</button></div>`);
    }
    return page(`  <h1>Payment</h1>
  <dl><dt>Amount</dt><dd>${escapeHtml((session.amount ?? 0).toFixed(2))} ${escapeHtml(session.currency ?? '')}</dd></dl>
  <div class="actions">${buttons}</div>
  <div class="actions"><button type="button" class="secondary" data-choice="fail">Decline the payment</button><button type="button" class="secondary" data-choice="cancel">Cancel and go back</button></div>`);
  })
  .post('/test-gateway/saferpay/payment-page/:token', (c) =>
    writing(c, BUSY, async () => {
      const { choice } = parseBody(c, PaymentPageChoiceBody);
      const session = await saferpaySession(c, 'page');
      const codes = [...((session.data.wallets as string[]) ?? []), ...((session.data.methods as string[]) ?? [])];
      const abortUrl = String(session.data.abortUrl ?? session.returnUrl);
      // Back to the site from a page already paid or ended: where it would have gone then.
      if (choice === 'return') return c.json({ redirect: session.status === 'approved' ? session.returnUrl : abortUrl });
      if (choice === 'cancel') {
        if (session.status === 'open') await updateSession(c.var.db, session.id, { status: 'canceled' }, c.var.config.now());
        return c.json({ redirect: abortUrl });
      }
      if (choice !== 'fail' && !codes.includes(choice)) throw new ApiError(400, [PAYMENT_MESSAGES.decision]);
      if (session.status === 'open') {
        const amex = choice === 'AMEX';
        await updateSession(
          c.var.db,
          session.id,
          choice === 'fail'
            ? { status: 'failed' }
            : {
                status: 'approved',
                cardOutcome: 'approve',
                maskedPan: amex ? '378282*****0005' : null,
                cardBrand: amex ? 'amex' : null,
                data: { ...session.data, paidWith: choice },
              },
          c.var.config.now(),
        );
      }
      return c.json({ redirect: session.returnUrl });
    }),
  );
