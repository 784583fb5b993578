/**
 * `npm run bench`: builds the demo against a fresh reference API, serves it,
 * and prints per page type the gzip JS and CSS bytes a guest downloads and
 * the Lighthouse mobile performance and accessibility scores (Debian
 * Chromium; CHROMIUM_PATH overrides). Figures only — nothing here fails on
 * a budget: the machines are shared and timings are noisy.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { createStaticServer } from './serve.ts';
import { root, run, startApi, waitForApi } from './processes.ts';

const API_PORT = 28787;
const SITE_PORT = 24321;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const work = join(root, '.build', 'bench');
const apiUrl = `http://127.0.0.1:${API_PORT}/api`;
const site = (path: string, slug = 'villa-adriatic') => `http://${slug}.localhost:${SITE_PORT}${path}`;
/** Replaced by the path of a reservation the bench books before measuring. */
const RESERVATION_PATH = '/en/reservations/{booked}';
/** One browser profile for every measurement: it holds the basket the stateful pages need. */
const profile = join(root, '.build', 'bench', 'profile');

/**
 * Puts a unit in the basket of the bench profile (the extras and checkout
 * pages send an empty basket back to the search) and books a reservation
 * by bank transfer for the reservation page. Returns the reservation's path.
 */
async function prepareState(): Promise<string> {
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: chromeFlags.filter((flag) => !flag.startsWith('--headless')) });
  const page = context.pages()[0] ?? (await context.newPage());
  const book = async () => {
    await page.goto(site('/en/'), { waitUntil: 'networkidle' });
    const accept = page.getByRole('button', { name: 'Accept' });
    if (await accept.isVisible()) await accept.click();
    await page.getByRole('button', { name: 'Show rates' }).first().click();
    await page.getByRole('button', { name: 'Select this unit' }).first().click();
    await page.waitForURL(/\/en\/(services|payment)/);
  };
  await book();
  await page.goto(site('/en/payment'), { waitUntil: 'networkidle' });
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill('Guest');
  await page.getByLabel('E-mail').fill('bench@mail.hr');
  await page.getByLabel('Phone').fill('+385 1 555 0100');
  await page.getByRole('combobox', { name: 'Country' }).fill('Croatia');
  await page.getByRole('option').first().click();
  await page.getByLabel('Estimated time of arrival').selectOption('14:00');
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('checkbox', { name: /I have read and I accept the/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.waitForURL(/\/en\/reservations\//);
  const reservation = new URL(page.url()).pathname;
  // A basket again, for the extras and checkout pages.
  await book();
  await context.close();
  return reservation;
}

/** Page types and their budgets (gzip JS KB; performance and accessibility scores). */
export const PAGES: { name: string; path: string; slug?: string; budget?: { jsKb: number; performance: number; accessibility: number } }[] = [
  { name: 'page shell (frame only, 404 page)', path: '/en/404', budget: { jsKb: 100, performance: 95, accessibility: 100 } },
  { name: 'accommodation (/), 7 unit types', path: '/en/', budget: { jsKb: 120, performance: 95, accessibility: 100 } },
  { name: 'results, group of 22 unit types', path: '/en/', slug: 'dalmatia-collection', budget: { jsKb: 120, performance: 95, accessibility: 100 } },
  { name: 'extras (/services), one unit in the basket', path: '/en/services' },
  { name: 'checkout (/payment), one unit in the basket', path: '/en/payment' },
  { name: 'reservation page', path: RESERVATION_PATH },
  { name: 'offer', path: '/en/offer/bench-offer/B-1' },
  { name: 'check-in', path: '/en/reservation/check-in/00000000-0000-4000-8000-000000000000' },
];

interface Row {
  page: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  performance: number | null;
  accessibility: number | null;
  budget?: string;
}

async function transferSizes(url: string): Promise<{ js: number; css: number }> {
  const browser = await chromium.launchPersistentContext(profile, { executablePath: chromePath, args: chromeFlags.filter((flag) => !flag.startsWith('--headless')) });
  const page = browser.pages()[0] ?? (await browser.newPage());
  const bodies: Promise<{ type: string; size: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.body().then((body) => ({ type, size: gzipSync(body).length })).catch(() => ({ type, size: 0 })));
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  await browser.close();
  return {
    js: all.filter((entry) => entry.type === 'script').reduce((sum, entry) => sum + entry.size, 0),
    css: all.filter((entry) => entry.type === 'stylesheet').reduce((sum, entry) => sum + entry.size, 0),
  };
}

async function lighthouseScores(url: string): Promise<{ performance: number | null; accessibility: number | null }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir: profile });
  try {
    // The profile's storage (the basket) is kept, as a returning guest's would be.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true });
    const categories = result?.lhr.categories;
    const score = (value: number | null | undefined) => (value == null ? null : Math.round(value * 100));
    return { performance: score(categories?.performance?.score), accessibility: score(categories?.accessibility?.score) };
  } finally {
    await chrome.kill();
  }
}

async function main(): Promise<void> {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const api = startApi({ port: API_PORT, dbFile: join(work, 'booking.sqlite'), sitePort: SITE_PORT, quiet: true });
  try {
    await waitForApi(apiUrl, api);
    const built = await run(process.execPath, [join(root, 'scripts/build.ts'), '--api', apiUrl, '--out', join(work, 'dist'), '--quiet'], { PUBLIC_API_URL: apiUrl });
    if (built !== 0) throw new Error('The build failed.');
    const server = createStaticServer({ outDir: join(work, 'dist'), port: SITE_PORT });
    await new Promise<void>((done) => server.listen(SITE_PORT, '127.0.0.1', done));
    const rows: Row[] = [];
    try {
      rmSync(profile, { recursive: true, force: true });
      const reservationPath = await prepareState();
      for (const page of PAGES) if (page.path === RESERVATION_PATH) page.path = reservationPath;
      for (const entry of PAGES) {
        const sizes = await transferSizes(site(entry.path, entry.slug));
        const scores = await lighthouseScores(site(entry.path, entry.slug));
        const row: Row = { page: entry.name, jsGzipBytes: sizes.js, cssGzipBytes: sizes.css, ...scores };
        if (entry.budget) {
          const within =
            sizes.js / 1024 <= entry.budget.jsKb &&
            (scores.performance ?? 0) >= entry.budget.performance &&
            (scores.accessibility ?? 0) >= entry.budget.accessibility;
          row.budget = `${within ? 'within' : 'OVER'} (≤${entry.budget.jsKb} KB JS, perf ≥${entry.budget.performance}, a11y ${entry.budget.accessibility})`;
        }
        rows.push(row);
        process.stdout.write(`measured ${entry.name}\n`);
      }
    } finally {
      server.close();
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    process.stdout.write('\n| page | JS (gzip) | CSS (gzip) | performance | accessibility | budget |\n|---|---|---|---|---|---|\n');
    for (const row of rows) {
      process.stdout.write(`| ${row.page} | ${kb(row.jsGzipBytes)} | ${kb(row.cssGzipBytes)} | ${row.performance ?? '–'} | ${row.accessibility ?? '–'} | ${row.budget ?? ''} |\n`);
    }
    mkdirSync(join(root, 'bench-results'), { recursive: true });
    writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify({ measuredAt: new Date().toISOString(), pages: rows }, null, 2));
  } finally {
    api.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`Bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
