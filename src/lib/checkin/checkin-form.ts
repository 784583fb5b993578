/**
 * The check-in form as the guest edits it (02 §2.10, §4.7, §5.5): one
 * editable guest per card, what a keystroke does to it (the date-of-birth
 * mask, the document type following the country of birth), which errors
 * show under which field, and the in-progress form kept for this browser
 * tab so a reload or a failed save loses nothing typed.
 *
 * Pure: no storage, no DOM; the store (`src/stores/checkin.ts`) reads and
 * writes the text these functions make. The rules themselves are
 * `checkin.ts`, `checkin-dob.ts` and `checkin-documents.ts`.
 */
import type { CheckInGuest, CheckInGuestField } from './checkin-contract.ts';
import { GUEST_FIELDS, type GuestErrors } from './checkin.ts';
import { maskDateOfBirth } from './checkin-dob.ts';
import { GENDER_OPTIONS, TRAVEL_DOCUMENT_TYPE_IDS, documentTypeForCountry, type GenderId, type TravelDocumentTypeId } from './checkin-documents.ts';
import type { Message } from '../format/messages.ts';

/** A guest card's values: the API's guest with the date of birth as typed, 'DD.MM.YYYY' or '' (what `guestForm` gives). */
export type CheckInGuestForm = Omit<CheckInGuest, 'dateOfBirth'> & { dateOfBirth: string };

/** Fields the guest has left (blurred) once, per guest id: their errors show from then on. */
export type TouchedFields = Readonly<Record<number, Partial<Record<CheckInGuestField, true>>>>;

/** Field errors per guest id (the API's refusals name the guest by id). */
export type ErrorsByGuest = Readonly<Record<number, GuestErrors>>;

/**
 * A field's value for its control: '' for none, numbers as text.
 * @example fieldText({ ...guest, genderId: 2 }, 'genderId') // '2'
 * @example fieldText({ ...guest, countryOfBirthId: null }, 'countryOfBirthId') // ''
 */
export function fieldText(guest: CheckInGuestForm, field: CheckInGuestField): string {
  const value = guest[field];
  return value === null || value === undefined ? '' : String(value);
}

const asGender = (text: string): GenderId | null => GENDER_OPTIONS.find((option) => String(option.value) === text)?.value ?? null;
const asDocumentType = (text: string): TravelDocumentTypeId | null => TRAVEL_DOCUMENT_TYPE_IDS.find((id) => String(id) === text) ?? null;

/**
 * The guest after the guest typed or chose `text` in a field (02 §5.5,
 * §9.3): the date of birth goes through the mask (the previous value
 * decides whether a dot is being deleted; the check-in store types it
 * through `typeDateOfBirth`, which remembers a refused digit); gender and document type are
 * read as their ids; a new country of birth keeps the document kind and
 * gives it that country's id (a passport stays a passport); text fields
 * are kept as typed.
 * @example editGuestField(guest, 'dateOfBirth', '12051990', 'HR').dateOfBirth // '12.05.1990'
 * @example editGuestField({ ...guest, travelDocumentTypesId: 18 }, 'countryOfBirthId', 'HR', 'HR').travelDocumentTypesId // 14
 */
export function editGuestField(guest: CheckInGuestForm, field: CheckInGuestField, text: string, domesticCountryId: string): CheckInGuestForm {
  switch (field) {
    case 'dateOfBirth':
      return { ...guest, dateOfBirth: maskDateOfBirth(text, guest.dateOfBirth) };
    case 'genderId':
      return { ...guest, genderId: asGender(text) };
    case 'travelDocumentTypesId':
      return { ...guest, travelDocumentTypesId: asDocumentType(text) };
    case 'countryOfBirthId': {
      const country = text.trim() === '' ? null : text.trim().toUpperCase();
      return { ...guest, countryOfBirthId: country, travelDocumentTypesId: documentTypeForCountry(guest.travelDocumentTypesId, country, domesticCountryId) };
    }
    default:
      return { ...guest, [field]: text };
  }
}

/**
 * The fields whose value an edit of `field` changes: the field itself,
 * and the document type with the country of birth.
 * @example fieldsChangedBy('countryOfBirthId') // ['countryOfBirthId', 'travelDocumentTypesId']
 */
export function fieldsChangedBy(field: CheckInGuestField): CheckInGuestField[] {
  return field === 'countryOfBirthId' ? [field, 'travelDocumentTypesId'] : [field];
}

/**
 * Which error shows under each field of one card: the rules' error once
 * the field was left or a save was tried (the rules only look at the
 * primary guest and guests with any detail, 02 §5.5); otherwise the
 * API's refusal of that field, until the guest edits it.
 * @example shownGuestErrors({ name: empty }, {}, false, {}) // {} (not left yet)
 * @example shownGuestErrors({ name: empty }, { name: true }, false, {}) // { name: empty }
 * @example shownGuestErrors({}, {}, false, { city: tooLong }) // { city: tooLong }
 */
export function shownGuestErrors(
  ruleErrors: GuestErrors,
  touched: Partial<Record<CheckInGuestField, true>>,
  attempted: boolean,
  serverErrors: GuestErrors,
): GuestErrors {
  const shown: GuestErrors = {};
  for (const field of GUEST_FIELDS) {
    const rule = attempted || touched[field] ? ruleErrors[field] : undefined;
    const error: Message | undefined = rule ?? serverErrors[field];
    if (error) shown[field] = error;
  }
  return shown;
}

/**
 * The refusals of the API without those of the fields an edit changed.
 * @example withoutServerErrors({ 2: { city: tooLong, name: empty } }, 2, ['city']) // { 2: { name: empty } }
 */
export function withoutServerErrors(errors: ErrorsByGuest, guestId: number, fields: readonly CheckInGuestField[]): ErrorsByGuest {
  const current = errors[guestId];
  if (!current || !fields.some((field) => field in current)) return errors;
  const kept: GuestErrors = { ...current };
  for (const field of fields) delete kept[field];
  return { ...errors, [guestId]: kept };
}

/**
 * The key the in-progress form of one registration is kept under, in the
 * tab's session storage (never local storage: identity data must not
 * outlive the tab).
 * @example checkInDraftKey('C4EC41A0-0000-4000-8000-000000000001') // 'booking-engine-check-in-c4ec41a0-0000-4000-8000-000000000001'
 */
export function checkInDraftKey(uuid: string): string {
  return `booking-engine-check-in-${uuid.trim().toLowerCase()}`;
}

/** What the tab keeps of a registration in progress. */
export interface CheckInDraft {
  guests: CheckInGuestForm[];
  touched: TouchedFields;
  /**
   * The guests whose document number was typed and, not being kept, is to
   * be typed again after a reload: their field says why it is empty instead
   * of a rule error.
   */
  retype: readonly number[];
}

const hasDocumentNumber = (guest: CheckInGuestForm): boolean => guest.documentNumber.trim() !== '';

/**
 * Whether a guest's document number field says to type it again: a reload
 * left it empty (it is never kept) and it still is.
 * @example asksToRetypeDocument([1], { ...ana, documentNumber: '' }) // true
 */
export const asksToRetypeDocument = (retype: readonly number[], guest: CheckInGuestForm): boolean => retype.includes(guest.id) && !hasDocumentNumber(guest);

/**
 * The guests whose document number a reload leaves to be typed again: those
 * with one typed, and those already asked to type it again who have not.
 * @example retypeAfterReload({ guests: [{ ...ana, documentNumber: '112233' }, { ...ivo, documentNumber: '' }], touched: {}, retype: [2] }) // [1, 2]
 */
export function retypeAfterReload(draft: CheckInDraft): number[] {
  const asked = new Set(draft.retype);
  return draft.guests.filter((guest) => hasDocumentNumber(guest) || asked.has(guest.id)).map((guest) => guest.id);
}

/**
 * The kept form as text: the guests' values and the fields left, nothing
 * else. Identity document numbers are never written to the browser's
 * storage: after a reload the guest types them again.
 */
export function encodeCheckInDraft(draft: CheckInDraft): string {
  return JSON.stringify({
    version: 1,
    guests: draft.guests.map(({ documentNumber: _identity, ...guest }) => guest),
    touched: draft.touched,
    retype: retypeAfterReload(draft),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const TEXT_FIELDS = ['name', 'dateOfBirth', 'city', 'email', 'contactNumber'] as const;
const MAX_KEPT_TEXT = 500;

/** A kept guest's values read onto the API's guest of the same id; a value of the wrong kind is not taken. */
function restoreGuest(base: CheckInGuestForm, kept: Record<string, unknown>, domesticCountryId: string): CheckInGuestForm {
  let guest = { ...base };
  for (const field of TEXT_FIELDS) {
    const value = kept[field];
    if (typeof value === 'string' && value.length <= MAX_KEPT_TEXT) guest = { ...guest, [field]: value };
  }
  guest.dateOfBirth = maskDateOfBirth(guest.dateOfBirth);
  const country = kept.countryOfBirthId;
  if (country === null || (typeof country === 'string' && /^[A-Za-z]{2}$/.test(country)))
    guest.countryOfBirthId = country === null ? null : country.toUpperCase();
  if (kept.genderId === null || asGender(String(kept.genderId)) !== null) guest.genderId = kept.genderId === null ? null : asGender(String(kept.genderId));
  const documentType = kept.travelDocumentTypesId === null ? null : asDocumentType(String(kept.travelDocumentTypesId));
  if (kept.travelDocumentTypesId === null || documentType !== null)
    guest.travelDocumentTypesId = documentTypeForCountry(documentType, guest.countryOfBirthId, domesticCountryId);
  return guest;
}

/** The kept fields left, but not the document number of a guest who is to type it again (it is empty for a reason, not by mistake). */
function restoreTouched(kept: unknown, ids: ReadonlySet<number>, retype: ReadonlySet<number>): TouchedFields {
  if (!isRecord(kept)) return {};
  const touched: Record<number, Partial<Record<CheckInGuestField, true>>> = {};
  for (const [key, fields] of Object.entries(kept)) {
    const id = Number(key);
    if (!ids.has(id) || !isRecord(fields)) continue;
    const entry: Partial<Record<CheckInGuestField, true>> = {};
    for (const field of GUEST_FIELDS) if (fields[field] === true && !(field === 'documentNumber' && retype.has(id))) entry[field] = true;
    touched[id] = entry;
  }
  return touched;
}

/**
 * The kept form laid over the guests the API sent: each kept guest onto
 * the guest with its id (ids the reservation no longer has are dropped,
 * values of the wrong kind ignored, the date of birth masked again, the
 * document type matched to the country). Null for nothing kept, corrupt
 * text or a draft that holds no guest of this reservation.
 * @example decodeCheckInDraft(encodeCheckInDraft({ guests, touched: {} }), guests, 'HR')?.guests // guests
 * @example decodeCheckInDraft('{oops', guests, 'HR') // null
 */
export function decodeCheckInDraft(raw: string | null, guests: readonly CheckInGuestForm[], domesticCountryId: string): CheckInDraft | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== 1 || !Array.isArray(parsed.guests)) return null;
  const kept = new Map<number, Record<string, unknown>>();
  for (const entry of parsed.guests) if (isRecord(entry) && typeof entry.id === 'number') kept.set(entry.id, entry);
  if (!guests.some((guest) => kept.has(guest.id))) return null;
  // A guest whose number the registration itself carries has nothing to type again.
  const asked = new Set(Array.isArray(parsed.retype) ? parsed.retype : []);
  const retype = guests.filter((guest) => asked.has(guest.id) && !hasDocumentNumber(guest)).map((guest) => guest.id);
  return {
    guests: guests.map((guest) => (kept.has(guest.id) ? restoreGuest(guest, kept.get(guest.id)!, domesticCountryId) : guest)),
    touched: restoreTouched(parsed.touched, new Set(guests.map((guest) => guest.id)), new Set(retype)),
    retype,
  };
}
