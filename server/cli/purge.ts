/**
 * `npm run purge`: deletes the registered guests of every stay that ended
 * at least `IDENTITY_RETENTION_DAYS` (default 30) days ago and closes those
 * registrations for good (`server/identity.ts`). The API runs the same
 * purge when it starts and every day after; run this from a scheduler
 * (cron, a systemd timer, a CI job) where the API restarts seldom or runs
 * in several processes. Safe to run at any time and as often as wanted.
 *
 *   npm run purge [-- --days <days>]
 *
 * Works on the API's database (BOOKING_DB, default data/booking.sqlite).
 * Exit codes: 0 done, 2 bad options or settings.
 */
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config.ts';
import { openConfiguredDatabase } from '../store/open.ts';
import { purgeIdentityData } from '../identity.ts';

const USAGE = `Delete the registered guests of stays that ended long enough ago.

npm run purge [-- --days <days>]

  --days   days after a stay's last night that its guests are kept
           (default IDENTITY_RETENTION_DAYS, else 30)

The database is BOOKING_DB (default data/booking.sqlite), as for the API.`;

async function main(argv: string[]): Promise<number> {
  let values: { days?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    console.error(`purge: ${error instanceof Error ? error.message : String(error)}`);
    console.error('Run `npm run purge -- --help` for the options.');
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let config: ReturnType<typeof configFromEnv>;
  try {
    config = configFromEnv(values.days === undefined ? process.env : { ...process.env, IDENTITY_RETENTION_DAYS: values.days });
  } catch (error) {
    console.error(
      `purge: ${(error instanceof Error ? error.message : String(error)).replace('IDENTITY_RETENTION_DAYS', values.days === undefined ? 'IDENTITY_RETENTION_DAYS' : '--days')}`,
    );
    return 2;
  }
  const database = await openConfiguredDatabase(config);
  const db = database.queries;
  try {
    const purged = await purgeIdentityData(db, { now: config.now(), retentionDays: config.identityRetentionDays });
    console.log(
      `Deleted ${purged.guests} registered ${purged.guests === 1 ? 'guest' : 'guests'} of ${purged.stays} ${purged.stays === 1 ? 'stay' : 'stays'} that ended on or before ${purged.lastDeparture} (${config.identityRetentionDays} days kept).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
