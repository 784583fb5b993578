/**
 * Starts the reference booking API.
 *
 *   ./node_modules/.bin/node server/main.ts      (or: npm run api)
 *
 * Env: API_PORT (8787), API_HOST (127.0.0.1), BOOKING_DB (data/booking.sqlite
 * under the project root), DATABASE_URL (postgres://…: PostgreSQL instead of
 * the SQLite file) and DATABASE_POOL_SIZE (10), API_WORKERS (one per core),
 * SITE_DOMAIN, SITE_PORT (4321), API_ALLOWED_ORIGINS. A new database is
 * migrated and seeded with the demo data; an existing one only gets its
 * pending migrations.
 *
 * With more than one worker (the default on a machine of several cores) this
 * process is the primary (`cluster.ts`): it opens the database, sends the
 * e-mails and purges expired identity data, and its workers serve the port.
 * With API_WORKERS=1 this one process does everything.
 */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { listenError, messageOf } from './cli/command.ts';
import { runPrimary } from './cluster.ts';
import { configFromEnv, type ServerConfig } from './config.ts';
import { guardDatabaseFile } from './dbFile.ts';
import { purgeIdentityData } from './identity.ts';
import { createMailOutbox } from './mail/outbox.ts';
import { mailTransport } from './mail/transport.ts';
import { openConfiguredDatabase, type OpenedDatabase } from './store/open.ts';
import { safeUrl } from './store/store.ts';

/** A setting that cannot be read ends the start with one line saying which and why. */
function readConfig(): ServerConfig {
  try {
    return configFromEnv();
  } catch (error) {
    process.stderr.write(`[api] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}

/** Opens (migrates, seeds) the database, or ends the start with one line saying which and why. */
async function openDatabase(config: ServerConfig): Promise<OpenedDatabase> {
  let database: OpenedDatabase;
  try {
    database = await openConfiguredDatabase({ ...config, seedDemo: { now: config.now() } });
  } catch (error) {
    process.stderr.write(`[api] could not open ${config.databaseUrl ? safeUrl(config.databaseUrl) : config.dbPath}: ${messageOf(error)}\n`);
    process.exit(1);
  }
  if (database.applied.length > 0) console.log(`[api] applied migrations ${database.applied.join(', ')} to ${database.describe}`);
  if (database.seeded) console.log(`[api] seeded the demo data into ${database.describe}`);
  return database;
}

/**
 * The work beside the requests, done by one process: identity data that
 * expires, and e-mails about reservations. Returns what stops it.
 */
function startBackground(database: OpenedDatabase, config: ServerConfig): () => void {
  const db = database.queries;
  // Identity data expires: the registered guests of stays that ended long enough ago are deleted now and every day.
  // Like every write of the API, it waits for another process's lock without holding the event loop.
  async function purge(): Promise<void> {
    try {
      const purged = await db.transaction(
        (tx) => purgeIdentityData(tx, { now: config.now(), retentionDays: config.identityRetentionDays }),
        config.writeWaitMs,
      );
      if (purged.stays > 0) console.log(`[api] deleted the registered guests of ${purged.stays} stays that ended on or before ${purged.lastDeparture}`);
    } catch (error) {
      console.error('[api] the identity data purge failed; it runs again in a day:', error instanceof Error ? error.message : error);
    }
  }
  void purge();
  const daily = setInterval(() => void purge(), 24 * 60 * 60_000);
  daily.unref();

  // E-mails about reservations: queued with each change, sent from here, tried again after a failure (server/mail/).
  const transport = mailTransport({
    smtpUrl: config.mailSmtpUrl,
    outboxDir: config.mailOutboxDir,
    from: (mail) => `"${mail.senderName.replace(/["\\\r\n]/g, '')}" <${config.mailFrom}>`,
  });
  const outbox = createMailOutbox({ db, transport, config });
  outbox.start();
  console.log(
    `[api] e-mails go ${config.mailSmtpUrl ? `to ${new URL(config.mailSmtpUrl).host} (MAIL_SMTP_URL)` : `to ${config.mailOutboxDir} as .eml files (set MAIL_SMTP_URL to send them)`}`,
  );
  return () => {
    clearInterval(daily);
    outbox.stop();
    transport.close();
  };
}

/** Serves the API on the port: in this only process, or as one of the primary's workers. */
async function serveRequests(config: ServerConfig, worker: boolean): Promise<void> {
  // A worker opens the database the primary has migrated and seeded: only its pending migrations, none.
  const database = worker ? await openConfiguredDatabase(config) : await openDatabase(config);
  const stopBackground = worker ? () => {} : startBackground(database, config);

  // A database file deleted or replaced under the running API is noticed and said on the log; writes refuse it.
  const databaseFile = database.dialect === 'postgres' || config.dbPath === ':memory:' ? undefined : guardDatabaseFile(config.dbPath);
  if (databaseFile) setInterval(() => databaseFile.reportedProblem(), 10_000).unref();
  const app = createApp({ db: database.queries, config, databaseFile });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // The primary says where its workers listen, once.
    if (worker) return;
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`[api] listening on http://${host}:${info.port}/api`);
  });
  // A port in use or not allowed: one line naming the setting to change, and nothing left open.
  server.on('error', (error) => {
    process.stderr.write(`[api] ${messageOf(listenError(error, config.port, 'API_PORT'))}\n`);
    void database.close().finally(() => process.exit(1));
  });

  let stopping = false;
  function shutdown(signal: string): void {
    if (stopping) return;
    stopping = true;
    if (!worker) console.log(`[api] ${signal} received, shutting down`);
    const force = setTimeout(() => {
      console.error('[api] connections still open after 5 s, exiting');
      process.exit(1);
    }, 5000);
    force.unref();
    server.close(() => {
      stopBackground();
      void database.close().finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  }
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // A worker whose primary is gone (stopped, or killed) stops too: nothing is left serving the port unwatched.
  if (worker) process.on('disconnect', () => shutdown('disconnect'));
}

const config = readConfig();
if (cluster.isWorker) await serveRequests(config, true);
else if (config.workers > 1)
  await runPrimary(config, {
    open: () => openDatabase(config),
    startBackground,
  });
else await serveRequests(config, false);
