import { Hono } from 'hono';
import { getCheckIn, submitCheckIn } from '../checkin.ts';
import type { AppEnv } from '../http.ts';

/**
 * Online check-in (spec 02 §2.10, §7; contract `src/lib/checkin-contract.ts`):
 *
 * `GET /api/reservation/check-in/{uuid}` → `{ reservation, guests }`;
 * `PUT /api/reservation/check-in/{uuid}/submit` with `{ guests }` →
 * `{ success: true }`, after which the registration is checked in.
 *
 * Both answer `Cache-Control: no-store` (identity data). Unknown and
 * malformed UUIDs: `404 [{"message":"Reservation not found"}]`.
 */
export const checkIn = new Hono<AppEnv>()
  .get('/reservation/check-in/:uuid', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(getCheckIn(c.var.db, c.req.param('uuid'), c.var.language));
  })
  .put('/reservation/check-in/:uuid/submit', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(submitCheckIn(c.var.db, c.req.param('uuid'), c.var.body, c.var.config.now()));
  });
