import { atom } from 'nanostores';
import type { Locale, NumberFormat } from '../lib/types.ts';
import { DEFAULT_NUMBER_FORMAT } from '../lib/format/money.ts';
import { fromGoogleTravel } from '../lib/search/search-query.ts';
import { pageCurrency } from '../lib/pricing/page-currency.ts';

/** Configuration (01 §3.3): the page's locale and display currency, filters come with the search. */
export interface Configuration {
  locale: Locale;
  currency: string;
  numberFormat: NumberFormat;
  location: string | null;
  selectedAmenities: number[];
  fromGoogleTravel: boolean;
}

export const $config = atom<Configuration>({
  locale: 'en',
  currency: 'EUR',
  numberFormat: DEFAULT_NUMBER_FORMAT,
  location: null,
  selectedAmenities: [],
  fromGoogleTravel: false,
});

/** Query parameter that carries the chosen display currency across pages and languages. */
export const CURRENCY_PARAM = 'currency';

let initialised = false;

/**
 * Sets up the configuration for this page once, in the browser; the first
 * island to hydrate does it and the others find it set. On the server
 * (the build) islands render from their props and nothing is kept.
 */
export function initConfig(initial: { locale: Locale; currency: string; activeCurrencies: string[]; numberFormat: NumberFormat }): void {
  if (initialised || typeof window === 'undefined') return;
  initialised = true;
  const currency = pageCurrency(window.location.search, initial.currency, initial.activeCurrencies);
  // A travel-search partner's landing link marks the visit; the mark stays for the page, as the search changes.
  const partner = fromGoogleTravel(window.location.search) || $config.get().fromGoogleTravel;
  $config.set({ ...$config.get(), locale: initial.locale, currency, numberFormat: initial.numberFormat, fromGoogleTravel: partner });
}

/** Select currency (01 §4.3); mirrored into the query string so links and reloads keep it. */
export function selectCurrency(currency: string): void {
  $config.set({ ...$config.get(), currency });
  if (typeof history !== 'undefined') {
    const url = new URL(location.href);
    url.searchParams.set(CURRENCY_PARAM, currency);
    history.replaceState(history.state, '', url);
  }
}
