/**
 * Shared Hono types and request helpers.
 */
import type { AvailabilityCache } from './availabilityCache.ts';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Locale } from '../src/lib/types.ts';
import type { BookingLimiter } from './bookingLimit.ts';
import type { AppConfig } from './config.ts';
import type { Queries, Queryable } from './store/queries.ts';
import type { DatabaseFileGuard } from './dbFile.ts';

export interface AppEnv {
  Variables: {
    /** The database (`store/queries.ts`): transactions start here. */
    store: Queries;
    /**
     * What the request's statements go through: the database, or, while a
     * route writes (`writes.ts`), its transaction.
     */
    db: Queryable;
    config: AppConfig;
    /** The request's `language`, resolved (spec 01 §7.1). */
    language: Locale;
    /** The request's raw `currency`; routes resolve it against the engine. */
    currency: string | null;
    /** The parsed JSON body of a non-GET request (undefined when empty). */
    body: unknown;
    /** Whether the request carries the Origin of a property's site that CORS allows (`cors.ts`). */
    siteOrigin: boolean;
    /** The database file's guard (`dbFile.ts`); none for a database in memory. */
    databaseFile: DatabaseFileGuard | null;
    /** The availability answers this process keeps (`availabilityCache.ts`). */
    availabilityCache: AvailabilityCache;
    /** This process's booking limits (`bookingLimit.ts`). */
    bookingLimiter: BookingLimiter;
  };
}

export type AppContext = Context<AppEnv>;

/** Parameters whose repeated values are joined with commas instead of taking the first. */
const LIST_PARAMETERS = new Set(['children']);

/**
 * The query string as one string per name: the first value, or all values
 * comma-joined for list parameters such as `children`.
 * @example queryParams(c) // { from: '2026-07-01', children: '4,9' }
 */
export function queryParams(c: AppContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    const key = name.endsWith('[]') ? name.slice(0, -2) : name;
    out[key] = LIST_PARAMETERS.has(key) ? [out[key], ...values].filter((x) => x !== undefined).join(',') : (out[key] ?? values[0]);
  }
  return out;
}

/** The deepest nesting of arrays and objects a JSON body may have: a booking is 5 levels deep, and deeper input only costs stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply the arrays and objects of a JSON text nest, counted without
 * parsing (strings skipped), so a body of a hundred thousand brackets is
 * refused before any recursive code sees it.
 * @example jsonDepth('{"rooms":[{"services":[]}]}') // 4
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x5d || char === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Fields whose text may run over several lines (the booker's note; a
 * property's note, terms and privacy texts in its settings): tab and line
 * breaks are allowed there.
 */
const MULTI_LINE_FIELDS = new Set(['note', 'importantNote', 'termsOfService', 'privacyPolicy']);
/** C0 controls but tab and line breaks, DEL, C1 controls, and the bidirectional embeddings, overrides and isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is what this expression is for.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

/** A text field of a request body that holds what no guest types. */
export interface UnsafeText {
  /** The field's name; none when the whole body is one string. */
  field?: string;
  guestId?: number;
}

/**
 * The text fields of a parsed body holding control characters (NUL, a
 * right-to-left override, …), a line break or tab outside a multi-line
 * field, or a lone surrogate that no text encoding keeps: each with its
 * field's name, and the guest it belongs to in a check-in.
 * @example unsafeTextFields({ booker: { firstName: 'Ana\u202e' } }) // [{ field: 'firstName' }]
 */
export function unsafeTextFields(body: unknown): UnsafeText[] {
  const found: UnsafeText[] = [];
  const visit = (value: unknown, field: string, guestId: number | undefined, depth: number): void => {
    if (depth > MAX_JSON_DEPTH) return;
    if (typeof value === 'string') {
      const unsafe = CONTROL.test(value) || !value.isWellFormed() || (!MULTI_LINE_FIELDS.has(field) && LINE_BREAK_OR_TAB.test(value));
      if (unsafe) found.push({ ...(field === '' ? {} : { field }), ...(guestId === undefined ? {} : { guestId }) });
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) {
        // A check-in's guests carry their own id.
        const id = field === 'guests' && item && typeof item === 'object' ? (item as Record<string, unknown>).id : undefined;
        visit(item, field, typeof id === 'number' ? id : guestId, depth + 1);
      }
      return;
    }
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      const guest = typeof record.guestId === 'number' ? record.guestId : guestId;
      for (const [key, item] of Object.entries(record)) visit(item, key, guest, depth + 1);
    }
  };
  visit(body, '', undefined, 0);
  return found;
}

/** The bearer token an `Authorization` header carries, or null. */
export const bearerToken = (header: string | undefined): string | null => /^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? null;

/** Whether a given token is the expected one, compared in constant time (both hashed to one length first). */
export function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
