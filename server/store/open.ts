/**
 * The API's database as its configuration names it, opened, migrated and
 * (when empty, and asked to) seeded with the demo: the SQLite file of
 * BOOKING_DB, or the PostgreSQL database of DATABASE_URL. The API
 * (`main.ts`) and the command-line tools open it here, so they all work on
 * either driver.
 *
 * - SQLite: a writer connection (migrations, seed, the transactions) and a
 *   reader connection that a transaction never delays; an in-memory
 *   database has only the one.
 * - PostgreSQL: a pool of DATABASE_POOL_SIZE connections; the migrations
 *   and the seed run once however many processes start at once.
 */
import type { DatabaseSync } from 'node:sqlite';
import { API_READ_BUSY_TIMEOUT_MS, migrate, openDatabase, type Synchronous } from '../db.ts';
import { isSeeded } from '../seed/demo.ts';
import { migrateStore } from './migrate.ts';
import { postgresQueries, sqliteQueries, type Queries } from './queries.ts';
import { seedDemoData, seedStoreDemo } from './seed.ts';
import { postgresStore, type Store } from './store.ts';

export interface OpenedDatabase {
  queries: Queries;
  dialect: 'sqlite' | 'postgres';
  /** SQLite: the writer connection (the file guard, the tests); null on PostgreSQL. */
  sqlite: DatabaseSync | null;
  /** Where it is, for messages: the file, or the URL without its password. */
  describe: string;
  /** Migration versions this opening applied. */
  applied: string[];
  /** Whether the demo was seeded now. */
  seeded: boolean;
  close(): Promise<void>;
}

export interface OpenOptions {
  dbPath: string;
  dbSynchronous?: Synchronous;
  databaseUrl: string | null;
  databasePoolSize?: number;
  /** Seed the demo into an empty database (the API does; the tools do not). */
  seedDemo?: { now: Date };
}

/**
 * Opens the database of the configuration.
 * @example const database = await openConfiguredDatabase(config, { seedDemo: { now: new Date() } });
 */
export async function openConfiguredDatabase(options: OpenOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const store: Store = postgresStore({ url: options.databaseUrl, poolSize: options.databasePoolSize });
    try {
      const applied = await migrateStore(store);
      const seeded = options.seedDemo ? await seedStoreDemo(store, options.seedDemo.now) : false;
      return { queries: postgresQueries(store), dialect: 'postgres', sqlite: null, describe: store.describe, applied, seeded, close: () => store.close() };
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  const writer = openDatabase(options.dbPath, { synchronous: options.dbSynchronous });
  const applied = migrate(writer);
  let seeded = false;
  if (options.seedDemo && !isSeeded(writer)) {
    await seedDemoData(writer, options.seedDemo.now);
    seeded = true;
  }
  // Migrations and the seed wait for another process's lock as long as any tool; from here on a read waits only
  // briefly (SQLite's wait holds the event loop), and writes wait without holding it (`queries.ts`).
  writer.exec(`PRAGMA busy_timeout = ${API_READ_BUSY_TIMEOUT_MS}`);
  const reader = options.dbPath === ':memory:' ? null : openDatabase(options.dbPath, { busyTimeoutMs: API_READ_BUSY_TIMEOUT_MS });
  return {
    queries: sqliteQueries(writer, reader),
    dialect: 'sqlite',
    sqlite: writer,
    describe: options.dbPath,
    applied,
    seeded,
    close: async () => {
      reader?.close();
      writer.close();
    },
  };
}
