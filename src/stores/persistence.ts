import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { BASKET_KEYS, BASKET_LIFETIME_MS, decodeExpiry, isBasketExpired, isStillAhead } from '../lib/basket/basket-expiry.ts';
import type { IsoDate } from '../lib/format/dates.ts';
import type { SearchRequest } from '../lib/search/search-query.ts';
import { safeLocalStorage } from './storage.ts';

/**
 * The storage behind persistent stores: local storage through
 * `safeLocalStorage`, so a full quota, a private mode or disabled storage
 * fall back to memory instead of throwing. Other tabs' changes arrive
 * through the window's storage events.
 */
const engine = new Proxy({} as Record<string, string>, {
  get: (_, key) => (typeof key === 'string' ? (safeLocalStorage().getItem(key) ?? undefined) : undefined),
  set: (_, key, value) => {
    safeLocalStorage().setItem(String(key), String(value));
    return true;
  },
  deleteProperty: (_, key) => {
    safeLocalStorage().removeItem(String(key));
    return true;
  },
  has: (_, key) => typeof key === 'string' && safeLocalStorage().getItem(key) !== null,
});

setPersistentEngine(engine, typeof window === 'undefined' ? { addEventListener() {}, removeEventListener() {} } : windowPersistentEvents);

/** Whether a search of a stored basket is kept (reading it needs the schemas, which load only then). */
export function hasStoredRequest(): boolean {
  return safeLocalStorage().getItem(BASKET_KEYS.request) !== null;
}

/** The search the stored basket was made for, checked by its schema; null when there is none or it is corrupt. */
export async function storedRequest(): Promise<SearchRequest | null> {
  const raw = safeLocalStorage().getItem(BASKET_KEYS.request);
  if (raw === null) return null;
  const { decodeRequest } = await import('../lib/basket/basket-storage.ts');
  return decodeRequest(raw);
}

/** Saves the basket's expiry (now + 1 day) and its search (null keeps the stored one), or removes the search with an empty basket (01 §4.7). */
export function saveBasketContext(basketSize: number, request: SearchRequest | null, nowMs = Date.now()): void {
  const storage = safeLocalStorage();
  storage.setItem(BASKET_KEYS.expiry, String(nowMs + BASKET_LIFETIME_MS));
  if (basketSize === 0) storage.removeItem(BASKET_KEYS.request);
  else if (request) storage.setItem(BASKET_KEYS.request, JSON.stringify(request));
}

/** Removes the stored basket, search and expiry. */
export function clearBasketStorage(): void {
  const storage = safeLocalStorage();
  for (const key of Object.values(BASKET_KEYS)) storage.removeItem(key);
}

/** A missing or past expiry clears the stored basket, request and expiry (01 §4.7). Returns whether it did. */
export function clearIfExpired(nowMs = Date.now()): boolean {
  if (!isBasketExpired(decodeExpiry(safeLocalStorage().getItem(BASKET_KEYS.expiry)), nowMs)) return false;
  clearBasketStorage();
  return true;
}

/**
 * At the start of the search page (01 §4.7): a stored search whose check-in
 * is in the past clears the storage; otherwise it is the search to apply.
 */
export async function startingRequest(today: IsoDate): Promise<SearchRequest | null> {
  const request = await storedRequest();
  if (request && !isStillAhead(request, today)) {
    clearBasketStorage();
    return null;
  }
  return request;
}
