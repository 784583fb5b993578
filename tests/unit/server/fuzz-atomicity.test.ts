/**
 * Every write handler is all or nothing. For each table a write touches,
 * a trigger makes that one statement fail — the first write or the very
 * last — and the request must then leave the database exactly as it was
 * (the generic 500 of a bug, nothing half-written). Without the trigger
 * the same request succeeds, which shows it would have written every one
 * of those tables. On SQLite the trigger is a temporary one raising
 * ABORT; on PostgreSQL a trigger of the test's own database calling a
 * function that raises an exception, dropped again afterwards.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTERNAL_ERROR_MESSAGE } from '../../../server/errors.ts';
import { BANK, bookingBody, newKey, room } from './booking-helpers.ts';
import { FUZZ_TIMEOUT, dbSnapshot, fuzzWorld, send, type FuzzWorld, type SentRequest } from './fuzz-kit.ts';
import { GATEWAY_GUEST, SITE, ZADAR_ID, monriConfirm, saferpayFieldsToken, zadarRoom } from './payments-helpers.ts';
import { day } from './helpers.ts';

let world: FuzzWorld;
let log: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  world = await fuzzWorld();
  if (world.db.driver === 'postgres') {
    await world.db.run("CREATE FUNCTION fuzz_injected_failure() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected failure'; END $$");
  }
  // The injected failures are bugs to the API: it logs them. Kept out of the test output.
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(async () => {
  log?.mockRestore();
  await world?.db.close();
});

type Operation = 'INSERT' | 'UPDATE' | 'DELETE';

/**
 * Makes every `operation` on `table` fail (only the rows matching `when`,
 * a condition on NEW, when given) until the returned function is called.
 */
async function failing(table: string, operation: Operation, when?: string, name = `fail_${table}_${operation.toLowerCase()}`): Promise<() => Promise<void>> {
  const { db } = world;
  if (db.driver === 'sqlite') {
    await db.run(
      `CREATE TEMP TRIGGER ${name} BEFORE ${operation} ON main.${table}${when ? ` WHEN ${when}` : ''} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
    );
    return async () => {
      await db.run(`DROP TRIGGER temp.${name}`);
    };
  }
  await db.run(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW${when ? ` WHEN (${when})` : ''} EXECUTE FUNCTION fuzz_injected_failure()`);
  return async () => {
    await db.run(`DROP TRIGGER ${name} ON ${table}`);
  };
}

const json = (value: unknown, headers: Record<string, string> = {}): Pick<SentRequest, 'headers' | 'body'> => ({
  headers,
  body: { text: JSON.stringify(value), contentType: 'application/json' },
});

/**
 * For each table and operation: the request fails with the generic 500 and
 * changes nothing. Then, without a trigger, it succeeds with `expected`.
 */
async function allOrNothing(request: () => SentRequest, writes: [string, Operation][], expected: number): Promise<void> {
  for (const [table, operation] of writes) {
    const before = await dbSnapshot(world.db);
    const restore = await failing(table, operation);
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(world.app, request());
    } finally {
      await restore();
    }
    expect({ table, operation, status: answer.status, body: answer.json }).toEqual({
      table,
      operation,
      status: 500,
      body: [{ message: INTERNAL_ERROR_MESSAGE }],
    });
    expect({ table, operation, database: await dbSnapshot(world.db) }).toEqual({ table, operation, database: before });
  }
  const answer = await send(world.app, request());
  expect([answer.status, answer.text.slice(0, 300)]).toEqual([expected, expect.any(String)]);
}

describe('write handlers are all or nothing when a later step fails', () => {
  it(
    'POST /api/reservation: booker, rooms, extras, inventory, check-in link and idempotency key together',
    async () => {
      const body = await bookingBody(world.app, {
        payment: BANK,
        rooms: [room({ from: day(130), to: day(133), services: [{ serviceId: 103, quantity: 1 }] })],
      });
      const key = newKey();
      await allOrNothing(
        () => ({ method: 'POST', path: '/api/reservation', ...json(body, { 'Idempotency-Key': key }) }),
        [
          ['unit_type_inventory', 'UPDATE'],
          ['reservations', 'INSERT'],
          ['reservation_check_ins', 'INSERT'],
          ['reservation_guests', 'INSERT'],
          ['reservation_rooms', 'INSERT'],
          ['reservation_room_services', 'INSERT'],
          ['idempotency_keys', 'INSERT'],
        ],
        201,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'POST /api/reservation paid through a gateway: the gateway payment is used up only with the booking',
    async () => {
      const body = await bookingBody(world.app, { bookingEngine: 'hotel-zadar', rooms: [zadarRoom(130)], guest: GATEWAY_GUEST, payment: {} });
      const { answer } = await monriConfirm(world.app, { amount: body.expectedTotal });
      body.payment = { type: 4, name: 'Ana Horvat', monriToken: answer.result.pan_token };
      const key = newKey();
      await allOrNothing(
        () => ({ method: 'POST', path: '/api/reservation', ...json(body, { 'Idempotency-Key': key }) }),
        [
          ['gateway_sessions', 'UPDATE'],
          ['idempotency_keys', 'INSERT'],
        ],
        201,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'DELETE /api/reservation/{publicId}: cancelled and its inventory given back together',
    async () => {
      const body = await bookingBody(world.app, { payment: BANK, rooms: [room({ from: day(150), to: day(152) })] });
      const booked = await send(world.app, { method: 'POST', path: '/api/reservation', ...json(body, { 'Idempotency-Key': newKey() }) });
      expect(booked.status).toBe(201);
      const { publicId } = (booked.json as { response: { publicId: string } }).response;
      await allOrNothing(
        () => ({ method: 'DELETE', path: `/api/reservation/${publicId}` }),
        [
          ['reservations', 'UPDATE'],
          ['unit_type_inventory', 'UPDATE'],
        ],
        200,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'PUT /api/offer/{offerUuid}/{bookingCode}/accept: the reservation, the inventory and the offer’s state together',
    async () => {
      const { offerUuid, bookingCode } = world.offers.valid;
      const key = newKey();
      await allOrNothing(
        () => ({
          method: 'PUT',
          path: `/api/offer/${offerUuid}/${bookingCode}/accept`,
          ...json({ guestDetails: { estimatedTimeOfArrival: '15:00', phone: '+385 91 555 0192' }, payment: BANK }, { 'Idempotency-Key': key }),
        }),
        [
          ['unit_type_inventory', 'UPDATE'],
          ['reservations', 'INSERT'],
          ['reservation_rooms', 'INSERT'],
          ['offers', 'UPDATE'],
          ['idempotency_keys', 'INSERT'],
        ],
        201,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'PUT /api/reservation/check-in/{uuid}/submit: the guests and the checked-in status together',
    async () => {
      const { uuid } = world.checkIns.open;
      const guest = (id: number) => ({
        id,
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
      const primary = {
        ...guest(1),
        name: 'Marta Novak',
        dateOfBirth: '12.05.1990',
        genderId: 1,
        travelDocumentTypesId: 25,
        documentNumber: '112233445',
        city: 'Split',
        countryOfBirthId: 'HR',
      };
      await allOrNothing(
        () => ({ method: 'PUT', path: `/api/reservation/check-in/${uuid}/submit`, ...json({ guests: [primary, guest(2), guest(3), guest(4)] }) }),
        [
          ['reservation_check_in_guests', 'INSERT'],
          ['reservation_check_ins', 'UPDATE'],
        ],
        200,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'POST /api/csp-report: every violation of a report counted, or none',
    async () => {
      const report = (directive: string) => ({
        type: 'csp-violation',
        body: { documentURL: 'https://v.example/en/', effectiveDirective: directive, blockedURL: 'inline' },
      });
      const before = await dbSnapshot(world.db);
      // The second violation of the report fails: the first must not stay counted.
      const restore = await failing('csp_reports', 'INSERT', "NEW.directive = 'img-src'", 'fail_second_violation');
      try {
        const answer = await send(world.app, { method: 'POST', path: '/api/csp-report', ...json([report('script-src-elem'), report('img-src')]) });
        expect(answer.status).toBe(500);
      } finally {
        await restore();
      }
      expect(await dbSnapshot(world.db)).toEqual(before);
      expect((await send(world.app, { method: 'POST', path: '/api/csp-report', ...json([report('script-src-elem'), report('img-src')]) })).status).toBe(204);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'POST /api/payment/saferpay/alias/insert: the Fields token used up only with the alias made',
    async () => {
      const fields = await saferpayFieldsToken(world.app);
      await allOrNothing(
        () => ({
          method: 'POST',
          path: '/api/payment/saferpay/alias/insert',
          ...json({ bookingEngineId: ZADAR_ID, saferFieldsToken: fields.body.token }, { Origin: SITE }),
        }),
        [
          ['gateway_sessions', 'UPDATE'],
          ['gateway_sessions', 'INSERT'],
        ],
        200,
      );
    },
    FUZZ_TIMEOUT,
  );
});
