/**
 * Fuzzing the payment endpoints of 02 §7 (/api/payment/*) and the test
 * gateway (/api/test-gateway/*) from their own body schemas, with the
 * Hotel Zadar Riva test accounts, real and made-up client secrets,
 * tokens and origins, hostile query strings and malformed bodies. No
 * input answers 500; every 4xx is a JSON array of guest-readable
 * messages; a refused request leaves the gateway's records as they were;
 * a page never echoes markup it was sent.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AliasInsertBody,
  CardstreamClientSecretBody,
  MonriClientSecretBody,
  PaymentPageBody,
  StripeClientSecretBody,
  WspayClientSecretBody,
} from '../../../server/routes/payments.ts';
import { CardBody, DecisionBody, FieldsInitBody, FieldsSubmitBody, PartBody, PaymentPageChoiceBody, TokeniseBody } from '../../../server/routes/testGateway.ts';
import { FIELDS_SESSION } from '../../../server/payments/parts.ts';
import {
  FUZZ_TIMEOUT,
  bodyOf,
  encodeSegment,
  fuzz,
  fuzzWorld,
  isDotSegment,
  malformedBody,
  naughtyString,
  pathSegment,
  queryString,
  schemaArbitrary,
  sendChecked,
  type Answer,
  type FuzzWorld,
  type RawBody,
} from './fuzz-kit.ts';
import {
  CARDSTREAM,
  CARDS,
  CVV,
  EXPIRY,
  MONRI,
  SAFERPAY,
  SITE,
  STRIPE,
  WSPAY,
  ZADAR_ID,
  cardstreamToken,
  monriConfirm,
  post,
  saferpayFieldsToken,
  stripeSetup,
} from './payments-helpers.ts';

let world: FuzzWorld;
/** Real client secrets, tokens and sessions of the test gateway, so the fuzzing reaches past the lookups. */
const real = {
  clientSecrets: [] as string[],
  tokens: [] as string[],
  fieldsTokens: [] as string[],
  aliases: [] as string[],
  pages: [] as string[],
  sessions: [] as string[],
};

beforeAll(async () => {
  world = await fuzzWorld();
  const { app } = world;
  for (const card of [CARDS.visa, CARDS.challenge, CARDS.decline]) {
    real.clientSecrets.push((await monriConfirm(app, { amount: 100, card })).clientSecret);
    real.clientSecrets.push((await stripeSetup(app, card)).clientSecret);
  }
  for (const gateway of ['monri', 'wspay'] as const) {
    const account = gateway === 'monri' ? { authenticityToken: MONRI.authenticityToken } : { shopId: WSPAY.shopId };
    real.clientSecrets.push(
      (await post(app, `/api/payment/${gateway}/client-secret`, { ...account, bookingEngineId: ZADAR_ID, amount: 50, currency: 'EUR' })).body.clientSecret,
    );
  }
  for (const card of [CARDS.visa, CARDS.challenge, CARDS.decline]) {
    const token = (await cardstreamToken(app, card)).body.paymentToken;
    if (token) real.tokens.push(token);
  }
  for (const card of [CARDS.visa, CARDS.challenge, CARDS.error, CARDS.unexpected, CARDS.decline]) {
    const fields = await saferpayFieldsToken(app, card);
    if (fields.status === 200) real.fieldsTokens.push(fields.body.token);
  }
  // Two aliases made from their own Fields tokens, so the fuzzed inserts still find open ones.
  for (const card of [CARDS.visa, CARDS.challenge]) {
    const fields = await saferpayFieldsToken(app, card);
    const alias = await post(app, '/api/payment/saferpay/alias/insert', { bookingEngineId: ZADAR_ID, saferFieldsToken: fields.body.token }, { Origin: SITE });
    real.aliases.push(alias.body.response.Token);
  }
  const page = await post(
    app,
    '/api/payment/saferpay/payment-page/initialize?language=en',
    { amount: 0.01, currency: 'EUR', bookingEngineId: ZADAR_ID, paymentPageWallets: ['GOOGLEPAY'], paymentPageMethods: [] },
    { Origin: SITE },
  );
  real.pages.push(page.body.response.Token);
  real.sessions.push('fuzzfieldssession000001', 'fuzzfieldssession000002');
  expect(
    real.clientSecrets.every(Boolean) && real.tokens.length > 0 && real.fieldsTokens.length > 0 && real.aliases.every(Boolean) && real.pages.every(Boolean),
  ).toBe(true);
}, FUZZ_TIMEOUT);
afterAll(() => world?.db.close());

const ORIGINS = [
  SITE,
  'http://villa-adriatic.localhost:4321',
  'https://evil.example',
  'null',
  '',
  'http://hotel-zadar.localhost:4321/',
  'HTTP://HOTEL-ZADAR.LOCALHOST:4321',
];
const origin = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<string | undefined>(SITE, undefined) },
  { weight: 2, arbitrary: fc.constantFrom(...ORIGINS) },
  { weight: 1, arbitrary: naughtyString.map((value) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 300)) },
);
const engineId = fc.oneof(
  { weight: 4, arbitrary: fc.constant(ZADAR_ID) },
  { weight: 1, arbitrary: fc.constantFrom(1, 2, 4, 5) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 2 ** 31 }) },
);
const currency = fc.constantFrom('EUR', 'USD', 'eur', 'HRK', 'XXX');
const oneOf = (values: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: naughtyString });

/** The markup the hostile strings carry; a page must never contain it as it was sent. */
const MARKUP = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '</script><svg onload=alert(1)>'];

/** Checks an answer, and that an HTML page does not echo markup it was sent. */
async function checked(request: Parameters<typeof sendChecked>[2], writes = true): Promise<Answer> {
  const answer = await sendChecked(world.app, world.db, request, { writes });
  if (answer.contentType.startsWith('text/html')) for (const markup of MARKUP) expect(answer.text, request.path).not.toContain(markup);
  return answer;
}

const withOrigin = (value: string | undefined): Record<string, string> => (value === undefined ? {} : { Origin: value });

/** A body from a schema's arbitrary, or a malformed one. */
const bodyFrom = (schemaBody: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> =>
  fc.oneof({ weight: 5, arbitrary: schemaBody.chain(bodyOf) }, { weight: 1, arbitrary: malformedBody });

describe('POST /api/payment/*', () => {
  const money = { bookingEngineId: engineId, currency };
  const endpoints = () =>
    [
      ['/api/payment/monri/client-secret', MonriClientSecretBody, { ...money, authenticityToken: oneOf([MONRI.authenticityToken]) }],
      ['/api/payment/wspay/client-secret', WspayClientSecretBody, { ...money, shopId: oneOf([WSPAY.shopId]) }],
      [
        '/api/payment/stripe/client-secret',
        StripeClientSecretBody,
        { ...money, publishableApiKey: oneOf([STRIPE.publishableApiKey]), 'guestDetails.email': fc.emailAddress() },
      ],
      ['/api/payment/cardstream/client-secret', CardstreamClientSecretBody, { webBookingEngineId: engineId, merchantId: oneOf([CARDSTREAM.merchantID]) }],
      ['/api/payment/saferpay/alias/insert', AliasInsertBody, { bookingEngineId: engineId, saferFieldsToken: oneOf([...real.fieldsTokens, ...real.aliases]) }],
      [
        '/api/payment/saferpay/payment-page/initialize',
        PaymentPageBody,
        { ...money, offerUuid: fc.option(fc.uuid(), { nil: undefined }), code: fc.option(fc.constantFrom('VA-7KQ2M9XD4T', 'x/../y'), { nil: undefined }) },
      ],
    ] as const;

  it(
    'answers every body from its schema — valid, broken or hostile — and a refusal writes nothing',
    async () => {
      const request = fc.constantFrom(...endpoints()).chain(([path, schema, overrides]) =>
        fc.record({
          path: fc.constant(path),
          body: bodyFrom(schemaArbitrary(schema, { overrides })),
          origin,
          language: fc.constantFrom('en', 'hr', '%ZZ', '<b>'),
        }),
      );
      const statuses = new Map<number, number>();
      await fuzz(300, request, async ({ path, body, origin: from, language }) => {
        const answer = await checked({ method: 'POST', path: `${path}?language=${language}`, headers: withOrigin(from), body });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      });
      expect(statuses.get(200)).toBeGreaterThan(10);
      expect(statuses.get(400)).toBeGreaterThan(50);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers the Cardstream pre-authorisation page for any query, echoing no markup',
    async () => {
      const query = fc.record(
        {
          merchantId: oneOf([CARDSTREAM.merchantID]),
          currency: fc.oneof(currency, naughtyString),
          webBookingEngineId: fc.oneof(engineId.map(String), naughtyString),
          token: oneOf(real.tokens),
          guestDetails: fc.oneof(fc.constant('{"firstName":"Ana"}'), naughtyString),
          paymentDetails: fc.oneof(fc.constant('{"type":5}'), naughtyString),
          origin: fc.oneof(fc.constantFrom(...ORIGINS), naughtyString),
        },
        { requiredKeys: [] },
      );
      await fuzz(200, query, async (values) => {
        // The page records the guest's origin on an open token: a write when it answers.
        await checked({ method: 'GET', path: `/api/payment/cardstream/preauth?${queryString(values)}` });
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('/api/test-gateway/*', () => {
  const pageQuery = () =>
    fc.record(
      {
        origin: fc.oneof(fc.constantFrom(...ORIGINS), naughtyString),
        gateway: oneOf(['monri', 'wspay', 'stripe', 'cardstream']),
        frame: fc.oneof(fc.constantFrom('0123456789abcdef0123', 'zz'), naughtyString),
        field: oneOf(['cardNumber', 'cardExpiryDate', 'cardCVV', 'cardnumber', 'expiration', 'cvc', 'holdername']),
        session: oneOf(real.sessions),
        label: fc.oneof(fc.constantFrom(...MARKUP), naughtyString),
        placeholder: fc.oneof(fc.constantFrom(...MARKUP), naughtyString),
      },
      { requiredKeys: [] },
    );

  it(
    'answers the SDKs, the card frames and the hosted fields for any path and query, echoing no markup',
    async () => {
      const request = fc.oneof(
        fc
          .oneof(fc.constantFrom('monri.js', 'wspay.js', 'stripe.js', 'cardstream.js', 'saferpay.js', 'monri', 'x.js'), pathSegment)
          .map((file) => `/api/test-gateway/sdk/${file}`),
        pageQuery().map((values) => `/api/test-gateway/fields/card?${queryString(values)}`),
        pageQuery().map((values) => `/api/test-gateway/fields/field?${queryString(values)}`),
        fc
          .tuple(oneOf([SAFERPAY.customerId]), pageQuery())
          .map(([customer, values]) => `/api/test-gateway/saferpay/Fields/${encodeSegment(customer)}/field?${queryString(values)}`),
        fc
          .tuple(fc.constantFrom('3ds', 'payment-page'), oneOf([...real.aliases, ...real.pages]))
          .map(([kind, token]) => `/api/test-gateway/saferpay/${kind}/${encodeSegment(token)}`),
      );
      await fuzz(
        250,
        request.filter((path) => !path.split('/').some(isDotSegment)),
        async (path) => {
          await checked({ method: 'GET', path }, false);
        },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers every posted body from its schema — valid, broken or hostile — and a refusal writes nothing',
    async () => {
      const cardOverrides = {
        clientSecret: oneOf(real.clientSecrets),
        'card.number': fc.oneof(fc.constantFrom(...Object.values(CARDS)), naughtyString),
        'card.expiry': fc.constantFrom(EXPIRY, '01/20', '13/30', '12 / 2030'),
        'card.cvv': fc.constantFrom(CVV, '1', ''),
        publishableKey: oneOf([STRIPE.publishableApiKey]),
      };
      const session = fc.oneof(fc.constantFrom(...real.sessions), fc.stringMatching(FIELDS_SESSION));
      const endpoints = fc.oneof(
        fc.constant({ path: fc.constant('/api/test-gateway/fields/part'), body: schemaArbitrary(PartBody, { overrides: { session } }) }),
        fc.constant({ path: fc.constant('/api/test-gateway/monri/confirm'), body: schemaArbitrary(CardBody, { overrides: cardOverrides }) }),
        fc.constant({ path: fc.constant('/api/test-gateway/stripe/confirm-card-setup'), body: schemaArbitrary(CardBody, { overrides: cardOverrides }) }),
        fc.constant({
          path: fc.constant('/api/test-gateway/cardstream/tokenise'),
          body: schemaArbitrary(TokeniseBody, { overrides: { session, merchantId: oneOf([CARDSTREAM.merchantID]) } }),
        }),
        fc.constant({
          path: oneOf(real.tokens).map((token) => `/api/test-gateway/cardstream/preauth/${encodeSegment(token)}`),
          body: schemaArbitrary(DecisionBody),
        }),
        fc.constant({
          path: fc
            .tuple(oneOf([SAFERPAY.customerId]), fc.constantFrom('init', 'submit'))
            .map(([customer, step]) => `/api/test-gateway/saferpay/Fields/${encodeSegment(customer)}/${step}`),
          body: fc.oneof(
            schemaArbitrary(FieldsInitBody, { overrides: { accessToken: oneOf([SAFERPAY.token]) } }),
            schemaArbitrary(FieldsSubmitBody, { overrides: { accessToken: oneOf([SAFERPAY.token]), session } }),
          ),
        }),
        fc.constant({
          path: oneOf(real.aliases).map((token) => `/api/test-gateway/saferpay/3ds/${encodeSegment(token)}`),
          body: schemaArbitrary(DecisionBody),
        }),
        fc.constant({
          path: oneOf(real.pages).map((token) => `/api/test-gateway/saferpay/payment-page/${encodeSegment(token)}`),
          body: schemaArbitrary(PaymentPageChoiceBody, { overrides: { choice: fc.constantFrom('GOOGLEPAY', 'APPLEPAY', 'fail', 'cancel', 'AMEX') } }),
        }),
      );
      const request = endpoints.chain(({ path, body }) => fc.record({ path, body: bodyFrom(body), origin }));
      await fuzz(
        300,
        request.filter(({ path }) => !path.split('/').some(isDotSegment)),
        async ({ path, body, origin: from }) => {
          await checked({ method: 'POST', path, headers: withOrigin(from), body });
        },
      );
    },
    FUZZ_TIMEOUT,
  );
});
