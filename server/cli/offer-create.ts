/**
 * `npm run offer:create -- …`: a property prepares an offer for a guest
 * (02 §1) and gets the link to send, /{lang}/offer/{offerUuid}/{bookingCode}.
 * Options: `npm run offer:create -- --help` (`offer-args.ts`).
 *
 * Works on the API's database (BOOKING_DB, default data/booking.sqlite),
 * migrated first; the demo must have been seeded (start the API once).
 * Exit codes: 0 made, 1 refused (the messages are printed), 2 bad options.
 */
import { formatDotted, unixToIsoDate } from '../../src/lib/format/dates.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import { configFromEnv } from '../config.ts';
import { openConfiguredDatabase } from '../store/open.ts';
import { ApiError } from '../errors.ts';
import { createOffer } from '../offer-create.ts';
import { siteOriginOf } from '../mail/outbox.ts';
import { offerLink } from '../offer-ids.ts';
import { findBookingEngine } from '../repo/bookingEngines.ts';
import { OFFER_CLI_USAGE, parseOfferArgs, utcToday } from './offer-args.ts';
import { formatCatalogue, offerCatalogue } from './offer-list.ts';

/** Runs the command; returns the exit code. */
async function main(argv: string[], now: Date): Promise<number> {
  const parsed = parseOfferArgs(argv, utcToday(now));
  if (parsed.ok === 'help') {
    console.log(OFFER_CLI_USAGE);
    return 0;
  }
  if (!parsed.ok) {
    for (const message of parsed.messages) console.error(`offer:create: ${message}`);
    console.error('Run `npm run offer:create -- --help` for the options.');
    return 2;
  }
  const config = configFromEnv();
  const database = await openConfiguredDatabase(config);
  const db = database.queries;
  try {
    if (!(await db.get('SELECT 1 AS found FROM booking_engines LIMIT 1'))) {
      console.error(`offer:create: ${database.describe} holds no property yet. Start the API once (npm run api) to seed the demo.`);
      return 1;
    }
    if (parsed.ok === 'list') {
      const listed = await offerCatalogue(db, parsed.engine, parsed.language);
      if (!listed) {
        console.error(
          `offer:create: no booking engine ${parsed.engine} (the demo's are villa-adriatic, dalmatia-collection, hotel-zadar, apartments-split, boutique-split).`,
        );
        return 1;
      }
      console.log(formatCatalogue(parsed.engine, listed));
      return 0;
    }
    const offer = await createOffer(db, { ...parsed.request.offer, now });
    const link = offerLink(offer.language, offer.offerUuid, offer.bookingCode);
    const engine = await findBookingEngine(db, offer.bookingEngine);
    const site = parsed.request.site ?? (engine ? siteOriginOf(engine, config) : `http://${offer.bookingEngine}.localhost:${config.sitePort}`);
    const lines = new Map<string, { count: number; unit: (typeof offer.units)[number] }>();
    for (const unit of offer.units) {
      const key = JSON.stringify(unit);
      lines.set(key, { count: (lines.get(key)?.count ?? 0) + 1, unit });
    }
    console.log(`Offer #${offer.bookingCode} on ${offer.bookingEngine}, valid until ${formatDotted(unixToIsoDate(offer.validUntil))} (UTC)`);
    for (const { count, unit } of lines.values()) {
      const children = unit.childrenAges.length > 0 ? `, children aged ${unit.childrenAges.join(', ')}` : '';
      console.log(
        `  ${count} x ${unit.unitTypeName}, ${unit.ratePlanName}, ${unit.adults} adults${children}: ${formatMoney(unit.totalReservationPrice, offer.currency)} each`,
      );
    }
    console.log(`  Total cost: ${formatMoney(offer.total, offer.currency)}`);
    console.log(`Guest link: ${link}`);
    console.log(`On the site: ${site}${link}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const message of error.messages) console.error(`offer:create: ${message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2), new Date());
