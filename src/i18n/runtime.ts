import type { i18n } from 'i18next';
import { createI18n, toLocale, type Messages } from './translator.ts';
import type { Locale } from '../lib/types.ts';

/**
 * Where islands get their strings. The page frame embeds the page's
 * language (already merged over English at build time) once, in
 * `<script type="application/json" id="i18n-messages">`; during the
 * build the layout registers the same dictionary with `provideMessages`.
 * An island therefore ships no dictionary in its JavaScript and receives
 * only its own language's strings.
 */
const provided = new Map<Locale, Messages>();
const instances = new Map<Locale, i18n>();

export const MESSAGES_ELEMENT_ID = 'i18n-messages';

/** Build time: makes a language's dictionary available to islands rendered on the server. */
export function provideMessages(locale: Locale, messages: Messages): void {
  // The same dictionary again (the next page of the language) keeps its instance.
  if (provided.get(locale) === messages) return;
  provided.set(locale, messages);
  instances.delete(locale);
}

function readEmbedded(): Messages | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(MESSAGES_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return parsed && typeof parsed === 'object' ? (parsed as Messages) : undefined;
  } catch {
    return undefined;
  }
}

/** The i18next instance for a locale (created once per locale and page). */
export function getI18n(tag: string): i18n {
  const locale = toLocale(tag);
  let instance = instances.get(locale);
  if (!instance) {
    const messages = provided.get(locale) ?? readEmbedded() ?? {};
    instance = createI18n(locale, { [locale]: messages });
    instances.set(locale, instance);
  }
  return instance;
}
