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

/** How long a statement of a command-line tool or a seed waits for another connection's lock. */
export const BUSY_TIMEOUT_MS = 5000;
/**
 * How long a read of the API waits for a lock: in WAL mode readers wait only
 * in rare moments (another connection recovering the log or closing), and
 * SQLite's wait holds the whole event loop, so it stays short.
 */
export const API_READ_BUSY_TIMEOUT_MS = 100;

/**
 * How each commit reaches the disk. FULL (the default): a confirmed booking
 * is on the disk before the guest is told, and survives a power loss.
 * NORMAL: the log is synced only at checkpoints, faster, but the last
 * confirmed bookings can be lost on power loss (not on a crash of the
 * process). `npm run bench` measures both.
 */
export type Synchronous = 'FULL' | 'NORMAL';

/**
 * Opens (creating when missing) the database at `path`, or an in-memory
 * database for ':memory:'. WAL journal, `synchronous` FULL unless told
 * otherwise, foreign keys on, a 5 s busy timeout unless told otherwise (the
 * API's writes wait without holding the event loop: `store/queries.ts`).
 * @example const db = openDatabase('data/booking.sqlite');
 */
export function openDatabase(path: string, options: { busyTimeoutMs?: number; synchronous?: Synchronous } = {}): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: options.busyTimeoutMs ?? BUSY_TIMEOUT_MS });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec(`PRAGMA synchronous = ${options.synchronous ?? 'FULL'}`);
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
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => String(row.version)),
  );
  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)').run(migration.version, migration.name);
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

/** Whether SQLite refused because another connection holds the lock (SQLITE_BUSY and its extended codes). */
export function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

/** Another connection kept the write lock for longer than the writer would wait. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('The database stayed locked by another connection');
    this.name = 'DatabaseBusyError';
  }
}
