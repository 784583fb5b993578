/**
 * The rewrites and headers a property's static folder needs, written once
 * as `_redirects` / `_headers` (Netlify and Cloudflare Pages read these
 * files) and applied by `npm run serve` from the very same files, so local
 * runs and CDNs behave alike. An nginx example is generated from the same
 * rules.
 */
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

/** Options of the header rules: where CSP violation reports go (the API's `/csp-report`), when known. */
export interface HeaderOptions {
  reportUri?: string | null;
}

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
      rules.push({ path: `/${lang}/${path}/*`, headers: [['Referrer-Policy', 'no-referrer'], ['Cache-Control', 'no-cache']] });
    }
  }
  return rules;
}

export function formatRedirects(rules: readonly RedirectRule[]): string {
  return rules.map((rule) => `${rule.from}  ${rule.to}  ${rule.status}`).join('\n') + '\n';
}

export function formatHeaders(rules: readonly HeaderRule[]): string {
  return rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n') + '\n';
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

/** An nginx server block serving every property folder by host name with the same rules. */
export function nginxExample(domain: string, locales: readonly Locale[], engines: readonly Pick<BookingEngine, 'slug' | 'embeddingOrigins'>[], reportUri: string | null = null): string {
  const report = reportUri ? `; report-uri ${reportUri}; report-to csp` : '';
  const langs = locales.join('|');
  const ancestors = engines
    .map((engine) => `    ${engine.slug} "'self'${engine.embeddingOrigins.map((origin) => ` ${origin}`).join('')}";`)
    .join('\n');
  return `# Serves dist/sites/{slug} for {slug}.${domain} with the rewrites and headers of _redirects/_headers.
map $property $frame_ancestors {
    default "'self'";
${ancestors}
}

server {
    listen 443 ssl http2;
    server_name ~^(?<property>[a-z0-9-]+)\\.${domain.replace(/\./g, '\\.')}$;
    root /srv/booking/dist/sites/$property;
    index index.html;

    add_header X-Content-Type-Options nosniff always;
    add_header Referrer-Policy strict-origin-when-cross-origin always;
    add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
    add_header Permissions-Policy "payment=(self), camera=(), microphone=(), geolocation=()" always;
    add_header Content-Security-Policy "frame-ancestors $frame_ancestors; object-src 'none'; base-uri 'none'${report}" always;${reportUri ? `\n    add_header Reporting-Endpoints 'csp="${reportUri}"' always;` : ''}

    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; try_files $uri =404; }
    location ~ ^/(${langs})/reservations/ { add_header Referrer-Policy no-referrer always; try_files $uri /$1/reservations/index.html; }
    location ~ ^/(${langs})/offer/[^/]+/[^/]+/payment$ { add_header Referrer-Policy no-referrer always; try_files $uri /$1/offer/payment/index.html; }
    location ~ ^/(${langs})/offer/[^/]+/[^/]+$ { add_header Referrer-Policy no-referrer always; try_files $uri /$1/offer/index.html; }
    location ~ ^/(${langs})/reservation/check-in/ { add_header Referrer-Policy no-referrer always; try_files $uri /$1/reservation/check-in/index.html; }
    location ~ ^/(${langs})/ { try_files $uri $uri/index.html $uri/ =404; error_page 404 /$1/404/index.html; }
    location ~ ^/(services|payment|reservations|offer|reservation|close) { try_files /index.html =404; }
    location / { try_files $uri $uri/index.html =404; error_page 404 /404.html; }
}
`;
}
