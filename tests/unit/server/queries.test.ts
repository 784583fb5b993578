import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseBusyError, openDatabase } from '../../../server/db.ts';
import { postgresQueries, sqliteQueries, toPostgresParameters, type Queries } from '../../../server/store/queries.ts';
import { postgresStore } from '../../../server/store/store.ts';
import { scratchDatabase } from './postgres.ts';

const folders: string[] = [];
const closers: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** One API process's queries on a database both drivers make: a file of SQLite (a writer and a reader), or a PostgreSQL pool. */
type Driver = { name: string; open: () => Promise<{ processes: (n: number) => Queries[] }> };

const DRIVERS: Driver[] = [
  {
    name: 'SQLite',
    open: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'queries-'));
      folders.push(folder);
      const file = join(folder, 'booking.sqlite');
      return {
        processes: (n) =>
          Array.from({ length: n }, () => {
            const writer = openDatabase(file);
            const reader = openDatabase(file);
            closers.push(
              () => writer.close(),
              () => reader.close(),
            );
            return sqliteQueries(writer, reader);
          }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    open: async () => {
      const url = await scratchDatabase();
      return {
        processes: (n) =>
          Array.from({ length: n }, () => {
            const store = postgresStore({ url, poolSize: 10 });
            closers.push(() => store.close());
            return postgresQueries(store);
          }),
      };
    },
  },
];

/** A transaction that has written `statement` and waits, uncommitted, until `release` is called. */
async function heldTransaction(queries: Queries, statement: string): Promise<{ release: () => void; done: Promise<void> }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started!: () => void;
  const begun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = queries.transaction(async (tx) => {
    await tx.run(statement);
    started();
    await held;
  });
  await begun;
  return { release, done };
}

it('writes PostgreSQL’s numbered parameters for the repositories’ question marks, leaving quoted ones alone', () => {
  expect(toPostgresParameters('SELECT * FROM t WHERE a = ? AND b IN (?, ?) AND c = \'?\' AND "d?" = ?')).toBe(
    'SELECT * FROM t WHERE a = $1 AND b IN ($2, $3) AND c = \'?\' AND "d?" = $4',
  );
});

describe.each(DRIVERS)('queries on $name', ({ open }) => {
  it('reads and writes with parameters; a transaction commits what it did, or nothing when it throws', async () => {
    const [queries] = (await open()).processes(1);
    await queries!.run('CREATE TABLE stock (id integer PRIMARY KEY, name text NOT NULL, units integer NOT NULL)');
    expect(await queries!.run('INSERT INTO stock (id, name, units) VALUES (?, ?, ?), (?, ?, ?)', 1, 'Room ?', 3, 2, 'Suite', 1)).toBe(2);
    expect(await queries!.get('SELECT name, units FROM stock WHERE id = ?', 1)).toEqual({ name: 'Room ?', units: 3 });
    await queries!.transaction(async (tx) => {
      await tx.run('UPDATE stock SET units = units - 1 WHERE id = ?', 1);
    });
    await expect(
      queries!.transaction(async (tx) => {
        await tx.run('UPDATE stock SET units = units - 1 WHERE id = ?', 2);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await queries!.all('SELECT id, units FROM stock ORDER BY id')).toEqual([
      { id: 1, units: 2 },
      { id: 2, units: 1 },
    ]);
    expect(await queries!.get('SELECT units FROM stock WHERE id = ?', 99)).toBeUndefined();
  });

  it('two processes and 100 transactions at once for the last unit: exactly one takes it', async () => {
    const processes = (await open()).processes(2);
    await processes[0]!.run('CREATE TABLE stock (id integer PRIMARY KEY, units integer NOT NULL)');
    await processes[0]!.run('INSERT INTO stock (id, units) VALUES (1, 1)');
    const attempts = Array.from({ length: 100 }, (_, i) =>
      processes[i % 2]!.transaction(async (tx) => {
        const taken = await tx.run('UPDATE stock SET units = units - 1 WHERE id = 1 AND units >= 1');
        if (taken !== 1) throw new Error('sold out');
        return 'booked';
      }, 20_000),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected' && String(result.reason).includes('sold out'))).toHaveLength(99);
    expect(await processes[1]!.get('SELECT units FROM stock WHERE id = 1')).toEqual({ units: 0 });
  });

  it('two processes that each lock, read the bookings, then book only when there are none, book once (what a transaction read under its lock stays true until it commits)', async () => {
    const processes = (await open()).processes(2);
    await processes[0]!.run('CREATE TABLE bookings (id integer PRIMARY KEY, guest text NOT NULL)');
    // Each waits for the other up to 300 ms between its read and its write. Without the lock both would read an empty table on
    // PostgreSQL (READ COMMITTED) and both book; with it the second reads only once the first has committed (SQLite's single
    // writer lets one in at a time anyway).
    let arrived = 0;
    let bothRead!: () => void;
    const barrier = new Promise<void>((resolve) => {
      bothRead = resolve;
    });
    const attempts = [0, 1].map((i) =>
      processes[i]!.transaction(async (tx) => {
        await tx.lock('bookings');
        const held = await tx.get<{ n: number }>('SELECT count(*) AS n FROM bookings');
        if (++arrived === 2) bothRead();
        await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 300))]);
        if (Number(held!.n) >= 1) throw new Error('sold out');
        await tx.run('INSERT INTO bookings (id, guest) VALUES (?, ?)', i + 1, `guest ${i}`);
      }, 20_000),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await processes[1]!.all('SELECT guest FROM bookings')).toHaveLength(1);
  });

  it('inside a transaction the outer queries refuse at once, the transaction rolls back, and the next write goes through', async () => {
    const [queries] = (await open()).processes(1);
    await queries!.run('CREATE TABLE stock (id integer PRIMARY KEY, units integer NOT NULL)');
    await queries!.run('INSERT INTO stock (id, units) VALUES (1, 5)');
    for (const outer of [() => queries!.run('UPDATE stock SET units = 0'), () => queries!.get('SELECT units FROM stock')]) {
      await expect(
        queries!.transaction(async (tx) => {
          await tx.run('UPDATE stock SET units = 4 WHERE id = 1');
          await outer();
        }),
      ).rejects.toThrow('A statement inside a transaction goes through its tx, not the outer queries (it would wait for itself).');
    }
    expect(await queries!.run('UPDATE stock SET units = units - 1 WHERE id = 1')).toBe(1);
    expect(await queries!.get('SELECT units FROM stock WHERE id = 1')).toEqual({ units: 4 });
  });

  it('a transaction in progress delays no read and shows none of its rows until it commits', async () => {
    const [queries] = (await open()).processes(1);
    await queries!.run('CREATE TABLE stock (id integer PRIMARY KEY, units integer NOT NULL)');
    await queries!.run('INSERT INTO stock (id, units) VALUES (1, 5)');
    const writing = await heldTransaction(queries!, 'UPDATE stock SET units = 4 WHERE id = 1');
    expect(await queries!.get('SELECT units FROM stock WHERE id = 1')).toEqual({ units: 5 });
    writing.release();
    await writing.done;
    expect(await queries!.get('SELECT units FROM stock WHERE id = 1')).toEqual({ units: 4 });
  });

  it('a write lock held past the wait ends the transaction as busy, and nothing is written', async () => {
    const [first, second] = (await open()).processes(2);
    await first!.run('CREATE TABLE stock (id integer PRIMARY KEY, units integer NOT NULL)');
    await first!.run('INSERT INTO stock (id, units) VALUES (1, 5)');
    const holding = await heldTransaction(first!, 'UPDATE stock SET units = 4 WHERE id = 1');
    await expect(second!.transaction((tx) => tx.run('UPDATE stock SET units = 3 WHERE id = 1'), 100)).rejects.toBeInstanceOf(DatabaseBusyError);
    holding.release();
    await holding.done;
    expect(await second!.get('SELECT units FROM stock WHERE id = 1')).toEqual({ units: 4 });
  });
});

it('on an in-memory SQLite database (one connection) a read waits for the transaction in progress and sees what it committed', async () => {
  const db = openDatabase(':memory:');
  closers.push(() => db.close());
  const queries = sqliteQueries(db);
  await queries.run('CREATE TABLE stock (id integer PRIMARY KEY, units integer NOT NULL)');
  await queries.run('INSERT INTO stock (id, units) VALUES (1, 5)');
  const writing = await heldTransaction(queries, 'UPDATE stock SET units = 4 WHERE id = 1');
  const read = queries.get('SELECT units FROM stock WHERE id = 1');
  writing.release();
  await writing.done;
  expect(await read).toEqual({ units: 4 });
});
