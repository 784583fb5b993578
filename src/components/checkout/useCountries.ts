import { useEffect, useState } from 'react';
import type { CountryNames, CountryNamesFile } from '../../lib/checkout/countries.ts';
import type { SearchableOptions } from '../ui/SearchableSelect.tsx';

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

/** The countries of a form's select, with how the select finds them by what is typed, and whether they failed to load. */
export interface Countries extends SearchableOptions {
  failed: boolean;
}

/**
 * The countries as select options in the page's language, sorted by its
 * collation. The names, the dial codes and the search through them
 * (`filterOptions`, `acceptTyped`) load together once `needed` is true (a form asks when
 * the guest first reaches into it, or at once when it already shows a
 * country), so none of them delays the page nor costs a guest who never
 * fills the form. `failed`: they could not be loaded (a dropped
 * connection); the form says so (`PartNotLoaded`).
 */
export function useCountries(lang: string, needed = true): Countries {
  // Until the names load, typed text finds nothing and leaving the field changes nothing (a stored country stays).
  const [countries, setCountries] = useState<Countries>({ options: [], filter: (options) => [...options], accept: () => undefined, failed: false });
  useEffect(() => {
    if (!needed) return;
    let alive = true;
    void Promise.all([import('../../lib/checkout/countries.ts'), (NAMES[lang] ?? NAMES.en)()]).then(
      ([{ countryOptions, filterOptions, acceptTyped }, module]) => {
        const names = (module as { default?: unknown }).default ?? module;
        const options = countryOptions(lang, names as CountryNames | CountryNamesFile);
        if (alive)
          setCountries({
            options,
            filter: (list, query) => filterOptions(list, query, lang),
            accept: (list, query) => acceptTyped(list, query, lang),
            failed: false,
          });
      },
      () => {
        if (alive) setCountries((shown) => ({ ...shown, failed: true }));
      },
    );
    return () => {
      alive = false;
    };
  }, [lang, needed]);
  return countries;
}

/**
 * Whether a form needs its country names yet: once the guest focuses or
 * points into it (`reach`, for the form's wrapper), or when `shown` says a
 * country is already filled in. Stays true once true.
 */
export function useCountriesNeeded(shown: boolean): { needed: boolean; reach: { onFocus: () => void; onPointerOver: () => void; onTouchStart: () => void } } {
  const [reached, setReached] = useState(false);
  const [reach] = useState(() => {
    const mark = () => setReached(true);
    return { onFocus: mark, onPointerOver: mark, onTouchStart: mark };
  });
  return { needed: reached || shown, reach };
}
