/**
 * Exchange rates against the base currency (spec 01 §3.13, §9.2).
 */
import type { ExchangeRates } from '../../src/lib/types.ts';
import type { Queryable } from '../store/queries.ts';
import { all } from '../sql.ts';

/** Every rate is stored against EUR, whose own rate is 1. */
export const BASE_CURRENCY = 'EUR';

/**
 * The rates table.
 * @example await loadExchangeRates(db) // { baseCurrency: 'EUR', currencies: { EUR: 1, HRK: 7.5345, ... } }
 */
export async function loadExchangeRates(db: Queryable): Promise<ExchangeRates> {
  const currencies: Record<string, number> = { [BASE_CURRENCY]: 1 };
  for (const row of await all<{ currency: string; rate: number }>(db, 'SELECT currency, rate FROM exchange_rates ORDER BY currency')) {
    currencies[row.currency] = row.rate;
  }
  return { baseCurrency: BASE_CURRENCY, currencies };
}
