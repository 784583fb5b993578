/**
 * A property prepares an offer (02 §1, §3.8–§3.11): units of its unit
 * types on rate plans for a stay, priced from the catalogue by the very
 * code of GET /api/availability and POST /reservation (`quoteRoom`: the
 * site's `priceRate` on the stored nights, the site's extras rules), an
 * optional promo code and an optional discount of the offer's own on the
 * accommodation, a validity date and the booker as far as the property
 * knows them. Everything priced is stored with the offer (migration 007),
 * so the guest accepts the price they were offered.
 */
import { touristTaxTotal } from '../src/lib/extras/fees.ts';
import { atomically, type Queryable } from './store/queries.ts';
import { childCharge, childrenCategoryFor } from '../src/lib/search/children.ts';
import { extrasTotals } from '../src/lib/extras/extras.ts';
import { roundMoney } from '../src/lib/format/money.ts';
import { CHARGE_TYPE, OFFER_BOOKING_TYPE, OFFER_DISCOUNT_TYPE, OFFER_STATUS, type OfferPerPersonPrice } from '../src/lib/offer/offer-contract.ts';
import { applyOfferDiscount, spreadAmount } from '../src/lib/offer/offer-pricing.ts';
import { discountKind } from '../src/lib/search/promo.ts';
import type { Locale } from '../src/lib/types.ts';
import { totalRateBeforeTax } from '../src/lib/pricing/vat.ts';
import type { Rate, UnitType } from './availability.ts';
import { quoteRoom, stayDateMessages } from './booking.ts';
import { isIsoDate, todayIn, toUnixSeconds } from './dates.ts';
import { ApiError } from './errors.ts';
import { newBookingCode, newOfferUuid, OFFER_UUID, BOOKING_CODE } from './offer-ids.ts';
import { offerHasAvail } from './offers.ts';
import { priceStay, type ChildrenCategory, type NightlyPrice, type RatePlanKind } from './pricing.ts';
import { findEngineContext, type EngineContext } from './repo/bookingEngines.ts';
import { findPromoCode, loadFees, loadIncludedServices, loadNightlyPrices, loadServices } from './repo/catalogue.ts';
import { insertOffer, type OfferBookerRow, type OfferChargeRow, type OfferDayRow, type OfferDiscountRow, type OfferReservationRow } from './repo/offers.ts';
import { MESSAGES } from '../src/lib/search/availability-query.ts';
import { RESERVATION_MESSAGES } from '../src/lib/checkout/reservation-contract.ts';
import { isEmailAddress } from '../src/lib/checkout/booking-schema.ts';
import { isPossiblePhone } from '../src/lib/checkout/phone-number.ts';

/** One unit of the offer: a unit type on a rate plan for its guests, with the services ordered for it. */
export interface OfferUnitInput {
  unitTypeId: number;
  ratePlanId: number;
  adults: number;
  childrenAges: number[];
  /** Services besides the mandatory ones (which the property's rules add). */
  services: { serviceId: number; quantity: number }[];
}

/** The offer's own discount on the accommodation of every unit (02 §9.4 types: 1 fixed, 2 percentage). */
export interface OfferDiscountInput {
  type: number;
  value: number;
  name: string;
}

export interface CreateOfferInput {
  /** The engine slug (a group's or a property's). */
  bookingEngine: string;
  /** YYYY-MM-DD stay of every unit. */
  from: string;
  to: string;
  units: OfferUnitInput[];
  promoCode: string | null;
  discount: OfferDiscountInput | null;
  /** The last day (UTC) the guest can accept it, YYYY-MM-DD. */
  validUntil: string;
  booker: OfferBookerRow;
  /** The language the offer is written in (stored names). */
  language: Locale;
  now: Date;
  /**
   * Whether the offer must be bookable now (default true): stay not in
   * the past, validity not over, a free unit and no restriction for every
   * unit. The demo seeds its unbookable offers with false.
   */
  requireBookable?: boolean;
  /** The demo's offers: the state to store (status, deleted). */
  status?: number;
  deleted?: boolean;
  /** The demo's derived ids; new random ones otherwise. */
  offerUuid?: string;
  bookingCode?: string;
}

/** What the property gets back. */
export interface CreatedOffer {
  id: number;
  offerUuid: string;
  bookingCode: string;
  bookingEngine: string;
  language: Locale;
  currency: string;
  /** Accommodation + extras of every unit. */
  total: number;
  /** Unix seconds: the end of the validity day (UTC). */
  validUntil: number;
  units: { unitTypeName: string; ratePlanName: string; adults: number; childrenAges: number[]; totalReservationPrice: number }[];
}

/** Messages of offer creation (the property's; not shown to guests). */
export const OFFER_CREATE_MESSAGES = {
  unitsRequired: 'An offer needs at least one unit',
  validUntilInvalid: 'Valid until must be a date (YYYY-MM-DD)',
  validUntilPast: 'Valid until cannot be before today',
  discountType: 'Discount type must be 1 (fixed amount) or 2 (percentage)',
  discountValue: 'A discount must be above 0, and a percentage below 100',
  discountName: 'A discount needs a name',
  oneProperty: RESERVATION_MESSAGES.oneProperty,
  booker: 'The booker needs a company name when it is a company',
  bookerEmail: "The booker's e-mail is not an address one can write to",
  bookerPhone: "The booker's phone is not a number one can call: give it with its calling code (+385 91 555 0192), or with the booker's country",
} as const;

const kindOf = (rate: Rate): RatePlanKind => (rate.isPaxRate ? 'pax' : rate.isPPPDRate ? 'pppd' : 'flat');

/** A night split into its base, the adults and the children bands (a PPPD night), or whole. */
interface NightParts {
  date: string;
  total: number;
  perNight: number | null;
  adults: number | null;
  children: { ageFrom: number; ageTo: number; price: number; persons: number }[];
  /** Persons paying the adult price (adults and children in no band). */
  adultPersons: number;
}

/**
 * One night priced alone for the guests with the shared pricing (as the
 * first-night price is); a price-per-person-per-day night also split
 * into its base, the adults (and children in no band, who pay as adults)
 * and each children band.
 */
function nightParts(
  kind: RatePlanKind,
  night: NightlyPrice,
  unitType: UnitType,
  guests: { adults: number; childrenAges: number[] },
  categories: ChildrenCategory[],
): NightParts {
  const total = priceStay(kind, [night], unitType, guests, categories, null).totalRate;
  if (kind !== 'pppd') return { date: night.date, total, perNight: null, adults: null, children: [], adultPersons: guests.adults + guests.childrenAges.length };
  const perPerson = night.pricePerPerson ?? 0;
  let adults = guests.adults * perPerson;
  let adultPersons = guests.adults;
  const bands = new Map<string, { ageFrom: number; ageTo: number; price: number; persons: number }>();
  for (const age of guests.childrenAges) {
    const category = childrenCategoryFor(age, categories);
    if (!category) {
      adults += perPerson;
      adultPersons += 1;
      continue;
    }
    const key = `${category.ageFrom}-${category.ageTo}`;
    const band = bands.get(key) ?? { ageFrom: category.ageFrom, ageTo: category.ageTo, price: 0, persons: 0 };
    band.price += childCharge(category, perPerson, 1);
    band.persons += 1;
    bands.set(key, band);
  }
  return { date: night.date, total, perNight: night.firstNightBasePrice ?? 0, adults, children: [...bands.values()], adultPersons };
}

/**
 * The nights of the accommodation after its discounts: the stay's price
 * shared over the nights in proportion to their own prices
 * (`spreadAmount`, so they add up to it exactly); a split night's adults
 * and bands scaled alike, its base taking the rounding.
 */
function discountedNights(parts: NightParts[], accommodation: number): OfferDayRow[] {
  const totals = spreadAmount(
    parts.map((part) => part.total),
    accommodation,
  );
  return parts.map((part, index) => {
    const total = totals[index];
    if (part.perNight === null || part.adults === null) return { date: part.date, perNight: null, adults: null, children: [], total };
    const factor = part.total > 0 ? total / part.total : 0;
    const adults = roundMoney(part.adults * factor);
    const children = part.children.map((band) => ({ ageFrom: band.ageFrom, ageTo: band.ageTo, price: roundMoney(band.price * factor) }));
    const perNight = roundMoney(total - adults - children.reduce((sum, band) => sum + band.price, 0));
    return { date: part.date, perNight, adults, children, total };
  });
}

/** The groups of persons of a per-person accommodation charge, over the stay. */
function perPersonPrices(parts: NightParts[], days: OfferDayRow[]): OfferPerPersonPrice[] {
  if (parts.length === 0 || parts[0].perNight === null) return [];
  const out: OfferPerPersonPrice[] = [
    { ageFrom: null, ageTo: null, persons: parts[0].adultPersons, price: roundMoney(days.reduce((sum, day) => sum + (day.adults ?? 0), 0)) },
  ];
  for (const band of parts[0].children) {
    const price = days.reduce((sum, day) => sum + (day.children.find((child) => child.ageFrom === band.ageFrom && child.ageTo === band.ageTo)?.price ?? 0), 0);
    out.push({ ageFrom: band.ageFrom, ageTo: band.ageTo, persons: band.persons, price: roundMoney(price) });
  }
  return out;
}

/**
 * What a charge line shows, 'quantity × primaryPrice': the counted
 * quantity when the total divides into it in whole cents, else 1 × the total.
 */
function displayQuantity(total: number, counted: number): { quantity: number; primaryPrice: number } {
  if (counted > 0) {
    const unit = roundMoney(total / counted);
    if (Math.abs(unit * counted - total) < 0.005) return { quantity: counted, primaryPrice: unit };
  }
  return { quantity: 1, primaryPrice: roundMoney(total) };
}

/**
 * Prices one unit of an offer from the catalogue: `quoteRoom` (the
 * availability search's price for these guests in one unit, a promo code
 * applied, mandatory services, fees and tourist tax by the site's rules),
 * then the offer's own discount on the accommodation; the nights, the
 * charges with their VAT, the included services and the first night
 * (the first of the discounted nights).
 */
async function priceOfferUnit(db: Queryable, context: EngineContext, input: CreateOfferInput, unit: OfferUnitInput): Promise<OfferReservationRow> {
  const quote = await quoteRoom(
    db,
    context,
    {
      from: input.from,
      to: input.to,
      adults: unit.adults,
      children: unit.childrenAges,
      unitTypeId: unit.unitTypeId,
      ratePlanId: unit.ratePlanId,
      promoCode: input.promoCode,
      services: unit.services,
      amenities: [],
      fromGoogleTravel: false,
    },
    input.language,
    input.now,
    { requireBookable: input.requireBookable ?? true },
  );
  const { unitType, rate } = quote;
  const engine = unitType.bookingEngine;
  const vat = engine.isVatRegistered ? engine.vatRate : 0;
  const guests = { adults: unit.adults, childrenAges: [...unit.childrenAges] };

  const discounts: OfferDiscountRow[] = [];
  const promo = rate.activePromoCode;
  if (promo) {
    discounts.push({
      type: discountKind(promo) === 'percentage' ? OFFER_DISCOUNT_TYPE.PERCENTAGE : OFFER_DISCOUNT_TYPE.FIXED,
      value: promo.discountAmount,
      name: promo.name,
      promoCodeId: (await findPromoCode(db, context.engine.id, promo.code, input.language))?.id ?? null,
    });
  }
  let accommodation = rate.totalRate;
  if (input.discount) {
    accommodation = applyOfferDiscount(accommodation, input.discount);
    discounts.push({ type: input.discount.type, value: input.discount.value, name: input.discount.name, promoCodeId: null });
  }

  const parts = (await loadNightlyPrices(db, rate.ratePlanId, input.from, input.to)).map((night) =>
    nightParts(kindOf(rate), night, unitType, guests, rate.childrenCategories),
  );
  const days = discountedNights(parts, accommodation);
  const touristTax = touristTaxTotal(quote.item.touristTax, unit.adults, unit.childrenAges);
  const item = {
    ...quote.item,
    totalRate: accommodation,
    totalRateBeforeTax: totalRateBeforeTax({
      totalRate: accommodation,
      isVatRegistered: engine.isVatRegistered,
      vatRate: engine.vatRate,
      isTouristTaxIncluded: rate.isTouristTaxIncluded,
      touristTax,
    }),
    firstNightPrice: days[0]?.total ?? 0,
  };
  const own = extrasTotals(item);

  const services = new Map((await loadServices(db, [engine.id], input.language)).map((service) => [service.id, service]));
  const fees = new Map((await loadFees(db, [engine.id], input.language)).map((fee) => [fee.id, fee]));
  const vatOf = (override: number | null | undefined): number => (engine.isVatRegistered ? (override ?? engine.vatRate) : 0);
  const charges: OfferChargeRow[] = [
    {
      type: CHARGE_TYPE.ACCOMMODATION,
      serviceId: null,
      feeId: null,
      name: rate.ratePlanName,
      primaryPrice: own.accommodation,
      quantity: 1,
      lineQuantity: 1,
      total: own.accommodation,
      totalBeforeTax: own.accommodationBeforeTax,
      vatRate: vat,
      pricingDynamic: null,
      nights: rate.nights,
      perPersonPrices: perPersonPrices(parts, days),
    },
    ...own.lines.map((line): OfferChargeRow => {
      const isService = line.kind === 'service';
      const shown = displayQuantity(line.total, isService ? line.quantity : (line.nights ?? 1));
      return {
        type: isService ? CHARGE_TYPE.SERVICE : CHARGE_TYPE.FEE,
        serviceId: isService ? line.id : null,
        feeId: isService ? null : line.id,
        name: line.name,
        ...shown,
        lineQuantity: line.quantity,
        total: line.total,
        totalBeforeTax: line.totalBeforeTax,
        vatRate: isService ? vatOf(services.get(line.id)?.vatRate) : vatOf(fees.get(line.id)?.vatRate),
        pricingDynamic: isService ? (services.get(line.id)?.pricingDynamic ?? null) : 1,
        nights: line.nights,
        perPersonPrices: [],
      };
    }),
  ];

  return {
    bookingEngineId: unitType.bookingEngineId,
    unitTypeId: unitType.unitTypeId,
    ratePlanId: rate.ratePlanId,
    arrival: input.from,
    departure: input.to,
    nights: rate.nights,
    adults: unit.adults,
    childrenAges: guests.childrenAges,
    currency: engine.currency,
    unitTypeName: unitType.unitTypeName,
    ratePlanName: rate.ratePlanName,
    rateTotal: rate.totalRate,
    rateTotalBeforeDiscount: rate.totalRateBeforeDiscount,
    totalAccommodationPrice: own.accommodation,
    totalAccommodationBeforeTax: own.accommodationBeforeTax,
    servicesCost: own.extras,
    servicesCostBeforeTax: own.extrasBeforeTax,
    totalReservationPrice: own.total,
    firstNightPrice: item.firstNightPrice,
    vatRate: vat,
    promoCode: promo?.code ?? null,
    touristTax: roundMoney(own.touristTax.included + own.touristTax.notIncluded),
    isTouristTaxIncluded: rate.isTouristTaxIncluded,
    touristTaxes: quote.touristTaxes,
    cancellationPolicy: rate.policy,
    discounts,
    includedExtras: (await loadIncludedServices(db, rate.ratePlanId, input.language)).map((service) => ({
      serviceId: service.id,
      name: service.name,
      pricingDynamic: services.get(service.id)?.pricingDynamic ?? 2,
    })),
    charges,
    days,
  };
}

/** Unix seconds of the last second of a UTC day. */
const endOfUtcDay = (day: string): number => toUnixSeconds(day) + 86_399;

function checkInput(input: CreateOfferInput, context: EngineContext): void {
  const messages: string[] = [];
  if (input.units.length === 0) messages.push(OFFER_CREATE_MESSAGES.unitsRequired);
  if (!isIsoDate(input.from)) messages.push(MESSAGES.fromInvalid);
  if (!isIsoDate(input.to)) messages.push(MESSAGES.toInvalid);
  else if (isIsoDate(input.from) && input.to <= input.from) messages.push(MESSAGES.toBeforeFrom);
  if (!isIsoDate(input.validUntil)) messages.push(OFFER_CREATE_MESSAGES.validUntilInvalid);
  if (input.discount) {
    const { type, value, name } = input.discount;
    if (type !== OFFER_DISCOUNT_TYPE.FIXED && type !== OFFER_DISCOUNT_TYPE.PERCENTAGE) messages.push(OFFER_CREATE_MESSAGES.discountType);
    if (!(value > 0) || (type === OFFER_DISCOUNT_TYPE.PERCENTAGE && value >= 100)) messages.push(OFFER_CREATE_MESSAGES.discountValue);
    if (name.trim() === '') messages.push(OFFER_CREATE_MESSAGES.discountName);
  }
  if (!input.booker.isGuest && !input.booker.name?.trim()) messages.push(OFFER_CREATE_MESSAGES.booker);
  // What the offer knows of its booker is locked on the offer's form and stands at its booking: the checkout's rules
  // apply here, or a guest would be shown a field they cannot correct and could never book.
  const { email, phone, countryId } = input.booker;
  if (email?.trim() && !isEmailAddress(email.trim())) messages.push(OFFER_CREATE_MESSAGES.bookerEmail);
  if (phone?.trim() && !isPossiblePhone(phone, countryId)) messages.push(OFFER_CREATE_MESSAGES.bookerPhone);
  if (messages.length === 0 && (input.requireBookable ?? true)) {
    messages.push(...stayDateMessages(input.from, input.to, todayIn(context.timezone, input.now)));
    if (input.validUntil < todayIn('UTC', input.now)) messages.push(OFFER_CREATE_MESSAGES.validUntilPast);
  }
  if (messages.length > 0) throw new ApiError(400, [...new Set(messages)]);
}

/**
 * Prepares an offer: checks the request, prices every unit
 * (`priceOfferUnit`) and writes the offer, its booker and its units in
 * one transaction, with a random offer UUID and booking code (or the
 * demo's given ones). All units must be at one property.
 * @throws ApiError 400 with every problem ('Unknown property', a unit's pricing or booking message, …)
 * @example (await createOffer(db, { bookingEngine: 'villa-adriatic', from: '2027-07-01', to: '2027-07-04', units: [{ unitTypeId: 103, ratePlanId: 1031, adults: 2, childrenAges: [], services: [] }], promoCode: null, discount: null, validUntil: '2027-06-15', booker, language: 'en', now: new Date() })).bookingCode // 'VA-7KQ2M9XD4T'
 */
export async function createOffer(db: Queryable, input: CreateOfferInput): Promise<CreatedOffer> {
  const context = await findEngineContext(db, input.bookingEngine.trim().toLowerCase());
  if (!context) throw new ApiError(400, [MESSAGES.unknownProperty]);
  checkInput(input, context);
  if (input.offerUuid !== undefined && !OFFER_UUID.test(input.offerUuid)) throw new Error(`Not an offer UUID: ${input.offerUuid}`);
  if (input.bookingCode !== undefined && !BOOKING_CODE.test(input.bookingCode)) throw new Error(`Not a booking code: ${input.bookingCode}`);

  return atomically(db, async (db) => {
    const reservations: OfferReservationRow[] = [];
    for (const unit of input.units) reservations.push(await priceOfferUnit(db, context, input, unit));
    const ownerId = reservations[0].bookingEngineId;
    if (reservations.some((reservation) => reservation.bookingEngineId !== ownerId)) throw new ApiError(400, [OFFER_CREATE_MESSAGES.oneProperty]);
    const owner = context.sellingEngines.find((engine) => engine.id === ownerId) ?? context.engine;
    // Each unit found a free unit on its own; several units of one unit type need as many.
    if ((input.requireBookable ?? true) && !(await offerHasAvail(db, reservations))) throw new ApiError(400, [RESERVATION_MESSAGES.unitTypeNotAvailable]);
    const offerUuid = input.offerUuid ?? newOfferUuid();
    const bookingCode = input.bookingCode ?? newBookingCode(owner.slug);
    const validUntil = endOfUtcDay(input.validUntil);
    const id = await insertOffer(db, {
      offerUuid,
      bookingCode,
      bookingEngineId: context.engine.id,
      language: input.language,
      currency: owner.currency,
      status: input.status ?? OFFER_STATUS.ACTIVE,
      bookingType: OFFER_BOOKING_TYPE.OFFER,
      deleted: input.deleted ? 'Y' : 'N',
      validUntil,
      createdAt: Math.floor(input.now.getTime() / 1000),
      booker: input.booker,
      reservations,
    });
    return {
      id,
      offerUuid,
      bookingCode,
      bookingEngine: context.engine.slug,
      language: input.language,
      currency: owner.currency,
      total: roundMoney(reservations.reduce((sum, reservation) => sum + reservation.totalReservationPrice, 0)),
      validUntil,
      units: reservations.map((reservation) => ({
        unitTypeName: reservation.unitTypeName,
        ratePlanName: reservation.ratePlanName,
        adults: reservation.adults,
        childrenAges: reservation.childrenAges,
        totalReservationPrice: reservation.totalReservationPrice,
      })),
    };
  });
}
