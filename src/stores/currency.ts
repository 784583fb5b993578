import { atom } from 'nanostores';
import { api } from '../api/client.ts';
import type { ExchangeRates } from '../lib/types.ts';
import { $availability } from './search-state.ts';

/** The exchange-rate table (01 §3.13) for showing prices in the guest's currency. */
export const $exchangeRates = atom<ExchangeRates | null>(null);

/** The last read of the table failed: prices stay in the property's currency until 'Try again' loads it. */
export const $exchangeRatesFailed = atom(false);

$availability.listen((state) => {
  if (state.status === 'loaded' && state.data.configuration.exchangeRates) {
    $exchangeRates.set(state.data.configuration.exchangeRates);
    $exchangeRatesFailed.set(false);
  }
});

let requested = false;

/**
 * Pages without an availability search (extras, checkout, reservation)
 * read the table once. Without it prices stay in the property's currency
 * (01 §9.2: no table, no conversion) and `$exchangeRatesFailed` says so;
 * calling this again tries again.
 */
export function loadExchangeRates(): void {
  if (requested || $exchangeRates.get()) return;
  requested = true;
  $exchangeRatesFailed.set(false);
  api.get<ExchangeRates>('exchange-rates').then(
    (rates) => {
      $exchangeRates.set(rates);
      requested = false;
    },
    () => {
      requested = false;
      $exchangeRatesFailed.set(true);
    },
  );
}
