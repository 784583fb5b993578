import i18next, { type i18n, type TOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../lib/types.ts';
import { keepAmountsWhole } from '../lib/format/money.ts';
import { datesAsWritten } from '../lib/format/dates.ts';

/** A flat dictionary: one string per key, plural forms as `key_one`, `key_few`, … (Intl plural rules). */
export type Messages = Record<string, string>;

/**
 * Normalises any language tag to one of the product's locales; an unknown
 * one falls back to English (01 §9.1).
 * @example toLocale('de-AT') // 'de'
 */
export function toLocale(tag: string | null | undefined): Locale {
  const base = (tag ?? '').toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : DEFAULT_LOCALE;
}

/**
 * Creates an i18next instance for one locale, initialised synchronously.
 * Lookup order is the chosen locale, then English, then the key itself;
 * named tokens are written `%token%` (01 §9.1); an amount in the text
 * stays on one line with its currency's code, and a date is written as the
 * language writes it (`datesAsWritten`). Output is plain text:
 * React escapes it, and nothing here produces HTML.
 * @example createI18n('hr', { hr, en }).t('Close') // 'Zatvori'
 */
export function createI18n(locale: Locale, dictionaries: Partial<Record<Locale, Messages>>): i18n {
  const resources: Record<string, { translation: Messages }> = {};
  for (const [lng, messages] of Object.entries(dictionaries)) {
    if (messages) resources[lng] = { translation: messages };
  }
  const instance = i18next.createInstance();
  // Every text keeps its amounts on one line with their currency and writes its dates as the language does (lib/format).
  instance.use({ type: 'postProcessor', name: 'asWritten', process: (value: string) => datesAsWritten(keepAmountsWhole(value), locale) });
  void instance.init({
    postProcess: ['asWritten'],
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    returnEmptyString: false,
    interpolation: { prefix: '%', suffix: '%', escapeValue: false },
    showSupportNotice: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}

/** A translate function bound to one locale. */
export type Translate = (key: string, options?: TOptions) => string;

/** @example translatorFor(createI18n('en', { en }))('MinStayError', { minStay: 3 }) */
export function translatorFor(instance: i18n): Translate {
  return (key, options) => instance.t(key, options as TOptions) as string;
}
