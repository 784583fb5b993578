/**
 * A second database connection in its own thread, for the concurrency
 * tests: it opens the same SQLite file and books through its own app.
 *
 * workerData: { dbPath, now (ISO), body, keys, mode, holdMs? }
 * - 'race': answers { type: 'ready' }, and on any message back posts every
 *   key's booking at once, answers { type: 'done', results }.
 * - 'hold': BEGIN IMMEDIATE, books with keys[0] inside that transaction,
 *   answers { type: 'locked', result }, keeps the write lock for holdMs (or,
 *   given `release`, a SharedArrayBuffer, until the parent sets its first
 *   Int32 to 1), commits, answers { type: 'done', committingAt }: Date.now()
 *   taken just before COMMIT, so it comes before the lock's release in every
 *   schedule (a stamp taken after COMMIT can fall after the other thread,
 *   woken by the release, has already answered).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createApp } from '../../../server/app.ts';
import { openDatabase } from '../../../server/db.ts';

interface Job {
  dbPath: string;
  now: string;
  body: unknown;
  keys: string[];
  mode: 'race' | 'hold';
  holdMs?: number;
  release?: SharedArrayBuffer;
}

const job = workerData as Job;
const db = openDatabase(job.dbPath);
const app = createApp({ db, config: { now: () => new Date(job.now) } });

async function post(key: string): Promise<{ status: number; body: unknown }> {
  const response = await app.request('/api/reservation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(job.body),
  });
  return { status: response.status, body: await response.json() };
}

if (job.mode === 'race') {
  // Loaded and connected: start together with the other side.
  const go = new Promise<void>((resolve) => parentPort!.once('message', () => resolve()));
  parentPort!.postMessage({ type: 'ready' });
  await go;
  const results = await Promise.all(job.keys.map(post));
  parentPort!.postMessage({ type: 'done', results });
} else {
  db.exec('BEGIN IMMEDIATE');
  const result = await post(job.keys[0]);
  parentPort!.postMessage({ type: 'locked', result });
  // Keep the write lock while the other connection tries to book.
  if (job.release) Atomics.wait(new Int32Array(job.release), 0, 0, 30_000);
  else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, job.holdMs ?? 300);
  const committingAt = Date.now();
  db.exec('COMMIT');
  parentPort!.postMessage({ type: 'done', committingAt });
}
db.close();
