import { Hono } from 'hono';
import { CHECK_IN_MESSAGES, getCheckIn, submitCheckIn } from '../checkin.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../http.ts';
import { isIdempotencyKey } from '../idempotency.ts';
import { writing } from '../writes.ts';
import { RESERVATION_MESSAGES } from '../../src/lib/checkout/reservation-contract.ts';
import { linkId } from '../linkId.ts';

/**
 * Online check-in (spec 02 §2.10, §7; contract `src/lib/checkin/checkin-contract.ts`):
 *
 * `GET /api/reservation/check-in/{uuid}` → `{ reservation, guests }`;
 * `PUT /api/reservation/check-in/{uuid}/submit` with `{ guests }` →
 * `{ success: true }`, after which the registration is checked in. An
 * optional `Idempotency-Key` header makes a retry of the same guests get
 * the first answer (the site sends one, so a lost answer can be retried).
 *
 * Both answer `Cache-Control: no-store` (identity data). Unknown and
 * malformed UUIDs: `404 [{"message":"Reservation not found"}]`.
 */
export const checkIn = new Hono<AppEnv>()
  .get('/reservation/check-in/:uuid', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getCheckIn(c.var.db, linkId(c.req.param('uuid')), c.var.language));
  })
  .put('/reservation/check-in/:uuid/submit', (c) =>
    writing(c, CHECK_IN_MESSAGES.busy, async () => {
      c.header('Cache-Control', 'no-store');
      const key = c.req.header('Idempotency-Key');
      if (key !== undefined && !isIdempotencyKey(key)) throw new ApiError(400, [RESERVATION_MESSAGES.keyInvalid]);
      return c.json(await submitCheckIn(c.var.db, linkId(c.req.param('uuid')), c.var.body, c.var.config.now(), key));
    }),
  );
