import { useEffect, useState } from 'react';
import type { CountryNames, CountryNamesFile } from '../../lib/checkout/countries.ts';
import type { SelectOption } from '../ui/SearchableSelect.tsx';

/** Country names of one language only, loaded when the form needs them (i18n-iso-countries). */
const NAMES: Record<string, () => Promise<unknown>> = {
  hr: () => import('i18n-iso-countries/langs/hr.json'),
  en: () => import('i18n-iso-countries/langs/en.json'),
  cs: () => import('i18n-iso-countries/langs/cs.json'),
  de: () => import('i18n-iso-countries/langs/de.json'),
  es: () => import('i18n-iso-countries/langs/es.json'),
  fr: () => import('i18n-iso-countries/langs/fr.json'),
  it: () => import('i18n-iso-countries/langs/it.json'),
  vi: () => import('i18n-iso-countries/langs/vi.json'),
  el: () => import('i18n-iso-countries/langs/el.json'),
  pl: () => import('i18n-iso-countries/langs/pl.json'),
  sl: () => import('i18n-iso-countries/langs/sl.json'),
};

/**
 * The countries as select options in the page's language, sorted by its
 * collation. The names and the dial codes (libphonenumber-js metadata, the
 * larger part) load together after the form's first render, so neither
 * delays the page.
 */
export function useCountries(lang: string): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    let alive = true;
    void Promise.all([import('../../lib/checkout/countries.ts'), (NAMES[lang] ?? NAMES.en)()]).then(([{ countryOptions }, module]) => {
      const names = (module as { default?: unknown }).default ?? module;
      if (alive) setOptions(countryOptions(lang, names as CountryNames | CountryNamesFile));
    });
    return () => {
      alive = false;
    };
  }, [lang]);
  return options;
}
