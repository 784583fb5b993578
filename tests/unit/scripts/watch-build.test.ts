import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApi, waitForApi } from '../../../scripts/processes.ts';
import { createStaticServer } from '../../../scripts/serve.ts';
import { livePagesVersion } from '../../../scripts/watch.ts';
import { seededDbFile } from '../server/helpers.ts';

/**
 * `npm run build -- --watch` end to end: the reference API, the watcher as a
 * marketing team runs it, a real Astro build and the static server. Started
 * on pages built from the current settings, it builds nothing; a build that
 * fails (here the API refuses the build's read of the settings, as an API
 * down mid-build would) leaves the live pages served; a text changed
 * through `PUT /api/booking-engines/{slug}` is then served by the rebuilt
 * pages. The watcher follows one property (`--property`), one of the
 * demo's smallest, to keep the build short.
 */
const root = resolve(import.meta.dirname, '../../..');
const SLUG = 'apartments-split';
const OPERATOR = 'watch-operator-token-0123456789abcdef';

const folders: string[] = [];
const closers: (() => void)[] = [];
afterAll(() => {
  for (const close of closers.reverse()) close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const portOf = (server: Server) => (server.address() as AddressInfo).port;
const listening = (server: Server) => new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done(portOf(server))));

/** A free loopback port, for the API (a child process that takes its port from the environment). */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listening(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

/**
 * The API as the watcher and its builds reach it. With `failBuilds` set, the
 * build's own read of the settings (a GET without If-None-Match, which
 * every poll of the watcher after its first carries) is answered 503.
 */
function apiProxy(api: string) {
  const state = { failBuilds: false };
  const server = createServer(async (incoming, outgoing) => {
    if (state.failBuilds && incoming.method === 'GET' && incoming.url === '/api/booking-engines' && !incoming.headers['if-none-match']) {
      outgoing.writeHead(503, { 'Content-Type': 'application/json' }).end(JSON.stringify([{ message: 'Service unavailable' }]));
      return;
    }
    const headers = Object.fromEntries(Object.entries(incoming.headers).filter(([name]) => name !== 'host' && name !== 'connection')) as Record<string, string>;
    const answer = await fetch(`${api}${incoming.url}`, { method: incoming.method, headers });
    const body = Buffer.from(await answer.arrayBuffer());
    outgoing.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length')));
    outgoing.end(body);
  });
  return { server, state };
}

/** The watcher's output, line by line, and a wait for the next line that matches (the test fails on its own timeout otherwise). */
function linesOf(child: ChildProcess) {
  const seen: string[] = [];
  const waiting: { pattern: RegExp; from: number; done: (line: string) => void }[] = [];
  let buffer = '';
  const take = (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      seen.push(line);
      for (const wait of [...waiting]) {
        if (seen.length - 1 >= wait.from && wait.pattern.test(line)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.done(line);
        }
      }
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return {
    seen,
    /** The first line matching `pattern` printed from now on. */
    next(pattern: RegExp): Promise<string> {
      return new Promise((done) => waiting.push({ pattern, from: seen.length, done }));
    },
  };
}

/** A page of the property as the static server answers it. */
function page(port: number, path: string): Promise<{ status: number; html: string }> {
  return new Promise((done, fail) => {
    const call = httpRequest({ host: '127.0.0.1', port, path, headers: { Host: `${SLUG}.localhost:${port}` } }, (response: IncomingMessage) => {
      let html = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (html += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, html }));
    });
    call.on('error', fail);
    call.end();
  });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';

/**
 * Pages as an earlier build left them, from settings version 1: the watcher, started on them, has nothing to build,
 * so the test's one Astro build is the rebuild after a change.
 */
function earlierPages(out: string, title: string): void {
  const version = join(out, 'sites', '.versions', `${SLUG}@earlier`);
  for (const lang of ['en', 'hr']) {
    mkdirSync(join(version, lang), { recursive: true });
    writeFileSync(join(version, lang, 'index.html'), `<!doctype html><html lang="${lang}"><title>${title}</title></html>`);
  }
  writeFileSync(`${version}.json`, JSON.stringify({ slug: SLUG, settingsVersion: 1 }));
  symlinkSync(join('.versions', `${SLUG}@earlier`), join(out, 'sites', SLUG));
}

describe('npm run build -- --watch, with the API and real builds', () => {
  it('builds nothing when the live pages are current, keeps them when a build fails, and serves a changed text once rebuilt', async () => {
    const { path: dbFile, db } = seededDbFile(folders, 'watch-');
    db.close();
    const work = join(dbFile, '..');
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}/api`;
    const api = startApi({ port: apiPort, dbFile, sitePort: 1, quiet: true, env: { API_OPERATOR_TOKEN: OPERATOR } });
    closers.push(() => api.kill('SIGTERM'));
    await waitForApi(apiUrl, api);

    const proxy = apiProxy(`http://127.0.0.1:${apiPort}`);
    const proxyPort = await listening(proxy.server);
    closers.push(() => proxy.server.close());
    const out = join(work, 'dist');
    earlierPages(out, 'Accommodation | Apartments Bačvice');
    const site = createStaticServer({ outDir: out, port: 0 });
    const sitePort = await listening(site);
    closers.push(() => site.close());

    const watcher = spawn(
      process.execPath,
      [join(root, 'scripts/build.ts'), '--watch', '--every', '1', '--property', SLUG, '--api', `http://127.0.0.1:${proxyPort}/api`, '--out', out, '--quiet'],
      { cwd: root, env: { ...process.env, PUBLIC_API_URL: apiUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    closers.push(() => watcher.kill('SIGTERM'));
    const output = linesOf(watcher);
    await output.next(/^Watching .* for changes to the settings of apartments-split every 1 s/);
    expect(output.seen).toContain('The live pages are built from the current settings: nothing to build.');

    const current = (await (await fetch(`${apiUrl}/booking-engines/${SLUG}`)).json()) as { bookingEngine: Record<string, unknown> };
    const rename = async (to: string) => {
      const response = await fetch(`${apiUrl}/booking-engines/${SLUG}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${OPERATOR}` },
        body: JSON.stringify({ ...current.bookingEngine, name: to }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
    };

    // A build that fails leaves the pages as they were and says why.
    proxy.state.failBuilds = true;
    const failed = output.next(/^The build of apartments-split failed, so their live pages stay as they were: /);
    await rename('Apartments Bačvice Old Town');
    expect(await failed).toContain('It is tried again when the settings change.');
    const kept = await page(sitePort, '/en/');
    expect(kept.status).toBe(200);
    expect(titleOf(kept.html)).toBe('Accommodation | Apartments Bačvice');

    // The next change is built and goes live: only this property, its pages carrying the new name.
    proxy.state.failBuilds = false;
    const live = output.next(/^Live: apartments-split, [\d.]+ s after the change was seen\.$/);
    await rename('Apartments Bačvice by the Sea');
    await live;
    expect(titleOf((await page(sitePort, '/en/')).html)).toContain('Apartments Bačvice by the Sea');
    expect(titleOf((await page(sitePort, '/hr/')).html)).toContain('Apartments Bačvice by the Sea');
    expect(livePagesVersion(out, SLUG)).toBe(3);
    expect(existsSync(join(out, 'sites', '.versions', `${SLUG}@earlier`))).toBe(false);
    expect(output.seen.filter((line) => line.startsWith('Settings changed: '))).toEqual([
      'Settings changed: apartments-split (version 2); rebuilding…',
      'Settings changed: apartments-split (version 3); rebuilding…',
    ]);
  }, 180_000);
});
