/**
 * The pure parts of the scale and load bench: the generated portfolio, the
 * generated 50-unit-type property, /proc parsing and the oversell check.
 * (The timed figures themselves are never tested.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, oversellProblems, parentOf, parseProcStatus, treeOf } from '../../../scripts/bench-lib.ts';
import { colour, contrastWithWhite, generatedExport } from '../../../scripts/scale-settings.ts';
import { migrate, openDatabase } from '../../../server/db.ts';
import { seedEngines } from '../../../server/seed/demo.ts';
import { SCALE_SLUG, scaleProperty, scaleUnitTypeId } from '../../../server/seed/scale.ts';
import { LOCALES, type BookingEngine } from '../../../src/lib/types.ts';
import { NOW, day, getJson, testApp } from '../server/helpers.ts';

let template: BookingEngine;

beforeAll(async () => {
  const { body } = await getJson<{ bookingEngines: BookingEngine[] }>(testApp(), '/api/booking-engines');
  template = body.bookingEngines.find((engine) => engine.slug === 'villa-adriatic')!;
});

describe('generated portfolio (scale-settings)', () => {
  it('makes N distinct engines of the API’s shape, in all 11 languages', () => {
    const { bookingEngines } = generatedExport(template, 300);
    expect(bookingEngines).toHaveLength(300);
    for (const key of ['id', 'slug', 'name', 'primaryColor', 'email', 'termsOfService'] as const) {
      expect(new Set(bookingEngines.map((engine) => engine[key])).size, key).toBe(300);
    }
    const demoIds = new Set([template.id]);
    for (const engine of bookingEngines) {
      expect(Object.keys(engine).sort()).toEqual(Object.keys(template).sort());
      expect(demoIds.has(engine.id)).toBe(false);
      expect(engine.propertyId).toBe(engine.id);
      // A host-name label: the site lives at {slug}.{domain}.
      expect(engine.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(engine.slug.length).toBeLessThanOrEqual(63);
      expect(engine.activeLanguages).toEqual([...LOCALES]);
      expect(engine.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(engine.secondaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(engine.isGroup).toBe(false);
      expect(engine.groupMembers).toEqual([]);
      expect(engine.paymentMethods.every((method) => method.bookingEngineId === engine.id)).toBe(true);
      expect(engine.paymentMethods.map((method) => method.id)).toEqual(template.paymentMethods.map((method) => method.id));
      for (const text of [engine.termsOfService, engine.privacyPolicy]) {
        expect(text).toContain(engine.name);
        expect(text).not.toContain(template.name);
        expect(text).not.toContain(template.email!);
      }
    }
  });

  it('is deterministic and refuses a group as its template', () => {
    expect(generatedExport(template, 5)).toEqual(generatedExport(template, 5));
    expect(() => generatedExport({ ...template, isGroup: true }, 1)).toThrow();
  });

  it('keeps names and slugs distinct past every combination of its words', () => {
    const { bookingEngines } = generatedExport(template, 2_000, ['en']);
    expect(new Set(bookingEngines.map((engine) => engine.name)).size).toBe(2_000);
    expect(new Set(bookingEngines.map((engine) => engine.slug)).size).toBe(2_000);
    expect(bookingEngines[0].activeLanguages).toEqual(['en']);
  });

  it('makes opaque colours dark enough for white text', () => {
    for (let hue = 0; hue < 360; hue += 5) {
      expect(colour(hue)).toMatch(/^#[0-9A-F]{6}$/);
      expect(contrastWithWhite(colour(hue)), colour(hue)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastWithWhite('#FFFFFF')).toBeCloseTo(1);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21);
  });
});

describe('generated property with 50 unit types (seed/scale)', () => {
  it('seeds 50 unit types with rate plans, inventory, prices and restrictions, and the bench rooms free', async () => {
    const engine = scaleProperty({ unitTypes: 50, benchUnits: 40 });
    expect(engine.unitTypes).toHaveLength(50);
    expect(new Set(engine.unitTypes.flatMap((unit) => unit.ratePlans.map((plan) => plan.id))).size).toBe(
      engine.unitTypes.reduce((n, unit) => n + unit.ratePlans.length, 0),
    );
    const db = openDatabase(':memory:');
    migrate(db);
    seedEngines(db, [engine], { now: NOW });
    const count = (sql: string) => Number((db.prepare(sql).get() as { n: number }).n);
    expect(count('SELECT COUNT(*) AS n FROM unit_types')).toBe(50);
    expect(count('SELECT COUNT(DISTINCT unit_type_id) AS n FROM rate_plans')).toBe(50);
    expect(count('SELECT COUNT(DISTINCT rate_plan_id) AS n FROM rate_plan_prices')).toBe(count('SELECT COUNT(*) AS n FROM rate_plans'));
    expect(count('SELECT COUNT(*) AS n FROM rate_plan_restrictions')).toBeGreaterThan(0);
    expect(
      count(`SELECT COUNT(*) AS n FROM unit_type_inventory WHERE unit_type_id = ${scaleUnitTypeId(50)} AND (total_units <> 40 OR booked_units <> 0)`),
    ).toBe(0);

    const app = testApp(db);
    const { status, body } = await getJson(app, '/api/availability', { bookingEngine: SCALE_SLUG, from: day(30), to: day(33), adults: 2 });
    expect(status).toBe(200);
    expect(body.unitTypes).toHaveLength(50);
    const bench = body.unitTypes.find((unit: { unitTypeId: number }) => unit.unitTypeId === scaleUnitTypeId(50));
    expect(bench.availableUnits).toBe(40);
    expect(bench.rates[0].isBookable).toBe(true);
    db.close();
  });
});

describe('process tree memory (/proc)', () => {
  it('reads VmRSS and VmHWM, and nothing from a zombie', () => {
    expect(parseProcStatus('Name:\tnode\nVmHWM:\t  812344 kB\nVmRSS:\t  790000 kB\nThreads:\t11\n')).toEqual({ rssKb: 790000, hwmKb: 812344 });
    expect(parseProcStatus('Name:\tnode\nState:\tZ (zombie)\n')).toEqual({ rssKb: null, hwmKb: null });
  });

  it('reads the parent from a stat line whose command has spaces and parentheses', () => {
    expect(parentOf('4242 (node (build) x) S 4100 4242 4100 0 -1 4194560')).toBe(4100);
  });

  it('collects a process and all its descendants', () => {
    const parents = new Map([
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
      [6, 1],
      [7, 99],
    ]);
    expect(treeOf(2, parents).sort()).toEqual([2, 3, 4, 5]);
    expect(treeOf(7, parents)).toEqual([7]);
  });
});

describe('oversell check', () => {
  const stayDates = ['2027-05-10', '2027-05-11'];
  const full = [
    { date: '2027-05-09', total: 20, booked: 0 },
    { date: '2027-05-10', total: 20, booked: 20 },
    { date: '2027-05-11', total: 20, booked: 20 },
  ];

  it('passes when every unit was sold exactly once', () => {
    expect(oversellProblems({ inventory: 20, booked: 20, reservations: 20, nights: full, stayDates, fewestFreeSeen: 0 })).toEqual([]);
  });

  it('names every way of selling too much or too little', () => {
    expect(oversellProblems({ inventory: 20, booked: 21, reservations: 21, nights: full, stayDates, fewestFreeSeen: 0 })).toEqual([
      '21 bookings succeeded for 20 units',
    ]);
    expect(oversellProblems({ inventory: 20, booked: 20, reservations: 22, nights: full, stayDates, fewestFreeSeen: null })).toEqual([
      '22 reservations written for 20 successful bookings',
    ]);
    const over = full.map((night) => (night.date === '2027-05-11' ? { ...night, booked: 21 } : night));
    expect(oversellProblems({ inventory: 20, booked: 20, reservations: 20, nights: over, stayDates, fewestFreeSeen: -1 })).toEqual([
      '2027-05-11: 21 units booked of 20 (inventory below zero)',
      '2027-05-11: -1 units left unsold',
      'free units seen at -1 during the run',
    ]);
    const under = full.map((night) => (night.date === '2027-05-10' ? { ...night, booked: 19 } : night));
    expect(oversellProblems({ inventory: 20, booked: 19, reservations: 19, nights: under, stayDates, fewestFreeSeen: 1 })).toEqual([
      '19 bookings succeeded for 20 units',
      '2027-05-10: 1 units left unsold',
    ]);
  });
});

describe('median of the Lighthouse runs', () => {
  it('is the middle score of an odd count, whatever the order', () => {
    expect(median([100, 97, 95, 96, 98])).toBe(97);
  });
  it('is the lower middle of an even count (a budget is not met by rounding up)', () => {
    expect(median([94, 96, 95, 97])).toBe(95);
  });
  it('is null without a run', () => {
    expect(median([])).toBeNull();
  });
});

describe('the CPU slowdown of a Lighthouse run, calibrated to the host', () => {
  it('follows the calculator through its anchors: 150 is 1×, 800 is 2×, 1,300 is 3×, 1,533 is the default 4×, 2,000 is 6×', () => {
    expect([150, 800, 1300, 1533, 1766, 2000].map(cpuSlowdownFor)).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('is linear between them, to a tenth', () => {
    expect(cpuSlowdownFor(904)).toBe(2.2);
    expect(cpuSlowdownFor(1250)).toBe(2.9);
    expect(cpuSlowdownFor(2215)).toBe(6.9);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });
  it('refuses a host too slow to stand for the phone', () => {
    expect(() => cpuSlowdownFor(149)).toThrow(/too slow/);
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/too slow/);
  });
});
