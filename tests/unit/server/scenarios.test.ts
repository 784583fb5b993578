/**
 * Every documented demo scenario (server/seed/scenarios.ts, server/README.md
 * "Demo scenarios") produces its state through GET /api/availability, on
 * several seeding days so that no scenario depends on the calendar.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { addDays, daysBetween, todayIn } from '../../../server/dates.ts';
import type { Database } from '../../../server/db.ts';
import {
  DEMO_TIMEZONE,
  RESTRICTION_CODES,
  availabilityQuery,
  demoScenarios,
  staysToKeepFree,
  type DemoScenario,
  type DemoScenarios,
  type DemoSearch,
} from '../../../server/seed/scenarios.ts';
import { freshlySeededDb } from './helpers.ts';

/** Seeding clocks: a Monday morning, a Sunday night, late October, a leap day, New Year's Eve in UTC (New Year's Day in Split). */
const CLOCKS = ['2027-03-01T09:00:00Z', '2026-05-24T20:30:00Z', '2027-10-27T06:00:00Z', '2028-02-29T12:00:00Z', '2026-12-31T23:30:00Z'];

const README = readFileSync(new URL('../../../server/README.md', import.meta.url), 'utf8');

function world(clock: string) {
  const now = new Date(clock);
  const db: Database = freshlySeededDb(now);
  const app = createApp({ db, config: { now: () => now } });
  const get = async (path: string, query: Record<string, string> = {}) => {
    const response = await app.request(`${path}?${new URLSearchParams(query)}`);
    return { status: response.status, body: (await response.json()) as any };
  };
  return {
    db,
    scenarios: demoScenarios(now),
    search: (search: DemoSearch) => get('/api/availability', availabilityQuery(search)),
    month: (uuid: string, date: string, bookingEngine: string) =>
      get(`/api/availability/${uuid}/${Number(date.slice(0, 4))}/${Number(date.slice(5, 7))}`, { bookingEngine }),
    uuidOf: (unitTypeId: number) => (db.prepare('SELECT uuid FROM unit_types WHERE id = ?').get(unitTypeId) as { uuid: string }).uuid,
  };
}

const unitOf = (body: any, id: number) => {
  const unit = body.unitTypes.find((u: any) => u.unitTypeId === id);
  expect(unit, `unit type ${id} in the answer`).toBeDefined();
  return unit;
};
const rateOf = (unit: any, id: number) => {
  const rate = unit.rates.find((r: any) => r.ratePlanId === id);
  expect(rate, `rate plan ${id} on unit type ${unit.unitTypeId}`).toBeDefined();
  return rate;
};

describe('demoScenarios(today)', () => {
  const s = demoScenarios('2027-03-01');

  it('covers codes 1–9, a sold-out unit, five adults and three promo codes on each engine', () => {
    for (const engine of [s.villaAdriatic, s.dalmatiaCollection]) {
      expect(Object.keys(engine.restrictions).map(Number)).toEqual(RESTRICTION_CODES);
      for (const code of RESTRICTION_CODES) expect(engine.restrictions[code]).toMatchObject({ kind: 'restriction', code, engine: engine.slug });
      expect(engine.soldOut.kind).toBe('soldOut');
      expect(engine.maxOccupancy.search.adults).toBe(5);
      expect([engine.promoPercentage.discountType, engine.promoFixed.discountType]).toEqual([1, 2]);
      expect(engine.promoPercentage.promoCode).toBe('SUMMER10');
      expect(engine.promoFixed.promoCode).toBe('WELCOME20');
      expect(engine.promoExpired.promoCode).toBe('EASTER15');
    }
    expect([s.villaAdriatic.unavailableDisplay, s.dalmatiaCollection.unavailableDisplay]).toEqual(['B', 'A']);
    expect(s.all).toHaveLength(2 * 14);
    expect(new Set(s.all.map((x) => x.id)).size).toBe(s.all.length);
  });

  it('gives concrete dates for a seeding day', () => {
    // 1 March 2027 is a Monday: the first Tuesday from day 14 is 16 March.
    expect(s.villaAdriatic.restrictions[1].search).toEqual({
      bookingEngine: 'villa-adriatic',
      from: '2027-03-16',
      to: '2027-03-17',
      adults: 2,
      children: [],
      rooms: 1,
    });
    expect(s.villaAdriatic.soldOut.soldOutNights).toEqual(['2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15', '2027-03-16', '2027-03-17']);
    expect(s.villaAdriatic.soldOut.search).toMatchObject({ from: '2027-03-13', to: '2027-03-15' });
    expect(s.dalmatiaCollection.promoPercentage.search).toMatchObject({ from: '2027-03-31', to: '2027-04-03', promoCode: 'SUMMER10' });
    expect(availabilityQuery(s.dalmatiaCollection.promoFixed.search)).toEqual({
      bookingEngine: 'dalmatia-collection',
      from: '2027-03-31',
      to: '2027-04-03',
      adults: '2',
      children: '',
      rooms: '1',
      promoCode: 'WELCOME20',
    });
  });

  it('takes an instant as its day in Split', () => {
    expect(demoScenarios(new Date('2026-12-31T23:30:00Z')).today).toBe('2027-01-01');
    expect(demoScenarios(new Date('2026-12-31T22:30:00Z')).today).toBe('2026-12-31');
    expect(DEMO_TIMEZONE).toBe('Europe/Zagreb');
  });

  it('keeps every stay inside the bookable window: from today, at most 60 nights, ending within two years', () => {
    for (const clock of CLOCKS) {
      const all = demoScenarios(new Date(clock));
      for (const x of all.all) {
        expect(x.search.from >= all.today, x.id).toBe(true);
        expect(daysBetween(x.search.from, x.search.to)).toBeGreaterThanOrEqual(1);
        expect(daysBetween(x.search.from, x.search.to)).toBeLessThanOrEqual(60);
        expect(x.search.to <= addDays(all.today, 730), x.id).toBe(true);
      }
      expect(staysToKeepFree(all).length).toBeGreaterThan(all.all.length);
    }
  });

  it('is documented in server/README.md, scenario by scenario', () => {
    expect(README).toContain('## Demo scenarios');
    for (const x of s.all) expect(README, x.id).toContain(`\`${x.id}\``);
  });

  it('imports nothing that needs node:sqlite', () => {
    const source = readFileSync(new URL('../../../server/seed/scenarios.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import [^;]*? from '([^']+)';/gm)].map((m) => m[1]);
    expect(imports).toEqual(['../dates.ts']);
    const dates = readFileSync(new URL('../../../server/dates.ts', import.meta.url), 'utf8');
    const dateImports = [...dates.matchAll(/^import [^;]*? from '([^']+)';/gm)].map((m) => m[1]);
    expect(dateImports.filter((path) => path.includes('sqlite') || path.includes('/db'))).toEqual([]);
  });
});

describe.each(CLOCKS)('the demo seeded at %s', (clock) => {
  let w: ReturnType<typeof world>;
  let s: DemoScenarios;
  beforeAll(() => {
    w = world(clock);
    s = w.scenarios;
    expect(s.today).toBe(todayIn(DEMO_TIMEZONE, new Date(clock)));
  });

  const byKind = (kind: DemoScenario['kind']) => () => s.all.filter((x) => x.kind === kind);

  it('shows each restriction code alone on its rate, on an available unit type', async () => {
    for (const x of byKind('restriction')()) {
      if (x.kind !== 'restriction') continue;
      const { status, body } = await w.search(x.search);
      expect(status, x.id).toBe(200);
      expect(body.bookingEngine.slug).toBe(x.engine);
      const unit = unitOf(body, x.unitTypeId);
      expect(unit, x.id).toMatchObject({ available: true });
      expect(unit.availableUnits, x.id).toBeGreaterThan(0);
      const rate = rateOf(unit, x.ratePlanId);
      expect(rate.restrictionErrors, `${x.id}: ${x.recipe}`).toEqual([x.code]);
      expect(rate.isBookable, x.id).toBe(false);
    }
  });

  it('shows the sold-out unit types without units, with free stays within ±15 days', async () => {
    for (const x of byKind('soldOut')()) {
      if (x.kind !== 'soldOut') continue;
      const { body } = await w.search(x.search);
      expect(body.bookingEngine.unavailableDisplay).toBe(x.engine === 'villa-adriatic' ? 'B' : 'A');
      expect(unitOf(body, x.unitTypeId), x.id).toMatchObject({ available: false, availableUnits: 0 });
      for (const night of [x.search.from, addDays(x.search.to, -1)]) expect(x.soldOutNights).toContain(night);

      // The calendar shows every sold-out night as 0.
      const uuid = w.uuidOf(x.unitTypeId);
      for (const night of x.soldOutNights) {
        const month = await w.month(uuid, night, x.engine);
        expect(month.status).toBe(200);
        expect(month.body.days[String(Number(night.slice(8)))], `${x.id} ${night}`).toBe(0);
      }

      expect(x.freeStays.length).toBeGreaterThanOrEqual(1);
      for (const free of x.freeStays) {
        expect(Math.abs(daysBetween(x.search.from, free.from))).toBeLessThanOrEqual(15);
        expect(daysBetween(free.from, free.to)).toBe(daysBetween(x.search.from, x.search.to));
        expect(free.from >= s.today).toBe(true);
        const open = await w.search({ ...x.search, ...free });
        const unit = unitOf(open.body, x.unitTypeId);
        expect(unit.available, `${x.id} free ${free.from}`).toBe(true);
        expect(unit.rates.some((r: any) => r.isBookable)).toBe(true);
        const month = await w.month(uuid, free.from, x.engine);
        expect(month.body.days[String(Number(free.from.slice(8)))]).toBeGreaterThan(0);
      }
    }
  });

  it('shows the unit types five adults do not fit as unavailable with units left', async () => {
    for (const x of byKind('maxOccupancy')()) {
      if (x.kind !== 'maxOccupancy') continue;
      const unit = unitOf((await w.search(x.search)).body, x.unitTypeId);
      expect(unit.maxOccupancy).toBe(x.maxOccupancy);
      expect(x.search.adults).toBeGreaterThan(unit.maxOccupancy);
      expect(unit.available, x.id).toBe(false);
      expect(unit.availableUnits, x.id).toBeGreaterThan(0);
    }
  });

  it('applies the percentage and the fixed promo codes', async () => {
    for (const x of byKind('promo')()) {
      if (x.kind !== 'promo') continue;
      const { promoCode: _code, ...plain } = x.search;
      const before = rateOf(unitOf((await w.search(plain)).body, x.unitTypeId), x.ratePlanId).totalRate;
      const { status, body } = await w.search(x.search);
      expect(status, x.id).toBe(200);
      expect(body.request.promoCode).toBe(x.promoCode);
      const rate = rateOf(unitOf(body, x.unitTypeId), x.ratePlanId);
      expect(rate.activePromoCode, x.id).toMatchObject({ code: x.promoCode, discountType: x.discountType, discountAmount: x.discountAmount });
      expect(rate.totalRateBeforeDiscount).toBe(before);
      const expected = x.discountType === 1 ? before * (1 - x.discountAmount / 100) : before - x.discountAmount;
      expect(rate.totalRate, x.id).toBeCloseTo(expected, 2);
      expect(rate.isBookable, x.id).toBe(true);
    }
  });

  it('refuses the expired promo code', async () => {
    for (const x of byKind('expiredPromo')()) {
      if (x.kind !== 'expiredPromo') continue;
      const { status, body } = await w.search(x.search);
      expect(status, x.id).toBe(400);
      expect(body).toEqual([{ message: x.message }]);
    }
  });
});
