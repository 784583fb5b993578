/**
 * The reference booking API as a Hono app, without a socket: `main.ts`
 * serves it, tests call `app.request(...)`.
 */
import { Hono } from 'hono';
import { createBookingLimiter } from './bookingLimit.ts';
import { DEFAULT_APP_CONFIG, type AppConfig } from './config.ts';
import type { DatabaseFileGuard } from './dbFile.ts';
import { compression } from './compression.ts';
import { type AvailabilityCache, createAvailabilityCache } from './availabilityCache.ts';
import { cors } from './cors.ts';
import type { DatabaseSync } from 'node:sqlite';
import { queriesOf, type Queries } from './store/queries.ts';
import { ApiError, notFound, onError } from './errors.ts';
import { jsonDepth, MAX_JSON_DEPTH, unsafeTextFields, type AppEnv } from './http.ts';
import { resolveLanguage } from './locale.ts';
import { lookupLimit } from './lookupLimit.ts';
import { availability } from './routes/availability.ts';
import { bookingEngines } from './routes/bookingEngines.ts';
import { checkIn } from './routes/checkin.ts';
import { cspReports } from './routes/cspReports.ts';
import { exchangeRates } from './routes/exchangeRates.ts';
import { health } from './routes/health.ts';
import { offers } from './routes/offers.ts';
import { payments } from './routes/payments.ts';
import { reservations } from './routes/reservations.ts';
import { testGateway } from './routes/testGateway.ts';

export interface CreateAppOptions {
  /** The database: its queries on either driver, or a SQLite connection (a test's, in memory) they are made on. */
  db: Queries | DatabaseSync;
  config?: Partial<AppConfig>;
  /** The guard of the database's file (`dbFile.ts`); none for a database in memory (tests). */
  databaseFile?: DatabaseFileGuard;
  /** The availability answers kept (`availabilityCache.ts`); a new one by default, a test's own to look into. */
  availabilityCache?: AvailabilityCache;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The answer for a field holding characters no guest types: the message the site already shows under a field, in every language. */
const UNSAFE_TEXT_MESSAGE = 'This value is not valid';
/** The largest request body: a booking of many units with notes is far below it. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * A request's body as text, counted in bytes as it streams in, whatever its
 * framing (a chunked body declares no length): past `limit` bytes the
 * stream is cancelled and the request answered 413, so memory stays within
 * the limit. A body that is not UTF-8 is answered 400.
 */
export async function boundedText(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, ['Request body is too large']);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new ApiError(400, ['Request body is not valid UTF-8 text']);
  }
}

/**
 * Builds the API. Every route lives under /api.
 * @example const app = createApp({ db }); await app.request('/api/health');
 */
export function createApp({ db: given, config: overrides = {}, databaseFile, availabilityCache: givenCache }: CreateAppOptions): Hono<AppEnv> {
  const db = queriesOf(given);
  const config: AppConfig = { ...DEFAULT_APP_CONFIG, ...overrides };
  const app = new Hono<AppEnv>();
  const bookingLimiter = createBookingLimiter(config.bookingLimit);
  const availabilityCache = givenCache ?? createAvailabilityCache(config.availabilityCacheBytes);

  app.onError(onError);
  app.notFound(notFound);
  // Answers of 1 KB and more are compressed for clients that accept it: Zstandard, Brotli or gzip (server/compression.ts).
  app.use('*', compression());
  app.use('*', cors(db, config));
  app.use(
    '*',
    lookupLimit(db, config.lookupLimit, config.trustedProxies, () => config.now().getTime()),
  );

  app.use('*', async (c, next) => {
    c.set('store', db);
    c.set('db', db);
    c.set('config', config);
    c.set('bookingLimiter', bookingLimiter);
    c.set('availabilityCache', availabilityCache);
    c.set('databaseFile', databaseFile ?? null);
    // Every request carries language and currency (spec 01 §7.1).
    c.set('language', resolveLanguage(c.req.query('language')));
    c.set('currency', c.req.query('currency') ?? null);
    c.header('Cache-Control', 'no-store');
    await next();
  });

  // Non-GET requests take JSON bodies (CSP reports come as application/csp-report, JSON too):
  // parse once, answer 400/413/415 for bad ones.
  app.use('*', async (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    const declared = Number(c.req.header('Content-Length') ?? 0);
    if (declared > MAX_BODY_BYTES) throw new ApiError(413, ['Request body is too large']);
    const text = await boundedText(c.req.raw, MAX_BODY_BYTES);
    if (text.trim() === '') {
      c.set('body', undefined);
      return next();
    }
    const type = c.req.header('Content-Type') ?? '';
    if (type !== '' && !/^application\/(([a-z.+-]*\+)?json|csp-report)\b/i.test(type)) {
      throw new ApiError(415, ['Request body must be JSON']);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ApiError(400, ['Request body is not valid JSON']);
    }
    // Valid JSON nested far deeper than any request: refused before code that walks it runs out of stack.
    if (jsonDepth(text) > MAX_JSON_DEPTH) throw new ApiError(400, ['Request body is nested too deeply']);
    // No text field stores what no guest types: control characters, a bidirectional override, a lone surrogate, or a
    // line break outside a multi-line field. (A browser's CSP report is read for three fields and stored sanitised.)
    const unsafe = c.req.path === '/api/csp-report' ? [] : unsafeTextFields(body);
    if (unsafe.length > 0)
      throw new ApiError(
        400,
        unsafe.map((found) => ({ message: UNSAFE_TEXT_MESSAGE, ...found })),
      );
    c.set('body', body);
    return next();
  });

  const api = new Hono<AppEnv>()
    .route('/', health)
    .route('/', bookingEngines)
    .route('/', exchangeRates)
    .route('/', availability)
    .route('/', reservations)
    .route('/', offers)
    .route('/', checkIn)
    .route('/', payments)
    .route('/', testGateway)
    .route('/', cspReports);
  app.route('/api', api);
  return app;
}
