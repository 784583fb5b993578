/**
 * Finding an option of a searchable select by what the guest types (the
 * country selects, 02 §2.10, §3.15): the spec's case-insensitive match,
 * and, as a guest types on any keyboard, without accents ('Osterreich',
 * 'Ελλαδα', 'Viet Nam', 'Wlochy' find 'Österreich', 'Ελλάδα', 'Việt Nam',
 * 'Włochy') and in an option's other names (`aliases`: 'Russia', or the
 * English name on a page in another language). The best matches come
 * first: the whole name typed ('India', not 'British Indian Ocean
 * Territory'; 'Sudan', not 'South Sudan'), then names that start with the
 * text, then a later word that does, then the rest. The country list
 * (`countries.ts`) loads it with the names (`useCountries`).
 */

/** Letters with no accent to take off, as a guest types them on a keyboard without them. */
const PLAIN: Readonly<Record<string, string>> = { đ: 'd', ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };

/** Lower case without accents, in the locale: 'Česká' and 'ceska' fold alike, 'Đức' and 'duc', 'Weißrussland' and 'weissrussland'. */
export function fold(text: string, locale?: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đłßøæœþı]/g, (letter) => PLAIN[letter]);
}

/** How well a folded name holds the folded text: 0 whole, 1 at its start, 2 at a later word's start, 3 elsewhere, 4 not at all. */
function rank(name: string, needle: string): number {
  const at = name.indexOf(needle);
  if (at < 0) return 4;
  if (at === 0) return name.length === needle.length ? 0 : 1;
  return /[\s\-(,.'’]/.test(name[at - 1]) ? 2 : 3;
}

/** The options that match the typed text with their best rank over their names, best first (stable: the list's order within a rank). */
function ranked<T extends { label: string; aliases?: readonly string[] }>(options: readonly T[], needle: string, locale?: string) {
  return options
    .map((option) => ({ option, rank: Math.min(...[option.label, ...(option.aliases ?? [])].map((name) => rank(fold(name, locale), needle))) }))
    .filter((entry) => entry.rank < 4)
    .sort((a, b) => a.rank - b.rank);
}

/**
 * The options whose label, or one of its aliases, contains the typed text,
 * ignoring case and accents, best matches first; all of them, in order,
 * for a blank query.
 * @example filterOptions([{ label: 'South Sudan' }, { label: 'Sudan' }], 'sudan') // [{ label: 'Sudan' }, { label: 'South Sudan' }]
 */
export function filterOptions<T extends { label: string; aliases?: readonly string[] }>(
  options: readonly T[],
  query: string | null | undefined,
  locale?: string,
): T[] {
  const needle = fold((query ?? '').trim(), locale);
  return needle ? ranked(options, needle, locale).map((entry) => entry.option) : [...options];
}

/**
 * What leaving a select with typed text takes: the option the text names
 * whole (case and accents aside, any of its names), else the only one it
 * matches; null when it matches none or several, so that the field is left
 * empty for the guest to choose rather than holding a country they did not
 * pick (or the one chosen before, while the text says another).
 * @example acceptTyped([{ label: 'Slovakia' }, { label: 'Slovenia' }], 'slovenia') // { label: 'Slovenia' }
 * @example acceptTyped([{ label: 'Slovakia' }, { label: 'Slovenia' }], 'slo') // null
 */
export function acceptTyped<T extends { label: string; aliases?: readonly string[] }>(options: readonly T[], query: string, locale?: string): T | null {
  const matches = ranked(options, fold(query.trim(), locale), locale);
  return matches[0]?.rank === 0 || matches.length === 1 ? matches[0].option : null;
}
