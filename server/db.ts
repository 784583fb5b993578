/**
 * SQLite access: opening the database and a tiny migration runner.
 *
 * Migrations are `server/migrations/NNN_name.sql`, applied in file-name
 * order, each inside its own transaction and recorded in
 * `schema_migrations`, so running them again is a no-op.
 */
import { DatabaseSync } from 'node:sqlite';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Database = DatabaseSync;

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_]+)\.sql$/;

/**
 * Opens (creating when missing) the database at `path`, or an in-memory
 * database for ':memory:'. WAL journal, foreign keys on, 5 s busy timeout.
 * @example const db = openDatabase('data/booking.sqlite');
 */
export function openDatabase(path: string): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 5000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

/** Reads the migration files of `dir`, sorted by version. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry) => entry.match !== null)
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, match }) => ({
      version: match![1],
      name: match![2],
      sql: readFileSync(join(dir, file), 'utf8'),
    }));
}

/**
 * Applies pending migrations and returns the versions it applied.
 * @example migrate(db) // ['001', '002'] on a new database, [] afterwards
 */
export function migrate(db: Database, dir: string = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
  ) STRICT`);
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').all().map((row) => String(row.version)),
  );
  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(
        migration.version,
        migration.name,
      );
    });
    done.push(migration.version);
  }
  return done;
}

let savepointCounter = 0;

/**
 * Runs `fn` in a transaction (a savepoint when one is already open):
 * committed when it returns, rolled back when it throws.
 * @example transaction(db, () => { insertA(); insertB(); });
 */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.isTransaction) {
    const name = `sp_${++savepointCounter}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = fn();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
