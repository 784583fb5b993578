/**
 * The `language` and `currency` query parameters every request carries
 * (spec 01 §7.1). Unknown values never fail a request: they fall back.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/lib/types.ts';

/**
 * A supported locale, or English.
 * @example resolveLanguage('HR') // 'hr'
 * @example resolveLanguage('xx') // 'en'
 */
export function resolveLanguage(value: string | undefined | null): Locale {
  const candidate = (value ?? '').trim().toLowerCase();
  return (LOCALES as readonly string[]).includes(candidate) ? (candidate as Locale) : DEFAULT_LOCALE;
}

/**
 * A currency the engine offers (its active currencies or its own
 * currency), or the engine's currency.
 * @example resolveCurrency('usd', { currency: 'EUR', activeCurrencies: ['EUR', 'USD'] }) // 'USD'
 */
export function resolveCurrency(value: string | undefined | null, engine: { currency: string; activeCurrencies: readonly string[] }): string {
  const candidate = (value ?? '').trim().toUpperCase();
  if (/^[A-Z]{3}$/.test(candidate) && (candidate === engine.currency || engine.activeCurrencies.includes(candidate))) {
    return candidate;
  }
  return engine.currency;
}
