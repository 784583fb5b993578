/**
 * The rewrites and headers a property's static folder needs, written once
 * as `_redirects` / `_headers` (Netlify and Cloudflare Pages read these
 * files) and applied by `npm run serve` from the very same files, so local
 * runs and CDNs behave alike. An nginx example is generated from the same
 * rules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookingEngine, Locale } from '../src/lib/types.ts';

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

export interface HeaderRule {
  path: string;
  headers: [string, string][];
}

/** The id-bearing routes and the shell each is served from (ARCHITECTURE "Static URLs"). */
export const SHELL_ROUTES: readonly { pattern: string; shell: string }[] = [
  { pattern: 'reservations/*', shell: 'reservations/index.html' },
  { pattern: 'offer/:offerUuid/:bookingCode/payment', shell: 'offer/payment/index.html' },
  { pattern: 'offer/:offerUuid/:bookingCode', shell: 'offer/index.html' },
  { pattern: 'reservation/check-in/*', shell: 'reservation/check-in/index.html' },
];

/** Paths without a language (old links, e-mails) are answered by the root language chooser. */
const LANGUAGE_LESS = ['services', 'payment', 'reservations/*', 'offer/*', 'reservation/*', 'close'];

export function redirectRules(languages: readonly Locale[]): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const lang of languages) {
    for (const route of SHELL_ROUTES) rules.push({ from: `/${lang}/${route.pattern}`, to: `/${lang}/${route.shell}`, status: 200 });
  }
  for (const path of LANGUAGE_LESS) rules.push({ from: `/${path}`, to: '/index.html', status: 200 });
  for (const lang of languages) rules.push({ from: `/${lang}/*`, to: `/${lang}/404/index.html`, status: 404 });
  rules.push({ from: '/*', to: '/404.html', status: 404 });
  return rules;
}

/**
 * The pages kept out of search indexes besides their `<meta name="robots">`
 * (src/lib/seo/discovery.ts `isIndexed`): the booking steps, the pages of a
 * guest's code, the close screen and the not-found page of each language,
 * and the language-less paths the language chooser answers.
 */
const UNINDEXED = ['services', 'payment', 'reservations', 'reservation', 'offer', 'close', '404'];
export const NOINDEX: [string, string] = ['X-Robots-Tag', 'noindex'];

/** Pages whose URL carries a booking code or identifier: never leak it in a Referer. */
const CAPABILITY_PATHS = ['reservations', 'offer', 'reservation'];

/**
 * The header half of the Content-Security-Policy: what a `<meta>` policy
 * cannot say (frame-ancestors, where reports go). Astro writes the other
 * half — script and style hashes — into each page's `<meta>`; browsers
 * enforce both.
 */
export function headerPolicy(embeddingOrigins: readonly string[], reportUri: string | null): string {
  const ancestors = ["'self'", ...embeddingOrigins].join(' ');
  const report = reportUri ? `; report-uri ${reportUri}; report-to csp` : '';
  return `frame-ancestors ${ancestors}; object-src 'none'; base-uri 'none'${report}`;
}

/** A property's script policies by page type (`headerScriptPolicy` in src/lib/frame/csp.ts). */
export interface ScriptPolicies {
  /** Every page but the payment pages: no card gateway. */
  page: string;
  /** The checkout and the offer's payment page: the gateways the property uses. */
  payment: string;
}

/** Options of the header rules: where CSP violation reports go (the API's `/csp-report`), and the script policies. */
export interface HeaderOptions {
  reportUri?: string | null;
  scripts?: ScriptPolicies | null;
}

/** The page paths of a language without card payments, as `_headers` patterns (`:name` one segment, `*` the rest). */
const pagePaths = (lang: Locale): string[] => [
  `/${lang}/`,
  `/${lang}/services/*`,
  `/${lang}/close/*`,
  `/${lang}/reservations/*`,
  `/${lang}/reservation/*`,
  `/${lang}/offer/:offerUuid/:bookingCode`,
];

/** The payment pages of a language. */
const paymentPaths = (lang: Locale): string[] => [`/${lang}/payment/*`, `/${lang}/offer/:offerUuid/:bookingCode/payment`];

/**
 * The headers of a property's folder. Several rules may match one path; a
 * CDN (and `npm run serve`) then sends each of their headers, a header named
 * twice as one comma-joined value. A comma-joined Content-Security-Policy
 * is two policies, both enforced: the frame and reporting one of every
 * path, and the script one of the page type.
 */
export function headerRules(engine: Pick<BookingEngine, 'embeddingOrigins' | 'activeLanguages'>, options: HeaderOptions = {}): HeaderRule[] {
  const reportUri = options.reportUri ?? null;
  const rules: HeaderRule[] = [
    {
      path: '/*',
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Content-Security-Policy', headerPolicy(engine.embeddingOrigins, reportUri)],
        ...(reportUri ? ([['Reporting-Endpoints', `csp="${reportUri}"`]] as [string, string][]) : []),
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        ['Permissions-Policy', 'payment=(self), camera=(), microphone=(), geolocation=()'],
      ],
    },
    { path: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    { path: '/images/*', headers: [['Cache-Control', 'public, max-age=86400']] },
  ];
  for (const lang of engine.activeLanguages) {
    for (const path of CAPABILITY_PATHS) {
      rules.push({
        path: `/${lang}/${path}/*`,
        headers: [
          ['Referrer-Policy', 'no-referrer'],
          ['Cache-Control', 'no-cache'],
        ],
      });
    }
  }
  for (const lang of engine.activeLanguages) {
    for (const path of UNINDEXED) rules.push({ path: `/${lang}/${path}/*`, headers: [NOINDEX] });
  }
  for (const path of [...UNINDEXED.map((path) => `/${path}/*`), '/404.html']) rules.push({ path, headers: [NOINDEX] });
  if (options.scripts) {
    const { page, payment } = options.scripts;
    for (const lang of engine.activeLanguages) {
      for (const path of pagePaths(lang)) rules.push({ path, headers: [['Content-Security-Policy', page]] });
      for (const path of paymentPaths(lang)) rules.push({ path, headers: [['Content-Security-Policy', payment]] });
    }
  }
  return rules;
}

/**
 * The script policies a property's `_headers` carries (its results page's
 * and its checkout's), or null for a folder written before they existed.
 */
export function scriptPoliciesOf(rules: readonly HeaderRule[]): ScriptPolicies | null {
  const policy = (path: RegExp) =>
    rules.filter((rule) => path.test(rule.path)).flatMap((rule) => rule.headers.filter(([name]) => name === 'Content-Security-Policy'))[0]?.[1];
  const page = policy(/^\/[a-z]{2}\/$/);
  const payment = policy(/^\/[a-z]{2}\/payment\/\*$/);
  return page && payment ? { page, payment } : null;
}

/** The script policies a published property folder's `_headers` carries, or null (no folder, or written before them). */
export function publishedScriptPolicies(siteDir: string): ScriptPolicies | null {
  const file = join(siteDir, '_headers');
  return existsSync(file) ? scriptPoliciesOf(parseHeaders(readFileSync(file, 'utf8'))) : null;
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  return `${rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`).join('\n')}\n`;
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return `${rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n')}\n`;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: Number(status ?? 301) };
    });
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const index = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Matches a path against a rule pattern: `:name` matches one segment,
 * a trailing `*` the rest. Returns the placeholders, or null.
 * @example matchPattern('/en/offer/:o/:c', '/en/offer/ab/12') // { o: 'ab', c: '12' }
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index++) {
    const part = patternParts[index];
    if (part === '*') {
      params.splat = pathParts.slice(index).join('/');
      return params;
    }
    const segment = pathParts[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return patternParts.length === pathParts.length ? params : null;
}

/** Where and how the nginx example serves the sites (the test runs it on loopback without TLS). */
export interface NginxOptions {
  /** Production domain: properties are {slug}.{domain}. */
  domain: string;
  locales: readonly Locale[];
  /** Each property with its embedding origins, its own host name if it has one, and script policies. */
  engines: readonly (Pick<BookingEngine, 'slug' | 'embeddingOrigins' | 'siteHost'> & { scripts: ScriptPolicies })[];
  reportUri?: string | null;
  /** The folder holding `sites/` (default /srv/booking/dist). */
  root?: string;
  /** The `listen` parameters (default `443 ssl http2`). */
  listen?: string;
  /** Where the header include is installed (default /etc/nginx/snippets/booking-headers.conf). */
  include?: string;
}

/** The nginx example: the server block (with its maps) and the header include every location uses. */
export interface NginxExample {
  server: string;
  headers: string;
}

const quoted = (value: string): string => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * An nginx server block serving every property folder by host name with
 * the rules of `_redirects` and `_headers`. nginx drops every `add_header`
 * of an enclosing block in a location that has one of its own, so there is
 * none at the server level: every location includes the whole set
 * (`headers`) and adds its own Referrer-Policy, caching and script policy.
 * A shell page is served by the location that matched its URL
 * (`try_files` with a file before `=404`, not an internal redirect that
 * another location would answer). A property with a host name of its own
 * is served there, and its `{slug}.{domain}` address answers with a
 * permanent redirect to the same path on its own host.
 */
export function nginxExample(options: NginxOptions): NginxExample {
  const report = options.reportUri ? `; report-uri ${options.reportUri}; report-to csp` : '';
  const langs = options.locales.join('|');
  const root = options.root ?? '/srv/booking/dist';
  const include = options.include ?? '/etc/nginx/snippets/booking-headers.conf';
  const map = (variable: string, fallback: string, value: (engine: NginxOptions['engines'][number]) => string) =>
    [
      `map $property $${variable} {`,
      `    default ${quoted(fallback)};`,
      ...options.engines.map((engine) => `    ${engine.slug} ${quoted(value(engine))};`),
      '}',
    ].join('\n');
  const strictest = options.engines[0]?.scripts.page ?? "script-src 'self'";
  const headers = `# Every location of the booking sites includes this: nginx drops a server block's add_header in a location
# that has add_header of its own, so the set is repeated in each.
add_header X-Content-Type-Options nosniff always;
add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
add_header Permissions-Policy "payment=(self), camera=(), microphone=(), geolocation=()" always;
add_header Content-Security-Policy "frame-ancestors $frame_ancestors; object-src 'none'; base-uri 'none'${report}" always;${options.reportUri ? `\nadd_header Reporting-Endpoints 'csp="${options.reportUri}"' always;` : ''}
`;
  const location = (match: string, own: string[], serve: string) =>
    `    location ${match} {\n        include ${include};\n${own.map((line) => `        ${line}\n`).join('')}        ${serve}\n    }`;
  const page = 'add_header Content-Security-Policy $page_scripts always;';
  const payment = 'add_header Content-Security-Policy $payment_scripts always;';
  const strict = 'add_header Referrer-Policy strict-origin-when-cross-origin always;';
  // Pages are checked again on every visit, so a regenerated site shows at once (as the CDNs' default for HTML).
  const fresh = 'add_header Cache-Control no-cache always;';
  const noindex = `add_header ${NOINDEX[0]} ${NOINDEX[1]} always;`;
  const capability = ['add_header Referrer-Policy no-referrer always;', fresh, noindex];
  const domainPattern = options.domain.replace(/\./g, '\\.');
  // An own host under the shared domain would redirect to itself or take another property's address (the settings API refuses one).
  const shared = (host: string) => host === options.domain || host.endsWith(`.${options.domain}`);
  const ownHosts = options.engines.flatMap((engine) => (engine.siteHost && !shared(engine.siteHost) ? [{ slug: engine.slug, host: engine.siteHost }] : []));
  const server = `# Serves ${root}/sites/{slug} for {slug}.${options.domain} (or the property's own host name) with the rewrites and headers of _redirects/_headers.
# Include this in the http block, and ${include} (generated beside it) where it says.
# The property a host name serves: its own host name, else {slug}.${options.domain}.
map $host $property {
    default "";
${ownHosts.map((own) => `    ${own.host} ${own.slug};\n`).join('')}    "~^(?<slug>[a-z0-9-]+)\\.${domainPattern}$" $slug;
}

# A property with a host name of its own: its {slug}.${options.domain} address moves there.
map $host $own_host {
    default "";
${ownHosts.map((own) => `    ${own.slug}.${options.domain} ${own.host};\n`).join('')}}

${map('frame_ancestors', "'self'", (engine) => ["'self'", ...engine.embeddingOrigins].join(' '))}

# The script policy of every page but the payment pages (no card gateway), and of the payment pages (the property's gateways).
${map('page_scripts', strictest, (engine) => engine.scripts.page)}

${map('payment_scripts', strictest, (engine) => engine.scripts.payment)}

server {
    listen ${options.listen ?? '443 ssl http2'};
    server_name ~^[a-z0-9-]+\\.${domainPattern}$${ownHosts.map((own) => ` ${own.host}`).join('')};
    root ${root}/sites/$property;
    index index.html;
    if ($own_host) {
        return 301 https://$own_host$request_uri;
    }
    # A host name no property has: reached only when this block is the port's default server (the only one on
    # it, or listen … default_server); otherwise nginx's default block answers such hosts.
    if ($property = "") {
        return 404;
    }

    # Hashed assets: a year; a missing one is not cached (add_header without 'always' leaves 404s alone).
${location('^~ /_astro/', [strict, 'add_header Cache-Control "public, max-age=31536000, immutable";'], 'try_files $uri =404;')}
${location('^~ /images/', [strict, 'add_header Cache-Control "public, max-age=86400";'], 'try_files $uri =404;')}
${location(`~ ^/(${langs})/payment/?$`, [strict, fresh, noindex, payment], 'try_files $uri/index.html =404;')}
${location(`~ ^/(${langs})/offer/[^/]+/[^/]+/payment/?$`, [...capability, payment], 'try_files /$1/offer/payment/index.html =404;')}
${location(`~ ^/(${langs})/offer/[^/]+/[^/]+/?$`, [...capability, page], 'try_files /$1/offer/index.html =404;')}
${location(`~ ^/(${langs})/reservations/`, [...capability, page], 'try_files $uri /$1/reservations/index.html =404;')}
${location(`~ ^/(${langs})/reservation/check-in/`, [...capability, page], 'try_files $uri /$1/reservation/check-in/index.html =404;')}
${location(`~ ^/(${langs})/(services|close|404)(/|$)`, [strict, fresh, noindex, page], 'try_files $uri $uri/index.html =404;\n        error_page 404 /$1/404/index.html;')}
${location(`~ ^/(${langs})/`, [strict, fresh, page], 'try_files $uri $uri/index.html =404;\n        error_page 404 /$1/404/index.html;')}
${location('~ ^/(services|payment|reservations|offer|reservation|close)(/|$)', [strict, fresh, noindex, page], 'try_files /index.html =404;')}
${location('/', [strict, fresh, page], 'try_files $uri $uri/index.html =404;\n        error_page 404 /404.html;')}
}
`;
  return { server, headers };
}
