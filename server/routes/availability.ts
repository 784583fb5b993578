import { Hono } from 'hono';
import { computeAvailability, hoursUntilArrival, latestCheckOut } from '../availability.ts';
import { availabilityJson } from '../availabilityJson.ts';
import { chosenEncoding } from '../compression.ts';
import { addDays, isIsoDate, todayIn } from '../dates.ts';
import { ApiError } from '../errors.ts';
import { queryParams, type AppEnv } from '../http.ts';
import { resolveCurrency } from '../locale.ts';
import type { AvailabilityCache, CatalogueVersion } from '../availabilityCache.ts';
import { findEngineContext } from '../repo/bookingEngines.ts';
import type { Queryable } from '../store/queries.ts';
import { loadExchangeRates } from '../repo/exchangeRates.ts';
import { findUnitTypeByUuid, freeUnitsByDate } from '../repo/inventory.ts';
import { AvailabilityQuery, MESSAGES, MonthAvailabilityPath, parse } from '../../src/lib/search/availability-query.ts';

/** How far ahead the calendar shows availability (spec 01 §5.4, §9.3). */
export const CALENDAR_DAYS_AHEAD = 730;

/** Seconds a per-month answer may be cached: short, so a booking shows soon. */
export const MONTH_MAX_AGE = 60;

/** The per-month answer (spec 01 §3.12): free units per day of the month, keyed "1" to "31". */
export interface MonthAvailability {
  unitTypeId: number;
  unitTypeUuid: string;
  year: number;
  month: number;
  days: Record<string, number>;
}

const pad = (n: number): string => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const monthIndex = (year: number, month: number): number => year * 12 + (month - 1);

/** The key a property's context is kept under by the availability answers, for searches, calendars and bookings alike. */
export const contextKey = (slug: string): string => `context ${slug}`;

/** A property's context as kept for the catalogue's version; a name no property has is not kept (anyone may send one). */
const keptContext = (cache: AvailabilityCache, version: CatalogueVersion, db: Queryable, slug: string) =>
  cache.remember(
    version,
    contextKey(slug),
    () => findEngineContext(db, slug),
    (found) => found !== null,
  );

/**
 * `GET /api/availability?bookingEngine=&from=&to=&adults=&children=&rooms=
 * [&promoCode=&unitTypeId=&location=&bookingEngineId=]` → the initial load
 * payload of spec 01 §3.4. Every malformed input answers 400 with all its
 * messages.
 */
export const availability = new Hono<AppEnv>()
  .get('/availability', async (c) => {
    const { db, config, availabilityCache: cache } = c.var;
    // The catalogue's version first: everything below is read after it (server/availabilityCache.ts).
    const version = await cache.version(db);
    const raw = queryParams(c);
    const parsed = parse(AvailabilityQuery, raw);
    const messages = parsed.ok ? [] : [...parsed.messages];

    const slug = (raw.bookingEngine ?? '').trim().toLowerCase();
    const context = slug ? await keptContext(cache, version, db, slug) : null;
    if (slug && !context) messages.unshift(MESSAGES.unknownProperty);

    const now = config.now();
    if (context) {
      // Checks against the property's own calendar day.
      const today = todayIn(context.timezone, now);
      const from = (raw.from ?? '').trim();
      const to = (raw.to ?? '').trim();
      if (isIsoDate(from) && from < today) messages.push(MESSAGES.fromInPast);
      if (isIsoDate(to) && to > latestCheckOut(today)) messages.push(MESSAGES.toTooFar);
    }
    if (!parsed.ok || !context || messages.length > 0) throw new ApiError(400, messages);

    const query = parsed.value;
    const search = {
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
    };
    // Everything the answer depends on besides the catalogue: the search, and the hour it is asked in before the arrival.
    const key = JSON.stringify([context.engine.id, search, hoursUntilArrival(search.from, context.timezone, now)]);
    const { memo, fragments } = cache.keptFor(version);
    const answer = await cache.answer(version, key, async () =>
      availabilityJson(await computeAvailability(db, context, search, await memo('exchange rates', () => loadExchangeRates(db)), now, memo), fragments),
    );
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    // The kept bytes as they are: `new Uint8Array(buffer)` would copy an answer of 300 KB on every request.
    const body = (bytes: Buffer) => new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
    if (!encoding) return c.body(body(answer.json), 200, headers);
    return c.body(body(await cache.encodedAs(key, answer, encoding)), 200, { ...headers, 'Content-Encoding': encoding });
  })
  /**
   * `GET /api/availability/{unitTypeUuid}/{year}/{month}[?bookingEngine=]`
   * → {@link MonthAvailability}: every day of the month with the units
   * free that night (`total_units − booked_units`; 0 without an inventory
   * row and for nights before today at the property). With `bookingEngine`
   * the unit type must belong to that engine or, for a group, to one of its
   * members. Months before last month and months starting more than two
   * years ahead answer 400; an unknown unit type 404.
   */
  .get('/availability/:unitTypeUuid/:year/:month', async (c) => {
    const { db, config, availabilityCache: cache } = c.var;
    // The property and the unit type as the searches keep them for the catalogue's version; the free units read each time.
    const version = await cache.version(db);
    const parsed = parse(MonthAvailabilityPath, { year: c.req.param('year'), month: c.req.param('month') });
    const messages = parsed.ok ? [] : [...parsed.messages];
    const slug = (c.req.query('bookingEngine') ?? '').trim().toLowerCase();
    const context = slug ? await keptContext(cache, version, db, slug) : null;
    if (slug && !context) messages.push(MESSAGES.unknownProperty);
    if (!parsed.ok || messages.length > 0) throw new ApiError(400, messages);

    const uuid = c.req.param('unitTypeUuid').trim();
    const unit = await cache.remember(
      version,
      `unit type ${uuid.toLowerCase()}`,
      () => findUnitTypeByUuid(db, uuid),
      (found) => found !== null,
    );
    const owners = context ? new Set([context.engine, ...context.sellingEngines].map((engine) => engine.propertyId)) : null;
    if (!unit || (owners && !owners.has(unit.propertyId))) throw new ApiError(404, [MESSAGES.unitTypeNotFound]);

    const { year, month } = parsed.value;
    const today = todayIn(unit.timezone, config.now());
    const [thisYear, thisMonth] = today.split('-').map(Number);
    const [lastYear, lastMonth] = addDays(today, CALENDAR_DAYS_AHEAD).split('-').map(Number);
    if (monthIndex(year, month) < monthIndex(thisYear, thisMonth) - 1) throw new ApiError(400, [MESSAGES.monthTooEarly]);
    if (monthIndex(year, month) > monthIndex(lastYear, lastMonth)) throw new ApiError(400, [MESSAGES.monthTooFar]);

    const first = `${year}-${pad(month)}-01`;

    const length = daysInMonth(year, month);
    const free = await freeUnitsByDate(db, unit.id, first, `${first.slice(0, 8)}${pad(length)}`);
    const days: Record<string, number> = {};
    for (let d = 1; d <= length; d++) {
      const date = `${first.slice(0, 8)}${pad(d)}`;
      // Nights already past are not for sale.
      days[String(d)] = date < today ? 0 : (free.get(date) ?? 0);
    }
    c.header('Cache-Control', `public, max-age=${MONTH_MAX_AGE}`);
    const body: MonthAvailability = { unitTypeId: unit.id, unitTypeUuid: unit.uuid, year, month, days };
    return c.json(body);
  });
