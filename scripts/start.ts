/**
 * `npm start`: the reference API (seeding data/booking.sqlite on first
 * start), the static build of every property read from it, and the static
 * server; prints where each demo property is.
 */
import { join } from 'node:path';
import { createStaticServer } from './serve.ts';
import { root, run, startApi, waitForApi } from './processes.ts';
import type { BookingEngine } from '../src/lib/types.ts';

const API_PORT = Number(process.env.API_PORT ?? 8787);
const SITE_PORT = Number(process.env.SITE_PORT ?? 4321);
const apiUrl = `http://127.0.0.1:${API_PORT}/api`;
const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${API_PORT}/api`;
const dbFile = process.env.BOOKING_DB ?? join(root, 'data', 'booking.sqlite');

// The test gateway's addresses name the API as the sites reach it (server/payments/context.ts).
const publicOrigins = [new URL(publicApiUrl).origin, `http://localhost:${API_PORT}`, `http://127.0.0.1:${API_PORT}`];
const api = startApi({ port: API_PORT, dbFile, sitePort: SITE_PORT, env: process.env.API_PUBLIC_URL ? {} : { API_PUBLIC_URL: [...new Set(publicOrigins)].join(',') } });
const stop = () => {
  api.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
api.on('exit', (code) => {
  process.stderr.write(`The API stopped (exit code ${code}).\n`);
  process.exit(code ?? 1);
});

await waitForApi(apiUrl, api);
const built = await run(process.execPath, [join(root, 'scripts/build.ts'), '--api', apiUrl], { PUBLIC_API_URL: publicApiUrl });
if (built !== 0) {
  api.kill('SIGTERM');
  process.exit(built);
}
const server = createStaticServer({ outDir: process.env.SITE_OUT_DIR ?? join(root, 'dist'), port: SITE_PORT, domain: process.env.SITE_DOMAIN });
server.listen(SITE_PORT, '127.0.0.1', async () => {
  const { bookingEngines } = (await (await fetch(`${apiUrl}/booking-engines`)).json()) as { bookingEngines: BookingEngine[] };
  const members = new Set(bookingEngines.flatMap((engine) => engine.groupMembers.map((member) => member.slug)));
  const lines = bookingEngines.map((engine) => {
    const kind = engine.isGroup ? 'group' : members.has(engine.slug) ? 'group member' : 'single property';
    return `  ${engine.name.padEnd(28)} http://${engine.slug}.localhost:${SITE_PORT}/   (${kind}; ${engine.activeLanguages.join(', ')})`;
  });
  process.stdout.write(`\nBooking API:  ${publicApiUrl}\nDemo properties:\n${lines.join('\n')}\n\nPress Ctrl+C to stop.\n`);
});
