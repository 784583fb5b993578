import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { cancelReservation, checkedBookerAndPayment, createReservation, getReservation, previousAnswer, stayDateMessages } from '../booking.ts';
import { todayIn } from '../dates.ts';
import { takesNoMoneyUpFront } from '../bookingLimit.ts';
import { requestClient } from '../clientAddress.ts';
import { ApiError, errorBody } from '../errors.ts';
import { writing } from '../writes.ts';
import type { AppEnv } from '../http.ts';
import { isIdempotencyKey, requestHash, reservationOfAttempt } from '../idempotency.ts';
import { findEngineContext } from '../repo/bookingEngines.ts';
import { contextKey } from './availability.ts';
import { MESSAGES } from '../../src/lib/search/availability-query.ts';
import { RESERVATION_MESSAGES, ReservationBody } from '../../src/lib/checkout/reservation-contract.ts';
import { linkId } from '../linkId.ts';

/** The language a request names (`?language=`), or null: without one, a reservation's receipt keeps the booking's names. */
const askedLanguage = (c: Context<AppEnv>): string | null => (c.req.query('language') ? c.var.language : null);

/**
 * `POST /api/reservation` (spec 02 §7): books the basket. Header
 * `Idempotency-Key` required. Answers `201 { success: true, response:
 * { publicId, internalId, code } }`, or the guest-readable errors of 02 §8.
 *
 * `GET /api/reservation/{publicId}` → the reservation page's data (02 §3.12),
 * its receipt's names in the request's `language` where the catalogue
 * still gives them (`receiptLanguage.ts`), as booked without one;
 * `DELETE /api/reservation/{publicId}` cancels it (02 §4.6) and answers the
 * same data; once the stay is over, `409` with the reason and nothing
 * changed. Unknown or malformed ids: `404 [{"message":"Reservation not found"}]`.
 *
 * Bookings by card form or bank transfer (no money up front) are limited
 * per client and per e-mail address (`server/bookingLimit.ts`): over a
 * limit `429` with `Retry-After`, nothing booked.
 *
 * `GET /api/reservation/attempt/{idempotencyKey}` → `{ publicId }` of the
 * reservation a booking or an offer acceptance with that key made, or the
 * same 404 while there is none: how a tab that lost its booking's answer
 * finds it without paying again.
 */
export const reservations = new Hono<AppEnv>()
  .post('/reservation', (c) =>
    writing(c, RESERVATION_MESSAGES.busy, async () => {
      const { db, config } = c.var;
      const now = config.now();
      const key = c.req.header('Idempotency-Key');
      if (key === undefined || key.trim() === '') throw new ApiError(400, [RESERVATION_MESSAGES.keyRequired]);
      if (!isIdempotencyKey(key)) throw new ApiError(400, [RESERVATION_MESSAGES.keyInvalid]);

      // The same key answers as it did the first time, before anything that depends on the clock or the catalogue.
      const raw = c.var.body;
      const hash = requestHash(raw);
      // Requests with one key take turns: a second that came while the first ran replays its answer once it commits.
      await db.lock(`idempotency ${key}`);
      const earlier = await previousAnswer(db, key, hash);
      if (earlier) return c.json(earlier.body as object, earlier.status as 201);

      const parsed = v.safeParse(ReservationBody, raw ?? null, { abortPipeEarly: true });
      if (!parsed.success)
        throw new ApiError(
          400,
          parsed.issues.map((issue) => issue.message),
        );
      const body = parsed.output;

      // The shared booker and card rules (02 §5.1, §5.2); the site checks the terms box, a request may say so too.
      const checked = checkedBookerAndPayment(body.guest, body.payment as Record<string, unknown> & { type: number }, now);

      // What the availability answers keep of the catalogue, for the version this transaction reads (the inventory read in it).
      const catalogue = c.var.availabilityCache.settledFor(await c.var.availabilityCache.version(db));
      const slug = body.bookingEngine.toLowerCase();
      const context = await catalogue(contextKey(slug), () => findEngineContext(db, slug));
      if (!context) throw new ApiError(400, [MESSAGES.unknownProperty]);
      const today = todayIn(context.timezone, now);
      const dateMessages = [...new Set(body.rooms.flatMap((room) => stayDateMessages(room.from, room.to, today)))];
      if (dateMessages.length > 0) throw new ApiError(400, dateMessages);

      const limited = takesNoMoneyUpFront(body.payment.type);
      const client = requestClient(c, config.trustedProxies);
      if (limited) {
        const wait = await c.var.bookingLimiter.retryAfter(db, client, checked.guest.email, now);
        if (wait > 0) {
          c.header('Retry-After', String(wait));
          return c.json(errorBody([RESERVATION_MESSAGES.tooManyBookings]), 429);
        }
      }

      const answer = await createReservation(db, {
        context,
        guest: checked.guest,
        payment: checked.payment,
        rooms: body.rooms,
        expectedTotal: body.expectedTotal,
        language: c.var.language,
        now,
        idempotencyKey: key,
        requestHash: hash,
        catalogue,
      });
      if (limited && answer.status === 201) await c.var.bookingLimiter.record(db, client, now);
      return c.json(answer.body as object, answer.status as 201);
    }),
  )
  .get('/reservation/attempt/:key', async (c) => {
    const key = c.req.param('key');
    const publicId = isIdempotencyKey(key) ? await reservationOfAttempt(c.var.db, key) : null;
    if (!publicId) throw new ApiError(404, [RESERVATION_MESSAGES.reservationNotFound]);
    return c.json({ publicId });
  })
  .get('/reservation/:publicId', async (c) => c.json(await getReservation(c.var.db, linkId(c.req.param('publicId')), askedLanguage(c))))
  .delete('/reservation/:publicId', (c) =>
    writing(c, RESERVATION_MESSAGES.busy, async () =>
      c.json(await cancelReservation(c.var.db, linkId(c.req.param('publicId')), c.var.config.now(), askedLanguage(c))),
    ),
  );
