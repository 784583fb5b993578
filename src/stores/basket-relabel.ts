/**
 * The stored basket's texts in the page's language (01 §3.11, §4.6):
 * loaded by `basket.ts` only when an item's texts are in another language.
 */
import type { Availability } from '../api/availability.ts';
import { $basket, basketReady, itemsInOtherLanguage } from './basket.ts';
import { $config } from './config.ts';
import { storedRequest } from './persistence.ts';
import { safeSessionStorage } from './storage.ts';

/**
 * The items an answer in the page's language did not hold (sold out since
 * they were added, or a rate no longer offered), by language, kept in the
 * tab's session storage (item ids only): they keep the texts they were
 * added with, and the next extras step or checkout in that language does
 * not ask for the stay again for them alone. The search page's own answer
 * still relabels them when it holds them.
 */
const UNHELD_KEY = 'basket-relabel-unheld';

function unheldItems(locale: string): Set<string> {
  try {
    const kept: unknown = JSON.parse(safeSessionStorage().getItem(UNHELD_KEY) ?? 'null');
    if (kept && typeof kept === 'object' && (kept as { locale?: unknown }).locale === locale) {
      const items = (kept as { items?: unknown }).items;
      if (Array.isArray(items)) return new Set(items.filter((id): id is string => typeof id === 'string'));
    }
  } catch {
    // Unreadable: as if nothing had been asked.
  }
  return new Set();
}

function keepUnheldItems(locale: string, items: readonly string[]): void {
  if (items.length === 0) safeSessionStorage().removeItem(UNHELD_KEY);
  else safeSessionStorage().setItem(UNHELD_KEY, JSON.stringify({ locale, items }));
}

/**
 * The basket's texts in the page's language, from an answer in it
 * (`relabelled`): the guest who changes the language sees the basket's
 * unit types, rates, fees and extras in it. The items are relabelled as
 * they are when the answer is there, so a change made meanwhile stays.
 * Not a change of the basket (01 §4.7): its expiry stays. The basket is
 * one for every tab (01 §4.7): a second tab in another language keeps
 * showing the texts it saw in its own (`$basketShown`).
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
 * added in. Items an answer did not hold are not asked for again in that
 * language by this tab (`UNHELD_KEY`).
 */
export async function relabelBasket(engineSlug: string): Promise<void> {
  const locale = $config.get().locale;
  const unheld = unheldItems(locale);
  if (itemsInOtherLanguage(locale).every((id) => unheld.has(id))) return;
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
    if (answer.configuration.locale === locale) keepUnheldItems(locale, itemsInOtherLanguage(locale));
  } catch {
    // Offline or refused: the texts stay in the language they were added in.
  }
}
