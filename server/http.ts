/**
 * Shared Hono types and request helpers.
 */
import type { Context } from 'hono';
import type { Locale } from '../src/lib/types.ts';
import type { AppConfig } from './config.ts';
import type { Database } from './db.ts';

export interface AppEnv {
  Variables: {
    db: Database;
    config: AppConfig;
    /** The request's `language`, resolved (spec 01 §7.1). */
    language: Locale;
    /** The request's raw `currency`; routes resolve it against the engine. */
    currency: string | null;
    /** The parsed JSON body of a non-GET request (undefined when empty). */
    body: unknown;
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
