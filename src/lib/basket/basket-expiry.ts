/**
 * The stored basket's keys and expiry (01 §4.7, §7.3, §9.4), without the
 * schemas: a page reads these on every start, while the schemas that check
 * a stored basket load only when there is one (`basket-storage.ts`).
 */

/** Storage keys (01 §7.3: basket, request and expiry). */
export const BASKET_KEYS = { basket: 'basket', request: 'request', expiry: 'expiry' } as const;

/** The basket lasts one day after its last change (01 §9.4). */
export const BASKET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** A stored expiry (ms since the epoch), or null. */
export function decodeExpiry(raw: string | null | undefined): number | null {
  const value = Number(raw);
  return raw && Number.isFinite(value) ? value : null;
}

/** Whether the stored basket is gone by now: a missing or past expiry clears it (01 §4.7). */
export const isBasketExpired = (expiry: number | null, nowMs: number): boolean => expiry === null || expiry <= nowMs;

/**
 * Whether the stored basket's search can still be started from: its
 * check-in is today or later. One whose check-in has passed clears the
 * stored basket (01 §4.7; the search page's island does, `startingRequest`).
 * @example isStillAhead({ from: '2026-06-01' }, '2026-06-02') // false
 */
export const isStillAhead = (request: { from: string }, today: string): boolean => request.from >= today;
