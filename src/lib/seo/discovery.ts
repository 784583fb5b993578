/**
 * What search engines and social networks read from a property's pages:
 * where each page lives (absolute URLs on the property's own origin), its
 * language alternates, whether it may be indexed, the sitemap and
 * robots.txt. Pure: the build and the pages call it with the property's
 * settings and the origin `siteOrigin` gives.
 */
import type { Locale } from '../types.ts';

/** The environment that decides where the pages are served (the same variables the build and the static server read). */
export interface OriginEnv {
  SITE_DOMAIN?: string;
  SITE_PORT?: string;
}

/**
 * The origin a property's pages are served from: in production (SITE_DOMAIN
 * set) `https://{siteHost}` for a property with a host name of its own,
 * else `https://{slug}.{SITE_DOMAIN}`; on a developer's machine
 * `http://{slug}.localhost:{SITE_PORT}` (4321 by default), as `npm start`
 * serves them, whatever host the property has (its own does not lead to
 * this machine).
 * @example siteOrigin('villa-adriatic', { SITE_DOMAIN: 'book.example.com' }) // 'https://villa-adriatic.book.example.com'
 * @example siteOrigin('villa-adriatic', { SITE_DOMAIN: 'book.example.com' }, 'book.villa-adriatic.hr') // 'https://book.villa-adriatic.hr'
 */
export function siteOrigin(slug: string, env: OriginEnv, siteHost?: string | null): string {
  const domain = env.SITE_DOMAIN?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  if (domain) return siteHost ? `https://${siteHost}` : `https://${slug}.${domain}`;
  const port = Number(env.SITE_PORT ?? 4321);
  return `http://${slug}.localhost:${Number.isInteger(port) && port > 0 ? port : 4321}`;
}

/**
 * The pages a search engine may index: each language's accommodation page
 * (the search and its results). The booking steps, the pages reached with
 * a guest's code (reservation, offer, check-in) and the not-found page
 * carry `noindex` and stay out of the sitemap, as do the close screen and
 * the language chooser at `/`, which have layouts of their own.
 */
export type PageKind = 'search' | 'services' | 'payment' | 'reservation' | 'offer' | 'offerPayment' | 'checkin' | 'notFound';
export const isIndexed = (page: PageKind): boolean => page === 'search';

/** A page's absolute URL: `pagePath` is what follows the language segment ('' for the accommodation page). */
export const pageUrl = (origin: string, lang: Locale, pagePath = ''): string => `${origin}/${lang}/${pagePath ? `${pagePath.replace(/^\/+|\/+$/g, '')}/` : ''}`;

export interface Alternate {
  /** A language code, or 'x-default' for the page of the property's first language, shown when no other matches. */
  hreflang: string;
  href: string;
}

/**
 * The language alternates of a page: one per active language and
 * `x-default`, the property's first language (its `/` only chooses a
 * language and is not indexed itself).
 */
export function alternates(origin: string, languages: readonly Locale[], pagePath = ''): Alternate[] {
  const links = languages.map((lang) => ({ hreflang: lang, href: pageUrl(origin, lang, pagePath) }));
  return languages.length > 0 ? [...links, { hreflang: 'x-default', href: pageUrl(origin, languages[0]!, pagePath) }] : links;
}

const xmlEscape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** The sitemap of a property: its accommodation page in each language, each listing the others (sitemaps.org with xhtml:link alternates). */
export function sitemapXml(origin: string, languages: readonly Locale[], lastModified: Date): string {
  const links = alternates(origin, languages)
    .map((link) => `    <xhtml:link rel="alternate" hreflang="${xmlEscape(link.hreflang)}" href="${xmlEscape(link.href)}"/>`)
    .join('\n');
  const day = lastModified.toISOString().slice(0, 10);
  const urls = languages.map((lang) => `  <url>\n    <loc>${xmlEscape(pageUrl(origin, lang))}</loc>\n    <lastmod>${day}</lastmod>\n${links}\n  </url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The property's robots.txt: everything may be crawled (a page kept out of
 * the index says so with `noindex`, which a crawler must be allowed to
 * read), and the sitemap is named.
 */
export const robotsTxt = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;

/** The `og:locale` of a language (Open Graph wants language_TERRITORY). */
const OG_LOCALES: Readonly<Record<Locale, string>> = {
  hr: 'hr_HR',
  en: 'en_GB',
  cs: 'cs_CZ',
  de: 'de_DE',
  es: 'es_ES',
  fr: 'fr_FR',
  it: 'it_IT',
  vi: 'vi_VN',
  el: 'el_GR',
  pl: 'pl_PL',
  sl: 'sl_SI',
};

export interface SocialPreview {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  lang: Locale;
  languages: readonly Locale[];
  siteName: string;
}

/** Open Graph and Twitter Card tags of a public page, as `<meta>` attribute pairs in document order. */
export function socialTags(preview: SocialPreview): { property?: string; name?: string; content: string }[] {
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: preview.siteName },
    { property: 'og:title', content: preview.title },
    { property: 'og:description', content: preview.description },
    { property: 'og:url', content: preview.url },
    { property: 'og:locale', content: OG_LOCALES[preview.lang] },
    ...preview.languages.filter((lang) => lang !== preview.lang).map((lang) => ({ property: 'og:locale:alternate', content: OG_LOCALES[lang] })),
    { property: 'og:image', content: preview.image },
    { property: 'og:image:width', content: String(PREVIEW_IMAGE.width) },
    { property: 'og:image:height', content: String(PREVIEW_IMAGE.height) },
    { property: 'og:image:alt', content: preview.imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: preview.title },
    { name: 'twitter:description', content: preview.description },
    { name: 'twitter:image', content: preview.image },
    { name: 'twitter:image:alt', content: preview.imageAlt },
  ];
}

/** The link preview picture made at build from the property's cover image: the size Open Graph and X show large. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, path: '/images/preview.jpg' } as const;
