/**
 * Error responses. Every error the API answers is a JSON array of
 * `{ message }` objects, guest-readable, with a 4xx status; a 500 means a
 * bug on our side and never echoes internals.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isBusy } from './db.ts';

export interface ErrorMessage {
  message: string;
  /** The request field the message is about, when it is about one (booking form fields). */
  field?: string;
  /** The guest of a check-in the field belongs to. */
  guestId?: number;
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const BUSY_MESSAGE = 'The service is busy right now. Please try again in a moment.';

/**
 * Thrown by handlers for a client error; the global handler turns it into
 * the JSON array response.
 * @example throw new ApiError(400, ['Check-out must be after check-in']);
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly messages: string[];
  /** Messages with the field each is about (`{ message, field }`), answered as they are. */
  readonly details: ErrorMessage[] | null;

  constructor(status: ContentfulStatusCode, messages: string[] | string | ErrorMessage[]) {
    const details = Array.isArray(messages) && messages.some((entry) => typeof entry !== 'string') ? (messages as ErrorMessage[]) : null;
    const list = details ? details.map((entry) => entry.message) : Array.isArray(messages) ? (messages as string[]) : [messages as string];
    super(list.join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.messages = list;
    this.details = details;
  }
}

/** The response body for a list of messages, duplicates removed. */
export function errorBody(messages: string[]): ErrorMessage[] {
  return [...new Set(messages)].map((message) => ({ message }));
}

export function errorResponse(c: Context, status: ContentfulStatusCode, messages: string[]): Response {
  return c.json(errorBody(messages), status);
}

/** Hono `notFound` handler: `404 [{"message":"Not found"}]`. */
export function notFound(c: Context): Response {
  return errorResponse(c, 404, ['Not found']);
}

/** The literal segments of the API's routes: every other segment of a path is an id or a code. */
const ROUTE_WORDS = new Set(
  'api 3ds Fields accept alias attempt availability booking-engines card cardstream check-in client-secret confirm confirm-card-setup csp-report exchange-rates field fields health init initialize insert monri offer part payment payment-page preauth reservation saferpay sdk stripe submit test-gateway tokenise wspay'.split(
    ' ',
  ),
);

/**
 * A request path as a log line may show it: every segment that is not a
 * word of the API's routes (a reservation's public id, a check-in or offer
 * UUID, a booking code: ids that open a guest's booking) is ':id'.
 * @example loggedPath('/api/reservation/check-in/6c7b9a2e-1d4f-4b8e-9a3c-2f1e0d9c8b7a/submit') // '/api/reservation/check-in/:id/submit'
 */
export function loggedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '' || ROUTE_WORDS.has(segment) ? segment : ':id'))
    .join('/');
}

/**
 * Hono `onError` handler: ApiError → its status and messages, a JSON syntax
 * error from a request body → 400, anything else is logged and answered with
 * a generic 500.
 */
export function onError(error: Error, c: Context): Response {
  if (error instanceof ApiError) return error.details ? c.json(error.details, error.status) : errorResponse(c, error.status, error.messages);
  // A read that met another connection's lock for longer than its short wait (server/db.ts): try again, nothing changed.
  if (isBusy(error)) return errorResponse(c, 503, [BUSY_MESSAGE]);
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Hono's HTTPException (for example a malformed body it parsed itself).
    return errorResponse(c, status as ContentfulStatusCode, [status === 404 ? 'Not found' : 'Bad request']);
  }
  console.error(`[api] ${c.req.method} ${loggedPath(c.req.path)} failed:`, error);
  return errorResponse(c, 500, [INTERNAL_ERROR_MESSAGE]);
}
