/**
 * Builds the static sites: every property × active language, or only some.
 *
 *   npm run build                         every property, settings from the API
 *   npm run build -- --property villa-adriatic   rebuild one property and swap it in
 *   npm run build -- --settings export.json      offline, from a JSON export
 *   npm run build -- --shard 2/4          this machine's quarter of the portfolio
 *   npm run build -- --jobs 2             parallel Astro builds (default: one per core,
 *                                         at most one per 2,000 pages)
 *
 * Output: dist/sites/{slug}/ — one deployable folder per property (its
 * languages, shared assets, _redirects, _headers, 404 pages), published by
 * swapping a symlink so a server never sees a half-built property; plus
 * dist/404.html for unknown hosts and dist/nginx.example.conf.
 */
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  lstatSync,
  readlinkSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fetchBookingEngines, fetchListing } from '../src/api/booking-engines.ts';
import type { Listing } from '../src/lib/seo/listing-contract.ts';
import { checkEngineSettings, formatSettingsProblems } from '../src/lib/settings/engine-settings.ts';
import type { BookingEngine } from '../src/lib/types.ts';
import { LOCALES } from '../src/lib/types.ts';
import type { ProgressMessage } from './build-astro.ts';
import { defaultJobs, groupMembersFor, pagesOf, shardOf, splitByPages } from './build-jobs.ts';
import { checkoutPaymentMethods, type SettingsExport } from '../src/api/settings.ts';
import { formatHeaders, formatRedirects, headerRules, nginxExample, publishedScriptPolicies, redirectRules, type ScriptPolicies } from './deploy-rules.ts';
import { cspSources, headerScriptPolicy, inlineScriptHashes } from '../src/lib/frame/csp.ts';
import { gatewayHostsUsed } from '../src/payments/config.ts';
import { buildInventory } from './script-inventory.ts';
import { inlineStylesheets } from './self-contained.ts';
import { CliError, messageOf, readOptions, refuse, runCommand, usageError } from '../server/cli/command.ts';
import { pagesVersions, runWatch } from './watch.ts';
import { writeDiscoveryFiles } from './discovery-files.ts';
import { siteOrigin } from '../src/lib/seo/discovery.ts';

const USAGE = `Build the static sites: every property × active language, or only some.

npm run build [-- options]

  --property <slug>   only this property (repeat, or comma-separate), swapped in alone
  --settings <file>   read the properties' settings from a JSON export instead of the API
  --api <url>         the API to read settings from (default BUILD_API_URL, else
                      PUBLIC_API_URL, else http://127.0.0.1:8787/api)
  --out <dir>         where to write (default SITE_OUT_DIR, else dist)
  --shard <i>/<n>     this machine's i-th of n parts of the portfolio
  --jobs <n>          parallel Astro builds (default: one per core, at most one per 2,000 pages)
  --quiet             print nothing but errors
  --watch             after the build, follow the API's settings changes and rebuild
                      only the properties that changed (see README "Changing a property's settings");
                      with --property, only those properties are built and followed
  --every <seconds>   how often --watch asks the API (default 10)

Env: PUBLIC_API_URL (the API as the pages reach it), SITE_DOMAIN (the domain of
the nginx example), BUILD_API_URL.`;

const values = readOptions('build', USAGE, {
  property: { type: 'string', multiple: true },
  settings: { type: 'string' },
  api: { type: 'string' },
  out: { type: 'string' },
  shard: { type: 'string' },
  jobs: { type: 'string' },
  quiet: { type: 'boolean', default: false },
  watch: { type: 'boolean', default: false },
  every: { type: 'string' },
});

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, values.out ?? process.env.SITE_OUT_DIR ?? 'dist');
const apiUrl = values.api ?? process.env.BUILD_API_URL ?? process.env.PUBLIC_API_URL ?? 'http://127.0.0.1:8787/api';
/** The API's address as the pages have it baked in (src/api/settings.ts). */
const siteApiUrl = (process.env.PUBLIC_API_URL ?? apiUrl).replace(/\/$/, '');
const log = (message: string) => {
  if (!values.quiet) process.stdout.write(`${message}\n`);
};

/** The settings version of each property as the API answered it (none for a --settings build). */
let settingsVersions: Record<string, number> = {};

/** The settings as read, from the --settings file or the API: not yet checked. */
async function readSettings(): Promise<unknown> {
  if (values.settings) {
    const file = resolve(values.settings);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new CliError(`--settings ${values.settings}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : messageOf(error)}.`);
    }
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new CliError(`--settings ${values.settings} is not JSON: ${messageOf(error)}.`);
    }
  }
  try {
    const answer = await fetchBookingEngines(apiUrl);
    settingsVersions = answer.settingsVersions;
    return { bookingEngines: answer.bookingEngines };
  } catch (error) {
    throw new CliError(
      `could not read the properties' settings from ${apiUrl} (${messageOf(error)}). Start the API (\`npm run api\`), point --api or BUILD_API_URL at it, or build from an export with --settings <file>.`,
    );
  }
}

/** The properties to build: settings of another shape stop the build before any page, one line per property and field. */
async function loadEngines(): Promise<BookingEngine[]> {
  const checked = checkEngineSettings(await readSettings());
  if (!checked.ok) {
    const source = values.settings ? `--settings ${values.settings}` : `the settings from ${apiUrl}`;
    throw new CliError(`${source} cannot be built; nothing was changed:\n${formatSettingsProblems(checked.problems)}`);
  }
  return checked.engines;
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
  if (previous && previous !== resolve(sitesDir, '.versions', versionDir)) {
    rmSync(previous, { recursive: true, force: true });
    rmSync(`${previous}.json`, { force: true });
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The Astro builds still running: a failed build stops the others. */
const running = new Set<ChildProcess>();

/** Runs one Astro build (scripts/build-astro.ts) in a child process; `onProgress` gets its rendered page count. */
function astroBuild(settingsFile: string, astroOut: string, onProgress: (rendered: number) => void): Promise<void> {
  return new Promise((done, fail) => {
    const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'build-astro.ts')], {
      cwd: root,
      env: { ...process.env, BOOKING_ENGINES_FILE: settingsFile, ASTRO_OUT_DIR: astroOut, BUILD_LOG_LEVEL: values.quiet ? 'error' : 'warn' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    running.add(child);
    child.on('message', (message: ProgressMessage) => onProgress(message.rendered));
    child.on('error', fail);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) done();
      else fail(new Error(`the Astro build of ${settingsFile} ended with ${signal ?? `code ${code}`}`));
    });
  });
}

/** Each property's listing (its unit types, for the structured data), eight requests at a time. */
async function readListings(engines: readonly BookingEngine[]): Promise<Record<string, Listing>> {
  const listings: Record<string, Listing> = {};
  const queue = [...engines];
  const worker = async () => {
    for (let engine = queue.shift(); engine; engine = queue.shift()) {
      try {
        listings[engine.slug] = await fetchListing(apiUrl, engine.slug);
      } catch (error) {
        throw new CliError(`could not read the listing of ${engine.slug} from ${apiUrl} (${messageOf(error)}).`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(8, queue.length) }, worker));
  return listings;
}

async function main(): Promise<void> {
  const started = performance.now();
  const all = await loadEngines();
  const wanted = values.property?.flatMap((value) => value.split(',')).filter(Boolean);
  if (wanted) {
    const unknown = wanted.filter((slug) => !all.some((engine) => engine.slug === slug));
    if (unknown.length > 0)
      throw new CliError(`no property ${unknown.join(', ')} in the settings (the properties are ${all.map((engine) => engine.slug).join(', ')}).`);
  }
  const engines = shardOf(wanted ? all.filter((engine) => wanted.includes(engine.slug)) : all, values.shard);
  if (engines.length === 0) throw new CliError(values.shard ? `shard ${values.shard} holds no property.` : 'the settings hold no property to build.');

  // The unit types of each property for its structured data come from the API; a --settings build describes the properties alone.
  const listings = values.settings ? {} : await readListings(engines);
  const work = resolve(root, '.build', `run-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  process.env.PUBLIC_API_URL ??= apiUrl;

  // What each property's pages are built from (a group's include its members'), recorded beside them for --watch.
  const builtFrom = pagesVersions(settingsVersions, all);
  const propertyPages = engines.reduce((sum, engine) => sum + pagesOf(engine), 0);
  const jobs = values.jobs === undefined ? defaultJobs(propertyPages, availableParallelism()) : Number(values.jobs);
  if (!Number.isInteger(jobs) || jobs < 1) throw usageError(`--jobs must be a whole number from 1, got "${values.jobs}".`);
  const groups = splitByPages(engines, jobs).map((members, index) => ({ members, astroOut: join(work, `astro-${index + 1}`) }));
  // Each Astro build also renders the not-found page for unknown hosts.
  const total = propertyPages + groups.length;
  log(
    `Building ${engines.length} propert${engines.length === 1 ? 'y' : 'ies'}, ${total} pages` +
      (groups.length > 1 ? ` in ${groups.length} parallel Astro builds…` : '…'),
  );
  const rendered = groups.map(() => 0);
  const done = () => rendered.reduce((sum, count) => sum + count, 0);
  const tty = process.stdout.isTTY && !values.quiet;
  let lastReported = -1;
  const timer = values.quiet
    ? undefined
    : setInterval(() => {
        if (tty) process.stdout.write(`\r${progress(done(), total)}`);
        else if (Math.floor((done() / total) * 10) > lastReported) {
          lastReported = Math.floor((done() / total) * 10);
          log(progress(done(), total));
        }
      }, 500);
  try {
    await Promise.all(
      groups.map((group, index) => {
        const settingsFile = join(work, `booking-engines-${index + 1}.json`);
        const groupListings = Object.fromEntries(group.members.flatMap((engine) => (listings[engine.slug] ? [[engine.slug, listings[engine.slug]]] : [])));
        // A group's members go along (groupMembers), built by this job or not: its checkout offers their payment methods.
        const settings: SettingsExport = { bookingEngines: group.members, groupMembers: groupMembersFor(group.members, all), listings: groupListings };
        writeFileSync(settingsFile, JSON.stringify(settings));
        return astroBuild(settingsFile, group.astroOut, (count) => (rendered[index] = count));
      }),
    );
  } finally {
    clearInterval(timer);
  }
  if (tty) process.stdout.write(`\r${progress(done(), total)}\n`);

  const sitesDir = join(outDir, 'sites');
  const versionsDir = join(sitesDir, '.versions');
  mkdirSync(versionsDir, { recursive: true });
  const stamp = `${Date.now().toString(36)}-${process.pid}`;
  // Each property's script policy by page type: the pages' inline script hashes, and card gateways only on the payment pages.
  const scriptPolicies = new Map<string, ScriptPolicies>();
  // A group's payment page offers its members' ways to pay too: its policy and inventory name their gateways.
  const offered = (engine: (typeof all)[number]) => checkoutPaymentMethods(engine, groupMembersFor([engine], all));
  const policiesOf = (engine: (typeof all)[number], site: string): ScriptPolicies => {
    const lang = engine.activeLanguages.includes('en') ? 'en' : engine.activeLanguages[0];
    const hashes = [...new Set(['index.html', 'payment/index.html'].flatMap((page) => inlineScriptHashes(readFileSync(join(site, lang, page), 'utf8'))))];
    return {
      page: headerScriptPolicy(cspSources(process.env, []), hashes),
      payment: headerScriptPolicy(cspSources(process.env, gatewayHostsUsed(offered(engine))), hashes),
    };
  };
  for (const { members, astroOut } of groups) {
    for (const engine of members) {
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
      // What search engines and chat apps read: the sitemap, robots.txt and the link preview picture.
      await writeDiscoveryFiles(site, engine, siteOrigin(engine.slug, process.env, engine.siteHost), {
        now: new Date(),
        warn: (line) => process.stderr.write(`build: ${line}\n`),
      });
      writeFileSync(join(site, '_redirects'), formatRedirects(redirectRules(engine.activeLanguages)));
      const scripts = policiesOf(engine, site);
      scriptPolicies.set(engine.slug, scripts);
      writeFileSync(join(site, '_headers'), formatHeaders(headerRules(engine, { reportUri: `${siteApiUrl}/csp-report`, scripts })));
      // The payment pages' script inventory, kept beside the sites (it is not published).
      mkdirSync(join(outDir, 'script-inventory'), { recursive: true });
      const inventory = buildInventory(site, { ...engine, paymentMethods: offered(engine) }, siteApiUrl, process.env);
      writeFileSync(join(outDir, 'script-inventory', `${engine.slug}.json`), `${JSON.stringify(inventory, null, 2)}\n`);
      // What the pages were built from, beside (not inside) the published folder: a restarted --watch rebuilds only
      // what is older than the API's settings (a group's members' included).
      if (settingsVersions[engine.slug] !== undefined) {
        const record = { slug: engine.slug, settingsVersion: settingsVersions[engine.slug], pagesVersion: builtFrom[engine.slug] };
        writeFileSync(join(versionsDir, `${versionName}.json`), `${JSON.stringify(record)}\n`);
      }
      publish(sitesDir, engine.slug, versionName);
    }
  }
  // The unknown host's page is answered for every path of that host, so it carries its styles itself.
  const rootOut = groups[0].astroOut;
  writeFileSync(
    join(outDir, '404.html'),
    inlineStylesheets(readFileSync(join(rootOut, '404.html'), 'utf8'), (href) => readFileSync(join(rootOut, href), 'utf8')),
  );
  const domain = process.env.SITE_DOMAIN ?? 'book.example.com';
  // The nginx example names every property built so far: those of this build, and the others as their published _headers say.
  const everyEngine = (wanted || values.shard ? all : engines).flatMap((engine) => {
    const scripts = scriptPolicies.get(engine.slug) ?? publishedScriptPolicies(join(sitesDir, engine.slug));
    return scripts ? [{ ...engine, scripts }] : [];
  });
  const nginx = nginxExample({ domain, locales: LOCALES, engines: everyEngine, reportUri: `${siteApiUrl}/csp-report` });
  mkdirSync(join(outDir, 'nginx'), { recursive: true });
  writeFileSync(join(outDir, 'nginx', 'booking.conf'), nginx.server);
  writeFileSync(join(outDir, 'nginx', 'booking-headers.conf'), nginx.headers);
  rmSync(join(outDir, 'nginx.example.conf'), { force: true });
  rmSync(work, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  const names =
    engines.length <= 10
      ? engines.map((engine) => engine.slug).join(', ')
      : `${engines.length} properties (${engines[0].slug} … ${engines[engines.length - 1].slug})`;
  log(`Built ${names} in ${seconds.toFixed(1)} s → ${sitesDir}`);
}

if (import.meta.main) {
  process.env.ASTRO_TELEMETRY_DISABLED = '1';
  if (values.watch) {
    if (values.settings) refuse('build', '--watch follows the API; it cannot follow a --settings file.');
    if (values.shard) refuse('build', '--watch builds and follows every property, or those of --property; leave out --shard.');
    const every = Number(values.every ?? 10);
    if (!(every >= 1)) refuse('build', `--every must be a number of seconds from 1, got "${values.every}".`);
    const buildArgs = ['--api', apiUrl, '--out', outDir, ...(values.quiet ? ['--quiet'] : []), ...(values.jobs ? ['--jobs', values.jobs] : [])];
    const only = values.property?.flatMap((value) => value.split(',')).filter(Boolean);
    runCommand('build', () => runWatch({ apiUrl, outDir, buildArgs, only, everyMs: every * 1000, log: (line) => process.stdout.write(`${line}\n`) }));
  } else {
    // Astro's build leaves handles open: the build is finished, and the process ends, when main resolves.
    runCommand(
      'build',
      async () => {
        await main();
        return 0;
      },
      () => {
        for (const child of running) child.kill('SIGTERM');
      },
    );
  }
}
