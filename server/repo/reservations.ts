/**
 * Reservation rows: inventory taken and released, the reservation with its
 * booker, rooms and extras written, and read back for the reservation page.
 * Callers hold the transaction (see `server/booking.ts`).
 */
import type { StoredReceipt, StoredReceiptExtra } from '../../src/lib/checkout/reservation-receipt.ts';
import type { Queryable } from '../store/queries.ts';
import { paidWithOf, type PaidWith } from '../../src/lib/payment/wallets.ts';
import { all, bool, get, run } from '../sql.ts';

/**
 * Takes one unit of a unit type for every night from `from` up to `to`:
 * increments booked_units where a unit is still free. True when every
 * night had one; otherwise some nights may have been taken and the caller
 * must roll back.
 */
export async function takeInventory(db: Queryable, unitTypeId: number, from: string, to: string, nights: number): Promise<boolean> {
  const result = await run(
    db,
    `UPDATE unit_type_inventory SET booked_units = booked_units + 1
     WHERE unit_type_id = ? AND date >= ? AND date < ? AND booked_units < total_units`,
    unitTypeId,
    from,
    to,
  );
  return result === nights;
}

/** Gives back one unit of a unit type for every night from `from` up to `to`. */
export async function releaseInventory(db: Queryable, unitTypeId: number, from: string, to: string): Promise<void> {
  await run(
    db,
    `UPDATE unit_type_inventory SET booked_units = booked_units - 1
     WHERE unit_type_id = ? AND date >= ? AND date < ? AND booked_units > 0`,
    unitTypeId,
    from,
    to,
  );
}

/** Whether a reservation already has this code. */
export const reservationCodeTaken = async (db: Queryable, code: string): Promise<boolean> =>
  (await get(db, 'SELECT 1 AS taken FROM reservations WHERE code = ?', code)) !== undefined;

export interface ReservationRow {
  id: number;
  publicId: string;
  code: string;
  bookingEngineId: number;
  propertyEngineId: number;
  language: string;
  currency: string;
  paymentMethodId: number;
  cardHolderName: string | null;
  maskedPan: string | null;
  cardBrand: string | null;
  /** What a payment through the hosted payment page was made with; null for every other payment. */
  paidWith: PaidWith | null;
  total: number;
  prepaymentAmount: number;
  prepaymentPercentage: number;
  receipt: StoredReceipt;
  touristTaxes: unknown[];
  createdAt: string;
}

/**
 * Writes a reservation and returns the id the database gave it (no read of
 * the highest id first: concurrent bookings on PostgreSQL would all depend
 * on that one read and fail each other's serializable transactions).
 */
export async function insertReservation(db: Queryable, r: Omit<ReservationRow, 'id'>): Promise<number> {
  const inserted = await get<{ id: number }>(
    db,
    `INSERT INTO reservations (public_id, code, booking_engine_id, property_engine_id, language, currency, payment_method_id,
       card_holder_name, masked_pan, card_brand, paid_with, total, prepayment_amount, prepayment_percentage, receipt, tourist_taxes, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    r.publicId,
    r.code,
    r.bookingEngineId,
    r.propertyEngineId,
    r.language,
    r.currency,
    r.paymentMethodId,
    r.cardHolderName,
    r.maskedPan,
    r.cardBrand,
    r.paidWith,
    r.total,
    r.prepaymentAmount,
    r.prepaymentPercentage,
    JSON.stringify(r.receipt),
    JSON.stringify(r.touristTaxes),
    r.createdAt,
  );
  return inserted!.id;
}

/** The booker's details as a booking sends them and a reservation keeps them. */
export interface GuestDetails {
  isCompany: boolean;
  companyName: string | null;
  companyVatId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  estimatedTimeOfArrival: string;
  isNewsletterSubscribed: boolean;
}

/** A reservation's booker row: the details and the note kept with them. */
export interface GuestRow extends GuestDetails {
  note: string;
}

export async function insertGuest(db: Queryable, reservationId: number, g: GuestRow): Promise<void> {
  await run(
    db,
    `INSERT INTO reservation_guests (reservation_id, is_company, company_name, company_vat_id, first_name, last_name, email, phone,
       country, address, city, postal_code, estimated_time_of_arrival, note, is_newsletter_subscribed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    reservationId,
    g.isCompany ? 1 : 0,
    g.companyName,
    g.companyVatId,
    g.firstName,
    g.lastName,
    g.email,
    g.phone,
    g.country,
    g.address,
    g.city,
    g.postalCode,
    g.estimatedTimeOfArrival,
    g.note,
    g.isNewsletterSubscribed ? 1 : 0,
  );
}

export interface RoomRow {
  position: number;
  bookingEngineId: number;
  unitTypeId: number;
  ratePlanId: number;
  from: string;
  to: string;
  nights: number;
  adults: number;
  childrenAges: number[];
  promoCode: string | null;
  amenities: number[];
  fromGoogleTravel: boolean;
  unitTypeName: string;
  ratePlanName: string;
  totalRate: number;
  totalRateBeforeDiscount: number;
  totalRateBeforeTax: number;
  firstNightPrice: number;
  servicesCost: number;
  touristTax: number;
  isTouristTaxIncluded: boolean;
  cancellationPolicy: unknown;
}

/** Inserts a room and returns its id. */
export async function insertRoom(db: Queryable, reservationId: number, r: RoomRow): Promise<number> {
  const inserted = await get<{ id: number }>(
    db,
    `INSERT INTO reservation_rooms (reservation_id, position, booking_engine_id, unit_type_id, rate_plan_id, from_date, to_date, nights,
       adults, children_ages, promo_code, amenities, from_google_travel, unit_type_name, rate_plan_name, total_rate,
       total_rate_before_discount, total_rate_before_tax, first_night_price, services_cost, tourist_tax, is_tourist_tax_included,
       cancellation_policy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    reservationId,
    r.position,
    r.bookingEngineId,
    r.unitTypeId,
    r.ratePlanId,
    r.from,
    r.to,
    r.nights,
    r.adults,
    JSON.stringify(r.childrenAges),
    r.promoCode,
    JSON.stringify(r.amenities),
    r.fromGoogleTravel ? 1 : 0,
    r.unitTypeName,
    r.ratePlanName,
    r.totalRate,
    r.totalRateBeforeDiscount,
    r.totalRateBeforeTax,
    r.firstNightPrice,
    r.servicesCost,
    r.touristTax,
    r.isTouristTaxIncluded ? 1 : 0,
    r.cancellationPolicy === null || r.cancellationPolicy === undefined ? null : JSON.stringify(r.cancellationPolicy),
  );
  return inserted!.id;
}

/** An extras line of a booked unit, as its receipt holds it (without its key). */
export type RoomExtraRow = Omit<StoredReceiptExtra, 'key'>;

export async function insertRoomExtra(db: Queryable, roomId: number, e: RoomExtraRow): Promise<void> {
  await run(
    db,
    `INSERT INTO reservation_room_services (reservation_room_id, service_id, fee_id, name, quantity, nights, total, total_before_tax)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    roomId,
    e.kind === 'service' ? e.id : null,
    e.kind === 'fee' ? e.id : null,
    e.name,
    e.quantity,
    e.nights,
    e.total,
    e.totalBeforeTax,
  );
}

/** A stored reservation with its booker and rooms, as the reservation page needs it. */
export interface StoredReservation extends Omit<ReservationRow, 'receipt' | 'touristTaxes'> {
  receipt: StoredReceipt;
  touristTaxes: unknown[];
  isCanceled: boolean;
  canceledAt: string | null;
  bookingEngineSlug: string;
  /** The engine whose units are booked: a group's member when booked on the group's site, else the same as `bookingEngineSlug`. */
  propertySlug: string;
  /** The time zone of the property whose units are booked: its calendar day says when the stay is over. */
  timezone: string;
  guest: GuestRow;
  rooms: { id: number; unitTypeId: number; from: string; to: string }[];
}

interface StoredRow {
  id: number;
  public_id: string;
  code: string;
  booking_engine_id: number;
  property_engine_id: number;
  language: string;
  currency: string;
  payment_method_id: number;
  card_holder_name: string | null;
  masked_pan: string | null;
  card_brand: string | null;
  paid_with: string | null;
  total: number;
  prepayment_amount: number;
  prepayment_percentage: number;
  receipt: string;
  tourist_taxes: string;
  is_canceled: number;
  canceled_at: string | null;
  created_at: string;
  slug: string;
  property_slug: string;
  property_timezone: string;
  is_company: number;
  company_name: string | null;
  company_vat_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  country: string;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  estimated_time_of_arrival: string;
  note: string;
  is_newsletter_subscribed: number;
}

/**
 * The reservation with this public id, or null. One indexed lookup
 * whatever the id (the caller passes a well-formed placeholder for a
 * malformed one, so both take the same path).
 */
export async function findReservation(db: Queryable, publicId: string): Promise<StoredReservation | null> {
  const r = await get<StoredRow>(
    db,
    `SELECT r.*, be.slug, g.*, pe.slug AS property_slug, p.timezone AS property_timezone
     FROM reservations r
     JOIN booking_engines be ON be.id = r.booking_engine_id
     JOIN booking_engines pe ON pe.id = r.property_engine_id
     JOIN properties p ON p.id = pe.property_id
     JOIN reservation_guests g ON g.reservation_id = r.id
     WHERE r.public_id = ?`,
    publicId,
  );
  if (!r) return null;
  const rooms = (
    await all<{ id: number; unit_type_id: number; from_date: string; to_date: string }>(
      db,
      'SELECT id, unit_type_id, from_date, to_date FROM reservation_rooms WHERE reservation_id = ? ORDER BY position',
      r.id,
    )
  ).map((room) => ({ id: room.id, unitTypeId: room.unit_type_id, from: room.from_date, to: room.to_date }));
  return {
    id: r.id,
    publicId: r.public_id,
    code: r.code,
    bookingEngineId: r.booking_engine_id,
    propertyEngineId: r.property_engine_id,
    language: r.language,
    currency: r.currency,
    paymentMethodId: r.payment_method_id,
    cardHolderName: r.card_holder_name,
    maskedPan: r.masked_pan,
    cardBrand: r.card_brand,
    paidWith: paidWithOf(r.paid_with),
    total: r.total,
    prepaymentAmount: r.prepayment_amount,
    prepaymentPercentage: r.prepayment_percentage,
    receipt: JSON.parse(r.receipt),
    touristTaxes: JSON.parse(r.tourist_taxes) as unknown[],
    isCanceled: bool(r.is_canceled),
    canceledAt: r.canceled_at,
    createdAt: r.created_at,
    bookingEngineSlug: r.slug,
    propertySlug: r.property_slug,
    timezone: r.property_timezone,
    guest: {
      isCompany: bool(r.is_company),
      companyName: r.company_name,
      companyVatId: r.company_vat_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      country: r.country,
      address: r.address,
      city: r.city,
      postalCode: r.postal_code,
      estimatedTimeOfArrival: r.estimated_time_of_arrival,
      note: r.note,
      isNewsletterSubscribed: bool(r.is_newsletter_subscribed),
    },
    rooms,
  };
}

/** Marks a reservation cancelled; false when it already was. */
export async function markCanceled(db: Queryable, reservationId: number, now: Date): Promise<boolean> {
  const result = await run(db, 'UPDATE reservations SET is_canceled = 1, canceled_at = ? WHERE id = ? AND is_canceled = 0', now.toISOString(), reservationId);
  return result === 1;
}
