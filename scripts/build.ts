/**
 * Builds the static sites: every property × active language, or only some.
 *
 *   npm run build                         every property, settings from the API
 *   npm run build -- --property villa-adriatic   rebuild one property and swap it in
 *   npm run build -- --settings export.json      offline, from a JSON export
 *   npm run build -- --shard 2/4          this machine's quarter of the portfolio
 *
 * Output: dist/sites/{slug}/ — one deployable folder per property (its
 * languages, shared assets, _redirects, _headers, 404 pages), published by
 * swapping a symlink so a server never sees a half-built property; plus
 * dist/404.html for unknown hosts and dist/nginx.example.conf.
 */
import { cpSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync, lstatSync, readlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fetchBookingEngines } from '../src/api/booking-engines.ts';
import type { BookingEngine } from '../src/lib/types.ts';
import { LOCALES } from '../src/lib/types.ts';
import { formatHeaders, formatRedirects, headerRules, nginxExample, redirectRules } from './deploy-rules.ts';

const PAGES_PER_LANGUAGE = 9;

const { values } = parseArgs({
  options: {
    property: { type: 'string', multiple: true },
    settings: { type: 'string' },
    api: { type: 'string' },
    out: { type: 'string' },
    shard: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, values.out ?? process.env.SITE_OUT_DIR ?? 'dist');
const apiUrl = values.api ?? process.env.BUILD_API_URL ?? process.env.PUBLIC_API_URL ?? 'http://127.0.0.1:8787/api';
const log = (message: string) => {
  if (!values.quiet) process.stdout.write(`${message}\n`);
};

/** `i/n`: the properties whose position modulo n is i − 1 (a stable split for a CI matrix). */
export function shardOf<T>(items: readonly T[], shard: string | undefined): T[] {
  if (!shard) return [...items];
  const match = /^(\d+)\/(\d+)$/.exec(shard);
  if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) throw new Error(`--shard must look like 1/4, got "${shard}"`);
  const [index, count] = [Number(match[1]) - 1, Number(match[2])];
  return items.filter((_, position) => position % count === index);
}

async function loadEngines(): Promise<BookingEngine[]> {
  if (values.settings) {
    const parsed = JSON.parse(readFileSync(resolve(values.settings), 'utf8')) as { bookingEngines: BookingEngine[] };
    return parsed.bookingEngines;
  }
  return fetchBookingEngines(apiUrl);
}

function countHtml(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

function progress(done: number, total: number): string {
  const width = 30;
  const filled = Math.min(width, Math.round((done / Math.max(total, 1)) * width));
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} pages`;
}

/** Hard-links a tree (copies where links are impossible), so shared assets cost no disk per property. */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        cpSync(source, target);
      }
    }
  }
}

/** Points dist/sites/{slug} at a freshly built version in one rename (atomic on POSIX). */
function publish(sitesDir: string, slug: string, versionDir: string): void {
  const link = join(sitesDir, slug);
  const temporary = join(sitesDir, `.${slug}.${process.pid}.link`);
  rmSync(temporary, { force: true });
  symlinkSync(join('.versions', versionDir), temporary);
  let previous: string | null = null;
  if (existsSync(link) || isSymlink(link)) {
    if (isSymlink(link)) previous = resolve(sitesDir, readlinkSync(link));
    else rmSync(link, { recursive: true, force: true });
  }
  renameSync(temporary, link);
  if (previous && previous !== resolve(sitesDir, '.versions', versionDir)) rmSync(previous, { recursive: true, force: true });
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const all = await loadEngines();
  const wanted = values.property?.flatMap((value) => value.split(',')).filter(Boolean);
  if (wanted) {
    const unknown = wanted.filter((slug) => !all.some((engine) => engine.slug === slug));
    if (unknown.length > 0) throw new Error(`Unknown property: ${unknown.join(', ')}`);
  }
  const engines = shardOf(wanted ? all.filter((engine) => wanted.includes(engine.slug)) : all, values.shard);
  if (engines.length === 0) throw new Error('No property to build.');

  const work = resolve(root, '.build', `run-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const settingsFile = join(work, 'booking-engines.json');
  writeFileSync(settingsFile, JSON.stringify({ bookingEngines: engines }));
  const astroOut = join(work, 'astro');
  process.env.BOOKING_ENGINES_FILE = settingsFile;
  process.env.ASTRO_OUT_DIR = astroOut;
  process.env.PUBLIC_API_URL ??= apiUrl;

  const total = engines.reduce((sum, engine) => sum + engine.activeLanguages.length * PAGES_PER_LANGUAGE + 1, 1);
  log(`Building ${engines.length} propert${engines.length === 1 ? 'y' : 'ies'}, ${total} pages…`);
  const tty = process.stdout.isTTY && !values.quiet;
  let lastReported = -1;
  const timer = setInterval(() => {
    const done = countHtml(astroOut);
    if (tty) process.stdout.write(`\r${progress(done, total)}`);
    else if (!values.quiet && Math.floor((done / total) * 10) > lastReported) {
      lastReported = Math.floor((done / total) * 10);
      log(progress(done, total));
    }
  }, 500);
  try {
    const { build } = await import('astro');
    await build({ root, outDir: astroOut, logLevel: values.quiet ? 'error' : 'warn' });
  } finally {
    clearInterval(timer);
  }
  if (tty) process.stdout.write(`\r${progress(countHtml(astroOut), total)}\n`);

  const sitesDir = join(outDir, 'sites');
  const versionsDir = join(sitesDir, '.versions');
  mkdirSync(versionsDir, { recursive: true });
  const stamp = `${Date.now().toString(36)}-${process.pid}`;
  for (const engine of engines) {
    const versionName = `${engine.slug}@${stamp}`;
    const site = join(versionsDir, versionName);
    mkdirSync(site, { recursive: true });
    for (const lang of engine.activeLanguages) renameSync(join(astroOut, lang, engine.slug), join(site, lang));
    renameSync(join(astroOut, 'root', engine.slug, 'index.html'), join(site, 'index.html'));
    const firstLanguage = engine.activeLanguages.includes('en') ? 'en' : engine.activeLanguages[0];
    cpSync(join(site, firstLanguage, '404', 'index.html'), join(site, '404.html'));
    for (const shared of ['_astro', 'images']) {
      if (existsSync(join(astroOut, shared))) linkTree(join(astroOut, shared), join(site, shared));
    }
    for (const file of readdirSync(astroOut)) {
      const path = join(astroOut, file);
      if (statSync(path).isFile() && !file.endsWith('.html')) cpSync(path, join(site, file));
    }
    writeFileSync(join(site, '_redirects'), formatRedirects(redirectRules(engine.activeLanguages)));
    writeFileSync(join(site, '_headers'), formatHeaders(headerRules(engine, { reportUri: `${process.env.PUBLIC_API_URL ?? apiUrl}/csp-report` })));
    publish(sitesDir, engine.slug, versionName);
  }
  cpSync(join(astroOut, '404.html'), join(outDir, '404.html'));
  const domain = process.env.SITE_DOMAIN ?? 'book.example.com';
  const everyEngine = wanted || values.shard ? all : engines;
  writeFileSync(join(outDir, 'nginx.example.conf'), nginxExample(domain, LOCALES, everyEngine, `${process.env.PUBLIC_API_URL ?? apiUrl}/csp-report`));
  rmSync(work, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  log(`Built ${engines.map((engine) => engine.slug).join(', ')} in ${seconds.toFixed(1)} s → ${sitesDir}`);
}

if (import.meta.main) {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  // Astro's build leaves handles open; the build is finished when main resolves.
  main().then(() => process.exit(0), (error: unknown) => {
    process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
