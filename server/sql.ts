/**
 * Statements and rows: the helpers every repository reads and writes with,
 * on either driver (`store/queries.ts`), and the prepared-statement cache
 * of a synchronous `node:sqlite` connection (the seed, the migrations and
 * the SQLite side of `Queries`).
 */
import type { StatementSync } from 'node:sqlite';
import type { Database } from './db.ts';
import type { Param, Queryable } from './store/queries.ts';

const cache = new WeakMap<Database, Map<string, StatementSync>>();

/**
 * The prepared statement for `text` on a synchronous SQLite connection,
 * prepared once per connection.
 * @example sql(db, 'SELECT slug FROM booking_engines').all()
 */
export function sql(db: Database, text: string): StatementSync {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(text);
  if (!statement) {
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}

/** Rows of a query typed as `T`. */
export function all<T>(db: Queryable, text: string, ...params: Param[]): Promise<T[]> {
  return db.all<T>(text, ...params);
}

/** The first row of a query typed as `T`, or undefined. */
export function get<T>(db: Queryable, text: string, ...params: Param[]): Promise<T | undefined> {
  return db.get<T>(text, ...params);
}

/** Runs a write; resolves to how many rows it changed. */
export function run(db: Queryable, text: string, ...params: Param[]): Promise<number> {
  return db.run(text, ...params);
}

/** SQLite 0/1 to boolean. */
export const bool = (value: unknown): boolean => value === 1 || value === 1n || value === true;

/** `?, ?, ?` for an IN list of `n` values. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

/** The largest value of an `integer` column (every table's id) on PostgreSQL; SQLite's integers are 64-bit. */
export const MAX_INTEGER = 2_147_483_647;

/**
 * Whether a text sent by a client can be looked up on either driver:
 * PostgreSQL refuses a parameter holding the NUL character (an error, so a
 * 500) where SQLite compares it and finds nothing. No stored key holds one:
 * a lookup by such a text finds nothing without asking.
 * @example isLookupText('villa-adriatic') // true; isLookupText('\u0000abc') // false
 */
export const isLookupText = (text: string): boolean => !text.includes('\u0000');
