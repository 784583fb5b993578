import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, readMigrations } from '../../../server/db.ts';
import { copySqliteToPostgres, tablesInOrder } from '../../../server/store/copy.ts';
import { POSTGRES_MIGRATIONS_DIR, migrateStore } from '../../../server/store/migrate.ts';
import { seedDemoData, seedStoreDemo } from '../../../server/store/seed.ts';
import { postgresStore, safeUrl, sqliteStore, type Store } from '../../../server/store/store.ts';
import { seedDemoCheckIns } from '../../../server/seed/checkins.ts';
import { seedDemoOffers } from '../../../server/seed/offers.ts';
import { PROJECT_ROOT } from '../../../server/config.ts';
import { NOW, freshlySeededDb, seededDbFile } from './helpers.ts';
import { TEST_DATABASE_URL, scratchDatabase, scratchStore } from './postgres.ts';

/**
 * Every table with its columns in order and whether each may be null (a
 * SQLite INTEGER PRIMARY KEY never is, though its table_info says it may).
 */
async function schemaOf(store: Store) {
  const primary = new Set<string>();
  if (store.sqlite) {
    for (const { name } of store.sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
      for (const column of store.sqlite.prepare('SELECT name, pk FROM pragma_table_info(?)').all(name) as { name: string; pk: number }[])
        if (column.pk > 0) primary.add(`${name}.${column.name}`);
  }
  const tables = await store.db.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((table) => !table.isView)
      .map((table) => [
        table.name,
        table.columns.map((column) => `${column.name}${column.isNullable && !primary.has(`${table.name}.${column.name}`) ? '' : ' not null'}`),
      ])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** The indexes made by the migrations (not those PostgreSQL makes for primary keys and unique constraints). */
async function indexesOf(store: Store): Promise<string[]> {
  const rows =
    store.dialect === 'sqlite'
      ? store.sqlite!.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_autoindex_%'").all()
      : (
          await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema()
            AND indexname NOT LIKE '%\_pkey' AND indexname NOT LIKE '%\_key'`.execute(store.db)
        ).rows;
  return rows.map((row) => String(row.name)).sort();
}

const VERSIONS = readMigrations().map((migration) => migration.version);

describe('one schema on both drivers', () => {
  it('PostgreSQL migrates to the same tables, columns, nullability and indexes as SQLite, and a second run does nothing', async () => {
    const lite = sqliteStore(openDatabase(':memory:'));
    expect(await migrateStore(lite)).toEqual(VERSIONS);
    const postgres = await scratchStore();
    expect(await migrateStore(postgres)).toEqual(VERSIONS);
    expect(await migrateStore(postgres)).toEqual([]);
    expect(await schemaOf(postgres)).toEqual(await schemaOf(lite));
    expect(await indexesOf(postgres)).toEqual(await indexesOf(lite));
    await lite.close();
  });

  it('several API processes starting at once on one PostgreSQL migrate it once', async () => {
    const url = await scratchDatabase();
    // The same database through three pools, as three processes reach it.
    const stores = [0, 1, 2].map(() => postgresStore({ url, poolSize: 2 }));
    const applied = await Promise.all(stores.map((store) => migrateStore(store)));
    expect(applied.flat().sort()).toEqual(VERSIONS);
    const recorded = await sql<{ version: string }>`SELECT version FROM schema_migrations ORDER BY version`.execute(stores[0]!.db);
    expect(recorded.rows.map((row) => row.version)).toEqual(VERSIONS);
    await Promise.all(stores.map((store) => store.close()));
  });

  it('names a PostgreSQL database without its password', () => {
    expect(safeUrl('postgres://booking:secret@db.example.com:5432/booking?sslmode=require')).toBe(
      'postgres://booking@db.example.com:5432/booking?sslmode=require',
    );
  });
});

describe('moving a SQLite database to PostgreSQL', () => {
  it('copies every row of every table, and new rows get new ids', async () => {
    // The demo with reservations, registrations and offers in it.
    const source = freshlySeededDb();
    await seedDemoCheckIns(source, { now: NOW });
    await seedDemoOffers(source, { now: NOW });
    expect(Number((source.prepare('SELECT count(*) AS n FROM reservation_check_ins').get() as { n: number }).n)).toBeGreaterThan(0);
    const target = await scratchStore();
    await migrateStore(target);
    const result = await copySqliteToPostgres(source, target);
    const tables = tablesInOrder(source);
    expect(result.tables).toBe(tables.length);
    let rows = 0;
    for (const table of tables) {
      const count = Number((source.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
      const copied = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(target.db);
      expect(copied.rows[0]!.n, table).toBe(count);
      rows += count;
    }
    expect(result.rows).toBe(rows);
    // The same booking engine, field for field.
    const engine = source.prepare("SELECT * FROM booking_engines WHERE slug = 'villa-adriatic'").get();
    const copied = await target.db.selectFrom('booking_engines').selectAll().where('slug', '=', 'villa-adriatic').executeTakeFirst();
    expect(copied).toEqual({ ...engine });
    // A reservation's registration arrived as it was, not made again by the trigger.
    const registration = source.prepare('SELECT * FROM reservation_check_ins ORDER BY reservation_id LIMIT 1').get();
    expect(
      await target.db.selectFrom('reservation_check_ins').selectAll().where('reservation_id', '=', registration!.reservation_id).executeTakeFirst(),
    ).toEqual({ ...registration });
    // The next property gets the next id, not one of those copied; a new reservation its registration.
    const highest = Number((source.prepare('SELECT max(id) AS id FROM properties').get() as { id: number }).id);
    const added = await target.db.insertInto('properties').values({ title: 'New property' }).returning('id').executeTakeFirstOrThrow();
    expect(added.id).toBe(highest + 1);
    const registrations = await sql<{ n: number }>`SELECT count(*) AS n FROM reservation_check_ins`.execute(target.db);
    const reservation = { ...source.prepare('SELECT * FROM reservations ORDER BY id LIMIT 1').get() };
    delete reservation.id;
    await target.db
      .insertInto('reservations')
      .values({ ...reservation, public_id: 'N'.repeat(22), code: 'NEW-1' })
      .execute();
    const after = await sql<{ n: number }>`SELECT count(*) AS n FROM reservation_check_ins`.execute(target.db);
    expect(after.rows[0]!.n).toBe(registrations.rows[0]!.n + 1);
  });

  it('refuses a target that holds data, or one at other migrations, and changes nothing', async () => {
    const source = freshlySeededDb();
    const target = await scratchStore();
    await migrateStore(target);
    await copySqliteToPostgres(source, target);
    await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/already holds data \(table properties\)\. Copy into an empty database\./);

    const behind = await scratchStore();
    // A database made by an older release: its migrations stop before the last one.
    const earlier = mkdtempSync(join(tmpdir(), 'migrations-'));
    for (const file of readdirSync(POSTGRES_MIGRATIONS_DIR).filter((name) => name.endsWith('.sql') && name < VERSIONS.at(-1)!))
      cpSync(join(POSTGRES_MIGRATIONS_DIR, file), join(earlier, file));
    await migrateStore(behind, { postgres: earlier });
    await expect(copySqliteToPostgres(source, behind)).rejects.toThrow(/different migrations/);
    const held = await sql<{ n: number }>`SELECT count(*) AS n FROM properties`.execute(behind.db);
    expect(held.rows[0]!.n).toBe(0);
    rmSync(earlier, { recursive: true, force: true });
  });
});

/** `npm run db:copy` as an operator runs it: exit code and what it printed. */
function dbCopy(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(PROJECT_ROOT, 'server/cli/db-copy.ts'), ...args], {
      env: { ...process.env, DATABASE_URL: '', BOOKING_DB: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the demo on PostgreSQL', () => {
  it('an empty database gets what an empty SQLite file gets, once, though three processes start at once', async () => {
    const url = await scratchDatabase();
    // One connection each: the seed runs on the connection that holds the lock.
    const stores = [0, 1, 2].map(() => postgresStore({ url, poolSize: 1 }));
    for (const store of stores) await migrateStore(store);
    const seeded = await Promise.all(stores.map((store) => seedStoreDemo(store, NOW)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const lite = openDatabase(':memory:');
    migrate(lite);
    await seedDemoData(lite, NOW);
    for (const table of ['booking_engines', 'unit_types', 'rate_plan_prices', 'reservations', 'reservation_check_ins', 'offers']) {
      const count = Number((lite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
      expect(count, table).toBeGreaterThan(0);
      const copied = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(stores[0]!.db);
      expect(copied.rows[0]!.n, table).toBe(count);
    }
    expect(await seedStoreDemo(stores[1]!, NOW)).toBe(false);
    lite.close();
    await Promise.all(stores.map((store) => store.close()));
  });
});

describe('npm run db:copy', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('copies the API’s SQLite file into an empty PostgreSQL database and says what it did; a second copy is refused in one line', async () => {
    const { path, db } = seededDbFile(folders, 'db-copy-');
    db.close();
    const url = await scratchDatabase();
    const copied = await dbCopy(['--to', url], { BOOKING_DB: path });
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toMatch(
      new RegExp(`^Copied \\d+ rows of \\d+ tables from ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to postgres://booking@[^ ]+ in [\\d.]+ s\\.\\n$`),
    );
    expect(copied.stdout).not.toContain(':booking@');
    const again = await dbCopy(['--from', path], { DATABASE_URL: url });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^db:copy: postgres:\/\/booking@\S+ already holds data \(table properties\)\. Copy into an empty database\.\n$/);
  });

  it('meets a mistake with one line: no target, not PostgreSQL, no such file, a server that does not answer', async () => {
    const { path, db } = seededDbFile(folders, 'db-copy-');
    db.close();
    const none = await dbCopy(['--from', path]);
    expect([none.code, none.stderr]).toEqual([2, 'db:copy: Name the PostgreSQL database: --to postgres://… (or set DATABASE_URL).\n']);
    const mysql = await dbCopy(['--from', path, '--to', 'mysql://root:secret@db/booking']);
    expect(mysql.code).toBe(2);
    expect(mysql.stderr).toBe('db:copy: --to is a PostgreSQL URL (postgres://user:password@host:5432/database), got "mysql://root@db/booking".\n');
    const missing = await dbCopy(['--from', join(folders[0]!, 'nothing.sqlite'), '--to', TEST_DATABASE_URL]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^db:copy: There is no SQLite database at \S+nothing\.sqlite\. Name it with --from\.\n$/);
    const down = await dbCopy(['--from', path, '--to', 'postgres://booking:booking@127.0.0.1:9/booking']);
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/^db:copy: Could not reach or migrate postgres:\/\/booking@127\.0\.0\.1:9\/booking: .*ECONNREFUSED.*\n$/);
  });
});
