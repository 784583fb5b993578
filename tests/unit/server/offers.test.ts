import { afterAll, describe, expect, it } from 'vitest';
import { offerBookability, OFFER_BOOKABILITY_MESSAGES as M } from '../../../src/lib/offer/offer-bookability.ts';
import { groupOfferReservations } from '../../../src/lib/offer/offer-grouping.ts';
import { priceBeforeDiscounts } from '../../../src/lib/offer/offer-pricing.ts';
import type { OfferPayload } from '../../../src/lib/offer/offer-contract.ts';
import { parseOfferArgs, parseRoom } from '../../../server/cli/offer-args.ts';
import { formatCatalogue, offerCatalogue } from '../../../server/cli/offer-list.ts';
import { createOffer, type CreateOfferInput } from '../../../server/offer-create.ts';
import { BOOKING_CODE, OFFER_UUID, bookingCodeFrom, engineInitials, uuidFrom } from '../../../server/offer-ids.ts';
import { DEMO_OFFER_KEYS, demoOffers, type DemoOffers } from '../../../server/seed/offer-scenarios.ts';
import { BANK, CARD, CARD_NUMBER, CVV, GUEST, bookedUnits, countRows, everyStoredValue, newKey, valuesHolding } from './booking-helpers.ts';
import { TEST_DRIVER, demoDb, dropWorkerTemplates, type TestDb } from './driver.ts';
import { NOW, TODAY, day, testApp } from './helpers.ts';

const NOT_FOUND = [{ message: 'Offer not found' }];
const KEY_REUSED = 'This request was already used for a different booking. Please reload the page and try again.';
const NO_LIMIT = { lookupLimit: { budget: 1_000_000, missWeight: 1, windowMs: 60_000, minimumMs: 0 } };

/** The demos seeded on other days (PostgreSQL: templates this worker made for them). */
afterAll(() => dropWorkerTemplates());

/** A seeded demo with its offers (those `seedDemoOffers` seeded for `now`), and the app over it. */
async function demo(now: Date = NOW): Promise<{ db: TestDb; app: ReturnType<typeof testApp>; offers: DemoOffers }> {
  const db = await demoDb({ parts: ['offers'], now });
  return { db, app: testApp(db, { ...NO_LIMIT, now: () => now }), offers: demoOffers(now) };
}

async function getOffer(app: ReturnType<typeof testApp>, path: string, query = '') {
  const response = await app.request(`/api${path}${query}`);
  return { status: response.status, body: (await response.json()) as any, response };
}

async function accept(app: ReturnType<typeof testApp>, path: string, body: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) {
  const response = await app.request(`/api${path}/accept`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { 'Idempotency-Key': key }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

const acceptance = (payment: unknown = BANK, guest: Record<string, unknown> = {}) => ({ guestDetails: { ...GUEST, ...guest }, payment });

describe('GET /api/offer/{offerUuid}/{bookingCode}', () => {
  it('answers the offer, its booker, the booking and the engine (02 §3.8–§3.11)', async () => {
    const { db, app, offers } = await demo();
    const { status, body, response } = await getOffer(app, offers.valid.apiPath);
    expect(status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(['booking', 'bookingEngine', 'offer']);
    expect(body.offer).toEqual({
      offerUuid: offers.valid.offerUuid,
      validUntil: Date.parse(`${day(14)}T23:59:59Z`) / 1000,
      createdAt: NOW.getTime() / 1000,
      status: 1,
      booker: {
        isGuest: true,
        firstName: 'Ana',
        lastName: 'Horvat',
        name: null,
        legalId: null,
        email: 'ana.horvat@example.com',
        phone: null,
        addres: null,
        countryId: 'HR',
        isNewsletterSubscribed: false,
      },
    });
    expect(body.booking).toMatchObject({ code: offers.valid.bookingCode, type: 2, deleted: 'N', hasAvail: true });
    expect(body.bookingEngine).toMatchObject({ slug: 'villa-adriatic', isVatRegistered: true, vatRate: 13, currency: 'EUR' });
    expect(body.bookingEngine.paymentMethods.map((method: { id: number }) => method.id)).toContain(2);
    // The property's texts in the offer's language, and none of the others'.
    expect('texts' in body.bookingEngine).toBe(false);
    const croatian = (await getOffer(app, `${offers.valid.apiPath}?language=hr`)).body.bookingEngine;
    expect(croatian.notePlaceholder).toMatch(/^Očekivano vrijeme dolaska/);
    expect(croatian.termsOfService).not.toBe(body.bookingEngine.termsOfService);
    // Each unit's cancellation note in the page's language, its terms as offered.
    type Unit = { ratePlansId: number; cancellationPolicy: { additionalNote: string | null; daysBeforeArrival: number } | null };
    const units = (await getOffer(app, `${offers.valid.apiPath}?language=hr`)).body.booking.reservations as Unit[];
    const noted = units.filter((unit) => unit.cancellationPolicy?.additionalNote);
    expect(noted.length).toBeGreaterThan(0);
    for (const unit of noted) {
      const hr = await db.get<{ note: string }>(
        `SELECT t.additional_note AS note FROM rate_plans rp JOIN cancellation_policy_translations t ON t.cancellation_policy_id = rp.cancellation_policy_id
         WHERE rp.id = ? AND t.language = 'hr'`,
        unit.ratePlansId,
      );
      expect(unit.cancellationPolicy!.additionalNote).toBe(hr!.note);
    }
    const english = (body.booking.reservations as Unit[]).map((unit) => unit.cancellationPolicy?.daysBeforeArrival);
    expect(units.map((unit) => unit.cancellationPolicy?.daysBeforeArrival)).toEqual(english);
  });

  it('sends every field of a reservation, priced so that its parts add up', async () => {
    const { app, offers } = await demo();
    const { body } = await getOffer(app, offers.valid.apiPath);
    const [first, , halfBoard] = body.booking.reservations;
    expect(Object.keys(first).sort()).toEqual(
      [
        'reservationsId',
        'arrivalDate',
        'departureDate',
        'adults',
        'children',
        'childrenAges',
        'currency',
        'prepaymentAmount',
        'discounts',
        'includedExtras',
        'ratePlanName',
        'ratePlansId',
        'totalAccommodationPrice',
        'totalReservationPrice',
        'firstNightPrice',
        'cancellationPolicy',
        'images',
        'unitType',
        'charges',
        'pricesPerDay',
        'isTouristTaxIncluded',
      ].sort(),
    );
    expect(first).toMatchObject({
      arrivalDate: Date.parse(`${day(40)}T00:00:00Z`) / 1000,
      departureDate: Date.parse(`${day(43)}T00:00:00Z`) / 1000,
      adults: 2,
      children: 0,
      currency: 'EUR',
      ratePlanName: 'Flexible rate',
      ratePlansId: 1031,
      discounts: [{ value: 10, type: 2, name: 'Returning guest', discountsId: null, id: expect.any(Number) }],
      unitType: { id: 103, name: 'Two-Bedroom Apartment with Sea View', standardOccupancy: 4, maxOccupancy: 6, latitude: 43.5066, longitude: 16.4291 },
      cancellationPolicy: { daysBeforeArrival: 7, prepaymentAmount: 30 },
    });
    expect(first.images[0]).toEqual({ name: expect.stringMatching(/\.webp$/), url: expect.stringMatching(/^\/images\/demo\//) });
    expect(first.unitType.amenities[0]).toEqual({ id: 1, name: 'Free Wi-Fi', imageUrl: expect.any(String) });

    for (const r of body.booking.reservations) {
      const charges = r.charges.reduce((sum: number, c: { primaryPrice: number; quantity: number }) => sum + c.primaryPrice * c.quantity, 0);
      expect(charges).toBeCloseTo(r.totalReservationPrice, 2);
      const nights = r.pricesPerDay.accommodation.reduce((sum: number, n: { total: number }) => sum + n.total, 0);
      expect(nights).toBeCloseTo(r.totalAccommodationPrice, 2);
      expect(r.charges[0]).toMatchObject({ type: 1, primaryPrice: r.totalAccommodationPrice, quantity: 1 });
      expect(r.firstNightPrice).toBe(r.pricesPerDay.accommodation[0].total);
    }
    // Breakfast ordered, mandatory cleaning, the environmental fee; VAT 13 % in each.
    expect(first.charges.map((c: { name: string; type: number }) => [c.name, c.type])).toEqual([
      ['Flexible rate', 1],
      ['Final cleaning', 2],
      ['Breakfast', 2],
      ['Environmental fee', 4],
    ]);
    expect(first.charges[0].taxes).toEqual([{ label: 'VAT', amount: expect.any(Number), taxesId: 1300, id: expect.any(Number) }]);
    expect(first.pricesPerDay.taxes).toEqual([{ label: 'VAT', rate: 13, taxesId: 1300 }]);
    expect(first.pricesPerDay.touristTaxes).toEqual([{ name: 'Tourist tax', pricingDynamic: 1, quantity: 3, total: expect.any(Number) }]);

    // Half board is priced per person per day: each night splits into base, adults and the 3–12 band.
    expect(halfBoard).toMatchObject({ ratePlansId: 1042, children: 1, childrenAges: [7] });
    for (const night of halfBoard.pricesPerDay.accommodation) {
      expect(night.perNight).toBeGreaterThan(0);
      expect(night.adults).toBeGreaterThan(0);
      expect(night.children).toEqual([{ ageFrom: 3, ageTo: 12, price: expect.any(Number) }]);
      expect(night.perNight + night.adults + night.children[0].price).toBeCloseTo(night.total, 2);
    }
    expect(halfBoard.charges[0].perPersonPrices).toEqual([
      { ageFrom: null, ageTo: null, persons: 2, price: expect.any(Number) },
      { ageFrom: 3, ageTo: 12, persons: 1, price: expect.any(Number) },
    ]);
    expect(halfBoard.includedExtras.map((e: { name: string }) => e.name)).toEqual(['Breakfast', 'Three-course dinner']);
    expect(halfBoard.pricesPerDay.services.filter((s: { total: number }) => s.total === 0).map((s: { name: string }) => s.name)).toEqual([
      'Breakfast',
      'Three-course dinner',
    ]);
  });

  it('prices the accommodation as the availability search does, less the offer’s discount', async () => {
    const { app, offers } = await demo();
    const { body } = await getOffer(app, offers.valid.apiPath);
    const search = await getOffer(app, `/availability?bookingEngine=villa-adriatic&from=${day(40)}&to=${day(43)}&adults=2&unitTypeId=103`);
    const rate = search.body.unitTypes[0].rates.find((r: { ratePlanId: number }) => r.ratePlanId === 1031);
    const [first] = body.booking.reservations;
    expect(first.totalAccommodationPrice).toBeCloseTo(rate.totalRate * 0.9, 2);
    expect(priceBeforeDiscounts(first.totalAccommodationPrice, first.discounts)).toBeCloseTo(rate.totalRate, 1);
  });

  it('merges the two identical apartments into one item of two units', async () => {
    const { app, offers } = await demo();
    const { body } = await getOffer(app, offers.valid.apiPath);
    const items = groupOfferReservations((body as OfferPayload).booking.reservations);
    expect(items.map((item) => [item.reservation.unitType.id, item.unitsNumber])).toEqual([
      [103, 2],
      [104, 1],
    ]);
  });

  it('answers names in the language asked for, the prices unchanged', async () => {
    const { app, offers } = await demo();
    const en = (await getOffer(app, offers.valid.apiPath)).body.booking.reservations[2];
    const de = (await getOffer(app, offers.valid.apiPath, '?language=de')).body.booking.reservations[2];
    expect(de.unitType.name).toBe('Deluxe-Doppelzimmer mit Balkon');
    expect(de.ratePlanName).toBe('Halbpension');
    expect(de.includedExtras.map((e: { name: string }) => e.name)).toEqual(['Frühstück', 'Drei-Gänge-Abendessen']);
    expect(de.pricesPerDay.touristTaxes[0].name).toBe('Kurtaxe');
    expect(de.charges[0].taxes[0].label).toBe('MwSt.');
    expect(de.totalReservationPrice).toBe(en.totalReservationPrice);
  });

  it('sends the company booker and the fixed discount', async () => {
    const { app, offers } = await demo();
    const { body } = await getOffer(app, offers.company.apiPath);
    expect(body.offer.booker).toEqual({
      isGuest: false,
      firstName: null,
      lastName: null,
      name: 'Adriatic Travel d.o.o.',
      legalId: 'HR12345678901',
      email: 'groups@adriatic-travel.example',
      phone: '+385 21 555 0101',
      addres: 'Obala hrvatskog narodnog preporoda 7, Split',
      countryId: 'HR',
      isNewsletterSubscribed: true,
    });
    expect(body.booking.reservations[0].discounts).toEqual([{ value: 25, type: 1, name: 'Agency rate', discountsId: null, id: expect.any(Number) }]);
  });

  it('has no taxes for a property that is not VAT registered', async () => {
    const { app, offers } = await demo();
    const { body } = await getOffer(app, offers.notVatRegistered.apiPath);
    expect(body.bookingEngine).toMatchObject({ slug: 'apartments-split', isVatRegistered: false });
    expect(body.booking.reservations[0].pricesPerDay.taxes).toEqual([]);
    expect(body.booking.reservations[0].charges.every((c: { taxes: unknown[] }) => c.taxes.length === 0)).toBe(true);
  });

  it.each(DEMO_OFFER_KEYS.map((key) => [key]))('shows the demo offer "%s" in its state of 02 §4.5', async (key) => {
    const { app, offers } = await demo();
    const { status, body } = await getOffer(app, offers[key].apiPath);
    expect(status).toBe(200);
    expect(offerBookability(body.offer, body.booking, NOW)).toBe(offers[key].message);
  });

  it('reads hasAvail from the inventory now, counting every unit of a unit type', async () => {
    const { db, app, offers } = await demo();
    // One of the two sea-view apartments taken on one night: the offer holds two of them.
    await db.run('UPDATE unit_type_inventory SET booked_units = total_units - 1 WHERE unit_type_id = 103 AND date = ?', day(41));
    const { body } = await getOffer(app, offers.valid.apiPath);
    expect(body.booking.hasAvail).toBe(false);
    expect(offerBookability(body.offer, body.booking, NOW)).toBe(M.notEnoughUnits);
  });

  it('answers 404 "Offer not found" for unknown and malformed ids, the same for both', async () => {
    const { app, offers } = await demo();
    const { offerUuid, bookingCode } = offers.valid;
    const other = offers.company;
    for (const path of [
      `/offer/${crypto.randomUUID()}/${bookingCode}`,
      `/offer/${offerUuid}/${other.bookingCode}`,
      `/offer/${other.offerUuid}/${bookingCode}`,
      `/offer/${offerUuid}/VA-0000000000`,
      `/offer/not-a-uuid/${bookingCode}`,
      `/offer/${offerUuid}/nonsense`,
      `/offer/1/2`,
      `/offer/${offerUuid.replace(/-4/, '-1')}/${bookingCode}`,
    ]) {
      const { status, body } = await getOffer(app, path);
      expect([path, status, body]).toEqual([path, 404, NOT_FOUND]);
    }
  });

  it('finds an offer whose UUID is written in capitals', async () => {
    const { app, offers } = await demo();
    const { status } = await getOffer(app, `/offer/${offers.valid.offerUuid.toUpperCase()}/${offers.valid.bookingCode}`);
    expect(status).toBe(200);
  });
});

describe('PUT /api/offer/{offerUuid}/{bookingCode}/accept', () => {
  it('turns the offer into a reservation by bank transfer, taking one unit for every night of every unit', async () => {
    const { db, app, offers } = await demo();
    const path = offers.valid.apiPath;
    const before = { 103: await bookedUnits(db, 103, day(39), day(44)), 104: await bookedUnits(db, 104, day(39), day(44)) };
    const offer = (await getOffer(app, path)).body as OfferPayload;
    const { status, body } = await accept(app, path, acceptance());

    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      response: { publicId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), internalId: 1, code: expect.stringMatching(/^VA-2027-\d{8}$/) },
    });
    expect((await bookedUnits(db, 103, day(39), day(44))).map((n, i) => n - before[103][i])).toEqual([0, 2, 2, 2, 0]);
    expect((await bookedUnits(db, 104, day(39), day(44))).map((n, i) => n - before[104][i])).toEqual([0, 1, 1, 1, 0]);

    const reservation = (await getOffer(app, `/reservation/${body.response.publicId}`)).body;
    const total = offer.booking.reservations.reduce((sum, r) => sum + r.totalReservationPrice, 0);
    expect(reservation.receipt.price.total).toBeCloseTo(total, 2);
    expect(reservation).toMatchObject({
      code: body.response.code,
      isCanceled: false,
      paymentMethodId: 2,
      cardHolderName: null,
      maskedPan: null,
      bookingEngine: 'villa-adriatic',
    });
    expect(reservation.reservationIds).toHaveLength(3);
    expect(reservation.bankTransferSettings).toMatchObject({ iban: expect.any(String) });
    expect(reservation.prepaymentAmount).toBeGreaterThan(0);
    expect(reservation.receipt.accomodation.items.map((item: { unitTypeId: number; price: number }) => [item.unitTypeId, item.price])).toEqual(
      offer.booking.reservations.map((r) => [r.unitType.id, r.totalAccommodationPrice]),
    );
    expect(reservation.receipt.accomodation.items[2].includedServices).toEqual(['Breakfast', 'Three-course dinner']);
    expect(reservation.touristTaxes).toHaveLength(3);
    // The booker the offer knew, the rest from the guest.
    expect(reservation.guest).toMatchObject({
      isCompany: false,
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      country: 'HR',
      phone: GUEST.phone,
    });
    expect(reservation.guest.note).toBe(GUEST.note);
    // The guest's confirmation and the property's notification are queued with the acceptance (server/mail/).
    expect(await db.all('SELECT event, recipient FROM mail_outbox WHERE reservation_id = ? ORDER BY recipient', body.response.internalId)).toEqual([
      { event: 'offer-accepted', recipient: 'guest' },
      { event: 'offer-accepted', recipient: 'property' },
    ]);
  });

  it('is no longer bookable once accepted: its booking is a reservation', async () => {
    const { app, offers } = await demo();
    const path = offers.valid.apiPath;
    const accepted = await accept(app, path, acceptance());
    expect(accepted.status).toBe(201);
    const { body } = await getOffer(app, path);
    expect(body.booking.type).toBe(1);
    // The offer's link may have been passed on: its answer never names the reservation it became.
    expect(JSON.stringify(body)).not.toContain(accepted.body.response.publicId);
    expect(offerBookability(body.offer, body.booking, NOW)).toBe(M.bookingUnavailable);
    const again = await accept(app, path, acceptance());
    expect(again).toMatchObject({ status: 409, body: [{ message: 'Booking is not available.' }] });
  });

  it('accepts by card: only the holder, the brand and the masked PAN are kept', async () => {
    const { db, app, offers } = await demo();
    const { status, body } = await accept(app, offers.valid.apiPath, acceptance({ ...CARD, cardNumber: '4111 1111 1111 1111' }));
    expect(status).toBe(201);
    const reservation = (await getOffer(app, `/reservation/${body.response.publicId}`)).body;
    expect(reservation).toMatchObject({ paymentMethodId: 1, cardHolderName: 'Ana Horvat', maskedPan: '411111******1111', bankTransferSettings: null });
    const values = await everyStoredValue(db);
    expect(values.filter((value) => value.replace(/\D/g, '').includes(CARD_NUMBER))).toEqual([]);
    expect(valuesHolding(values, CVV)).toEqual([]);
  });

  it('checks the card with the checkout’s rules', async () => {
    const { db, app, offers } = await demo();
    const bad = await accept(app, offers.valid.apiPath, acceptance({ ...CARD, cardNumber: '4111111111111112', cvv: '12', expirationDate: '01/20' }));
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual([
      { message: 'This card number is not valid. Please check it.', field: 'cardNumber' },
      { message: 'Expiration date is in the past', field: 'expirationDate' },
      { message: 'The CVV must be 3 or 4 digits', field: 'cvv' },
    ]);
    expect(await countRows(db, 'reservations')).toBe(0);
  });

  it('keeps the values the offer knows of the booker, whatever is sent', async () => {
    const { app, offers } = await demo();
    const { body } = await accept(
      app,
      offers.valid.apiPath,
      acceptance(BANK, { firstName: 'Eve', lastName: 'Other', email: 'eve@example.com', country: 'DE' }),
    );
    const reservation = (await getOffer(app, `/reservation/${body.response.publicId}`)).body;
    expect(reservation.guest).toMatchObject({ firstName: 'Ana', lastName: 'Horvat', email: 'ana.horvat@example.com', country: 'HR' });
  });

  it('books a company booker as a company with its name and VAT id', async () => {
    const { app, offers } = await demo();
    const { status, body } = await accept(app, offers.company.apiPath, {
      guestDetails: { estimatedTimeOfArrival: '18:00', note: '', isCompany: false },
      payment: BANK,
    });
    expect(status).toBe(201);
    const reservation = (await getOffer(app, `/reservation/${body.response.publicId}`)).body;
    expect(reservation.guest).toMatchObject({
      isCompany: true,
      companyName: 'Adriatic Travel d.o.o.',
      companyVatId: 'HR12345678901',
      email: 'groups@adriatic-travel.example',
      phone: '+385 21 555 0101',
      country: 'HR',
    });
  });

  it('takes only the payment methods the property offers', async () => {
    const { db, app, offers } = await demo();
    const path = offers.notVatRegistered.apiPath;
    const guest = { firstName: 'Marko', lastName: 'Kovač', country: 'HR' };
    const card = await accept(app, path, acceptance({ ...CARD, name: 'Marko Kovač' }, guest));
    expect(card).toMatchObject({ status: 400, body: [{ message: 'This payment method is not available for this property' }] });
    expect(await countRows(db, 'reservations')).toBe(0);
    const bank = await accept(app, path, acceptance(BANK, guest));
    expect(bank.status).toBe(201);
    expect(bank.body.response.code).toMatch(/^AS-2027-/);
  });

  it.each(DEMO_OFFER_KEYS.filter((key) => demoOffers(TODAY)[key].message !== null).map((key) => [key]))(
    'refuses the demo offer "%s" with its banner message, writing nothing',
    async (key) => {
      const { db, app, offers } = await demo();
      const { status, body } = await accept(app, offers[key].apiPath, acceptance());
      expect(status).toBe(409);
      expect(body).toEqual([{ message: offers[key].message }]);
      expect(await countRows(db, 'reservations')).toBe(0);
      expect(await countRows(db, 'idempotency_keys')).toBe(0);
    },
  );

  it('refuses when the units were sold meanwhile, and the key may be used again once they are free', async () => {
    const { db, app, offers } = await demo();
    const path = offers.valid.apiPath;
    await db.run('UPDATE unit_type_inventory SET booked_units = total_units WHERE unit_type_id = 104 AND date = ?', day(42));
    const key = newKey();
    const apartments = await bookedUnits(db, 103, day(40), day(43));
    const refused = await accept(app, path, acceptance(), key);
    expect(refused).toMatchObject({ status: 409, body: [{ message: 'Not enough available units.' }] });
    expect(await countRows(db, 'reservations')).toBe(0);
    expect(await bookedUnits(db, 103, day(40), day(43))).toEqual(apartments);

    await db.run('UPDATE unit_type_inventory SET booked_units = 0 WHERE unit_type_id = 104 AND date = ?', day(42));
    expect((await accept(app, path, acceptance(), key)).status).toBe(201);
  });

  it('takes an offer up to the end of the UTC day of its validUntil, and refuses it after', async () => {
    const { db, offers } = await demo();
    const at = (iso: string) => testApp(db, { ...NO_LIMIT, now: () => new Date(iso) });
    expect(await accept(at(`${day(15)}T00:00:00Z`), offers.valid.apiPath, acceptance())).toMatchObject({
      status: 409,
      body: [{ message: 'This offer has expired.' }],
    });
    expect((await accept(at(`${day(14)}T23:59:59Z`), offers.valid.apiPath, acceptance())).status).toBe(201);
  });

  describe('idempotency (the Idempotency-Key of POST /reservation)', () => {
    it('replays the first answer for the same key and body, with one reservation', async () => {
      const { db, app, offers } = await demo();
      const key = newKey();
      const first = await accept(app, offers.valid.apiPath, acceptance(CARD), key);
      const second = await accept(app, offers.valid.apiPath, acceptance({ ...CARD, cvv: '123' }), key);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.text).toBe(first.text);
      expect(await countRows(db, 'reservations')).toBe(1);
    });

    it('refuses the key with another body, or for another offer', async () => {
      const { app, offers } = await demo();
      const key = newKey();
      expect((await accept(app, offers.valid.apiPath, acceptance(), key)).status).toBe(201);
      expect(await accept(app, offers.valid.apiPath, acceptance(BANK, { phone: '+385 98 000 000' }), key)).toMatchObject({
        status: 422,
        body: [{ message: KEY_REUSED }],
      });
      expect(await accept(app, offers.company.apiPath, acceptance(), key)).toMatchObject({ status: 422, body: [{ message: KEY_REUSED }] });
    });

    it('refuses a key a checkout booking used', async () => {
      const { db, offers } = await demo();
      const app = testApp(db, NO_LIMIT);
      const key = newKey();
      await db.run(
        `INSERT INTO idempotency_keys (key, request_hash, status, response, reservation_id, created_at) VALUES (?, ?, 201, '{}', NULL, '2027-03-01T09:00:00.000Z')`,
        key,
        'a'.repeat(64),
      );
      expect(await accept(app, offers.valid.apiPath, acceptance(), key)).toMatchObject({ status: 422, body: [{ message: KEY_REUSED }] });
    });

    it('requires a well-formed key', async () => {
      const { app, offers } = await demo();
      expect(await accept(app, offers.valid.apiPath, acceptance(), null)).toMatchObject({
        status: 400,
        body: [{ message: 'Idempotency-Key header is required' }],
      });
      expect(await accept(app, offers.valid.apiPath, acceptance(), 'short')).toMatchObject({
        status: 400,
        body: [{ message: 'Idempotency-Key must be 8 to 128 letters, digits, dashes or underscores' }],
      });
    });
  });

  describe('bad requests: 4xx JSON arrays of { message }, never a 500', () => {
    it('answers 404 "Offer not found" for unknown and malformed ids', async () => {
      const { app, offers } = await demo();
      for (const path of [
        `/offer/${crypto.randomUUID()}/${offers.valid.bookingCode}`,
        `/offer/x/${offers.valid.bookingCode}`,
        `/offer/${offers.valid.offerUuid}/x`,
      ]) {
        expect(await accept(app, path, acceptance())).toMatchObject({ status: 404, body: NOT_FOUND });
      }
    });

    it.each([
      ['no body', undefined, ['Booking details are required']],
      ['an array', [], ['Booking details are required']],
      ['a string', '"yes"', ['Booking details are required']],
      ['no guest details', { payment: BANK }, ['Guest details are required']],
      ['guest details as a list', { guestDetails: [], payment: BANK }, ['Guest details are required']],
      ['no payment', { guestDetails: GUEST }, ['Payment details are required']],
      ['a payment type that is not a number', { guestDetails: GUEST, payment: { type: 'card' } }, ['Payment method is not valid']],
      ['an unknown payment type', { guestDetails: GUEST, payment: { type: 99 } }, ['This payment method is not available for this property']],
    ])('refuses %s', async (_name, body, messages) => {
      const { app, offers } = await demo();
      const response = await app.request(`/api${offers.valid.apiPath}/accept`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }[]).map((entry) => entry.message)).toEqual(messages);
    });

    it('refuses a body that is not JSON', async () => {
      const { app, offers } = await demo();
      expect(await accept(app, offers.valid.apiPath, '{"guestDetails":')).toMatchObject({ status: 400, body: [{ message: 'Request body is not valid JSON' }] });
    });

    it('lists the booker problems by field, with the checkout’s messages', async () => {
      const { app, offers } = await demo();
      const { status, body } = await accept(app, offers.notVatRegistered.apiPath, {
        guestDetails: { firstName: 'A'.repeat(21), phone: '', estimatedTimeOfArrival: '25:00', termsAccepted: false },
        payment: BANK,
      });
      expect(status).toBe(400);
      expect(body).toEqual([
        { message: 'This value can be at most 20 characters long', field: 'firstName' },
        { message: 'This value cannot be empty', field: 'lastName' },
        { message: 'This value cannot be empty', field: 'phone' },
        { message: 'This value cannot be empty', field: 'country' },
        { message: 'This value is not valid', field: 'estimatedTimeOfArrival' },
        { message: 'Please accept the terms of service and the privacy policy to book.', field: 'termsAccepted' },
      ]);
    });

    it('refuses an e-mail address that cannot receive mail', async () => {
      const { app, path } = await offerWithUnknownBooker();
      expect(await accept(app, path, acceptance(BANK, { email: 'ana@mail.invalid' }))).toMatchObject({
        status: 400,
        body: [{ message: 'Email doesnt exist' }],
      });
    });

    it('does not check an e-mail address the offer knows: its own stands', async () => {
      const { app, offers } = await demo();
      const { status, body } = await accept(
        app,
        offers.notVatRegistered.apiPath,
        acceptance(BANK, { firstName: 'Marko', lastName: 'Kovač', country: 'HR', email: 'ana@mail.invalid' }),
      );
      expect(status).toBe(201);
      const reservation = (await getOffer(app, `/reservation/${body.response.publicId}`)).body;
      expect(reservation.guest.email).toBe('marko.kovac@example.com');
    });
  });
});

/** An offer whose booker the property knows nothing of. */
async function offerWithUnknownBooker() {
  const db = await demoDb();
  const offer = await createOffer(db, {
    ...offerInput(),
    booker: { ...offerInput().booker, email: null, firstName: null, lastName: null, countryId: null },
  });
  return { db, app: testApp(db, NO_LIMIT), path: `/offer/${offer.offerUuid}/${offer.bookingCode}` };
}

function offerInput(changes: Partial<CreateOfferInput> = {}): CreateOfferInput {
  return {
    bookingEngine: 'villa-adriatic',
    from: day(60),
    to: day(63),
    units: [{ unitTypeId: 107, ratePlanId: 1071, adults: 2, childrenAges: [], services: [] }],
    promoCode: null,
    discount: null,
    validUntil: day(10),
    booker: {
      isGuest: true,
      firstName: 'Ivana',
      lastName: 'Marić',
      name: null,
      legalId: null,
      email: 'ivana.maric@example.com',
      phone: null,
      address: null,
      countryId: 'HR',
      isNewsletterSubscribed: false,
    },
    language: 'en',
    now: NOW,
    ...changes,
  };
}

describe('createOffer (what npm run offer:create does)', () => {
  it('gives every offer a random UUID v4 and booking code', async () => {
    const db = await demoDb();
    const a = await createOffer(db, offerInput());
    const b = await createOffer(db, offerInput());
    for (const offer of [a, b]) {
      expect(offer.offerUuid).toMatch(OFFER_UUID);
      expect(offer.bookingCode).toMatch(BOOKING_CODE);
      expect(offer.bookingCode.startsWith('VA-')).toBe(true);
    }
    expect(a.offerUuid).not.toBe(b.offerUuid);
    expect(a.bookingCode).not.toBe(b.bookingCode);
  });

  it('takes a booker’s phone with its calling code, or a national one with the booker’s country', async () => {
    const db = await demoDb();
    for (const booker of [
      { ...offerInput().booker, phone: '+49 30 1234567', countryId: null },
      { ...offerInput().booker, phone: '091 555 0192', countryId: 'HR' },
    ]) {
      const offer = await createOffer(db, offerInput({ booker }));
      expect(offer.offerUuid).toMatch(OFFER_UUID);
    }
    expect(await countRows(db, 'offers')).toBe(2);
  });

  it('needs as many free units as the offer holds of a unit type on each night', async () => {
    const db = await demoDb();
    await db.run('UPDATE unit_type_inventory SET booked_units = total_units - 1 WHERE unit_type_id = 107 AND date = ?', day(61));
    const unit = offerInput().units[0];
    expect((await createOffer(db, offerInput())).units).toHaveLength(1);
    await expect(createOffer(db, offerInput({ units: [unit, unit] }))).rejects.toMatchObject({ messages: ['UnitType is not available'] });
  });

  it('records a promo code as an offer discount of the reverse type, before the offer’s own', async () => {
    const db = await demoDb();
    const offer = await createOffer(db, offerInput({ promoCode: 'SUMMER10', discount: { type: 1, value: 15, name: 'Loyal guest' } }));
    const { body } = await getOffer(testApp(db, NO_LIMIT), `/offer/${offer.offerUuid}/${offer.bookingCode}`);
    const [r] = body.booking.reservations;
    expect(r.discounts).toEqual([
      { value: 10, type: 2, name: 'Summer 10\u00a0% off', discountsId: expect.any(Number), id: expect.any(Number) },
      { value: 15, type: 1, name: 'Loyal guest', discountsId: null, id: expect.any(Number) },
    ]);
    const search = await getOffer(testApp(db, NO_LIMIT), `/availability?bookingEngine=villa-adriatic&from=${day(60)}&to=${day(63)}&adults=2&unitTypeId=107`);
    const rate = search.body.unitTypes[0].rates.find((x: { ratePlanId: number }) => x.ratePlanId === 1071);
    expect(priceBeforeDiscounts(r.totalAccommodationPrice, r.discounts)).toBeCloseTo(rate.totalRateBeforeDiscount, 1);
  });

  it.each([
    ['an unknown property', { bookingEngine: 'nowhere' }, ['Unknown property']],
    ['no units', { units: [] }, ['An offer needs at least one unit']],
    ['a stay in the past', { from: day(-3), to: day(-1) }, ['Check-in date cannot be in the past']],
    ['a validity already over', { validUntil: day(-1) }, ['Valid until cannot be before today']],
    ['a percentage of 100', { discount: { type: 2, value: 100, name: 'All' } }, ['A discount must be above 0, and a percentage below 100']],
    ['an unknown discount type', { discount: { type: 3, value: 10, name: 'X' } }, ['Discount type must be 1 (fixed amount) or 2 (percentage)']],
    [
      'a sold-out stay',
      { units: [{ unitTypeId: 104, ratePlanId: 1041, adults: 2, childrenAges: [], services: [] }], from: day(12), to: day(14) },
      ['UnitType is not available'],
    ],
    ['too many guests', { units: [{ unitTypeId: 107, ratePlanId: 1071, adults: 5, childrenAges: [], services: [] }] }, ['Max occupancy for this unit is 2']],
    [
      'a rate of another unit type',
      { units: [{ unitTypeId: 107, ratePlanId: 1031, adults: 2, childrenAges: [], services: [] }] },
      ['The selected rate is not available for this stay'],
    ],
    [
      'units of two properties',
      {
        bookingEngine: 'dalmatia-collection',
        units: [
          { unitTypeId: 301, ratePlanId: 3011, adults: 2, childrenAges: [], services: [] },
          { unitTypeId: 404, ratePlanId: 4041, adults: 2, childrenAges: [], services: [] },
        ],
      },
      ['All units of a booking must be at one property'],
    ],
    [
      'a booker’s phone no one can call and an e-mail address no one can write to',
      { booker: { ...offerInput().booker, phone: 'abc', email: 'ivana.maric@' } },
      [
        "The booker's e-mail is not an address one can write to",
        "The booker's phone is not a number one can call: give it with its calling code (+385 91 555 0192), or with the booker's country",
      ],
    ],
    [
      'a national phone number without the booker’s country',
      { booker: { ...offerInput().booker, phone: '091 555 0192', countryId: null } },
      ["The booker's phone is not a number one can call: give it with its calling code (+385 91 555 0192), or with the booker's country"],
    ],
  ] as Array<[string, Partial<CreateOfferInput>, string[]]>)('refuses %s', async (_name, changes, messages) => {
    const db = await demoDb();
    await expect(createOffer(db, offerInput(changes))).rejects.toMatchObject({ messages });
    expect(await countRows(db, 'offers')).toBe(0);
  });
});

describe('the demo offers', () => {
  it('have ids derived from the seeding day, valid in form, different every day', () => {
    const a = demoOffers(TODAY);
    const b = demoOffers(day(1));
    for (const offer of a.all) {
      expect(offer.offerUuid).toMatch(OFFER_UUID);
      expect(offer.bookingCode).toMatch(BOOKING_CODE);
      expect(offer.link('hr')).toBe(`/hr/offer/${offer.offerUuid}/${offer.bookingCode}`);
    }
    expect(demoOffers(TODAY).valid.offerUuid).toBe(a.valid.offerUuid);
    expect(b.valid.offerUuid).not.toBe(a.valid.offerUuid);
    expect(new Set(a.all.map((offer) => offer.offerUuid)).size).toBe(a.all.length);
    expect(demoOffers(NOW).today).toBe(TODAY);
  });

  it('have one offer for each banner message and three that can be accepted', () => {
    const messages = demoOffers(TODAY).all.map((offer) => offer.message);
    expect(messages.filter((message) => message === null)).toHaveLength(3);
    expect(messages.filter((message) => message !== null).sort()).toEqual(Object.values(M).sort());
  });

  // SQLite only: the demo is seeded on SQLite on every driver (a PostgreSQL demo is a copy of it), and a demo of another
  // day would cost the PostgreSQL run a template each; the offer pages themselves are tested on both drivers above.
  it.skipIf(TEST_DRIVER === 'postgres').each(['2026-06-15T21:30:00Z', '2027-12-30T23:30:00Z', '2028-02-28T23:59:00Z'])(
    'hold their states for a demo seeded at %s',
    async (iso) => {
      const now = new Date(iso);
      const { app, offers } = await demo(now);
      for (const offer of offers.all) {
        const { body } = await getOffer(app, offer.apiPath);
        expect([offer.key, offerBookability(body.offer, body.booking, now)]).toEqual([offer.key, offer.message]);
      }
    },
  );
});

describe('offer ids', () => {
  it('formats bytes as a UUID v4 and a booking code of Crockford base 32', () => {
    expect(uuidFrom(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFrom(new Uint8Array(16))).toMatch(OFFER_UUID);
    expect(bookingCodeFrom('villa-adriatic', Uint8Array.from([0, 1, 8, 17, 18, 21, 26, 31, 32, 255]))).toBe('VA-018HJNTZ0Z');
    expect(engineInitials('apartments-split')).toBe('AS');
    expect(engineInitials('boutique')).toBe('BO');
    expect(engineInitials('9-lives')).toBe('OF');
  });
});

describe('the command line of npm run offer:create', () => {
  const base = ['--engine', 'villa-adriatic', '--from', '2027-07-01', '--to', '2027-07-04'];

  it('reads rooms, services, discount, validity and booker', () => {
    const parsed = parseOfferArgs(
      [
        ...base,
        '--room',
        '103:1031:2::2',
        '--room',
        '104:1042:2:7',
        '--service',
        '102=1',
        '--discount',
        '10%',
        '--discount-name',
        'Returning guest',
        '--valid-days',
        '14',
        '--first-name',
        'Ana',
        '--email',
        'ana@example.com',
        '--country',
        'hr',
        '--language',
        'HR',
      ],
      '2027-03-01',
    );
    expect(parsed.ok).toBe(true);
    if (parsed.ok !== true) return;
    const { offer } = parsed.request;
    expect(offer.units.map((unit) => [unit.unitTypeId, unit.ratePlanId, unit.adults, unit.childrenAges, unit.services])).toEqual([
      [103, 1031, 2, [], [{ serviceId: 102, quantity: 1 }]],
      [103, 1031, 2, [], [{ serviceId: 102, quantity: 1 }]],
      [104, 1042, 2, [7], [{ serviceId: 102, quantity: 1 }]],
    ]);
    expect(offer).toMatchObject({ discount: { type: 2, value: 10, name: 'Returning guest' }, validUntil: '2027-03-15', language: 'hr', promoCode: null });
    expect(offer.booker).toMatchObject({ isGuest: true, firstName: 'Ana', lastName: null, email: 'ana@example.com', countryId: 'HR' });
  });

  it('reads a fixed discount, a company booker and a validity date', () => {
    const parsed = parseOfferArgs(
      [
        ...base,
        '--room',
        '105:1051:2:4,13',
        '--discount',
        '25',
        '--company',
        'Adriatic Travel d.o.o.',
        '--vat-id',
        'HR1',
        '--first-name',
        'Ignored',
        '--valid-until',
        '2027-04-01',
      ],
      '2027-03-01',
    );
    expect(parsed).toMatchObject({
      ok: true,
      request: {
        offer: {
          discount: { type: 1, value: 25, name: 'Special offer' },
          validUntil: '2027-04-01',
          booker: { isGuest: false, firstName: null, name: 'Adriatic Travel d.o.o.', legalId: 'HR1' },
        },
      },
    });
  });

  it('lists every problem', () => {
    expect(parseOfferArgs(['--from', 'tomorrow', '--room', '103', '--discount', 'ten', '--country', 'Croatia', '--vat-id', 'X'], '2027-03-01')).toEqual({
      ok: false,
      messages: [
        '--engine is required',
        '--from must be a date (YYYY-MM-DD) or +N days from today',
        '--to must be a date (YYYY-MM-DD) or +N days from today',
        '--room 103: expected <unitTypeId>:<ratePlanId>:<adults>[:<child ages>[:<units>]]',
        '--discount must be an amount (20) or a percentage (10%)',
        '--vat-id needs --company',
        '--country must be a two-letter ISO code, e.g. HR',
      ],
    });
    expect(parseOfferArgs(['--unknown'], '2027-03-01')).toMatchObject({ ok: false });
    expect(parseOfferArgs(['--help'], '2027-03-01')).toEqual({ ok: 'help' });
    expect(parseRoom('103:1031:2:18')).toBe('--room 103:1031:2:18: child ages are 0 to 17');
  });

  it('takes days after today (UTC) for the stay, so the README example works on any day', () => {
    const parsed = parseOfferArgs(['--engine', 'villa-adriatic', '--from', '+30', '--to', '+33', '--room', '103:1031:2'], '2027-03-01');
    expect(parsed).toMatchObject({ ok: true, request: { offer: { from: '2027-03-31', to: '2027-04-03' } } });
  });

  it('--list asks for the engine’s catalogue in a language; the catalogue names every id --room and --service take', async () => {
    expect(parseOfferArgs(['--engine', 'dalmatia-collection', '--list', '--language', 'hr'], '2027-03-01')).toEqual({
      ok: 'list',
      engine: 'dalmatia-collection',
      language: 'hr',
    });
    expect(parseOfferArgs(['--list'], '2027-03-01')).toEqual({ ok: false, messages: ['--engine is required'] });
    const db = await demoDb();
    const listed = (await offerCatalogue(db, 'villa-adriatic', 'en'))!;
    const text = formatCatalogue('villa-adriatic', listed);
    expect(text).toContain('  103  Two-Bedroom Apartment with Sea View, up to');
    expect(text).toContain('      103:1031  Flexible rate');
    expect(text).toMatch(/^ {2}102 {2}\S/m);
    expect(await offerCatalogue(db, 'nowhere', 'en')).toBeNull();
  });
});
