import type { KyInstance, Options, RetryOptions } from 'ky';
import { $config } from '../stores/config.ts';
import { apiBase, READ_TIMEOUT_MS, readUrl, takeEarly, toSearchParams } from './early.ts';

export { apiBase, READ_TIMEOUT_MS, toSearchParams };

/**
 * The booking API client (01 §7.1): JSON with credentials, the page's
 * language and currency on every request, GET parameters as query strings,
 * other methods' bodies as JSON. A failure becomes an `ApiError` carrying
 * the status and the server's `[{message}]` list. GETs retry with backoff;
 * a write retries only when it carries its `Idempotency-Key` (the API then
 * answers a repeat with the first answer), any other write never
 * (`requestPolicy`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly response: unknown;
  constructor(status: number, messages: string[], response: unknown) {
    super(messages[0] ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.response = response;
  }
}

/** Status 0: the request never got an answer (offline, timeout, dropped connection). */
export const NETWORK_ERROR_STATUS = 0;

type KyModule = typeof import('ky');

/** ky (its `HTTPError` tells the client's failures apart) and the client made with it. */
export interface LoadedClient {
  ky: KyModule;
  instance: KyInstance;
}

/** The client once loaded, for telling a failure apart without waiting. */
let loaded: LoadedClient | undefined;
let loading: Promise<LoadedClient> | undefined;

/**
 * Loads ky and makes the client, once: a page's first reads are started
 * early by its own script (`src/api/page-reads.ts`) and need no client, so
 * ky's code is fetched when a request needs it or when the guest first
 * reaches for the page (a tap, a key, a focus). A failed load is tried
 * again by the next request.
 */
export function loadClient(): Promise<LoadedClient> {
  loading ??= import('ky').then(
    (ky) => {
      loaded ??= { ky, instance: ky.default.create({ prefix: apiBase(), credentials: 'include' }) };
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** What a guest does first when they reach for a page: ky is fetched then, before a form or a button needs it. */
const REACHING = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

if (typeof window !== 'undefined') {
  const warm = () => {
    for (const type of REACHING) window.removeEventListener(type, warm, true);
    loadClient().catch(() => undefined);
  };
  for (const type of REACHING) window.addEventListener(type, warm, { capture: true, passive: true });
}

async function client(): Promise<KyInstance> {
  return (await loadClient()).instance;
}

/** How long the whole read may take with its retries (ms); one attempt, READ_TIMEOUT_MS. */
export const READ_TOTAL_TIMEOUT_MS = 30_000;
/** How long one attempt of a write may take (a booking waits for the property's system), and a keyed write with its retries (ms). */
export const WRITE_TIMEOUT_MS = 20_000;
export const WRITE_TOTAL_TIMEOUT_MS = 45_000;

/** The header that makes a write safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What ky does with one request: its retries and time limits. */
export interface RequestPolicy {
  retry: RetryOptions;
  timeout: number;
  totalTimeout: number | false;
}

/** Backoff shared by every retried request: 0.3 s, 0.6 s, …, at most 3 s; a server's Retry-After is waited for up to 5 s. */
const BACKOFF = { backoffLimit: 3_000, maxRetryAfter: 5_000 } as const;

function hasHeader(headers: Options['headers'], name: string): boolean {
  if (!headers) return false;
  if (headers instanceof Headers) return Boolean(headers.get(name));
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  return entries.some(([key, value]) => key.toLowerCase() === name.toLowerCase() && typeof value === 'string' && value !== '');
}

/**
 * The retry and time limits of a request.
 * - GET: retried twice with backoff on a dropped connection, a timeout and
 *   408, 500, 502, 503, 504 — a read is safe to repeat. Never a 4xx answer,
 *   nor an unreadable body (the server did answer).
 * - A write with an `Idempotency-Key` (a booking, an offer's acceptance):
 *   retried the same way, the same key each time, so the API replays the
 *   first answer instead of acting twice; not on 500 (a definite failure).
 * - Any other write: never retried here; the guest retries.
 * @example requestPolicy('get', undefined).retry.limit // 2
 * @example requestPolicy('post', { 'Idempotency-Key': 'k-12345678' }).retry.statusCodes // [408, 502, 503, 504]
 * @example requestPolicy('put', undefined).retry.limit // 0
 */
export function requestPolicy(method: string, headers: Options['headers']): RequestPolicy {
  const verb = method.toLowerCase();
  if (verb === 'get') {
    return {
      retry: { limit: 2, methods: ['get'], statusCodes: [408, 500, 502, 503, 504], retryOnTimeout: true, ...BACKOFF },
      timeout: READ_TIMEOUT_MS,
      totalTimeout: READ_TOTAL_TIMEOUT_MS,
    };
  }
  if (hasHeader(headers, IDEMPOTENCY_HEADER)) {
    return {
      retry: { limit: 2, methods: [verb], statusCodes: [408, 502, 503, 504], retryOnTimeout: true, ...BACKOFF },
      timeout: WRITE_TIMEOUT_MS,
      totalTimeout: WRITE_TOTAL_TIMEOUT_MS,
    };
  }
  return { retry: { limit: 0, methods: [] }, timeout: WRITE_TIMEOUT_MS, totalTimeout: false };
}

/** The error of an answer: its status and the server's `[{message}]` list. */
function apiErrorOf(status: number, body: unknown): ApiError {
  const messages = Array.isArray(body)
    ? body.map((entry) => (entry && typeof entry === 'object' && 'message' in entry ? String((entry as { message: unknown }).message) : '')).filter(Boolean)
    : [];
  return new ApiError(status, messages, body);
}

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (loaded && error instanceof loaded.ky.HTTPError) {
    // ky reads an error's body into `data`; an unread body is parsed here.
    let body: unknown = (error as { data?: unknown }).data ?? null;
    if (body === null && !error.response.bodyUsed) {
      try {
        body = await error.response.clone().json();
      } catch {
        body = null;
      }
    }
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        body = null;
      }
    }
    return apiErrorOf(error.response.status, body);
  }
  return new ApiError(NETWORK_ERROR_STATUS, [], null);
}

/** What an early read came to: its body, or a failure a read retries (it counts as the read's first attempt). */
type EarlyOutcome<T> = { body: T } | { retry: true };

/** The statuses a read is retried on (`requestPolicy`), besides a dropped connection and a timeout. */
const RETRIED_READ_STATUSES = new Set([408, 500, 502, 503, 504]);

/**
 * The answer of a GET the page's script started early (`src/api/early.ts`),
 * taken as the read's first attempt: its body when it succeeded; the
 * client's error for an answer a read is not retried on (a 4xx but 408, a
 * 501, an unreadable body); `{ retry }` for a dropped connection, a timeout
 * or a status a read is retried on, after which the client makes the
 * read's remaining attempts. Null when no early read was started.
 */
async function earlyAnswer<T>(path: string, options: Options, searchParams: Record<string, string>): Promise<EarlyOutcome<T> | null> {
  if ((options.method ?? 'get') !== 'get') return null;
  const early = takeEarly(readUrl(apiBase(), path, searchParams));
  if (!early) return null;
  let response: Response;
  try {
    response = await early;
  } catch {
    return { retry: true };
  }
  if (RETRIED_READ_STATUSES.has(response.status)) return { retry: true };
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    throw apiErrorOf(response.status, body);
  }
  // An unreadable body fails as the client's own read would (the server did answer: no retry).
  return { body: (await response.json()) as T };
}

/** ky's first retry delay (0.3 s), waited after a failed early read before the read's next attempt. */
const FIRST_RETRY_DELAY_MS = 300;

/** Parses a success body as JSON; a malformed body is a failure like any other. */
async function call<T>(path: string, options: Options, params: Record<string, unknown> = {}): Promise<T> {
  const { locale, currency } = $config.get();
  const searchParams = toSearchParams({ ...params, language: locale, currency });
  try {
    const early = await earlyAnswer<T>(path, options, searchParams);
    if (early && 'body' in early) return early.body;
    const policy = requestPolicy(options.method ?? 'get', options.headers);
    if (early) {
      // The early read was the first attempt: the client makes the others, after the same pause.
      await new Promise((resolve) => setTimeout(resolve, FIRST_RETRY_DELAY_MS));
      policy.retry = { ...policy.retry, limit: Math.max(0, (policy.retry.limit ?? 0) - 1) };
    }
    return await (await client())(path.replace(/^\//, ''), { ...options, ...policy, searchParams }).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}

export const api = {
  get: <T>(path: string, params: Record<string, unknown> = {}, options: Options = {}) => call<T>(path, { ...options, method: 'get' }, params),
  post: <T>(path: string, body: unknown, options: Options = {}) => call<T>(path, { ...options, method: 'post', json: body }),
  put: <T>(path: string, body: unknown, options: Options = {}) => call<T>(path, { ...options, method: 'put', json: body }),
  delete: <T>(path: string, options: Options = {}) => call<T>(path, { ...options, method: 'delete' }),
};
