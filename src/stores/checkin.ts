import { atom, computed } from 'nanostores';
import { checkInRefusal, fetchCheckIn, submitCheckIn } from '../api/checkin.ts';
import type { CheckInGuestField, CheckInReservation } from '../lib/checkin/checkin-contract.ts';
import { formErrorsMessage, validateGuests, type GuestErrors } from '../lib/checkin/checkin.ts';
import { canSaveGuests } from '../lib/checkin/checkin-view.ts';
import { typeDateOfBirth, type DateOfBirthKeys } from '../lib/checkin/checkin-dob.ts';
import { DEFAULT_DOMESTIC_COUNTRY } from '../lib/checkin/checkin-documents.ts';
import {
  checkInDraftKey,
  decodeCheckInDraft,
  editGuestField,
  encodeCheckInDraft,
  fieldsChangedBy,
  shownGuestErrors,
  withoutServerErrors,
  type CheckInGuestForm,
  type ErrorsByGuest,
  type TouchedFields,
} from '../lib/checkin/checkin-form.ts';
import { today as todayIn, type IsoDate } from '../lib/format/dates.ts';
import type { Message } from '../lib/format/messages.ts';
import { loadOnce } from '../lib/load-once.ts';
import { startLoading, stopLoading } from './loading.ts';
import { safeSessionStorage } from './storage.ts';

/** Where the page is: loading, showing a registration, or telling why it cannot. */
export type CheckInPhase = 'loading' | 'ready' | 'notFound' | 'cancelled' | 'closed' | 'failed';

/** The online check-in page (02 §2.10, §4.7). */
export interface CheckInState {
  phase: CheckInPhase;
  /** The registration's id from the page URL. */
  uuid: string;
  reservation: CheckInReservation | null;
  /** The guest cards as edited, in the API's order (the primary guest first). */
  guests: CheckInGuestForm[];
  /** Fields the guest has left once: their rule errors show. */
  touched: TouchedFields;
  /** Guests whose document number a reload left to be typed again (never kept in storage): their field says so. */
  retype: readonly number[];
  /** A save was tried: every rule error shows. */
  attempted: boolean;
  /** The API's refusals of fields, by guest id, until the field is edited. */
  serverErrors: ErrorsByGuest;
  /** A refusal of the whole form (connection, busy server, a list that no longer matches). */
  formError: Message | null;
  saving: boolean;
  /** Saved: the thank-you message replaces the form for good. */
  sent: boolean;
  /** The calendar day dates of birth are checked against (the property's). */
  today: IsoDate;
}

const INITIAL: CheckInState = {
  phase: 'loading',
  uuid: '',
  reservation: null,
  guests: [],
  touched: {},
  retype: [],
  attempted: false,
  serverErrors: {},
  formError: null,
  saving: false,
  sent: false,
  today: todayIn(),
};

export const $checkIn = atom<CheckInState>(INITIAL);

const domesticOf = (state: CheckInState): string => state.reservation?.domesticCountryId || DEFAULT_DOMESTIC_COUNTRY;

/** Whether the guests can still be edited and sent: status 1 and not sent yet. */
export const $checkInEditable = computed($checkIn, (state) => state.phase === 'ready' && !state.sent && canSaveGuests(state.reservation?.status));

type PhoneRule = (phone: string, country?: unknown) => boolean;

/**
 * The phone rule (`lib/checkout/phone-number.ts`, the checkout's, with its
 * 25 KB of metadata), loaded once a guest types a phone number or the
 * form opens with one: most guests give none, and until it is here
 * only the length is checked. A failed load is tried again by the next
 * edit, and the API checks the number in any case.
 */
const phoneRule = loadOnce(() => import('../lib/checkout/phone-number.ts'));
const $phoneRule = atom<PhoneRule | null>(null);

function loadPhoneRule(): Promise<void> {
  return phoneRule.load().then(
    (module) => $phoneRule.set(module.isPossiblePhone),
    () => undefined,
  );
}

const hasPhone = (guest: CheckInGuestForm): boolean => typeof guest.contactNumber === 'string' && guest.contactNumber.trim() !== '';

/** Every rule error of every card (02 §5.5: the primary guest and guests with any detail), in card order. */
export const $checkInRuleErrors = computed([$checkIn, $phoneRule], (state, isPossiblePhone): GuestErrors[] =>
  validateGuests(state.guests, { today: state.today, domesticCountryId: domesticOf(state), isPossiblePhone: isPossiblePhone ?? undefined }),
);

/** The error under each field of each card, in card order. */
export const $checkInShownErrors = computed([$checkIn, $checkInRuleErrors], (state, rules): GuestErrors[] =>
  state.guests.map((guest, index) => shownGuestErrors(rules[index] ?? {}, state.touched[guest.id] ?? {}, state.attempted, state.serverErrors[guest.id] ?? {})),
);

/** The banner under the cards after a save that could not go: 'The form has errors, please check above.' or the form's refusal. */
export const $checkInBanner = computed([$checkIn, $checkInShownErrors], (state, shown): Message | null => {
  if (state.formError) return state.formError;
  return state.attempted || Object.keys(state.serverErrors).length > 0 ? formErrorsMessage(shown) : null;
});

const update = (changes: Partial<CheckInState>) => $checkIn.set({ ...$checkIn.get(), ...changes });

/** The registration from the API, with the tab's form in progress laid over it while it is open. */
function show(uuid: string, reservation: CheckInReservation, guests: CheckInGuestForm[]): void {
  const storage = safeSessionStorage();
  const key = checkInDraftKey(uuid);
  const open = canSaveGuests(reservation.status);
  const draft = open ? decodeCheckInDraft(storage.getItem(key), guests, reservation.domesticCountryId || DEFAULT_DOMESTIC_COUNTRY) : null;
  if (!open) storage.removeItem(key);
  const shown = draft?.guests ?? guests;
  if (open && shown.some(hasPhone)) void loadPhoneRule();
  update({
    phase: 'ready',
    reservation,
    guests: shown,
    touched: draft?.touched ?? {},
    retype: draft?.retype ?? [],
    attempted: false,
    serverErrors: {},
    formError: null,
  });
}

/** Loads the registration (again): the summary and guests, or why it cannot be shown. */
export async function loadCheckIn(): Promise<void> {
  const { uuid } = $checkIn.get();
  update({ phase: 'loading' });
  try {
    const { reservation, guests } = await fetchCheckIn(uuid);
    show(uuid, reservation, guests);
  } catch (error) {
    const refusal = checkInRefusal(error);
    update({ phase: refusal.kind === 'notFound' || refusal.kind === 'cancelled' || refusal.kind === 'closed' ? refusal.kind : 'failed' });
  }
}

/** Per guest, what the date of birth remembers of a refused key while it is typed (`typeDateOfBirth`). */
const dateOfBirthKeys = new Map<CheckInGuestForm['id'], DateOfBirthKeys>();

/** The guest typed or chose `text` in a field of the card at `index`. */
export function editGuest(index: number, field: CheckInGuestField, text: string): void {
  const state = $checkIn.get();
  const guest = state.guests[index];
  if (!guest || !$checkInEditable.get()) return;
  if (field === 'contactNumber') void loadPhoneRule();
  let edited: CheckInGuestForm;
  if (field === 'dateOfBirth') {
    const typed = typeDateOfBirth(text, guest.dateOfBirth, dateOfBirthKeys.get(guest.id) ?? null);
    if (typed.keys === null) dateOfBirthKeys.delete(guest.id);
    else dateOfBirthKeys.set(guest.id, typed.keys);
    edited = { ...guest, dateOfBirth: typed.value };
  } else edited = editGuestField(guest, field, text, domesticOf(state));
  const guests = state.guests.map((other, position) => (position === index ? edited : other));
  update({ guests, serverErrors: withoutServerErrors(state.serverErrors, guest.id, fieldsChangedBy(field)), formError: null });
}

/** The guest left a field: its error shows from now on. */
export function touchGuestField(index: number, field: CheckInGuestField): void {
  const state = $checkIn.get();
  const guest = state.guests[index];
  if (!guest || state.touched[guest.id]?.[field]) return;
  update({ touched: { ...state.touched, [guest.id]: { ...state.touched[guest.id], [field]: true } } });
}

const SAVING = 'check-in';

/**
 * The save's idempotency key, kept (in memory only: the guests hold
 * identity data) while the guests stay as they were sent: saving them
 * again after an answer that never came gets the first answer, so the
 * thank-you shows instead of 'already checked in'. Other guests get a new key.
 */
let attempt: { key: string; guests: string } | null = null;

function attemptKey(guests: readonly CheckInGuestForm[]): string {
  const sent = JSON.stringify(guests);
  if (attempt?.guests !== sent) attempt = { key: crypto.randomUUID(), guests: sent };
  return attempt.key;
}

/** How a save ended: sent, refused with errors to show, or nothing done. */
export type SaveOutcome = 'sent' | 'invalid' | 'ignored';

/**
 * 'Save guests' (02 §4.7): checks the cards with the screen's rules; when
 * they pass, sends them under the loading overlay. Sent, the thank-you
 * message replaces the form and the kept form is dropped. Refused, the
 * API's field problems show under their fields and everything typed stays
 * (in the tab's storage too); a registration closed meanwhile is loaded
 * again, read-only.
 */
export async function saveGuests(): Promise<SaveOutcome> {
  if ($checkIn.get().saving || !$checkInEditable.get()) return 'ignored';
  // A number typed is checked with the phone rule, which is there by now unless its load failed.
  if ($phoneRule.get() === null && $checkIn.get().guests.some(hasPhone)) await loadPhoneRule();
  const state = $checkIn.get();
  if (state.saving || !$checkInEditable.get()) return 'ignored';
  update({ attempted: true, formError: null });
  if (formErrorsMessage($checkInRuleErrors.get()) !== null) return 'invalid';

  update({ saving: true, serverErrors: {} });
  startLoading(SAVING);
  try {
    await submitCheckIn(state.uuid, state.guests, attemptKey(state.guests));
    attempt = null;
    safeSessionStorage().removeItem(checkInDraftKey(state.uuid));
    update({ saving: false, sent: true, reservation: state.reservation && { ...state.reservation, status: 2 } });
    return 'sent';
  } catch (error) {
    const refusal = checkInRefusal(error);
    update({ saving: false });
    if (refusal.kind === 'fields') {
      const serverErrors: Record<number, GuestErrors> = {};
      for (const { guestId, field, message } of refusal.errors)
        serverErrors[guestId] = { ...serverErrors[guestId], [field]: serverErrors[guestId]?.[field] ?? message };
      update({ serverErrors });
    } else if (refusal.kind === 'checkedIn') {
      // Closed meanwhile (another tab, the property): what was registered shows, read-only, with the checked-in message.
      await loadCheckIn();
    } else if (refusal.kind === 'notFound' || refusal.kind === 'cancelled' || refusal.kind === 'closed') {
      update({ phase: refusal.kind });
    } else {
      update({ formError: refusal.message });
    }
    return 'invalid';
  } finally {
    stopLoading(SAVING);
  }
}

/**
 * Opens the check-in page for a registration: resets the store, keeps the
 * form in progress in the tab's session storage while it is edited, and
 * loads the registration. Returns the page's `exit()`.
 */
export function mountCheckIn(uuid: string, options: { timeZone?: string } = {}): () => void {
  $checkIn.set({ ...INITIAL, uuid, today: todayIn(options.timeZone) });
  attempt = null;
  if (uuid.trim() === '') {
    update({ phase: 'notFound' });
    return () => undefined;
  }
  const key = checkInDraftKey(uuid);
  const unbind = $checkIn.listen((state) => {
    if (state.phase !== 'ready' || state.sent || !canSaveGuests(state.reservation?.status)) return;
    safeSessionStorage().setItem(key, encodeCheckInDraft({ guests: state.guests, touched: state.touched, retype: state.retype }));
  });
  void loadCheckIn();
  return () => {
    unbind();
    stopLoading(SAVING);
  };
}
