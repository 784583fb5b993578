/**
 * The queries the repositories will run on either driver, asynchronously:
 * SQL text with `?` parameters as today's repositories write it, rows as
 * plain objects, and transactions that never hold the event loop.
 *
 * - SQLite: statements run on `node:sqlite`. One connection writes: its
 *   transactions take turns through a queue in this process, and each
 *   starts with BEGIN IMMEDIATE without SQLite's blocking wait, tried again
 *   after short pauses while another process holds the lock. Reads outside a transaction go to a second
 *   connection of the same file, so a transaction in progress never delays
 *   them and they never see its uncommitted rows (an in-memory database has
 *   one connection: its reads wait their turn).
 * - PostgreSQL: Kysely runs the text with `$n` parameters on the pool; a
 *   transaction is READ COMMITTED, holds one connection, waits at most
 *   `waitMs` for a row lock, and is run again when PostgreSQL ends it over
 *   a deadlock or a serialization failure, or a unique key another
 *   transaction took meanwhile (run again, it reads what that one wrote):
 *   the work of a transaction may run more than once, so it does nothing
 *   outside it.
 *
 * What keeps bookings exact on both: writes that check as they write (an
 * inventory row is taken only `WHERE booked_units < total_units`, an offer
 * accepted only while it is open, a check-in closed only while it is
 * open: a second writer waits for the first's row lock, then finds the
 * condition false), unique keys (idempotency keys, reservation codes), and
 * `lock(key)` where a read decides a write (the booking limits): on
 * PostgreSQL a lock held to the end of the transaction, on SQLite nothing
 * more than the one write lock every transaction holds. SERIALIZABLE was
 * tried first: every booking reads and inserts into the same few index
 * pages (idempotency keys, reservation codes), so concurrent bookings
 * failed each other's transactions until the retries ran out.
 *
 * Inside a transaction every statement goes through its `tx`: the outer
 * object called there would wait for the transaction it is part of, and
 * says so at once instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { DatabaseBusyError, isBusy } from '../db.ts';
import { sql } from '../sql.ts';
import type { Dialect, Store, Tables } from './store.ts';

export type Param = string | number | null;

/** Reads and writes on a connection, outside a transaction or inside one. */
export interface Queryable {
  readonly dialect: Dialect;
  all<T>(text: string, ...params: Param[]): Promise<T[]>;
  get<T>(text: string, ...params: Param[]): Promise<T | undefined>;
  /** Runs a write; resolves to how many rows it changed. */
  run(text: string, ...params: Param[]): Promise<number>;
  /**
   * Inside a transaction: holds `key` until it ends, so transactions that
   * read what decides their write under the same key take turns.
   */
  lock(key: string): Promise<void>;
}

/**
 * Runs `work` in one transaction: a new one on `db` when it is the outer
 * queries, or the one `db` already belongs to (a function that writes
 * atomically called by a route that writes, or by a command-line tool).
 */
export function atomically<T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? (db as Queries).transaction(work) : work(db);
}

export interface Queries extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back
   * when it throws. Waits at most `waitMs` for another writer's lock, then
   * throws `DatabaseBusyError`.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>, waitMs?: number): Promise<T>;
}

const DEFAULT_WAIT_MS = 5000;

/** The transaction the running code is part of, by the `Queries` that started it. */
const within = new AsyncLocalStorage<object>();

function notWithin(owner: object): void {
  if (within.getStore() === owner) throw new Error('A statement inside a transaction goes through its tx, not the outer queries (it would wait for itself).');
}

/**
 * SQL with `?` parameters as PostgreSQL writes them (`$1`, `$2`, …); a `?`
 * inside a quoted string or name is left alone.
 * @example toPostgresParameters("SELECT * FROM t WHERE a = ? AND b = '?'") // "SELECT * FROM t WHERE a = $1 AND b = '?'"
 */
export function toPostgresParameters(text: string): string {
  let out = '';
  let quote: string | null = null;
  let n = 0;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else out += char === '?' ? `$${++n}` : char;
  }
  return out;
}

/** A queue of one: each holder runs after the one before has released it. */
function turns(): () => Promise<() => void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    let release!: () => void;
    const mine = new Promise<void>((done) => {
      release = done;
    });
    const ready = last.then(() => release);
    last = last.then(() => mine);
    return ready;
  };
}

function onConnection(connection: DatabaseSync, dialect: Dialect = 'sqlite'): Queryable {
  const statement = (text: string) => sql(connection, text);
  return {
    dialect,
    all: async <T>(text: string, ...params: Param[]) => statement(text).all(...(params as SQLInputValue[])) as T[],
    get: async <T>(text: string, ...params: Param[]) => statement(text).get(...(params as SQLInputValue[])) as T | undefined,
    run: async (text: string, ...params: Param[]) => Number(statement(text).run(...(params as SQLInputValue[])).changes),
    // A SQLite transaction holds the database's one write lock from its start.
    lock: async () => undefined,
  };
}

/**
 * Queries on SQLite: `writer` takes the transactions; `reader` (another
 * connection to the same file) the reads, when given. Both are connections
 * of their own: never the one synchronous code writes through, which would
 * see a transaction of these open and write inside it (its rows gone when
 * this one rolls back).
 */
export function sqliteQueries(writer: DatabaseSync, reader: DatabaseSync | null = null): Queries {
  const turn = turns();
  let savepoints = 0;
  const owner = {};
  /** This process's turn on the writer, or busy when it does not come within `waitMs`. */
  async function turnWithin(waitMs: number): Promise<() => void> {
    notWithin(owner);
    const ticket = turn();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    const release = await Promise.race([ticket, late]);
    clearTimeout(timer);
    if (release) return release;
    // Its place in the queue is given up as soon as it comes.
    void ticket.then((given) => given());
    throw new DatabaseBusyError();
  }
  const written = onConnection(writer);
  const read = reader ? onConnection(reader) : null;
  /** A read of the writer's connection, in its turn (an in-memory database has no other). */
  async function inTurn<R>(read: () => Promise<R>): Promise<R> {
    const release = await turnWithin(DEFAULT_WAIT_MS);
    try {
      return await read();
    } finally {
      release();
    }
  }

  async function transaction<T>(work: (tx: Queryable) => Promise<T>, waitMs = DEFAULT_WAIT_MS): Promise<T> {
    const deadline = performance.now() + waitMs;
    const release = await turnWithin(waitMs);
    try {
      // A transaction begun on this connection outside these queries (a tool's, a test's): this one is part of it.
      if (writer.isTransaction) return await savepoint(work);
      const waited = (writer.prepare('PRAGMA busy_timeout').get() as { timeout: number }).timeout;
      for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
        writer.exec('PRAGMA busy_timeout = 0');
        try {
          writer.exec('BEGIN IMMEDIATE');
          break;
        } catch (error) {
          if (!isBusy(error)) throw error;
          if (performance.now() + pause > deadline) throw new DatabaseBusyError();
        } finally {
          writer.exec(`PRAGMA busy_timeout = ${waited}`);
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
      try {
        const result = await within.run(owner, () => work(written));
        writer.exec('COMMIT');
        return result;
      } catch (error) {
        if (writer.isTransaction) writer.exec('ROLLBACK');
        throw error;
      }
    } finally {
      release();
    }
  }

  async function savepoint<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const name = `queries_${++savepoints}`;
    writer.exec(`SAVEPOINT ${name}`);
    try {
      const result = await within.run(owner, () => work(written));
      writer.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      writer.exec(`ROLLBACK TO ${name}`);
      writer.exec(`RELEASE ${name}`);
      throw error;
    }
  }

  return {
    dialect: 'sqlite',
    all: <T>(text: string, ...params: Param[]) => {
      notWithin(owner);
      return read ? read.all<T>(text, ...params) : inTurn(() => written.all<T>(text, ...params));
    },
    get: <T>(text: string, ...params: Param[]) => {
      notWithin(owner);
      return read ? read.get<T>(text, ...params) : inTurn(() => written.get<T>(text, ...params));
    },
    // A write outside a transaction is a transaction of one statement.
    run: (text, ...params) => transaction((tx) => tx.run(text, ...params)),
    lock: lockOutside,
    transaction,
  };
}

const ofConnection = new WeakMap<DatabaseSync, Queries>();

/**
 * The queries of a database given as either: its `Queries`, or a SQLite
 * connection (a test's, in memory, or a tool's), which gets one `Queries`
 * of its own however often it is asked for, so the transactions of
 * everything given that connection take turns in one queue.
 */
export function queriesOf(db: Queries | DatabaseSync): Queries {
  if (!(db instanceof DatabaseSync)) return db;
  let queries = ofConnection.get(db);
  if (!queries) {
    queries = sqliteQueries(db);
    ofConnection.set(db, queries);
  }
  return queries;
}

function onKysely(db: Kysely<Tables> | Transaction<Tables>): Queryable {
  const execute = async <T>(text: string, params: Param[]) => db.executeQuery<T>(CompiledQuery.raw(toPostgresParameters(text), params));
  return {
    dialect: 'postgres',
    all: async <T>(text: string, ...params: Param[]) => (await execute<T>(text, params)).rows,
    get: async <T>(text: string, ...params: Param[]) => (await execute<T>(text, params)).rows[0],
    run: async (text: string, ...params: Param[]) => Number((await execute(text, params)).numAffectedRows ?? 0),
    lock: async (key: string) => {
      await execute('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [key]);
    },
  };
}

/** The outer queries' `lock`: a lock belongs to a transaction. */
const lockOutside = async (): Promise<void> => {
  throw new Error('lock() holds a key until its transaction ends: call it on a transaction’s tx.');
};

/**
 * SQLSTATEs of a read whose value no column can hold: text with a NUL
 * (22021) or not in the database's encoding (22P05), a number beyond an
 * `integer` column (22003). SQLite finds no row for such a value; a read
 * outside a transaction answers the same here (a lookup by a client's
 * text is a 404, not a 500). Inside a transaction the error stands: it
 * has ended the transaction.
 */
const NOTHING_MATCHES = new Set(['22021', '22P05', '22003']);

/** SQLSTATEs after which PostgreSQL asks for the transaction to be run again. */
const RETRYABLE = new Set(['40001', '40P01', '23505']);
const LOCK_NOT_AVAILABLE = '55P03';
/**
 * Tries of a transaction PostgreSQL ends over a conflict. Each waits a
 * random while first, up to twice the one before (2, 4 … 64 ms), so
 * transactions that failed each other do not meet again at once.
 */
const ATTEMPTS = 12;
const backoff = (attempt: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(64, 2 ** attempt)));

const sqlState = (error: unknown): string | undefined => (error as { code?: unknown } | null)?.code as string | undefined;

/** Queries on a PostgreSQL store. */
export function postgresQueries(store: Store): Queries {
  const pool = onKysely(store.db);
  const owner = {};
  async function transaction<T>(work: (tx: Queryable) => Promise<T>, waitMs = DEFAULT_WAIT_MS): Promise<T> {
    notWithin(owner);
    for (let attempt = 1; ; attempt++) {
      try {
        return await store.db
          .transaction()
          .setIsolationLevel('read committed')
          .execute(async (trx) => {
            // A bare number is milliseconds.
            await trx.executeQuery(CompiledQuery.raw(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(waitMs))}`, []));
            return within.run(owner, () => work(onKysely(trx)));
          });
      } catch (error) {
        if (sqlState(error) === LOCK_NOT_AVAILABLE) throw new DatabaseBusyError();
        if (!RETRYABLE.has(sqlState(error) ?? '') || attempt >= ATTEMPTS) throw error;
        await backoff(attempt);
      }
    }
  }
  return {
    dialect: 'postgres',
    all: async <T>(text: string, ...params: Param[]) => {
      notWithin(owner);
      try {
        return await pool.all<T>(text, ...params);
      } catch (error) {
        if (NOTHING_MATCHES.has(sqlState(error) ?? '')) return [];
        throw error;
      }
    },
    get: async <T>(text: string, ...params: Param[]) => {
      notWithin(owner);
      try {
        return await pool.get<T>(text, ...params);
      } catch (error) {
        if (NOTHING_MATCHES.has(sqlState(error) ?? '')) return undefined;
        throw error;
      }
    },
    // A write outside a transaction is a transaction of one statement, with its lock timeout.
    run: (text, ...params) => transaction((tx) => tx.run(text, ...params)),
    lock: lockOutside,
    transaction,
  };
}
