import { Hono } from 'hono';
import { computeAvailability, latestCheckOut } from '../availability.ts';
import { isIsoDate, todayIn } from '../dates.ts';
import { ApiError } from '../errors.ts';
import { queryParams, type AppEnv } from '../http.ts';
import { resolveCurrency } from '../locale.ts';
import { findEngineContext } from '../repo/bookingEngines.ts';
import { loadExchangeRates } from '../repo/exchangeRates.ts';
import { AvailabilityQuery, MESSAGES, parse } from '../validation.ts';

/**
 * `GET /api/availability?bookingEngine=&from=&to=&adults=&children=&rooms=
 * [&promoCode=&unitTypeId=&location=&bookingEngineId=]` → the initial load
 * payload of spec 01 §3.4. Every malformed input answers 400 with all its
 * messages.
 */
export const availability = new Hono<AppEnv>().get('/availability', (c) => {
  const { db, config } = c.var;
  const raw = queryParams(c);
  const parsed = parse(AvailabilityQuery, raw);
  const messages = parsed.ok ? [] : [...parsed.messages];

  const slug = (raw.bookingEngine ?? '').trim().toLowerCase();
  const context = slug ? findEngineContext(db, slug) : null;
  if (slug && !context) messages.unshift(MESSAGES.unknownProperty);

  if (context) {
    // Checks against the property's own calendar day.
    const today = todayIn(context.timezone, config.now());
    const from = (raw.from ?? '').trim();
    const to = (raw.to ?? '').trim();
    if (isIsoDate(from) && from < today) messages.push(MESSAGES.fromInPast);
    if (isIsoDate(to) && to > latestCheckOut(today)) messages.push(MESSAGES.toTooFar);
  }
  if (!parsed.ok || !context || messages.length > 0) throw new ApiError(400, messages);

  const query = parsed.value;
  const payload = computeAvailability(
    db,
    context,
    {
      from: query.from,
      to: query.to,
      adults: query.adults,
      childrenAges: query.children,
      rooms: query.rooms,
      promoCode: query.promoCode ?? null,
      unitTypeId: query.unitTypeId,
      location: query.location,
      bookingEngineId: query.bookingEngineId,
      language: c.var.language,
      currency: resolveCurrency(c.var.currency, context.engine),
    },
    loadExchangeRates(db),
    config.now(),
  );
  return c.json(payload);
});
