/**
 * A stored basket meets a promo code (01 §2.5, §3.11, §4.7): the page's
 * first answer starts the stored basket's check, and a code applied before
 * that check has loaded reprices the items once it has, so the check never
 * writes its older copy over the discounted items. The repriced basket's
 * stored search carries the code.
 */
import { describe, expect, it, vi } from 'vitest';
import { BASKET_KEYS } from '../../../src/lib/basket/basket-expiry.ts';
import { basketItemFor } from '../../../src/lib/basket/basket-item.ts';
import { safeLocalStorage } from '../../../src/stores/storage.ts';
import { availabilityAnswer, searchRequest } from '../lib/availability-answers.ts';
import { day, testApp } from '../server/helpers.ts';

// The stored basket's check loads its rules (basket-storage) on demand: held here until the test lets it load.
const gate = Promise.withResolvers<void>();
vi.mock('../../../src/lib/basket/basket-storage.ts', async (importOriginal) => {
  await gate.promise;
  return importOriginal();
});

const app = testApp();

const STAY = searchRequest({ from: day(20), to: day(23), rooms: 3 });
const answer = (promoCode: string | null) => availabilityAnswer(app, 'villa-adriatic', { ...STAY, promoCode });

describe('a promo code applied while the stored basket is being checked', () => {
  it('reprices the restored items, and the check keeps the repricing', async () => {
    const { $basket } = await import('../../../src/stores/basket.ts');
    const { saveBasketContext, storedRequest } = await import('../../../src/stores/persistence.ts');
    const { $availability, $search } = await import('../../../src/stores/search-state.ts');
    const plain = await answer(null);
    const promo = await answer('SUMMER10');
    const unitType = plain.unitTypes.find((candidate) => candidate.unitTypeId === 103)!;
    const rate = unitType.rates.find((candidate) => candidate.ratePlanId === 1031)!;
    const item = basketItemFor(plain, unitType, rate, { adults: 2, childrenAges: [] }, { ...STAY, amenities: [], fromGoogleTravel: false });
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
