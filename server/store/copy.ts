/**
 * Moves a SQLite booking database into PostgreSQL: every table's rows as
 * they are (triggers held while they arrive), in the order the migrations
 * made the tables (each references only those before it), in one
 * transaction, then each identity column's sequence set past the highest
 * id copied, so the next booking gets a new one. The
 * target must be migrated to the same version and hold no data.
 * `npm run db:copy` runs it; a PostgreSQL demo is seeded the same way, from
 * a SQLite database seeded in memory.
 */
import type { DatabaseSync } from 'node:sqlite';
import { type Kysely, sql } from 'kysely';
import { CliError, messageOf } from '../cli/command.ts';
import { migrateStore } from './migrate.ts';
import { postgresStore, type Store, type Tables } from './store.ts';

/** Rows sent in one INSERT: PostgreSQL takes at most 65,535 parameters in a statement. */
const PARAMETERS_PER_INSERT = 30_000;

export interface CopyResult {
  tables: number;
  rows: number;
}

/** The tables of a SQLite database in the order they were made, less SQLite's own and the migrations' record. */
export function tablesInOrder(source: DatabaseSync): string[] {
  return source
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name <> 'schema_migrations' ORDER BY rowid")
    .all()
    .map((row) => String(row.name));
}

/** Tables whose rows a migration makes (`catalogue_version`'s one row): the copy replaces them instead of refusing them. */
const MADE_BY_MIGRATIONS = new Set(['catalogue_version']);

const versionsOf = (rows: readonly { version: unknown }[]): string =>
  rows
    .map((row) => String(row.version))
    .sort()
    .join(',');

/**
 * Copies every row of `source` into the PostgreSQL `target` (through `on`,
 * one of its connections, when the caller holds one).
 * @example await copySqliteToPostgres(openDatabase('data/booking.sqlite'), postgresStore({ url }))
 */
export async function copySqliteToPostgres(source: DatabaseSync, target: Store, on: Kysely<Tables> = target.db): Promise<CopyResult> {
  if (target.dialect !== 'postgres') throw new CliError('The target of a copy is a PostgreSQL database (DATABASE_URL=postgres://…).', 2);
  const sourceVersions = versionsOf(source.prepare('SELECT version FROM schema_migrations').all() as { version: unknown }[]);
  const targetVersions = versionsOf((await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(on)).rows);
  if (sourceVersions !== targetVersions)
    throw new CliError(
      `The two databases are at different migrations (SQLite: ${sourceVersions || 'none'}; PostgreSQL: ${targetVersions || 'none'}). Bring the one behind up to date: the API migrates its SQLite file when it starts, and db:copy migrates PostgreSQL with the migrations of this release.`,
    );
  const tables = tablesInOrder(source);
  for (const table of tables.filter((name) => !MADE_BY_MIGRATIONS.has(name))) {
    const held = await sql<{ found: number }>`SELECT 1 AS found FROM ${sql.table(table)} LIMIT 1`.execute(on);
    if (held.rows.length > 0) throw new CliError(`${target.describe} already holds data (table ${table}). Copy into an empty database.`);
  }
  let rows = 0;
  // One snapshot of the file: every table as it was at one moment, whatever a process still writing does meanwhile.
  source.exec('BEGIN');
  try {
    await on.transaction().execute(async (trx) => {
      for (const table of tables) {
        const all = source.prepare(`SELECT * FROM "${table.replace(/"/g, '""')}"`).all() as Record<string, unknown>[];
        if (all.length === 0) continue;
        const batch = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / Object.keys(all[0]!).length));
        // The rows are copied as they are: a trigger (a reservation's check-in row) would make again what the copy brings.
        await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER USER`.execute(trx);
        if (MADE_BY_MIGRATIONS.has(table)) await trx.deleteFrom(table).execute();
        for (let start = 0; start < all.length; start += batch) {
          await trx
            .insertInto(table)
            .values(all.slice(start, start + batch))
            .execute();
        }
        await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER USER`.execute(trx);
        rows += all.length;
        // An identity column goes on from the highest value copied.
        const identities = await sql<{ column: string }>`SELECT column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table} AND is_identity = 'YES'`.execute(trx);
        for (const { column } of identities.rows)
          await sql`SELECT setval(pg_get_serial_sequence(${table}, ${column}), (SELECT max(${sql.ref(column)}) FROM ${sql.table(table)}))`.execute(trx);
      }
    });
  } finally {
    source.exec('COMMIT');
  }
  return { tables: tables.length, rows };
}

/**
 * Migrates the PostgreSQL database at `url` (empty, or at this release's
 * migrations) and copies every row of `source` into it: `npm run db:copy`,
 * and a run's PostgreSQL copy of its SQLite database (end-to-end run,
 * bench, the server tests' templates).
 */
export async function migrateAndCopy(source: DatabaseSync, url: string): Promise<CopyResult & { target: string }> {
  const target = postgresStore({ url, poolSize: 2 });
  try {
    try {
      await migrateStore(target);
    } catch (error) {
      throw new CliError(`Could not reach or migrate ${target.describe}: ${messageOf(error)}`);
    }
    return { ...(await copySqliteToPostgres(source, target)), target: target.describe };
  } finally {
    await target.close();
  }
}
