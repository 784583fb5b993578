// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import UnoCSS from 'unocss/astro';
import { fileURLToPath } from 'node:url';
import { cspSources } from './src/lib/frame/csp.ts';
import { islandStyleInHead } from './src/lib/frame/island-style.ts';
import { islandsPastStubs, stubTarget } from './src/lib/frame/island-stubs.ts';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const LOCALES = ['hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl'];
const csp = cspSources(process.env);

/**
 * One Astro build renders every property × language shell as
 * `/{lang}/{property}/…`; `scripts/build.ts` then moves each property into
 * its own deployable folder (`dist/sites/{slug}/{lang}/…`), where the URLs
 * the guest sees are `/{lang}/…` on the property's own host.
 */
export default defineConfig({
  output: 'static',
  outDir: process.env.ASTRO_OUT_DIR ?? '.build/astro',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  compressHTML: true,
  // No Markdown pages: no code highlighter (Shiki's inline styles would not pass the policy below).
  markdown: { syntaxHighlight: false },
  // Every page carries a <meta> Content-Security-Policy: inline scripts and styles only by the hashes
  // Astro computes (the frame's per-property colours add theirs), scripts only from the site, the API
  // and the card gateways (src/lib/frame/csp.ts). Style attributes stay allowed: React renders a few
  // (progress widths, the gallery's position), and they cannot run code.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: csp.directives,
      scriptDirective: { resources: csp.scripts },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  i18n: {
    locales: LOCALES,
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  integrations: [
    UnoCSS({ injectReset: true }),
    react(),
    {
      // Astro writes its islands' <style> inside <body>, where HTML allows none: moved into <head> (src/lib/frame/island-style.ts).
      // An island whose entry file only re-exports from another chunk loads that chunk instead (src/lib/frame/island-stubs.ts).
      name: 'built-pages',
      hooks: {
        'astro:build:done': async ({ dir }) => {
          const root = fileURLToPath(dir);
          const stubs = new Map();
          // A build without any client script has no _astro folder: nothing to skip then.
          const assets = await readdir(join(root, '_astro'), { withFileTypes: true }).catch(() => []);
          for (const entry of assets) {
            const path = join(root, '_astro', entry.name);
            // A stub is one short line: the other modules are not read.
            if (!entry.isFile() || !entry.name.endsWith('.js') || (await stat(path)).size > 256) continue;
            const target = stubTarget(await readFile(path, 'utf8'));
            if (target) stubs.set(`/_astro/${entry.name}`, target);
          }
          for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
            if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
            const file = join(entry.parentPath, entry.name);
            const html = await readFile(file, 'utf8');
            const moved = islandsPastStubs(islandStyleInHead(html), stubs);
            if (moved !== html) await writeFile(file, moved);
          }
        },
      },
    },
    {
      // `client:frame`: the frame's islands hydrate when idle, or at once when the guest or another island needs them.
      name: 'frame-hydration',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'frame', entrypoint: fileURLToPath(new URL('./src/lib/frame/frame-directive.ts', import.meta.url)) });
        },
      },
    },
  ],
  vite: {
    build: {
      // Stylesheets go inline (every one the site has is under 10 KB, 1.7–2.7 KB gzip): a stylesheet a page links holds its
      // first paint back by a round trip on a first visit (the search page's largest paint on a phone: 1.36 s with its four
      // linked, 1.09 s inline), more than the few KB the page grows by. Images and fonts stay files, and so does the
      // calendar's stylesheet, which the calendar loads when it first opens (`?url&no-inline`, ui/stylesheet.ts).
      assetsInlineLimit: (file, content) => file.endsWith('.css') && content.length <= 10240,
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      rolldownOptions: {
        output: {
          // A page's scripts in a few chunks by what loads them, instead of a chunk per shared module: each small
          // chunk costs a request and compresses worse (gzip learns nothing across files). Dynamically imported
          // parts (dialogs, calendars, the stored basket's checks, country names) stay chunks of their own.
          codeSplitting: {
            groups: [
              {
                // What a page's first script imports, on its own: it starts the page's reads before React loads (src/api/page-reads.ts)
                // and writes the offer's code into the offer screens' heading.
                name: 'early',
                priority: 4,
                test: /src[\\/](api[\\/](early|page-reads)|lib[\\/](offer[\\/]offer-route|pricing[\\/]page-currency|search[\\/]search-query|format[\\/](dates|zone-calendar|page-calendar)|frame[\\/]page-paths|basket[\\/]basket-expiry|format[\\/]headings)|stores[\\/]storage|components[\\/]frame[\\/]offer-heading)\.ts/,
              },
              {
                // Every page: React, the translator, the stores, and the frame's islands and helpers.
                name: 'runtime',
                priority: 3,
                test: /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|nanostores|@nanostores|@astrojs[\\/]react|void-elements|html-parse-stringify)[\\/]|src[\\/](i18n[\\/](react|runtime|translator)|stores[\\/](config|analytics|loading|modal)\.ts|lib[\\/](types\.ts|format[\\/](language|money)\.ts|frame[\\/](consent|frame-events|analytics-events|step-links|csp-report)\.ts)|components[\\/](frame[\\/](CookieNotice|HeaderControls|LoadingOverlay|PolicyLink|PolicyModals)\.tsx|ui[\\/](Modal|Dropdown|useDismiss|useHydrated|useBottomSpace|focus)\.tsx?))/,
              },
              {
                // The HTTP client's library, loaded when a request first needs it (src/api/client.ts `loadClient`).
                name: 'ky',
                priority: 2,
                test: /node_modules[\\/]ky[\\/]/,
              },
              {
                // Every booking step (search, extras, checkout, reservation, offer, check-in): the API client, the search's state,
                // what a part that could not load says (lazyPart, RetryNotice), and what an item's fees and tourist tax come to
                // (lib/extras/fees: the basket's items and the extras' prices both use it, and neither loads the other). The search itself, the gallery and the popover stay out: the later steps load none. So do the
                // basket's store and its items: the store reads the stored basket as it loads (and a stored basket's checks with
                // it), which the offer, reservation and check-in pages have no use for.
                name: 'booking',
                priority: 2,
                test: /src[\\/](api[\\/]client\.ts|lib[\\/](pricing[\\/]currency|format[\\/]messages|search[\\/]children|extras[\\/]fees)\.ts|stores[\\/](search-state|persistence|currency)\.ts|components[\\/](ui[\\/](useMoney|lazyPart|RetryNotice)|results[\\/]Messages)\.tsx?)/,
              },
              {
                // The basket's store and its items: the search, extras and checkout pages.
                name: 'basket',
                priority: 2,
                test: /src[\\/](stores|lib[\\/]basket)[\\/]basket\.ts/,
              },
              {
                // A stored basket's checks (valibot): the pages after the search, and the search with a basket.
                name: 'stored',
                priority: 1,
                test: /node_modules[\\/]valibot[\\/]|src[\\/]lib[\\/]basket[\\/]basket-storage\.ts/,
              },
              {
                // The extras' prices: the extras, checkout, reservation and offer pages, and the search with a basket.
                name: 'extras',
                priority: 1,
                test: /src[\\/]lib[\\/](extras[\\/]extras(-price|-quantity)?|pricing[\\/]vat)\.ts/,
              },
              {
                // The search page's islands (search bar, results, floating basket) and what they share, with the search and its call.
                name: 'search',
                priority: 1,
                test: /src[\\/](components[\\/](search[\\/](SearchBar|AmenityFilter|PromoCode)|ui[\\/](useMedia|Popover))\.tsx?|stores[\\/]search\.ts|api[\\/]availability\.ts)/,
              },
              {
                // What the booking steps after the search share in small parts: the payment's messages, the receipt's keys, the
                // rate's policies and prepayment, the card brands and lists rendered in slices, one chunk instead of six of a few
                // hundred bytes each. The payment screens (the checkout, the offer's payment) load all of it; the offer and
                // reservation pages a part, and the rest with it (about 1.4 KB more on the offer page, well within its budget).
                name: 'steps',
                priority: 1,
                test: /src[\\/](payments[\\/]messages|lib[\\/](checkout[\\/]receipt-keys|pricing[\\/](policies|prepayment)|payment[\\/]card-brands)|components[\\/]ui[\\/]useStoreInSlices)\.ts/,
              },
              {
                // A stay's price for a party (the search's cards, the offer's units): the offer page loads it without the search.
                name: 'pricing',
                priority: 1,
                test: /src[\\/]lib[\\/](search[\\/](occupancy|restrictions)|pricing[\\/](stay-price|pricing))\.ts/,
              },
            ],
          },
        },
      },
    },
  },
});
