/**
 * Books the demo check-in reservations (`seed/checkin-scenarios.ts`) on a
 * freshly seeded demo: through the booking code itself (priced from the
 * catalogue, inventory taken, receipt kept), so their reservation pages
 * are real ones; then gives them their documented public ids and check-in
 * UUIDs and registers the guests of the checked-in one.
 */
import { applicableFees, touristTaxTotal } from '../../src/lib/extras/fees.ts';
import { parseDateOfBirth } from '../../src/lib/checkin/checkin-dob.ts';
import { validateGuest } from '../../src/lib/checkin/checkin.ts';
import { isPossiblePhone } from '../../src/lib/checkout/phone-number.ts';
import { extrasTotals, startingQuantity } from '../../src/lib/extras/extras.ts';
import { totalRateBeforeTax } from '../../src/lib/pricing/vat.ts';
import { computeAvailability } from '../availability.ts';
import { BANK_TRANSFER, createReservation } from '../booking.ts';
import { todayIn } from '../dates.ts';
import type { Database } from '../db.ts';
import { queriesOf, type Queryable } from '../store/queries.ts';
import { requestHash } from '../idempotency.ts';
import { paymentInputOf } from '../payments/check.ts';
import { findEngineContext, type EngineContext } from '../repo/bookingEngines.ts';
import { markCheckedIn, replaceCheckInGuests } from '../repo/checkins.ts';
import { get } from '../sql.ts';
import type { ReservationRoomInput } from '../../src/lib/checkout/reservation-contract.ts';
import { demoCheckIns, type DemoCheckIn } from './checkin-scenarios.ts';
import { DEMO_TIMEZONE } from './scenarios.ts';

/** The total the site would show for one room with no optional extras (what createReservation checks). */
async function siteTotal(db: Queryable, context: EngineContext, room: ReservationRoomInput, now: Date): Promise<number> {
  const payload = await computeAvailability(
    db,
    context,
    {
      from: room.from,
      to: room.to,
      adults: room.adults,
      childrenAges: room.children,
      rooms: 1,
      promoCode: null,
      unitTypeId: String(room.unitTypeId),
      location: null,
      bookingEngineId: null,
      language: 'en',
      currency: context.engine.currency,
    },
    { baseCurrency: 'EUR', currencies: {} },
    now,
  );
  const unit = payload.unitTypes.find((candidate) => candidate.unitTypeId === room.unitTypeId);
  const rate = unit?.rates.find((candidate) => candidate.ratePlanId === room.ratePlanId);
  if (!unit || !rate) throw new Error(`Demo check-in: rate ${room.ratePlanId} of unit type ${room.unitTypeId} is not offered from ${room.from}`);
  const engineId = unit.bookingEngineId;
  const touristTax = payload.touristTaxes
    .filter((entry) => entry.bookingEngineId === engineId)
    .map(({ adults, childrenUnder12, childrenAbove12 }) => ({ adults, childrenUnder12, childrenAbove12 }));
  const engine = unit.bookingEngine;
  return extrasTotals({
    adults: room.adults,
    childrenAges: room.children,
    nights: rate.nights,
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    ratePlanId: rate.ratePlanId,
    unitTypeId: unit.unitTypeId,
    totalRate: rate.totalRate,
    totalRateBeforeTax: totalRateBeforeTax({
      totalRate: rate.totalRate,
      isVatRegistered: engine.isVatRegistered,
      vatRate: engine.vatRate,
      isTouristTaxIncluded: rate.isTouristTaxIncluded,
      touristTax: touristTaxTotal(touristTax, room.adults, room.children),
    }),
    touristTax,
    isTouristTaxIncluded: rate.isTouristTaxIncluded,
    services: payload.services
      .filter((service) => service.bookingEngineId === engineId)
      .map((service) => ({ ...service, quantity: service.isMandatory ? startingQuantity(service) : 0 })),
    fees: applicableFees(
      payload.fees.filter((fee) => fee.bookingEngineId === engineId),
      rate.ratePlanId,
      unit.unitTypeId,
    ),
  }).total;
}

/** Books one demo stay: `tx` is the transaction on the connection `db`, which the fix-ups write through directly. */
async function bookDemo(db: Database, tx: Queryable, demo: DemoCheckIn, now: Date): Promise<void> {
  const context = await findEngineContext(tx, demo.bookingEngine);
  if (!context) throw new Error(`Demo check-in: no engine ${demo.bookingEngine}; seed the demo catalogue first`);
  // Whatever the generated occupancy, one unit is free for the stay.
  db.prepare(
    `UPDATE unit_type_inventory SET booked_units = MIN(booked_units, total_units - 1)
     WHERE unit_type_id = ? AND date >= ? AND date < ? AND total_units >= 1`,
  ).run(demo.unitTypeId, demo.from, demo.to);

  const room: ReservationRoomInput = {
    from: demo.from,
    to: demo.to,
    adults: demo.adults,
    children: demo.children,
    unitTypeId: demo.unitTypeId,
    ratePlanId: demo.ratePlanId,
    promoCode: null,
    services: [],
    amenities: [],
    fromGoogleTravel: false,
  };
  const guest = {
    isCompany: false,
    companyName: null,
    companyVatId: null,
    ...demo.booker,
    address: null,
    city: null,
    postalCode: null,
    estimatedTimeOfArrival: '15:00',
    message: '',
    isNewsletterSubscribed: false,
  };
  const expectedTotal = await siteTotal(tx, context, room, now);
  const key = `demo-check-in-${demo.id}`;
  const answer = await createReservation(tx, {
    context,
    guest,
    payment: paymentInputOf({ type: BANK_TRANSFER }),
    rooms: [room],
    expectedTotal,
    language: 'en',
    now,
    idempotencyKey: key,
    requestHash: requestHash({ bookingEngine: demo.bookingEngine, guest, payment: { type: BANK_TRANSFER }, rooms: [room], expectedTotal }),
  });
  const { publicId, internalId } = (answer.body as { response: { publicId: string; internalId: number } }).response;

  // The documented ids instead of the random ones.
  db.prepare('UPDATE reservations SET public_id = ? WHERE id = ?').run(demo.publicId, internalId);
  db.prepare('UPDATE idempotency_keys SET response = replace(response, ?, ?) WHERE key = ?').run(publicId, demo.publicId, key);
  db.prepare('UPDATE reservation_check_ins SET uuid = ? WHERE reservation_id = ?').run(demo.uuid, internalId);

  if (demo.guests.length > 0) {
    const timezone = (await get<{ timezone: string }>(
      tx,
      'SELECT timezone FROM properties p JOIN booking_engines be ON be.property_id = p.id WHERE be.slug = ?',
      demo.propertyEngine,
    ))!.timezone;
    const today = todayIn(timezone, now);
    await replaceCheckInGuests(
      tx,
      internalId,
      demo.guests.map((registered) => {
        const problems = validateGuest({ ...registered, isPrimary: registered.id === 1 }, { today, isPossiblePhone });
        if (Object.keys(problems).length > 0) throw new Error(`Demo check-in guest ${registered.id} breaks the rules: ${Object.keys(problems).join(', ')}`);
        return {
          guestId: registered.id,
          name: registered.name,
          dateOfBirth: parseDateOfBirth(registered.dateOfBirth)!,
          genderId: registered.genderId,
          travelDocumentTypesId: registered.travelDocumentTypesId,
          documentNumber: registered.documentNumber,
          city: registered.city,
          countryOfBirthId: registered.countryOfBirthId,
          email: registered.email || null,
          contactNumber: registered.contactNumber || null,
        };
      }),
      now,
    );
  }
  if (demo.status === 2) await markCheckedIn(tx, internalId, now);
}

/**
 * Books the demo check-in reservations, in one transaction, on a database
 * just seeded with `seedDemo` for the same `now`.
 * @example seedDemo(db, { now }); await seedDemoCheckIns(db, { now });
 */
export async function seedDemoCheckIns(db: Database, options: { now?: Date } = {}): Promise<void> {
  const now = options.now ?? new Date();
  const demos = demoCheckIns(todayIn(DEMO_TIMEZONE, now));
  await queriesOf(db).transaction(async (tx) => {
    for (const demo of demos.all) await bookDemo(db, tx, demo, now);
  }, 60_000);
}
