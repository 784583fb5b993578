/**
 * The demo on either driver, as `npm start` seeds it: the properties,
 * their catalogue, the check-in reservations and the offers. An empty
 * PostgreSQL database gets exactly what an empty SQLite file gets: the
 * demo is seeded into an in-memory SQLite database and copied across
 * (`copy.ts`), under the migrations' advisory lock, so that of several
 * API processes starting at once only the first seeds.
 */
import type { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../db.ts';
import { seedDemoCheckIns } from '../seed/checkins.ts';
import { isSeeded, seedDemo } from '../seed/demo.ts';
import { seedDemoOffers } from '../seed/offers.ts';
import { copySqliteToPostgres } from './copy.ts';
import { withMigrationLock } from './migrate.ts';
import type { Store } from './store.ts';

/** Seeds the whole demo into a migrated SQLite database. */
export async function seedDemoData(db: DatabaseSync, now: Date): Promise<void> {
  seedDemo(db, { now });
  await seedDemoCheckIns(db, { now });
  await seedDemoOffers(db, { now });
}

/**
 * Seeds the demo when the store holds no property yet; resolves to whether
 * it did. The store is migrated already.
 */
export async function seedStoreDemo(store: Store, now: Date): Promise<boolean> {
  if (store.sqlite) {
    if (isSeeded(store.sqlite)) return false;
    await seedDemoData(store.sqlite, now);
    return true;
  }
  return withMigrationLock(store, async (connection) => {
    const held = await sql<{ found: number }>`SELECT 1 AS found FROM booking_engines LIMIT 1`.execute(connection);
    if (held.rows.length > 0) return false;
    const demo = openDatabase(':memory:');
    try {
      migrate(demo);
      await seedDemoData(demo, now);
      await copySqliteToPostgres(demo, store, connection);
      return true;
    } finally {
      demo.close();
    }
  });
}
