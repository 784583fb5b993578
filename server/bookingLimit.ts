/**
 * Booking limits for the payment methods that take no money up front: the
 * card form (the card is a guarantee, charged later by the property) and
 * bank transfer. Without them one client could hold a property's whole
 * inventory at no cost (946 bank-transfer reservations a second were
 * measured). Gateway payments are paid before the reservation is written,
 * so they are not limited here.
 *
 * - Per client (the address read through the trusted proxies): at most
 *   `perClient` such bookings an hour (`client_bookings`, migration 016,
 *   written in the booking's own transaction and kept an hour).
 * - Per e-mail address (any letter case): at most `perEmail` such bookings in
 *   24 hours, counted from the reservations.
 *
 * Both are counted in the database, so every API process on it sees them.
 *
 * Over a limit the booking answers `429` with `Retry-After` and a message
 * the checkout shows in the guest's language; nothing is booked, and the
 * guest's basket and form stay as they were. A repeated request with the
 * same Idempotency-Key still gets its first answer.
 */
import type { Queryable } from './store/queries.ts';
import { get, run } from './sql.ts';
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

/** The n-th newest time (ISO text or milliseconds) of a window, whose leaving frees a place: how long until then. */
const waitFor = (newest: number | undefined, windowMs: number, at: number): number => (newest === undefined ? 0 : newest + windowMs - at);

/**
 * The booking limits, counted in the database.
 * @example const limiter = createBookingLimiter({ perClient: 10, perEmail: 5 });
 */
export function createBookingLimiter(limit: BookingLimit) {
  return {
    /**
     * Seconds until this client may make another booking with this e-mail
     * address, or 0 when both are within their limits (read inside the
     * booking's transaction).
     */
    async retryAfter(db: Queryable, client: string, email: string, now: Date): Promise<number> {
      // What is read here decides whether the booking is written: bookings of one client or address take turns.
      await db.lock(`booking-limit client ${client}`);
      await db.lock(`booking-limit email ${email.trim().toLowerCase()}`);
      const at = now.getTime();
      let waitMs = 0;
      if (limit.perClient > 0) {
        // The limit-th newest booking of the hour is the one whose leaving frees a place.
        const row = await get<{ at: number }>(
          db,
          'SELECT booked_at AS at FROM client_bookings WHERE client = ? AND booked_at > ? ORDER BY booked_at DESC LIMIT 1 OFFSET ?',
          client,
          at - CLIENT_WINDOW_MS,
          limit.perClient - 1,
        );
        waitMs = waitFor(row?.at, CLIENT_WINDOW_MS, at);
      }
      if (limit.perEmail > 0) {
        const since = new Date(at - EMAIL_WINDOW_MS).toISOString();
        const row = await get<{ createdAt: string }>(
          db,
          `SELECT r.created_at AS "createdAt" FROM reservations r JOIN reservation_guests g ON g.reservation_id = r.id
           WHERE g.email = ? COLLATE NOCASE AND r.payment_method_id IN (${[...NO_MONEY_UP_FRONT].join(', ')}) AND r.created_at > ?
           ORDER BY r.created_at DESC LIMIT 1 OFFSET ?`,
          email.trim(),
          since,
          limit.perEmail - 1,
        );
        waitMs = Math.max(waitMs, waitFor(row ? Date.parse(row.createdAt) : undefined, EMAIL_WINDOW_MS, at));
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    },
    /** Counts a booking the client made (inside the booking's transaction); times older than an hour go. */
    async record(db: Queryable, client: string, now: Date): Promise<void> {
      if (limit.perClient <= 0) return;
      const at = now.getTime();
      await run(db, 'DELETE FROM client_bookings WHERE booked_at <= ?', at - CLIENT_WINDOW_MS);
      await run(db, 'INSERT INTO client_bookings (client, booked_at) VALUES (?, ?)', client, at);
    },
  };
}

export type BookingLimiter = ReturnType<typeof createBookingLimiter>;
