/**
 * The policy texts of a booked or to-be-booked rate (02 §9.6, §2.3, §2.9):
 * 'Terms of cancellation', 'No show' and 'Billing dynamics', as translation
 * keys with tokens. Each key is the full English sentence.
 *
 * Tokens: `amount` is a number and travels with `currency`; format it for
 * display with `formatAmountTokens`. `date` is 'DD.MM.YYYY' and `time`
 * 'HH:mm'. Deadlines are wall-clock times of the property's time zone
 * (`timeZone`, IANA; UTC when not given).
 */
import { formatDotted, pageZoneOffset, type IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { formatMoney, roundMoney } from '../format/money.ts';
import { FIRST_NIGHT_TYPE, instantToDate, isWithinDaysOfArrival, type Instant, type PrepaymentPolicy } from './prepayment.ts';
import type { NumberFormat } from '../types.ts';

/** The cancellation policy of a rate (02 §3.11); every field may be missing. */
export interface CancellationPolicy extends PrepaymentPolicy {
  daysBeforeArrival?: number | null;
  canGuestCancelFreeOfCharge?: boolean | null;
  cancellationFeePercentageBefore?: number | null;
  cancellationFeePercentageAfter?: number | null;
  cancellationFeeBeforeType?: number | null;
  cancellationFeeAfterType?: number | null;
  noShowPercentage?: number | null;
  noShowFeeType?: number | null;
  /** Days before arrival by which a bank transfer prepayment is due; 0 or none: at once. */
  prepaymentAmountDueDate?: number | null;
  additionalNote?: string | null;
}

/** Payment method id of bank transfer / prepayment (02 §9.1). */
export const BANK_TRANSFER = 2;

/** Every key the policy texts use, by block. */
export const POLICY_TEXT_KEYS = {
  cancellation: {
    freeAnyTime: 'You can cancel your reservation free of charge at any time.',
    freeUntil: 'You can cancel your reservation free of charge until %date% at %time%.',
    chargedAfter: 'If you cancel the reservation after that, you will be charged %amount%.',
    notFree: 'You cannot cancel your reservation free of charge.',
    chargedAnyTime: 'If you cancel at any time, you will be charged %amount%.',
    chargedUntil: 'You will be charged %amount% if you cancel until %date% at %time%.',
  },
  noShow: {
    free: 'You will not be charged in case of no-show.',
    charged: 'In case of no-show, you will be charged %amount%.',
  },
  bankTransfer: {
    payNow: 'To confirm the reservation we ask you to pay %amount% now.',
    payBy: 'To confirm the reservation we ask you to pay %amount% no later than %date%.',
    restDuringStay: 'We will charge you %amount% during your stay.',
    restBy: 'The remaining amount should be paid no later than %date%.',
  },
  card: {
    chargedNow: 'After confirming the reservation you will be charged %amount%.',
    chargedOn: '%amount% will be charged on %date%.',
    chargedDuringStay: '%amount% will be charged during the stay.',
    restOn: 'The remaining amount will be charged on %date%.',
    restDuringStay: 'The remaining amount will be charged during your stay.',
  },
} as const;

// ---------------------------------------------------------------- deadlines

/** A policy deadline: 'arrival day 00:00 minus N days minus 1 second' (02 §9.6). */
export interface Deadline {
  /** The deadline's day. */
  date: IsoDate;
  /** Its last minute, 'HH:mm' ('23:59'). */
  time: string;
  /** Whether the reference moment (createdAt, else now) is past it. */
  passed: boolean;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The deadline as wall-clock milliseconds (a UTC timestamp read as local time). */
const deadlineWallMs = (arrival: IsoDate, daysBefore: number): number => Date.parse(`${arrival}T00:00:00Z`) - daysBefore * DAY_MS - 1000;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a time zone, as milliseconds of a UTC timestamp. */
function wallClockMs(instant: Date, timeZone: string): number {
  // The page's own zone is known without Intl (zone-calendar.ts); seconds as Intl gives them.
  const offset = pageZoneOffset(timeZone, instant.getTime());
  if (offset !== null) return Math.floor(instant.getTime() / 1000) * 1000 + offset * MINUTE_MS;
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

function deadlineAt(arrival: IsoDate, daysBefore: number): Omit<Deadline, 'passed'> {
  const wall = new Date(deadlineWallMs(arrival, daysBefore)).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/**
 * The free-cancellation deadline, N = daysBeforeArrival: passed when the
 * reference moment's minute, on the property's clock, is after the
 * deadline's minute (02 §9.6: "in minutes for cancellation").
 * @example cancellationDeadline('2026-07-24', 7, new Date('2026-07-16T23:59:30Z')) // { date: '2026-07-16', time: '23:59', passed: false }
 * @example cancellationDeadline('2026-07-24', 7, new Date('2026-07-17T00:00:00Z')).passed // true
 */
export function cancellationDeadline(arrival: IsoDate, daysBefore: number, reference: Instant, timeZone = 'UTC'): Deadline {
  return { ...deadlineAt(arrival, daysBefore), passed: wallMsUntilPassed(arrival, daysBefore, instantToDate(reference), timeZone) <= 0 };
}

/** Wall-clock milliseconds from `at` until the cancellation deadline has passed: the minute after its last one begins. */
const wallMsUntilPassed = (arrival: IsoDate, daysBefore: number, at: Date, timeZone: string): number =>
  (Math.floor(deadlineWallMs(arrival, daysBefore) / MINUTE_MS) + 1) * MINUTE_MS - wallClockMs(at, timeZone);

/** The time zone's offset from UTC at an instant, in milliseconds (to the second, as `wallClockMs` reads it). */
const offsetMs = (instant: number, timeZone: string): number => wallClockMs(new Date(instant), timeZone) - Math.floor(instant / 1000) * 1000;

/**
 * Milliseconds from `reference` until the free-cancellation deadline has
 * passed (the minute after its last one begins, on the property's clock);
 * zero or less once it has. Real time: across a change to or from summer
 * time before the deadline, the property's clock gains or loses that hour,
 * and the wait is an hour shorter or longer than the clock says; where
 * the clocks jump over the minute after the deadline, it passes with the jump.
 * @example msUntilCancellationDeadlinePasses('2026-07-24', 7, new Date('2026-07-16T23:59:30Z')) // 30000
 * @example msUntilCancellationDeadlinePasses('2027-03-30', 1, new Date('2027-03-27T12:00:00Z'), 'Europe/Zagreb') // 34 hours: the clocks go forward on 28 March
 */
export function msUntilCancellationDeadlinePasses(arrival: IsoDate, daysBefore: number, reference: Instant, timeZone = 'UTC'): number {
  const at = instantToDate(reference);
  const onClock = wallMsUntilPassed(arrival, daysBefore, at, timeZone);
  if (onClock <= 0) return onClock;
  const now = at.getTime();
  const real = onClock - (offsetMs(now + onClock, timeZone) - offsetMs(now, timeZone));
  if (wallMsUntilPassed(arrival, daysBefore, new Date(now + real), timeZone) <= 0) return real;
  // The minute after the deadline is one the clocks skip (summer time starting at midnight, as in Santiago): no
  // instant shows it, and the deadline passes when they jump, which comes when the old offset's clock reaches it.
  return onClock;
}

/**
 * A payment deadline (full amount, bank transfer prepayment): passed from
 * the day after the deadline's day on (02 §9.6: "in days at noon for
 * payments"), the same day `isWithinDaysOfArrival` turns true.
 * @example paymentDeadline('2026-07-24', 14, new Date('2026-07-09T23:00:00Z')) // { date: '2026-07-09', time: '23:59', passed: false }
 */
export function paymentDeadline(arrival: IsoDate, daysBefore: number, reference: Instant, timeZone = 'UTC'): Deadline {
  return { ...deadlineAt(arrival, daysBefore), passed: isWithinDaysOfArrival(arrival, daysBefore, reference, timeZone) };
}

// ------------------------------------------------------------------ amounts

/**
 * A fee of the policy (02 §9.6): with fee type 3 the first night's price,
 * otherwise `percentage` percent of `price`. To cents, never below 0.
 * @example policyFee(50, 1, 300, 100) // 150
 * @example policyFee(0, 3, 300, 100) // 100
 */
export function policyFee(percentage: number | null | undefined, type: number | null | undefined, price: number, firstNightPrice: number): number {
  const fee = type === FIRST_NIGHT_TYPE ? firstNightPrice : (price * (percentage ?? 0)) / 100;
  return roundMoney(Math.max(0, Number.isFinite(fee) ? fee : 0));
}

/**
 * A cancellation policy's fees (02 §9.6): 'before' its deadline (none when
 * the guest may cancel free of charge), 'after' it, and the deadline's
 * days before arrival (none when not above 0). The terms' texts and what
 * cancelling costs at a moment (`checkout/cancellation-fee.ts`) both read
 * them here.
 * @example cancellationFees({ daysBeforeArrival: 7, canGuestCancelFreeOfCharge: true, cancellationFeeAfterType: 3 }, 300, 100) // { free: true, before: 0, after: 100, days: 7 }
 */
export function cancellationFees(
  policy: CancellationPolicy,
  price: number,
  firstNightPrice: number,
): { free: boolean; before: number; after: number; days: number } {
  const free = policy.canGuestCancelFreeOfCharge === true;
  return {
    free,
    before: free ? 0 : policyFee(policy.cancellationFeePercentageBefore, policy.cancellationFeeBeforeType, price, firstNightPrice),
    after: policyFee(policy.cancellationFeePercentageAfter, policy.cancellationFeeAfterType, price, firstNightPrice),
    days: policy.daysBeforeArrival ?? 0,
  };
}

/** A message whose tokens carry an amount and its currency. */
export const withAmount = (key: string, amount: number, currency: string, tokens: Record<string, string | number> = {}): Message =>
  message(key, { amount: roundMoney(amount), currency, ...tokens });

/**
 * The message with its `amount` token formatted with its `currency` token
 * for display ('1,234.50 EUR', 02 §9.2); other messages unchanged.
 * @example formatAmountTokens({ key: 'In case of no-show, you will be charged %amount%.', tokens: { amount: 150, currency: 'EUR' } }).tokens.amount // '150.00 EUR'
 */
export function formatAmountTokens(text: Message, format: Partial<NumberFormat> = {}): Message {
  const { amount, currency } = text.tokens;
  if (typeof amount !== 'number') return text;
  return { key: text.key, tokens: { ...text.tokens, amount: formatMoney(amount, String(currency ?? ''), format).trim() } };
}

export const dateTokens = (deadline: Omit<Deadline, 'passed'>) => ({ date: formatDotted(deadline.date), time: deadline.time });

// ------------------------------------------------------------- cancellation
