import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import { isSeeded } from '../../../server/seed/demo.ts';
import { day, seededDb } from './helpers.ts';

let db: Database;
beforeAll(() => {
  db = seededDb();
});

const count = (sql: string, ...params: Array<string | number>): number => Number((db.prepare(sql).get(...params) as { n: number }).n);

describe('demo seed', () => {
  it('creates the single property, the group and its three members', () => {
    expect(isSeeded(db)).toBe(true);
    const engines = db.prepare('SELECT slug, is_group FROM booking_engines ORDER BY id').all();
    expect(engines).toEqual([
      { slug: 'villa-adriatic', is_group: 0 },
      { slug: 'dalmatia-collection', is_group: 1 },
      { slug: 'hotel-zadar', is_group: 0 },
      { slug: 'apartments-split', is_group: 0 },
      { slug: 'boutique-split', is_group: 0 },
    ]);
    const members = db.prepare('SELECT member_id FROM booking_engine_group_members WHERE group_id = 2 ORDER BY position').all();
    expect(members.map((m) => m.member_id)).toEqual([3, 4, 5]);
    expect(count('SELECT COUNT(DISTINCT city) AS n FROM properties WHERE id IN (3, 4, 5)')).toBeGreaterThanOrEqual(2);
  });

  it('gives Villa Adriatic at least six unit types with 2–4 images and English and Croatian texts', () => {
    const units = db.prepare('SELECT id FROM unit_types WHERE property_id = 1').all();
    expect(units.length).toBeGreaterThanOrEqual(6);
    for (const { id } of units) {
      const images = count('SELECT COUNT(*) AS n FROM unit_type_images WHERE unit_type_id = ?', Number(id));
      expect(images).toBeGreaterThanOrEqual(2);
      expect(images).toBeLessThanOrEqual(4);
      expect(count("SELECT COUNT(*) AS n FROM unit_type_translations WHERE unit_type_id = ? AND language IN ('en', 'hr')", Number(id))).toBe(2);
    }
    for (const member of [3, 4, 5]) {
      expect(count('SELECT COUNT(*) AS n FROM unit_types WHERE property_id = ?', member)).toBeGreaterThanOrEqual(2);
    }
  });

  it('covers every rate plan kind, a package, a promoted rate and both policies', () => {
    const kinds = db
      .prepare('SELECT DISTINCT kind FROM rate_plans ORDER BY kind')
      .all()
      .map((r) => r.kind);
    expect(kinds).toEqual(['flat', 'pax', 'pppd']);
    expect(count('SELECT COUNT(*) AS n FROM rate_plans WHERE is_package_deal = 1')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM rate_plans WHERE promote = 1')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM cancellation_policies WHERE can_guest_cancel_free_of_charge = 0')).toBeGreaterThan(0);
    expect(count('SELECT COUNT(*) AS n FROM cancellation_policies WHERE can_guest_cancel_free_of_charge = 1')).toBeGreaterThan(0);
    const paymentTypes = db.prepare('SELECT DISTINCT payment_type FROM services WHERE booking_engine_id = 1 ORDER BY 1').all();
    expect(paymentTypes.map((r) => r.payment_type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has nightly inventory and prices from 30 days ago to 730 days ahead', () => {
    const range = db.prepare('SELECT MIN(date) AS first, MAX(date) AS last, COUNT(*) AS n FROM unit_type_inventory WHERE unit_type_id = 101').get();
    expect(range).toEqual({ first: day(-30), last: day(730), n: 761 });
    const prices = db.prepare('SELECT MIN(date) AS first, MAX(date) AS last FROM rate_plan_prices WHERE rate_plan_id = 1011').get();
    expect(prices).toEqual({ first: day(-30), last: day(730) });
  });

  it('sells out the deluxe room for a week from day 10 only, and has a single-unit penthouse', () => {
    const free = (date: string) =>
      (db.prepare('SELECT total_units - booked_units AS n FROM unit_type_inventory WHERE unit_type_id = 104 AND date = ?').get(date) as { n: number }).n;
    for (let offset = 10; offset < 17; offset++) expect(free(day(offset))).toBe(0);
    for (const offset of [0, 5, 9, 17, 20]) expect(free(day(offset))).toBeGreaterThan(0);
    expect(count('SELECT unit_count AS n FROM unit_types WHERE id = 106')).toBe(1);
  });

  it('is deterministic for the same clock', () => {
    const other = seededDb();
    const digest = (d: Database) =>
      d.prepare("SELECT group_concat(unit_type_id || ':' || date || ':' || booked_units, ',') AS g FROM unit_type_inventory").get();
    expect(digest(other)).toEqual(digest(db));
  });

  it('has a valid and an expired promo code on Villa Adriatic', () => {
    const promos = db.prepare('SELECT code, valid_from, valid_to FROM promo_codes WHERE booking_engine_id = 1 ORDER BY id').all();
    expect(promos.find((p) => p.code === 'SUMMER10')).toMatchObject({ valid_from: day(-30), valid_to: day(730) });
    const expired = promos.filter((p) => String(p.valid_to) < day(0));
    expect(expired.length).toBeGreaterThan(0);
  });
});
