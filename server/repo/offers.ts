/**
 * Offer rows (migration 007): an offer with its booker, its reservations
 * (units) and, for each, discounts, included extras, charges and prices
 * per day; written in one go and read back whole. Callers hold the
 * transaction (see `server/offers.ts`).
 */
import type { CancellationPolicy } from '../../src/lib/pricing/policy-texts.ts';
import type { OfferPerPersonPrice, OfferChildBandPrice } from '../../src/lib/offer/offer-contract.ts';
import type { TouristTax } from '../availability.ts';
import type { Queryable } from '../store/queries.ts';
import { all, bool, get, run } from '../sql.ts';

/** The booker as the property entered it (02 §3.8). */
export interface OfferBookerRow {
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

export interface OfferDiscountRow {
  /** Set when read back. */
  id?: number;
  type: number;
  value: number;
  name: string;
  promoCodeId: number | null;
}

export interface OfferIncludedExtraRow {
  serviceId: number;
  name: string;
  pricingDynamic: number;
}

export interface OfferChargeRow {
  /** Set when read back. */
  id?: number;
  type: number;
  serviceId: number | null;
  feeId: number | null;
  name: string;
  primaryPrice: number;
  quantity: number;
  lineQuantity: number;
  total: number;
  totalBeforeTax: number;
  vatRate: number;
  pricingDynamic: number | null;
  nights: number | null;
  perPersonPrices: OfferPerPersonPrice[];
}

export interface OfferDayRow {
  date: string;
  perNight: number | null;
  adults: number | null;
  children: OfferChildBandPrice[];
  total: number;
}

/** One unit of an offer with everything priced for it. */
export interface OfferReservationRow {
  /** Set when read back. */
  id?: number;
  bookingEngineId: number;
  unitTypeId: number;
  ratePlanId: number;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  childrenAges: number[];
  currency: string;
  unitTypeName: string;
  ratePlanName: string;
  rateTotal: number;
  rateTotalBeforeDiscount: number;
  totalAccommodationPrice: number;
  totalAccommodationBeforeTax: number;
  servicesCost: number;
  servicesCostBeforeTax: number;
  totalReservationPrice: number;
  firstNightPrice: number;
  vatRate: number;
  promoCode: string | null;
  touristTax: number;
  isTouristTaxIncluded: boolean;
  touristTaxes: TouristTax[];
  cancellationPolicy: CancellationPolicy | null;
  discounts: OfferDiscountRow[];
  includedExtras: OfferIncludedExtraRow[];
  charges: OfferChargeRow[];
  days: OfferDayRow[];
}

/** An offer as written. */
export interface OfferRecord {
  offerUuid: string;
  bookingCode: string;
  bookingEngineId: number;
  language: string;
  currency: string;
  status: number;
  bookingType: number;
  deleted: 'Y' | 'N';
  /** Unix seconds. */
  validUntil: number;
  /** Unix seconds. */
  createdAt: number;
  booker: OfferBookerRow;
  reservations: OfferReservationRow[];
}

/** An offer as read back. */
export interface StoredOffer extends OfferRecord {
  id: number;
  reservationId: number | null;
  acceptedAt: string | null;
}

const json = (value: unknown): string => JSON.stringify(value);

/** Writes an offer with its booker and units; returns its id. */
export async function insertOffer(db: Queryable, offer: OfferRecord): Promise<number> {
  const inserted = await get<{ id: number }>(
    db,
    `INSERT INTO offers (offer_uuid, booking_code, booking_engine_id, language, currency, status, booking_type, deleted, valid_until, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    offer.offerUuid,
    offer.bookingCode,
    offer.bookingEngineId,
    offer.language,
    offer.currency,
    offer.status,
    offer.bookingType,
    offer.deleted,
    offer.validUntil,
    offer.createdAt,
  );
  const offerId = inserted!.id;
  const b = offer.booker;
  await run(
    db,
    `INSERT INTO offer_bookers (offer_id, is_guest, first_name, last_name, name, legal_id, email, phone, address, country_id, is_newsletter_subscribed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    offerId,
    b.isGuest ? 1 : 0,
    b.firstName,
    b.lastName,
    b.name,
    b.legalId,
    b.email,
    b.phone,
    b.address,
    b.countryId,
    b.isNewsletterSubscribed ? 1 : 0,
  );
  for (const [position, r] of offer.reservations.entries()) await insertOfferReservation(db, offerId, position, r);
  return offerId;
}

async function insertOfferReservation(db: Queryable, offerId: number, position: number, r: OfferReservationRow): Promise<void> {
  const inserted = await get<{ id: number }>(
    db,
    `INSERT INTO offer_reservations (offer_id, position, booking_engine_id, unit_type_id, rate_plan_id, arrival, departure, nights, adults,
       children_ages, currency, unit_type_name, rate_plan_name, rate_total, rate_total_before_discount, total_accommodation_price,
       total_accommodation_before_tax, services_cost, services_cost_before_tax, total_reservation_price, first_night_price, vat_rate,
       promo_code, tourist_tax, is_tourist_tax_included, tourist_taxes, cancellation_policy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    offerId,
    position,
    r.bookingEngineId,
    r.unitTypeId,
    r.ratePlanId,
    r.arrival,
    r.departure,
    r.nights,
    r.adults,
    json(r.childrenAges),
    r.currency,
    r.unitTypeName,
    r.ratePlanName,
    r.rateTotal,
    r.rateTotalBeforeDiscount,
    r.totalAccommodationPrice,
    r.totalAccommodationBeforeTax,
    r.servicesCost,
    r.servicesCostBeforeTax,
    r.totalReservationPrice,
    r.firstNightPrice,
    r.vatRate,
    r.promoCode,
    r.touristTax,
    r.isTouristTaxIncluded ? 1 : 0,
    json(r.touristTaxes),
    r.cancellationPolicy === null ? null : json(r.cancellationPolicy),
  );
  const id = inserted!.id;
  for (const [i, d] of r.discounts.entries())
    await run(
      db,
      'INSERT INTO offer_discounts (offer_reservation_id, position, type, value, name, promo_code_id) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      i,
      d.type,
      d.value,
      d.name,
      d.promoCodeId,
    );
  for (const [i, e] of r.includedExtras.entries())
    await run(
      db,
      'INSERT INTO offer_included_extras (offer_reservation_id, position, service_id, name, pricing_dynamic) VALUES (?, ?, ?, ?, ?)',
      id,
      i,
      e.serviceId,
      e.name,
      e.pricingDynamic,
    );
  for (const [i, c] of r.charges.entries())
    await run(
      db,
      `INSERT INTO offer_charges (offer_reservation_id, position, type, service_id, fee_id, name, primary_price, quantity, line_quantity, total,
         total_before_tax, vat_rate, pricing_dynamic, nights, per_person_prices)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      i,
      c.type,
      c.serviceId,
      c.feeId,
      c.name,
      c.primaryPrice,
      c.quantity,
      c.lineQuantity,
      c.total,
      c.totalBeforeTax,
      c.vatRate,
      c.pricingDynamic,
      c.nights,
      json(c.perPersonPrices),
    );
  for (const day of r.days) {
    await run(
      db,
      'INSERT INTO offer_prices_per_day (offer_reservation_id, date, per_night, adults, children, total) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      day.date,
      day.perNight,
      day.adults,
      json(day.children),
      day.total,
    );
  }
}

interface OfferDbRow {
  id: number;
  offer_uuid: string;
  booking_code: string;
  booking_engine_id: number;
  language: string;
  currency: string;
  status: number;
  booking_type: number;
  deleted: 'Y' | 'N';
  valid_until: number;
  created_at: number;
  reservation_id: number | null;
  accepted_at: string | null;
  is_guest: number;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  legal_id: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  country_id: string | null;
  is_newsletter_subscribed: number;
}

/**
 * The offer with this UUID and booking code, or null. One indexed lookup
 * whatever the values (the caller passes well-formed placeholders for
 * malformed ones, so both take the same path); both must match.
 */
export async function findOffer(db: Queryable, offerUuid: string, bookingCode: string): Promise<StoredOffer | null> {
  const o = await get<OfferDbRow>(
    db,
    `SELECT o.*, b.is_guest, b.first_name, b.last_name, b.name, b.legal_id, b.email, b.phone, b.address, b.country_id, b.is_newsletter_subscribed
     FROM offers o JOIN offer_bookers b ON b.offer_id = o.id
     WHERE o.offer_uuid = ? AND o.booking_code = ?`,
    offerUuid,
    bookingCode,
  );
  if (!o) return null;
  return {
    id: o.id,
    offerUuid: o.offer_uuid,
    bookingCode: o.booking_code,
    bookingEngineId: o.booking_engine_id,
    language: o.language,
    currency: o.currency,
    status: o.status,
    bookingType: o.booking_type,
    deleted: o.deleted,
    validUntil: o.valid_until,
    createdAt: o.created_at,
    reservationId: o.reservation_id,
    acceptedAt: o.accepted_at,
    booker: {
      isGuest: bool(o.is_guest),
      firstName: o.first_name,
      lastName: o.last_name,
      name: o.name,
      legalId: o.legal_id,
      email: o.email,
      phone: o.phone,
      address: o.address,
      countryId: o.country_id,
      isNewsletterSubscribed: bool(o.is_newsletter_subscribed),
    },
    reservations: await loadOfferReservations(db, o.id),
  };
}

interface ReservationDbRow {
  id: number;
  booking_engine_id: number;
  unit_type_id: number;
  rate_plan_id: number;
  arrival: string;
  departure: string;
  nights: number;
  adults: number;
  children_ages: string;
  currency: string;
  unit_type_name: string;
  rate_plan_name: string;
  rate_total: number;
  rate_total_before_discount: number;
  total_accommodation_price: number;
  total_accommodation_before_tax: number;
  services_cost: number;
  services_cost_before_tax: number;
  total_reservation_price: number;
  first_night_price: number;
  vat_rate: number;
  promo_code: string | null;
  tourist_tax: number;
  is_tourist_tax_included: number;
  tourist_taxes: string;
  cancellation_policy: string | null;
}

async function loadOfferReservations(db: Queryable, offerId: number): Promise<OfferReservationRow[]> {
  const rows = await all<ReservationDbRow>(db, 'SELECT * FROM offer_reservations WHERE offer_id = ? ORDER BY position', offerId);
  const reservations: OfferReservationRow[] = [];
  for (const r of rows)
    reservations.push({
      id: r.id,
      bookingEngineId: r.booking_engine_id,
      unitTypeId: r.unit_type_id,
      ratePlanId: r.rate_plan_id,
      arrival: r.arrival,
      departure: r.departure,
      nights: r.nights,
      adults: r.adults,
      childrenAges: JSON.parse(r.children_ages) as number[],
      currency: r.currency,
      unitTypeName: r.unit_type_name,
      ratePlanName: r.rate_plan_name,
      rateTotal: r.rate_total,
      rateTotalBeforeDiscount: r.rate_total_before_discount,
      totalAccommodationPrice: r.total_accommodation_price,
      totalAccommodationBeforeTax: r.total_accommodation_before_tax,
      servicesCost: r.services_cost,
      servicesCostBeforeTax: r.services_cost_before_tax,
      totalReservationPrice: r.total_reservation_price,
      firstNightPrice: r.first_night_price,
      vatRate: r.vat_rate,
      promoCode: r.promo_code,
      touristTax: r.tourist_tax,
      isTouristTaxIncluded: bool(r.is_tourist_tax_included),
      touristTaxes: JSON.parse(r.tourist_taxes) as TouristTax[],
      cancellationPolicy: r.cancellation_policy === null ? null : (JSON.parse(r.cancellation_policy) as CancellationPolicy),
      discounts: (
        await all<{ id: number; type: number; value: number; name: string; promo_code_id: number | null }>(
          db,
          'SELECT id, type, value, name, promo_code_id FROM offer_discounts WHERE offer_reservation_id = ? ORDER BY position',
          r.id,
        )
      ).map((d) => ({ id: d.id, type: d.type, value: d.value, name: d.name, promoCodeId: d.promo_code_id })),
      includedExtras: (
        await all<{ service_id: number; name: string; pricing_dynamic: number }>(
          db,
          'SELECT service_id, name, pricing_dynamic FROM offer_included_extras WHERE offer_reservation_id = ? ORDER BY position',
          r.id,
        )
      ).map((e) => ({ serviceId: e.service_id, name: e.name, pricingDynamic: e.pricing_dynamic })),
      charges: (
        await all<{
          id: number;
          type: number;
          service_id: number | null;
          fee_id: number | null;
          name: string;
          primary_price: number;
          quantity: number;
          line_quantity: number;
          total: number;
          total_before_tax: number;
          vat_rate: number;
          pricing_dynamic: number | null;
          nights: number | null;
          per_person_prices: string;
        }>(db, 'SELECT * FROM offer_charges WHERE offer_reservation_id = ? ORDER BY position', r.id)
      ).map((c) => ({
        id: c.id,
        type: c.type,
        serviceId: c.service_id,
        feeId: c.fee_id,
        name: c.name,
        primaryPrice: c.primary_price,
        quantity: c.quantity,
        lineQuantity: c.line_quantity,
        total: c.total,
        totalBeforeTax: c.total_before_tax,
        vatRate: c.vat_rate,
        pricingDynamic: c.pricing_dynamic,
        nights: c.nights,
        perPersonPrices: JSON.parse(c.per_person_prices) as OfferPerPersonPrice[],
      })),
      days: (
        await all<{ date: string; per_night: number | null; adults: number | null; children: string; total: number }>(
          db,
          'SELECT date, per_night, adults, children, total FROM offer_prices_per_day WHERE offer_reservation_id = ? ORDER BY date',
          r.id,
        )
      ).map((d) => ({ date: d.date, perNight: d.per_night, adults: d.adults, children: JSON.parse(d.children) as OfferChildBandPrice[], total: d.total })),
    });
  return reservations;
}

/**
 * Marks an offer accepted: its booking becomes a reservation (type 1)
 * linked to the reservation written for it. False when it already was.
 */
export async function markOfferAccepted(db: Queryable, offerId: number, reservationId: number, now: Date): Promise<boolean> {
  const result = await run(
    db,
    'UPDATE offers SET booking_type = 1, reservation_id = ?, accepted_at = ? WHERE id = ? AND booking_type = 2',
    reservationId,
    now.toISOString(),
    offerId,
  );
  return result === 1;
}
