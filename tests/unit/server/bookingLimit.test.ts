import { describe, expect, it } from 'vitest';
import { parseTrustedProxies } from '../../../server/clientAddress.ts';
import { configFromEnv } from '../../../server/config.ts';
import { RESERVATION_MESSAGES } from '../../../src/lib/checkout/reservation-contract.ts';
import { BANK, book, bookedUnits, bookingBody, CARD, countRows, newKey, room } from './booking-helpers.ts';
import { demoDb } from './driver.ts';
import { day, NOW, testApp } from './helpers.ts';
import { GATEWAY_GUEST, monriConfirm, zadarRoom } from './payments-helpers.ts';

const from = (address: string) => ({ 'X-Forwarded-For': address });
/** Each booking on its own three nights, so the unit type never sells out. */
let stays = 0;
const stay = () => {
  const start = 21 + 3 * (stays++ % 40);
  return [room({ from: day(start), to: day(start + 3) })];
};

describe('bookings that take no money up front', () => {
  it('are limited per client: over the limit 429 with Retry-After and a message for the guest, nothing booked', async () => {
    const db = await demoDb();
    let now = NOW.getTime();
    const app = testApp(db, { now: () => new Date(now), bookingLimit: { perClient: 2, perEmail: 0 }, trustedProxies: parseTrustedProxies('1') });
    for (const [i, payment] of [BANK, CARD].entries()) {
      const body = await bookingBody(app, { payment, rooms: stay(), guest: { email: `guest${i}@example.com` } });
      expect((await book(app, body, newKey(), from('203.0.113.7'))).status).toBe(201);
      now += 60_000;
    }
    const reservations = await countRows(db, 'reservations');
    const nights = await bookedUnits(db, 103, day(21), day(24));
    const third = await book(
      app,
      await bookingBody(app, { payment: BANK, rooms: [room()], guest: { email: 'guest3@example.com' } }),
      newKey(),
      from('203.0.113.7'),
    );
    expect(third.status).toBe(429);
    expect(third.body).toEqual([{ message: RESERVATION_MESSAGES.tooManyBookings }]);
    // The first of the two frees its place an hour after it was made: 58 minutes from now.
    expect(third.response.headers.get('Retry-After')).toBe(String(58 * 60));
    expect(await countRows(db, 'reservations')).toBe(reservations);
    expect(await bookedUnits(db, 103, day(21), day(24))).toEqual(nights);
    // Another guest behind the same proxy books on.
    expect(
      (await book(app, await bookingBody(app, { payment: BANK, rooms: stay(), guest: { email: 'other@example.com' } }), newKey(), from('198.51.100.1'))).status,
    ).toBe(201);
    // A second API process on the same database counts the same bookings of the client.
    const second = testApp(db, { now: () => new Date(now), bookingLimit: { perClient: 2, perEmail: 0 }, trustedProxies: parseTrustedProxies('1') });
    expect(
      (await book(second, await bookingBody(second, { payment: BANK, rooms: stay(), guest: { email: 'guest5@example.com' } }), newKey(), from('203.0.113.7')))
        .status,
    ).toBe(429);
    // An hour after the first booking the client may book again.
    now += 58 * 60_000;
    expect(
      (await book(app, await bookingBody(app, { payment: BANK, rooms: stay(), guest: { email: 'guest4@example.com' } }), newKey(), from('203.0.113.7'))).status,
    ).toBe(201);
  });

  it('are limited per e-mail address in any letter case, from any client, counted in the database', async () => {
    const db = await demoDb();
    const app = testApp(db, { bookingLimit: { perClient: 0, perEmail: 2 }, trustedProxies: parseTrustedProxies('1') });
    const as = (email: string, payment: Record<string, unknown> = BANK) => bookingBody(app, { payment, rooms: stay(), guest: { email } });
    expect((await book(app, await as('ana.horvat@example.com'), newKey(), from('203.0.113.1'))).status).toBe(201);
    expect((await book(app, await as('Ana.Horvat@Example.com', CARD), newKey(), from('203.0.113.2'))).status).toBe(201);
    const third = await book(app, await as('ANA.HORVAT@EXAMPLE.COM'), newKey(), from('203.0.113.3'));
    expect(third.status).toBe(429);
    expect(third.body).toEqual([{ message: RESERVATION_MESSAGES.tooManyBookings }]);
    expect(Number(third.response.headers.get('Retry-After'))).toBe(24 * 60 * 60);
    // A second API process on the same database counts the same bookings.
    const second = testApp(db, { bookingLimit: { perClient: 0, perEmail: 2 } });
    expect((await book(second, await as('ana.horvat@example.com'))).status).toBe(429);
    expect((await book(app, await as('marko@example.com'), newKey(), from('203.0.113.3'))).status).toBe(201);
  });

  it('leave a repeated request with the same key its first answer, and gateway payments alone', async () => {
    const db = await demoDb();
    const app = testApp(db, { bookingLimit: { perClient: 1, perEmail: 1 } });
    const body = await bookingBody(app, { payment: BANK });
    const key = newKey();
    const first = await book(app, body, key);
    expect(first.status).toBe(201);
    const again = await book(app, body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await book(app, await bookingBody(app, { payment: BANK, rooms: stay() }))).status).toBe(429);
    // Paid through a gateway before it is booked: not limited.
    for (const start of [10, 14]) {
      const paid = await bookingBody(app, { bookingEngine: 'hotel-zadar', guest: GATEWAY_GUEST, rooms: [zadarRoom(start)] });
      const { answer } = await monriConfirm(app, { amount: paid.expectedTotal });
      paid.payment = { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: answer.result.pan_token };
      expect((await book(app, paid)).status).toBe(201);
    }
  });

  it('are configured by API_BOOKINGS_PER_CLIENT and API_BOOKINGS_PER_EMAIL, 0 for no limit', () => {
    expect(configFromEnv({}).bookingLimit).toEqual({ perClient: 10, perEmail: 5 });
    expect(configFromEnv({ API_BOOKINGS_PER_CLIENT: '0', API_BOOKINGS_PER_EMAIL: '3' }).bookingLimit).toEqual({ perClient: 0, perEmail: 3 });
    expect(() => configFromEnv({ API_BOOKINGS_PER_EMAIL: 'many' })).toThrow("API_BOOKINGS_PER_EMAIL must be a whole number (0 for no limit), got 'many'");
  });
});
