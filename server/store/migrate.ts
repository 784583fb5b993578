/**
 * One migration history for both drivers: `server/migrations/NNN_name.sql`
 * for SQLite and its twin `server/migrations/postgres/NNN_name.sql` for
 * PostgreSQL, the same versions recorded in the same `schema_migrations`
 * table. On PostgreSQL every API process may start at once: the first to
 * take the advisory lock migrates, the others find nothing left to do.
 */
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { MIGRATIONS_DIR, migrate as migrateSqlite, readMigrations } from '../db.ts';
import type { Store, Tables } from './store.ts';

export const POSTGRES_MIGRATIONS_DIR = fileURLToPath(new URL('../migrations/postgres/', import.meta.url));

/** The advisory lock the PostgreSQL migrations are run under (any constant of this schema's own). */
const MIGRATION_LOCK = 73_602_027;

/**
 * Applies the store's pending migrations and returns their versions.
 * @example await migrateStore(store) // ['001', …, '015'] on an empty database, [] afterwards
 */
export async function migrateStore(store: Store, dirs: { sqlite?: string; postgres?: string } = {}): Promise<string[]> {
  if (store.sqlite) return migrateSqlite(store.sqlite, dirs.sqlite ?? MIGRATIONS_DIR);
  const migrations = readMigrations(dirs.postgres ?? POSTGRES_MIGRATIONS_DIR);
  return withMigrationLock(store, async (connection) => {
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        applied_at text NOT NULL DEFAULT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      )`.execute(connection);
    const applied = new Set((await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(connection)).rows.map((row) => row.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await connection.transaction().execute(async (trx) => {
        await sql.raw(migration.sql).execute(trx);
        await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(trx);
      });
      done.push(migration.version);
    }
    return done;
  });
}

/**
 * Runs `work` on one PostgreSQL connection holding the migrations'
 * advisory lock (a session's lock: taken and released on that connection),
 * so that one process at a time migrates or seeds.
 */
export function withMigrationLock<T>(store: Store, work: (connection: Kysely<Tables>) => Promise<T>): Promise<T> {
  return store.db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(MIGRATION_LOCK)})`.execute(connection);
    }
  });
}
