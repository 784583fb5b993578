/**
 * Online check-in (guest registration, spec 02 §2.10, §3.13, §3.14, §4.7,
 * §5.5, §7): the registration page's data by the reservation's check-in
 * UUID, and the submit that stores the guests' identity data and closes
 * the registration (status 1 → 2).
 *
 * The guests are checked with the check-in screen's own rules
 * (`src/lib/checkin/checkin.ts`), so the API refuses exactly what the screen
 * refuses, in the same words. Identity data is never logged.
 */
import countryNames from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { atomically, type Queryable } from './store/queries.ts';
import type { CheckInAnswer, CheckInErrorEntry, CheckInGuest, CheckInReservation, CheckInSubmitAnswer } from '../src/lib/checkin/checkin-contract.ts';
import { parseDateOfBirth } from '../src/lib/checkin/checkin-dob.ts';
import type { GenderId, TravelDocumentTypeId } from '../src/lib/checkin/checkin-documents.ts';
import { CHECK_IN_MESSAGE, guestErrorList, shouldValidateGuest, validateGuest, type GuestInput } from '../src/lib/checkin/checkin.ts';
import { canSaveGuests } from '../src/lib/checkin/checkin-view.ts';
import { isoDateToUnix } from '../src/lib/format/dates.ts';
import { todayIn } from './dates.ts';
import { ApiError } from './errors.ts';
import { findAnswer, requestHash, storeAnswer } from './idempotency.ts';
import { maskedGuest } from './identity.ts';
import { englishText } from './messages.ts';
import { checkInGuests, checkInRooms, findCheckIn, markCheckedIn, replaceCheckInGuests, type CheckInGuestRow, type StoredCheckIn } from './repo/checkins.ts';
import { RESERVATION_MESSAGES } from '../src/lib/checkout/reservation-contract.ts';
import { isPossiblePhone } from '../src/lib/checkout/phone-number.ts';

/** Messages of the check-in endpoints. */
export const CHECK_IN_MESSAGES = {
  /** Unknown and malformed UUIDs alike; the site translates the key ('We could not find this reservation. Please check the link.'). */
  notFound: RESERVATION_MESSAGES.reservationNotFound,
  canceled: 'This reservation has been cancelled, so guests cannot be registered.',
  /** The stay ended long enough ago that its registered guests were deleted (`server/identity.ts`). */
  closed: CHECK_IN_MESSAGE.CLOSED,
  /** 02 §2.10: a registration that is not open (status other than 1). */
  checkedIn: CHECK_IN_MESSAGE.CHECKED_IN,
  guestsRequired: 'Guest details are required',
  guestList: 'The guests do not match this reservation. Please reload the page and try again.',
  busy: 'We could not save the guests right now. Please try again in a moment.',
  keyReused: 'This request was already used for other guests. Please reload the page and try again.',
} as const;

/** A check-in UUID as the route takes it (02 §2.1: hex digits and dashes, 8-4-4-4-12), any case. */
export const CHECK_IN_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Stands in for a malformed UUID so every lookup takes the same path; no row can hold it (not version 4). */
const PLACEHOLDER_UUID = '00000000-0000-0000-0000-000000000000';

/** The countries a guest can be born in: the alpha-2 codes the site's country select offers. */
const COUNTRY_IDS: ReadonlySet<string> = new Set(Object.keys(countryNames.countries).filter((code) => /^[A-Z]{2}$/.test(code)));

/**
 * The registration with this UUID. A malformed UUID runs the same lookup
 * (with a placeholder no row has) and gets the same 404, so neither the
 * text nor the time of the answer tells which it was.
 */
async function lookup(db: Queryable, uuid: string): Promise<StoredCheckIn> {
  const wellFormed = CHECK_IN_UUID.test(uuid);
  const found = await findCheckIn(db, wellFormed ? uuid.toLowerCase() : PLACEHOLDER_UUID);
  if (!found || !wellFormed) throw new ApiError(404, [CHECK_IN_MESSAGES.notFound]);
  // A cancelled reservation says so, though cancelling also closed its registration for good.
  if (found.isCanceled) throw new ApiError(410, [CHECK_IN_MESSAGES.canceled]);
  if (found.purgedAt) throw new ApiError(410, [CHECK_IN_MESSAGES.closed]);
  return found;
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** The reservation summary (02 §3.13): the units of the booking together. */
async function reservationOf(found: StoredCheckIn, db: Queryable, language: string): Promise<CheckInReservation> {
  const rooms = await checkInRooms(db, found.reservationId, language);
  const adults = sum(rooms.map((room) => room.adults));
  const childrenAges = rooms.flatMap((room) => room.childrenAges);
  const from = rooms.map((room) => room.from).sort()[0];
  const to = rooms
    .map((room) => room.to)
    .sort()
    .at(-1)!;
  const { booker } = found;
  return {
    booker: (booker.isCompany ? (booker.companyName ?? '') : `${booker.firstName} ${booker.lastName}`).trim(),
    code: found.code,
    persons: adults + childrenAges.length,
    object: found.propertyName,
    unitType: [...new Set(rooms.map((room) => room.unitTypeName))].join(', '),
    arrivalDate: isoDateToUnix(from),
    departureDate: isoDateToUnix(to),
    adults,
    children: childrenAges.length,
    childrenAges,
    status: found.status,
    domesticCountryId: found.propertyCountry.toUpperCase(),
  };
}

/** How many guest cards a reservation has: one per person, at least the primary guest's. */
const slotsOf = (reservation: CheckInReservation): number => Math.max(1, reservation.persons);

function guestOf(id: number, row: CheckInGuestRow | undefined): CheckInGuest {
  return {
    id,
    isPrimary: id === 1,
    name: row?.name ?? '',
    dateOfBirth: row ? isoDateToUnix(row.dateOfBirth) : null,
    genderId: (row?.genderId ?? null) as GenderId | null,
    travelDocumentTypesId: (row?.travelDocumentTypesId ?? null) as TravelDocumentTypeId | null,
    documentNumber: row?.documentNumber ?? '',
    city: row?.city ?? '',
    countryOfBirthId: row?.countryOfBirthId ?? null,
    email: row?.email ?? '',
    contactNumber: row?.contactNumber ?? '',
  };
}

/**
 * `GET /api/reservation/check-in/{uuid}`: the reservation summary and one
 * guest per person, registered details filled in; once the registration was
 * sent, their document numbers, e-mail addresses and phone numbers masked
 * (`server/identity.ts`).
 * @throws ApiError 404 'Reservation not found', 410 for a cancelled reservation or a closed registration
 */
export async function getCheckIn(db: Queryable, uuid: string, language: string): Promise<CheckInAnswer> {
  const found = await lookup(db, uuid);
  const reservation = await reservationOf(found, db, language);
  const stored = new Map((await checkInGuests(db, found.reservationId)).map((row) => [row.guestId, row]));
  const guests = Array.from({ length: slotsOf(reservation) }, (_, index) => guestOf(index + 1, stored.get(index + 1)));
  return { reservation, guests: canSaveGuests(found.status) ? guests : guests.map(maskedGuest) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The submitted guests in id order: every guest card of the reservation
 * exactly once (ids 1…slots), each an object.
 * @throws ApiError 400 'Guest details are required' or the guest-list message
 */
function submittedGuests(body: unknown, slots: number): Array<Record<string, unknown> & { id: number }> {
  if (!isRecord(body) || !Array.isArray(body.guests) || body.guests.length === 0 || !body.guests.every(isRecord)) {
    throw new ApiError(400, [CHECK_IN_MESSAGES.guestsRequired]);
  }
  const guests = body.guests as Record<string, unknown>[];
  const ids = guests.map((guest) => guest.id);
  const complete =
    guests.length === slots && ids.every((id) => typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= slots) && new Set(ids).size === slots;
  if (!complete) throw new ApiError(400, [CHECK_IN_MESSAGES.guestList]);
  return (guests as Array<Record<string, unknown> & { id: number }>).sort((a, b) => a.id - b.id);
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const optional = (value: unknown): string | null => trimmed(value) || null;

/** A validated guest as stored. */
function rowOf(guest: GuestInput & { id: number }): CheckInGuestRow {
  return {
    guestId: guest.id,
    name: trimmed(guest.name),
    dateOfBirth: parseDateOfBirth(trimmed(guest.dateOfBirth))!,
    genderId: guest.genderId as number,
    travelDocumentTypesId: guest.travelDocumentTypesId as number,
    documentNumber: trimmed(guest.documentNumber),
    city: trimmed(guest.city),
    countryOfBirthId: trimmed(guest.countryOfBirthId).toUpperCase(),
    email: optional(guest.email),
    contactNumber: optional(guest.contactNumber),
  };
}

/**
 * `PUT /api/reservation/check-in/{uuid}/submit` (02 §7, §4.7): in one
 * transaction, refuses unless the registration is open (status 1), checks
 * every guest the screen would check (the primary guest and every guest
 * with any detail, 02 §5.5) against today at the property, stores them
 * and sets the status to 2 (checked in). Guests left empty are not stored.
 *
 * With an `Idempotency-Key`, the answer is kept: the same guests sent again
 * with the same key (a retry after a lost answer) get it again instead of
 * 'already checked in'; other guests under that key are refused.
 * @throws ApiError 404, 410, 409 (not open), 400 (shape or field problems, each `{ message, field, guestId }`), 422 (key used for other guests)
 */
export async function submitCheckIn(db: Queryable, uuid: string, body: unknown, now: Date, idempotencyKey?: string): Promise<CheckInSubmitAnswer> {
  const hash = idempotencyKey === undefined ? '' : requestHash({ uuid, body });
  return atomically(db, async (db) => {
    if (idempotencyKey !== undefined) {
      // Submissions with one key take turns: a second that came while the first ran replays its answer.
      await db.lock(`idempotency ${idempotencyKey}`);
      const earlier = await findAnswer(db, idempotencyKey);
      if (earlier && earlier.requestHash !== hash) throw new ApiError(422, [CHECK_IN_MESSAGES.keyReused]);
      if (earlier) return earlier.body as CheckInSubmitAnswer;
    }
    const found = await lookup(db, uuid);
    if (!canSaveGuests(found.status)) throw new ApiError(409, [CHECK_IN_MESSAGES.checkedIn]);
    const reservation = await reservationOf(found, db, 'en');
    const guests = submittedGuests(body, slotsOf(reservation)).map((guest) => ({ ...guest, isPrimary: guest.id === 1 }));

    const options = { today: todayIn(found.timezone, now), domesticCountryId: reservation.domesticCountryId, countryIds: COUNTRY_IDS, isPossiblePhone };
    const checked = guests.filter((guest) => shouldValidateGuest(guest));
    const problems: CheckInErrorEntry[] = checked.flatMap((guest) =>
      guestErrorList(validateGuest(guest, options)).map(({ field, message }) => ({ message: englishText(message), field, guestId: guest.id })),
    );
    if (problems.length > 0) throw new ApiError(400, problems);

    // Closed first, only while it is open: a second submission that read it open waits for this one, then finds it closed.
    if (!(await markCheckedIn(db, found.reservationId, now))) throw new ApiError(409, [CHECK_IN_MESSAGES.checkedIn]);
    await replaceCheckInGuests(db, found.reservationId, checked.map(rowOf), now);
    const answer: CheckInSubmitAnswer = { success: true };
    // Kept without the reservation: `GET /reservation/attempt/{key}` finds reservations a booking made, and whoever holds
    // only a check-in link must not learn the reservation's id by choosing a key.
    if (idempotencyKey !== undefined) await storeAnswer(db, idempotencyKey, hash, 200, answer, null, now);
    return answer;
  });
}
