import type { Locale } from '../lib/types.ts';
import type { Messages } from './translator.ts';
import hr from './locales/hr.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import cs from './locales/cs.json' with { type: 'json' };
import de from './locales/de.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import fr from './locales/fr.json' with { type: 'json' };
import it from './locales/it.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };
import el from './locales/el.json' with { type: 'json' };
import pl from './locales/pl.json' with { type: 'json' };
import sl from './locales/sl.json' with { type: 'json' };

/**
 * Every language's dictionary. Build-time only (Astro frontmatter, scripts,
 * tests): islands never import this module, so no dictionary is bundled
 * into client JavaScript.
 */
export const dictionaries: Record<Locale, Messages> = { hr, en, cs, de, es, fr, it, vi, el, pl, sl };

/**
 * The dictionary a page embeds: English overlaid by the chosen language, so
 * the chosen → English → key lookup holds on the client without shipping
 * English separately.
 * @example pageMessages('de')['Close'] // 'Schließen'
 */
export function pageMessages(locale: Locale): Messages {
  return { ...dictionaries.en, ...dictionaries[locale] };
}

/** Native name of each language for the language selector (not translated). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  hr: 'Hrvatski',
  en: 'English',
  cs: 'Čeština',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  vi: 'Tiếng Việt',
  el: 'Ελληνικά',
  pl: 'Polski',
  sl: 'Slovenščina',
};
