/**
 * The API as it runs by default on a machine of several cores
 * (`server/cluster.ts`): a primary and API_WORKERS workers on one port. The
 * oversell tests on two workers are in processes.test.ts; here, what the
 * workers share without a database (the test gateway's card field parts),
 * a worker that dies, and a clean stop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers.ts';
import { cardstreamToken } from './payments-helpers.ts';

const ROOT = join(import.meta.dirname, '../../..');

let folder: string;
let child: ChildProcess;
let output = '';
let base: string;

/** The processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return found;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One request on a connection of its own: the primary hands each new connection to the next worker. */
function onNewConnection(path: string, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const body = typeof init.body === 'string' ? init.body : undefined;
    const request = httpRequest(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>), Connection: 'close' }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve(
            new Response(Buffer.concat(chunks), {
              status: response.statusCode,
              headers: Object.entries(response.headers).flatMap(([name, value]) =>
                value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one) => [name, one] as [string, string]),
              ),
            }),
          ),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Waits until `output` matches. */
async function printed(pattern: RegExp, timeoutMs = 60_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = pattern.exec(output);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Not printed within ${timeoutMs / 1000} s: ${pattern}\n${output}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'booking-cluster-'));
  child = spawn(process.execPath, [join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      API_WORKERS: '2',
      BOOKING_DB: join(folder, 'booking.sqlite'),
      MAIL_OUTBOX_DIR: join(folder, 'outbox'),
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [, url] = await printed(/listening on (http:\/\/127\.0\.0\.1:\d+)\/api \(2 workers\)/);
  base = url!;
}, 90_000);

afterAll(async () => {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  rmSync(folder, { recursive: true, force: true });
});

describe('the API on two workers', () => {
  it('says once where it listens, and serves from both workers', async () => {
    expect(output.match(/listening on/g)).toHaveLength(1);
    expect(childrenOf(child.pid!)).toHaveLength(2);
    for (let i = 0; i < 4; i++) expect((await onNewConnection('/api/health')).status).toBe(200);
  });

  it('keeps the card fields typed on one worker for the token asked on the other', async () => {
    // Each field and the token on a connection of its own: the four requests alternate between the workers.
    const app = { request: onNewConnection } as unknown as TestApp;
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = await cardstreamToken(app);
      expect(token.status, token.text).toBe(200);
      expect(token.body).toEqual({ success: true, paymentToken: expect.stringMatching(/^cspt_/) });
    }
  });

  it('replaces a worker that dies, and stops with its workers on SIGTERM', async () => {
    const [victim] = childrenOf(child.pid!);
    process.kill(victim!, 'SIGKILL');
    await printed(/a worker stopped \(SIGKILL\); starting another[\s\S]*a new worker listens \(2 of 2\)/);
    const workers = childrenOf(child.pid!);
    expect(workers).not.toContain(victim);
    expect(workers).toHaveLength(2);
    for (let i = 0; i < 4; i++) expect((await onNewConnection('/api/health')).status).toBe(200);

    child.kill('SIGTERM');
    const code = await new Promise((done) => child.once('exit', (exitCode) => done(exitCode)));
    expect(code).toBe(0);
    expect(workers.filter(alive)).toEqual([]);
  });
});
