/**
 * `npm run token`: the API tokens a property's back office (its
 * property-management system, an admin script) signs settings changes with
 * (PUT /api/booking-engines/{slug}). A token is shown once, when made, and
 * kept only as its hash. To rotate one: make a new token, put it in the
 * back office, then revoke the old one.
 *
 *   npm run token -- --engine villa-adriatic [--label pms]   make a token
 *   npm run token -- --engine villa-adriatic --list          the engine's tokens
 *   npm run token -- --revoke <id>                           revoke one
 *
 * Works on the API's database (DATABASE_URL, else BOOKING_DB, default data/booking.sqlite).
 */
import { configFromEnv } from '../config.ts';
import { openConfiguredDatabase } from '../store/open.ts';
import { get } from '../sql.ts';
import { createPropertyToken, listPropertyTokens, revokePropertyToken } from '../repo/engineSettings.ts';
import { CliError, readOptions, runCommand, usageError } from './command.ts';

const USAGE = `Make, list or revoke the API tokens a property's back office changes its settings with.

npm run token -- --engine <slug> [--label <name>]   make a token (shown once)
npm run token -- --engine <slug> --list            list the engine's tokens
npm run token -- --revoke <id>                     revoke a token

To rotate a token: make a new one, put it in the back office, revoke the old one.
The operator's API_OPERATOR_TOKEN changes every property's settings.
The database is DATABASE_URL, else BOOKING_DB (default data/booking.sqlite), as for the API.`;

async function main(): Promise<number> {
  const options = readOptions('token', USAGE, { engine: { type: 'string' }, label: { type: 'string' }, list: { type: 'boolean' }, revoke: { type: 'string' } });
  const config = configFromEnv();
  const database = await openConfiguredDatabase(config);
  const db = database.queries;
  try {
    const now = new Date();
    if (options.revoke !== undefined) {
      if (!/^\d+$/.test(options.revoke)) throw usageError(`--revoke takes a token's id (a number from --list), got "${options.revoke}".`);
      if (!(await revokePropertyToken(db, Number(options.revoke), now))) throw new CliError(`no live token ${options.revoke}: see --list.`);
      console.log(`Token ${options.revoke} revoked: it can no longer change settings.`);
      return 0;
    }
    if (!options.engine) throw usageError('--engine <slug> is needed (or --revoke <id>).');
    const engine = await get<{ id: number }>(db, 'SELECT id FROM booking_engines WHERE slug = ?', options.engine);
    if (!engine) throw new CliError(`no booking engine ${options.engine} in ${database.describe}.`);
    if (options.list) {
      const tokens = await listPropertyTokens(db, engine.id);
      if (tokens.length === 0) console.log(`${options.engine} has no token.`);
      for (const token of tokens)
        console.log(`${token.id}  ${token.label}  made ${token.createdAt}${token.revokedAt ? `  revoked ${token.revokedAt}` : '  live'}`);
      return 0;
    }
    const label = options.label?.trim() || 'back office';
    const { id, token } = await createPropertyToken(db, engine.id, label, now);
    console.log(
      `Token ${id} (${label}) for ${options.engine}; it is shown only now:\n${token}\nSend it as Authorization: Bearer <token> with PUT /api/booking-engines/${options.engine}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runCommand('token', main);
