/**
 * Booking, reading and cancelling reservations (spec 02 §7, §3.12, §4.6).
 *
 * A booking is priced again on the server, from the stored catalogue, with
 * the very code that answers GET /api/availability (`computeAvailability`:
 * the site's `priceRate` on the stored nights) and the site's extras and
 * totals (`src/lib/extras/extras.ts`), so the total the guest saw is the total the
 * server computes unless the catalogue changed in between. Pricing, the
 * inventory it takes and every row it writes happen in one `BEGIN
 * IMMEDIATE` transaction: a second connection waits for it (busy timeout),
 * so two bookings can never both take the last unit. The route prices from
 * what the availability answers keep of the catalogue for the version its
 * transaction reads (`AvailabilityCache.settledFor`), the inventory read in
 * the transaction: a booking reads the catalogue only when it changed.
 */
import { promoShare } from '../src/lib/search/promo.ts';
import { bankAddressIn, engineInLanguage } from '../src/lib/settings/property-texts.ts';
import { queueMail } from './mail/queue.ts';
import { atomically, type Queryable } from './store/queries.ts';
import { randomBytes, randomInt } from 'node:crypto';
import type { BasketService, TouristTaxEntry } from '../src/lib/basket/basket.ts';
import { applicableFees, touristTaxTotal } from '../src/lib/extras/fees.ts';
import { bookingErrorList, validateBooking } from '../src/lib/checkout/booking-validation.ts';
import { basketTotals, extrasTotals, quantityLimits, startingQuantity, type ExtrasBasketItem } from '../src/lib/extras/extras.ts';
import { composeNote, parseNote } from '../src/lib/checkout/guest-note.ts';
import { isStayOver, lastDeparture, STAY_OVER_MESSAGE } from '../src/lib/checkout/stay-over.ts';
import { contactEntries } from '../src/lib/frame/frame.ts';
import { roundMoney } from '../src/lib/format/money.ts';
import { occupancyMessages } from '../src/lib/search/occupancy.ts';
import { basketPrepayment, type PrepaymentBasketItem } from '../src/lib/pricing/basket-prepayment.ts';
import type { PrepaymentDetails } from '../src/lib/pricing/prepayment.ts';
import { restrictionMessages } from '../src/lib/search/restrictions.ts';
import type { BookingEngine, ExchangeRates, Locale, PaymentMethodSettings } from '../src/lib/types.ts';
import { totalRateBeforeTax } from '../src/lib/pricing/vat.ts';
import { computeAvailability, type Kept, latestCheckOut, type Memo, type Rate, readEachTime, type TouristTax, type UnitType } from './availability.ts';
import { addDays, todayIn, toUnixSeconds } from './dates.ts';
import { isUndeliverableEmail } from './email.ts';
import { ApiError } from './errors.ts';
import { findAnswer, storeAnswer } from './idempotency.ts';
import type { StoredReceipt, StoredReceiptExtra, StoredReceiptRoom } from '../src/lib/checkout/reservation-receipt.ts';
import { englishText } from './messages.ts';
import { checkPayment, consumePayment, paymentInputOf, type CheckedPayment, type PaymentInput } from './payments/check.ts';
import { priceStay, type RatePlanKind } from './pricing.ts';
import { findBookingEngine, type EngineContext } from './repo/bookingEngines.ts';
import { findCheckInUuid, purgeCheckInOf } from './repo/checkins.ts';
import { loadNightlyPrices } from './repo/catalogue.ts';
import {
  findReservation,
  insertGuest,
  insertReservation,
  insertRoom,
  insertRoomExtra,
  markCanceled,
  reservationCodeTaken,
  releaseInventory,
  takeInventory,
  type GuestDetails,
  type StoredReservation,
} from './repo/reservations.ts';
import { get } from './sql.ts';
import { receiptInLanguage } from './receiptLanguage.ts';
import { MESSAGES } from '../src/lib/search/availability-query.ts';
import {
  RESERVATION_MESSAGES,
  type BankTransferSettings,
  type ReservationProperty,
  type ReservationRoomInput,
  type ReservationView,
} from '../src/lib/checkout/reservation-contract.ts';

/** Payment method ids (spec 02 §9.1). */
export const CARD = 1;
export const BANK_TRANSFER = 2;

/** How far the total the guest saw may be from the server's (rounding of a different client). */
export const PRICE_TOLERANCE = 0.01;

/** The booker as sent (`guest`), after the shared booking rules passed. */
export interface GuestInput extends GuestDetails {
  /** The guest's message alone (any arrival-time line the site added taken off). */
  message: string;
}

/** A booking's payment as sent, its fields read as text (`server/payments/check.ts`). */
export type { PaymentInput } from './payments/check.ts';

export interface BookingInput {
  context: EngineContext;
  guest: GuestInput;
  payment: PaymentInput;
  rooms: ReservationRoomInput[];
  expectedTotal: number;
  language: Locale;
  now: Date;
  idempotencyKey: string;
  requestHash: string;
  /**
   * What the availability answers keep of the catalogue for the version
   * the booking's transaction read (`AvailabilityCache.settledFor`): the
   * units are priced from it and from what the transaction reads of the
   * rest, the inventory always. Without, everything is read in the
   * transaction.
   */
  catalogue?: Memo;
}

/** What POST /api/reservation answers. */
export interface BookingAnswer {
  status: number;
  body: unknown;
}

/** The receipt kept with a reservation: the shared contract of src/lib/checkout/reservation-receipt.ts. */
export type ReceiptExtra = StoredReceiptExtra;
export type ReceiptRoom = StoredReceiptRoom;
export type Receipt = StoredReceipt;

/** A unit priced for booking. */
export interface RoomQuote {
  room: ReservationRoomInput;
  unitType: UnitType;
  rate: Rate;
  item: ExtrasBasketItem & PrepaymentBasketItem;
  touristTaxes: TouristTax[];
}

const NO_EXCHANGE_RATES: ExchangeRates = { baseCurrency: 'EUR', currencies: {} };

const englishList = (messages: { key: string; tokens: Record<string, string | number> }[]): string[] => messages.map(englishText);

/** The rate plan kind from the wire flags. */
const kindOf = (rate: Rate): RatePlanKind => (rate.isPaxRate ? 'pax' : rate.isPPPDRate ? 'pppd' : 'flat');

/**
 * Messages about the stay's dates against the property's today (what the
 * availability search checks too): not in the past, at most two years ahead.
 */
export function stayDateMessages(from: string, to: string, today: string): string[] {
  const messages: string[] = [];
  if (from < today) messages.push(MESSAGES.fromInPast);
  if (to > latestCheckOut(today)) messages.push(MESSAGES.toTooFar);
  return messages;
}

/**
 * The first night's price of a stay for its guests: the rate's first
 * stored night priced alone with the shared pricing (its own pax values,
 * not the stay's), with its share of the stay's promo (`promoShare`: a
 * fixed amount off the stay is not all taken off the one night).
 */
async function firstNightPrice(db: Queryable, unitType: UnitType, rate: Rate, room: ReservationRoomInput, memo: Kept): Promise<number> {
  // Kept with its size: one per rate plan and arrival booked, counted towards the kept answers' bound.
  const nights = await memo(
    `rate plan ${rate.ratePlanId} first night ${room.from}`,
    () => loadNightlyPrices(db, rate.ratePlanId, room.from, addDays(room.from, 1)),
    (read) => 64 + 200 * read.length,
  );
  if (nights.length === 0) return 0;
  const night = priceStay(kindOf(rate), nights, unitType, { adults: room.adults, childrenAges: room.children }, rate.childrenCategories, null).totalRate;
  return promoShare(night, rate.totalRateBeforeDiscount, rate.activePromoCode);
}

export interface QuoteOptions {
  /**
   * Whether a free unit and a rate without restrictions are required
   * (default true). A property preparing an offer for a stay that is
   * already taken (the demo's unavailable offer) prices it without them;
   * the rate must still have a price for every night.
   */
  requireBookable?: boolean;
  /** What the catalogue holds, kept (`BookingInput.catalogue`); read each time without. */
  memo?: Memo;
}

/**
 * Prices one unit of the booking from the catalogue, exactly as GET
 * /api/availability prices it for these guests in one unit, and checks
 * that it can be booked: the unit type and rate exist on the engine, a
 * unit is free, the guests fit, no restriction stands, the extras are on
 * sale. Throws the guest-readable ApiError otherwise.
 */
export async function quoteRoom(
  db: Queryable,
  context: EngineContext,
  room: ReservationRoomInput,
  language: Locale,
  now: Date,
  options: QuoteOptions = {},
): Promise<RoomQuote> {
  const requireBookable = options.requireBookable ?? true;
  const payload = await computeAvailability(
    db,
    context,
    {
      from: room.from,
      to: room.to,
      adults: room.adults,
      childrenAges: room.children,
      rooms: 1,
      promoCode: room.promoCode,
      unitTypeId: String(room.unitTypeId),
      location: null,
      bookingEngineId: null,
      language,
      currency: context.engine.currency,
    },
    NO_EXCHANGE_RATES,
    now,
    options.memo,
  );
  const unitType = payload.unitTypes.find((unit) => unit.unitTypeId === room.unitTypeId);
  if (!unitType) throw new ApiError(400, [RESERVATION_MESSAGES.unitTypeNotAvailable]);
  const rate = unitType.rates.find((candidate) => candidate.ratePlanId === room.ratePlanId);
  if (!rate || rate.dailyPrices.length !== rate.nights) throw new ApiError(400, [RESERVATION_MESSAGES.ratePlanNotAvailable]);
  if (requireBookable && unitType.availableUnits <= 0) throw new ApiError(400, [RESERVATION_MESSAGES.unitTypeNotAvailable]);
  const guests = { adults: room.adults, childrenAges: room.children };
  const occupancy = occupancyMessages(unitType, guests);
  if (occupancy.length > 0) throw new ApiError(400, englishList(occupancy));
  if (requireBookable && (rate.restrictionErrors.length > 0 || !rate.isBookable)) {
    throw new ApiError(400, englishList(restrictionMessages(rate, unitType.availableUnits)));
  }

  const engineId = unitType.bookingEngineId;
  const stay = { ...guests, nights: rate.nights };
  const offered = payload.services.filter((service) => service.bookingEngineId === engineId);
  // What the rate includes is not sold again (the extras step does not offer it): a paid breakfast on a bed-and-breakfast rate.
  // By id, whatever the language: a mandatory service stays, as on the extras step.
  const included = new Set(rate.services.map((service) => service.id));
  const addable = offered.filter((service) => service.isMandatory || !included.has(service.id));
  const requested = new Map(room.services.map((service) => [service.serviceId, service.quantity]));
  for (const [serviceId, quantity] of requested) {
    if (!offered.some((service) => service.id === serviceId)) throw new ApiError(400, [RESERVATION_MESSAGES.serviceNotAvailable]);
    if (quantity > 0 && !addable.some((service) => service.id === serviceId)) throw new ApiError(400, [RESERVATION_MESSAGES.serviceIncluded]);
  }
  const services: BasketService[] = addable.map((service) => {
    // A mandatory service's quantity is the property's, whatever is sent (the shared rules derive it).
    const quantity = service.isMandatory ? startingQuantity(service) : (requested.get(service.id) ?? 0);
    if (!service.isMandatory && quantity > quantityLimits({ ...service, quantity }, stay).max) {
      throw new ApiError(400, [RESERVATION_MESSAGES.serviceQuantity]);
    }
    return { ...service, quantity };
  });
  const fees = applicableFees(
    payload.fees.filter((fee) => fee.bookingEngineId === engineId),
    rate.ratePlanId,
    unitType.unitTypeId,
  );
  const touristTaxes = payload.touristTaxes.filter((entry) => entry.bookingEngineId === engineId);
  const touristTax: TouristTaxEntry[] = touristTaxes.map(({ adults, childrenUnder12, childrenAbove12 }) => ({ adults, childrenUnder12, childrenAbove12 }));
  const engine = unitType.bookingEngine;

  const item: ExtrasBasketItem & PrepaymentBasketItem = {
    ...stay,
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    ratePlanId: rate.ratePlanId,
    unitTypeId: unitType.unitTypeId,
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
    services,
    fees,
    cancellationPolicy: rate.policy,
    firstNightPrice: await firstNightPrice(db, unitType, rate, room, options.memo ?? readEachTime),
    from: room.from,
  };
  return { room, unitType, rate, item, touristTaxes };
}

/** What a reservation keeps of its payment: the card holder, the masked PAN and brand (never the number or CVV), and the gateway record it uses up. */
export type CardRecord = CheckedPayment;

/**
 * Checks that the property takes the payment (02 §4.2, §9.1): for the card
 * form, a number of a brand the property's card method lists; for a card
 * gateway (types 3–7), a payment the test gateway approved for this
 * property (and, for A/B, this total) that no booking used yet. Returns
 * what is kept of the payment. Every way of booking (POST /reservation,
 * offer acceptance) pays through here; `writeReservation` then uses the
 * gateway's record up.
 * @throws ApiError 400 'This payment method is not available for this property', the card message with field 'cardNumber', or the gateway's refusal
 */
export async function acceptedPayment(
  db: Queryable,
  owner: BookingEngine,
  payment: PaymentInput,
  order: { total: number; currency: string },
): Promise<CardRecord> {
  return await checkPayment(db, owner, payment, order);
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optionalText = (value: unknown): string | null => text(value) || null;

/**
 * The booker and payment of a booking request (POST /reservation `guest`
 * and `payment`, an offer acceptance's `guestDetails` and `payment`),
 * checked with the checkout's own rules (`validateBooking`, 02 §5.1,
 * §5.2) and the undeliverable-email rule, and trimmed as they are kept.
 * The note's trailing arrival-time line (the site adds one) is taken off
 * before its checks. The terms box counts as ticked unless sent false.
 * @throws ApiError 400 `[{ message, field }]` in form order, or 'Email doesnt exist'
 */
export function checkedBookerAndPayment(
  guest: Record<string, unknown>,
  payment: Record<string, unknown> & { type: number },
  now: Date,
): { guest: GuestInput; payment: PaymentInput } {
  const note = typeof guest.note === 'string' ? guestMessage(guest.note) : guest.note;
  const errors = validateBooking(
    {
      ...guest,
      note,
      termsAccepted: guest.termsAccepted ?? true,
      name: payment.name,
      cardNumber: payment.cardNumber,
      expirationDate: payment.expirationDate,
      cvv: payment.cvv,
    },
    payment.type,
    now,
  );
  const fieldErrors = bookingErrorList(errors);
  if (fieldErrors.length > 0)
    throw new ApiError(
      400,
      fieldErrors.map(({ field, message }) => ({ message: englishText(message), field })),
    );
  const email = text(guest.email);
  if (isUndeliverableEmail(email)) throw new ApiError(400, [RESERVATION_MESSAGES.emailUndeliverable]);

  const isCompany = guest.isCompany === true;
  return {
    guest: {
      isCompany,
      companyName: isCompany ? optionalText(guest.companyName) : null,
      companyVatId: isCompany ? optionalText(guest.companyVatId) : null,
      firstName: text(guest.firstName),
      lastName: text(guest.lastName),
      email,
      phone: text(guest.phone),
      country: text(guest.country),
      address: optionalText(guest.address),
      city: optionalText(guest.city),
      postalCode: optionalText(guest.postalCode),
      estimatedTimeOfArrival: text(guest.estimatedTimeOfArrival),
      message: typeof note === 'string' ? note.trim() : '',
      isNewsletterSubscribed: guest.isNewsletterSubscribed === true,
    },
    payment: paymentInputOf(payment),
  };
}

/** 128 random bits, base64url: 22 characters. */
export const newPublicId = (): string => randomBytes(16).toString('base64url');

/** Random digits after the year: a code tells nothing of how many bookings a property has (a running number would). */
const CODE_DIGITS = 8;

/** `CODE_DIGITS` random decimal digits. */
export const randomCodeDigits = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/**
 * The reservation code: the engine's initials, the booking year and eight
 * random digits, e.g. 'VA-2027-48203917' for villa-adriatic. Digits only
 * after the initials, so the bank transfer reference (HR00) can be made of
 * them.
 * @example reservationCode('villa-adriatic', '2027-03-01', '48203917') // 'VA-2027-48203917'
 */
export function reservationCode(slug: string, today: string, digits: string = randomCodeDigits()): string {
  const words = slug.split('-').filter(Boolean);
  const initials =
    words.length > 1
      ? words
          .slice(0, 2)
          .map((word) => word[0])
          .join('')
      : (words[0] ?? 'RS').slice(0, 2);
  return `${initials.toUpperCase()}-${today.slice(0, 4)}-${digits}`;
}

/** The digits of a reservation code: the bank transfer reference. @example referenceNumber('VA-2027-48203917') // '202748203917' */
export const referenceNumber = (code: string): string => code.replace(/\D/g, '');

function receiptOf(quotes: RoomQuote[], prepayments: number[]): Receipt {
  const rooms: ReceiptRoom[] = quotes.map((quote, index) => {
    const own = extrasTotals(quote.item);
    const line = (extra: (typeof own.lines)[number]): ReceiptExtra => ({
      key: extra.key,
      kind: extra.kind,
      id: extra.id,
      name: extra.name,
      quantity: extra.quantity,
      nights: extra.nights,
      total: extra.total,
      totalBeforeTax: extra.totalBeforeTax,
    });
    return {
      unitTypeId: quote.unitType.unitTypeId,
      unitTypeName: quote.unitType.unitTypeName,
      ratePlanId: quote.rate.ratePlanId,
      ratePlanName: quote.rate.ratePlanName,
      bookingEngineId: quote.unitType.bookingEngineId,
      from: quote.room.from,
      to: quote.room.to,
      nights: quote.rate.nights,
      adults: quote.room.adults,
      childrenAges: [...quote.room.children],
      quantity: 1,
      price: own.accommodation,
      priceBeforeTax: own.accommodationBeforeTax,
      totalRate: quote.rate.totalRate,
      totalRateBeforeDiscount: quote.rate.totalRateBeforeDiscount,
      totalRateBeforeTax: quote.item.totalRateBeforeTax,
      firstNightPrice: quote.item.firstNightPrice,
      servicesCost: own.extras,
      servicesCostBeforeTax: own.extrasBeforeTax,
      totalCost: own.total,
      currency: quote.unitType.bookingEngine.currency,
      cancellationPolicy: quote.rate.policy,
      activePromoCode: quote.rate.activePromoCode,
      includedServices: quote.rate.includedServices,
      isTouristTaxIncluded: quote.rate.isTouristTaxIncluded,
      touristTax: roundMoney(own.touristTax.included + own.touristTax.notIncluded),
      services: own.lines.filter((extra) => extra.kind === 'service').map(line),
      fees: own.lines.filter((extra) => extra.kind === 'fee').map(line),
      prepaymentAmount: prepayments[index] ?? 0,
      checkInBegin: quote.unitType.checkInBegin ?? null,
      checkInEnd: quote.unitType.checkInEnd ?? null,
      checkOutBegin: quote.unitType.checkOutBegin ?? null,
      checkOutEnd: quote.unitType.checkOutEnd ?? null,
    };
  });
  return assembleReceipt(rooms, quotes[0].unitType.bookingEngine);
}

/**
 * The receipt snapshot of a booking from its rooms' receipt lines: the
 * booking's extras lines summed by key, and the totals of accommodation,
 * extras and price with and without VAT, the tourist tax split by
 * whether the rates include it.
 * @example assembleReceipt(rooms, { id: 1, currency: 'EUR', isVatRegistered: true, vatRate: 13 }).price.total
 */
export function assembleReceipt(rooms: ReceiptRoom[], engine: { id: number; currency: string; isVatRegistered: boolean; vatRate: number }): Receipt {
  const sum = (value: (room: ReceiptRoom) => number): number => roundMoney(rooms.reduce((total, room) => total + value(room), 0));
  const totals = {
    accommodation: sum((room) => room.price),
    accommodationBeforeTax: sum((room) => room.priceBeforeTax),
    extras: sum((room) => room.servicesCost),
    extrasBeforeTax: sum((room) => room.servicesCostBeforeTax),
    total: sum((room) => room.price + room.servicesCost),
    totalBeforeTax: sum((room) => room.priceBeforeTax + room.servicesCostBeforeTax),
    touristTax: {
      included: sum((room) => (room.isTouristTaxIncluded ? room.touristTax : 0)),
      notIncluded: sum((room) => (room.isTouristTaxIncluded ? 0 : room.touristTax)),
    },
  };
  // Extras lines of the whole booking, one per service or fee (02 §3.5: keyed 'SERVICE_{id}' / 'FEE_{id}').
  const extras = new Map<string, ReceiptExtra>();
  for (const room of rooms) {
    for (const extra of [...room.services, ...room.fees]) {
      const seen = extras.get(extra.key);
      extras.set(
        extra.key,
        seen
          ? {
              ...seen,
              quantity: seen.quantity + extra.quantity,
              total: roundMoney(seen.total + extra.total),
              totalBeforeTax: roundMoney(seen.totalBeforeTax + extra.totalBeforeTax),
            }
          : { ...extra },
      );
    }
  }
  return {
    currency: engine.currency,
    bookingEngineId: engine.id,
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    accomodation: {
      items: rooms,
      totalBeforeTax: totals.accommodationBeforeTax,
      taxAmount: roundMoney(totals.accommodation - totals.accommodationBeforeTax),
      totalCost: totals.accommodation,
      firstNightPrice: roundMoney(rooms.reduce((sum, room) => sum + room.firstNightPrice, 0)),
    },
    extras: {
      items: [...extras.values()],
      totalBeforeTax: totals.extrasBeforeTax,
      taxAmount: roundMoney(totals.extras - totals.extrasBeforeTax),
      totalCost: totals.extras,
    },
    price: { total: totals.total, beforeTax: totals.totalBeforeTax, taxAmount: roundMoney(totals.total - totals.totalBeforeTax) },
    touristTax: totals.touristTax,
  };
}

/**
 * Units in the order their inventory rows are taken or given back: by unit
 * type, then arrival. Every transaction locks the rows in this one order, so
 * two bookings (or a booking and a cancellation) of the same unit types
 * never each hold a row the other waits for.
 */
export function inventoryOrder<T>(units: readonly T[], key: (unit: T) => [number, string]): T[] {
  return [...units].sort((a, b) => {
    const [typeA, fromA] = key(a);
    const [typeB, fromB] = key(b);
    return typeA - typeB || (fromA < fromB ? -1 : fromA > fromB ? 1 : 0);
  });
}

/** The stored answer for a key: replayed for the same request, refused for another. */
function replay(stored: { requestHash: string; status: number; body: unknown }, hash: string): BookingAnswer {
  if (stored.requestHash !== hash) throw new ApiError(422, [RESERVATION_MESSAGES.keyReused]);
  return { status: stored.status, body: stored.body };
}

/**
 * The answer already given for this idempotency key, if any (checked
 * before anything else, so a replay never depends on the clock or the
 * catalogue).
 * @throws ApiError 422 when the key was used for another request
 */
export async function previousAnswer(db: Queryable, key: string, hash: string): Promise<BookingAnswer | null> {
  const stored = await findAnswer(db, key);
  return stored ? replay(stored, hash) : null;
}

/** Every unit of the booking priced and checked (`quoteRoom`), in the order sent. */
async function quotesOf(db: Queryable, input: BookingInput, memo?: Memo): Promise<RoomQuote[]> {
  const quotes: RoomQuote[] = [];
  for (const room of input.rooms) quotes.push(await quoteRoom(db, input.context, room, input.language, input.now, { memo }));
  return quotes;
}

/**
 * Books: in one BEGIN IMMEDIATE transaction, replays a stored answer for
 * the key if another connection stored one meanwhile; prices every unit
 * (`quoteRoom`); checks one property, the total the guest saw and the
 * payment; writes the reservation, its booker, rooms and extras and
 * the idempotency answer; then takes one unit of inventory for every night
 * of every unit. Any refusal rolls everything back.
 */
export async function createReservation(db: Queryable, input: BookingInput): Promise<BookingAnswer> {
  const { context, now } = input;
  return atomically(db, async (db) => {
    const earlier = await previousAnswer(db, input.idempotencyKey, input.requestHash);
    if (earlier) return earlier;

    const quotes = await quotesOf(db, input, input.catalogue);
    const ownerId = quotes[0].unitType.bookingEngineId;
    if (quotes.some((quote) => quote.unitType.bookingEngineId !== ownerId)) throw new ApiError(400, [RESERVATION_MESSAGES.oneProperty]);
    const owner = context.sellingEngines.find((engine) => engine.id === ownerId) ?? context.engine;

    const items = quotes.map((quote) => quote.item);
    const total = basketTotals(items).total;
    // The price first: a card payment approved for the total the guest saw is refused as a change of price (409, the
    // guest reviews the stay), not as a payment that does not match (a gateway's approval stays usable for that total).
    if (Math.abs(total - input.expectedTotal) > PRICE_TOLERANCE + 1e-9) throw new ApiError(409, [RESERVATION_MESSAGES.priceChanged]);
    const card = await acceptedPayment(db, owner, input.payment, { total, currency: quotes[0].unitType.bookingEngine.currency });

    const prepayment = basketPrepayment(items, now, context.timezone);
    const prepayments = items.map((item) => basketPrepayment([item], now, context.timezone).prepaymentAmount);
    const receipt = receiptOf(quotes, prepayments);
    const { id, publicId, code } = await writeReservation(db, {
      bookingEngineId: context.engine.id,
      owner,
      timezone: context.timezone,
      language: input.language,
      payment: input.payment,
      card,
      total,
      prepayment,
      receipt,
      touristTaxes: dedupeTouristTaxes(quotes.flatMap((quote) => quote.touristTaxes)),
      guest: input.guest,
      rooms: quotes.map((quote) => ({ amenities: quote.room.amenities, fromGoogleTravel: quote.room.fromGoogleTravel })),
      now,
    });
    await queueMail(db, id, 'booked', now);

    const answer: BookingAnswer = { status: 201, body: { success: true, response: { publicId, internalId: id, code } } };
    await storeAnswer(db, input.idempotencyKey, input.requestHash, answer.status, answer.body, id, now);

    // The inventory last: other bookings of these nights wait for its rows only until this one commits, not while it
    // writes (a unit taken meanwhile rolls everything above back). In one order for every booking (by unit type, then
    // arrival): two bookings never wait for each other's rows.
    for (const quote of inventoryOrder(quotes, (q) => [q.unitType.unitTypeId, q.room.from])) {
      if (!(await takeInventory(db, quote.unitType.unitTypeId, quote.room.from, quote.room.to, quote.rate.nights))) {
        throw new ApiError(400, [RESERVATION_MESSAGES.unitTypeNotAvailable]);
      }
    }
    return answer;
  });
}

/** A reservation ready to be written: priced, paid and checked. */
export interface ReservationRecord {
  /** The engine the guest booked on (a group's for a group site). */
  bookingEngineId: number;
  /** The engine whose units are booked: its slug starts the code. */
  owner: BookingEngine;
  /** The time zone of the engine booked on (a group's for a group site): the code's year is the booking year there. */
  timezone: string;
  language: Locale;
  payment: PaymentInput;
  card: CardRecord | null;
  /** Accommodation + extras of every room. */
  total: number;
  prepayment: PrepaymentDetails;
  receipt: Receipt;
  touristTaxes: TouristTax[];
  guest: GuestInput;
  /** What the receipt does not hold of each room, in the order of receipt.accomodation.items. */
  rooms: { amenities: number[]; fromGoogleTravel: boolean }[];
  now: Date;
}

/**
 * Writes a reservation (inside the caller's transaction, after the
 * inventory was taken): the reservation with its receipt snapshot and
 * payment summary (masked PAN only), its booker with the note ('message'
 * + the arrival-time line), one room per receipt line and each room's
 * extras. Returns the ids the guest and the property see.
 * @example await writeReservation(db, record) // { id: 1, publicId: '9FkBaWpicAexpv4q5Shd8Q', code: 'VA-2027-48203917' }
 */
export async function writeReservation(db: Queryable, record: ReservationRecord): Promise<{ id: number; publicId: string; code: string }> {
  const { receipt, card, guest, now } = record;
  const publicId = newPublicId();
  // One in a hundred million that a year's code is taken already: drawn again until it is free.
  let code = reservationCode(record.owner.slug, todayIn(record.timezone, now));
  while (await reservationCodeTaken(db, code)) code = reservationCode(record.owner.slug, todayIn(record.timezone, now));
  const id = await insertReservation(db, {
    publicId,
    code,
    bookingEngineId: record.bookingEngineId,
    propertyEngineId: record.owner.id,
    language: record.language,
    currency: receipt.currency,
    paymentMethodId: record.payment.type,
    cardHolderName: card?.holder ?? null,
    maskedPan: card?.maskedPan ?? null,
    cardBrand: card?.brand ?? null,
    paidWith: card?.paidWith ?? null,
    total: record.total,
    prepaymentAmount: record.prepayment.prepaymentAmount,
    prepaymentPercentage: record.prepayment.prepaymentPercentage,
    receipt,
    touristTaxes: record.touristTaxes,
    createdAt: now.toISOString(),
  });
  if (card) await consumePayment(db, card, id, now);
  await insertGuest(db, id, {
    isCompany: guest.isCompany,
    companyName: guest.isCompany ? guest.companyName : null,
    companyVatId: guest.isCompany ? guest.companyVatId : null,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phone: guest.phone,
    country: guest.country,
    address: guest.address,
    city: guest.city,
    postalCode: guest.postalCode,
    estimatedTimeOfArrival: guest.estimatedTimeOfArrival,
    note: composeNote(guest.message, guest.estimatedTimeOfArrival),
    isNewsletterSubscribed: guest.isNewsletterSubscribed,
  });
  for (const [position, room] of receipt.accomodation.items.entries()) {
    const roomId = await insertRoom(db, id, {
      position,
      bookingEngineId: room.bookingEngineId,
      unitTypeId: room.unitTypeId,
      ratePlanId: room.ratePlanId,
      from: room.from,
      to: room.to,
      nights: room.nights,
      adults: room.adults,
      childrenAges: room.childrenAges,
      promoCode: room.activePromoCode?.code ?? null,
      amenities: record.rooms[position]?.amenities ?? [],
      fromGoogleTravel: record.rooms[position]?.fromGoogleTravel ?? false,
      unitTypeName: room.unitTypeName,
      ratePlanName: room.ratePlanName,
      totalRate: room.totalRate,
      totalRateBeforeDiscount: room.totalRateBeforeDiscount,
      totalRateBeforeTax: room.totalRateBeforeTax,
      firstNightPrice: room.firstNightPrice,
      servicesCost: room.servicesCost,
      touristTax: room.touristTax,
      isTouristTaxIncluded: room.isTouristTaxIncluded,
      cancellationPolicy: room.cancellationPolicy,
    });
    for (const extra of [...room.services, ...room.fees]) await insertRoomExtra(db, roomId, extra);
  }
  return { id, publicId, code };
}

/** The tourist tax entries of a booking, one per engine and night. */
export function dedupeTouristTaxes(entries: TouristTax[]): TouristTax[] {
  const byKey = new Map<string, TouristTax>();
  for (const entry of entries) byKey.set(`${entry.bookingEngineId}|${entry.date}`, entry);
  return [...byKey.values()].sort((a, b) => a.bookingEngineId - b.bookingEngineId || a.date.localeCompare(b.date));
}

async function bankTransferSettings(db: Queryable, engineIds: number[], language: string): Promise<BankTransferSettings | null> {
  for (const engineId of engineIds) {
    const row = await get<{ settings: string | null }>(
      db,
      'SELECT settings FROM payment_methods WHERE booking_engine_id = ? AND method_id = ?',
      engineId,
      BANK_TRANSFER,
    );
    if (!row?.settings) continue;
    const settings = JSON.parse(row.settings) as PaymentMethodSettings;
    return {
      accountHolderName: settings.accountHolderName ?? null,
      bankAddress: bankAddressIn(settings.bankAddress, language),
      bankName: settings.bankName ?? null,
      iban: settings.iban ?? null,
      swiftCode: settings.swiftCode ?? null,
    };
  }
  return null;
}

/** The name and contacts of the property `slug` (a group's member), its address as worded for `language`; null should it be gone. */
async function reservationProperty(db: Queryable, slug: string, language: string): Promise<ReservationProperty | null> {
  const engine = await findBookingEngine(db, slug);
  if (!engine) return null;
  return { name: engine.name, contacts: contactEntries(engineInLanguage(engine, language)) };
}

async function viewOf(db: Queryable, r: StoredReservation, language: string | null): Promise<ReservationView> {
  const from = r.rooms.reduce((min, room) => (room.from < min ? room.from : min), r.rooms[0].from);
  const to = lastDeparture(r.rooms.map((room) => room.to)) ?? r.rooms[0].to;
  const { guest } = r;
  return {
    id: r.publicId,
    code: r.code,
    reservationIds: r.rooms.map((room) => room.id),
    isCanceled: r.isCanceled,
    paymentMethodId: r.paymentMethodId,
    paidWith: r.paidWith,
    prepaymentAmount: r.prepaymentAmount,
    prepaymentCurrency: r.currency,
    prepaymentPercentage: r.prepaymentPercentage,
    bankTransferSettings:
      r.paymentMethodId === BANK_TRANSFER ? await bankTransferSettings(db, [r.propertyEngineId, r.bookingEngineId], language ?? r.language) : null,
    referenceNumber: referenceNumber(r.code),
    receipt: await receiptInLanguage(db, r.receipt, r.language, language ?? r.language),
    guest: {
      isCompany: guest.isCompany,
      companyName: guest.companyName,
      companyVatId: guest.companyVatId,
      firstName: guest.firstName,
      lastName: guest.lastName,
      email: guest.email,
      phone: guest.phone,
      country: guest.country,
      note: guest.note,
    },
    createdAt: Math.floor(Date.parse(r.createdAt) / 1000),
    canceledAt: r.canceledAt === null ? null : Math.floor(Date.parse(r.canceledAt) / 1000),
    request: { from: toUnixSeconds(from), to: toUnixSeconds(to) },
    cardHolderName: r.cardHolderName,
    maskedPan: r.maskedPan,
    touristTaxes: r.touristTaxes,
    bookingEngine: r.bookingEngineSlug,
    // The page links the registration only while it can be used: not for a cancelled stay, nor once it was closed after the stay.
    checkInUuid: r.isCanceled ? null : await findCheckInUuid(db, r.id),
    timeZone: r.timezone,
    property: r.propertySlug === r.bookingEngineSlug ? null : await reservationProperty(db, r.propertySlug, language ?? r.language),
  };
}

/** A public id as issued: 22 base64url characters. */
export const PUBLIC_ID = /^[A-Za-z0-9_-]{22}$/;

/** Stands in for a malformed id, so a lookup takes the same path for every id. */
const PLACEHOLDER_ID = 'A'.repeat(22);

/**
 * The reservation with this public id. A malformed id runs the same
 * lookup (with a placeholder no reservation has) and gets the same 404,
 * so the answer's time and text tell nothing about the id. Its receipt
 * names what was booked in `language` where the catalogue still can
 * (`receiptLanguage.ts`); without one, as booked.
 * @throws ApiError 404 'Reservation not found'
 */
export async function getReservation(db: Queryable, publicId: string, language: string | null = null): Promise<ReservationView> {
  const wellFormed = PUBLIC_ID.test(publicId);
  const found = await findReservation(db, wellFormed ? publicId : PLACEHOLDER_ID);
  if (!found || !wellFormed) throw new ApiError(404, [RESERVATION_MESSAGES.reservationNotFound]);
  return await viewOf(db, found, language);
}

/**
 * Cancels a reservation (02 §4.6): marks it cancelled, gives back its
 * inventory, one unit for every night of every room, and closes its online
 * registration, deleting any guests registered (no stay, no need for their
 * identity data), in one transaction.
 * Cancelling a cancelled reservation changes nothing and answers the same
 * (the page's data, in `language`).
 * @throws ApiError 404 'Reservation not found'
 * @throws ApiError 409 `STAY_OVER_MESSAGE` once the stay is over (src/lib/checkout/stay-over.ts)
 */
export async function cancelReservation(db: Queryable, publicId: string, now: Date, language: string | null = null): Promise<ReservationView> {
  const wellFormed = PUBLIC_ID.test(publicId);
  return atomically(db, async (db) => {
    const found = await findReservation(db, wellFormed ? publicId : PLACEHOLDER_ID);
    if (!found || !wellFormed) throw new ApiError(404, [RESERVATION_MESSAGES.reservationNotFound]);
    // A stay that is over cannot be cancelled (src/lib/checkout/stay-over.ts); one cancelled before stays as it is.
    const departures = found.rooms.map((room) => room.to);
    if (!found.isCanceled && isStayOver(departures, todayIn(found.timezone, now))) throw new ApiError(409, [STAY_OVER_MESSAGE]);
    if (await markCanceled(db, found.id, now)) {
      for (const room of inventoryOrder(found.rooms, (r) => [r.unitTypeId, r.from])) await releaseInventory(db, room.unitTypeId, room.from, room.to);
      // No stay: the guests registered for it are not needed (server/identity.ts).
      await purgeCheckInOf(db, found.id, now);
      await queueMail(db, found.id, 'cancelled', now);
    }
    return await viewOf(db, (await findReservation(db, publicId))!, language);
  });
}

/** The guest's message from a sent note: a trailing 'Estimated time of arrival: HH:00' line (the site adds one) is taken off. */
export const guestMessage = (note: string): string => parseNote(note).message;
