/**
 * Offers for the guest (02 §2.6, §2.7, §3.8–§3.11, §4.5, §7): the offer
 * screen's data, and acceptance, which turns the offer into a reservation.
 *
 * Reading: prices are the ones stored when the offer was made; names,
 * descriptions, images and amenities come from the catalogue in the
 * guest's language; hasAvail and each unit's prepayment are computed now.
 *
 * Accepting: the booker and payment are checked with the checkout's own
 * rules, then one `BEGIN IMMEDIATE` transaction checks the offer's
 * bookability with the site's rules (`offerBookability`, hasAvail from the
 * inventory at that moment), takes one unit for every night of every
 * unit, writes the reservation (`writeReservation`, as POST /reservation
 * does) from the offer's prices, marks the offer's booking a reservation
 * and stores the idempotency answer.
 */
import { engineInLanguage } from '../src/lib/settings/property-texts.ts';
import { queueMail } from './mail/queue.ts';
import { atomically, type Queryable } from './store/queries.ts';
import { basename } from 'node:path';
import { roundMoney } from '../src/lib/format/money.ts';
import { offerBookability } from '../src/lib/offer/offer-bookability.ts';
import {
  CHARGE_TYPE,
  OFFER_DISCOUNT_TYPE,
  type OfferCharge,
  type OfferPayload,
  type OfferReservation,
  type OfferTaxRate,
} from '../src/lib/offer/offer-contract.ts';
import { prepaymentDetails, unitPrepayment, type PrepaymentUnit } from '../src/lib/pricing/prepayment.ts';
import type { Locale } from '../src/lib/types.ts';
import {
  acceptedPayment,
  assembleReceipt,
  dedupeTouristTaxes,
  inventoryOrder,
  previousAnswer,
  writeReservation,
  type BookingAnswer,
  type GuestInput,
  type PaymentInput,
  type ReceiptExtra,
  type ReceiptRoom,
} from './booking.ts';
import { eachNight, toUnixSeconds } from './dates.ts';
import { ApiError } from './errors.ts';
import { storeAnswer } from './idempotency.ts';
import { BOOKING_CODE, OFFER_UUID, PLACEHOLDER_CODE, PLACEHOLDER_UUID } from './offer-ids.ts';
import { findEngineContext, type EngineContext } from './repo/bookingEngines.ts';
import {
  loadFees,
  loadRatePlansOf,
  loadServices,
  loadUnitTypeAmenities,
  loadUnitTypeImages,
  loadUnitTypes,
  policyNotesInTwoLanguages,
  type UnitTypeRecord,
} from './repo/catalogue.ts';
import { policyInLanguage } from './receiptLanguage.ts';
import { freeUnitsByDate } from './repo/inventory.ts';
import { findOffer, markOfferAccepted, type OfferReservationRow, type StoredOffer } from './repo/offers.ts';
import { takeInventory } from './repo/reservations.ts';
import { get } from './sql.ts';
import { OFFER_MESSAGES, RESERVATION_MESSAGES } from '../src/lib/checkout/reservation-contract.ts';

/** The tax label of the charges' VAT, in the guest's language. */
const VAT_LABEL: Record<Locale, string> = {
  en: 'VAT',
  hr: 'PDV',
  cs: 'DPH',
  de: 'MwSt.',
  es: 'IVA',
  fr: 'TVA',
  it: 'IVA',
  vi: 'Thuế GTGT',
  el: 'ΦΠΑ',
  pl: 'VAT',
  sl: 'DDV',
};

/** The name of the tourist tax line, in the guest's language. */
const TOURIST_TAX_NAME: Record<Locale, string> = {
  en: 'Tourist tax',
  hr: 'Boravišna pristojba',
  cs: 'Poplatek z pobytu',
  de: 'Kurtaxe',
  es: 'Tasa turística',
  fr: 'Taxe de séjour',
  it: 'Tassa di soggiorno',
  vi: 'Thuế du lịch',
  el: 'Φόρος διαμονής',
  pl: 'Opłata miejscowa',
  sl: 'Turistična taksa',
};

/**
 * The id of a VAT rate, as charges' taxes and pricesPerDay.taxes name it:
 * the rate in hundredths of a percent.
 * @example taxesId(13) // 1300
 */
export const taxesId = (rate: number): number => Math.round(rate * 100);

/**
 * The offer with these ids. Malformed ids run the same indexed lookup
 * (with placeholders no offer has) and get the same 404, so neither the
 * time nor the text of the answer says which it was.
 * @throws ApiError 404 'Offer not found'
 */
export async function findOfferOr404(db: Queryable, offerUuid: string, bookingCode: string): Promise<StoredOffer> {
  const uuid = offerUuid.toLowerCase();
  const wellFormed = OFFER_UUID.test(uuid) && BOOKING_CODE.test(bookingCode);
  const found = await findOffer(db, wellFormed ? uuid : PLACEHOLDER_UUID, wellFormed ? bookingCode : PLACEHOLDER_CODE);
  if (!found || !wellFormed) throw new ApiError(404, [OFFER_MESSAGES.offerNotFound]);
  return found;
}

async function engineContextOf(db: Queryable, engineId: number): Promise<EngineContext> {
  const row = await get<{ slug: string }>(db, 'SELECT slug FROM booking_engines WHERE id = ?', engineId);
  const context = row ? await findEngineContext(db, row.slug) : null;
  if (!context) throw new Error(`Offer engine ${engineId} is missing`);
  return context;
}

/**
 * Whether a unit is free for every unit of the offer on every night of
 * its stay, counting several units of one unit type on the same night.
 * @example await offerHasAvail(db, offer.reservations) // true
 */
export async function offerHasAvail(
  db: Queryable,
  reservations: readonly Pick<OfferReservationRow, 'unitTypeId' | 'arrival' | 'departure'>[],
): Promise<boolean> {
  const needed = new Map<number, Map<string, number>>();
  for (const reservation of reservations) {
    const nights = needed.get(reservation.unitTypeId) ?? new Map<string, number>();
    for (const night of eachNight(reservation.arrival, reservation.departure)) nights.set(night, (nights.get(night) ?? 0) + 1);
    needed.set(reservation.unitTypeId, nights);
  }
  for (const [unitTypeId, nights] of needed) {
    const dates = [...nights.keys()].sort();
    const free = await freeUnitsByDate(db, unitTypeId, dates[0], dates[dates.length - 1]);
    for (const [date, count] of nights) if ((free.get(date) ?? 0) < count) return false;
  }
  return true;
}

/** Catalogue texts of an offer's units in one language: unit types, rate plans, services and fees by id. */
interface CatalogueTexts {
  unitTypes: Map<number, UnitTypeRecord>;
  ratePlanName: (unitTypeId: number, ratePlanId: number) => string | undefined;
  serviceName: (id: number) => string | undefined;
  feeName: (id: number) => string | undefined;
  /** A unit's cancellation policy as offered, its note in the language while the rate's policy still has the note offered. */
  policy: (r: OfferReservationRow) => OfferReservationRow['cancellationPolicy'];
}

async function catalogueTexts(
  db: Queryable,
  context: EngineContext,
  reservations: readonly OfferReservationRow[],
  offeredIn: string,
  language: Locale,
): Promise<CatalogueTexts> {
  const ownerIds = [...new Set(reservations.map((reservation) => reservation.bookingEngineId))];
  const owners = [context.engine, ...context.sellingEngines].filter((engine, index, all) => ownerIds.includes(engine.id) && all.indexOf(engine) === index);
  const unitTypes = new Map((await loadUnitTypes(db, [...new Set(owners.map((engine) => engine.propertyId))], language)).map((unit) => [unit.id, unit]));
  const plansOf = await loadRatePlansOf(db, [...new Set(reservations.map((reservation) => reservation.unitTypeId))], language);
  const ratePlans = new Map([...plansOf].map(([unitTypeId, plans]) => [unitTypeId, new Map(plans.map((plan) => [plan.id, plan.name]))]));
  const services = new Map((await loadServices(db, ownerIds, language)).map((service) => [service.id, service.name]));
  const fees = new Map((await loadFees(db, ownerIds, language)).map((fee) => [fee.id, fee.name]));
  const notes = await policyNotesInTwoLanguages(db, [...new Set(reservations.map((reservation) => reservation.ratePlanId))], offeredIn, language);
  return {
    policy: (r) => policyInLanguage(r.cancellationPolicy, r.ratePlanId, notes),
    unitTypes,
    ratePlanName: (unitTypeId, ratePlanId) => ratePlans.get(unitTypeId)?.get(ratePlanId),
    serviceName: (id) => services.get(id),
    feeName: (id) => fees.get(id),
  };
}

const chargeName = (texts: CatalogueTexts, r: OfferReservationRow, charge: OfferReservationRow['charges'][number]): string =>
  (charge.type === CHARGE_TYPE.ACCOMMODATION
    ? texts.ratePlanName(r.unitTypeId, r.ratePlanId)
    : charge.serviceId !== null
      ? texts.serviceName(charge.serviceId)
      : charge.feeId !== null
        ? texts.feeName(charge.feeId)
        : undefined) ?? charge.name;

/** A unit's prepayment if accepted at `now` (02 §9.5), on the property's calendar. */
const prepaymentUnit = (r: OfferReservationRow): PrepaymentUnit => ({
  policy: r.cancellationPolicy,
  totalRate: r.totalAccommodationPrice,
  services: r.servicesCost,
  firstNightPrice: r.firstNightPrice,
  arrival: r.arrival,
});

async function reservationView(
  r: OfferReservationRow,
  texts: CatalogueTexts,
  db: Queryable,
  language: Locale,
  now: Date,
  timezone: string,
): Promise<OfferReservation> {
  const unit = texts.unitTypes.get(r.unitTypeId);
  const label = VAT_LABEL[language] ?? VAT_LABEL.en;
  const charges: OfferCharge[] = r.charges.map((charge) => {
    const tax = roundMoney(charge.total - charge.totalBeforeTax);
    return {
      name: chargeName(texts, r, charge),
      primaryPrice: charge.primaryPrice,
      quantity: charge.quantity,
      type: charge.type,
      taxes: charge.vatRate > 0 && tax > 0 ? [{ label, amount: tax, taxesId: taxesId(charge.vatRate), id: charge.id ?? 0 }] : [],
      perPersonPrices: charge.perPersonPrices,
    };
  });
  const rates = [...new Set(r.charges.filter((charge) => charge.vatRate > 0).map((charge) => charge.vatRate))].sort((a, b) => a - b);
  const taxes: OfferTaxRate[] = rates.map((rate) => ({ label, rate, taxesId: taxesId(rate) }));
  const includedExtras = r.includedExtras.map((extra) => ({
    name: texts.serviceName(extra.serviceId) ?? extra.name,
    id: extra.serviceId,
    perPersonPrices: [],
    taxes: [],
  }));
  return {
    reservationsId: r.id ?? 0,
    arrivalDate: toUnixSeconds(r.arrival),
    departureDate: toUnixSeconds(r.departure),
    adults: r.adults,
    children: r.childrenAges.length,
    childrenAges: [...r.childrenAges],
    currency: r.currency,
    prepaymentAmount: unitPrepayment(prepaymentUnit(r), now, timezone),
    discounts: r.discounts.map((discount) => ({
      value: discount.value,
      type: discount.type,
      name: discount.name,
      discountsId: discount.promoCodeId,
      id: discount.id ?? 0,
    })),
    includedExtras,
    ratePlanName: texts.ratePlanName(r.unitTypeId, r.ratePlanId) ?? r.ratePlanName,
    ratePlansId: r.ratePlanId,
    totalAccommodationPrice: r.totalAccommodationPrice,
    totalReservationPrice: r.totalReservationPrice,
    firstNightPrice: r.firstNightPrice,
    cancellationPolicy: texts.policy(r),
    images: (await loadUnitTypeImages(db, r.unitTypeId)).map((image) => ({ name: basename(image.url), url: image.url })),
    unitType: {
      id: r.unitTypeId,
      name: unit?.name ?? r.unitTypeName,
      description: unit?.description ?? null,
      standardOccupancy: unit?.standardOccupancy ?? 0,
      maxOccupancy: unit?.maxOccupancy ?? 0,
      amenities: (await loadUnitTypeAmenities(db, r.unitTypeId, language)).map((amenity) => ({
        id: amenity.id,
        name: amenity.name,
        imageUrl: amenity.imageUrl,
      })),
      latitude: unit?.latitude ?? null,
      longitude: unit?.longitude ?? null,
    },
    charges,
    pricesPerDay: {
      accommodation: r.days.map((day) => ({
        timestamp: toUnixSeconds(day.date),
        perNight: day.perNight,
        adults: day.adults,
        children: day.children,
        total: day.total,
      })),
      services: [
        ...r.charges
          .filter((charge) => charge.type === CHARGE_TYPE.SERVICE)
          .map((charge) => ({
            name: chargeName(texts, r, charge),
            pricingDynamic: charge.pricingDynamic ?? 2,
            quantity: charge.quantity,
            total: charge.total,
          })),
        ...r.includedExtras.map((extra, index) => ({ name: includedExtras[index].name, pricingDynamic: extra.pricingDynamic, quantity: 1, total: 0 })),
      ],
      fees: r.charges
        .filter((charge) => charge.type === CHARGE_TYPE.FEE)
        .map((charge) => ({ name: chargeName(texts, r, charge), pricingDynamic: 1, quantity: charge.nights ?? charge.quantity, total: charge.total })),
      touristTaxes:
        r.touristTaxes.length > 0
          ? [{ name: TOURIST_TAX_NAME[language] ?? TOURIST_TAX_NAME.en, pricingDynamic: 1, quantity: r.nights, total: r.touristTax }]
          : [],
      taxes,
    },
    isTouristTaxIncluded: r.isTouristTaxIncluded,
  };
}

/**
 * The offer screen's data (02 §3.8–§3.11): the offer and its booker, the
 * booking with hasAvail now and every unit in the guest's language, and
 * the engine the offer was made on.
 * @example (await offerPayload(db, await findOfferOr404(db, uuid, code), 'en', new Date())).booking.reservations.length
 */
export async function offerPayload(db: Queryable, offer: StoredOffer, language: Locale, now: Date): Promise<OfferPayload> {
  const context = await engineContextOf(db, offer.bookingEngineId);
  const texts = await catalogueTexts(db, context, offer.reservations, offer.language, language);
  const { booker } = offer;
  return {
    offer: {
      offerUuid: offer.offerUuid,
      validUntil: offer.validUntil,
      createdAt: offer.createdAt,
      status: offer.status,
      booker: {
        isGuest: booker.isGuest,
        firstName: booker.firstName,
        lastName: booker.lastName,
        name: booker.name,
        legalId: booker.legalId,
        email: booker.email,
        phone: booker.phone,
        addres: booker.address,
        countryId: booker.countryId,
        isNewsletterSubscribed: booker.isNewsletterSubscribed,
      },
    },
    booking: {
      code: offer.bookingCode,
      type: offer.bookingType,
      deleted: offer.deleted,
      hasAvail: await offerHasAvail(db, offer.reservations),
      reservations: await Promise.all(offer.reservations.map((reservation) => reservationView(reservation, texts, db, language, now, context.timezone))),
    },
    // The property's texts (its terms, the message placeholder) in the guest's language.
    bookingEngine: engineInLanguage(context.engine, language),
  };
}

/** The reservation's receipt line of an offer unit, priced as offered. */
function receiptRoom(r: OfferReservationRow, texts: CatalogueTexts, prepayment: number): ReceiptRoom {
  const extra = (charge: OfferReservationRow['charges'][number]): ReceiptExtra => {
    const isService = charge.type === CHARGE_TYPE.SERVICE;
    const id = (isService ? charge.serviceId : charge.feeId) ?? 0;
    return {
      key: `${isService ? 'SERVICE' : 'FEE'}_${id}`,
      kind: isService ? 'service' : 'fee',
      id,
      name: chargeName(texts, r, charge),
      quantity: charge.lineQuantity,
      nights: charge.nights,
      total: charge.total,
      totalBeforeTax: charge.totalBeforeTax,
    };
  };
  const promo = r.discounts.find((discount) => discount.promoCodeId !== null);
  const unit = texts.unitTypes.get(r.unitTypeId);
  return {
    unitTypeId: r.unitTypeId,
    unitTypeName: unit?.name ?? r.unitTypeName,
    ratePlanId: r.ratePlanId,
    ratePlanName: texts.ratePlanName(r.unitTypeId, r.ratePlanId) ?? r.ratePlanName,
    bookingEngineId: r.bookingEngineId,
    from: r.arrival,
    to: r.departure,
    nights: r.nights,
    adults: r.adults,
    childrenAges: [...r.childrenAges],
    quantity: 1,
    price: r.totalAccommodationPrice,
    priceBeforeTax: r.totalAccommodationBeforeTax,
    totalRate: r.totalAccommodationPrice,
    totalRateBeforeDiscount: r.rateTotalBeforeDiscount,
    totalRateBeforeTax: r.totalAccommodationBeforeTax,
    firstNightPrice: r.firstNightPrice,
    servicesCost: r.servicesCost,
    servicesCostBeforeTax: r.servicesCostBeforeTax,
    totalCost: r.totalReservationPrice,
    currency: r.currency,
    cancellationPolicy: texts.policy(r) as ReceiptRoom['cancellationPolicy'],
    activePromoCode:
      promo && r.promoCode
        ? { name: promo.name, code: r.promoCode, discountAmount: promo.value, discountType: promo.type === OFFER_DISCOUNT_TYPE.PERCENTAGE ? 1 : 2 }
        : null,
    includedServices: r.includedExtras.map((included) => texts.serviceName(included.serviceId) ?? included.name),
    isTouristTaxIncluded: r.isTouristTaxIncluded,
    touristTax: r.touristTax,
    services: r.charges.filter((charge) => charge.type === CHARGE_TYPE.SERVICE).map(extra),
    fees: r.charges.filter((charge) => charge.type === CHARGE_TYPE.FEE).map(extra),
    prepaymentAmount: prepayment,
    checkInBegin: unit?.checkInBegin ?? null,
    checkInEnd: unit?.checkInEnd ?? null,
    checkOutBegin: unit?.checkOutBegin ?? null,
    checkOutEnd: unit?.checkOutEnd ?? null,
  };
}

/** An offer acceptance, its booker and payment already checked (`checkedBookerAndPayment`). */
export interface AcceptOfferInput {
  offerUuid: string;
  bookingCode: string;
  guest: GuestInput;
  payment: PaymentInput;
  language: Locale;
  now: Date;
  idempotencyKey: string;
  requestHash: string;
}

/**
 * Accepts an offer (02 §4.5, §7): in one BEGIN IMMEDIATE transaction,
 * replays a stored answer for the key if another connection stored one
 * meanwhile; checks the offer's bookability now (409 with its banner
 * message); checks the payment with the property's methods
 * (`acceptedPayment`); takes one unit for every night of every unit;
 * writes the reservation from the offer's prices (`writeReservation`);
 * marks the offer's booking a reservation, so the offer is no longer
 * bookable; stores the idempotency answer. Any refusal rolls everything back.
 * @throws ApiError 404 'Offer not found', 409 a bookability message, 400 payment or inventory problems
 */
export async function acceptOffer(db: Queryable, input: AcceptOfferInput): Promise<BookingAnswer> {
  const { now } = input;
  return atomically(db, async (db) => {
    const earlier = await previousAnswer(db, input.idempotencyKey, input.requestHash);
    if (earlier) return earlier;

    const offer = await findOfferOr404(db, input.offerUuid, input.bookingCode);
    const reservations = offer.reservations;
    const hasAvail = await offerHasAvail(db, reservations);
    const blocked = offerBookability(
      { validUntil: offer.validUntil, status: offer.status },
      { type: offer.bookingType, deleted: offer.deleted, hasAvail, reservations: reservations.map((r) => ({ arrivalDate: toUnixSeconds(r.arrival) })) },
      now,
    );
    if (blocked) throw new ApiError(409, [blocked]);
    if (reservations.length === 0) throw new ApiError(409, [RESERVATION_MESSAGES.roomsRequired]);

    const context = await engineContextOf(db, offer.bookingEngineId);
    const owner = [...context.sellingEngines, context.engine].find((engine) => engine.id === reservations[0].bookingEngineId) ?? context.engine;
    const units = reservations.map(prepaymentUnit);
    const texts = await catalogueTexts(db, context, reservations, offer.language, input.language);
    const rooms = reservations.map((r, index) => receiptRoom(r, texts, unitPrepayment(units[index], now, context.timezone)));
    const receipt = assembleReceipt(rooms, owner);
    const card = await acceptedPayment(db, owner, input.payment, { total: receipt.price.total, currency: receipt.currency });

    for (const r of inventoryOrder(reservations, (unit) => [unit.unitTypeId, unit.arrival])) {
      if (!(await takeInventory(db, r.unitTypeId, r.arrival, r.departure, r.nights))) throw new ApiError(400, [RESERVATION_MESSAGES.unitTypeNotAvailable]);
    }

    const { id, publicId, code } = await writeReservation(db, {
      bookingEngineId: offer.bookingEngineId,
      owner,
      timezone: context.timezone,
      language: input.language,
      payment: input.payment,
      card,
      total: receipt.price.total,
      prepayment: prepaymentDetails(units, now, context.timezone),
      receipt,
      touristTaxes: dedupeTouristTaxes(reservations.flatMap((r) => r.touristTaxes)),
      guest: input.guest,
      rooms: reservations.map(() => ({ amenities: [], fromGoogleTravel: false })),
      now,
    });
    // Accepted only while it is still open: another acceptance that got here first (its own key) leaves it taken.
    if (!(await markOfferAccepted(db, offer.id, id, now))) {
      const taken = offerBookability(
        { validUntil: offer.validUntil, status: offer.status },
        { type: 1, deleted: offer.deleted, hasAvail, reservations: reservations.map((r) => ({ arrivalDate: toUnixSeconds(r.arrival) })) },
        now,
      );
      throw new ApiError(409, [taken ?? RESERVATION_MESSAGES.unitTypeNotAvailable]);
    }
    await queueMail(db, id, 'offer-accepted', now);

    const answer: BookingAnswer = { status: 201, body: { success: true, response: { publicId, internalId: id, code } } };
    await storeAnswer(db, input.idempotencyKey, input.requestHash, answer.status, answer.body, id, now);
    return answer;
  });
}
