import type { Locale } from '../lib/types.ts';
import { pageMessages } from './dictionaries.ts';
import { provideMessages } from './runtime.ts';
import { createI18n, translatorFor, type Messages, type Translate } from './translator.ts';

/**
 * Build time: the page's dictionary (English overlaid by the language), a
 * translate function for Astro templates, and the same dictionary made
 * available to the islands rendered on this page.
 */
export function pageI18n(lang: Locale): { messages: Messages; t: Translate } {
  const messages = pageMessages(lang);
  provideMessages(lang, messages);
  return { messages, t: translatorFor(createI18n(lang, { [lang]: messages })) };
}
