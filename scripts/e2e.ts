/**
 * End-to-end run: a fresh reference API on its own database, the sites
 * built against it, the static server, then Playwright in Chromium.
 * Extra arguments go to Playwright (e.g. `npm run test:e2e -- tests/e2e/frame.spec.ts`).
 * `E2E_API_PORT` and `E2E_SITE_PORT` let two runs share a machine: each
 * other port pair gets its own work folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { nginxBinary, startNginx } from './nginx.ts';
import { createStaticServer } from './serve.ts';
import { root, run, startApi, waitForApi } from './processes.ts';
import { openDatabase } from '../server/db.ts';
import { copyToPostgres, dropPostgres } from './postgres-copy.ts';
import { seedHostileProperty } from '../server/seed/hostile.ts';
import { hostileTexts } from '../tests/e2e/support/hostile.ts';

const API_PORT = Number(process.env.E2E_API_PORT ?? 18787);
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 14321);
// The nginx example serves the same sites on its own port (tests/e2e/nginx.spec.ts).
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? SITE_PORT + 59);
// The same API on PostgreSQL, on a copy of the run's database (tests/e2e/postgres.spec.ts).
const PG_API_PORT = Number(process.env.E2E_PG_API_PORT ?? API_PORT + 2);
const work = join(root, '.build', API_PORT === 18787 && SITE_PORT === 14321 ? 'e2e' : `e2e-${API_PORT}-${SITE_PORT}`);
const apiUrl = `http://127.0.0.1:${API_PORT}/api`;
const pgApiUrl = `http://127.0.0.1:${PG_API_PORT}/api`;

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
// Every test browses from 127.0.0.1: the identifier-lookup budget is the whole suite's, not one guest's
// (the limit itself is tested in tests/unit/server/lookupLimit.test.ts).
const dbFile = join(work, 'booking.sqlite');
// The operator's token opens the CSP report listing that tests/e2e/script-inventory.spec.ts reads.
const operatorToken = randomBytes(24).toString('base64url');
// Every booking comes from 127.0.0.1 too: no limit per client; the limit per e-mail address is tested in
// tests/e2e/checkout.spec.ts (each test books as few addresses as it can, far below it).
const BOOKINGS_PER_EMAIL = '20';
const apiEnv = {
  API_LOOKUP_BUDGET: '1000000',
  API_OPERATOR_TOKEN: operatorToken,
  API_BOOKINGS_PER_CLIENT: '0',
  API_BOOKINGS_PER_EMAIL: BOOKINGS_PER_EMAIL,
  // The pages nginx serves call the API from its port (the framing test loads a reservation through it).
  API_ALLOWED_ORIGINS: `http://villa-adriatic.localhost:${NGINX_PORT}`,
  // No SMTP server: the e-mails are .eml files in the run's folder, which tests/e2e/email.spec.ts reads.
  MAIL_OUTBOX_DIR: join(work, 'outbox'),
};
const api = startApi({ port: API_PORT, dbFile, sitePort: SITE_PORT, quiet: true, env: apiEnv });
let pgApi: ReturnType<typeof startApi> | null = null;
let pgDatabase: string | null = null;
let code = 1;
try {
  await waitForApi(apiUrl, api);
  // Beside the demo, a property whose every typed text is hostile (tests/e2e/hostile.spec.ts).
  const db = openDatabase(dbFile);
  try {
    seedHostileProperty(db, hostileTexts());
  } finally {
    db.close();
  }
  // The run's database, demo and hostile property, copied into a PostgreSQL database of its own; a second API serves it.
  pgDatabase = await copyToPostgres(dbFile, `booking_e2e_${API_PORT}`);
  pgApi = startApi({
    port: PG_API_PORT,
    dbFile,
    sitePort: SITE_PORT,
    quiet: true,
    env: { ...apiEnv, DATABASE_URL: pgDatabase, MAIL_OUTBOX_DIR: join(work, 'outbox-postgres') },
  });
  await waitForApi(pgApiUrl, pgApi);
  const built = await run(process.execPath, [join(root, 'scripts/build.ts'), '--api', apiUrl, '--out', join(work, 'dist'), '--quiet'], {
    PUBLIC_API_URL: apiUrl,
    // The pages' absolute URLs (canonical, alternates, sitemap) name the port they are served from here.
    SITE_PORT: String(SITE_PORT),
  });
  if (built !== 0) throw new Error('The build failed.');
  const server = createStaticServer({ outDir: join(work, 'dist'), port: SITE_PORT });
  await new Promise<void>((done) => server.listen(SITE_PORT, '127.0.0.1', done));
  const binary = nginxBinary();
  const { bookingEngines } = (await (await fetch(`${apiUrl}/booking-engines`)).json()) as { bookingEngines: { slug: string; embeddingOrigins: string[] }[] };
  const nginx = binary
    ? await startNginx({ binary, dist: join(work, 'dist'), work, port: NGINX_PORT, engines: bookingEngines, reportUri: `${apiUrl}/csp-report` })
    : null;
  try {
    code = await run(join(root, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], {
      E2E_API_URL: apiUrl,
      E2E_PG_API_URL: pgApiUrl,
      E2E_SITE_PORT: String(SITE_PORT),
      E2E_SITE_DIST: join(work, 'dist'),
      E2E_OPERATOR_TOKEN: operatorToken,
      E2E_BOOKINGS_PER_EMAIL: BOOKINGS_PER_EMAIL,
      E2E_MAIL_OUTBOX: join(work, 'outbox'),
      ...(nginx ? { E2E_NGINX_PORT: String(NGINX_PORT) } : {}),
    });
  } finally {
    server.close();
    nginx?.kill('SIGQUIT');
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  api.kill('SIGTERM');
  pgApi?.kill('SIGTERM');
  if (pgApi) await new Promise((done) => pgApi!.once('exit', done));
  if (pgDatabase) await dropPostgres(pgDatabase).catch(() => undefined);
}
process.exit(code);
