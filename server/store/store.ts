/**
 * The booking database behind one interface, on either driver: the
 * embedded SQLite file (`node:sqlite`, BOOKING_DB, the default) or
 * PostgreSQL (DATABASE_URL=postgres://…, through a `pg` pool). Queries go
 * through Kysely, which writes each dialect's parameters and runs
 * transactions on one connection of the pool; the schema is one migration
 * history with a file per dialect (`migrate.ts`).
 *
 * The API's repositories still run synchronously on the SQLite connection
 * (`db.ts`); they move onto the asynchronous queries (`queries.ts`), which
 * take connections of their own. The Kysely store here may wrap the
 * synchronous connection: it migrates, reads the schema and copies.
 */
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** The tables as Kysely sees them: rows of named columns (the repositories name their row types where they read). */
export type Tables = Record<string, Record<string, unknown>>;

export interface Store {
  dialect: Dialect;
  db: Kysely<Tables>;
  /** SQLite: the connection under the store (the synchronous repositories and the migrations use it). */
  sqlite: DatabaseSync | null;
  /** Where it is, for messages: the file, or the PostgreSQL URL without its password. */
  describe: string;
  close(): Promise<void>;
}

/** Whether a DATABASE_URL names a PostgreSQL database. */
export const isPostgresUrl = (url: string): boolean => /^postgres(?:ql)?:\/\//i.test(url.trim());

/**
 * A PostgreSQL URL as it may be printed: the password left out.
 * @example safeUrl('postgres://booking:secret@db:5432/booking') // 'postgres://booking@db:5432/booking'
 */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString().replace(/:@/, '@');
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}

/** node:sqlite's statement as Kysely's SQLite driver reads one (its shape follows better-sqlite3's). */
function statementFor(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as never[])),
    run: (parameters) => statement.run(...(parameters as never[])),
    iterate: (parameters) => statement.iterate(...(parameters as never[])),
  };
}

/** A node:sqlite connection for Kysely's SQLite dialect; closing the store leaves it to its owner. */
function sqliteFor(connection: DatabaseSync): SqliteDatabase {
  return { close: () => undefined, prepare: (text) => statementFor(connection.prepare(text)) };
}

/** The SQLite store over an open connection (`openDatabase`). */
export function sqliteStore(connection: DatabaseSync, describe = 'the SQLite database'): Store {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqliteFor(connection) }) });
  return { dialect: 'sqlite', db, sqlite: connection, describe, close: () => db.destroy() };
}

/** How a PostgreSQL store connects. */
export interface PostgresOptions {
  url: string;
  /** Connections kept by this process (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
}

/**
 * PostgreSQL's 64-bit integers (COUNT, SUM of integers) arrive as numbers
 * like SQLite's: every count this schema holds is far below 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** The PostgreSQL store: a pool of `poolSize` connections to `url` (TLS as its `sslmode` says). */
export function postgresStore({ url, poolSize = 10 }: PostgresOptions): Store {
  // A request waits at most 10 s for a free connection, then fails (the pool is busy or the server unreachable).
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool, not fatal to the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: 'postgres', db, sqlite: null, describe: safeUrl(url), close: () => db.destroy() };
}
