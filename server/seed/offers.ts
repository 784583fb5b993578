/**
 * Seeds the demo offers (`offer-scenarios.ts`) on a seeded demo catalogue:
 * each is priced by `createOffer` like an offer a property prepares, with
 * its derived ids and its state (validity, status, deleted). The offers
 * that can be accepted get the free units they need first, and are made
 * with every bookability check on, so the seed fails loudly if the demo
 * data ever stops allowing them.
 */
import type { Locale } from '../../src/lib/types.ts';
import type { Database } from '../db.ts';
import { queriesOf } from '../store/queries.ts';
import { eachNight } from '../dates.ts';
import { createOffer } from '../offer-create.ts';
import { demoOffers, type DemoOffer, type DemoOffers } from './offer-scenarios.ts';

/** Leaves as many units free as the bookable demo offers need, on every night of their stays. */
function keepUnitsFree(db: Database, offers: DemoOffer[]): void {
  const needed = new Map<string, number>();
  for (const offer of offers) {
    for (const unit of offer.units) {
      for (const night of eachNight(offer.from, offer.to)) {
        const key = `${unit.unitTypeId}|${night}`;
        needed.set(key, (needed.get(key) ?? 0) + 1);
      }
    }
  }
  const update = db.prepare(
    `UPDATE unit_type_inventory SET booked_units = MAX(0, MIN(booked_units, total_units - ?))
     WHERE unit_type_id = ? AND date = ?`,
  );
  for (const [key, count] of needed) {
    const [unitTypeId, night] = key.split('|');
    update.run(count, Number(unitTypeId), night);
  }
}

/**
 * Seeds the demo offers for the seeding day of `now` (Europe/Zagreb) and
 * returns them. Run after `seedDemo`, on the same clock.
 * @example seedDemo(db, { now }); (await seedDemoOffers(db, { now })).valid.link('en')
 */
export async function seedDemoOffers(db: Database, options: { now?: Date } = {}): Promise<DemoOffers> {
  const now = options.now ?? new Date();
  const offers = demoOffers(now);
  await queriesOf(db).transaction(async (tx) => {
    keepUnitsFree(
      db,
      offers.all.filter((offer) => offer.message === null),
    );
    for (const offer of offers.all) {
      await createOffer(tx, {
        bookingEngine: offer.bookingEngine,
        from: offer.from,
        to: offer.to,
        units: offer.units,
        promoCode: offer.promoCode,
        discount: offer.discount,
        validUntil: offer.validUntil,
        booker: offer.booker,
        language: offer.language as Locale,
        now,
        requireBookable: offer.message === null,
        status: offer.status,
        deleted: offer.deleted,
        offerUuid: offer.offerUuid,
        bookingCode: offer.bookingCode,
      });
    }
  }, 60_000);
  return offers;
}
