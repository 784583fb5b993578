/**
 * A promo code the guest applies, changes or removes with units already in
 * the basket (01 §2.5 says 'applied' once it discounts a rate): the items
 * of this stay whose rates the answer discounts otherwise take its price
 * (`withAnswerDiscounts`), so the basket and the booking get what the rate
 * cards now show; and the stored search takes the search's code, so a
 * later page (or a reload) does not bring a removed code back. Loaded by
 * the basket's store on the search page only, once a search answers with
 * units in the basket.
 */
import type { Availability } from '../api/availability.ts';
import { discountDiffers } from '../lib/basket/basket-discount.ts';
import { BASKET_KEYS } from '../lib/basket/basket-expiry.ts';
import type { SearchRequest } from '../lib/search/search-query.ts';
import { storedRequest } from './persistence.ts';
import { safeLocalStorage } from './storage.ts';
import { $availability, $search } from './search-state.ts';
import { $basket, basketReady } from './basket.ts';

/** Saves the stored basket's search alone (its code changed), leaving its expiry as it is (01 §4.7 renews it on the basket's own changes). */
function saveBasketRequest(request: SearchRequest): void {
  safeLocalStorage().setItem(BASKET_KEYS.request, JSON.stringify(request));
}

export async function followPromoCode(data: Availability): Promise<void> {
  // The code the answer applied: none for a mistyped one, which the search keeps to say it is invalid.
  const search = { ...$search.get(), promoCode: data.request.promoCode ?? null };
  const ofStay = $basket.get().filter((item) => item.from === search.from && item.to === search.to);
  if (ofStay.length === 0) return;
  // A newer search has taken over meanwhile: it follows its own answer.
  const superseded = () => {
    const now = $availability.get();
    return now.status !== 'loaded' || now.data !== data;
  };
  if (ofStay.some((item) => discountDiffers(item, data))) {
    const [{ withAnswerDiscounts }] = await Promise.all([import('../lib/basket/basket-item.ts'), basketReady()]);
    if (superseded()) return;
    const next = withAnswerDiscounts($basket.get(), data, search);
    // Repriced, not changed by the guest: the basket's expiry stays (01 §4.7), the stored search takes the code.
    if (next) {
      $basket.set(next);
      saveBasketRequest(search);
    }
    return;
  }
  const stored = await storedRequest();
  if (superseded()) return;
  if (stored && stored.from === search.from && stored.to === search.to && stored.promoCode !== search.promoCode) saveBasketRequest(search);
}
