import { describe, expect, it } from 'vitest';
import { DatabaseBusyError } from '../../../server/db.ts';
import { createLookupMeter, isLookupPath, TOO_MANY_LOOKUPS_MESSAGE } from '../../../server/lookupLimit.ts';
import type { Queries } from '../../../server/store/queries.ts';
import { demoDb } from './driver.ts';
import { testApp } from './helpers.ts';

describe('lookup paths', () => {
  it('are the reservation, offer and check-in identifiers', () => {
    expect(isLookupPath('/api/reservation/AbC123')).toBe(true);
    expect(isLookupPath('/api/reservation/check-in/0b6f1f9e-1111-4222-8333-444455556666')).toBe(true);
    expect(isLookupPath('/api/reservation/check-in/0b6f1f9e-1111-4222-8333-444455556666/submit')).toBe(true);
    expect(isLookupPath('/api/offer/0b6f1f9e-1111-4222-8333-444455556666/K7Q2')).toBe(true);
    expect(isLookupPath('/api/offer/0b6f1f9e-1111-4222-8333-444455556666/K7Q2/accept')).toBe(true);
  });
  it('leave searches and bookings alone', () => {
    expect(isLookupPath('/api/reservation')).toBe(false);
    expect(isLookupPath('/api/availability')).toBe(false);
    expect(isLookupPath('/api/booking-engines')).toBe(false);
  });
});

describe('lookup meter', () => {
  const limit = { budget: 30, missWeight: 10, windowMs: 60_000, minimumMs: 0 };
  it('lets a client spend its budget, then asks it to wait for the rest of the window', async () => {
    const meter = createLookupMeter(limit, await demoDb());
    await meter.spend('a', 10, 0);
    await meter.spend('a', 10, 1_000);
    expect(await meter.retryAfter('a', 2_000)).toBe(0);
    await meter.spend('a', 10, 2_000);
    expect(await meter.retryAfter('a', 20_000)).toBe(40);
    expect(await meter.retryAfter('b', 20_000)).toBe(0);
    expect(await meter.retryAfter('a', 60_000)).toBe(0);
  });

  it('is one budget for every API process on the database, and keeps no past window', async () => {
    const db = await demoDb();
    const [first, second] = [createLookupMeter(limit, db), createLookupMeter(limit, db)];
    await first.spend('a', 20, 0);
    await second.spend('a', 10, 1_000);
    expect(await first.retryAfter('a', 2_000)).toBe(58);
    expect(await second.retryAfter('a', 2_000)).toBe(58);
    await second.spend('a', 1, 61_000);
    expect(await db.all('SELECT client, window_start AS "windowStart", spent FROM lookup_budgets')).toEqual([{ client: 'a', windowStart: 60_000, spent: 1 }]);
  });

  it('counts in the process what a busy database cannot take at once', async () => {
    const db = await demoDb();
    // The database refuses every write as busy (another process holds its lock); reads go on.
    const busy: Queries = Object.assign(Object.create(db) as Queries, {
      transaction: async () => {
        throw new DatabaseBusyError();
      },
    });
    const meter = createLookupMeter(limit, busy);
    await meter.spend('a', 30, 0);
    expect(await meter.retryAfter('a', 1_000)).toBe(59);
    expect(await meter.retryAfter('a', 60_000)).toBe(0);
  });
});

describe('guessing reservation ids over HTTP', () => {
  it('answers 429 with Retry-After once a client has missed too often, for unknown and malformed ids alike', async () => {
    let now = new Date('2027-03-01T09:00:00Z').getTime();
    const db = await demoDb();
    const app = testApp(db, { now: () => new Date(now), lookupLimit: { budget: 30, missWeight: 10, windowMs: 60_000, minimumMs: 0 } });
    for (let i = 0; i < 3; i++) {
      const miss = await app.request(`/api/reservation/guess${i}`);
      expect(miss.status).toBe(404);
    }
    const blocked = await app.request('/api/reservation/guess-again');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('60');
    expect(await blocked.json()).toEqual([{ message: TOO_MANY_LOOKUPS_MESSAGE }]);
    const malformed = await app.request('/api/offer/not-a-uuid/x');
    expect(malformed.status).toBe(429);
    // Searches are not lookups: they go on.
    expect((await app.request('/api/booking-engines')).status).toBe(200);
    // A second API process on the same database answers the same.
    const second = testApp(db, { now: () => new Date(now), lookupLimit: { budget: 30, missWeight: 10, windowMs: 60_000, minimumMs: 0 } });
    expect((await second.request('/api/reservation/guess-elsewhere')).status).toBe(429);
    now += 60_000;
    expect((await app.request('/api/reservation/after-the-window')).status).toBe(404);
  });
});

describe('lookups sent at once', () => {
  it('cannot spend past the budget together: each is charged as a miss before it runs', async () => {
    const db = await demoDb();
    const app = testApp(db, { lookupLimit: { budget: 30, missWeight: 10, windowMs: 60_000, minimumMs: 0 } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => app.request(`/api/reservation/guess-at-once-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 404)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    // The refused ones gave their charge back: the window holds the three misses.
    expect(await db.all('SELECT spent FROM lookup_budgets')).toEqual([{ spent: 30 }]);
  });
});

describe('the time a lookup takes', () => {
  it('has one floor for unknown and malformed ids, as for found ones', async () => {
    const app = testApp(await demoDb(), { lookupLimit: { budget: 1000, missWeight: 10, windowMs: 60_000, minimumMs: 80 } });
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await app.request(path);
      return { status: response.status, ms: performance.now() - started };
    };
    for (const path of ['/api/reservation/00000000000000000000000000000000', '/api/reservation/not-an-id', '/api/offer/not-a-uuid/x']) {
      const { status, ms } = await timed(path);
      expect(status).toBe(404);
      expect(ms).toBeGreaterThanOrEqual(79);
    }
  });
});
