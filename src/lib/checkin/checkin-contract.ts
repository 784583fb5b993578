/**
 * The wire contract of online check-in (guest registration, 02 §2.10,
 * §3.13, §3.14, §7): what the reference API sends and the check-in screen
 * reads and sends back. One declaration for both sides. Types only, no
 * code; the rules are in `checkin.ts`, `checkin-dob.ts` and
 * `checkin-documents.ts`.
 *
 *   GET /api/reservation/check-in/{uuid}          → 200 CheckInAnswer
 *   PUT /api/reservation/check-in/{uuid}/submit   CheckInSubmitBody → 200 CheckInSubmitAnswer
 *
 * Every refusal is a 4xx JSON array of CheckInErrorEntry (server/README.md
 * lists the statuses and messages).
 */
import type { GenderId, TravelDocumentTypeId } from './checkin-documents.ts';

/** The fields of a guest card the guest fills in, in the card's order (02 §2.10). */
export type CheckInGuestField =
  | 'name'
  | 'dateOfBirth'
  | 'genderId'
  | 'travelDocumentTypesId'
  | 'documentNumber'
  | 'city'
  | 'countryOfBirthId'
  | 'email'
  | 'contactNumber';

/**
 * The reservation for guest registration (02 §3.13). A booking of several
 * units is one registration: its unit type names joined by ', ', the
 * first arrival and the last departure, the guests of every unit summed.
 */
export interface CheckInReservation {
  /** The company name of a company booker, else 'first last'; '' when there is none (the screen shows '-'). */
  booker: string;
  /** The reservation code shown as 'Reservation ID', e.g. 'VA-2027-48203917'; '' when there is none. */
  code: string;
  /** adults + children: the number of guest cards. */
  persons: number;
  /** The property's name. */
  object: string;
  /** The unit type name, in the request's language (English when it has none in it). */
  unitType: string;
  /** Unix seconds of UTC midnight of the arrival day (shown DD.MM.YYYY in UTC). */
  arrivalDate: number;
  /** Unix seconds of UTC midnight of the departure day. */
  departureDate: number;
  adults: number;
  /** The number of children. */
  children: number;
  /** Their ages, e.g. [5, 8] shown '(5 yrs, 8 yrs)'. */
  childrenAges: number[];
  /** 1: open, guests can be saved; any other value (the API sends 2): checked in, read-only. */
  status: number;
  /**
   * Added to the spec's fields: the property's country (ISO alpha-2, e.g.
   * 'HR'), the domestic country that decides the travel document type ids
   * (02 §9.3, `documentTypeOptions`).
   */
  domesticCountryId: string;
}

/**
 * A guest as the API sends it (02 §3.14). One per person of the
 * reservation, ids 1…persons; id 1 is the primary guest. A guest not
 * registered yet has every field empty ('' or null).
 */
export interface CheckInGuest {
  /** The guest's slot: 1 for the primary guest, then 2, 3, … */
  id: number;
  isPrimary: boolean;
  /** 'Name and surname'. */
  name: string;
  /** Unix seconds of UTC midnight of the birthday, or null (the form edits it as 'DD.MM.YYYY', `dateOfBirthFromUnix`). */
  dateOfBirth: number | null;
  /** 1 Female, 2 Male. */
  genderId: GenderId | null;
  /** 14 or 25 for a guest born in the domestic country, else 18 or 23. */
  travelDocumentTypesId: TravelDocumentTypeId | null;
  documentNumber: string;
  /** 'Place of residence'. */
  city: string;
  /** ISO 3166-1 alpha-2 code of the country of birth, e.g. 'HR'. */
  countryOfBirthId: string | null;
  email: string;
  /** 'Phone'. */
  contactNumber: string;
}

/** `GET /api/reservation/check-in/{uuid}`. */
export interface CheckInAnswer {
  reservation: CheckInReservation;
  /** Exactly `reservation.persons` guests (at least one), ordered by id. */
  guests: CheckInGuest[];
}

/** A guest as the screen sends it: every field, the date of birth as typed ('DD.MM.YYYY') or null. */
export interface CheckInGuestSubmission extends Omit<CheckInGuest, 'dateOfBirth'> {
  dateOfBirth: string | null;
}

/**
 * `PUT /api/reservation/check-in/{uuid}/submit` (02 §7): every guest of
 * the GET answer, each id once. `isPrimary` is read from the reservation,
 * not from the body.
 */
export interface CheckInSubmitBody {
  guests: CheckInGuestSubmission[];
}

/** The answer of a successful submit; the reservation is then checked in (status 2). */
export interface CheckInSubmitAnswer {
  success: true;
}

/**
 * One entry of a refusal. A field problem names the field and the guest
 * (`guestId`), its message in English as the site's dictionary reads the
 * key, e.g. `{ message: 'The date is invalid', field: 'dateOfBirth', guestId: 2 }`.
 */
export interface CheckInErrorEntry {
  message: string;
  field?: CheckInGuestField;
  guestId?: number;
}
