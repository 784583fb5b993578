/**
 * The availability answers an API process keeps (server/availabilityCache.ts)
 * under the catalogue's and the inventory's versions (migrations 018, 019):
 * asked again, a search is answered from memory; after any change to what it
 * is computed from — a booking, another connection's write, a settings
 * change — it is computed anew; after a booking, from the catalogue kept and
 * the free units read again. Runs on SQLite and on PostgreSQL.
 */
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AvailabilitySearch, computeAvailability } from '../../../server/availability.ts';
import { type AvailabilityCache, createAvailabilityCache, readsInTurn } from '../../../server/availabilityCache.ts';
import { availabilityJson } from '../../../server/availabilityJson.ts';
import { createApp } from '../../../server/app.ts';
import { findEngineContext } from '../../../server/repo/bookingEngines.ts';
import { loadExchangeRates } from '../../../server/repo/exchangeRates.ts';
import type { Queryable } from '../../../server/store/queries.ts';
import { BANK, book, bookingBody, countingReads, room, watchStatements } from './booking-helpers.ts';
import { demoDb, type TestDb } from './driver.ts';
import { NOW, day } from './helpers.ts';

let db: TestDb;
beforeAll(async () => {
  db = await demoDb({ closeAfterTest: false });
});
afterAll(() => db.close());

/** An app on the demo with its own cache to look into, and a clock the test moves. */
function appWithCache(clock = { now: NOW }) {
  const cache = createAvailabilityCache();
  const app = createApp({
    db,
    availabilityCache: cache,
    config: { now: () => clock.now, siteDomain: 'book.example.com', sitePort: 4321, bookingLimit: { perClient: 0, perEmail: 0 } },
  });
  return { app, cache, clock };
}

/** An app with its own cache on the demo as it sees it, counting the reads of each table (in its transactions too). */
function countingApp() {
  const reads = new Map<string, number>();
  const counted = countingReads(db, reads);
  const cache = createAvailabilityCache();
  const app = createApp({ db: counted, availabilityCache: cache, config: { now: () => NOW, bookingLimit: { perClient: 0, perEmail: 0 } } });
  return { reads, counted, cache, app };
}

const query = (changes: Record<string, string> = {}) =>
  `/api/availability?${new URLSearchParams({ bookingEngine: 'villa-adriatic', from: day(20), to: day(23), adults: '2', rooms: '1', ...changes })}`;

async function search(app: ReturnType<typeof createApp>, changes: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await app.request(query(changes), { headers });
  const raw = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('Content-Encoding');
  const decode = { gzip: gunzipSync, br: brotliDecompressSync, zstd: zstdDecompressSync }[encoding ?? ''] ?? ((bytes: Buffer) => bytes);
  const text = decode(raw).toString('utf8');
  return { response, text, body: JSON.parse(text) };
}

const studio = (body: { unitTypes: { unitTypeId: number; availableUnits: number; name: string }[] }) => body.unitTypes.find((unit) => unit.unitTypeId === 101)!;

describe('the availability answers an API process keeps', () => {
  it('answers a search asked again from memory, the same bytes in every encoding', async () => {
    const { app, cache } = appWithCache();
    const first = await search(app, { from: day(60), to: day(62) });
    expect(first.response.status).toBe(200);
    expect(cache.stats).toMatchObject({ misses: 1, hits: 0, entries: 1 });

    const again = await search(app, { from: day(60), to: day(62) }, { 'Accept-Encoding': 'gzip, deflate' });
    expect(again.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(again.response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(again.response.headers.get('Content-Type')).toContain('application/json');
    expect(again.text).toBe(first.text);
    const plain = await search(app, { from: day(60), to: day(62) });
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(plain.text).toBe(first.text);
    const brotli = await search(app, { from: day(60), to: day(62) }, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.response.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.text).toBe(first.text);
    const zstd = await search(app, { from: day(60), to: day(62) }, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.response.headers.get('Content-Encoding')).toBe('zstd');
    expect(zstd.text).toBe(first.text);
    // Each encoding made once and kept with the answer.
    const bytes = cache.stats.bytes;
    const brotliAgain = await search(app, { from: day(60), to: day(62) }, { 'Accept-Encoding': 'br' });
    expect(brotliAgain.text).toBe(first.text);
    const zstdAgain = await search(app, { from: day(60), to: day(62) }, { 'Accept-Encoding': 'zstd' });
    expect(zstdAgain.text).toBe(first.text);
    expect(cache.stats.bytes).toBe(bytes);
    expect(cache.stats).toMatchObject({ misses: 1, hits: 6, entries: 1 });

    // Another stay, occupancy, language or currency is another answer.
    await search(app, { from: day(60), to: day(62), adults: '1' });
    await search(app, { from: day(60), to: day(62), language: 'hr' });
    await search(app, { from: day(60), to: day(62), currency: 'USD' });
    expect(cache.stats).toMatchObject({ misses: 4, entries: 4 });
  });

  it('computes anew after a booking: the unit booked is no longer free', async () => {
    const { app } = appWithCache();
    const stay = { from: day(70), to: day(72) };
    const body = await bookingBody(app, { payment: BANK, rooms: [room({ unitTypeId: 101, ratePlanId: 1011, ...stay })] });
    const before = studio((await search(app, stay)).body).availableUnits;
    expect(studio((await search(app, stay)).body).availableUnits).toBe(before);
    expect((await book(app, body)).status).toBe(201);
    expect(studio((await search(app, stay)).body).availableUnits).toBe(before - 1);
  });

  it('after a booking or a cancellation reads only the free units again: what the catalogue holds stays kept', async () => {
    const { reads, counted, cache, app } = countingApp();
    const stay = { from: day(74), to: day(76) };
    const before = (await search(app, stay)).body;
    const body = await bookingBody(app, { payment: BANK, rooms: [room({ unitTypeId: 101, ratePlanId: 1011, ...stay })] });
    const booked = await book(app, body);
    expect(booked.status).toBe(201);
    const kept = await cache.version(counted);

    reads.clear();
    const after = (await search(app, stay)).body;
    expect(studio(after).availableUnits).toBe(studio(before).availableUnits - 1);
    // The versions read first, then the stay's free units: no unit type, rate plan, price or text read again.
    expect(Object.fromEntries(reads)).toEqual({ 'FROM catalogue_version': 1, 'FROM unit_type_inventory': 1 });
    // Everything else in the answer is what it was.
    expect({ ...after, unitTypes: after.unitTypes.map((unit: object) => ({ ...unit, availableUnits: 0, available: 0 })) }).toEqual({
      ...before,
      unitTypes: before.unitTypes.map((unit: object) => ({ ...unit, availableUnits: 0, available: 0 })),
    });
    const version = await cache.version(counted);
    expect(version.catalogue).toBe(kept.catalogue);

    const publicId = booked.body.response.publicId as string;
    expect((await app.request(`/api/reservation/${publicId}`, { method: 'DELETE' })).status).toBe(200);
    const moved = await cache.version(counted);
    expect(moved.catalogue).toBe(version.catalogue);
    expect(moved.inventory).toBeGreaterThan(version.inventory);
    expect(studio((await search(app, stay)).body).availableUnits).toBe(studio(before).availableUnits);
  });

  it('prices a booking from the catalogue kept: the next one reads the inventory, not the catalogue, and a price changed since is refused', async () => {
    // The database as the app sees it, counting the tables each statement reads, in its transactions too.
    const reads = new Map<string, number>();
    const app = createApp({
      db: countingReads(db, reads),
      availabilityCache: createAvailabilityCache(),
      config: { now: () => NOW, bookingLimit: { perClient: 0, perEmail: 0 } },
    });
    const rooms = [room({ unitTypeId: 101, ratePlanId: 1011, from: day(84), to: day(86) })];
    // The studio's three units free on both nights: three bookings below.
    await db.run('UPDATE unit_type_inventory SET booked_units = 0 WHERE unit_type_id = 101 AND date >= ? AND date < ?', day(84), day(86));
    const body = await bookingBody(app, { payment: BANK, rooms });
    expect((await book(app, body)).status).toBe(201);

    reads.clear();
    expect((await book(app, body)).status).toBe(201);
    const read = [...reads.keys()];
    expect(read).toContain('FROM unit_type_inventory');
    for (const table of ['FROM booking_engines', 'FROM unit_types', 'FROM rate_plans', 'FROM rate_plan_prices', 'FROM services', 'FROM fees']) {
      expect(read, table).not.toContain(table);
    }

    // A price changed since: what was kept goes with the catalogue's version, the booking is priced anew and refused.
    await db.run('UPDATE rate_plan_prices SET price = price + 5 WHERE rate_plan_id = 1011 AND date = ?', day(84));
    const refused = await book(app, body);
    expect(refused).toMatchObject({ status: 409, body: [{ message: 'The price of your stay has changed. Please review it and book again.' }] });
    expect((await book(app, await bookingBody(app, { payment: BANK, rooms }))).status).toBe(201);
  });

  it('computes anew after another connection or process changes a price, an inventory or the settings', async () => {
    const { app, cache } = appWithCache();
    const stay = { from: day(80), to: day(81) };
    const first = (await search(app, stay)).body;
    expect(cache.stats.misses).toBe(1);

    // Written outside this app (a property-management system's import, another API process).
    await db.run('UPDATE unit_type_inventory SET booked_units = total_units WHERE unit_type_id = 101 AND date = ?', day(80));
    expect(studio((await search(app, stay)).body).availableUnits).toBe(0);
    await db.run('UPDATE rate_plan_prices SET price = price + 17 WHERE rate_plan_id = 1021 AND date = ?', day(80));
    const repriced = (await search(app, stay)).body;
    const rateOf = (body: typeof first) => body.unitTypes.find((unit: { unitTypeId: number }) => unit.unitTypeId === 102).rates[0].totalRate;
    expect(rateOf(repriced)).toBeCloseTo(rateOf(first) + 17, 2);
    await db.run("UPDATE booking_engines SET name = 'Villa Adriatic & Spa' WHERE slug = 'villa-adriatic'");
    expect((await search(app, stay)).body.bookingEngine.name).toBe('Villa Adriatic & Spa');
    // What no stay changes (a unit type's name, kept for the version) is read anew too, for every stay.
    await db.run("UPDATE unit_type_translations SET name = 'Studio by the sea' WHERE unit_type_id = 101 AND language = 'en'");
    expect(studio((await search(app, stay)).body)).toMatchObject({ name: 'Studio by the sea', unitTypeName: 'Studio by the sea' });
    expect(studio((await search(app, { from: day(90), to: day(92) })).body).name).toBe('Studio by the sea');
    expect(cache.stats).toMatchObject({ misses: 6, hits: 0 });
  });

  it('keeps the hour before arrival apart: the advance-booking rules move with the clock', async () => {
    const { app, cache, clock } = appWithCache({ now: NOW });
    await search(app, { from: day(5), to: day(7) });
    await search(app, { from: day(5), to: day(7) });
    clock.now = new Date(NOW.getTime() + 60 * 60_000);
    await search(app, { from: day(5), to: day(7) });
    expect(cache.stats).toMatchObject({ misses: 2, hits: 1 });
  });

  it('answers a malformed search 400 as before, and keeps nothing of it', async () => {
    const { app, cache } = appWithCache();
    const response = await app.request(query({ adults: 'many', promoCode: 'NO-SUCH-CODE' }));
    expect(response.status).toBe(400);
    const invalidPromo = await app.request(query({ promoCode: 'NO-SUCH-CODE' }));
    expect(invalidPromo.status).toBe(400);
    expect(await invalidPromo.json()).toEqual([{ message: 'Promo code is invalid' }]);
    expect(cache.stats.entries).toBe(0);
  });
});

describe('the versions’ reads, in turn', () => {
  it('starts each caller’s read after its call: callers that come while one is on its way share the next', async () => {
    const reads: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
    const read = readsInTurn(
      () =>
        new Promise<number>((resolve, reject) => {
          reads.push({ resolve, reject });
        }),
    );
    const first = read();
    // A commit lands now: the callers below came after it, so the read on its way (started before) is not theirs.
    const later = [read(), read(), read()];
    expect(reads).toHaveLength(1);
    reads[0]!.resolve(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    // One read for the three, started once the first ended.
    expect(reads).toHaveLength(2);
    const last = read();
    reads[1]!.resolve(2);
    expect(await Promise.all(later)).toEqual([2, 2, 2]);
    expect(reads).toHaveLength(3);
    reads[2]!.reject(new Error('connection lost'));
    await expect(last).rejects.toThrow('connection lost');
    // A failed read does not stop the next.
    const again = read();
    expect(reads).toHaveLength(4);
    reads[3]!.resolve(3);
    expect(await again).toBe(3);
  });

  it('does not wait behind a read that hangs: after a while a caller reads for itself', async () => {
    let now = 0;
    const started: number[] = [];
    const read = readsInTurn(
      () =>
        new Promise<number>((resolve) => {
          started.push(now);
          if (started.length > 1) resolve(started.length);
        }),
      2000,
      () => now,
    );
    void read();
    void read();
    expect(started).toEqual([0]);
    now = 2500;
    expect(await read()).toBe(2);
    expect(started).toEqual([0, 2500]);
  });

  it('asks the database once per round trip, not once per request, and still sees a change made meanwhile', async () => {
    const { reads, app } = countingApp();
    const stay = { from: day(40), to: day(42) };
    const before = studio((await search(app, stay)).body).availableUnits;
    reads.clear();
    // Eight guests at once: the first read, and one the other seven share.
    const answers = await Promise.all(Array.from({ length: 8 }, () => search(app, stay)));
    expect(reads.get('FROM catalogue_version')).toBe(2);
    expect(answers.map(({ body }) => studio(body).availableUnits)).toEqual(Array(8).fill(before));
    // A booking, then searches at once: every one of them sees it.
    const booked = await book(app, await bookingBody(app, { payment: BANK, rooms: [room({ unitTypeId: 101, ratePlanId: 1011, ...stay })] }));
    expect(booked.status).toBe(201);
    const after = await Promise.all(Array.from({ length: 8 }, () => search(app, stay)));
    expect(after.map(({ body }) => studio(body).availableUnits)).toEqual(Array(8).fill(before - 1));
  });
});

describe('an answer made from kept nights and encoded fragments', () => {
  it('is the answer read and encoded afresh, for every property, stay, party, language and currency', async () => {
    // One cache for every search: later stays reuse the nights, unit types and rate plans earlier ones kept.
    const cache = createAvailabilityCache();
    const version = await cache.version(db);
    const { memo, fragments } = cache.keptFor(version);
    const exchangeRates = await loadExchangeRates(db);
    let compared = 0;
    for (const slug of ['villa-adriatic', 'hotel-zadar', 'apartments-split', 'boutique-split', 'dalmatia-collection']) {
      const context = (await findEngineContext(db, slug))!;
      for (let n = 0; n < 14; n++) {
        const from = day(1 + ((n * 5) % 40));
        const search: AvailabilitySearch = {
          from,
          to: day(1 + ((n * 5) % 40) + 1 + (n % 7)),
          adults: 1 + (n % 3),
          childrenAges: n % 4 === 0 ? [4, 11] : [],
          rooms: 1 + (n % 5 === 0 ? 1 : 0),
          promoCode: null,
          unitTypeId: null,
          location: null,
          bookingEngineId: null,
          language: (['en', 'hr', 'de'] as const)[n % 3]!,
          currency: n % 2 === 0 ? 'EUR' : 'USD',
        };
        const afresh = JSON.parse(JSON.stringify(await computeAvailability(db, context, search, exchangeRates, NOW)));
        const kept = JSON.parse(availabilityJson(await computeAvailability(db, context, search, exchangeRates, NOW, memo), fragments).toString('utf8'));
        expect(kept, `${slug} ${JSON.stringify(search)}`).toEqual(afresh);
        compared += 1;
      }
    }
    expect(compared).toBe(70);
    // The nights were kept and counted towards the bound.
    expect(cache.stats.bytes).toBeGreaterThan(0);
  });

  it('reads the nights once for searches of nearby stays asked at the same time, each answer as read afresh', async () => {
    const cache = createAvailabilityCache();
    const version = await cache.version(db);
    const { memo, fragments } = cache.keptFor(version);
    const exchangeRates = await loadExchangeRates(db);
    const context = (await findEngineContext(db, 'villa-adriatic'))!;
    // The database as the searches see it, counting the reads of nightly prices and of extras' daily prices.
    const reads = { nights: 0, extras: 0 };
    const counted: Queryable = watchStatements(db, (text) => {
      if (text.includes('FROM rate_plan_prices')) reads.nights += 1;
      if (text.includes('FROM service_daily_prices')) reads.extras += 1;
      return undefined;
    });
    // Five guests at once, arriving on five days of one week, for one to three nights.
    const searches = Array.from(
      { length: 5 },
      (_, n): AvailabilitySearch => ({
        from: day(100 + n),
        to: day(101 + n + (n % 3)),
        adults: 2,
        childrenAges: [],
        rooms: 1,
        promoCode: null,
        unitTypeId: null,
        location: null,
        bookingEngineId: null,
        language: 'en',
        currency: 'EUR',
      }),
    );
    const kept = await Promise.all(
      searches.map(async (search) =>
        JSON.parse(availabilityJson(await computeAvailability(counted, context, search, exchangeRates, NOW, memo), fragments).toString('utf8')),
      ),
    );
    // The first search read the week from its arrival; the others, asked while it was read, waited for it (five reads before).
    expect(reads.nights).toBe(1);
    // The extras' days likewise, read by whichever search reaches them first: one read, or two when a later arrival's
    // week (which does not hold the earliest arrival's day) came first.
    expect(reads.extras).toBeGreaterThanOrEqual(1);
    expect(reads.extras).toBeLessThanOrEqual(2);
    for (const [n, search] of searches.entries()) {
      expect(kept[n], JSON.stringify(search)).toEqual(JSON.parse(JSON.stringify(await computeAvailability(db, context, search, exchangeRates, NOW))));
    }
  });
});

describe('createAvailabilityCache', () => {
  /** A database whose catalogue and inventory versions the test sets. */
  const versioned = (state: { version: number; inventory?: number }) =>
    ({ get: async () => ({ version: state.version, inventory: state.inventory ?? 1 }) }) as unknown as Queryable;

  it('drops the answers and what the inventory sets when only the inventory moves, and keeps what the catalogue holds', async () => {
    const state = { version: 1, inventory: 1 };
    const db = versioned(state);
    const cache = createAvailabilityCache();
    const reads = { unitTypes: 0, free: 0, fragment: 0 };
    const unitTypes = async () => ({ unitTypes: ++reads.unitTypes });
    const free = async () => ({ free: ++reads.free });
    const fragment = () => `{"fragment":${++reads.fragment}}`;
    let version = await cache.version(db);
    await cache.answer(version, 'stay', async () => ({ free: 1 }));
    await cache.remember(version, 'unit types', unitTypes);
    await cache.rememberOfInventory(version, 'night 1', free, () => 100);
    cache.fragment(version, 'unit type en', 101, fragment);
    expect(cache.stats.bytes).toBeGreaterThan(100);
    expect(await cache.rememberOfInventory(version, 'night 1', free, () => 100)).toEqual({ free: 1 });

    // A booking: the inventory moves, the catalogue does not.
    state.inventory = 2;
    version = await cache.version(db);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
    expect(await cache.remember(version, 'unit types', unitTypes)).toEqual({ unitTypes: 1 });
    expect(cache.fragment(version, 'unit type en', 101, fragment).toString()).toBe('{"fragment":1}');
    expect(await cache.rememberOfInventory(version, 'night 1', free, () => 100)).toEqual({ free: 2 });
    expect(cache.stats.bytes).toBe(100);
    // Read under the inventory before: read, not kept.
    expect(await cache.rememberOfInventory({ catalogue: 1, inventory: 1 }, 'night 1', free)).toEqual({ free: 3 });
    expect(await cache.rememberOfInventory(version, 'night 1', free)).toEqual({ free: 2 });

    // A price changes: everything goes.
    state.version = 2;
    version = await cache.version(db);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });
    expect(await cache.remember(version, 'unit types', unitTypes)).toEqual({ unitTypes: 2 });
    expect(cache.fragment(version, 'unit type en', 101, fragment).toString()).toBe('{"fragment":2}');
    expect(await cache.rememberOfInventory(version, 'night 1', free)).toEqual({ free: 4 });
  });

  it("gives a transaction what is kept and read, never a read under way, and keeps the transaction's reads once read", async () => {
    const cache = createAvailabilityCache();
    const version = await cache.version(versioned({ version: 1 }));
    // A search's read under way (it may wait for the connection or the turn the transaction holds).
    let release!: (value: { read: string }) => void;
    const underWay = new Promise<{ read: string }>((resolve) => {
      release = resolve;
    });
    void cache.remember(version, 'rate plans', () => underWay);
    const inTransaction = cache.settledFor(version);
    expect(await inTransaction('rate plans', async () => ({ read: 'transaction' }))).toEqual({ read: 'transaction' });
    release({ read: 'search' });
    await underWay;
    expect(await inTransaction('rate plans', async () => ({ read: 'again' }))).toEqual({ read: 'search' });
    // Its own reads are kept once read, for searches too; nothing found is not kept.
    await inTransaction('unit types', async () => ({ read: 'transaction' }));
    expect(await cache.remember(version, 'unit types', async () => ({ read: 'search' }))).toEqual({ read: 'transaction' });
    await inTransaction('context nowhere', async () => null);
    expect(await inTransaction('context nowhere', async () => ({ found: true }))).toEqual({ found: true });
    // The inventory is read each time.
    await cache.rememberOfInventory(version, 'free', async () => 1);
    expect(await inTransaction.ofInventory('free', async () => 2)).toBe(2);
  });

  it('sends but does not keep an answer computed while a newer version was read', async () => {
    const state = { version: 1 };
    const db = versioned(state);
    const cache: AvailabilityCache = createAvailabilityCache();
    const version = await cache.version(db);
    const answer = await cache.answer(version, 'stay', async () => {
      // A booking commits meanwhile, and another request reads its version.
      state.version = 2;
      await cache.version(db);
      return { free: 1 };
    });
    expect(JSON.parse(answer.json.toString())).toEqual({ free: 1 });
    expect(cache.stats.entries).toBe(0);
    await cache.answer(await cache.version(db), 'stay', async () => ({ free: 0 }));
    expect(cache.stats).toMatchObject({ entries: 1, misses: 2 });
  });

  it('remembers what no stay changes for its version only, and nothing it is told not to keep', async () => {
    const state = { version: 1 };
    const db = versioned(state);
    const cache = createAvailabilityCache();
    let reads = 0;
    const read = async () => ({ read: ++reads });
    let version = await cache.version(db);
    expect(await cache.remember(version, 'unit types', read)).toEqual({ read: 1 });
    expect(await cache.remember(version, 'unit types', read)).toEqual({ read: 1 });
    // Nothing found for a name anyone may send: not kept, so names sent at random cannot fill the memory.
    const none = async () => null;
    await cache.remember(version, 'context no-such-property', none, (found) => found !== null);
    let lookedUp = 0;
    await cache.remember(
      version,
      'context no-such-property',
      async () => ++lookedUp && null,
      (found) => found !== null,
    );
    expect(lookedUp).toBe(1);

    state.version = 2;
    version = await cache.version(db);
    expect(await cache.remember(version, 'unit types', read)).toEqual({ read: 2 });
    // Remembered under an older version than the newest read: read, not kept.
    expect(await cache.remember({ catalogue: 1, inventory: 0 }, 'unit types', read)).toEqual({ read: 3 });
    expect(await cache.remember(version, 'unit types', read)).toEqual({ read: 2 });
  });

  it('drops every answer when the version moves, and the least recently used past its bytes', async () => {
    const state = { version: 1 };
    const db = versioned(state);
    const cache = createAvailabilityCache(250);
    const big = (n: number) => async () => ({ n, pad: 'x'.repeat(90) });
    let version = await cache.version(db);
    await cache.answer(version, 'a', big(1));
    await cache.answer(version, 'b', big(2));
    await cache.answer(version, 'a', big(1));
    await cache.answer(version, 'c', big(3));
    // 'b' was the least recently used when 'c' came.
    expect(cache.stats.entries).toBe(2);
    expect(cache.stats.bytes).toBeLessThanOrEqual(250);
    const hits = cache.stats.hits;
    await cache.answer(version, 'a', big(1));
    expect(cache.stats.hits).toBe(hits + 1);

    state.version = 2;
    version = await cache.version(db);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 0 });

    await cache.answer(version, 'a', big(1));
    expect(cache.stats.entries).toBe(1);
  });

  it('counts a night kept with its size towards the bound, and evicts it after the answers, least recently used first', async () => {
    const db = versioned({ version: 1 });
    const cache = createAvailabilityCache(250);
    const version = await cache.version(db);
    const big = (n: number) => async () => ({ n, pad: 'x'.repeat(90) });
    let nightReads = 0;
    const night = async () => ({ night: ++nightReads });
    await cache.remember(version, 'night 1', night, undefined, () => 100);
    expect(cache.stats.bytes).toBe(100);
    await cache.answer(version, 'a', big(1));
    await cache.answer(version, 'b', big(2));
    // Past the bound: the older answer went, the night stayed.
    expect(cache.stats.entries).toBe(1);
    expect(cache.stats.bytes).toBeLessThanOrEqual(250);
    await cache.remember(version, 'night 1', night, undefined, () => 100);
    expect(nightReads).toBe(1);
    // A second night: the answer goes, then the least recently used night.
    await cache.remember(version, 'night 2', night, undefined, () => 200);
    expect(cache.stats).toMatchObject({ entries: 0, bytes: 200 });
    await cache.remember(version, 'night 2', night, undefined, () => 200);
    expect(nightReads).toBe(2);
    await cache.remember(version, 'night 1', night, undefined, () => 100);
    expect(nightReads).toBe(3);
    expect(cache.stats.bytes).toBe(100);
  });
});
