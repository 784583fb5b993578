/**
 * What the payment endpoints and the test gateway read from a request:
 * the property by id, the booking site's origin (checked against the
 * property origins CORS allows), and the API's own address.
 */
import * as v from 'valibot';
import type { BookingEngine } from '../../src/lib/types.ts';
import { isAllowedOrigin } from '../cors.ts';
import { ApiError } from '../errors.ts';
import type { AppContext } from '../http.ts';
import { findBookingEngine } from '../repo/bookingEngines.ts';
import { MAX_INTEGER, get } from '../sql.ts';
import { PAYMENT_MESSAGES } from './messages.ts';

/** The booking engine with this id, or null. */
export async function engineById(c: AppContext, id: unknown): Promise<BookingEngine | null> {
  // Beyond an id column's range on PostgreSQL (an error there): no such engine on either driver.
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_INTEGER) return null;
  const row = await get<{ slug: string }>(c.var.db, 'SELECT slug FROM booking_engines WHERE id = ?', id);
  return row ? await findBookingEngine(c.var.db, row.slug) : null;
}

/** The booking engine with this id. @throws ApiError 400 'Property is not valid' */
export async function requireEngine(c: AppContext, id: unknown): Promise<BookingEngine> {
  const engine = await engineById(c, id);
  if (!engine) throw new ApiError(400, [PAYMENT_MESSAGES.bookingEngine]);
  return engine;
}

/** Whether `origin` is a property site's origin (the ones CORS allows). */
export async function isSiteOrigin(c: AppContext, origin: unknown): Promise<boolean> {
  return typeof origin === 'string' && origin.length <= 300 && (await isAllowedOrigin(origin, c.var.db, c.var.config));
}

/**
 * The booking site that sent the request (its Origin header), for the
 * gateway to send the guest back to.
 * @throws ApiError 400 when there is none or it is no property's site
 */
export async function requestSiteOrigin(c: AppContext): Promise<string> {
  const origin = c.req.header('Origin');
  if (!(await isSiteOrigin(c, origin))) throw new ApiError(400, [PAYMENT_MESSAGES.origin]);
  return origin as string;
}

/**
 * The API's origin as the browser reached it, e.g. http://127.0.0.1:8787 —
 * when it is one of the API's own (`config.apiOrigins`, API_PUBLIC_URL):
 * the Host header is the client's to write, and an address the test gateway
 * hands out must never point elsewhere.
 */
export function apiOrigin(c: AppContext): string {
  const own = new URL(c.req.url).origin;
  const known = c.var.config.apiOrigins;
  return known.length === 0 || known.includes(own) ? own : known[0];
}

/** The API's base URL, e.g. http://127.0.0.1:8787/api. */
export const apiBaseUrl = (c: AppContext): string => `${apiOrigin(c)}/api`;

/**
 * The JSON body parsed with `schema`; every problem's message answered as 400.
 * @throws ApiError 400
 */
export function parseBody<T extends v.GenericSchema>(c: AppContext, schema: T): v.InferOutput<T> {
  const result = v.safeParse(schema, c.var.body ?? null);
  if (!result.success) throw new ApiError(400, [...new Set(result.issues.map((issue) => issue.message))]);
  return result.output;
}

/** A required trimmed string of at most `max` characters, with its own message. */
export const requiredText = (message: string, max = 200) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));

/** A booking engine id. */
export const engineId = v.pipe(
  v.number(PAYMENT_MESSAGES.bookingEngine),
  v.integer(PAYMENT_MESSAGES.bookingEngine),
  v.minValue(1, PAYMENT_MESSAGES.bookingEngine),
);

/** An amount of money: finite, above zero, at most two decimals' worth of precision kept. */
export const amount = v.pipe(
  v.number(PAYMENT_MESSAGES.amount),
  v.finite(PAYMENT_MESSAGES.amount),
  v.minValue(0.01, PAYMENT_MESSAGES.amount),
  v.maxValue(10_000_000, PAYMENT_MESSAGES.amount),
);

/** A three-letter currency code. */
export const currency = v.pipe(v.string(PAYMENT_MESSAGES.currency), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, PAYMENT_MESSAGES.currency));
