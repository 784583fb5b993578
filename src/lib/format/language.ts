import { DEFAULT_LOCALE, LOCALES, type Locale } from '../types.ts';

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/**
 * The language a guest lands on at `/`: an explicit `?language=` when the
 * property offers it, else the first of the browser's languages it offers,
 * else its first active language (English when it offers none).
 * @example preferredLocale(['de-AT', 'en'], ['hr', 'en', 'de']) // 'de'
 */
export function preferredLocale(browserLanguages: readonly string[], activeLanguages: readonly Locale[], requested?: string | null): Locale {
  const active = activeLanguages.length > 0 ? activeLanguages : [DEFAULT_LOCALE];
  const candidates = [requested ?? '', ...browserLanguages].map((tag) => tag.toLowerCase().split(/[-_]/)[0]);
  for (const candidate of candidates) {
    if (isLocale(candidate) && active.includes(candidate)) return candidate;
  }
  return active.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : active[0];
}

/**
 * The same page in another language: the first path segment is the language
 * (`/{lang}/…`); the rest of the path, the query (less any `language`
 * parameter) and the hash are kept.
 * @example switchLanguageUrl('/en/services', '?currency=HRK', '', 'hr') // '/hr/services?currency=HRK'
 */
export function switchLanguageUrl(pathname: string, search: string, hash: string, to: Locale): string {
  const segments = pathname.split('/');
  // segments[0] is '' for an absolute path.
  if (segments.length > 1 && isLocale(segments[1])) segments[1] = to;
  else segments.splice(1, 0, to);
  const params = new URLSearchParams(search);
  params.delete('language');
  const query = params.toString();
  return `${segments.join('/') || '/'}${query ? `?${query}` : ''}${hash}`;
}

/**
 * Where a `/…?language=xx` link (as sent in e-mails) lands: the static
 * language URL of the same path, other parameters kept. Null when the URL
 * already has a language segment and no `language` parameter.
 * @example languageRedirect('/', '?language=hr&unitTypeId=3', ['hr', 'en']) // '/hr/?unitTypeId=3'
 */
export function languageRedirect(
  pathname: string,
  search: string,
  activeLanguages: readonly Locale[],
  browserLanguages: readonly string[] = [],
): string | null {
  const params = new URLSearchParams(search);
  const requested = params.get('language');
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first) && requested === null) return null;
  const locale = preferredLocale(browserLanguages, activeLanguages, requested);
  params.delete('language');
  const rest = isLocale(first) ? pathname.split('/').slice(2).join('/') : pathname.replace(/^\//, '');
  const query = params.toString();
  return `/${locale}/${rest}${query ? `?${query}` : ''}`;
}
