/** Starting the reference API and waiting for it, shared by start, e2e and bench. */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export interface ApiOptions {
  port: number;
  dbFile: string;
  sitePort: number;
  quiet?: boolean;
  env?: Record<string, string>;
}

/** Starts `server/main.ts` with the same Node that runs this script. */
export function startApi(options: ApiOptions): ChildProcess {
  const child = spawn(process.execPath, [resolve(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      API_PORT: String(options.port),
      API_HOST: '127.0.0.1',
      BOOKING_DB: options.dbFile,
      // The e-mails without an SMTP server go beside the database (data/outbox for npm start), not into another run's folder.
      MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? join(dirname(options.dbFile), 'outbox'),
      SITE_PORT: String(options.sitePort),
      ...options.env,
    },
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return child;
}

/** Polls `GET {apiUrl}/health` until it answers, or fails after `timeoutMs`. */
export async function waitForApi(apiUrl: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it was ready.`);
    try {
      // Each try is bounded: a port held by something that never answers must not hold the wait for ever.
      const response = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The API did not answer at ${apiUrl} within ${timeoutMs / 1000} s.`);
}

/** Runs a command to completion with inherited output; resolves to its exit code. */
export function run(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
