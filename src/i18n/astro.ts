import type { Locale } from '../lib/types.ts';
import { pageMessages } from './dictionaries.ts';
import { provideMessages } from './runtime.ts';
import { createI18n, translatorFor, type Messages, type Translate } from './translator.ts';

export interface PageI18n {
  messages: Messages;
  /** `messages` as the page embeds it: JSON with `<` escaped, safe inside a script element. */
  messagesJson: string;
  t: Translate;
}

/**
 * One entry per language for the whole build: every page of a language
 * embeds the same dictionary and translates with the same instance, so a
 * build of many properties merges, serialises and initialises each
 * language once instead of once per page.
 */
const perLanguage = new Map<Locale, PageI18n>();

/**
 * Build time: the page's dictionary (English overlaid by the language), a
 * translate function for Astro templates, and the same dictionary made
 * available to the islands rendered on this page.
 */
export function pageI18n(lang: Locale): PageI18n {
  let entry = perLanguage.get(lang);
  if (!entry) {
    const messages = pageMessages(lang);
    const translate = translatorFor(createI18n(lang, { [lang]: messages }));
    // Every page of the language asks for the same plain strings: each is looked up once.
    const plain = new Map<string, string>();
    const t: Translate = (key, options) => {
      if (options !== undefined) return translate(key, options);
      let text = plain.get(key);
      if (text === undefined) {
        text = translate(key);
        plain.set(key, text);
      }
      return text;
    };
    entry = { messages, messagesJson: JSON.stringify(messages).replace(/</g, '\\u003c'), t };
    perLanguage.set(lang, entry);
  }
  provideMessages(lang, entry.messages);
  return entry;
}
