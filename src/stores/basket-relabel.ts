/**
 * The stored basket's texts in the page's language (01 §3.11, §4.6):
 * loaded by `basket.ts` only when an item's texts are in another language.
 */
import type { Availability } from '../api/availability.ts';
import { $basket, basketReady } from './basket.ts';
import { $config } from './config.ts';
import { storedRequest } from './persistence.ts';

/**
 * The basket's texts in the page's language, from an answer in it
 * (`relabelled`): the guest who changes the language sees the basket's
 * unit types, rates, fees and extras in it. The items are relabelled as
 * they are when the answer is there, so a change made meanwhile stays.
 * Not a change of the basket (01 §4.7): its expiry stays. A second tab in
 * another language shows these texts until it relabels them back as it
 * next opens a page: the basket is one for every tab (01 §4.7).
 */
export async function relabelFrom(data: Availability): Promise<void> {
  if (data.configuration.locale !== $config.get().locale) return;
  const [{ relabelled }] = await Promise.all([import('../lib/basket/basket-language.ts'), basketReady()]);
  const next = relabelled($basket.get(), data);
  if (next) $basket.set(next);
}

/**
 * The extras step and the checkout have no search of their own: when the
 * stored basket's texts are in another language (the guest changed it on
 * the way), its stay is asked for again in the page's language, with the
 * occupancy it was added with, without the unit type or property it may
 * have been narrowed to (earlier items may be of others), and with the
 * code its items carry. A code that no longer applies is refused
 * ('Promo code is invalid'): asked again without it, since texts do not
 * depend on it. Without an answer the basket stays as it is: its prices
 * and choices are whole, only its texts are in the language they were
 * added in.
 */
export async function relabelBasket(engineSlug: string): Promise<void> {
  try {
    const [{ fetchAvailability }, { ApiError }, stored] = await Promise.all([import('../api/availability.ts'), import('../api/client.ts'), storedRequest()]);
    if (!stored) return;
    const promoCode = $basket.get().find((item) => item.promoCode)?.promoCode ?? null;
    const request = { ...stored, promoCode, unitTypeId: null, bookingEngineId: null };
    const answer = await fetchAvailability(engineSlug, request, { location: null }).catch((error: unknown) => {
      if (promoCode && error instanceof ApiError && error.status === 400)
        return fetchAvailability(engineSlug, { ...request, promoCode: null }, { location: null });
      throw error;
    });
    await relabelFrom(answer);
  } catch {
    // Offline or refused: the texts stay in the language they were added in.
  }
}
