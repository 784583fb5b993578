/**
 * A search with other dates empties the basket (01 §4.1), a stored one
 * whose schemas are still loading too: it is of the old dates, and once
 * read it would stay without a check (the page's check is over by then).
 */
import { expect, it, vi } from 'vitest';
import { BASKET_KEYS } from '../../../src/lib/basket/basket-expiry.ts';
import { safeLocalStorage } from '../../../src/stores/storage.ts';
import { searchRequest } from '../lib/availability-answers.ts';
import { basketItem } from '../lib/checkout-fixtures.ts';

// The stored basket's schemas (basket-storage) load on demand: held here until the test lets them load.
const gate = Promise.withResolvers<void>();
vi.mock('../../../src/lib/basket/basket-storage.ts', async (importOriginal) => {
  await gate.promise;
  return importOriginal();
});

const OLD = searchRequest({ from: '2027-07-24', to: '2027-07-27' });

it('a stored basket still waiting for its schemas is gone when the guest searches other dates', async () => {
  safeLocalStorage().setItem(BASKET_KEYS.basket, JSON.stringify([basketItem({ basketId: 'a', from: OLD.from, to: OLD.to })]));
  safeLocalStorage().setItem(BASKET_KEYS.request, JSON.stringify(OLD));
  safeLocalStorage().setItem(BASKET_KEYS.expiry, String(Date.now() + 3_600_000));
  const { $basket, $basketReady, basketReady } = await import('../../../src/stores/basket.ts');
  const { searchDatesChanged } = await import('../../../src/stores/search-state.ts');
  expect($basket.get()).toEqual([]);
  expect($basketReady.get()).toBe(false);

  searchDatesChanged(OLD, { ...OLD, from: '2027-08-01', to: '2027-08-04' });
  gate.resolve();
  await basketReady();

  expect($basket.get()).toEqual([]);
  for (const key of Object.values(BASKET_KEYS)) expect(safeLocalStorage().getItem(key), key).toBeNull();
});

it('a basket emptied by a search of other dates says why', async () => {
  const { $basket, $basketNotice, basketReady, setBasket } = await import('../../../src/stores/basket.ts');
  const { searchDatesChanged } = await import('../../../src/stores/search-state.ts');
  gate.resolve();
  await basketReady();
  setBasket([basketItem({ basketId: 'a', from: OLD.from, to: OLD.to })]);
  $basketNotice.set(null);

  expect($basket.get()).toHaveLength(1);
  searchDatesChanged(OLD, { ...OLD, from: '2027-08-01', to: '2027-08-04' });
  expect($basket.get()).toEqual([]);
  expect($basketNotice.get()).toBe('basket.discarded.dates');
});
