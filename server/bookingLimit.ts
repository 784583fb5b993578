/**
 * Booking limits for the payment methods that take no money up front: the
 * card form (the card is a guarantee, charged later by the property) and
 * bank transfer. Without them one client could hold a property's whole
 * inventory at no cost (946 bank-transfer reservations a second were
 * measured). Gateway payments are paid before the reservation is written,
 * so they are not limited here.
 *
 * - Per client (the address read through the trusted proxies): at most
 *   `perClient` such bookings an hour, counted in this process.
 * - Per e-mail address (any letter case): at most `perEmail` such bookings in
 *   24 hours, counted in the database, so every API process sees them.
 *
 * Over a limit the booking answers `429` with `Retry-After` and a message
 * the checkout shows in the guest's language; nothing is booked, and the
 * guest's basket and form stay as they were. A repeated request with the
 * same Idempotency-Key still gets its first answer.
 */
import type { Queryable } from './store/queries.ts';
import { get } from './sql.ts';
import { METHOD } from '../src/lib/payment/payment-methods.ts';

export interface BookingLimit {
  /** Bookings without money up front per client an hour (0: no limit). */
  perClient: number;
  /** Bookings without money up front per e-mail address in 24 hours (0: no limit). */
  perEmail: number;
}

export const DEFAULT_BOOKING_LIMIT: BookingLimit = { perClient: 10, perEmail: 5 };

const CLIENT_WINDOW_MS = 60 * 60_000;
const EMAIL_WINDOW_MS = 24 * 60 * 60_000;

/** The payment methods whose bookings take no money before the reservation is written. */
const NO_MONEY_UP_FRONT: ReadonlySet<number> = new Set([METHOD.CARD, METHOD.BANK_TRANSFER]);

/** Whether bookings with this payment type count against the limits. */
export const takesNoMoneyUpFront = (paymentType: number): boolean => NO_MONEY_UP_FRONT.has(paymentType);

/**
 * The limits of one API process.
 * @example const limiter = createBookingLimiter({ perClient: 10, perEmail: 5 });
 */
export function createBookingLimiter(limit: BookingLimit) {
  /** Per client: the times of its recent bookings, oldest first. */
  const recent = new Map<string, number[]>();
  const within = (client: string, now: number): number[] => {
    const kept = (recent.get(client) ?? []).filter((at) => now - at < CLIENT_WINDOW_MS);
    if (kept.length === 0) recent.delete(client);
    else recent.set(client, kept);
    return kept;
  };
  return {
    /**
     * Seconds until this client may make another booking with this e-mail
     * address, or 0 when both are within their limits.
     */
    async retryAfter(db: Queryable, client: string, email: string, now: Date): Promise<number> {
      const at = now.getTime();
      let waitMs = 0;
      const times = within(client, at);
      if (limit.perClient > 0 && times.length >= limit.perClient) waitMs = times[times.length - limit.perClient] + CLIENT_WINDOW_MS - at;
      if (limit.perEmail > 0) {
        const since = new Date(at - EMAIL_WINDOW_MS).toISOString();
        // The limit-th newest booking of the window is the one whose leaving frees a place.
        const row = await get<{ createdAt: string }>(
          db,
          `SELECT r.created_at AS "createdAt" FROM reservations r JOIN reservation_guests g ON g.reservation_id = r.id
           WHERE g.email = ? COLLATE NOCASE AND r.payment_method_id IN (${[...NO_MONEY_UP_FRONT].join(', ')}) AND r.created_at > ?
           ORDER BY r.created_at DESC LIMIT 1 OFFSET ?`,
          email.trim(),
          since,
          limit.perEmail - 1,
        );
        if (row) waitMs = Math.max(waitMs, Date.parse(row.createdAt) + EMAIL_WINDOW_MS - at);
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
    /** Counts a booking the client made. */
    record(client: string, now: Date): void {
      const at = now.getTime();
      const times = within(client, at);
      times.push(at);
      recent.set(client, times);
      // Clients that stopped booking are dropped as others come, so the map stays small.
      if (recent.size > 10_000) for (const key of [...recent.keys()]) within(key, at);
    },
  };
}

export type BookingLimiter = ReturnType<typeof createBookingLimiter>;
