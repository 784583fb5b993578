import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../../server/config.ts';
import { migrate, openDatabase, readMigrations, transaction } from '../../../server/db.ts';

const dir = mkdtempSync(join(tmpdir(), 'booking-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('database', () => {
  it('opens a file in WAL mode with foreign keys on', () => {
    const db = openDatabase(join(dir, 'nested', 'booking.sqlite'));
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    expect((db.prepare('PRAGMA busy_timeout').get() as { timeout: number }).timeout).toBeGreaterThan(0);
    // FULL (2): a confirmed booking is on the disk before the guest is told.
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    db.close();
    const faster = openDatabase(join(dir, 'nested', 'normal.sqlite'), { synchronous: 'NORMAL' });
    expect(faster.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    faster.close();
    expect(configFromEnv({}).dbSynchronous).toBe('FULL');
    expect(configFromEnv({ BOOKING_DB_SYNCHRONOUS: 'normal' }).dbSynchronous).toBe('NORMAL');
    expect(() => configFromEnv({ BOOKING_DB_SYNCHRONOUS: 'OFF' })).toThrow("BOOKING_DB_SYNCHRONOUS must be FULL or NORMAL, got 'OFF'");
  });

  it('applies every migration once and is idempotent', () => {
    const path = join(dir, 'idempotent.sqlite');
    const db = openDatabase(path);
    const versions = readMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(4);
    expect(migrate(db)).toEqual(versions);
    expect(migrate(db)).toEqual([]);
    db.close();
    const again = openDatabase(path);
    expect(migrate(again)).toEqual([]);
    const recorded = again.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
    expect(recorded.map((row) => row.version)).toEqual(versions);
    const tables = again
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'booking_engines',
        'unit_types',
        'unit_type_inventory',
        'rate_plan_prices',
        'rate_plan_restrictions',
        'promo_codes',
        'services',
        'fees',
        'tourist_tax_rates',
        'exchange_rates',
      ]),
    );
    again.close();
  });

  it('rolls back a failing migration and records nothing for it', () => {
    const migrations = join(dir, 'migrations');
    const db = openDatabase(':memory:');
    mkdirSync(migrations);
    writeFileSync(join(migrations, '001_first.sql'), 'CREATE TABLE a (id INTEGER PRIMARY KEY);');
    writeFileSync(join(migrations, '002_broken.sql'), 'CREATE TABLE b (id INTEGER PRIMARY KEY); INSERT INTO missing VALUES (1);');
    writeFileSync(join(migrations, 'notes.txt'), 'not a migration');
    expect(() => migrate(db, migrations)).toThrow(/missing/);
    expect(
      db
        .prepare('SELECT version FROM schema_migrations')
        .all()
        .map((r) => r.version),
    ).toEqual(['001']);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  it('commits or rolls back a transaction, nesting as savepoints', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (n INTEGER)');
    transaction(db, () => {
      db.exec('INSERT INTO t VALUES (1)');
      expect(() =>
        transaction(db, () => {
          db.exec('INSERT INTO t VALUES (2)');
          throw new Error('inner');
        }),
      ).toThrow('inner');
    });
    expect(() =>
      transaction(db, () => {
        db.exec('INSERT INTO t VALUES (3)');
        throw new Error('outer');
      }),
    ).toThrow('outer');
    expect(
      db
        .prepare('SELECT n FROM t')
        .all()
        .map((r) => r.n),
    ).toEqual([1]);
    expect(db.isTransaction).toBe(false);
  });
});
