import { Hono } from 'hono';
import { ApiError } from '../errors.ts';
import type { AppEnv } from '../http.ts';
import { findBookingEngine, listBookingEngines } from '../repo/bookingEngines.ts';

/**
 * `GET /api/booking-engines` → `{ bookingEngines: BookingEngine[] }` (what
 * the static build reads) and `GET /api/booking-engines/{slug}` →
 * `{ bookingEngine: BookingEngine }`.
 */
export const bookingEngines = new Hono<AppEnv>()
  .get('/booking-engines', (c) => c.json({ bookingEngines: listBookingEngines(c.var.db) }))
  .get('/booking-engines/:slug', (c) => {
    const engine = findBookingEngine(c.var.db, c.req.param('slug').toLowerCase());
    if (!engine) throw new ApiError(404, ['Unknown property']);
    return c.json({ bookingEngine: engine });
  });
