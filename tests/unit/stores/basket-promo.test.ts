/**
 * A stored basket meets a promo code (01 §2.5, §3.11, §4.7): the page's
 * first answer starts the stored basket's check, and a code applied before
 * that check has loaded reprices the items once it has, so the check never
 * writes its older copy over the discounted items. The repriced basket's
 * stored search carries the code.
 */
import { describe, expect, it, vi } from 'vitest';
import { reshapeAvailability } from '../../../src/api/availability.ts';
import type { AvailabilityPayload } from '../../../src/lib/search/availability-contract.ts';
import { BASKET_KEYS } from '../../../src/lib/basket/basket-expiry.ts';
import { basketItemFor } from '../../../src/lib/basket/basket-item.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';
import { safeLocalStorage } from '../../../src/stores/storage.ts';
import { day, getJson, testApp } from '../server/helpers.ts';

// The stored basket's check loads its rules (basket-storage) on demand: held here until the test lets it load.
const gate = Promise.withResolvers<void>();
vi.mock('../../../src/lib/basket/basket-storage.ts', async (importOriginal) => {
  await gate.promise;
  return importOriginal();
});

const app = testApp();

const STAY: SearchRequest = {
  from: day(20),
  to: day(23),
  adults: 2,
  children: [],
  rooms: 3,
  promoCode: null,
  unitTypeId: null,
  bookingEngineId: null,
};
const answer = async (promoCode: string | null) =>
  reshapeAvailability(
    (
      await getJson<AvailabilityPayload>(app, '/api/availability', {
        bookingEngine: 'villa-adriatic',
        from: STAY.from,
        to: STAY.to,
        adults: 2,
        children: '',
        rooms: 3,
        ...(promoCode ? { promoCode } : {}),
      })
    ).body,
  );

describe('a promo code applied while the stored basket is being checked', () => {
  it('reprices the restored items, and the check keeps the repricing', async () => {
    const { $basket } = await import('../../../src/stores/basket.ts');
    const { saveBasketContext, storedRequest } = await import('../../../src/stores/persistence.ts');
    const { $availability, $search } = await import('../../../src/stores/search-state.ts');
    const plain = await answer(null);
    const promo = await answer('SUMMER10');
    const unitType = plain.unitTypes.find((candidate) => candidate.unitTypeId === 103)!;
    const rate = unitType.rates.find((candidate) => candidate.ratePlanId === 1031)!;
    const item = basketItemFor(plain, unitType, rate, { adults: 2, childrenAges: [] }, { ...STAY, amenities: [], fromGoogleTravel: false, language: 'en' });
    $basket.set([{ ...item, basketId: 'a', itemNumber: 1 }]);
    saveBasketContext(1, STAY);
    expect(safeLocalStorage().getItem(BASKET_KEYS.basket)).not.toBeNull();

    // The page's first answer (no code): the stored basket's check starts and waits for its rules.
    $search.set(STAY);
    $availability.set({ status: 'loaded', data: plain });
    // The guest applies SUMMER10 before the check has loaded.
    $search.set({ ...STAY, promoCode: 'SUMMER10' });
    $availability.set({ status: 'loaded', data: promo });
    // Every step that needs no held module has run: the code waits for the check.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect($basket.get()[0].activePromoCode).toBeFalsy();

    gate.resolve();
    await vi.waitFor(() => expect($basket.get()[0]).toMatchObject({ activePromoCode: { code: 'SUMMER10' }, isLoadedFromSession: true }), { timeout: 10_000 });
    expect($basket.get()[0].totalRate).toBeCloseTo(item.totalRate * 0.9, 2);
    expect(await storedRequest()).toMatchObject({ from: STAY.from, to: STAY.to, promoCode: 'SUMMER10' });
  });
});
