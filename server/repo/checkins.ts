/**
 * Check-in rows (migration 006): the registration of a reservation found
 * by its UUID, its units and booker for the summary, the registered
 * guests, and the submit that stores them and closes the registration.
 * Callers hold the transaction of a submit (see `server/checkin.ts`).
 */
import type { Queryable } from '../store/queries.ts';
import { all, bool, get, run } from '../sql.ts';

/** A reservation's registration with what its summary needs. */
export interface StoredCheckIn {
  reservationId: number;
  uuid: string;
  /** 1 open, 2 checked in. */
  status: number;
  isCanceled: boolean;
  code: string;
  /** The property's title, its country (ISO alpha-2) and time zone. */
  propertyName: string;
  propertyCountry: string;
  timezone: string;
  booker: { isCompany: boolean; companyName: string | null; firstName: string; lastName: string };
  /** When the registered guests were deleted after the stay (`server/identity.ts`); null while they are kept. */
  purgedAt: string | null;
}

interface CheckInRow {
  reservation_id: number;
  uuid: string;
  status: number;
  purged_at: string | null;
  is_canceled: number;
  code: string;
  title: string;
  country: string;
  timezone: string;
  is_company: number;
  company_name: string | null;
  first_name: string;
  last_name: string;
}

/**
 * The registration with this UUID, or null. One indexed lookup whatever
 * the value (the caller passes a well-formed placeholder for a malformed
 * one, so both take the same path).
 */
export async function findCheckIn(db: Queryable, uuid: string): Promise<StoredCheckIn | null> {
  const row = await get<CheckInRow>(
    db,
    `SELECT ci.reservation_id, ci.uuid, ci.status, ci.purged_at, r.is_canceled, r.code, p.title, p.country, p.timezone,
            g.is_company, g.company_name, g.first_name, g.last_name
     FROM reservation_check_ins ci
     JOIN reservations r ON r.id = ci.reservation_id
     JOIN booking_engines be ON be.id = r.property_engine_id
     JOIN properties p ON p.id = be.property_id
     JOIN reservation_guests g ON g.reservation_id = r.id
     WHERE ci.uuid = ?`,
    uuid,
  );
  if (!row) return null;
  return {
    reservationId: row.reservation_id,
    uuid: row.uuid,
    status: row.status,
    isCanceled: bool(row.is_canceled),
    code: row.code,
    propertyName: row.title,
    propertyCountry: row.country,
    timezone: row.timezone,
    booker: { isCompany: bool(row.is_company), companyName: row.company_name, firstName: row.first_name, lastName: row.last_name },
    purgedAt: row.purged_at,
  };
}

/** A booked unit as the summary needs it: stay, guests, unit type name in the asked language. */
export interface CheckInRoom {
  from: string;
  to: string;
  adults: number;
  childrenAges: number[];
  unitTypeName: string;
}

/**
 * The units of a reservation in booking order, each unit type named in
 * `language`, else in English, else as stored when booked.
 */
export async function checkInRooms(db: Queryable, reservationId: number, language: string): Promise<CheckInRoom[]> {
  return (
    await all<{ from_date: string; to_date: string; adults: number; children_ages: string; name: string }>(
      db,
      `SELECT rr.from_date, rr.to_date, rr.adults, rr.children_ages,
            COALESCE(
              (SELECT t.name FROM unit_type_translations t WHERE t.unit_type_id = rr.unit_type_id AND t.language = ?),
              (SELECT t.name FROM unit_type_translations t WHERE t.unit_type_id = rr.unit_type_id AND t.language = 'en'),
              rr.unit_type_name
            ) AS name
     FROM reservation_rooms rr
     WHERE rr.reservation_id = ?
     ORDER BY rr.position`,
      language,
      reservationId,
    )
  ).map((row) => ({
    from: row.from_date,
    to: row.to_date,
    adults: row.adults,
    childrenAges: (JSON.parse(row.children_ages) as unknown[]).filter((age): age is number => typeof age === 'number'),
    unitTypeName: row.name,
  }));
}

/** A registered guest as stored (dates as YYYY-MM-DD). */
export interface CheckInGuestRow {
  guestId: number;
  name: string;
  dateOfBirth: string;
  genderId: number;
  travelDocumentTypesId: number;
  documentNumber: string;
  city: string;
  countryOfBirthId: string;
  email: string | null;
  contactNumber: string | null;
}

/** The registered guests of a reservation, by guest id. */
export async function checkInGuests(db: Queryable, reservationId: number): Promise<CheckInGuestRow[]> {
  return (
    await all<{
      guest_id: number;
      name: string;
      date_of_birth: string;
      gender_id: number;
      travel_document_types_id: number;
      document_number: string;
      city: string;
      country_of_birth_id: string;
      email: string | null;
      contact_number: string | null;
    }>(
      db,
      `SELECT guest_id, name, date_of_birth, gender_id, travel_document_types_id, document_number, city, country_of_birth_id, email, contact_number
     FROM reservation_check_in_guests WHERE reservation_id = ? ORDER BY guest_id`,
      reservationId,
    )
  ).map((row) => ({
    guestId: row.guest_id,
    name: row.name,
    dateOfBirth: row.date_of_birth,
    genderId: row.gender_id,
    travelDocumentTypesId: row.travel_document_types_id,
    documentNumber: row.document_number,
    city: row.city,
    countryOfBirthId: row.country_of_birth_id,
    email: row.email,
    contactNumber: row.contact_number,
  }));
}

/** Replaces the registered guests of a reservation with `guests`. */
export async function replaceCheckInGuests(db: Queryable, reservationId: number, guests: CheckInGuestRow[], now: Date): Promise<void> {
  await run(db, 'DELETE FROM reservation_check_in_guests WHERE reservation_id = ?', reservationId);
  const insert = `INSERT INTO reservation_check_in_guests (reservation_id, guest_id, is_primary, name, date_of_birth, gender_id, travel_document_types_id,
       document_number, city, country_of_birth_id, email, contact_number, registered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
  for (const guest of guests) {
    await run(
      db,
      insert,
      reservationId,
      guest.guestId,
      guest.guestId === 1 ? 1 : 0,
      guest.name,
      guest.dateOfBirth,
      guest.genderId,
      guest.travelDocumentTypesId,
      guest.documentNumber,
      guest.city,
      guest.countryOfBirthId,
      guest.email,
      guest.contactNumber,
      now.toISOString(),
    );
  }
}

/** Closes an open registration (status 1 → 2); false when it was not open. */
export async function markCheckedIn(db: Queryable, reservationId: number, now: Date): Promise<boolean> {
  const result = await run(
    db,
    'UPDATE reservation_check_ins SET status = 2, submitted_at = ? WHERE reservation_id = ? AND status = 1 AND purged_at IS NULL',
    now.toISOString(),
    reservationId,
  );
  return result === 1;
}

/** The check-in UUID of a reservation (every reservation has one, migration 006), or null. */
export async function findCheckInUuid(db: Queryable, reservationId: number): Promise<string | null> {
  return (
    (await get<{ uuid: string }>(db, 'SELECT uuid FROM reservation_check_ins WHERE reservation_id = ? AND purged_at IS NULL', reservationId))?.uuid ?? null
  );
}

/**
 * Closes a cancelled reservation's registration for good and deletes its
 * registered guests (no stay, so nothing of them is needed). Returns how
 * many guests were deleted.
 */
export async function purgeCheckInOf(db: Queryable, reservationId: number, now: Date): Promise<number> {
  await run(db, 'UPDATE reservation_check_ins SET purged_at = ? WHERE reservation_id = ? AND purged_at IS NULL', now.toISOString(), reservationId);
  return await run(db, 'DELETE FROM reservation_check_in_guests WHERE reservation_id = ?', reservationId);
}

/**
 * Deletes the stored answers of check-in submissions (their request's
 * fingerprint is one of the guests' identity data) kept since `before`
 * or longer: they only serve a retry after a lost answer. A check-in
 * answer is the one stored without a reservation (`submitCheckIn`).
 */
export async function purgeCheckInAnswers(db: Queryable, before: Date): Promise<number> {
  return await run(db, 'DELETE FROM idempotency_keys WHERE reservation_id IS NULL AND created_at <= ?', before.toISOString());
}

/**
 * Deletes the registered guests of every stay whose last night ended on or
 * before `lastDeparture` (YYYY-MM-DD) and closes its registration for good.
 * Returns how many registrations were closed and how many guests deleted.
 */
export async function purgeCheckIns(db: Queryable, lastDeparture: string, now: Date): Promise<{ stays: number; guests: number }> {
  const ended = `SELECT ci.reservation_id FROM reservation_check_ins ci
                 WHERE ci.purged_at IS NULL
                   AND (SELECT MAX(rr.to_date) FROM reservation_rooms rr WHERE rr.reservation_id = ci.reservation_id) <= ?`;
  // Closed first: a submission that read the registration open then finds it closed (`markCheckedIn`). Then the guests
  // of every closed registration go, also those a submission committed just before it was closed.
  const stays = await run(db, `UPDATE reservation_check_ins SET purged_at = ? WHERE reservation_id IN (${ended})`, now.toISOString(), lastDeparture);
  const guests = await run(
    db,
    'DELETE FROM reservation_check_in_guests WHERE reservation_id IN (SELECT reservation_id FROM reservation_check_ins WHERE purged_at IS NOT NULL)',
  );
  return { stays, guests };
}
