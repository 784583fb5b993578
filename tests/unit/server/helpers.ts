/**
 * Test helpers: a migrated, seeded in-memory database and the app over it,
 * on a fixed clock so weekdays and "today" are known.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../../server/app.ts';
import type { AppConfig } from '../../../server/config.ts';
import { addDays } from '../../../server/dates.ts';
import { migrate, openDatabase, type Database } from '../../../server/db.ts';
import { seedDemo } from '../../../server/seed/demo.ts';
import type { Queries } from '../../../server/store/queries.ts';

/** Monday 1 March 2027, 10:00 in Split. */
export const NOW = new Date('2027-03-01T09:00:00Z');
export const TODAY = '2027-03-01';

/** A date `days` after the fixed today. */
export const day = (days: number): string => addDays(TODAY, days);

/** The seeded demo, serialised once per test worker: each test gets its own copy in a few milliseconds. */
let seededImage: Uint8Array | undefined;

/** A database with the demo seeded afresh (new random UUIDs), for tests of the seeding itself. */
export function freshlySeededDb(now: Date = NOW): Database {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDemo(db, { now });
  return db;
}

/**
 * The demo seeded in a database file of its own, in a new folder under the
 * system's temporary one (for tests of what lands on the disk); the folder
 * is added to `folders`, which the test removes afterwards.
 */
export function seededDbFile(folders: string[], prefix: string): { path: string; db: Database } {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  const path = join(folder, 'booking.sqlite');
  const db = openDatabase(path);
  migrate(db);
  seedDemo(db, { now: NOW });
  return { path, db };
}

/**
 * A migrated database with the demo seeded on the fixed clock, private to the
 * caller. Every copy has the same UUIDs: `freshlySeededDb` seeds new ones.
 */
export function seededDb(): Database {
  if (!seededImage) {
    const seeded = freshlySeededDb();
    seededImage = seeded.serialize();
    seeded.close();
  }
  const db = openDatabase(':memory:');
  db.deserialize(seededImage);
  db.exec('PRAGMA foreign_keys = ON');
  return db;
}

/** The app on the fixed clock. Its booking limits are off unless a test sets them (they are tested in bookingLimit.test.ts). */
export function testApp(db: Database | Queries = seededDb(), config: Partial<AppConfig> = {}) {
  return createApp({ db, config: { now: () => NOW, siteDomain: 'book.example.com', sitePort: 4321, bookingLimit: { perClient: 0, perEmail: 0 }, ...config } });
}

export type TestApp = ReturnType<typeof testApp>;

/** GET a path with query parameters and return status and parsed JSON. */
export async function getJson<T = any>(app: TestApp, path: string, query: Record<string, string | number | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const qs = params.toString();
  const response = await app.request(qs ? `${path}?${qs}` : path);
  return { status: response.status, body: (await response.json()) as T, response };
}
