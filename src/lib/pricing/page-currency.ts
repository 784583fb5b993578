/**
 * The display currency a page opens with (01 §4.3): the query's `currency`
 * when the property offers it, else the property's own. Imports nothing:
 * every page's first script (`src/api/page-reads.ts`) reads it before React loads.
 * @example pageCurrency('?currency=usd', 'EUR', ['EUR', 'USD']) // 'USD'
 * @example pageCurrency('?currency=JPY', 'EUR', ['EUR', 'USD']) // 'EUR'
 */
export function pageCurrency(search: string, currency: string, activeCurrencies: readonly string[]): string {
  const fromUrl = new URLSearchParams(search).get('currency')?.toUpperCase();
  return fromUrl && activeCurrencies.includes(fromUrl) ? fromUrl : currency;
}
