/**
 * The demo offers: one per state of the offer screen (02 §4.5) — three
 * that can be accepted (a private booker with merged units and a
 * percentage discount, a company booker with a fixed discount, a property
 * that is not VAT registered and takes bank transfers only) and one for
 * each of the five banner messages.
 *
 * Dates are relative to the day the demo was seeded ("today" in
 * Europe/Zagreb), as the search scenarios' are (`scenarios.ts`). Each
 * offer's UUID and booking code are derived from the seeding day and the
 * offer's key, so a test that knows the seeding day finds the offer
 * without asking the database. (The demo's ids are predictable on
 * purpose; an offer a property prepares with `npm run offer:create` gets
 * random ones.)
 *
 * Pure (node:crypto only, no node:sqlite), so end-to-end tests can import it:
 *
 *   import { demoOffers } from '../../server/seed/offer-scenarios.ts';
 *   const offer = demoOffers(new Date()).valid;
 *   await page.goto(`http://villa-adriatic.localhost:${port}${offer.link('en')}`);
 */
import { createHash } from 'node:crypto';
import { OFFER_BOOKABILITY_MESSAGES, type OfferBookabilityMessage } from '../../src/lib/offer/offer-bookability.ts';
import { addDays, todayIn } from '../dates.ts';
import { bookingCodeFrom, offerLink, uuidFrom } from '../offer-ids.ts';
import { DEMO_TIMEZONE } from './scenarios.ts';

/** The states the demo has an offer in. */
export const DEMO_OFFER_KEYS = ['valid', 'company', 'notVatRegistered', 'expired', 'withdrawn', 'deleted', 'inPast', 'unavailable'] as const;

export type DemoOfferKey = (typeof DEMO_OFFER_KEYS)[number];

/** A unit of a demo offer. */
export interface DemoOfferUnit {
  unitTypeId: number;
  ratePlanId: number;
  adults: number;
  childrenAges: number[];
  services: { serviceId: number; quantity: number }[];
}

/** The booker of a demo offer (02 §3.8; `address` is the spec's `addres`). */
export interface DemoOfferBooker {
  isGuest: boolean;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  legalId: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  countryId: string | null;
  isNewsletterSubscribed: boolean;
}

/** A demo offer: how it is made and how a test finds it. */
export interface DemoOffer {
  key: DemoOfferKey;
  /** Stable id, e.g. 'offer/valid'. */
  id: string;
  /** What the guest sees. */
  title: string;
  /** The engine slug: the site the link opens on. */
  bookingEngine: string;
  offerUuid: string;
  bookingCode: string;
  /** The red banner's message (02 §4.5), or null when the offer can be accepted. */
  message: OfferBookabilityMessage | null;
  /** The guest's link without the host: `/{lang}/offer/{offerUuid}/{bookingCode}`. */
  link: (language: string) => string;
  /** The API path of GET /api/offer: `/offer/{offerUuid}/{bookingCode}` (prefix the API base). */
  apiPath: string;
  from: string;
  to: string;
  units: DemoOfferUnit[];
  promoCode: string | null;
  /** The offer's own discount (02 §9.4 types: 1 fixed, 2 percentage). */
  discount: { type: 1 | 2; value: number; name: string } | null;
  /** The last day (UTC) it can be accepted. */
  validUntil: string;
  /** 1 active (`withdrawn` has 0). */
  status: number;
  deleted: boolean;
  booker: DemoOfferBooker;
  language: string;
}

export type DemoOffers = Record<DemoOfferKey, DemoOffer> & { today: string; all: DemoOffer[] };

const unit = (
  unitTypeId: number,
  ratePlanId: number,
  adults: number,
  childrenAges: number[] = [],
  services: DemoOfferUnit['services'] = [],
): DemoOfferUnit => ({
  unitTypeId,
  ratePlanId,
  adults,
  childrenAges,
  services,
});

const PERSON: DemoOfferBooker = {
  isGuest: true,
  firstName: 'Ana',
  lastName: 'Horvat',
  name: null,
  legalId: null,
  email: 'ana.horvat@example.com',
  phone: null,
  address: null,
  countryId: 'HR',
  isNewsletterSubscribed: false,
};

const COMPANY: DemoOfferBooker = {
  isGuest: false,
  firstName: null,
  lastName: null,
  name: 'Adriatic Travel d.o.o.',
  legalId: 'HR12345678901',
  email: 'groups@adriatic-travel.example',
  phone: '+385 21 555 0101',
  address: 'Obala hrvatskog narodnog preporoda 7, Split',
  countryId: 'HR',
  isNewsletterSubscribed: true,
};

const EMAIL_ONLY: DemoOfferBooker = { ...PERSON, firstName: null, lastName: null, email: 'marko.kovac@example.com', countryId: null };

/**
 * The offer's ids from the seeding day and its key: a SHA-256 whose first
 * 16 bytes make a version 4 UUID and the next 10 the booking code.
 * @example demoOfferIds('2027-03-01', 'valid', 'villa-adriatic').bookingCode // 'VA-…'
 */
export function demoOfferIds(today: string, key: DemoOfferKey, bookingEngine: string): { offerUuid: string; bookingCode: string } {
  const digest = createHash('sha256').update(`demo-offer|${today}|${key}`).digest();
  return { offerUuid: uuidFrom(digest.subarray(0, 16)), bookingCode: bookingCodeFrom(bookingEngine, digest.subarray(16, 26)) };
}

type Recipe = Omit<DemoOffer, 'key' | 'id' | 'offerUuid' | 'bookingCode' | 'link' | 'apiPath' | 'language' | 'status' | 'deleted'> & {
  status?: number;
  deleted?: boolean;
};

function recipes(today: string): Record<DemoOfferKey, Recipe> {
  const day = (offset: number) => addDays(today, offset);
  const M = OFFER_BOOKABILITY_MESSAGES;
  return {
    valid: {
      title: 'Two sea-view apartments (merged into one card of 2 rooms) with breakfast and a half-board room for a family, 10 % off',
      bookingEngine: 'villa-adriatic',
      message: null,
      from: day(40),
      to: day(43),
      units: [unit(103, 1031, 2, [], [{ serviceId: 102, quantity: 1 }]), unit(103, 1031, 2, [], [{ serviceId: 102, quantity: 1 }]), unit(104, 1042, 2, [7])],
      promoCode: null,
      discount: { type: 2, value: 10, name: 'Returning guest' },
      validUntil: day(14),
      booker: PERSON,
    },
    company: {
      title: 'A family suite priced per guest for a travel agency (company booker), 25 EUR off',
      bookingEngine: 'villa-adriatic',
      message: null,
      from: day(50),
      to: day(54),
      units: [unit(105, 1051, 2, [4, 13])],
      promoCode: null,
      discount: { type: 1, value: 25, name: 'Agency rate' },
      validUntil: day(21),
      booker: COMPANY,
    },
    notVatRegistered: {
      title: 'A studio at a property that is not VAT registered and takes bank transfers only',
      bookingEngine: 'apartments-split',
      message: null,
      from: day(35),
      to: day(38),
      units: [unit(404, 4041, 2)],
      promoCode: null,
      discount: null,
      validUntil: day(10),
      booker: EMAIL_ONLY,
    },
    expired: {
      // Two days back: 'today' is the seeding day in Split, validity is read in UTC, which may still be the day before.
      title: 'Validity ended the day before yesterday',
      bookingEngine: 'villa-adriatic',
      message: M.expired,
      from: day(30),
      to: day(32),
      units: [unit(107, 1071, 2)],
      promoCode: null,
      discount: null,
      validUntil: day(-2),
      booker: PERSON,
    },
    withdrawn: {
      title: 'Withdrawn by the property (status 0)',
      bookingEngine: 'villa-adriatic',
      message: M.unavailable,
      from: day(30),
      to: day(32),
      units: [unit(101, 1011, 2)],
      promoCode: null,
      discount: null,
      validUntil: day(14),
      status: 0,
      booker: PERSON,
    },
    deleted: {
      title: 'Its booking deleted by the property',
      bookingEngine: 'villa-adriatic',
      message: M.bookingUnavailable,
      from: day(30),
      to: day(33),
      units: [unit(102, 1021, 2)],
      promoCode: null,
      discount: null,
      validUntil: day(14),
      deleted: true,
      booker: PERSON,
    },
    inPast: {
      title: 'Arrival two days ago',
      bookingEngine: 'villa-adriatic',
      message: M.inPast,
      from: day(-2),
      to: day(1),
      units: [unit(107, 1071, 2)],
      promoCode: null,
      discount: null,
      validUntil: day(7),
      booker: PERSON,
    },
    unavailable: {
      title: 'The deluxe room in the week it is sold out',
      bookingEngine: 'villa-adriatic',
      message: M.notEnoughUnits,
      from: day(12),
      to: day(14),
      units: [unit(104, 1041, 2)],
      promoCode: null,
      discount: null,
      validUntil: day(7),
      booker: PERSON,
    },
  };
}

/**
 * The demo offers with concrete dates and ids for a seeding day: a
 * `YYYY-MM-DD` day, or an instant (its day in Europe/Zagreb).
 * @example demoOffers('2027-03-01').expired.message // 'This offer has expired.'
 * @example demoOffers(new Date()).valid.link('en') // '/en/offer/4c1e…/VA-…'
 */
export function demoOffers(today: string | Date = new Date()): DemoOffers {
  const day = typeof today === 'string' ? today : todayIn(DEMO_TIMEZONE, today);
  const made = recipes(day);
  const offers = Object.fromEntries(
    DEMO_OFFER_KEYS.map((key) => {
      const recipe = made[key];
      const { offerUuid, bookingCode } = demoOfferIds(day, key, recipe.bookingEngine);
      const offer: DemoOffer = {
        ...recipe,
        key,
        id: `offer/${key}`,
        offerUuid,
        bookingCode,
        link: (language: string) => offerLink(language, offerUuid, bookingCode),
        apiPath: `/offer/${offerUuid}/${bookingCode}`,
        status: recipe.status ?? 1,
        deleted: recipe.deleted ?? false,
        language: 'en',
      };
      return [key, offer];
    }),
  ) as Record<DemoOfferKey, DemoOffer>;
  return { ...offers, today: day, all: DEMO_OFFER_KEYS.map((key) => offers[key]) };
}
