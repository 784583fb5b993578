import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { $config } from '../stores/config.ts';

/**
 * The booking API client (01 §7.1): JSON with credentials, the page's
 * language and currency on every request, GET parameters as query strings,
 * other methods' bodies as JSON. A failure becomes an `ApiError` carrying
 * the status and the server's `[{message}]` list. GETs retry with backoff;
 * writes never retry here (a booking carries its own idempotency key).
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

/** The API base the page was built with (its `api-url` meta), e.g. https://api.example.com/api. */
export function apiBase(): string {
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="api-url"]');
    if (meta?.content) return meta.content.replace(/\/$/, '');
  }
  return 'http://localhost:8787/api';
}

let instance: KyInstance | undefined;

function client(): KyInstance {
  instance ??= ky.create({
    prefix: apiBase(),
    credentials: 'include',
    timeout: 20_000,
    retry: { limit: 2, methods: ['get'], statusCodes: [408, 429, 502, 503, 504], backoffLimit: 3_000 },
  });
  return instance;
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

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky reads an error's body into `data`; an unread body is parsed here.
    let body: unknown = (error as HTTPError & { data?: unknown }).data ?? null;
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
    const messages = Array.isArray(body)
      ? body.map((entry) => (entry && typeof entry === 'object' && 'message' in entry ? String((entry as { message: unknown }).message) : '')).filter(Boolean)
      : [];
    return new ApiError(error.response.status, messages, body);
  }
  return new ApiError(NETWORK_ERROR_STATUS, [], null);
}

/** Parses a success body as JSON; a malformed body is a failure like any other. */
async function call<T>(path: string, options: Options, params: Record<string, unknown> = {}): Promise<T> {
  const { locale, currency } = $config.get();
  const searchParams = toSearchParams({ ...params, language: locale, currency });
  try {
    return await client()(path.replace(/^\//, ''), { ...options, searchParams }).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}

export const api = {
  get: <T>(path: string, params: Record<string, unknown> = {}, options: Options = {}) =>
    call<T>(path, { ...options, method: 'get' }, params),
  post: <T>(path: string, body: unknown, options: Options = {}) => call<T>(path, { ...options, method: 'post', json: body }),
  put: <T>(path: string, body: unknown, options: Options = {}) => call<T>(path, { ...options, method: 'put', json: body }),
  delete: <T>(path: string, options: Options = {}) => call<T>(path, { ...options, method: 'delete' }),
};
