/**
 * `npm start`: the reference API (seeding data/booking.sqlite, or the
 * PostgreSQL database of DATABASE_URL, on first start), the static build of every property read from it, and the static
 * server; prints where each demo property is.
 *
 * The site's port is taken first, so a port in use ends the start before
 * anything runs; whatever fails later stops what was started.
 */
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { createStaticServer } from './serve.ts';
import { root, run, startApi, waitForApi } from './processes.ts';
import { CliError, listen, readOptions, runCommand } from '../server/cli/command.ts';
import type { BookingEngine } from '../src/lib/types.ts';

const USAGE = `Start the reference API with the demo data, build every property's site and serve it.

npm start

Env: API_PORT (8787), SITE_PORT (4321), BOOKING_DB (data/booking.sqlite),
DATABASE_URL (postgres://…: PostgreSQL instead of the SQLite file), PUBLIC_API_URL (the API as the pages reach it), SITE_DOMAIN, SITE_OUT_DIR (dist).`;

let api: ChildProcess | null = null;
let server: Server | null = null;

function stopAll(): void {
  api?.removeAllListeners('exit');
  api?.kill('SIGTERM');
  server?.close();
}

async function main(): Promise<void> {
  readOptions('start', USAGE, {});
  const API_PORT = Number(process.env.API_PORT ?? 8787);
  const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
  const apiUrl = `http://127.0.0.1:${API_PORT}/api`;
  const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${API_PORT}/api`;
  const dbFile = process.env.BOOKING_DB ?? join(root, 'data', 'booking.sqlite');
  const outDir = process.env.SITE_OUT_DIR ?? join(root, 'dist');

  // The site's port first: taken, the start ends here with nothing running. Pages are read per request, so the
  // server may listen before the build writes them.
  server = createStaticServer({ outDir, port: SITE_PORT, domain: process.env.SITE_DOMAIN });
  await listen(server, SITE_PORT, '127.0.0.1', 'SITE_PORT');

  // The test gateway's addresses name the API as the sites reach it (server/payments/context.ts).
  const publicOrigins = [new URL(publicApiUrl).origin, `http://localhost:${API_PORT}`, `http://127.0.0.1:${API_PORT}`];
  api = startApi({
    port: API_PORT,
    dbFile,
    sitePort: SITE_PORT,
    env: process.env.API_PUBLIC_URL ? {} : { API_PUBLIC_URL: [...new Set(publicOrigins)].join(',') },
  });
  const stop = () => {
    stopAll();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    await waitForApi(apiUrl, api);
  } catch (error) {
    // The API has said why on its own line (a port in use names API_PORT).
    throw new CliError(`the API did not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  api.on('exit', (code) => {
    process.stderr.write(`start: the API stopped (exit code ${code}); stopping the sites too.\n`);
    server?.close();
    process.exit(code || 1);
  });

  const built = await run(process.execPath, [join(root, 'scripts/build.ts'), '--api', apiUrl], { PUBLIC_API_URL: publicApiUrl });
  if (built !== 0) throw new CliError('the build failed (its message is above); nothing is left running.');

  const { bookingEngines } = (await (await fetch(`${apiUrl}/booking-engines`)).json()) as { bookingEngines: BookingEngine[] };
  const members = new Set(bookingEngines.flatMap((engine) => engine.groupMembers.map((member) => member.slug)));
  const lines = bookingEngines.map((engine) => {
    const kind = engine.isGroup ? 'group' : members.has(engine.slug) ? 'group member' : 'single property';
    return `  ${engine.name.padEnd(28)} http://${engine.slug}.localhost:${SITE_PORT}/   (${kind}; ${engine.activeLanguages.join(', ')})`;
  });
  process.stdout.write(`\nBooking API:  ${publicApiUrl}\nDemo properties:\n${lines.join('\n')}\n\nPress Ctrl+C to stop.\n`);
}

runCommand('start', main, stopAll);
