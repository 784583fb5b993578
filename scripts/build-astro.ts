/**
 * One Astro build of a group of properties: a child process of
 * `scripts/build.ts`, which starts one per group (see build-jobs.ts).
 * Reads BOOKING_ENGINES_FILE (the group's settings) and ASTRO_OUT_DIR,
 * prints only warnings and errors (BUILD_LOG_LEVEL, default 'warn'), and
 * reports the pages rendered so far to its parent over IPC.
 */
import { resolve } from 'node:path';
import { pagesRendered } from './build-progress.ts';

export interface ProgressMessage {
  rendered: number;
}

const root = resolve(import.meta.dirname, '..');
const outDir = process.env.ASTRO_OUT_DIR;
if (!outDir || !process.env.BOOKING_ENGINES_FILE) throw new Error('BOOKING_ENGINES_FILE and ASTRO_OUT_DIR must be set.');
const level = process.env.BUILD_LOG_LEVEL === 'error' ? 'error' : 'warn';
const report = () => process.send?.({ rendered: pagesRendered() } satisfies ProgressMessage);
const timer = setInterval(report, 250);

async function main(): Promise<void> {
  const { build } = await import('astro');
  // Astro logs every page at 'info'; the progress destination counts those lines and passes on the rest from `level` up.
  await build({
    root,
    outDir: outDir!,
    logLevel: 'info',
    logger: { entrypoint: resolve(import.meta.dirname, 'build-progress.ts'), config: { level } },
  });
}

process.env.ASTRO_TELEMETRY_DISABLED = '1';
// Astro's build leaves handles open; the group is built when main resolves.
main().then(
  () => {
    clearInterval(timer);
    if (process.send) process.send({ rendered: pagesRendered() } satisfies ProgressMessage, () => process.exit(0));
    else process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`Astro build failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
