/**
 * The check-in 'Date of birth' field (02 §5.5, §3.14): the input mask the
 * guest types through, the DD.MM.YYYY value read as a calendar date, and
 * its rules with the spec's messages. The server sends a date of birth as
 * unix seconds; the form edits it as 'DD.MM.YYYY' and sends that string
 * (or null).
 *
 * Pure: "today" is a parameter (the property's or the guest's calendar day).
 */
import { addDays, formatDotted, unixToIsoDate, type IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';

/** The messages of the date of birth (02 §5.5): translation keys, spec texts. */
export const DATE_OF_BIRTH_MESSAGE = {
  EMPTY: 'This value cannot be empty',
  /** Token %minLength%. */
  MIN_LENGTH: 'MinLengthValidationError',
  FORMAT: 'The date format is incorrect',
  INVALID: 'The date is invalid',
  YEAR: 'Date of birth year has to be bigger than 1904',
  FUTURE: 'Date of birth cannot be in the future. Please enter a valid date.',
} as const;

/** 'DD.MM.YYYY': ten characters, the field's minimum and maximum length. */
export const DATE_OF_BIRTH_LENGTH = 10;

/** The earliest year of birth taken (02 §5.5: 'bigger than 1904'). */
export const MIN_BIRTH_YEAR = 1905;

/**
 * What each of the eight digits of DD MM YYYY may be (02 §5.5): the first
 * day digit 0–3, and 0–1 after a 3; the first month digit 0–1, and 0–2
 * after a 1; the year starting with 1 or 2.
 */
const DIGIT_RULES: ReadonlyArray<(digit: number, before: readonly number[]) => boolean> = [
  (digit) => digit <= 3,
  (digit, before) => before[0] !== 3 || digit <= 1,
  (digit) => digit <= 1,
  (digit, before) => before[2] !== 1 || digit <= 2,
  (digit) => digit === 1 || digit === 2,
  () => true,
  () => true,
  () => true,
];

const withDots = (digits: readonly number[]): string => {
  const text = digits.join('');
  const day = text.slice(0, 2);
  const month = text.slice(2, 4);
  const year = text.slice(4);
  if (digits.length < 2) return day;
  if (digits.length < 4) return `${day}.${month}`;
  return `${day}.${month}.${year}`;
};

/** What a guest types between a day, a month and a year. */
const SEPARATORS = new Set(['.', '/', '-', ' ']);

/** A date pasted year first ('1985-05-12', '1985-5-12', '1987.07.22.') as day, month and year; any other text as it is. */
function fromIsoOrder(input: string): string {
  const iso = /^\s*(\d{4})[-./](\d{1,2})[-./](\d{1,2})\.?\s*$/.exec(input);
  return iso ? `${iso[3].padStart(2, '0')}.${iso[2].padStart(2, '0')}.${iso[1]}` : input;
}

/**
 * The date-of-birth mask (02 §5.5): digits only, a dot inserted after the
 * day and after the month, at most 10 characters. A digit the position
 * does not take is dropped: the first day digit is 0–3 (0–1 follows a 3),
 * the first month digit 0–1 (0–2 follows a 1), the year starts with 1 or
 * 2. Pass the field's previous value so that deleting a dot deletes the
 * digit before it (otherwise the dot would come straight back). Not in
 * the spec, as a guest writes dates: a dot (slash, dash, space) after a
 * one-digit day or month makes it that day or month ('1.' is '01.',
 * '12.5.1985' pasted is '12.05.1985'), and a date pasted year first
 * ('1985-05-12') is read so. A separator right after a refused digit is
 * not: the guest meant a two-digit day or month, and '32.13.2000' would
 * otherwise become '03.01.2000', a real date the guest never wrote; the
 * date stops before it (typed, see `typeDateOfBirth`).
 * @example maskDateOfBirth('12051990') // '12.05.1990'
 * @example maskDateOfBirth('1') // '1'
 * @example maskDateOfBirth('12') // '12.'
 * @example maskDateOfBirth('35') // '3' (no day 35)
 * @example maskDateOfBirth('12.05.', '12.05.1') // '12.05.'
 * @example maskDateOfBirth('12.05', '12.05.') // '12.0'
 * @example maskDateOfBirth('12.5.1985') // '12.05.1985'
 * @example maskDateOfBirth('1985-05-12') // '12.05.1985'
 * @example maskDateOfBirth('32.13.2000') // '3' (no day 32: the rest cannot be placed)
 * @example maskDateOfBirth('05/31/1990') // '05.1' (month first, as in the US: no month 31)
 */
export function maskDateOfBirth(input: string, previous = ''): string {
  const digits: number[] = [];
  const text = fromIsoOrder(input);
  let refused = false;
  for (const [at, char] of [...text].entries()) {
    if (digits.length === DIGIT_RULES.length) break;
    // A separator after a digit refused in its day or month (pasted '32.13.2000', or the US order '12/25/1990'): that
    // part was wrong, so what follows cannot be placed; the date stops there, short, and the field says it is incomplete.
    if (SEPARATORS.has(char) && refused) break;
    // A separator after a one-digit day or month (typed '5.' or pasted '12.5.1985'): the day or month is that digit.
    if (SEPARATORS.has(char) && (digits.length === 1 || digits.length === 3) && digits[digits.length - 1] !== 0) {
      digits.splice(digits.length - 1, 0, 0);
      continue;
    }
    if (char < '0' || char > '9') continue;
    const digit = Number(char);
    if (DIGIT_RULES[digits.length](digit, digits)) {
      digits.push(digit);
      // A day or month complete: the next part starts clean.
      if (digits.length === 2 || digits.length === 4) refused = false;
    }
    // A one-digit day from 4 or month from 2 with a separator after it (pasted '5.3.1990'): that day or month. Typed
    // alone, the digit is dropped as the spec's rules say, since the field cannot tell '5' from the start of '51'.
    else if (
      !refused &&
      (digits.length === 0 || digits.length === 2) &&
      SEPARATORS.has(text[at + 1] ?? '') &&
      DIGIT_RULES[digits.length + 1](digit, [...digits, 0])
    )
      digits.push(0, digit);
    // Refused: the rest of this day or month is not read as one of its own (the flag holds until its separator).
    else refused = true;
  }
  const masked = withDots(digits);
  const deletingADot = input.length < previous.length && previous.endsWith('.') && masked === previous;
  return deletingADot ? withDots(digits.slice(0, -1)) : masked;
}

/** Whether `input` is `previous` with one character typed at its end. */
const typedOne = (input: string, previous: string): boolean => input.length === previous.length + 1 && input.startsWith(previous);

const dotsIn = (text: string): number => text.split('.').length - 1;

/** What the date-of-birth field remembers of a refused key while the guest types (`typeDateOfBirth`). */
export interface DateOfBirthKeys {
  /** The value when the mask refused a digit; what follows belongs to the same day, month or year while it has no more dots. */
  at: string;
  /** A day's first digit from 4 or a month's from 2, refused and the only key since: a separator after it makes it that day or month. */
  start?: string;
  /** A separator came after a refused digit: the date stops there, as a pasted one does, until the guest deletes. */
  stopped?: boolean;
}

/**
 * One keystroke (or paste) in the date-of-birth field, with what the
 * field remembers of a refused key (`keys`, kept by the check-in store per
 * guest). Typed, a date reads as pasted (`maskDateOfBirth`), key by key:
 * - a day's first digit from 4, or a month's from 2, is dropped (02 §5.5),
 *   and a separator typed right after it makes it that one-digit day or
 *   month ('5.3.2021' is '05.03.2021', as written in Croatian or German);
 * - a separator after any other refused digit stops the date, short of a
 *   full one: typed '32.13.2000' is '3', and the US order '12/25/1990' is
 *   '12.', never a real date the guest did not write. Deleting starts
 *   over; an empty field never stops.
 * @example typeDateOfBirth('5', '', null) // { value: '', keys: { at: '', start: '5' } }
 * @example typeDateOfBirth('5.', '', { at: '', start: '5' }) // { value: '05.', keys: null }
 * @example typeDateOfBirth('3.', '3', { at: '3' }) // { value: '3', keys: { at: '3', stopped: true } }
 */
export function typeDateOfBirth(input: string, previous: string, keys: DateOfBirthKeys | null): { value: string; keys: DateOfBirthKeys | null } {
  const one = typedOne(input, previous);
  const held = one && keys && previous.startsWith(keys.at) && dotsIn(previous) === dotsIn(keys.at) ? keys : null;
  if (held?.stopped) return { value: previous, keys: held };
  // An empty field never stops: the guest could not delete out of it (a key that deletes nothing changes nothing).
  if (held && SEPARATORS.has(input.slice(-1)))
    return held.start
      ? { value: maskDateOfBirth(`${previous}${held.start}.`), keys: null }
      : { value: previous, keys: previous ? { at: previous, stopped: true } : null };
  const value = maskDateOfBirth(input, previous);
  // A key the mask drops that is no digit (a letter) is no key: what the field remembers stays.
  if (one && value === previous && !/\d$/.test(input)) return { value, keys: held };
  if (one && value === previous) {
    const atStart = !held && (previous === '' || (previous.endsWith('.') && dotsIn(previous) < 2));
    return { value, keys: atStart ? { at: value, start: input.slice(-1) } : { at: held?.at ?? value } };
  }
  return { value, keys: held && dotsIn(value) === dotsIn(held.at) ? { at: held.at } : null };
}

const DOTTED = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * A 'DD.MM.YYYY' date of birth as an ISO date, or null when it is not in
 * that format or is not a real calendar date (31.02., 29.02. of a year
 * that is not a leap year, month 13, day 00).
 * @example parseDateOfBirth('29.02.2000') // '2000-02-29'
 * @example parseDateOfBirth('29.02.1999') // null
 * @example parseDateOfBirth('1990-05-12') // null
 */
export function parseDateOfBirth(text: string): IsoDate | null {
  const match = DOTTED.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/**
 * The first problem with a date of birth as typed (02 §5.5), or null:
 * required ('This value cannot be empty' for null or blank); at least 10
 * characters ('MinLengthValidationError', %minLength% 10); DD.MM.YYYY
 * ('The date format is incorrect'); a real date ('The date is invalid');
 * the year 1905 or later ('Date of birth year has to be bigger than
 * 1904'); not after tomorrow ('Date of birth cannot be in the future.
 * Please enter a valid date.'). Tomorrow itself passes, as the spec has
 * it: the guest's day may already be the property's tomorrow.
 * @example dateOfBirthError('12.05.1990', '2027-03-01') // null
 * @example dateOfBirthError('31.12.1904', '2027-03-01') // { key: 'Date of birth year has to be bigger than 1904', tokens: {} }
 * @example dateOfBirthError('03.03.2027', '2027-03-01') // { key: 'Date of birth cannot be in the future. Please enter a valid date.', tokens: {} }
 */
export function dateOfBirthError(value: unknown, today: IsoDate): Message | null {
  if (value === null || value === undefined) return message(DATE_OF_BIRTH_MESSAGE.EMPTY);
  if (typeof value !== 'string') return message(DATE_OF_BIRTH_MESSAGE.FORMAT);
  const text = value.trim();
  if (text === '') return message(DATE_OF_BIRTH_MESSAGE.EMPTY);
  if (text.length < DATE_OF_BIRTH_LENGTH) return message(DATE_OF_BIRTH_MESSAGE.MIN_LENGTH, { minLength: DATE_OF_BIRTH_LENGTH });
  if (!DOTTED.test(text)) return message(DATE_OF_BIRTH_MESSAGE.FORMAT);
  const date = parseDateOfBirth(text);
  if (date === null) return message(DATE_OF_BIRTH_MESSAGE.INVALID);
  if (Number(date.slice(0, 4)) < MIN_BIRTH_YEAR) return message(DATE_OF_BIRTH_MESSAGE.YEAR);
  if (date > addDays(today, 1)) return message(DATE_OF_BIRTH_MESSAGE.FUTURE);
  return null;
}

/**
 * A date of birth as the server sends it (unix seconds, UTC) in the form's
 * 'DD.MM.YYYY'; '' when there is none.
 * @example dateOfBirthFromUnix(642470400) // '12.05.1990'
 * @example dateOfBirthFromUnix(null) // ''
 */
export function dateOfBirthFromUnix(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return '';
  return formatDotted(unixToIsoDate(seconds));
}
