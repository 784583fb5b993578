import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import { TODAY, day, freshlySeededDb, getJson, seededDb, testApp, type TestApp } from './helpers.ts';

let db: Database;
let app: TestApp;
beforeAll(() => {
  db = seededDb();
  app = testApp(db);
});

const uuidOf = (unitTypeId: number, d: Database = db): string =>
  (d.prepare('SELECT uuid FROM unit_types WHERE id = ?').get(unitTypeId) as { uuid: string }).uuid;

const month = (unitTypeId: number | string, year: number | string, m: number | string, query: Record<string, string> = {}) =>
  getJson(app, `/api/availability/${typeof unitTypeId === 'number' ? uuidOf(unitTypeId) : unitTypeId}/${year}/${m}`, query);

const freeOn = (unitTypeId: number, date: string): number => {
  const row = db.prepare('SELECT total_units - booked_units AS n FROM unit_type_inventory WHERE unit_type_id = ? AND date = ?').get(unitTypeId, date) as
    | { n: number }
    | undefined;
  return row ? Math.max(0, row.n) : 0;
};

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('GET /api/availability/{unitTypeUuid}/{year}/{month}', () => {
  it('answers every day of the month with the free units of that night', async () => {
    const { status, body, response } = await month(102, 2027, 4);
    expect(status).toBe(200);
    expect(body).toEqual({ unitTypeId: 102, unitTypeUuid: uuidOf(102), year: 2027, month: 4, days: expect.any(Object) });
    expect(Object.keys(body.days)).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    for (let d = 1; d <= 30; d++) expect(body.days[String(d)]).toBe(freeOn(102, `2027-04-${String(d).padStart(2, '0')}`));
    expect(response.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
  });

  it('knows the length of every month, leap Februaries included', async () => {
    expect(Object.keys((await month(101, 2027, 6)).body.days)).toHaveLength(30);
    expect(Object.keys((await month(101, 2027, 12)).body.days)).toHaveLength(31);
    expect(Object.keys((await month(101, 2028, 2)).body.days)).toHaveLength(29);
    expect(Object.keys((await month(101, 2029, 2)).body.days)).toHaveLength(28);
  });

  describe('after bookings change', () => {
    afterEach(() => {
      db.prepare(
        "UPDATE unit_type_inventory SET total_units = 4, booked_units = 0 WHERE unit_type_id = 102 AND date BETWEEN '2027-05-10' AND '2027-05-12'",
      ).run();
    });

    it('follows total − booked night by night', async () => {
      db.prepare(
        "UPDATE unit_type_inventory SET total_units = 4, booked_units = 0 WHERE unit_type_id = 102 AND date BETWEEN '2027-05-10' AND '2027-05-12'",
      ).run();
      expect((await month(102, 2027, 5)).body.days).toMatchObject({ '10': 4, '11': 4, '12': 4 });
      db.prepare("UPDATE unit_type_inventory SET booked_units = booked_units + 1 WHERE unit_type_id = 102 AND date = '2027-05-11'").run();
      db.prepare("UPDATE unit_type_inventory SET booked_units = 4 WHERE unit_type_id = 102 AND date = '2027-05-12'").run();
      expect((await month(102, 2027, 5)).body.days).toMatchObject({ '10': 4, '11': 3, '12': 0 });
      // Overbooked nights and nights closed for sale count 0, never below.
      db.prepare("UPDATE unit_type_inventory SET total_units = 2, booked_units = 3 WHERE unit_type_id = 102 AND date = '2027-05-10'").run();
      expect((await month(102, 2027, 5)).body.days['10']).toBe(0);
    });

    it('counts 0 for nights without an inventory row', async () => {
      const rows = db.prepare("SELECT * FROM unit_type_inventory WHERE unit_type_id = 102 AND date BETWEEN '2027-05-10' AND '2027-05-12'").all();
      db.prepare("DELETE FROM unit_type_inventory WHERE unit_type_id = 102 AND date BETWEEN '2027-05-10' AND '2027-05-12'").run();
      try {
        const { days } = (await month(102, 2027, 5)).body;
        expect([days['9'], days['10'], days['11'], days['12'], days['13']]).toEqual([freeOn(102, '2027-05-09'), 0, 0, 0, freeOn(102, '2027-05-13')]);
      } finally {
        const insert = db.prepare('INSERT INTO unit_type_inventory (unit_type_id, date, total_units, booked_units) VALUES (?, ?, ?, ?)');
        for (const row of rows as Array<{ unit_type_id: number; date: string; total_units: number; booked_units: number }>) {
          insert.run(row.unit_type_id, row.date, row.total_units, row.booked_units);
        }
      }
    });
  });

  it('counts 0 for the nights before today, in last month and this one', async () => {
    // Today is 1 March 2027: February is shown (the calendar needs the day before the first), all of it past.
    const february = (await month(102, 2027, 2)).body.days;
    expect(Object.keys(february)).toHaveLength(28);
    expect(Object.values(february).every((n) => n === 0)).toBe(true);
    // The inventory of those nights still holds free units: they are 0 because they are past.
    expect(Array.from({ length: 28 }, (_, i) => freeOn(102, day(-1 - i))).some((n) => n > 0)).toBe(true);
    const march = (await month(102, 2027, 3)).body.days;
    expect(march['1']).toBe(freeOn(102, TODAY));
  });

  it('accepts the UUID in any case and with or without leading zeros in the month', async () => {
    const upper = await month(uuidOf(103).toUpperCase(), 2027, '04');
    expect(upper.status).toBe(200);
    expect(upper.body).toMatchObject({ unitTypeId: 103, unitTypeUuid: uuidOf(103), month: 4 });
  });

  it('shows the window from last month to the month two years ahead', async () => {
    expect((await month(101, 2027, 2)).status).toBe(200);
    // Today + 730 days is 28 February 2029.
    expect((await month(101, 2029, 2)).status).toBe(200);
  });

  it.each([
    ['2027', 'x', 'Month must be a whole number'],
    ['2027', '4.5', 'Month must be a whole number'],
    ['twenty', '4', 'Year must be a whole number'],
    ['2027', '13', 'Month must be between 1 and 12'],
    ['2027', '0', 'Month must be between 1 and 12'],
    ['2027', '1', 'Months before last month are not available'],
    ['2026', '12', 'Months before last month are not available'],
    ['1', '5', 'Months before last month are not available'],
    ['2029', '3', 'Availability is shown up to two years ahead'],
    ['2031', '1', 'Availability is shown up to two years ahead'],
    ['99999', '1', 'Availability is shown up to two years ahead'],
  ])('answers 400 for year %s, month %s', async (year, m, message) => {
    const { status, body } = await month(101, year, m);
    expect(status).toBe(400);
    expect(body).toEqual([{ message }]);
  });

  it('lists both problems of a year and a month that are not numbers', async () => {
    const { status, body } = await month(101, 'y', 'm');
    expect(status).toBe(400);
    expect(body).toEqual([{ message: 'Year must be a whole number' }, { message: 'Month must be a whole number' }]);
  });

  it.each([
    ['an unknown UUID', '6f1c1d0e-8a57-4a43-9d3b-1f0f6b9f2c11'],
    ['a numeric id', '101'],
    ['something else', 'studio-marjan'],
  ])('answers 404 for %s', async (_name, id) => {
    const { status, body } = await month(id, 2027, 4);
    expect(status).toBe(404);
    expect(body).toEqual([{ message: 'Unit type not found' }]);
  });

  it('answers 404 for a unit type that is no longer sold', async () => {
    // Found once (the API keeps the unit type for the catalogue's version), then taken off sale: no longer found.
    expect((await month(107, 2027, 4)).status).toBe(200);
    db.prepare('UPDATE unit_types SET is_active = 0 WHERE id = 107').run();
    try {
      expect((await month(107, 2027, 4)).status).toBe(404);
    } finally {
      db.prepare('UPDATE unit_types SET is_active = 1 WHERE id = 107').run();
    }
    expect((await month(107, 2027, 4)).status).toBe(200);
  });

  describe('with bookingEngine', () => {
    it.each([
      [101, 'villa-adriatic'],
      [301, 'hotel-zadar'],
      [301, 'dalmatia-collection'],
      [402, 'dalmatia-collection'],
      [502, 'DALMATIA-COLLECTION'],
      [502, 'boutique-split'],
    ])('serves unit type %i to %s, its engine or its group', async (unitTypeId, slug) => {
      const { status, body } = await month(unitTypeId, 2027, 4, { bookingEngine: slug });
      expect(status).toBe(200);
      expect(body.unitTypeId).toBe(unitTypeId);
    });

    it.each([
      [101, 'dalmatia-collection'],
      [101, 'hotel-zadar'],
      [301, 'villa-adriatic'],
      [301, 'boutique-split'],
      [401, 'hotel-zadar'],
    ])('does not serve unit type %i to %s', async (unitTypeId, slug) => {
      const { status, body } = await month(unitTypeId, 2027, 4, { bookingEngine: slug });
      expect(status).toBe(404);
      expect(body).toEqual([{ message: 'Unit type not found' }]);
    });

    it('answers 400 for an unknown engine, with the other problems', async () => {
      expect(await month(101, 2027, 4, { bookingEngine: 'nowhere' })).toMatchObject({ status: 400, body: [{ message: 'Unknown property' }] });
      expect((await month(101, 2027, 13, { bookingEngine: 'nowhere' })).body).toEqual([
        { message: 'Month must be between 1 and 12' },
        { message: 'Unknown property' },
      ]);
    });

    it('treats an empty bookingEngine as not given', async () => {
      expect((await month(101, 2027, 4, { bookingEngine: '' })).status).toBe(200);
    });
  });
});

describe('unit type UUIDs', () => {
  it('are random version-4 UUIDs, different on every seed', () => {
    const uuids = (db.prepare('SELECT uuid FROM unit_types ORDER BY id').all() as Array<{ uuid: string }>).map((row) => row.uuid);
    for (const uuid of uuids) expect(uuid).toMatch(V4);
    expect(new Set(uuids).size).toBe(uuids.length);
    const other = freshlySeededDb();
    expect(uuidOf(101, other)).not.toBe(uuidOf(101));
  });

  it('are what the availability payload gives as unitTypeUuid', async () => {
    const { body } = await getJson(app, '/api/availability', { bookingEngine: 'villa-adriatic', from: day(20), to: day(22), adults: 2 });
    for (const unit of body.unitTypes) expect(unit.unitTypeUuid).toBe(uuidOf(unit.unitTypeId));
  });
});
