/**
 * The API prices rates with the site's pricing (src/lib/pricing/pricing.ts): the
 * wire data of a rate is enough to price any occupancy, and gives what
 * the API answers for a search with that occupancy.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import type { Occupancy } from '../../../src/lib/pricing/pricing.ts';
import { minimumRate, priceRate } from '../../../src/lib/pricing/stay-price.ts';
import { day, getJson, seededDb, testApp, type TestApp } from './helpers.ts';

let db: Database;
let app: TestApp;
beforeAll(() => {
  db = seededDb();
  app = testApp(db);
});

const STAY = { from: day(40), to: day(43) };
const search = (query: Record<string, string | number | undefined> = {}) =>
  getJson(app, '/api/availability', { bookingEngine: 'villa-adriatic', ...STAY, adults: 2, children: '', rooms: 1, ...query });
const unitType = (body: any, id: number) => body.unitTypes.find((u: any) => u.unitTypeId === id);
const rate = (body: any, unitTypeId: number, ratePlanId: number) => unitType(body, unitTypeId).rates.find((r: any) => r.ratePlanId === ratePlanId);
const occupancy = (adults: number, children: number[] = []): Occupancy => ({ adults, childrenAges: children });
const childrenParam = (ages: number[]) => ages.join(',');

describe('rates on the wire carry their pricing data', () => {
  it('sends the stored nightly prices of the stay and the PPPD reading', async () => {
    setPrices(1021, [100, 100, 130]);
    const riva = rate((await search()).body, 102, 1021);
    expect(riva.pppdBasis).toBe('nightly');
    expect(riva.dailyPrices).toEqual([
      { date: day(40), price: 100, firstNightBasePrice: null, pricePerPerson: null },
      { date: day(41), price: 100, firstNightBasePrice: null, pricePerPerson: null },
      { date: day(42), price: 130, firstNightBasePrice: null, pricePerPerson: null },
    ]);
    const halfBoard = rate((await search()).body, 104, 1042);
    expect(halfBoard.dailyPrices).toHaveLength(3);
    expect(halfBoard.dailyPrices.every((d: any) => d.firstNightBasePrice !== null && d.pricePerPerson !== null)).toBe(true);
  });

  it('sends no daily prices when a night has none (the rate is closed)', async () => {
    db.prepare('DELETE FROM rate_plan_prices WHERE rate_plan_id = 1072 AND date = ?').run(day(41));
    const economy = rate((await search()).body, 107, 1072);
    expect(economy).toMatchObject({ restrictionErrors: [9], dailyPrices: [], totalRate: 0 });
  });
});

describe('the site prices a wire rate as the API does', () => {
  // [unit type, rate plan, occupancies]: a flat plan with extra-person charges, a PPPD plan and a pax plan with children categories.
  const cases: Array<[string, number, number, Array<[number, number[]]>]> = [
    [
      'flat',
      102,
      1021,
      [
        [1, []],
        [2, []],
        [3, []],
        [2, [4, 9]],
      ],
    ],
    [
      'PPPD',
      104,
      1042,
      [
        [1, []],
        [2, []],
        [1, [5, 1]],
        [2, [14]],
      ],
    ],
    [
      'pax',
      105,
      1051,
      [
        [1, []],
        [2, []],
        [2, [14]],
        [2, [8, 1]],
        [3, [8]],
      ],
    ],
  ];

  it.each(cases)('%s: totals for the searched guests come from the shared pricing', async (_kind, unitTypeId, ratePlanId, occupancies) => {
    for (const [adults, children] of occupancies) {
      const body = (await search({ adults, children: childrenParam(children) })).body;
      const unit = unitType(body, unitTypeId);
      const wire = rate(body, unitTypeId, ratePlanId);
      const price = priceRate(wire, unit, occupancy(adults, children));
      expect(price.totalRate, `${adults} + [${children}]`).toBe(wire.totalRate);
      expect(price.totalRateBeforeDiscount).toBe(wire.totalRateBeforeDiscount);
      expect(price.averageRatePerNight).toBe(wire.averageRatePerNight);
    }
  });

  it.each(cases)('%s: another occupancy priced from the wire matches a new search', async (_kind, unitTypeId, ratePlanId, occupancies) => {
    const searched = (await search({ adults: 2 })).body;
    const unit = unitType(searched, unitTypeId);
    const wire = rate(searched, unitTypeId, ratePlanId);
    for (const [adults, children] of occupancies) {
      const fresh = rate((await search({ adults, children: childrenParam(children) })).body, unitTypeId, ratePlanId);
      expect(priceRate(wire, unit, occupancy(adults, children)).totalRate, `${adults} + [${children}]`).toBe(fresh.totalRate);
    }
  });

  it('repricing keeps the promo code: a percentage and a fixed amount', async () => {
    for (const promoCode of ['SUMMER10', 'WELCOME20']) {
      const searched = (await search({ adults: 2, promoCode })).body;
      const wire = rate(searched, 102, 1021);
      expect(wire.activePromoCode?.code).toBe(promoCode);
      const fresh = rate((await search({ adults: 3, promoCode })).body, 102, 1021);
      expect(priceRate(wire, unitType(searched, 102), occupancy(3))).toMatchObject({
        totalRate: fresh.totalRate,
        totalRateBeforeDiscount: fresh.totalRateBeforeDiscount,
      });
      expect(fresh.totalRate).toBeLessThan(fresh.totalRateBeforeDiscount);
    }
  });
});

describe('minimum rate on the unit type', () => {
  it('is the shared minimum over the rates that are not closed', async () => {
    const body = (await search()).body;
    for (const unit of body.unitTypes) {
      expect(unit.minimumRate, unit.unitTypeName).toBe(minimumRate(unit.rates, unit, occupancy(2)));
      const open = unit.rates.filter((r: any) => !r.restrictionErrors.includes(9));
      if (open.length === 0) expect(unit.minimumRate).toBeNull();
      else expect(unit.minimumRate).toBe(Math.min(...open.map((r: any) => r.averageRatePerNight)));
    }
  });

  it('is null when every rate is closed', async () => {
    const penthouse = unitType((await search()).body, 106);
    const closedIds = penthouse.rates.map((r: any) => r.ratePlanId);
    const insert = db.prepare('INSERT OR REPLACE INTO rate_plan_restrictions (rate_plan_id, date, closed) VALUES (?, ?, 1)');
    for (const id of closedIds) insert.run(id, day(60));
    const closed = unitType((await search({ from: day(60), to: day(61) })).body, 106);
    expect(closed.rates.every((r: any) => r.restrictionErrors.includes(9))).toBe(true);
    expect(closed.minimumRate).toBeNull();
  });
});

function setPrices(ratePlanId: number, prices: number[]): void {
  const update = db.prepare('UPDATE rate_plan_prices SET price = ? WHERE rate_plan_id = ? AND date = ?');
  prices.forEach((price, i) => update.run(price, ratePlanId, day(40 + i)));
}
