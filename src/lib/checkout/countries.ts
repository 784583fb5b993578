/**
 * Countries for the booker's country select and the check-in 'Country of
 * birth' select (02 §2.2, §2.10, §3.15): ISO 3166-1 alpha-2 ids, names in
 * the page's language, sorting and filtering.
 *
 * Names come from `i18n-iso-countries/langs/{lang}.json`, which the caller
 * loads, so a page downloads one language's names only:
 *
 *     const { default: names } = await import(`i18n-iso-countries/langs/${lang}.json`);
 *     const options = countryOptions(lang, names);
 *
 * The spec's country list also carries each country's dial code (01 §3.15);
 * no form shows it, so the options do not: the contact section's phones
 * (01 §2.15) take theirs from `dialCode` (lib/frame/frame.ts), at build
 * time, and the country names load without the calling-code table.
 */
import { message, type Message } from '../format/messages.ts';

export { acceptTyped, filterOptions } from '../format/option-search.ts';

/** A language's country names by alpha-2 code: one name, or the usual name first and other names after. */
export type CountryNames = Readonly<Record<string, string | readonly string[]>>;

/** The shape of `i18n-iso-countries/langs/{lang}.json`. */
export interface CountryNamesFile {
  locale?: string;
  countries: CountryNames;
}

/** A country as the searchable selects show it (02 §3.15). */
export interface CountryOption {
  /** ISO 3166-1 alpha-2, upper case: what the booking sends. */
  id: string;
  /** The same code, for select components keyed by value. */
  value: string;
  /** The same code, sent to card gateways (02 §3.15 code). */
  code: string;
  /** The name in the page's language. */
  label: string;
  /** Other names in that language (the guest may type 'Russia' for 'Russian Federation'). */
  aliases: string[];
}

/** The text a searchable select shows when nothing matches (02 §2.10). */
export const NO_RESULTS_KEY = 'No results';

const collators = new Map<string, Intl.Collator>();

function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
}

/**
 * The country options of a language: one per alpha-2 code of `names`
 * (the whole `langs/{lang}.json` or its `countries`), labelled with the
 * usual name (the first when there are several, as i18n-iso-countries'
 * getNames gives it), its other names and, in another language than
 * English, its English name as aliases, and sorted by the locale's
 * collation.
 * @example countryOptions('hr', hrNames).find((c) => c.id === 'HR') // { id: 'HR', value: 'HR', code: 'HR', label: 'Hrvatska', aliases: ['Croatia'] }
 */
export function countryOptions(locale: string, names: CountryNames | CountryNamesFile): CountryOption[] {
  const table: CountryNames = 'countries' in names && typeof names.countries === 'object' ? (names as CountryNamesFile).countries : (names as CountryNames);
  // The browser's English names (Intl.DisplayNames), on a page in another language: a guest may type 'Germany' on the Greek page.
  const english = locale.startsWith('en') ? null : new Intl.DisplayNames(['en'], { type: 'region' });
  const options: CountryOption[] = [];
  for (const [rawCode, value] of Object.entries(table)) {
    const all = (Array.isArray(value) ? value : [value]).filter((name): name is string => typeof name === 'string' && name.trim() !== '');
    if (!/^[A-Za-z]{2}$/.test(rawCode) || all.length === 0) continue;
    const code = rawCode.toUpperCase();
    const aliases = all.slice(1);
    if (english) aliases.push(english.of(code) ?? code);
    options.push({ id: code, value: code, code, label: all[0], aliases });
  }
  const compare = collator(locale);
  return options.sort((a, b) => compare.compare(a.label, b.label) || a.id.localeCompare(b.id));
}

/**
 * 'No results' when the filtered list is empty (02 §2.10), else null.
 * @example noResultsMessage([]) // { key: 'No results', tokens: {} }
 */
export function noResultsMessage(matches: readonly unknown[]): Message | null {
  return matches.length === 0 ? message(NO_RESULTS_KEY) : null;
}

/**
 * The option of an alpha-2 code, in any case.
 * @example findCountry(countries, 'hr')?.label // 'Croatia'
 */
export function findCountry(options: readonly CountryOption[], code: string | null | undefined): CountryOption | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  return upper ? options.find((option) => option.id === upper) : undefined;
}
