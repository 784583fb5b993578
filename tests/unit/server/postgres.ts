/**
 * PostgreSQL for the server's tests: each test file gets databases of its
 * own on the server of TEST_DATABASE_URL (default: the role `booking` on
 * this machine's PostgreSQL, as `.ci/run` makes it; CONTRIBUTING says how
 * to make it by hand), dropped when the file ends.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { postgresStore, type Store } from '../../../server/store/store.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://booking:booking@127.0.0.1:5432/postgres';

const made: string[] = [];
const stores: Store[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${TEST_DATABASE_URL.replace(/:[^:@/]*@/, '@')} (${error instanceof Error ? error.message : String(error)}). ` +
        '`.ci/run` installs and starts it; by hand: see CONTRIBUTING.md, "PostgreSQL for the tests", or set TEST_DATABASE_URL.',
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database of this test file: its URL. */
export async function scratchDatabase(): Promise<string> {
  const name = `booking_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  made.push(name);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A store on a new empty database, closed and dropped when the file ends. */
export async function scratchStore(poolSize = 4): Promise<Store> {
  const store = postgresStore({ url: await scratchDatabase(), poolSize });
  stores.push(store);
  return store;
}

afterAll(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  const names = made.splice(0);
  if (names.length > 0)
    await admin(async (client) => {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
});
