/**
 * API configuration, read from the environment by `main.ts` and passed to
 * `createApp` (tests pass their own).
 */
import { availableParallelism } from 'node:os';
import { AVAILABILITY_CACHE_BYTES } from './availabilityCache.ts';
import { isPostgresUrl, safeUrl } from './store/store.ts';
import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import { DEFAULT_BOOKING_LIMIT, type BookingLimit } from './bookingLimit.ts';
import type { Synchronous } from './db.ts';
import { DEFAULT_IDENTITY_RETENTION_DAYS } from './identity.ts';
import { NO_TRUSTED_PROXY, parseTrustedProxies, type TrustedProxies } from './clientAddress.ts';
import { DEFAULT_LOOKUP_LIMIT, type LookupLimit } from './lookupLimit.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('../', import.meta.url));

/** What the Hono app needs to know. */
export interface AppConfig {
  /** Production property domain: property origins are https://{slug}.{siteDomain}. */
  siteDomain: string | null;
  /** Port of the local static server: local origins are http://{slug}.localhost:{sitePort}. */
  sitePort: number;
  /**
   * Whether `http://{slug}.localhost` pages reach the API from any port, not
   * only `sitePort`: true while the API listens on loopback alone, where
   * such pages can only be this machine's own (`npm run serve` on another
   * SITE_PORT than the API was started with).
   */
  localSitesAnyPort: boolean;
  /** Extra origins allowed by CORS. */
  allowedOrigins: string[];
  /** The clock; tests replace it. */
  now: () => Date;
  /** The guessing defence of lookups by reservation, offer and check-in identifiers (`lookupLimit.ts`). */
  lookupLimit: LookupLimit;
  /** Bookings without money up front per client and per e-mail address (`bookingLimit.ts`). */
  bookingLimit: BookingLimit;
  /** When `X-Forwarded-For` names the client (`clientAddress.ts`); by default never. */
  trustedProxies: TrustedProxies;
  /**
   * The origins the API is reached at, which the test gateway writes into
   * the addresses it hands out (`payments/context.ts`); a request naming any
   * other Host gets the first. Empty: the request's own (tests).
   */
  apiOrigins: string[];
  /** How long a write waits for another connection's lock before it answers 503 (`writes.ts`). */
  writeWaitMs: number;
  /** Days after a stay ended that its registered guests are kept (`identity.ts`). */
  identityRetentionDays: number;
  /** The bearer token that opens the operator's listings (`GET /api/csp-report`); none: they stay closed. */
  operatorToken: string | null;
  /** Bytes of availability answers this process keeps (`availabilityCache.ts`); 0 keeps none. */
  availabilityCacheBytes: number;
}

/** What the process needs on top: where to listen and which file to open. */
export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  dbPath: string;
  /** How commits reach the disk (`db.ts`): FULL unless BOOKING_DB_SYNCHRONOUS says NORMAL. */
  dbSynchronous: Synchronous;
  /** DATABASE_URL: a PostgreSQL database instead of the SQLite file (`server/store/`); null for SQLite. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections this process keeps to PostgreSQL (default 10). */
  databasePoolSize: number;
  /** Where e-mails go (`mail/transport.ts`): an SMTP URL (MAIL_SMTP_URL), else `.eml` files in `mailOutboxDir`. */
  mailSmtpUrl: string | null;
  mailOutboxDir: string;
  /** The sender's address (MAIL_FROM); the property's name is its display name. */
  mailFrom: string;
  /** API_WORKERS: processes serving requests on the port (`cluster.ts`); default one per core. */
  workers: number;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  siteDomain: null,
  sitePort: 4321,
  localSitesAnyPort: false,
  allowedOrigins: [],
  now: () => new Date(),
  lookupLimit: DEFAULT_LOOKUP_LIMIT,
  bookingLimit: DEFAULT_BOOKING_LIMIT,
  trustedProxies: NO_TRUSTED_PROXY,
  apiOrigins: [],
  writeWaitMs: 5000,
  identityRetentionDays: DEFAULT_IDENTITY_RETENTION_DAYS,
  operatorToken: null,
  availabilityCacheBytes: AVAILABILITY_CACHE_BYTES,
};

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got '${value}'`);
  return n;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number, got '${value}'`);
  return n;
}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (0 for no limit), got '${value}'`);
  return n;
}

/** MAIL_SMTP_URL: an smtp:// or smtps:// URL, or none. */
function smtpUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`MAIL_SMTP_URL must be a URL such as smtp://user:password@mail.example.com:587, got "${text}"`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`MAIL_SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//…"`);
  return text;
}

/** MAIL_FROM: a bare address; default no-reply@ the site's domain (localhost without one). */
function mailFrom(value: string | undefined, siteDomain: string | null): string {
  const text = value?.trim() || `no-reply@${siteDomain ?? 'localhost'}`;
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(text)) throw new Error(`MAIL_FROM must be an e-mail address such as bookings@example.com, got "${text}"`);
  return text;
}

/** Hosts that listen on this machine only. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/** DATABASE_URL, when set: a PostgreSQL URL, or the start ends naming the variable. */
function databaseUrl(value: string | undefined): string | null {
  const url = value?.trim();
  if (!url) return null;
  if (!isPostgresUrl(url)) throw new Error(`DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), got "${safeUrl(url)}"`);
  return url;
}

/**
 * Reads API_PORT, API_HOST, BOOKING_DB, DATABASE_URL, DATABASE_POOL_SIZE, SITE_DOMAIN, SITE_PORT,
 * API_ALLOWED_ORIGINS, API_LOOKUP_BUDGET (identifier lookups per client a minute),
 * API_BOOKINGS_PER_CLIENT and API_BOOKINGS_PER_EMAIL (bookings without money up front an hour per client, a day per address),
 * API_TRUSTED_PROXIES (hops or addresses whose X-Forwarded-For names the client),
 * IDENTITY_RETENTION_DAYS (days a stay's registered guests are kept after it ended) and
 * API_OPERATOR_TOKEN (opens GET /api/csp-report), API_AVAILABILITY_CACHE_MB (availability answers kept, 0 for none)
 * and API_WORKERS (processes serving the port, default one per core).
 * @example configFromEnv({ API_PORT: '9000' }).port // 9000
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dbEnv = env.BOOKING_DB?.trim();
  // The default lives under the project root; a given relative path is taken from the working directory.
  const dbPath = !dbEnv ? resolve(PROJECT_ROOT, 'data/booking.sqlite') : dbEnv === ':memory:' || isAbsolute(dbEnv) ? dbEnv : resolve(dbEnv);
  const siteDomain =
    env.SITE_DOMAIN?.trim()
      .replace(/^\.+|\.+$/g, '')
      .toLowerCase() || null;
  const apiPort = port(env.API_PORT, 8787, 'API_PORT');
  const host = env.API_HOST?.trim() || '127.0.0.1';
  return {
    port: apiPort,
    apiOrigins: apiOrigins(env.API_PUBLIC_URL, apiPort),
    host,
    localSitesAnyPort: LOOPBACK_HOSTS.has(host),
    dbPath,
    dbSynchronous: synchronous(env.BOOKING_DB_SYNCHRONOUS),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    databasePoolSize: positive(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    mailSmtpUrl: smtpUrl(env.MAIL_SMTP_URL),
    mailOutboxDir: env.MAIL_OUTBOX_DIR?.trim() ? resolve(env.MAIL_OUTBOX_DIR.trim()) : resolve(PROJECT_ROOT, 'data/outbox'),
    mailFrom: mailFrom(env.MAIL_FROM, siteDomain),
    siteDomain,
    sitePort: port(env.SITE_PORT, 4321, 'SITE_PORT'),
    allowedOrigins: (env.API_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    now: () => new Date(),
    lookupLimit: { ...DEFAULT_LOOKUP_LIMIT, budget: positive(env.API_LOOKUP_BUDGET, DEFAULT_LOOKUP_LIMIT.budget, 'API_LOOKUP_BUDGET') },
    bookingLimit: {
      perClient: whole(env.API_BOOKINGS_PER_CLIENT, DEFAULT_BOOKING_LIMIT.perClient, 'API_BOOKINGS_PER_CLIENT'),
      perEmail: whole(env.API_BOOKINGS_PER_EMAIL, DEFAULT_BOOKING_LIMIT.perEmail, 'API_BOOKINGS_PER_EMAIL'),
    },
    trustedProxies: parseTrustedProxies(env.API_TRUSTED_PROXIES),
    writeWaitMs: DEFAULT_APP_CONFIG.writeWaitMs,
    identityRetentionDays: positive(env.IDENTITY_RETENTION_DAYS, DEFAULT_IDENTITY_RETENTION_DAYS, 'IDENTITY_RETENTION_DAYS'),
    operatorToken: operatorToken(env.API_OPERATOR_TOKEN),
    availabilityCacheBytes: whole(env.API_AVAILABILITY_CACHE_MB, AVAILABILITY_CACHE_BYTES / 1024 / 1024, 'API_AVAILABILITY_CACHE_MB') * 1024 * 1024,
    workers: positive(env.API_WORKERS, availableParallelism(), 'API_WORKERS'),
  };
}

/**
 * The API's public origins: API_PUBLIC_URL (comma-separated, e.g.
 * https://api.example.com), else the loopback names of its port.
 */
function apiOrigins(value: string | undefined, apiPort: number): string[] {
  const given = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (given.length === 0) return [`http://localhost:${apiPort}`, `http://127.0.0.1:${apiPort}`, `http://[::1]:${apiPort}`];
  return given.map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`API_PUBLIC_URL must be the API's address such as https://api.example.com, got '${entry}'`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`API_PUBLIC_URL must be an http(s) address, got '${entry}'`);
    return url.origin;
  });
}

function synchronous(value: string | undefined): Synchronous {
  const given = value?.trim().toUpperCase() ?? '';
  if (given === '' || given === 'FULL') return 'FULL';
  if (given === 'NORMAL') return 'NORMAL';
  throw new Error(`BOOKING_DB_SYNCHRONOUS must be FULL or NORMAL, got '${value}'`);
}

/** At least 24 characters: a token short enough to guess would open the listings to anyone. */
function operatorToken(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  if (token === '') return null;
  if (token.length < 24) throw new Error(`API_OPERATOR_TOKEN must be at least 24 characters long, got ${token.length}`);
  return token;
}
