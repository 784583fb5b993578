/**
 * Reads a page asks for before its island's code has loaded: the page's own
 * small script starts them (`startEarly`, with nothing but `fetch`), and the
 * API client takes each one over (`takeEarly`) instead of asking again. A
 * read taken over that failed, or answered anything but 2xx, is asked for
 * again by the client with its usual retries, so starting early never
 * changes what the guest finally sees. Imports nothing: the frame's first
 * script (`src/api/page-reads.ts`) loads no more than it needs.
 */

/** How long one attempt of a read may take (ms); the client's reads share it. */
export const READ_TIMEOUT_MS = 12_000;

/** The API base the page was built with (its `api-url` meta), e.g. https://api.example.com/api. */
export function apiBase(): string {
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="api-url"]');
    if (meta?.content) return meta.content.replace(/\/$/, '');
  }
  return 'http://localhost:8787/api';
}

/**
 * The address of a GET as the client sends it: the base, the path, and the
 * parameters in their order.
 * @example readUrl('https://api.example.com/api', 'offer/a1/VA-1', { language: 'en', currency: 'EUR' }) // 'https://api.example.com/api/offer/a1/VA-1?language=en&currency=EUR'
 */
export function readUrl(base: string, path: string, searchParams: Record<string, string>): string {
  const query = new URLSearchParams(searchParams).toString();
  return `${base}/${path.replace(/^\//, '')}${query ? `?${query}` : ''}`;
}

/**
 * How long an early read waits to be taken over (ms): long enough for the
 * islands of a slow phone to load and ask, short enough that a read the
 * island did not take (it asked for something else) never answers a later
 * request with data minutes old.
 */
export const EARLY_READ_LIFETIME_MS = 20_000;

const started = new Map<string, { request: Promise<Response>; at: number }>();

/**
 * Addresses the client asked for before any early read of them started: an
 * island whose code came from the browser's cache can hydrate before the
 * page's first script has run, and that script then leaves those reads to it.
 */
const askedFirst = new Set<string>();

/**
 * Starts a GET as the client would send it (JSON, with credentials); its answer waits for `takeEarly`.
 * Undefined when the client has asked for it already.
 */
export function startEarly(url: string, now: number = Date.now()): Promise<Response> | undefined {
  if (askedFirst.has(url)) return undefined;
  // At low priority: the page's first paint (the hero's photo, its text) is not held back by its data; the answer
  // still comes long before the islands that show it have loaded.
  const request = fetch(url, {
    credentials: 'include',
    priority: 'low',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  started.set(url, { request, at: now });
  return request;
}

/** The early read of this address, once and while it is fresh (`EARLY_READ_LIFETIME_MS`): a later read of it is a new request. */
export function takeEarly(url: string, now: number = Date.now()): Promise<Response> | undefined {
  const entry = started.get(url);
  started.delete(url);
  if (!entry) askedFirst.add(url);
  return entry && now - entry.at <= EARLY_READ_LIFETIME_MS ? entry.request : undefined;
}

/** Drops null and undefined fields; arrays are comma-joined (01 §7.1: all non-null fields become parameters). */
export function toSearchParams(params: Record<string, unknown>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    result[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return result;
}

/** Forgets every early read and every address the client asked for first (tests: each starts with a page that just opened). */
export function forgetEarlyReads(): void {
  started.clear();
  askedFirst.clear();
}
