/**
 * Fuzzing the booking endpoints: POST /api/reservation from its own body
 * schema (and the checkout's booker and card schemas), GET and DELETE of a
 * reservation, the offer's GET and acceptance (its body schema), and the
 * online check-in's GET and submit. No input answers 500; every 4xx is a
 * JSON array of guest-readable messages; a refused write leaves the
 * database as it was; and an id that is not there — unknown or malformed —
 * gets one and the same answer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookerSchema, CompanyBookerSchema, GatewayPaymentSchema, cardPaymentSchema } from '../../../src/lib/checkout/booking-validation.ts';
import { GUEST_FIELDS } from '../../../src/lib/checkin/checkin.ts';
import { PUBLIC_ID } from '../../../server/booking.ts';
import { BOOKING_CODE } from '../../../server/offer-ids.ts';
import { IDEMPOTENCY_KEY, OfferAcceptBody, ReservationBody } from '../../../src/lib/checkout/reservation-contract.ts';
import { BANK, CARD, GUEST, bookingBody, newKey, room } from './booking-helpers.ts';
import {
  FUZZ_TIMEOUT,
  answerShown,
  bodyOf,
  dateLike,
  encodeSegment,
  fuzz,
  fuzzWorld,
  isDotSegment,
  malformedBody,
  mutateValue,
  naughtyString,
  naughtyValue,
  pathSegment,
  refusedAsTransport,
  schemaArbitrary,
  sendChecked,
  validArbitrary,
  type FuzzWorld,
  type RawBody,
} from './fuzz-kit.ts';
import { NOW, day } from './helpers.ts';
import { zadarRoom } from './payments-helpers.ts';

let world: FuzzWorld;
/** Known-good request bodies the mutations start from. */
let seeds: { bookings: unknown[]; checkInUuids: string[]; publicIds: string[] };
/** The demo's rate plans, unit types and services (the fuzzing never changes the catalogue: `sendChecked` counts its rows). */
let catalogue: { ratePlanIds: number[]; unitTypeIds: number[]; serviceIds: number[] };

/** The villa's Family Suite Diocletian, flexible rate: 2 adults and children of 5 and 8 (four guest cards). */
const FAMILY = room({ unitTypeId: 105, ratePlanId: 1052, children: [5, 8] });

beforeAll(async () => {
  world = await fuzzWorld();
  const { app, db } = world;
  const ids = async (table: string): Promise<number[]> => (await db.all<{ id: number }>(`SELECT id FROM ${table} ORDER BY id`)).map((row) => row.id);
  catalogue = { ratePlanIds: await ids('rate_plans'), unitTypeIds: await ids('unit_types'), serviceIds: await ids('services') };
  const bookings = [
    await bookingBody(app),
    await bookingBody(app, {
      payment: BANK,
      rooms: [
        room({
          services: [
            { serviceId: 103, quantity: 1 },
            { serviceId: 102, quantity: 1 },
          ],
        }),
        room({ from: day(30), to: day(32) }),
      ],
    }),
    await bookingBody(app, {
      payment: BANK,
      guest: { isCompany: true, companyName: 'Adriatic Travel d.o.o.', companyVatId: 'HR12345678901' },
      rooms: [room({ promoCode: 'SUMMER10', children: [5, 13] })],
    }),
    await bookingBody(app, { bookingEngine: 'dalmatia-collection', payment: BANK, rooms: [zadarRoom(30)] }),
    await bookingBody(app, { payment: BANK, rooms: [FAMILY] }),
  ];
  // Open registrations of their own, so a fuzzed submit that passes closes one of several.
  const publicIds: string[] = [];
  const checkInUuids: string[] = [world.checkIns.open.uuid, world.checkIns.checkedIn.uuid];
  for (let from = 60; publicIds.length < 4 && from < 400; from += 9) {
    const response = await app.request('/api/reservation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify(await bookingBody(app, { payment: BANK, rooms: [room({ ...FAMILY, from: day(from), to: day(from + 3) })] })),
    });
    // The demo has sold some nights of the suite: those stays are skipped.
    if (response.status !== 201) continue;
    const { publicId } = ((await response.json()) as { response: { publicId: string } }).response;
    publicIds.push(publicId);
    checkInUuids.push(((await (await app.request(`/api/reservation/${publicId}`)).json()) as { checkInUuid: string }).checkInUuid);
  }
  expect(publicIds).toHaveLength(4);
  seeds = { bookings, checkInUuids, publicIds };
}, FUZZ_TIMEOUT);
afterAll(() => world?.db.close());

// ---------------------------------------------------------------------------
// Arbitraries of the booking's parts

const CARD_NUMBERS = [
  '4111111111111111',
  '4111 1111 1111 1111',
  '5555555555554444',
  '378282246310005',
  '6759649826438453',
  '4111111111111112',
  '1234567812345678',
  '',
];

/** Phone numbers: with a calling code, national ones (read in the booker's country), and text no one can call. */
const phone = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('+385 91 555 0192', '+49 151 2345 6789', '+1 (212) 555-0123', '091 555 0192', '021-555-0101') },
  { weight: 1, arbitrary: fc.constantFrom('abc', '12', '+385', '091 555 0192 / 0193') },
);

/** The booker, from the checkout's own schemas (private or company), with a real address and arrival time. */
const booker = fc.oneof(
  validArbitrary(BookerSchema, {
    overrides: { email: fc.oneof(fc.constantFrom('ana.horvat@example.com', 'someone@mail.invalid', 'a@b'), fc.emailAddress()), phone },
  }),
  validArbitrary(CompanyBookerSchema, { overrides: { email: fc.emailAddress(), phone } }).map((guest) => ({ ...(guest as object), isCompany: true })),
  fc.constant(GUEST),
);

/** A payment of every type: the card form from its schema, bank transfer, gateways with made-up tokens, unknown types. */
const payment = fc.oneof(
  validArbitrary(cardPaymentSchema(NOW), {
    overrides: { cardNumber: fc.constantFrom(...CARD_NUMBERS), expirationDate: fc.constantFrom('12/29', '01/27', '13/30', '02/27', '12/2029') },
  }).map((card) => ({ ...(card as object), type: 1 })),
  fc.constant(BANK),
  fc.constant(CARD),
  fc
    .tuple(fc.integer({ min: 3, max: 7 }), validArbitrary(GatewayPaymentSchema), fc.string({ maxLength: 40 }), fc.boolean())
    .map(([type, fields, token, isPaymentPage]) => ({
      ...(fields as object),
      type,
      monriToken: token,
      wspayToken: token,
      customerId: token,
      paymentMethodId: token,
      publishableApiKey: token,
      cardstreamXref: token,
      aliasToken: token,
      isPaymentPage,
    })),
  fc.record({ type: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.constantFrom(1.5, 0)) }),
);

/** ReservationBody's own schema, its custom checks filled in with the demo's properties, stays and catalogue. */
const reservationOverrides = () => ({
  bookingEngine: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...world.slugs) }, { weight: 1, arbitrary: naughtyString }),
  guest: booker,
  payment,
  'rooms[].from': dateLike,
  'rooms[].to': dateLike,
  'rooms[].unitTypeId': fc.oneof(fc.constantFrom(...catalogue.unitTypeIds), fc.integer({ min: 1, max: 2 ** 31 })),
  'rooms[].ratePlanId': fc.oneof(fc.constantFrom(...catalogue.ratePlanIds), fc.integer({ min: 1, max: 2 ** 31 })),
  'rooms[].services[].serviceId': fc.constantFrom(...catalogue.serviceIds),
  'rooms[].promoCode': fc.option(fc.constantFrom('SUMMER10', 'WELCOME20', 'EASTER15', ' ', 'nope'), { nil: null }),
});

/** Idempotency keys: fresh ones from the header's own pattern, a few reused ones, and broken ones. */
const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(IDEMPOTENCY_KEY).map((key) => `${key}-${newKey()}`.slice(-128)) },
  { weight: 2, arbitrary: fc.constantFrom('reused-key-0001', 'reused-key-0002', 'reused-key-0003') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | null>(
      null,
      '',
      '   ',
      'short',
      'x'.repeat(129),
      'key with spaces',
      "key';DROP--",
      'ключ-ключ-ключ'.normalize('NFD').replace(/[^\x20-\x7e]/g, '?'),
      '%00%00%00%00',
    ),
  },
);

const keyHeader = (key: string | null): Record<string, string> => (key === null ? {} : { 'Idempotency-Key': key });

// ---------------------------------------------------------------------------
// What an unknown id answers

/** Sends a request (checked) and returns what its answer shows a client. */
async function shown(request: Parameters<typeof sendChecked>[2], writes = false) {
  return answerShown(await sendChecked(world.app, world.db, request, { writes }));
}

function expectSameAnswer(actual: ReturnType<typeof answerShown>, reference: ReturnType<typeof answerShown>, label: string): void {
  expect({ label, ...actual }).toEqual({ label, ...reference });
}

// ---------------------------------------------------------------------------

describe('POST /api/reservation', () => {
  it(
    'answers bodies from its schema — valid, broken or hostile — without a 500, and a refusal writes nothing',
    async () => {
      const body = schemaArbitrary(ReservationBody, { overrides: reservationOverrides() });
      const statuses = new Map<number, number>();
      await fuzz(250, body.chain(bodyOf), idempotencyKey, async (raw, key) => {
        const answer = await sendChecked(
          world.app,
          world.db,
          { method: 'POST', path: '/api/reservation', headers: keyHeader(key), body: raw },
          { writes: true },
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      });
      // The refusals come from every stage, not only the first check.
      expect(statuses.get(400)).toBeGreaterThan(50);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers real bookings broken in one place, reaching the pricing and the transaction',
    async () => {
      const body = fc.oneof(
        { weight: 1, arbitrary: fc.constantFrom(...seeds.bookings) },
        { weight: 5, arbitrary: mutateValue(fc.constantFrom(...seeds.bookings)) },
      );
      const statuses = new Map<number, number>();
      await fuzz(250, body.chain(bodyOf), fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: idempotencyKey }), async (raw, key) => {
        const answer = await sendChecked(
          world.app,
          world.db,
          { method: 'POST', path: '/api/reservation', headers: keyHeader(key ?? newKey()), body: raw },
          { writes: true },
        );
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      });
      expect(statuses.get(201)).toBeGreaterThan(5);
      expect(statuses.get(400)).toBeGreaterThan(20);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers bodies that are not JSON objects, with any content type',
    async () => {
      await fuzz(150, malformedBody, idempotencyKey, async (raw, key) => {
        const answer = await sendChecked(
          world.app,
          world.db,
          { method: 'POST', path: '/api/reservation', headers: keyHeader(key), body: raw },
          { writes: true },
        );
        expect(answer.status).toBeGreaterThanOrEqual(400);
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('GET and DELETE /api/reservation/{publicId}', () => {
  const unknownId = () =>
    fc
      .oneof(fc.stringMatching(PUBLIC_ID), pathSegment, fc.constantFrom('demo-check-in-open0001'.toUpperCase(), '1', 'VA-2027-000001', 'check-in'))
      .filter((id) => id !== '' && !isDotSegment(id) && !seeds.publicIds.includes(id) && !/^demo-/.test(id));

  it(
    'answers an unknown and a malformed id alike: same status, body and headers',
    async () => {
      const reference = {
        get: await shown({ method: 'GET', path: '/api/reservation/AAAAAAAAAAAAAAAAAAAAAA' }),
        delete: await shown({ method: 'DELETE', path: '/api/reservation/AAAAAAAAAAAAAAAAAAAAAA' }),
      };
      expect(reference.get).toMatchObject({ status: 404, body: JSON.stringify([{ message: 'Reservation not found' }]) });
      expect(reference.delete).toEqual(reference.get);
      await fuzz(200, unknownId(), fc.oneof(fc.constant<RawBody | undefined>(undefined), malformedBody), async (id, raw) => {
        const path = `/api/reservation/${id}`;
        expectSameAnswer(await shown({ method: 'GET', path }), reference.get, path);
        const deleted = await sendChecked(world.app, world.db, { method: 'DELETE', path, body: raw });
        // A DELETE's body is read like any other: one the body reader refuses is refused before the lookup, for every id alike.
        if (!refusedAsTransport(deleted, raw)) expectSameAnswer(answerShown(deleted), reference.delete, path);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'shows a known reservation and cancels it once, whatever the query',
    async () => {
      const id = seeds.publicIds[0];
      const shown = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/reservation/${id}?language=%ZZ&currency=<b>` });
      expect(shown.status).toBe(200);
      const canceled = await sendChecked(world.app, world.db, { method: 'DELETE', path: `/api/reservation/${id}` }, { writes: true });
      expect((canceled.json as { isCanceled: boolean }).isCanceled).toBe(true);
      await sendChecked(world.app, world.db, { method: 'DELETE', path: `/api/reservation/${id}` });
    },
    FUZZ_TIMEOUT,
  );
});

describe('GET and PUT /api/offer/{offerUuid}/{bookingCode}[/accept]', () => {
  const known = () => world.offers.all.map((offer) => ({ uuid: offer.offerUuid, code: offer.bookingCode }));
  const ids = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...known()) },
      { weight: 1, arbitrary: fc.constantFrom(...known()).map(({ uuid, code }) => ({ uuid: uuid.toUpperCase(), code })) },
      {
        weight: 2,
        arbitrary: fc.record({
          uuid: fc.oneof(fc.uuid({ version: 4 }), pathSegment),
          code: fc.oneof(fc.stringMatching(BOOKING_CODE), fc.constantFrom(...known().map(({ code }) => code)), pathSegment),
        }),
      },
    );
  const isKnown = ({ uuid, code }: { uuid: string; code: string }) => known().some((offer) => offer.uuid === uuid.toLowerCase() && offer.code === code);
  const routable = ({ uuid, code }: { uuid: string; code: string }) => uuid !== '' && code !== '' && !isDotSegment(uuid) && !isDotSegment(code);

  it(
    'answers an unknown and a malformed pair of ids alike, and a known one with the offer',
    async () => {
      const reference = await shown({ method: 'GET', path: '/api/offer/00000000-0000-4000-8000-000000000000/VA-0000000000' });
      expect(reference).toMatchObject({ status: 404, body: JSON.stringify([{ message: 'Offer not found' }]) });
      await fuzz(250, ids().filter(routable), async (pair) => {
        const path = `/api/offer/${pair.uuid}/${pair.code}`;
        const answer = await sendChecked(world.app, world.db, { method: 'GET', path });
        if (isKnown(pair)) expect(answer.status).toBe(200);
        else expectSameAnswer(answerShown(answer), reference, path);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers acceptances from its body schema — valid, broken or hostile — and a refusal writes nothing',
    async () => {
      const acceptance = { guestDetails: GUEST, payment: BANK };
      const body = fc.oneof(
        { weight: 3, arbitrary: schemaArbitrary(OfferAcceptBody, { overrides: { guestDetails: booker, payment } }).chain(bodyOf) },
        { weight: 2, arbitrary: mutateValue(fc.constant(acceptance)).chain(bodyOf) },
        { weight: 1, arbitrary: malformedBody },
      );
      // A 404 stores nothing, so its key stays new: one reference answer serves every run.
      const reference = await shown({
        method: 'PUT',
        path: '/api/offer/00000000-0000-4000-8000-000000000000/VA-0000000000/accept',
        headers: { 'Idempotency-Key': newKey() },
        body: { text: '{}', contentType: 'application/json' },
      });
      expect(reference).toMatchObject({ status: 404, body: JSON.stringify([{ message: 'Offer not found' }]) });
      await fuzz(250, ids().filter(routable), body, idempotencyKey, async (pair, raw, key) => {
        const path = `/api/offer/${pair.uuid}/${pair.code}/accept`;
        const answer = await sendChecked(world.app, world.db, { method: 'PUT', path, headers: keyHeader(key), body: raw }, { writes: true });
        // An offer that is not there: 404 whatever the body, once the key is usable and new (a fresh key has no stored answer).
        if (!isKnown(pair) && key !== null && IDEMPOTENCY_KEY.test(key) && !key.startsWith('reused-') && !refusedAsTransport(answer, raw)) {
          expectSameAnswer(answerShown(answer), reference, path);
        }
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('GET and PUT /api/reservation/check-in/{uuid}[/submit]', () => {
  /** A guest card as the check-in screen sends it: real values, blanks and hostile ones per field. */
  const guestCard = fc.record({
    name: fc.oneof(fc.constantFrom('Ana Horvat', 'Ivo Ivić', ''), naughtyValue),
    dateOfBirth: fc.oneof(fc.constantFrom('12.05.1990', '31.02.1990', '01.01.1904', '02.03.2027', '1990-05-12', null), naughtyValue),
    genderId: fc.oneof(fc.constantFrom(1, 2, null, 3, '1'), naughtyValue),
    travelDocumentTypesId: fc.oneof(fc.constantFrom(14, 25, 18, 23, null, 99), naughtyValue),
    documentNumber: fc.oneof(fc.constantFrom('112233445', 'C01X00T47', ''), naughtyValue),
    city: fc.oneof(fc.constantFrom('Split', 'Zagreb', ''), naughtyValue),
    countryOfBirthId: fc.oneof(fc.constantFrom('HR', 'DE', 'hr', 'XX', null), naughtyValue),
    email: fc.oneof(fc.constantFrom('ana.horvat@example.com', '', 'a@'), naughtyValue),
    contactNumber: fc.oneof(fc.constantFrom('+385 91 555 0192', ''), naughtyValue),
  });
  const submission = fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.array(guestCard, { minLength: 5, maxLength: 5 }), fc.boolean())
    .map(([count, cards, reversed]) => {
      const guests = cards.slice(0, count).map((card, index) => ({ id: index + 1, isPrimary: index === 0, ...card }));
      return { guests: reversed ? guests.reverse() : guests };
    });
  const uuid = () =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...seeds.checkInUuids) },
      { weight: 1, arbitrary: fc.constantFrom(...seeds.checkInUuids).map((id) => id.toUpperCase()) },
      { weight: 2, arbitrary: fc.oneof(fc.uuid(), pathSegment) },
    );
  const isKnown = (id: string) => seeds.checkInUuids.includes(id.toLowerCase());
  const routable = (id: string) => id !== '' && !isDotSegment(id);

  it(
    'answers every submit — guest cards valid, broken or hostile — without a 500, and a refusal writes nothing',
    async () => {
      expect(GUEST_FIELDS.every((field) => field in fc.sample(guestCard, 1)[0])).toBe(true);
      const body = fc.oneof({ weight: 4, arbitrary: fc.oneof(submission, mutateValue(submission)).chain(bodyOf) }, { weight: 1, arbitrary: malformedBody });
      const statuses = new Map<number, number>();
      await fuzz(300, uuid().filter(routable), body, async (id, raw) => {
        const answer = await sendChecked(world.app, world.db, { method: 'PUT', path: `/api/reservation/check-in/${id}/submit`, body: raw }, { writes: true });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      });
      expect(statuses.get(400)).toBeGreaterThan(30);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'answers an unknown and a malformed UUID alike, for GET and for a submit with any body',
    async () => {
      const unknown = '/api/reservation/check-in/2b1d9d0e-7c1a-4f43-9a57-0c8e3b6f5d21';
      const reference = {
        get: await shown({ method: 'GET', path: unknown }),
        put: await shown({ method: 'PUT', path: `${unknown}/submit`, body: { text: '{"guests":[]}', contentType: 'application/json' } }),
      };
      expect(reference.get).toMatchObject({ status: 404, body: JSON.stringify([{ message: 'Reservation not found' }]) });
      expect(reference.put).toEqual(reference.get);
      await fuzz(
        200,
        uuid().filter((id) => routable(id) && !isKnown(id)),
        fc.oneof(submission.chain(bodyOf), malformedBody),
        async (id, raw) => {
          const getPath = `/api/reservation/check-in/${id}`;
          expectSameAnswer(await shown({ method: 'GET', path: getPath }), reference.get, getPath);
          const putPath = `${getPath}/submit`;
          const answer = await sendChecked(world.app, world.db, { method: 'PUT', path: putPath, body: raw });
          // Only a body the body reader refuses (not JSON, too large, another type, text no guest types) is answered before the lookup, alike for every id.
          if (!refusedAsTransport(answer, raw)) expectSameAnswer(answerShown(answer), reference.put, putPath);
        },
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'shows a known registration whatever the language',
    async () => {
      await fuzz(50, fc.constantFrom(...seeds.checkInUuids), naughtyString, async (id, language) => {
        const answer = await sendChecked(world.app, world.db, {
          method: 'GET',
          path: `/api/reservation/check-in/${id}?language=${encodeSegment(language.slice(0, 100))}`,
        });
        expect([200, 410]).toContain(answer.status);
      });
    },
    FUZZ_TIMEOUT,
  );
});

describe('what the fuzzing stored', () => {
  it(
    'every reservation it made shows, with its check-in, and every demo offer still answers',
    async () => {
      const ids = (await world.db.all<{ public_id: string }>('SELECT public_id FROM reservations ORDER BY id')).map((row) => row.public_id);
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids) {
        const view = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/reservation/${id}?language=de` });
        expect(view.status).toBe(200);
        const { checkInUuid, isCanceled } = view.json as { checkInUuid: string | null; isCanceled: boolean };
        // A cancelled reservation no longer names its registration, which answers 410.
        const uuid = (await world.db.get<{ uuid: string }>(
          'SELECT c.uuid FROM reservation_check_ins c JOIN reservations r ON r.id = c.reservation_id WHERE r.public_id = ?',
          id,
        ))!.uuid;
        expect(checkInUuid).toBe(isCanceled ? null : uuid);
        const checkIn = await sendChecked(world.app, world.db, { method: 'GET', path: `/api/reservation/check-in/${uuid}` });
        expect(checkIn.status).toBe(isCanceled ? 410 : 200);
      }
      for (const offer of world.offers.all)
        expect((await sendChecked(world.app, world.db, { method: 'GET', path: `/api${offer.apiPath}?language=hr` })).status).toBe(200);
    },
    FUZZ_TIMEOUT,
  );
});
