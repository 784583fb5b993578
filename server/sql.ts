/**
 * Prepared-statement cache: each SQL text is prepared once per database.
 */
import type { StatementSync } from 'node:sqlite';
import type { Database } from './db.ts';

const cache = new WeakMap<Database, Map<string, StatementSync>>();

/**
 * The prepared statement for `text` on `db`.
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

/** Rows of a query typed as `T` (node:sqlite returns plain objects). */
export function all<T>(db: Database, text: string, ...params: Array<string | number | null>): T[] {
  return sql(db, text).all(...params) as unknown as T[];
}

/** The first row of a query typed as `T`, or undefined. */
export function get<T>(db: Database, text: string, ...params: Array<string | number | null>): T | undefined {
  return sql(db, text).get(...params) as unknown as T | undefined;
}

/** SQLite 0/1 to boolean. */
export const bool = (value: unknown): boolean => value === 1 || value === 1n || value === true;

/** `?, ?, ?` for an IN list of `n` values. */
export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');
