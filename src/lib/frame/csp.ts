/**
 * The Content-Security-Policy of the pages (the `<meta>` policy Astro writes
 * with a hash of every inline script and style; see astro.config.mjs), built
 * from what the site really talks to:
 * - the booking API (calls, the test gateway's SDKs, card frames and 3-D Secure pages);
 * - the card gateways' documented browser SDKs, frames and APIs (or the
 *   `PUBLIC_…_SDK_URL` addresses the build was given instead);
 * - the error-reporting endpoint, when one is configured.
 * Nothing else may load a script, open a frame or be fetched; inline scripts
 * run only by hash (no 'unsafe-inline' for scripts); plugins and `<base>` are
 * refused. The header half (frame-ancestors, reporting) is in
 * scripts/deploy-rules.ts, since a `<meta>` policy cannot carry it.
 *
 * Pure: the build passes its environment.
 */
import { PRODUCTION_SDK_URLS, type PaymentEnv } from '../../payments/config.ts';
import type { GatewayId } from '../../payments/types.ts';

/** Every card gateway the site can load. */
export const ALL_GATEWAYS: readonly GatewayId[] = ['monri', 'wspay', 'stripe', 'cardstream', 'saferpay'];

/** A directive Astro lets the configuration set (it writes script-src and style-src itself). */
export type CspDirective =
  `${'default-src' | 'object-src' | 'base-uri' | 'connect-src' | 'frame-src' | 'img-src' | 'font-src' | 'media-src' | 'manifest-src' | 'worker-src' | 'form-action'} ${string}`;

export type CspEnv = PaymentEnv & Partial<Record<'PUBLIC_API_URL' | 'PUBLIC_ERROR_REPORT_URL', string | undefined>>;

/** What the pages may load, by kind. */
export interface CspSources {
  /** script-src (besides the hashes Astro adds). */
  scripts: string[];
  /** The other fetch and navigation directives, complete (`name value…`). */
  directives: CspDirective[];
}

/** Where each gateway's frames and API calls go besides its SDK's own origin (provider documentation). */
const GATEWAY_EXTRA = {
  // Stripe.js: frames from js.stripe.com and hooks.stripe.com (3-D Secure), calls to api.stripe.com.
  frames: ['https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

const given = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * The origin of a URL, or null when it is not an http(s) URL.
 * @example originOf('https://js.stripe.com/v3/') // 'https://js.stripe.com'
 */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The script, frame and connection sources of the pages, for the given
 * card gateways (by default every one: the `<meta>` policy every page
 * carries; the header policy of a page type names only what it loads).
 * @example cspSources({ PUBLIC_API_URL: 'https://api.example.com/api' }).scripts[0] // "'self'"
 */
export function cspSources(env: CspEnv, only: readonly GatewayId[] = ALL_GATEWAYS): CspSources {
  const api = originOf(given(env.PUBLIC_API_URL) ?? 'http://localhost:8787/api');
  const uses = (gateway: GatewayId) => only.includes(gateway);
  const allSdk = {
    monri: given(env.PUBLIC_MONRI_SDK_URL) ?? PRODUCTION_SDK_URLS.monri,
    wspay: given(env.PUBLIC_WSPAY_SDK_URL) ?? PRODUCTION_SDK_URLS.wspay,
    stripe: given(env.PUBLIC_STRIPE_SDK_URL) ?? PRODUCTION_SDK_URLS.stripe,
    cardstream: given(env.PUBLIC_CARDSTREAM_SDK_URL) ?? PRODUCTION_SDK_URLS.cardstream,
    saferpay: given(env.PUBLIC_SAFERPAY_SDK_URL) ?? PRODUCTION_SDK_URLS.saferpay,
  };
  const sdk = ALL_GATEWAYS.filter(uses).map((gateway) => allSdk[gateway]);
  const jquery = uses('cardstream') ? (given(env.PUBLIC_CARDSTREAM_JQUERY_URL) ?? PRODUCTION_SDK_URLS.cardstreamJquery) : null;
  const saferpayFields = uses('saferpay') ? (given(env.PUBLIC_SAFERPAY_FIELDS_URL) ?? PRODUCTION_SDK_URLS.saferpayFields) : null;
  const gateways = unique([...sdk.map(originOf), originOf(saferpayFields)]);
  const extra = uses('stripe') ? GATEWAY_EXTRA : { frames: [], connect: [] };
  const reports = originOf(given(env.PUBLIC_ERROR_REPORT_URL));
  return {
    scripts: unique(["'self'", api, ...sdk.map(originOf), originOf(jquery)]),
    directives: [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      `connect-src ${unique(["'self'", api, reports, ...gateways, ...extra.connect]).join(' ')}`,
      // 'self': the 3-D Secure return screen of gateway E opens the site in the modal's frame.
      `frame-src ${unique(["'self'", api, ...gateways, ...extra.frames]).join(' ')}`,
      // Unit photos and the static map come from the property's image hosts and the maps service.
      `img-src 'self' data: blob: https:${api?.startsWith('http:') ? ` ${api}` : ''}`,
      "font-src 'self' data:",
      "media-src 'none'",
      "manifest-src 'self'",
      "worker-src 'none'",
      `form-action ${unique(["'self'", api, ...gateways]).join(' ')}`,
    ],
  };
}

/** The directives a page type's header policy sets (the rest stays with the `<meta>` policy). */
const HEADER_DIRECTIVES = ['connect-src', 'frame-src', 'form-action'];

/**
 * The script half of a page type's Content-Security-Policy header: where
 * scripts, frames, calls and form posts may go, with the inline scripts'
 * hashes the pages carry (`hashes`, `'sha256-…'`). A browser enforces it
 * together with the page's `<meta>` policy, so the page can do only what
 * both allow: only the gateways in `sources` (the payment pages of a
 * property name the gateways it uses; every other page none).
 * @example headerScriptPolicy(cspSources(env, []), ["'sha256-abc='"]) // "script-src 'self' https://api.example.com 'sha256-abc='; connect-src …"
 */
export function headerScriptPolicy(sources: CspSources, hashes: readonly string[]): string {
  const directives = sources.directives.filter((directive) => HEADER_DIRECTIVES.includes(directive.split(' ')[0]));
  return [`script-src ${[...sources.scripts, ...hashes].join(' ')}`, ...directives].join('; ');
}

/**
 * The inline script hashes of a page's `<meta>` policy.
 * @example inlineScriptHashes(`<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-abc='">`) // ["'sha256-abc='"]
 */
export function inlineScriptHashes(html: string): string[] {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html)?.[1] ?? '';
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  return scripts.match(/'sha(256|384|512)-[A-Za-z0-9+/=]+'/g) ?? [];
}
