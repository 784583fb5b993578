/**
 * Concurrent bookings of the last unit, through a real HTTP server on
 * 127.0.0.1 and through a second SQLite connection in another thread:
 * BEGIN IMMEDIATE and the busy timeout let exactly one of them have it.
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { migrate, openDatabase, type Database } from '../../../server/db.ts';
import { openConfiguredDatabase } from '../../../server/store/open.ts';
import { seedDemo } from '../../../server/seed/demo.ts';
import { BANK, bookedUnits, bookingBody, countRows, newKey, room, type BookingBody } from './booking-helpers.ts';
import { NOW, day, testApp } from './helpers.ts';

const UNIT_TYPE = 101;
const NOT_AVAILABLE = [{ message: 'UnitType is not available' }];

let dir: string;
let path: string;
let db: Database;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'booking-race-'));
  path = join(dir, 'booking.sqlite');
  db = openDatabase(path);
  migrate(db);
  seedDemo(db, { now: NOW });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Leaves exactly one unit of the Studio (101) free on each night from `from` up to `to`. */
function leaveOneUnit(from: string, to: string): number {
  db.prepare('UPDATE unit_type_inventory SET booked_units = total_units - 1 WHERE unit_type_id = ? AND date >= ? AND date < ?').run(UNIT_TYPE, from, to);
  return (db.prepare('SELECT total_units FROM unit_type_inventory WHERE unit_type_id = ? AND date = ?').get(UNIT_TYPE, from) as { total_units: number })
    .total_units;
}

async function listen(app: Pick<ReturnType<typeof testApp>, 'fetch'>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}/api` }),
    );
  });
}

const close = (server: ServerType) => new Promise<void>((resolve) => server.close(() => resolve()));

async function post(url: string, body: BookingBody, key: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}/reservation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

type WorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; results?: { status: number; body: unknown }[]; committingAt?: number }
  | { type: 'locked'; result: { status: number; body: unknown } };

function startWorker(data: Record<string, unknown>): { worker: Worker; messages: AsyncGenerator<WorkerMessage> } {
  const worker = new Worker(new URL('./bookingWorker.ts', import.meta.url), { workerData: { dbPath: path, now: NOW.toISOString(), ...data } });
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    wake?.();
  });
  worker.on('error', (error) => {
    failure = error;
    wake?.();
  });
  async function* messages(): AsyncGenerator<WorkerMessage> {
    for (;;) {
      while (queue.length > 0) yield queue.shift()!;
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  }
  return { worker, messages: messages() };
}

const overbooked = (): number =>
  Number((db.prepare('SELECT COUNT(*) AS n FROM unit_type_inventory WHERE booked_units > total_units').get() as { n: number }).n);

describe('concurrent bookings of the last unit', () => {
  it('50 requests over HTTP and 10 through a second connection: exactly one books it', async () => {
    const from = day(30);
    const to = day(32);
    const total = leaveOneUnit(from, to);
    const app = testApp(db);
    const body = await bookingBody(app, { payment: BANK, rooms: [room({ unitTypeId: UNIT_TYPE, ratePlanId: 1011, from, to })] });
    const reservationsBefore = await countRows(db, 'reservations');
    const { server, url } = await listen(app);
    try {
      const { worker, messages } = startWorker({ mode: 'race', body, keys: Array.from({ length: 10 }, newKey) });
      expect((await messages.next()).value).toEqual({ type: 'ready' });
      worker.postMessage('go');
      const overHttp = Promise.all(Array.from({ length: 50 }, () => post(url, body, newKey())));
      const fromWorker = (await messages.next()).value as WorkerMessage;
      const results = [...(await overHttp), ...(fromWorker.type === 'done' ? fromWorker.results! : [])];

      expect(results).toHaveLength(60);
      const booked = results.filter((result) => result.status === 201);
      expect(booked).toHaveLength(1);
      for (const result of results.filter((r) => r.status !== 201)) {
        expect(result.status).toBe(400);
        expect(result.body).toEqual(NOT_AVAILABLE);
      }
      expect(await bookedUnits(db, UNIT_TYPE, from, to)).toEqual([total, total]);
      expect(overbooked()).toBe(0);
      expect(await countRows(db, 'reservations')).toBe(reservationsBefore + 1);
    } finally {
      await close(server);
    }
  });

  it('a booking waits for the other connection’s transaction and then sees its booking', async () => {
    const from = day(40);
    const to = day(42);
    const total = leaveOneUnit(from, to);
    const app = testApp(db);
    const body = await bookingBody(app, { payment: BANK, rooms: [room({ unitTypeId: UNIT_TYPE, ratePlanId: 1011, from, to })] });
    const reservationsBefore = await countRows(db, 'reservations');
    const { server, url } = await listen(app);
    try {
      const { messages } = startWorker({ mode: 'hold', body, keys: [newKey()], holdMs: 400 });
      const locked = (await messages.next()).value as WorkerMessage;
      expect(locked.type).toBe('locked');
      if (locked.type === 'locked') expect(locked.result.status).toBe(201);
      // Not committed yet: this connection still reads the unit as free.
      expect(await bookedUnits(db, UNIT_TYPE, from, to)).toEqual([total - 1, total - 1]);

      const mine = await post(url, body, newKey());
      const answeredAt = Date.now();
      expect(mine.status).toBe(400);
      expect(mine.body).toEqual(NOT_AVAILABLE);
      // It was answered only once the other transaction had begun to commit, 400 ms after it
      // took the lock (however slow the machine): it waited for the lock instead of answering.
      const done = (await messages.next()).value as { type: string; committingAt: number };
      expect(done.type).toBe('done');
      expect(answeredAt).toBeGreaterThanOrEqual(done.committingAt);

      expect(await bookedUnits(db, UNIT_TYPE, from, to)).toEqual([total, total]);
      expect(overbooked()).toBe(0);
      expect(await countRows(db, 'reservations')).toBe(reservationsBefore + 1);
    } finally {
      await close(server);
    }
  });

  it('answers 503 when the other connection keeps the lock past the busy timeout, and books nothing', async () => {
    const from = day(50);
    const to = day(52);
    const total = leaveOneUnit(from, to);
    // This API gives up after 100 ms instead of 5 s.
    const impatient = new DatabaseSync(path, { enableForeignKeyConstraints: true, timeout: 100 });
    const app = createApp({ db: impatient, config: { now: () => NOW, writeWaitMs: 100 } });
    const body = await bookingBody(testApp(db), { payment: BANK, rooms: [room({ unitTypeId: UNIT_TYPE, ratePlanId: 1011, from, to })] });
    try {
      const { messages } = startWorker({ mode: 'hold', body, keys: [newKey()], holdMs: 600 });
      expect(((await messages.next()).value as WorkerMessage).type).toBe('locked');
      const response = await app.request('/api/reservation', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual([{ message: 'We are taking many bookings right now. Please try again in a moment.' }]);
      expect((await messages.next()).value).toMatchObject({ type: 'done' });
      expect(await bookedUnits(db, UNIT_TYPE, from, to)).toEqual([total, total]);
    } finally {
      impatient.close();
    }
  });

  it('a write lock another process holds delays a booking and never the reads of other requests', async () => {
    const from = day(60);
    const to = day(62);
    leaveOneUnit(from, to);
    // The API's own connections, opened as server/main.ts opens them, serving over HTTP.
    const api = await openConfiguredDatabase({ dbPath: path, databaseUrl: null });
    const app = createApp({ db: api.queries, config: { now: () => NOW } });
    let bookingArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (bookingArrived = resolve));
    const { server, url } = await listen({
      fetch: (request: Request, ...rest: unknown[]) => {
        if (request.method === 'POST') bookingArrived();
        return (app.fetch as (request: Request, ...rest: unknown[]) => Response | Promise<Response>)(request, ...rest);
      },
    } as Pick<typeof app, 'fetch'>);
    const body = await bookingBody(testApp(db), { payment: BANK, rooms: [room({ unitTypeId: UNIT_TYPE, ratePlanId: 1011, from, to })] });
    const other = await bookingBody(testApp(db), { payment: BANK, rooms: [room({ unitTypeId: 103, ratePlanId: 1031, from: day(64), to: day(66) })] });
    const release = new SharedArrayBuffer(4);
    try {
      const { messages } = startWorker({ mode: 'hold', body: other, keys: [newKey()], release });
      expect(((await messages.next()).value as WorkerMessage).type).toBe('locked');
      let settled = false;
      const booking = post(url, body, newKey()).finally(() => (settled = true));
      await arrived;
      // While the booking waits for the lock, health checks and searches are answered.
      const search = new URLSearchParams({ bookingEngine: 'villa-adriatic', from: day(70), to: day(72), adults: '2', rooms: '1' });
      for (let i = 0; i < 5; i++) {
        expect((await fetch(`${url}/health`)).status).toBe(200);
        expect((await fetch(`${url}/availability?${search}`)).status).toBe(200);
      }
      expect(settled).toBe(false);
      // The lock is let go: the booking goes through.
      Atomics.store(new Int32Array(release), 0, 1);
      Atomics.notify(new Int32Array(release), 0);
      expect((await messages.next()).value).toMatchObject({ type: 'done' });
      expect((await booking).status).toBe(201);
    } finally {
      Atomics.store(new Int32Array(release), 0, 1);
      Atomics.notify(new Int32Array(release), 0);
      await close(server);
      await api.close();
    }
  });
});
