/**
 * `npm run db:copy`: moves a SQLite booking database (BOOKING_DB, default
 * data/booking.sqlite, or --from) into an empty PostgreSQL database
 * (DATABASE_URL, or --to): migrates the target, then copies every row in
 * one transaction (`server/store/copy.ts`). The SQLite file is only read;
 * stop the API that writes it first, so nothing booked meanwhile is left
 * behind.
 *
 *   npm run db:copy -- --to postgres://user:password@host:5432/booking [--from data/booking.sqlite]
 *
 * Exit codes: 0 copied, 1 the copy could not be made (the message says
 * why), 2 bad options.
 */
import { existsSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { readOptions, runCommand, usageError } from './command.ts';
import { configFromEnv } from '../config.ts';
import { migrateAndCopy } from '../store/copy.ts';
import { isPostgresUrl, safeUrl } from '../store/store.ts';

const USAGE = `Copy a SQLite booking database into an empty PostgreSQL database.

npm run db:copy -- --to <postgres://…> [--from <file>]

  --to     the PostgreSQL database (default DATABASE_URL); it is migrated
           first and must hold no data
  --from   the SQLite file (default BOOKING_DB, else data/booking.sqlite);
           only read: stop the API that writes it first`;

async function main(): Promise<number> {
  const options = readOptions('db:copy', USAGE, { from: { type: 'string' }, to: { type: 'string' } });
  const to = options.to ?? process.env.DATABASE_URL;
  if (!to) throw usageError('Name the PostgreSQL database: --to postgres://… (or set DATABASE_URL).');
  if (!isPostgresUrl(to)) throw usageError(`--to is a PostgreSQL URL (postgres://user:password@host:5432/database), got "${safeUrl(to)}".`);
  const from = options.from ?? configFromEnv(process.env).dbPath;
  if (from === ':memory:' || !existsSync(from)) throw usageError(`There is no SQLite database at ${from}. Name it with --from.`);

  const source = new DatabaseSync(from, { readOnly: true });
  try {
    const started = performance.now();
    const copied = await migrateAndCopy(source, to);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Copied ${copied.rows} rows of ${copied.tables} tables from ${from} to ${copied.target} in ${seconds} s.`);
    return 0;
  } finally {
    source.close();
  }
}

runCommand('db:copy', main);
