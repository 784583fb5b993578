/**
 * One API process per core (API_WORKERS, default `os.availableParallelism()`):
 * this primary process opens the database (migrating and seeding it once),
 * runs the work beside the requests (e-mails, the identity purge), and
 * forks the workers, which serve the same port (node:cluster hands each new
 * connection to one of them in turn). Bookings stay exact across workers as
 * across any processes on one database: every decision is taken by the
 * database inside a transaction (inventory taken only while free, unique
 * keys, locks), never in a process's memory. What the workers share without
 * writing it down (the test gateway's card field parts) lives here and is
 * asked for over the cluster's channel (`clusterChannel.ts`).
 *
 * A worker that dies after it served is replaced; one that dies before it
 * listened (a port in use, a database it cannot open) stops the whole API
 * with its exit code. SIGTERM and SIGINT stop the workers, each finishing
 * its open requests, then this process.
 */
import cluster, { type Worker } from 'node:cluster';
import { createServer } from 'node:net';
import { listen, messageOf } from './cli/command.ts';
import { answer } from './clusterChannel.ts';
import type { ServerConfig } from './config.ts';
import { partsHere, type PartsRequest } from './payments/parts.ts';
import type { OpenedDatabase } from './store/open.ts';

export interface PrimaryParts {
  open: () => Promise<OpenedDatabase>;
  startBackground: (database: OpenedDatabase, config: ServerConfig) => () => void;
}

/** Fails with the port's one-line message when it cannot be listened on, before anything else starts. */
async function checkPort(config: ServerConfig): Promise<void> {
  const probe = createServer();
  try {
    await listen(probe, config.port, config.host, 'API_PORT');
  } finally {
    await new Promise<void>((done) => probe.close(() => done()));
  }
}

export async function runPrimary(config: ServerConfig, parts: PrimaryParts): Promise<void> {
  if (config.port !== 0) {
    try {
      await checkPort(config);
    } catch (error) {
      process.stderr.write(`[api] ${messageOf(error)}\n`);
      process.exit(1);
    }
  }
  const database = await parts.open();
  const stopBackground = parts.startBackground(database, config);
  answer('card-parts', (payload) => partsHere(payload as PartsRequest));

  const listened = new Set<number>();
  /** Workers running: taken out at their exit (cluster.workers may still list a worker when its exit is emitted). */
  const running = new Set<number>();
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = (): Worker => {
    const worker = cluster.fork();
    running.add(worker.id);
    return worker;
  };
  for (let i = 0; i < config.workers; i++) fork();

  cluster.on('listening', (worker, address) => {
    listened.add(worker.id);
    if (announced) {
      console.log(`[api] a new worker listens (${listened.size} of ${config.workers})`);
      return;
    }
    if (listened.size < config.workers) return;
    announced = true;
    const host = address.addressType === 6 ? `[${address.address}]` : address.address;
    console.log(`[api] listening on http://${host}:${address.port}/api (${config.workers} workers)`);
  });

  let finished = false;
  function finish(): void {
    if (finished) return;
    finished = true;
    stopBackground();
    // A database that does not close (a pool waiting for a connection still in use) does not keep the process.
    setTimeout(() => {
      console.error('[api] the database did not close within 5 s, exiting');
      process.exit(exitCode || 1);
    }, 5000).unref();
    void database.close().finally(() => process.exit(exitCode));
  }

  function stop(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    const force = setTimeout(() => {
      console.error('[api] workers still running after 6 s, stopping them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
    }, 6000);
    force.unref();
    if (running.size === 0) finish();
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && running.has(worker.id)) worker.process.kill('SIGTERM');
  }

  cluster.on('exit', (worker, code, signal) => {
    running.delete(worker.id);
    if (stopping) {
      if (running.size === 0) finish();
      return;
    }
    if (!listened.has(worker.id)) {
      // It never served: starting another would fail the same way.
      stop(code || 1);
      return;
    }
    listened.delete(worker.id);
    console.error(`[api] a worker stopped (${signal ?? `exit code ${code}`}); starting another`);
    fork();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (!stopping) console.log(`[api] ${signal} received, shutting down`);
      stop(0);
    });
}
