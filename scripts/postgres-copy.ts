/**
 * A run's PostgreSQL database: a SQLite database copied into a new
 * database on the server of TEST_DATABASE_URL (`.ci/run` starts it; by
 * hand: CONTRIBUTING.md, "PostgreSQL for the tests"). The end-to-end run
 * books through an API on it (tests/e2e/postgres.spec.ts), the bench loads
 * two (`--db postgres`); each drops it when it ends.
 */
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { migrateAndCopy } from '../server/store/copy.ts';
import { safeUrl } from '../server/store/store.ts';

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://booking:booking@127.0.0.1:5432/postgres';

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${safeUrl(SERVER_URL)} (${error instanceof Error ? error.message : String(error)}): the run needs it. ` +
        '`.ci/run` starts it; by hand: see CONTRIBUTING.md, "PostgreSQL for the tests", or set TEST_DATABASE_URL.',
    );
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL server of TEST_DATABASE_URL answers. */
export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Copies the SQLite file into a new PostgreSQL database of this name (one left by an earlier run is dropped first); resolves to its URL. */
export async function copyToPostgres(dbFile: string, name: string): Promise<string> {
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const source = new DatabaseSync(dbFile, { readOnly: true });
  try {
    await migrateAndCopy(source, url.toString());
  } finally {
    source.close();
  }
  return url.toString();
}

/** Drops the run's PostgreSQL database. */
export async function dropPostgres(url: string): Promise<void> {
  await onServer(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)} WITH (FORCE)`);
}
