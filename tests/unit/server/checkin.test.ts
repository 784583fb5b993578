import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CheckInAnswer, CheckInGuestSubmission } from '../../../src/lib/checkin/checkin-contract.ts';
import { CHECK_IN_MESSAGE } from '../../../src/lib/checkin/checkin.ts';
import { configFromEnv, PROJECT_ROOT } from '../../../server/config.ts';
import { addDays } from '../../../server/dates.ts';
import { MIGRATIONS_DIR, migrate, openDatabase } from '../../../server/db.ts';
import { maskEmail, maskTail, purgeIdentityData } from '../../../server/identity.ts';
import { DEMO_CHECK_IN_UUIDS, demoCheckIns } from '../../../server/seed/checkin-scenarios.ts';
import { seedDemoCheckIns } from '../../../server/seed/checkins.ts';
import { seedDemo } from '../../../server/seed/demo.ts';
import { POSTGRES_MIGRATIONS_DIR, migrateStore } from '../../../server/store/migrate.ts';
import { postgresQueries, queriesOf } from '../../../server/store/queries.ts';
import { postgresStore, sqliteStore, type Store } from '../../../server/store/store.ts';
import { BANK, book, bookingBody, countRows, everyStoredValue, room, type Room } from './booking-helpers.ts';
import { TEST_DRIVER, admin, databaseUrl, demoDb, newDatabaseName, type TestDb } from './driver.ts';
import { NOW, day, testApp, type TestApp } from './helpers.ts';

const NOT_FOUND = [{ message: 'Reservation not found' }];
const CHECKED_IN = [{ message: 'This reservation is checked in so it is not possible to edit guest details anymore' }];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The villa's Family Suite Diocletian, flexible rate: 2 adults and children of 5 and 8, 3 nights from today + 21. */
const FAMILY: Room = room({ unitTypeId: 105, ratePlanId: 1052, children: [5, 8] });

/** Books rooms by bank transfer and returns the reservation's public id and check-in UUID. */
async function bookedCheckIn(app: TestApp, rooms: Room[] = [FAMILY]) {
  const { status, body } = await book(app, await bookingBody(app, { rooms, payment: BANK }));
  expect(status).toBe(201);
  const view = await app.request(`/api/reservation/${body.response.publicId}`);
  const reservation = await view.json();
  return { publicId: body.response.publicId as string, uuid: reservation.checkInUuid as string, code: reservation.code as string };
}

async function getCheckIn(app: TestApp, uuid: string, query = '') {
  const response = await app.request(`/api/reservation/check-in/${uuid}${query}`);
  return { status: response.status, body: await response.json(), response };
}

async function submit(app: TestApp, uuid: string, body: unknown, contentType = 'application/json', idempotencyKey?: string) {
  const response = await app.request(`/api/reservation/check-in/${uuid}/submit`, {
    method: 'PUT',
    headers: { 'Content-Type': contentType, ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text, response };
}

const EMPTY_GUEST = (id: number): CheckInGuestSubmission => ({
  id,
  isPrimary: id === 1,
  name: '',
  dateOfBirth: null,
  genderId: null,
  travelDocumentTypesId: null,
  documentNumber: '',
  city: '',
  countryOfBirthId: null,
  email: '',
  contactNumber: '',
});

const ANA: Partial<CheckInGuestSubmission> = {
  name: 'Ana Horvat',
  dateOfBirth: '12.05.1990',
  genderId: 1,
  travelDocumentTypesId: 25,
  documentNumber: '112233445',
  city: 'Split',
  countryOfBirthId: 'HR',
  email: 'ana.horvat@example.com',
  contactNumber: '+385 91 555 0192',
};

const MARKO: Partial<CheckInGuestSubmission> = {
  name: 'Marko Horvat',
  dateOfBirth: '03.11.1988',
  genderId: 2,
  travelDocumentTypesId: 18,
  documentNumber: 'C01X00T47',
  city: 'Split',
  countryOfBirthId: 'DE',
};

/** The four guests of FAMILY: the primary guest filled as Ana, the others as given (empty by default). */
function guests(changes: Record<number, Partial<CheckInGuestSubmission> | Record<string, unknown>> = {}, count = 4): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return { ...EMPTY_GUEST(id), ...(id === 1 ? ANA : {}), ...changes[id] };
  });
}

/** A new empty database on the driver of the run, without migrations: closed (PostgreSQL: dropped) when the test ends. */
async function emptyStore(): Promise<Store> {
  if (TEST_DRIVER === 'sqlite') {
    const connection = openDatabase(':memory:');
    const store = sqliteStore(connection);
    onTestFinished(async () => {
      await store.close();
      if (connection.isOpen) connection.close();
    });
    return store;
  }
  const name = newDatabaseName('booking_test');
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const store = postgresStore({ url: databaseUrl(name), poolSize: 2 });
  onTestFinished(async () => {
    await store.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });
  return store;
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the check-in UUID of a reservation', () => {
  it('is a random version 4 UUID, other than the public id, in GET /api/reservation/{publicId}', async () => {
    const app = testApp(await demoDb());
    const first = await bookedCheckIn(app);
    const second = await bookedCheckIn(app, [room()]);
    expect(first.uuid).toMatch(UUID_V4);
    expect(second.uuid).toMatch(UUID_V4);
    expect(first.uuid).not.toBe(second.uuid);
    expect(first.uuid).not.toContain(first.publicId);
  });

  it('is given to every reservation, also those made before the migration', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkin-migration-'));
    tempDirs.push(dir);
    const migrations = TEST_DRIVER === 'postgres' ? POSTGRES_MIGRATIONS_DIR : MIGRATIONS_DIR;
    for (const file of readdirSync(migrations).filter((name) => name < '006')) cpSync(join(migrations, file), join(dir, file));
    const store = await emptyStore();
    await migrateStore(store, { sqlite: dir, postgres: dir });
    const db = store.sqlite ? queriesOf(store.sqlite) : postgresQueries(store);
    // The property of those reservations, as it stood then (the demo seeds what later migrations add).
    await db.run(`INSERT INTO properties (id, title) VALUES (1, 'Villa Adriatic')`);
    await db.run(`INSERT INTO booking_engines (id, property_id, slug, name, currency) VALUES (1, 1, 'villa-adriatic', 'Villa Adriatic', 'EUR')`);
    const insert = (publicId: string, code: string) =>
      db.run(
        `INSERT INTO reservations (public_id, code, booking_engine_id, property_engine_id, language, currency, payment_method_id, total, receipt, created_at)
         VALUES (?, ?, 1, 1, 'en', 'EUR', 2, 0, '{}', '2027-03-01T09:00:00.000Z')`,
        publicId,
        code,
      );
    await insert('B'.repeat(22), 'OLD-1');
    await insert('C'.repeat(22), 'OLD-2');
    expect(await migrateStore(store)).toContain('006');
    await insert('D'.repeat(22), 'NEW-1');
    const rows = await db.all<{ uuid: string; status: number }>('SELECT uuid, status FROM reservation_check_ins ORDER BY reservation_id');
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.uuid).toMatch(UUID_V4);
      expect(row.status).toBe(1);
    }
    expect(new Set(rows.map((row) => row.uuid)).size).toBe(3);
  });

  it('refuses a stored value that is not a version 4 UUID', async () => {
    const db = await demoDb();
    await db.run(
      `INSERT INTO reservations (public_id, code, booking_engine_id, property_engine_id, language, currency, payment_method_id, total, receipt, created_at)
       VALUES (?, 'X-1', 1, 1, 'en', 'EUR', 2, 0, '{}', '2027-03-01T09:00:00.000Z')`,
      'B'.repeat(22),
    );
    const set = (uuid: string) => db.run('UPDATE reservation_check_ins SET uuid = ?', uuid);
    // The same CHECK, in each driver's words.
    const refused = TEST_DRIVER === 'postgres' ? /violates check constraint/ : /CHECK constraint failed/;
    await expect(set('00000000-0000-0000-0000-000000000000')).rejects.toThrow(refused);
    await expect(set('C4EC41A0-0000-4000-8000-000000000009')).rejects.toThrow(refused);
    await expect(set('c4ec41a0-0000-4000-8000-000000000009')).resolves.toBe(1);
  });
});

describe('GET /api/reservation/check-in/{uuid}', () => {
  it('answers the reservation summary (02 §3.13) and one empty guest per person (02 §3.14), not cached', async () => {
    const app = testApp(await demoDb());
    const { uuid, code } = await bookedCheckIn(app);
    const { status, body, response } = await getCheckIn(app, uuid);
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const answer = body as CheckInAnswer;
    expect(answer.reservation).toEqual({
      booker: 'Ana Horvat',
      code,
      persons: 4,
      object: 'Villa Adriatic Apartments',
      unitType: 'Family Suite Diocletian',
      arrivalDate: Date.parse(`${day(21)}T00:00:00Z`) / 1000,
      departureDate: Date.parse(`${day(24)}T00:00:00Z`) / 1000,
      adults: 2,
      children: 2,
      childrenAges: [5, 8],
      status: 1,
      domesticCountryId: 'HR',
    });
    expect(answer.guests).toEqual([1, 2, 3, 4].map((id) => ({ ...EMPTY_GUEST(id), dateOfBirth: null })));
    expect(answer.guests.map((guest) => guest.isPrimary)).toEqual([true, false, false, false]);
  });

  it('is found by a link copied with a full stop or spaces after it', async () => {
    const app = testApp(await demoDb());
    const { uuid, code } = await bookedCheckIn(app);
    for (const copied of [`${uuid}.`, `${uuid}%20`, `${uuid}).`]) {
      const { status, body } = await getCheckIn(app, copied);
      expect(status, copied).toBe(200);
      expect((body as CheckInAnswer).reservation.code, copied).toBe(code);
    }
  });

  it('names a company booker by the company, and the unit type in the asked language', async () => {
    const app = testApp(await demoDb());
    const body = await bookingBody(app, {
      rooms: [FAMILY],
      payment: BANK,
      guest: { isCompany: true, companyName: 'Jadran d.o.o.', companyVatId: 'HR12345678903' },
    });
    const { body: booked } = await book(app, body);
    const { checkInUuid } = await (await app.request(`/api/reservation/${booked.response.publicId}`)).json();
    expect((await getCheckIn(app, checkInUuid)).body.reservation.booker).toBe('Jadran d.o.o.');
    expect((await getCheckIn(app, checkInUuid, '?language=hr')).body.reservation.unitType).toBe('Obiteljski apartman Dioklecijan');
  });

  it('sums a booking of several units into one registration', async () => {
    const app = testApp(await demoDb());
    const { uuid } = await bookedCheckIn(app, [FAMILY, room({ from: day(22), to: day(26), adults: 1 })]);
    const { body } = await getCheckIn(app, uuid);
    expect(body.reservation).toMatchObject({
      persons: 5,
      adults: 3,
      children: 2,
      childrenAges: [5, 8],
      unitType: 'Family Suite Diocletian, Two-Bedroom Apartment with Sea View',
      arrivalDate: Date.parse(`${day(21)}T00:00:00Z`) / 1000,
      departureDate: Date.parse(`${day(26)}T00:00:00Z`) / 1000,
    });
    expect(body.guests.map((guest: { id: number }) => guest.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the UUID in capitals too', async () => {
    const app = testApp(await demoDb());
    const { uuid } = await bookedCheckIn(app);
    expect((await getCheckIn(app, uuid.toUpperCase())).status).toBe(200);
  });

  it('answers 404 "Reservation not found" alike for unknown and malformed ids, not cached', async () => {
    const app = testApp(await demoDb());
    const { publicId, code } = await bookedCheckIn(app);
    for (const id of [
      '2b1d9d0e-7c1a-4f43-9a57-0c8e3b6f5d21',
      '00000000-0000-0000-0000-000000000000',
      'abc',
      '1',
      publicId,
      code,
      'x'.repeat(5000),
      '2b1d9d0e7c1a4f439a570c8e3b6f5d21',
      '%27%20OR%201%3D1',
    ]) {
      const { status, body, response } = await getCheckIn(app, id);
      expect(status, id.slice(0, 40)).toBe(404);
      expect(body).toEqual(NOT_FOUND);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  it('answers 410 for a cancelled reservation', async () => {
    const app = testApp(await demoDb());
    const { publicId, uuid } = await bookedCheckIn(app);
    expect((await app.request(`/api/reservation/${publicId}`, { method: 'DELETE' })).status).toBe(200);
    const { status, body } = await getCheckIn(app, uuid);
    expect(status).toBe(410);
    expect(body).toEqual([{ message: 'This reservation has been cancelled, so guests cannot be registered.' }]);
    expect((await submit(app, uuid, { guests: guests() })).status).toBe(410);
  });
});

describe('PUT /api/reservation/check-in/{uuid}/submit', () => {
  it('stores the primary guest and the filled guests, then the registration is checked in', async () => {
    const db = await demoDb();
    const app = testApp(db);
    const { uuid } = await bookedCheckIn(app);
    const sent = guests({ 1: { name: '  Ana Horvat ', countryOfBirthId: 'hr', contactNumber: '' }, 3: { ...MARKO, email: ' marko@example.com ' } });
    const { status, body, response } = await submit(app, uuid, { guests: sent });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(response.headers.get('Cache-Control')).toBe('no-store');

    // Sent: the registration answers with document numbers, e-mail addresses and phone numbers masked (server/identity.ts).
    const { body: after } = await getCheckIn(app, uuid);
    expect(after.reservation.status).toBe(2);
    expect(after.guests).toEqual([
      { ...EMPTY_GUEST(1), ...ANA, documentNumber: '••••445', email: 'a••••@example.com', contactNumber: '', dateOfBirth: Date.UTC(1990, 4, 12) / 1000 },
      { ...EMPTY_GUEST(2) },
      { ...EMPTY_GUEST(3), ...MARKO, documentNumber: '••••T47', email: 'm••••@example.com', dateOfBirth: Date.UTC(1988, 10, 3) / 1000 },
      { ...EMPTY_GUEST(4) },
    ]);
    for (const secret of ['112233445', 'C01X00T47', 'ana.horvat@', 'marko@']) expect(JSON.stringify(after)).not.toContain(secret);
    const rows = await db.all(
      'SELECT guest_id, is_primary, date_of_birth, country_of_birth_id, email, contact_number FROM reservation_check_in_guests ORDER BY guest_id',
    );
    expect(rows).toEqual([
      { guest_id: 1, is_primary: 1, date_of_birth: '1990-05-12', country_of_birth_id: 'HR', email: 'ana.horvat@example.com', contact_number: null },
      { guest_id: 3, is_primary: 0, date_of_birth: '1988-11-03', country_of_birth_id: 'DE', email: 'marko@example.com', contact_number: null },
    ]);
    expect(await db.get('SELECT status, submitted_at FROM reservation_check_ins')).toEqual({ status: 2, submitted_at: NOW.toISOString() });
  });

  it('takes the guests in any order and decides the primary guest itself', async () => {
    const app = testApp(await demoDb());
    const { uuid } = await bookedCheckIn(app);
    const sent = guests({ 1: { isPrimary: false }, 2: { ...MARKO, isPrimary: true } }).reverse();
    expect((await submit(app, uuid, { guests: sent })).status).toBe(200);
    const { body } = await getCheckIn(app, uuid);
    expect(body.guests.map((guest: { isPrimary: boolean; name: string }) => [guest.isPrimary, guest.name])).toEqual([
      [true, 'Ana Horvat'],
      [false, 'Marko Horvat'],
      [false, ''],
      [false, ''],
    ]);
  });

  it('refuses any change once checked in (409), keeping what was stored', async () => {
    const db = await demoDb();
    const app = testApp(db);
    const { uuid } = await bookedCheckIn(app);
    expect((await submit(app, uuid, { guests: guests() })).status).toBe(200);
    const again = await submit(app, uuid, { guests: guests({ 1: { name: 'Someone Else' } }) });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(CHECKED_IN);
    expect((await getCheckIn(app, uuid)).body.guests[0].name).toBe('Ana Horvat');
    // Refused before the body is even read.
    expect((await submit(app, uuid, { nothing: true })).body).toEqual(CHECKED_IN);
  });

  describe('with an Idempotency-Key (a retry after a lost answer)', () => {
    it('answers the same guests sent again under the key as the first time, storing them once', async () => {
      const db = await demoDb();
      const app = testApp(db);
      const { uuid } = await bookedCheckIn(app);
      const sent = { guests: guests({ 3: MARKO }) };
      expect(await submit(app, uuid, sent, 'application/json', 'checkin-attempt-1')).toMatchObject({ status: 200, body: { success: true } });
      const stored = await db.all('SELECT * FROM reservation_check_in_guests ORDER BY guest_id');
      expect(await submit(app, uuid, sent, 'application/json', 'checkin-attempt-1')).toMatchObject({ status: 200, body: { success: true } });
      expect(await db.all('SELECT * FROM reservation_check_in_guests ORDER BY guest_id')).toEqual(stored);
      // Without the key, or under another one, the registration is closed.
      expect(await submit(app, uuid, sent)).toMatchObject({ status: 409, body: CHECKED_IN });
      expect(await submit(app, uuid, sent, 'application/json', 'checkin-attempt-2')).toMatchObject({ status: 409, body: CHECKED_IN });
    });

    it('two submissions under one key at once: both get the first answer, the guests are stored once', async () => {
      const db = await demoDb();
      const app = testApp(db);
      const { uuid } = await bookedCheckIn(app);
      const sent = { guests: guests({ 3: MARKO }) };
      const answers = await Promise.all([0, 1].map(() => submit(app, uuid, sent, 'application/json', 'checkin-attempt-together')));
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });
      expect(await db.all('SELECT guest_id FROM reservation_check_in_guests ORDER BY guest_id')).toHaveLength(2);
    });

    it('a submission’s key never leads to the reservation: only a booking’s key does (GET /api/reservation/attempt/{key})', async () => {
      const db = await demoDb();
      const app = testApp(db);
      const { uuid } = await bookedCheckIn(app);
      expect((await submit(app, uuid, { guests: guests() }, 'application/json', 'checkin-attempt-chosen')).status).toBe(200);
      // Whoever holds only the check-in link learns nothing more by choosing the key.
      const lookup = await app.request('/api/reservation/attempt/checkin-attempt-chosen');
      expect(lookup.status).toBe(404);
      expect(await db.get("SELECT reservation_id FROM idempotency_keys WHERE key = 'checkin-attempt-chosen'")).toEqual({ reservation_id: null });
    });

    it('refuses other guests, or another registration, under a key already used (422), changing nothing', async () => {
      const db = await demoDb();
      const app = testApp(db);
      const { uuid } = await bookedCheckIn(app);
      expect((await submit(app, uuid, { guests: guests() }, 'application/json', 'checkin-attempt-1')).status).toBe(200);
      const other = await submit(app, uuid, { guests: guests({ 1: { name: 'Someone Else' } }) }, 'application/json', 'checkin-attempt-1');
      expect(other).toMatchObject({
        status: 422,
        body: [{ message: 'This request was already used for other guests. Please reload the page and try again.' }],
      });
      expect((await getCheckIn(app, uuid)).body.guests[0].name).toBe('Ana Horvat');
      const { uuid: second } = await bookedCheckIn(app, [room()]);
      expect((await submit(app, second, { guests: guests() }, 'application/json', 'checkin-attempt-1')).status).toBe(422);
      expect((await getCheckIn(app, second)).body.reservation.status).toBe(1);
    });

    it('refuses a malformed key (400) before anything is stored', async () => {
      const db = await demoDb();
      const app = testApp(db);
      const { uuid } = await bookedCheckIn(app);
      for (const key of ['short', 'has space in it', 'x'.repeat(129)]) {
        expect(await submit(app, uuid, { guests: guests() }, 'application/json', key), key).toMatchObject({
          status: 400,
          body: [{ message: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores' }],
        });
      }
      expect((await getCheckIn(app, uuid)).body.reservation.status).toBe(1);
    });
  });

  it('refuses a registration a property closed (any status but 1)', async () => {
    const db = await demoDb();
    const app = testApp(db);
    const { uuid } = await bookedCheckIn(app);
    await db.run('UPDATE reservation_check_ins SET status = 2');
    expect((await getCheckIn(app, uuid)).body.reservation.status).toBe(2);
    expect(await submit(app, uuid, { guests: guests() })).toMatchObject({ status: 409, body: CHECKED_IN });
    expect(await countRows(db, 'reservation_check_in_guests')).toBe(0);
  });

  it('answers 404 alike for unknown and malformed ids', async () => {
    const app = testApp(await demoDb());
    for (const id of ['2b1d9d0e-7c1a-4f43-9a57-0c8e3b6f5d21', 'not-a-uuid', 'y'.repeat(3000)]) {
      const { status, body, response } = await submit(app, id, { guests: guests() });
      expect(status).toBe(404);
      expect(body).toEqual(NOT_FOUND);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    }
  });

  describe('checks every guest with the screen’s rules (02 §5.5)', () => {
    // A refused submit changes nothing, so one open registration serves every case.
    let db: TestDb;
    let app: TestApp;
    let uuid: string;
    beforeAll(async () => {
      db = await demoDb({ closeAfterTest: false });
      app = testApp(db);
      ({ uuid } = await bookedCheckIn(app));
    });
    afterAll(() => db.close());

    const cases: Array<[string, Record<number, Record<string, unknown>>, Array<{ message: string; field: string; guestId: number }>]> = [
      [
        'the primary guest is required',
        { 1: { ...EMPTY_GUEST(1) } },
        [
          { message: 'This value cannot be empty', field: 'name', guestId: 1 },
          { message: 'This value cannot be empty', field: 'dateOfBirth', guestId: 1 },
          { message: 'This value cannot be empty', field: 'genderId', guestId: 1 },
          { message: 'This value cannot be empty', field: 'travelDocumentTypesId', guestId: 1 },
          { message: 'This value cannot be empty', field: 'documentNumber', guestId: 1 },
          { message: 'This value cannot be empty', field: 'city', guestId: 1 },
          { message: 'This value cannot be empty', field: 'countryOfBirthId', guestId: 1 },
        ],
      ],
      [
        'a touched guest is checked whole',
        { 3: { email: 'ivo@example.com' } },
        ['name', 'dateOfBirth', 'genderId', 'travelDocumentTypesId', 'documentNumber', 'city', 'countryOfBirthId'].map((field) => ({
          message: 'This value cannot be empty',
          field,
          guestId: 3,
        })),
      ],
      ['name at most 100', { 1: { name: 'A'.repeat(101) } }, [{ message: 'This value can be at most 100 characters long', field: 'name', guestId: 1 }]],
      [
        'date of birth at least 10 characters',
        { 1: { dateOfBirth: '1.5.1990' } },
        [{ message: 'This value must be at least 10 characters long', field: 'dateOfBirth', guestId: 1 }],
      ],
      ['date of birth DD.MM.YYYY', { 1: { dateOfBirth: '1990-05-12' } }, [{ message: 'The date format is incorrect', field: 'dateOfBirth', guestId: 1 }]],
      ['date of birth a real date', { 1: { dateOfBirth: '31.02.1990' } }, [{ message: 'The date is invalid', field: 'dateOfBirth', guestId: 1 }]],
      ['no 29.02. in a common year', { 2: { ...MARKO, dateOfBirth: '29.02.2023' } }, [{ message: 'The date is invalid', field: 'dateOfBirth', guestId: 2 }]],
      [
        'born 1905 or later',
        { 1: { dateOfBirth: '31.12.1904' } },
        [{ message: 'Date of birth year has to be bigger than 1904', field: 'dateOfBirth', guestId: 1 }],
      ],
      [
        'not born after tomorrow',
        { 1: { dateOfBirth: '03.03.2027' } },
        [{ message: 'Date of birth cannot be in the future. Please enter a valid date.', field: 'dateOfBirth', guestId: 1 }],
      ],
      ['gender 1 or 2', { 1: { genderId: 3 } }, [{ message: 'This value is not valid', field: 'genderId', guestId: 1 }]],
      [
        'a document type of the country of birth',
        { 1: { travelDocumentTypesId: 18 } },
        [{ message: 'This value is not valid', field: 'travelDocumentTypesId', guestId: 1 }],
      ],
      [
        'a foreign-born guest’s passport is 18, not 14',
        { 2: { ...MARKO, travelDocumentTypesId: 14 } },
        [{ message: 'This value is not valid', field: 'travelDocumentTypesId', guestId: 2 }],
      ],
      [
        'document number at most 18',
        { 1: { documentNumber: 'D'.repeat(19) } },
        [{ message: 'This value can be at most 18 characters long', field: 'documentNumber', guestId: 1 }],
      ],
      [
        'place of residence at most 30',
        { 1: { city: 'C'.repeat(31) } },
        [{ message: 'This value can be at most 30 characters long', field: 'city', guestId: 1 }],
      ],
      ['a country that exists', { 2: { ...MARKO, countryOfBirthId: 'XX' } }, [{ message: 'This value is not valid', field: 'countryOfBirthId', guestId: 2 }]],
      ['a valid e-mail', { 1: { email: 'ana@' } }, [{ message: 'This email is not valid', field: 'email', guestId: 1 }]],
      [
        'e-mail at most 150',
        { 1: { email: `${'a'.repeat(64)}@${'b'.repeat(90)}.com` } },
        [{ message: 'This value can be at most 150 characters long', field: 'email', guestId: 1 }],
      ],
      ['a phone one can call', { 1: { contactNumber: 'abc' } }, [{ message: 'This phone number is not valid', field: 'contactNumber', guestId: 1 }]],
      [
        'phone at most 45',
        { 1: { contactNumber: '1'.repeat(46) } },
        [{ message: 'This value can be at most 45 characters long', field: 'contactNumber', guestId: 1 }],
      ],
    ];

    for (const [title, changes, expected] of cases) {
      it(`${title}: 400, nothing stored, still open`, async () => {
        const { status, body } = await submit(app, uuid, { guests: guests(changes) });
        expect(status).toBe(400);
        expect(body).toEqual(expected);
        expect(await countRows(db, 'reservation_check_in_guests')).toBe(0);
        expect((await getCheckIn(app, uuid)).body.reservation.status).toBe(1);
      });
    }

    it('takes a birthday of today and of tomorrow at the property, a leap day and 01.01.1905', async () => {
      for (const dateOfBirth of ['01.03.2027', '02.03.2027', '29.02.2024', '01.01.1905']) {
        expect((await submit(app, uuid, { guests: guests({ 1: { dateOfBirth } }) })).status, dateOfBirth).toBe(200);
        expect((await getCheckIn(app, uuid)).body.guests[0].dateOfBirth).toBe(Date.parse(`${dateOfBirth.split('.').reverse().join('-')}T00:00:00Z`) / 1000);
        // Opened again for the next birthday, as a property would.
        await db.run('UPDATE reservation_check_ins SET status = 1');
      }
    });

    it('lists the problems of every guest, guest by guest', async () => {
      const { body } = await submit(app, uuid, { guests: guests({ 1: { city: '' }, 2: { ...MARKO, genderId: null }, 4: { name: 'Luka' } }) });
      expect(body.map((entry: { guestId: number; field: string }) => `${entry.guestId}.${entry.field}`)).toEqual([
        '1.city',
        '2.genderId',
        '4.dateOfBirth',
        '4.genderId',
        '4.travelDocumentTypesId',
        '4.documentNumber',
        '4.city',
        '4.countryOfBirthId',
      ]);
    });
  });

  describe('bad bodies are 4xx with a message, never 500', () => {
    let db: TestDb;
    let app: TestApp;
    let uuid: string;
    beforeAll(async () => {
      db = await demoDb({ closeAfterTest: false });
      app = testApp(db);
      ({ uuid } = await bookedCheckIn(app));
    });
    afterAll(() => db.close());
    afterEach(async () => {
      expect((await getCheckIn(app, uuid)).body.reservation.status).toBe(1);
    });

    const shapes: Array<[string, unknown, string]> = [
      ['no body', undefined, 'Guest details are required'],
      ['null', null, 'Guest details are required'],
      ['an array', [], 'Guest details are required'],
      ['a number', 42, 'Guest details are required'],
      ['no guests', {}, 'Guest details are required'],
      ['guests not a list', { guests: { 1: {} } }, 'Guest details are required'],
      ['an empty list', { guests: [] }, 'Guest details are required'],
      ['a guest that is not an object', { guests: [...guests().slice(0, 3), 'guest'] }, 'Guest details are required'],
      ['a guest that is null', { guests: [...guests().slice(0, 3), null] }, 'Guest details are required'],
      ['too few guests', { guests: guests().slice(0, 3) }, 'The guests do not match this reservation. Please reload the page and try again.'],
      ['too many guests', { guests: guests({}, 5) }, 'The guests do not match this reservation. Please reload the page and try again.'],
      ['a repeated id', { guests: guests({ 4: { id: 3 } }) }, 'The guests do not match this reservation. Please reload the page and try again.'],
      ['an id as text', { guests: guests({ 2: { id: '2' } }) }, 'The guests do not match this reservation. Please reload the page and try again.'],
      ['an unknown id', { guests: guests({ 4: { id: 40 } }) }, 'The guests do not match this reservation. Please reload the page and try again.'],
      ['no ids', { guests: guests().map(({ id: _id, ...rest }) => rest) }, 'The guests do not match this reservation. Please reload the page and try again.'],
    ];
    for (const [title, body, message] of shapes) {
      it(`${title}: 400 "${message}"`, async () => {
        const answer = await submit(app, uuid, body);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual([{ message }]);
      });
    }

    it('refuses a body that is not JSON (400) or not sent as JSON (415)', async () => {
      expect(await submit(app, uuid, '{"guests": [')).toMatchObject({ status: 400, body: [{ message: 'Request body is not valid JSON' }] });
      expect(await submit(app, uuid, 'guests=1', 'text/plain')).toMatchObject({ status: 415, body: [{ message: 'Request body must be JSON' }] });
    });

    it('reports values of the wrong type field by field', async () => {
      const { status, body } = await submit(app, uuid, {
        guests: guests({
          1: {
            name: 42,
            dateOfBirth: 642470400,
            genderId: '1',
            travelDocumentTypesId: [25],
            documentNumber: { a: 1 },
            city: true,
            countryOfBirthId: 191,
            email: ['a'],
            contactNumber: 385,
          },
        }),
      });
      expect(status).toBe(400);
      expect(body).toEqual([
        { message: 'This value is not valid', field: 'name', guestId: 1 },
        { message: 'The date format is incorrect', field: 'dateOfBirth', guestId: 1 },
        { message: 'This value is not valid', field: 'genderId', guestId: 1 },
        { message: 'This value is not valid', field: 'travelDocumentTypesId', guestId: 1 },
        { message: 'This value is not valid', field: 'documentNumber', guestId: 1 },
        { message: 'This value is not valid', field: 'city', guestId: 1 },
        { message: 'This value is not valid', field: 'countryOfBirthId', guestId: 1 },
        { message: 'This value is not valid', field: 'email', guestId: 1 },
        { message: 'This value is not valid', field: 'contactNumber', guestId: 1 },
      ]);
    });

    it('refuses control characters, a right-to-left override and a lone surrogate in any field, naming the field and the guest', async () => {
      const database = await demoDb();
      const own = testApp(database);
      const { uuid: openUuid } = await bookedCheckIn(own);
      const { status, body } = await submit(own, openUuid, {
        guests: guests({
          1: { name: 'Ana\u202eHorvat' },
          2: { ...ANA, documentNumber: 'AB\u0000123' },
          3: { ...ANA, city: 'Split\nZagreb', name: 'Babi\ud800' },
        }),
      });
      expect(status).toBe(400);
      expect(body).toEqual([
        { message: 'This value is not valid', field: 'name', guestId: 1 },
        { message: 'This value is not valid', field: 'documentNumber', guestId: 2 },
        { message: 'This value is not valid', field: 'name', guestId: 3 },
        { message: 'This value is not valid', field: 'city', guestId: 3 },
      ]);
      expect(await countRows(database, 'reservation_check_in_guests')).toBe(0);
    });

    it('answers long strings with the length message, and a body over the size limit with 413', async () => {
      const tooBig = await submit(app, uuid, { guests: guests({ 1: { name: 'x'.repeat(1_000_000) } }) });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body).toEqual([{ message: 'Request body is too large' }]);
      const huge = 'x'.repeat(50_000);
      const { status, body } = await submit(app, uuid, { guests: guests({ 1: { name: huge, dateOfBirth: huge, documentNumber: huge } }) });
      expect(status).toBe(400);
      expect(body).toEqual([
        { message: 'This value can be at most 100 characters long', field: 'name', guestId: 1 },
        { message: 'The date format is incorrect', field: 'dateOfBirth', guestId: 1 },
        { message: 'This value can be at most 18 characters long', field: 'documentNumber', guestId: 1 },
      ]);
    });
  });

  it('writes nothing about the guests to the console, whether the submit succeeds or not', async () => {
    const app = testApp(await demoDb());
    const { uuid } = await bookedCheckIn(app);
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
    await submit(app, uuid, { guests: guests({ 1: { dateOfBirth: '31.02.1990' } }) });
    await submit(app, uuid, { guests: guests({ 2: MARKO }) });
    await submit(app, uuid, { guests: guests() });
    await getCheckIn(app, uuid);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});

describe('demo check-in reservations (seed/checkin-scenarios.ts)', () => {
  it('are booked after the demo seed: one open with four guests, one checked in with two registered guests', async () => {
    const db = await demoDb({ parts: ['checkIns'] });
    const app = testApp(db);
    const { open, checkedIn } = demoCheckIns(NOW);
    expect(open.uuid).toBe(DEMO_CHECK_IN_UUIDS.open);

    const a = await getCheckIn(app, open.uuid);
    expect(a.status).toBe(200);
    expect(a.body.reservation).toEqual({
      booker: 'Marta Novak',
      code: expect.stringMatching(/^VA-2027-\d{8}$/),
      persons: 4,
      object: open.object,
      unitType: open.unitType,
      arrivalDate: Date.parse(`${day(5)}T00:00:00Z`) / 1000,
      departureDate: Date.parse(`${day(8)}T00:00:00Z`) / 1000,
      adults: 2,
      children: 2,
      childrenAges: [5, 8],
      status: 1,
      domesticCountryId: 'HR',
    });
    expect(a.body.guests.every((guest: { name: string }) => guest.name === '')).toBe(true);

    const b = await getCheckIn(app, checkedIn.uuid);
    expect(b.body.reservation).toMatchObject({ booker: 'Ivana Kovač', object: 'Hotel Zadar Riva', unitType: 'Standard Double Room', persons: 2, status: 2 });
    expect(b.body.guests.map((guest: { name: string; travelDocumentTypesId: number }) => [guest.name, guest.travelDocumentTypesId])).toEqual([
      ['Ivana Kovač', 25],
      ['Thomas Becker', 18],
    ]);
    expect((await submit(app, checkedIn.uuid, { guests: [] })).status).toBe(409);

    // Their reservation pages are real ones, at the documented public ids.
    const page = await (await app.request(`/api/reservation/${open.publicId}`)).json();
    expect(page).toMatchObject({ id: open.publicId, checkInUuid: open.uuid, paymentMethodId: 2, isCanceled: false });
    expect(page.receipt.price.total).toBeGreaterThan(0);
  });

  // SQLite only: it tests the demo seed itself, which always runs on SQLite in memory (a PostgreSQL demo is that seed
  // copied: server/store/seed.ts, driver.ts), so the PostgreSQL project would run the very same SQLite code again.
  it.skipIf(TEST_DRIVER === 'postgres')('can be booked on any seeding day', { timeout: 120_000 }, async () => {
    for (const seededOn of ['2027-03-01', '2027-06-05', '2027-07-18', '2027-12-31', '2028-02-29']) {
      const now = new Date(`${seededOn}T10:00:00Z`);
      const db = openDatabase(':memory:');
      migrate(db);
      seedDemo(db, { now });
      await expect(seedDemoCheckIns(db, { now }), seededOn).resolves.toBeUndefined();
      expect(await countRows(db, 'reservations')).toBe(2);
      db.close();
    }
  });
});

describe('identity data once the stay is over', () => {
  const guestRows = async (db: TestDb, uuid: string): Promise<number> =>
    Number(
      (await db.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM reservation_check_in_guests g JOIN reservation_check_ins c ON c.reservation_id = g.reservation_id WHERE c.uuid = ?',
        uuid,
      ))!.n,
    );
  const noon = (date: string) => new Date(`${date}T12:00:00Z`);
  /** A booked stay whose registration was sent with two guests. */
  const registeredStay = async () => {
    const db = await demoDb();
    const app = testApp(db);
    const { uuid, publicId } = await bookedCheckIn(app);
    expect((await submit(app, uuid, { guests: guests({ 3: MARKO }) })).status).toBe(200);
    expect(await guestRows(db, uuid)).toBe(2);
    return { db, app, uuid, publicId };
  };

  it('is deleted 30 days after the last night: the registration answers 410 closed, and the reservation no longer names it', async () => {
    const { db, app, uuid, publicId } = await registeredStay();

    // 29 days after the stay: kept.
    await purgeIdentityData(db, { now: noon(addDays(FAMILY.to, 29)), retentionDays: 30 });
    expect(await guestRows(db, uuid)).toBe(2);
    expect((await getCheckIn(app, uuid)).status).toBe(200);

    const purged = await purgeIdentityData(db, { now: noon(addDays(FAMILY.to, 30)), retentionDays: 30 });
    expect(purged.lastDeparture).toBe(FAMILY.to);
    expect(purged.stays).toBeGreaterThanOrEqual(1);
    expect(await guestRows(db, uuid)).toBe(0);
    const closed = await getCheckIn(app, uuid);
    expect(closed.status).toBe(410);
    expect(closed.body).toEqual([{ message: CHECK_IN_MESSAGE.CLOSED }]);
    expect((await submit(app, uuid, { guests: guests() })).status).toBe(410);
    const reservation = await (await app.request(`/api/reservation/${publicId}`)).json();
    expect(reservation.checkInUuid).toBeNull();
    // Nothing of the guests is left in the database, the booker's details stay for the property's accounts.
    const stored = (await everyStoredValue(db)).join('\n');
    for (const secret of ['112233445', 'C01X00T47', '1990-05-12']) expect(stored).not.toContain(secret);
    expect(reservation.guest.email).toBe('ana.horvat@example.com');

    // A second run finds nothing more to do.
    expect((await purgeIdentityData(db, { now: noon(addDays(FAMILY.to, 31)), retentionDays: 30 })).stays).toBe(0);
  });

  it('the retention is configurable: IDENTITY_RETENTION_DAYS', () => {
    expect(configFromEnv({}).identityRetentionDays).toBe(30);
    expect(configFromEnv({ IDENTITY_RETENTION_DAYS: '7' }).identityRetentionDays).toBe(7);
    expect(() => configFromEnv({ IDENTITY_RETENTION_DAYS: '0' })).toThrow("IDENTITY_RETENTION_DAYS must be a positive whole number, got '0'");
  });

  it('a cancelled reservation names no registration, and the guests registered for it are deleted as it is cancelled', async () => {
    const { db, app, publicId, uuid } = await registeredStay();
    const cancelled = await (await app.request(`/api/reservation/${publicId}`, { method: 'DELETE' })).json();
    expect(cancelled.checkInUuid).toBeNull();
    expect(await guestRows(db, uuid)).toBe(0);
    expect((await getCheckIn(app, uuid)).status).toBe(410);
    const stored = (await everyStoredValue(db)).join('\n');
    for (const secret of ['112233445', 'C01X00T47', '1990-05-12']) expect(stored).not.toContain(secret);
  });

  it('a check-in submission’s answer (a fingerprint of the guests sent) is kept a day for a retry, then deleted by the purge', async () => {
    const db = await demoDb();
    const app = testApp(db);
    const { uuid } = await bookedCheckIn(app);
    expect((await submit(app, uuid, { guests: guests({ 3: MARKO }) }, 'application/json', 'checkin-attempt-9')).status).toBe(200);
    const answers = async () => Number((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = 'checkin-attempt-9'"))!.n);
    const storedAt = new Date((await db.get<{ created_at: string }>("SELECT created_at FROM idempotency_keys WHERE key = 'checkin-attempt-9'"))!.created_at);
    await purgeIdentityData(db, { now: new Date(storedAt.getTime() + 23 * 3_600_000), retentionDays: 30 });
    expect(await answers()).toBe(1);
    await purgeIdentityData(db, { now: new Date(storedAt.getTime() + 24 * 3_600_000), retentionDays: 30 });
    expect(await answers()).toBe(0);
    // A booking's answer names its reservation and stays with it.
    expect(Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM idempotency_keys WHERE reservation_id IS NOT NULL'))!.n)).toBeGreaterThan(0);
  });

  it('masks what a sent registration answers: the last characters of a document or phone number, an e-mail address by its first letter and domain', () => {
    expect(maskTail('AB1234567', 3)).toBe('••••567');
    expect(maskTail('1234', 3)).toBe('••••');
    expect(maskTail('', 3)).toBe('');
    expect(maskEmail('ana.horvat@mail.hr')).toBe('a••••@mail.hr');
    expect(maskEmail('')).toBe('');
  });
});

describe('npm run purge', () => {
  const run = (args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [join(PROJECT_ROOT, 'server/cli/purge.ts'), ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });

  it('purges the database of BOOKING_DB (DATABASE_URL on PostgreSQL) and says what it did in one line; a bad option gets one line and exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'purge-'));
    try {
      // PostgreSQL: a copy of the demo, as the API would have made it.
      const env = { BOOKING_DB: join(dir, 'booking.sqlite'), DATABASE_URL: TEST_DRIVER === 'postgres' ? (await demoDb()).url! : '' };
      const done = run(['--days', '45'], env);
      expect(done.status).toBe(0);
      expect(done.stdout).toMatch(/^Deleted 0 registered guests of 0 stays that ended on or before \d{4}-\d{2}-\d{2} \(45 days kept\)\.\n$/);
      const wrong = run(['--days', 'soon'], env);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toBe("purge: --days must be a positive whole number, got 'soon'\n");
      const unknown = run(['--dayz', '3'], env);
      expect(unknown.status).toBe(2);
      expect(unknown.stderr.split('\n')[1]).toBe('Run `npm run purge -- --help` for the options.');
      expect(unknown.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
