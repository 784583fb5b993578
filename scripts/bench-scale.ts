/**
 * The portfolio part of `npm run bench`: a JSON export of N generated
 * properties in all 11 languages (scale-settings.ts, from one demo engine
 * of the API), built offline with `--settings`; then one property rebuilt
 * with `--property`, and shard 1/4 of the portfolio built on its own.
 * Each build runs as its own process; its wall time and the memory of its
 * process tree (the build and its parallel Astro builds) are measured.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookingEngine } from '../src/lib/types.ts';
import { watchTreeMemory, type TreeMemory } from './bench-lib.ts';
import { defaultJobs, pagesOf, shardOf } from './build-jobs.ts';
import { root } from './processes.ts';
import { generatedExport } from './scale-settings.ts';

export interface BuildRun extends TreeMemory {
  /** Pages rendered (every language's shells, the language choosers and the unknown-host page). */
  pages: number;
  properties: number;
  seconds: number;
  pagesPerSecond: number;
}

export interface ScaleFigures {
  properties: number;
  languages: number;
  /** Parallel Astro builds of the full build (build.ts --jobs default on this machine). */
  jobs: number;
  full: BuildRun & { htmlFiles: number; htmlMb: number; htmlKbPerFile: number };
  rebuildOne: BuildRun & { property: string };
  shard: BuildRun & { shard: string; propertiesInPortfolio: number };
}

/** Runs scripts/build.ts with `args`, measuring its wall time and its process tree's memory. */
async function measuredBuild(args: string[], env: Record<string, string>): Promise<{ seconds: number } & TreeMemory> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/build.ts'), ...args, '--quiet'], { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
  const memory = watchTreeMemory(child.pid!);
  const code = await new Promise<number>((done, fail) => {
    child.on('error', fail);
    child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0)));
  });
  const peaks = memory.stop();
  if (code !== 0) throw new Error(`build ${args.join(' ')} failed with code ${code}`);
  return { seconds: (performance.now() - started) / 1000, ...peaks };
}

const run = (pages: number, properties: number, measured: { seconds: number } & TreeMemory): BuildRun => ({
  pages,
  properties,
  ...measured,
  seconds: Math.round(measured.seconds * 10) / 10,
  pagesPerSecond: Math.round(pages / measured.seconds),
});

/** Published properties (symlinks) in a build's sites folder. */
const published = (sitesDir: string): string[] =>
  readdirSync(sitesDir).filter((name) => !name.startsWith('.') && lstatSync(join(sitesDir, name)).isSymbolicLink());

/** HTML files and their bytes under a folder. */
function htmlOf(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) {
      files++;
      bytes += lstatSync(join(entry.parentPath, entry.name)).size;
    }
  }
  return { files, bytes };
}

export interface ScaleOptions {
  /** The demo API, for the template engine. */
  apiUrl: string;
  properties: number;
  /** Work folder (settings and outputs; emptied first, outputs removed after). */
  work: string;
  log: (line: string) => void;
}

export async function benchScaleBuild(options: ScaleOptions): Promise<ScaleFigures> {
  const { work, log } = options;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const response = await fetch(`${options.apiUrl}/booking-engines`);
  const { bookingEngines } = (await response.json()) as { bookingEngines: BookingEngine[] };
  const template = bookingEngines.find((engine) => engine.slug === 'villa-adriatic') ?? bookingEngines.find((engine) => !engine.isGroup);
  if (!template) throw new Error('The API has no single-property engine to copy.');

  const settings = generatedExport(template, options.properties);
  const engines = settings.bookingEngines;
  const settingsFile = join(work, 'booking-engines.json');
  writeFileSync(settingsFile, JSON.stringify(settings));
  const pagesFor = (list: BookingEngine[]) => list.reduce((sum, engine) => sum + pagesOf(engine), 1);
  const env = { PUBLIC_API_URL: options.apiUrl };
  const out = join(work, 'dist');
  const jobs = defaultJobs(pagesFor(engines) - 1, availableParallelism());

  try {
    log(
      `scale: building ${engines.length} properties × ${template.activeLanguages.length} languages (${pagesFor(engines)} pages, ${jobs} parallel Astro build${jobs === 1 ? '' : 's'})…`,
    );
    const fullRun = run(pagesFor(engines), engines.length, await measuredBuild(['--settings', settingsFile, '--out', out], env));
    const sites = published(join(out, 'sites'));
    if (sites.length !== engines.length) throw new Error(`the full build published ${sites.length} properties of ${engines.length}`);
    const html = htmlOf(join(out, 'sites', '.versions'));
    // Per property: the language shells, the language chooser and the 404.html copy.
    const expectedHtml = engines.reduce((sum, engine) => sum + pagesOf(engine) + 1, 0);
    if (html.files !== expectedHtml) throw new Error(`the full build wrote ${html.files} HTML files, expected ${expectedHtml}`);
    log(`scale: ${fullRun.pages} pages in ${fullRun.seconds} s`);

    const one = engines[Math.floor(engines.length / 2)];
    const before = readlinkSync(join(out, 'sites', one.slug));
    const rebuild = run(pagesFor([one]), 1, await measuredBuild(['--settings', settingsFile, '--out', out, '--property', one.slug], env));
    const after = readlinkSync(join(out, 'sites', one.slug));
    if (after === before) throw new Error(`rebuilding ${one.slug} did not publish a new version`);
    log(`scale: rebuilt ${one.slug} in ${rebuild.seconds} s`);
    rmSync(out, { recursive: true, force: true });

    const shard = '1/4';
    const shardEngines = shardOf(engines, shard);
    const shardOut = join(work, 'dist-shard');
    const shardRun = run(
      pagesFor(shardEngines),
      shardEngines.length,
      await measuredBuild(['--settings', settingsFile, '--out', shardOut, '--shard', shard], env),
    );
    const shardSites = published(join(shardOut, 'sites'));
    if (shardSites.length !== shardEngines.length || !shardEngines.every((engine) => shardSites.includes(engine.slug))) {
      throw new Error(`shard ${shard} published ${shardSites.length} properties, expected ${shardEngines.length}`);
    }
    log(`scale: shard ${shard}, ${shardEngines.length} properties, in ${shardRun.seconds} s`);

    return {
      properties: engines.length,
      languages: template.activeLanguages.length,
      jobs,
      full: { ...fullRun, htmlFiles: html.files, htmlMb: Math.round(html.bytes / 1024 / 1024), htmlKbPerFile: Math.round(html.bytes / 1024 / html.files) },
      rebuildOne: { ...rebuild, property: one.slug },
      shard: { ...shardRun, shard, propertiesInPortfolio: engines.length },
    };
  } finally {
    rmSync(join(work, 'dist'), { recursive: true, force: true });
    rmSync(join(work, 'dist-shard'), { recursive: true, force: true });
  }
}
