/**
 * A country's name in the page's language from its ISO 3166 code, as the
 * reservation page shows the booker's country (the checkout showed the
 * name, not 'HR'). The browser's own Intl.DisplayNames knows every
 * country in every language of the site, so no name list is loaded; a
 * value that is not a two-letter code, or a browser without it, shows as
 * it is.
 * @example countryName('HR', 'de') // 'Kroatien'
 * @example countryName('hr', 'en') // 'Croatia'
 */
export function countryName(code: string | null | undefined, locale: string): string {
  const value = (code ?? '').trim();
  if (!/^[A-Za-z]{2}$/.test(value)) return value;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(value.toUpperCase()) ?? value;
  } catch {
    return value;
  }
}
