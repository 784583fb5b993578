/**
 * What the check-in page shows around its guest cards (02 §2.10, §3.13):
 * whether guests may be saved, the checked-in message, each card's title
 * and placeholders, the reservation's summary, and the form's values and
 * submission of a guest.
 */
import type { CheckInGuest, CheckInGuestField, CheckInGuestSubmission, CheckInReservation } from './checkin-contract.ts';
import { dateOfBirthFromUnix } from './checkin-dob.ts';
import { formatDotted, unixToIsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { CHECK_IN_MESSAGE, CHECK_IN_STATUS, GUEST_FIELD_TEXTS, shouldValidateGuest, type GuestInput } from './checkin.ts';

/**
 * Whether guest details can be edited and saved (02 §4.7, §6): only while
 * the status is 1.
 * @example canSaveGuests(1) // true
 * @example canSaveGuests(2) // false
 */
export function canSaveGuests(status: unknown): boolean {
  return status === CHECK_IN_STATUS.OPEN;
}

/**
 * What shows instead of 'Save guests' (02 §2.10): for any status but 1,
 * 'This reservation is checked in so it is not possible to edit guest
 * details anymore'; null while the guests can be saved.
 * @example checkedInMessage(2) // { key: 'This reservation is checked in so it is not possible to edit guest details anymore', tokens: {} }
 * @example checkedInMessage(1) // null
 */
export function checkedInMessage(status: unknown): Message | null {
  return canSaveGuests(status) ? null : message(CHECK_IN_MESSAGE.CHECKED_IN);
}

/**
 * A guest card's title (02 §2.10): 'Primary guest' for the primary guest,
 * else 'Guest N' with N = index + 1.
 * @example guestCardTitle({ isPrimary: false }, 1) // { key: 'Guest %number%', tokens: { number: 2 } }
 */
export function guestCardTitle(guest: { isPrimary?: unknown }, index: number): Message {
  return guest.isPrimary === true ? message(CHECK_IN_MESSAGE.PRIMARY_GUEST) : message(CHECK_IN_MESSAGE.GUEST_NUMBER, { number: index + 1 });
}

/**
 * A field's placeholder key, or '' when the form is disabled (02 §2.10:
 * placeholders are blank then).
 * @example guestFieldPlaceholder('name', true) // 'Enter name and surname'
 * @example guestFieldPlaceholder('name', false) // ''
 */
export function guestFieldPlaceholder(field: CheckInGuestField, editable: boolean): string {
  if (!editable) return '';
  return GUEST_FIELD_TEXTS.find((entry) => entry.field === field)?.placeholder ?? '';
}

/** The summary's values ready to show (02 §2.10); children's ages as messages to translate. */
export interface CheckInSummary {
  /** '-' when empty. */
  booker: string;
  /** '-' when empty. */
  code: string;
  persons: number;
  object: string;
  unitType: string;
  /** DD.MM.YYYY, UTC. */
  arrivalDate: string;
  departureDate: string;
  adults: number;
  children: number;
  /** '%age% yrs' per child, in order. */
  childrenAges: Message[];
}

/**
 * The reservation summary's values (02 §2.10): dates as DD.MM.YYYY from
 * unix seconds in UTC, '-' for an empty booker or code.
 * @example checkInSummary({ ...reservation, booker: '', arrivalDate: 1804204800 }) // { booker: '-', arrivalDate: '05.03.2027', … }
 * @example checkInSummary({ ...reservation, childrenAges: [5, 8] }).childrenAges // [{ key: '%age% yrs', tokens: { age: 5 } }, { key: '%age% yrs', tokens: { age: 8 } }]
 */
export function checkInSummary(reservation: CheckInReservation, locale?: string): CheckInSummary {
  const orDash = (text: string | null | undefined): string => ((text ?? '').trim() === '' ? '-' : (text as string));
  return {
    booker: orDash(reservation.booker),
    code: orDash(reservation.code),
    persons: reservation.persons,
    object: reservation.object,
    unitType: reservation.unitType,
    arrivalDate: formatDotted(unixToIsoDate(reservation.arrivalDate), locale),
    departureDate: formatDotted(unixToIsoDate(reservation.departureDate), locale),
    adults: reservation.adults,
    children: reservation.children,
    childrenAges: reservation.childrenAges.map((age) => message('%age% yrs', { age })),
  };
}

/**
 * The 'Children' value: the count followed by the translated ages in
 * brackets (02 §2.10), the count alone without ages.
 * @example childrenText(2, ['5 yrs', '8 yrs']) // '2 (5 yrs, 8 yrs)'
 * @example childrenText(0, []) // '0'
 */
export function childrenText(children: number, ages: readonly string[]): string {
  return ages.length === 0 ? String(children) : `${children} (${ages.join(', ')})`;
}

/**
 * A guest of the GET answer as the form edits it: the date of birth as
 * 'DD.MM.YYYY' ('' when none).
 * @example guestForm({ ...guest, dateOfBirth: 642470400 }).dateOfBirth // '12.05.1990'
 */
export function guestForm(guest: CheckInGuest): Omit<CheckInGuest, 'dateOfBirth'> & { dateOfBirth: string } {
  return { ...guest, dateOfBirth: dateOfBirthFromUnix(guest.dateOfBirth) };
}

/**
 * A form's guest as the submit sends it (02 §7): every field, the date of
 * birth as typed or null when blank.
 * @example guestSubmission({ ...form, dateOfBirth: '' }).dateOfBirth // null
 * @example guestSubmission({ ...form, dateOfBirth: '12.05.1990' }).dateOfBirth // '12.05.1990'
 */
export function guestSubmission(form: Omit<CheckInGuest, 'dateOfBirth'> & { dateOfBirth: string }): CheckInGuestSubmission {
  return { ...form, dateOfBirth: form.dateOfBirth.trim() === '' ? null : form.dateOfBirth.trim() };
}

/**
 * The note above 'Save guests' while some guest's card is empty: a save
 * closes the registration (status 2, 02 §4.7), so a guest left empty can
 * never be added. Null when every card has details.
 * @example emptyGuestsNote([{ isPrimary: true, name: 'Ana' }, { isPrimary: false, name: '' }])?.key // 'Once saved, guest details cannot be changed, and guests left empty cannot be added later.'
 * @example emptyGuestsNote([{ isPrimary: true, name: 'Ana' }]) // null
 */
export function emptyGuestsNote(guests: readonly GuestInput[]): Message | null {
  return guests.some((guest) => !shouldValidateGuest(guest)) ? message(CHECK_IN_MESSAGE.EMPTY_GUESTS) : null;
}
