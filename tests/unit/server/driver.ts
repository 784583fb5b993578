/**
 * The database a server test runs on, on either driver: the suites that
 * the `server on PostgreSQL` project runs again (vitest.config.ts) ask for
 * their database here and check it through its asynchronous queries, so
 * the same test runs on SQLite (TEST_DRIVER unset) and on PostgreSQL
 * (TEST_DRIVER=postgres, on the server of TEST_DATABASE_URL).
 *
 * - SQLite: a private in-memory copy of the seeded demo, as `seededDb`.
 * - PostgreSQL: a new database made from a template that holds the same
 *   demo (seeded into SQLite on the same clock and copied, as `npm start`
 *   seeds an empty PostgreSQL), dropped when the test ends. Templates are
 *   made once per run by `postgres-setup.ts`, or on first use.
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { inject, onTestFinished } from 'vitest';
import { migrate, openDatabase } from '../../../server/db.ts';
import { seedDemoCheckIns } from '../../../server/seed/checkins.ts';
import { seedDemo } from '../../../server/seed/demo.ts';
import { seedDemoOffers } from '../../../server/seed/offers.ts';
import { migrateAndCopy } from '../../../server/store/copy.ts';
import { postgresQueries, queriesOf, type Queries } from '../../../server/store/queries.ts';
import { postgresStore } from '../../../server/store/store.ts';
import { NOW, seededDb } from './helpers.ts';

export type Driver = 'sqlite' | 'postgres';

/** The driver this run tests: TEST_DRIVER=postgres, else SQLite. */
export const TEST_DRIVER: Driver = process.env.TEST_DRIVER === 'postgres' ? 'postgres' : 'sqlite';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://booking:booking@127.0.0.1:5432/postgres';

/** A test's database: its queries, and what it is. */
export interface TestDb extends Queries {
  readonly driver: Driver;
  /** SQLite: the connection (the seed functions write through it); null on PostgreSQL. */
  readonly sqlite: DatabaseSync | null;
  /** PostgreSQL: the database's URL (for API processes of a test); null on SQLite. */
  readonly url: string | null;
  close(): Promise<void>;
}

/** What is seeded beyond the demo catalogue: the demo's check-in reservations, its offers. */
export type DemoPart = 'checkIns' | 'offers';

export interface DemoOptions {
  parts?: DemoPart[];
  /** The seeding clock (default the tests' fixed NOW). */
  now?: Date;
  /** PostgreSQL: connections of the test's pool (default 4). */
  poolSize?: number;
  /**
   * Closed when the test ends (default). False: the caller closes it (a
   * database made in `beforeAll` for a whole file).
   */
  closeAfterTest?: boolean;
}

/** The demo seeded into a SQLite connection, as `demoDb` asks for it. */
export async function seedSqliteDemo(parts: readonly DemoPart[], now: Date): Promise<DatabaseSync> {
  let db: DatabaseSync;
  if (now.getTime() === NOW.getTime()) db = seededDb();
  else {
    db = openDatabase(':memory:');
    migrate(db);
    seedDemo(db, { now });
  }
  if (parts.includes('checkIns')) await seedDemoCheckIns(db, { now });
  if (parts.includes('offers')) await seedDemoOffers(db, { now });
  return db;
}

/** The key of a template: its parts (in a fixed order) and its clock. */
export const templateKey = (parts: readonly DemoPart[], now: Date): string =>
  `${(['checkIns', 'offers'] as const).filter((part) => parts.includes(part)).join('+') || 'catalogue'}@${now.toISOString()}`;

/** The server's administrative connection (CREATE and DROP DATABASE). */
export async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL.replace(/:[^:@/]*@/, '@')} (${error instanceof Error ? error.message : String(error)}). ` +
        '`.ci/run` installs and starts it; by hand: see CONTRIBUTING.md, "PostgreSQL for the tests", or set TEST_DATABASE_URL.',
    );
  }
  try {
    // Making and dropping a test's database waits for no disk flush (about 55 ms instead of 350): a crash of the
    // test server loses only test databases.
    await client.query('SET synchronous_commit = off');
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops these databases of the test server, one after the other (a connection runs one statement at a time). */
export async function dropDatabases(names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await admin(async (client) => {
    for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}

/**
 * The URL of database `name` on the test server. Its sessions commit
 * without waiting for the disk (`synchronous_commit=off`): a test database
 * outlives no crash of the server, and a test's many commits go faster.
 */
export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

/** The databases of this run start with its prefix (`postgres-setup.ts` drops what is left of them at the end). */
const runPrefix = (): string => {
  const run = TEST_DRIVER === 'postgres' ? (inject('postgresRun') as string | undefined) : undefined;
  return run ? `booking_test_${run}` : 'booking_test';
};

export const newDatabaseName = (prefix: string): string => `${prefix === 'booking_test' ? runPrefix() : prefix}_${randomBytes(6).toString('hex')}`;

/** Makes a PostgreSQL database holding the demo with these parts: its name. */
export async function makeTemplate(parts: readonly DemoPart[], now: Date): Promise<string> {
  const name = newDatabaseName('booking_template');
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const source = await seedSqliteDemo(parts, now);
  try {
    await migrateAndCopy(source, databaseUrl(name));
  } finally {
    source.close();
  }
  return name;
}

/** Templates made in this worker for keys `postgres-setup.ts` did not make. */
const madeHere = new Map<string, Promise<string>>();

function templateFor(parts: readonly DemoPart[], now: Date): Promise<string> {
  const key = templateKey(parts, now);
  const ready = (inject('postgresTemplates') as Record<string, string> | undefined)?.[key];
  if (ready) return Promise.resolve(ready);
  let made = madeHere.get(key);
  if (!made) {
    made = makeTemplate(parts, now);
    madeHere.set(key, made);
  }
  return made;
}

/**
 * A private database holding the seeded demo, on the driver of this run.
 * @example const db = await demoDb({ parts: ['offers'] }); const app = testApp(db);
 */
export async function demoDb(options: DemoOptions = {}): Promise<TestDb> {
  const parts = options.parts ?? [];
  const now = options.now ?? NOW;
  let db: TestDb;
  if (TEST_DRIVER === 'sqlite') {
    const connection = await seedSqliteDemo(parts, now);
    db = Object.assign(Object.create(queriesOf(connection)) as Queries, {
      driver: 'sqlite' as const,
      sqlite: connection,
      url: null,
      close: async () => connection.close(),
    });
  } else {
    const template = await templateFor(parts, now);
    const name = newDatabaseName('booking_test');
    // A template copies only while nobody is connected to it: makers close their connections before they hand it out.
    await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
    const url = databaseUrl(name);
    const store = postgresStore({ url, poolSize: options.poolSize ?? 4 });
    let closed = false;
    db = Object.assign(Object.create(postgresQueries(store)) as Queries, {
      driver: 'postgres' as const,
      sqlite: null,
      url,
      close: async () => {
        if (closed) return;
        closed = true;
        await store.close();
        // Dropped while the next test runs; the run's end drops whatever is still there.
        void admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => undefined);
      },
    });
  }
  if (options.closeAfterTest ?? true) onTestFinished(() => db.close());
  return db;
}

/** Drops the templates this worker made itself (a file's `afterAll`; those of `postgres-setup.ts` it drops). */
export async function dropWorkerTemplates(): Promise<void> {
  const names = await Promise.all([...madeHere.values()].map((made) => made.catch(() => null)));
  madeHere.clear();
  const existing = names.filter((name): name is string => name !== null);
  await dropDatabases(existing);
}
