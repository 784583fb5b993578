/**
 * Two real APIs (`server/main.ts`) on one database, on the driver of the
 * run: one SQLite file, or one PostgreSQL database (DATABASE_URL), as a
 * group that outgrew one machine runs them behind a load balancer. The
 * first runs two workers (`cluster.ts`, API_WORKERS=2, as on a machine of
 * two cores), the second one process (API_WORKERS=1): three processes
 * serve the bookings. The first migrates and seeds the empty database on
 * today's clock, as `npm start` does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../../server/dates.ts';
import { openConfiguredDatabase, type OpenedDatabase } from '../../../server/store/open.ts';
import { BANK, type BookingBody, bookedUnits, bookingBody, countRows, newKey, room } from './booking-helpers.ts';
import { admin, databaseUrl, newDatabaseName, TEST_DRIVER } from './driver.ts';
import type { TestApp } from './helpers.ts';

const ROOT = join(import.meta.dirname, '../../..');
const NOT_AVAILABLE = [{ message: 'UnitType is not available' }];

interface Api {
  child: ChildProcess;
  /** What it printed, for the message of a failed expectation. */
  output: () => string;
  url: string;
  /** The app's `request` over HTTP, for the test helpers. */
  app: TestApp;
}

let folder: string;
let pgName: string | null = null;
let env: Record<string, string>;
let database: OpenedDatabase;
const apis: Api[] = [];

/** Starts `server/main.ts` with `workers` processes serving a free port; resolves once they listen. */
function startApi(workers: number): Promise<Api> {
  const child = spawn(process.execPath, [join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...env, API_PORT: '0', API_HOST: '127.0.0.1', API_WORKERS: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening on (http:\/\/127\.0\.0\.1:\d+\/api)/.exec(output);
      if (!listening) return;
      child.stdout!.off('data', onData);
      const url = listening[1]!;
      const app = { request: (path: string, init?: RequestInit) => fetch(`${url.replace(/\/api$/, '')}${path}`, init) } as unknown as TestApp;
      const api = { child, url, app, output: () => output };
      apis.push(api);
      resolve(api);
    };
    child.stdout!.on('data', onData);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (apis.some((api) => api.child === child)) output += chunk.toString();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code, signal) => reject(new Error(`The API ended (${code ?? signal}) before it listened:\n${output}`)));
  });
}

async function post(api: Api, body: unknown, key: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${api.url}/reservation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'booking-processes-'));
  env = {
    MAIL_OUTBOX_DIR: join(folder, 'outbox'),
    // Every booking of the burst comes from this one client and address: the limits are tested elsewhere.
    API_BOOKINGS_PER_CLIENT: '0',
    API_BOOKINGS_PER_EMAIL: '0',
  };
  if (TEST_DRIVER === 'postgres') {
    pgName = newDatabaseName('booking_processes');
    await admin((client) => client.query(`CREATE DATABASE ${pgName}`));
    env.DATABASE_URL = databaseUrl(pgName);
  } else env.BOOKING_DB = join(folder, 'booking.sqlite');
  // The first migrates and seeds, then forks its two workers; the second finds the database ready.
  await startApi(2);
  await startApi(1);
  database = await openConfiguredDatabase({ dbPath: env.BOOKING_DB ?? ':memory:', databaseUrl: env.DATABASE_URL ?? null });
}, 120_000);

afterAll(async () => {
  for (const { child } of apis) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(apis.map(({ child }) => (child.exitCode === null && child.signalCode === null ? new Promise((done) => child.once('exit', done)) : null)));
  await database?.close();
  if (pgName) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`));
  rmSync(folder, { recursive: true, force: true });
});

/** A date `days` after today in the demo's time zone (the APIs run on the real clock). */
const inDays = (days: number): string => addDays(todayIn('Europe/Zagreb', new Date()), days);

describe(`two APIs, three processes, on one ${TEST_DRIVER === 'postgres' ? 'PostgreSQL database' : 'SQLite file'}`, () => {
  it('take 100 concurrent bookings for the last unit and book exactly one', async () => {
    const [first, second] = apis;
    const from = inDays(40);
    const to = inDays(42);
    const queries = database.queries;
    await queries.run('UPDATE unit_type_inventory SET booked_units = total_units - 1 WHERE unit_type_id = 101 AND date >= ? AND date < ?', from, to);
    const total = (await queries.get<{ n: number }>('SELECT total_units AS n FROM unit_type_inventory WHERE unit_type_id = 101 AND date = ?', from))!.n;
    const body = await bookingBody(first!.app, { payment: BANK, rooms: [room({ unitTypeId: 101, ratePlanId: 1011, from, to })] });
    const before = await countRows(queries, 'reservations');

    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => post(i % 2 === 0 ? first! : second!, body, newKey())));

    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    for (const result of results.filter((r) => r.status !== 201)) expect(result).toEqual({ status: 400, body: NOT_AVAILABLE });
    expect(await bookedUnits(queries, 101, from, to)).toEqual([total, total]);
    expect(await countRows(queries, 'reservations')).toBe(before + 1);
  });

  it('lose no confirmed booking and leave no half-written one when one is killed (SIGKILL) in the middle of a burst', async () => {
    // The one-process API is killed; its guests ask the one of two workers again.
    const [second, first] = apis;
    const queries = database.queries;
    // 60 one-night stays of the two-bedroom apartment (103), each on its own night with a unit free.
    const nights = Array.from({ length: 60 }, (_, i) => inDays(60 + i));
    for (const night of nights)
      await queries.run('UPDATE unit_type_inventory SET booked_units = 0, total_units = 2 WHERE unit_type_id = 103 AND date = ?', night);
    const bodies: BookingBody[] = [];
    for (const night of nights)
      bodies.push(await bookingBody(second!.app, { payment: BANK, rooms: [room({ unitTypeId: 103, ratePlanId: 1031, from: night, to: addDays(night, 1) })] }));
    const keys = nights.map(() => newKey());
    const before = await countRows(queries, 'reservations');

    // Every booking goes to the first process, alternately with the second; the first is killed once a few are confirmed.
    let confirmedByFirst = 0;
    const attempts = bodies.map(async (body, i) => {
      const api = i % 2 === 0 ? first! : second!;
      try {
        const result = await post(api, body, keys[i]!);
        if (api === first && result.status === 201 && ++confirmedByFirst === 5) first!.child.kill('SIGKILL');
        return result;
      } catch {
        // The connection died with the process: the answer is unknown.
        return null;
      }
    });
    const answers = await Promise.all(attempts);
    expect(first!.child.signalCode ?? (await new Promise((done) => first!.child.once('exit', (_code, signal) => done(signal))))).toBe('SIGKILL');
    expect(answers.some((answer) => answer === null)).toBe(true);

    // A guest whose answer was lost asks again with the same key: the second process answers what was done, or books now.
    const final = await Promise.all(answers.map(async (answer, i) => answer ?? (await post(second!, bodies[i]!, keys[i]!))));
    for (const answer of final) expect(answer.status, second!.output()).toBe(201);

    // Each confirmed booking is stored whole, once, with its night taken once; nothing else was written.
    const ids = final.map((answer) => (answer.body as { response: { publicId: string } }).response.publicId);
    expect(new Set(ids).size).toBe(nights.length);
    expect(await countRows(queries, 'reservations')).toBe(before + nights.length);
    for (const [i, publicId] of ids.entries()) {
      const stored = await queries.get<{ rooms: number; guests: number; keys: number }>(
        `SELECT (SELECT COUNT(*) FROM reservation_rooms rr WHERE rr.reservation_id = r.id) AS rooms,
                (SELECT COUNT(*) FROM reservation_guests g WHERE g.reservation_id = r.id) AS guests,
                (SELECT COUNT(*) FROM idempotency_keys k WHERE k.reservation_id = r.id) AS keys
           FROM reservations r WHERE r.public_id = ?`,
        publicId,
      );
      expect(stored, publicId).toEqual({ rooms: 1, guests: 1, keys: 1 });
      expect(await bookedUnits(queries, 103, nights[i]!, addDays(nights[i]!, 1))).toEqual([1]);
    }
  });
});
