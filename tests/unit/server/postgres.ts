/**
 * PostgreSQL for the server's tests: each test file gets databases of its
 * own on the server of TEST_DATABASE_URL (default: the role `booking` on
 * this machine's PostgreSQL, as `.ci/run` makes it; CONTRIBUTING says how
 * to make it by hand), dropped when the test ends.
 */
import { onTestFinished } from 'vitest';
import { postgresStore, type Store } from '../../../server/store/store.ts';
import { admin, databaseUrl, newDatabaseName, TEST_DATABASE_URL } from './driver.ts';

export { TEST_DATABASE_URL };

/**
 * A new empty database of this test: its URL. It is dropped when the test
 * ends (after the stores made with `scratchStore` are closed).
 */
export async function scratchDatabase(): Promise<string> {
  const name = newDatabaseName('booking_test');
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  onTestFinished(async () => {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return databaseUrl(name);
}

/** A store on a new empty database of this test, closed and dropped when the test ends. */
export async function scratchStore(poolSize = 4): Promise<Store> {
  const store = postgresStore({ url: await scratchDatabase(), poolSize });
  let closed = false;
  const close = store.close;
  store.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  // Registered after the database's own: vitest runs a test's finish hooks last first, so the store closes before the drop.
  onTestFinished(() => store.close());
  return store;
}
