/**
 * The payment pages' script inventory (PCI DSS 6.4.3): every script the
 * checkout (`/{lang}/payment`) and offer payment (`/{lang}/offer/…/payment`)
 * pages may load or run, each with why it is there and, for the site's own
 * files and inline scripts, its SHA-256, so a changed file shows up too.
 *
 * - the site's own bundles: the page's scripts and islands and every chunk
 *   they import, statically or on demand (the gateway adapters load only
 *   when the guest picks their method);
 * - the inline scripts Astro writes (island loaders), each allowed by its
 *   hash in the page's Content-Security-Policy;
 * - the card gateways' SDKs for the methods the property offers: the test
 *   gateway's for a method in test mode, else the provider's documented URL
 *   (or the build's `PUBLIC_…_SDK_URL`).
 *
 * `scripts/build.ts` writes one file per property to
 * `dist/script-inventory/{slug}.json` (next to the sites, not published);
 * tests/e2e/script-inventory.spec.ts fails when a payment page loads a
 * script that is not in it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GATEWAY_OF_METHOD, gatewayOf, sdkScripts, type PaymentEnv } from '../src/payments/config.ts';
import type { BookingEngine } from '../src/lib/types.ts';

export type InventoryKind = 'bundle' | 'inline' | 'provider';

export interface InventoryEntry {
  kind: InventoryKind;
  /** Site path (`/_astro/…`) of a bundle, the full URL of a provider's SDK; absent for inline scripts. */
  url?: string;
  /** Base64 SHA-256 of the file or inline script (providers change their SDKs, so theirs is not pinned). */
  sha256?: string;
  purpose: string;
}

export interface PageInventory {
  /** The page's path after the language, e.g. 'payment' or 'offer/payment'. */
  page: string;
  scripts: InventoryEntry[];
}

export interface ScriptInventory {
  property: string;
  generatedAt: string;
  pages: PageInventory[];
}

/** The payment pages and their shell files in a property's folder. */
export const PAYMENT_PAGES = [
  { page: 'payment', file: 'payment/index.html' },
  { page: 'offer/payment', file: 'offer/payment/index.html' },
] as const;

const GATEWAY_NAMES: Readonly<Record<string, string>> = { monri: 'Monri', wspay: 'WSPay', stripe: 'Stripe', cardstream: 'Cardstream', saferpay: 'Saferpay' };

export const sha256 = (content: string | Uint8Array): string => createHash('sha256').update(content).digest('base64');

/**
 * The scripts a page's HTML names or holds: `src`, island component and
 * renderer URLs, module preloads; and the text of each inline script (data
 * blocks such as `application/json` do not run and are left out).
 * @example pageScripts('<script type="module" src="/_astro/a.js"></script><script>x()</script>') // { files: ['/_astro/a.js'], inline: ['x()'] }
 */
export function pageScripts(html: string): { files: string[]; inline: string[] } {
  const files = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|component-url|renderer-url|before-hydration-url)="([^"]+\.m?js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)) files.add(match[1]);
  const inline: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1];
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    inline.push(match[2]);
  }
  return { files: [...files], inline };
}

/**
 * The site files a script imports, by name: `./chunk.js` specifiers and
 * `_astro/…js` paths (Vite's preload lists), resolved against `/_astro/`.
 * @example importedFiles('import{a}from"./runtime.X1.js";const l=()=>import(`./Monri.Y2.js`)') // ['/_astro/runtime.X1.js', '/_astro/Monri.Y2.js']
 */
export function importedFiles(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/["'`]\.\/([\w.-]+\.m?js)["'`]/g)) found.add(`/_astro/${match[1]}`);
  for (const match of source.matchAll(/["'`]\/?_astro\/([\w.-]+\.m?js)["'`]/g)) found.add(`/_astro/${match[1]}`);
  return [...found];
}

/** Every site script reachable from `entries` (`/_astro/…` paths), read through `read` (null: no such file). */
export function bundleClosure(entries: readonly string[], read: (path: string) => string | null): string[] {
  const seen = new Set<string>();
  const queue = entries.filter((entry) => entry.startsWith('/_astro/'));
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const source = read(path);
    if (source === null) continue;
    seen.add(path);
    queue.push(...importedFiles(source).filter((next) => !seen.has(next)));
  }
  return [...seen].sort();
}

/**
 * The gateway SDKs the property's payment methods load, each with its reason.
 * @example providerScripts([{ id: 3, bookingEngineId: 1, settings: { environment: 'test' } }], 'http://127.0.0.1:8787/api', {})[0].url // 'http://127.0.0.1:8787/api/test-gateway/sdk/stripe.js'
 */
export function providerScripts(methods: BookingEngine['paymentMethods'], apiUrl: string, env: PaymentEnv): InventoryEntry[] {
  const entries = new Map<string, InventoryEntry>();
  for (const method of methods) {
    const gateway = gatewayOf(method.id, method.settings);
    if (!gateway || !GATEWAY_OF_METHOD[method.id]) continue;
    const test = method.settings?.environment === 'test';
    for (const url of sdkScripts(gateway, method.settings, apiUrl, env)) {
      const what = /jquery/i.test(url) ? 'jQuery, which the Cardstream hosted fields plugin needs' : `${GATEWAY_NAMES[gateway]} browser SDK`;
      const purpose = `${what}: card fields and payment of method ${method.id}${test ? " (the reference API's test gateway)" : ''}; loaded only when the guest picks that method`;
      const known = entries.get(url);
      entries.set(url, { kind: 'provider', url, purpose: known ? `${known.purpose}; ${purpose}` : purpose });
    }
  }
  return [...entries.values()];
}

/**
 * Bundle files seen by this build, by path: `/_astro/` names carry their
 * content's hash, so a name read once for one property is the same file for
 * every other (a portfolio's build reads each chunk once).
 */
const bundles = new Map<string, { source: string; sha256: string } | null>();
const closures = new Map<string, string[]>();

/** A property's inventory, read from its built folder. */
export function buildInventory(siteDir: string, engine: BookingEngine, apiUrl: string, env: PaymentEnv, now = new Date()): ScriptInventory {
  const bundle = (path: string) => {
    if (!bundles.has(path)) {
      const file = join(siteDir, path);
      const source = existsSync(file) ? readFileSync(file, 'utf8') : null;
      bundles.set(path, source === null ? null : { source, sha256: sha256(source) });
    }
    return bundles.get(path)!;
  };
  const read = (path: string): string | null => (path.startsWith('/_astro/') ? (bundle(path)?.source ?? null) : null);
  const closure = (entries: string[]): string[] => {
    const key = entries.join(' ');
    if (!closures.has(key)) closures.set(key, bundleClosure(entries, read));
    return closures.get(key)!;
  };
  const html = (path: string): string | null => {
    const file = join(siteDir, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
  const providers = providerScripts(engine.paymentMethods, apiUrl, env);
  const pages: PageInventory[] = [];
  for (const { page, file } of PAYMENT_PAGES) {
    const scripts = new Map<string, InventoryEntry>();
    for (const lang of engine.activeLanguages) {
      const text = html(`${lang}/${file}`);
      if (text === null) continue;
      const found = pageScripts(text);
      for (const path of closure(found.files)) {
        scripts.set(path, {
          kind: 'bundle',
          url: path,
          sha256: bundle(path)!.sha256,
          purpose: "Booking engine code built from this repository (content-hashed file on the site's own origin)",
        });
      }
      for (const text of found.inline) {
        const hash = sha256(text);
        scripts.set(`inline:${hash}`, {
          kind: 'inline',
          sha256: hash,
          purpose: "Inline script written by the build (island loader), allowed by its hash in the page's Content-Security-Policy",
        });
      }
    }
    pages.push({ page, scripts: [...scripts.values(), ...providers] });
  }
  return { property: engine.slug, generatedAt: now.toISOString(), pages };
}

/** A script a page was seen loading or running. */
export interface LoadedScript {
  /** Full URL of a loaded file; absent for an inline script. */
  url?: string;
  /** Base64 SHA-256 of its content, when known. */
  sha256?: string;
}

/**
 * The loaded scripts the page's inventory does not list (or lists with
 * other content): site files by path and hash, inline scripts by hash,
 * provider SDKs by URL.
 * @example unlistedScripts(inventory, 'payment', [{ url: 'https://evil.example/skim.js' }], 'https://villa.example') // ['https://evil.example/skim.js']
 */
export function unlistedScripts(inventory: ScriptInventory, page: string, loaded: readonly LoadedScript[], siteOrigin: string): string[] {
  const listed = inventory.pages.find((entry) => entry.page === page)?.scripts ?? [];
  const unlisted: string[] = [];
  for (const script of loaded) {
    if (!script.url) {
      if (!listed.some((entry) => entry.kind === 'inline' && entry.sha256 === script.sha256)) unlisted.push(`inline script sha256-${script.sha256}`);
      continue;
    }
    const url = new URL(script.url);
    const own = url.origin === siteOrigin;
    const match = own
      ? listed.find((entry) => entry.kind === 'bundle' && entry.url === url.pathname)
      : listed.find((entry) => entry.kind === 'provider' && entry.url === script.url);
    if (!match || (match.sha256 && script.sha256 && match.sha256 !== script.sha256)) unlisted.push(script.url);
  }
  return unlisted;
}
