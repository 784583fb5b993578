/**
 * Fuzzing the read endpoints and the CSP report sink: the availability
 * search and month calendar from their own query schemas, booking
 * engines, exchange rates, health, any path and method under /api, and
 * POST /api/csp-report. No input answers 500; every 4xx is a JSON array
 * of guest-readable messages; none of these reads changes the database.
 */
import fc from 'fast-check';
import { CSP_ROWS_PER_DAY } from '../../../server/routes/cspReports.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day } from './helpers.ts';
import { AvailabilityQuery, MESSAGES, MonthAvailabilityPath } from '../../../src/lib/search/availability-query.ts';
import {
  MISSING,
  dateLike,
  fuzz,
  FUZZ_TIMEOUT,
  fuzzWorld,
  isDotSegment,
  malformedBody,
  mutateValue,
  naughtyString,
  pathSegment,
  queryString,
  randomQuery,
  schemaArbitrary,
  sendChecked,
  validArbitrary,
  bodyOf,
  encodeSegment,
  type FuzzWorld,
} from './fuzz-kit.ts';

let world: FuzzWorld;
/** The demo's unit type ids, as a query sends them. */
let unitTypeIds: string[];
beforeAll(async () => {
  world = await fuzzWorld();
  unitTypeIds = (await world.db.all<{ id: number | string }>('SELECT id FROM unit_types ORDER BY id')).map((row) => String(row.id));
});
afterAll(() => world?.db.close());

/** What makes a search reach the catalogue: the demo's properties, unit types, promo codes and member engines. */
const availabilityOverrides = () => ({
  bookingEngine: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...world.slugs) },
    { weight: 1, arbitrary: fc.constantFrom(...world.slugs).map((slug) => ` ${slug.toUpperCase()} `) },
    { weight: 1, arbitrary: naughtyString },
  ),
  from: dateLike,
  to: dateLike,
  children: fc.oneof(
    fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }).map((ages) => ages.join(',')),
    fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 3 }),
  ),
  promoCode: fc.option(fc.constantFrom('SUMMER10', 'WELCOME20', 'EASTER15', 'DALMATIA5', 'summer10', ' SUMMER10 '), { nil: undefined }),
  unitTypeId: fc.option(fc.oneof(fc.constantFrom(...unitTypeIds, ...world.unitTypeUuids.slice(0, 5)), fc.integer({ min: 0, max: 2 ** 40 }).map(String)), {
    nil: undefined,
  }),
  location: fc.option(fc.constantFrom('Split', 'zadar', 'SPLIT', 'Nowhere'), { nil: undefined }),
  bookingEngineId: fc.option(fc.integer({ min: 0, max: 6 }).map(String), { nil: undefined }),
});

/** Every field either way, plus the request-wide language and currency. */
const transport = fc.record(
  {
    language: fc.oneof(fc.constantFrom('en', 'hr', 'de', 'xx', 'EN', ''), naughtyString),
    currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'HRK', 'GBP', 'eur', 'XXX', ''), naughtyString),
  },
  { requiredKeys: [] },
);

const asQuery = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { bookingEngine: value };

describe('GET /api/availability', () => {
  it(
    'answers every query from its schema, valid or broken, without a 500 or a database change',
    async () => {
      const query = schemaArbitrary(AvailabilityQuery, { overrides: availabilityOverrides() });
      await fuzz(250, query, transport, async (value, extra) => {
        const answer = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/availability?${queryString({ ...asQuery(value), ...extra })}` });
        if (answer.status === 200) expect(answer.json).toHaveProperty('unitTypes');
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'mostly valid searches price without a 500, and a refusal names what is wrong',
    async () => {
      // The schema's cross-field rule (check-out after check-in, at most 60 nights) as a stay from today on.
      const stay = fc
        .tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 1, max: 30 }))
        .map(([start, nights]) => ({ from: day(start), to: day(start + nights) }));
      const query = fc
        .tuple(validArbitrary(AvailabilityQuery, { overrides: availabilityOverrides() }), stay)
        .map(([value, dates]) => ({ ...(value as object), ...dates }));
      let priced = 0;
      await fuzz(150, query, async (value) => {
        const answer = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/availability?${queryString(asQuery(value))}` });
        if (answer.status === 200) priced++;
        else expect(answer.status).toBe(400);
      });
      // The arbitraries reach the pricing, not only the checks.
      expect(priced).toBeGreaterThan(10);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers raw, repeated and badly encoded query strings',
    async () => {
      await fuzz(200, randomQuery, async (query) => {
        await sendChecked(world.app, world.db, { method: 'GET', path: `/api/availability?${query}` });
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('GET /api/availability/{unitTypeUuid}/{year}/{month}', () => {
  const segments = () =>
    fc.record({
      uuid: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...world.unitTypeUuids) },
        { weight: 1, arbitrary: fc.constantFrom(...world.unitTypeUuids).map((uuid) => uuid.toUpperCase()) },
        { weight: 2, arbitrary: pathSegment },
        { weight: 1, arbitrary: fc.uuid() },
      ),
      path: schemaArbitrary(MonthAvailabilityPath, {
        overrides: {
          year: fc.oneof(fc.integer({ min: 2024, max: 2030 }).map(String), fc.constantFrom('+2027', '-2027', '02027', ' 2027 ', '0', '999999')),
          month: fc.integer({ min: 0, max: 13 }).map(String),
        },
      }),
      bookingEngine: fc.option(fc.oneof(fc.constantFrom(...world.slugs), naughtyString), { nil: undefined }),
    });

  it(
    'answers every year and month from its schema, for known and unknown unit types',
    async () => {
      await fuzz(300, segments(), async ({ uuid, path, bookingEngine }) => {
        const parts = path !== null && typeof path === 'object' && !Array.isArray(path) ? (path as Record<string, unknown>) : { year: path, month: path };
        const segment = (value: unknown) =>
          value === undefined || value === MISSING ? '' : encodeSegment(typeof value === 'object' ? (JSON.stringify(value) ?? '') : String(value));
        const query = bookingEngine === undefined ? '' : `?${queryString({ bookingEngine })}`;
        const answer = await sendChecked(world.app, world.db, {
          method: 'GET',
          path: `/api/availability/${uuid}/${segment(parts.year)}/${segment(parts.month)}${query}`,
        });
        if (answer.status === 200) expect(Object.keys((answer.json as { days: object }).days).length).toBeGreaterThanOrEqual(28);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers an unknown unit type and a malformed one alike',
    async () => {
      const unknown = fc.oneof(fc.uuid(), pathSegment).filter((segment) => segment !== '' && !isDotSegment(segment));
      await fuzz(150, unknown, async (uuid) => {
        const answer = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/availability/${uuid}/2027/4` });
        if (answer.status !== 404) throw new Error(`${uuid} answered ${answer.status} ${answer.text}`);
        expect(answer.json).toEqual([{ message: MESSAGES.unitTypeNotFound }]);
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('GET /api/booking-engines, /api/booking-engines/{slug}, /api/exchange-rates, /api/health', () => {
  it(
    'answers any slug with the engine or 404 Unknown property',
    async () => {
      const slug = fc.oneof(
        fc.constantFrom(...world.slugs),
        fc.constantFrom(...world.slugs).map((s) => s.toUpperCase()),
        pathSegment,
      );
      await fuzz(200, slug, randomQuery, async (segment, query) => {
        const answer = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/booking-engines/${segment}?${query}` });
        // An empty or dot segment is another route (the list's, with a slash): 'Not found'.
        if (answer.status !== 200) expect(answer.json).toEqual([{ message: segment === '' || isDotSegment(segment) ? 'Not found' : 'Unknown property' }]);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers the lists whatever the query',
    async () => {
      await fuzz(100, fc.constantFrom('/api/booking-engines', '/api/exchange-rates', '/api/health'), randomQuery, async (path, query) => {
        const answer = await sendChecked(world.app, world.db, { method: 'GET', path: `${path}?${query}` });
        expect(answer.status).toBe(200);
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('any path and method under /api', () => {
  const PREFIXES = [
    '',
    'availability',
    'reservation',
    'reservation/check-in',
    'offer',
    'payment',
    'payment/monri',
    'test-gateway',
    'test-gateway/saferpay',
    'booking-engines',
    'csp-report',
    'health',
  ];
  it(
    'answers 404 or the route’s own answer, never a 500',
    async () => {
      const request = fc.record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        prefix: fc.constantFrom(...PREFIXES),
        segments: fc.array(pathSegment, { maxLength: 4 }),
        query: randomQuery,
        body: malformedBody,
        origin: fc.option(fc.constantFrom('http://villa-adriatic.localhost:4321', 'https://evil.example', 'null', ''), { nil: undefined }),
      });
      await fuzz(300, request, async ({ method, prefix, segments, query, body, origin }) => {
        const path = `/api/${[prefix, ...segments].filter(Boolean).join('/')}?${query}`;
        const hasBody = method !== 'GET' && method !== 'OPTIONS';
        // A write under /api that a route accepts may write (a CSP report, a test gateway record): only refusals are held to the database check.
        await sendChecked(
          world.app,
          world.db,
          { method, path, headers: origin === undefined ? {} : { Origin: origin }, body: hasBody ? body : undefined },
          { writes: hasBody },
        );
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('POST /api/csp-report', () => {
  const violation = fc.record(
    {
      'document-uri': fc.oneof(
        fc.constantFrom('https://villa-adriatic.book.example.com/en/reservations/9FkBaWpicAexpv4q5Shd8Q?x=1', 'about:blank', ''),
        naughtyString,
      ),
      'violated-directive': fc.oneof(fc.constantFrom('script-src-elem', 'img-src', 'style-src https:'), naughtyString),
      'effective-directive': fc.oneof(fc.constantFrom('script-src-elem', 'frame-ancestors'), naughtyString),
      'blocked-uri': fc.oneof(fc.constantFrom('inline', 'eval', 'https://cdn.evil.example/x.js', 'data'), naughtyString),
    },
    { requiredKeys: [] },
  );
  const report = fc.oneof(
    violation.map((body) => ({ 'csp-report': body })),
    fc.array(
      fc.record({
        type: fc.constantFrom('csp-violation', 'deprecation'),
        body: violation.map((body) => ({
          effectiveDirective: body['effective-directive'],
          blockedURL: body['blocked-uri'],
          documentURL: body['document-uri'],
        })),
      }),
      { maxLength: 30 },
    ),
  );

  it(
    'takes reports of both formats, broken or not, with 204 and counts nothing twice',
    async () => {
      const body = fc.oneof({ weight: 3, arbitrary: fc.oneof(report, mutateValue(report)).chain(bodyOf) }, { weight: 1, arbitrary: malformedBody });
      await fuzz(250, body, fc.constantFrom('application/csp-report', 'application/reports+json', null), async (raw, type) => {
        const sent = type && raw.contentType === 'application/json' ? { ...raw, contentType: type } : raw;
        const answer = await sendChecked(world.app, world.db, { method: 'POST', path: '/api/csp-report', body: sent }, { writes: true });
        expect([204, 400, 413, 415]).toContain(answer.status);
      });
      // The listing is the operator's: closed on an API without an operator token. The store stays within its bound.
      const { status } = await sendChecked(world.app, world.db, { method: 'GET', path: '/api/csp-report' });
      expect(status).toBe(403);
      expect(Number((await world.db.get<{ n: number | string }>('SELECT COUNT(*) AS n FROM csp_reports'))!.n)).toBeLessThanOrEqual(CSP_ROWS_PER_DAY);
    },
    FUZZ_TIMEOUT,
  );
});
