/**
 * The stored search of a basket (01 §4.7) is the search its units were
 * added from: changing an extra or removing a unit on /services, where the
 * page's own search is only the default, keeps it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BASKET_KEYS } from '../../../src/lib/basket/basket-expiry.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';
import { safeLocalStorage } from '../../../src/stores/storage.ts';
import { basketItem } from '../lib/checkout-fixtures.ts';

const { $basket, removeFromBasket, setServiceQuantity, clearBasket } = await import('../../../src/stores/basket.ts');
const { saveBasketContext, storedRequest } = await import('../../../src/stores/persistence.ts');
const { $search } = await import('../../../src/stores/search.ts');

const STAY: SearchRequest = {
  from: '2027-07-24',
  to: '2027-07-27',
  adults: 2,
  children: [7],
  rooms: 2,
  promoCode: 'SUMMER',
  unitTypeId: null,
  bookingEngineId: null,
};
const breakfast = { id: 11, name: 'Breakfast', serviceQuantity: 0, isMandatory: false };

describe('the basket’s stored search', () => {
  beforeEach(() => {
    for (const key of Object.values(BASKET_KEYS)) safeLocalStorage().removeItem(key);
    // /services: the page's search is the default, today to tomorrow.
    $search.set({ ...STAY, from: '2026-11-26', to: '2026-11-27', children: [], rooms: 1, promoCode: null });
    $basket.set([
      basketItem({ basketId: 'a', from: STAY.from, to: STAY.to, services: [breakfast] as never }),
      basketItem({ basketId: 'b', from: STAY.from, to: STAY.to }),
    ]);
    saveBasketContext(2, STAY);
  });

  it('is kept when an extra’s quantity changes on /services', async () => {
    setServiceQuantity('a', breakfast.id, 2, false);
    expect(await storedRequest()).toEqual(STAY);
  });

  it('is kept when a unit is removed, and goes with the last one', async () => {
    removeFromBasket($basket.get()[0].basketId);
    expect($basket.get()).toHaveLength(1);
    expect(await storedRequest()).toEqual(STAY);
    clearBasket();
    expect(await storedRequest()).toBeNull();
  });

  it('renews the basket’s one-day expiry on every change', () => {
    safeLocalStorage().setItem(BASKET_KEYS.expiry, '1');
    setServiceQuantity('a', breakfast.id, 1, false);
    expect(Number(safeLocalStorage().getItem(BASKET_KEYS.expiry))).toBeGreaterThan(Date.now());
  });
});
