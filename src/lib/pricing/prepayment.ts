/**
 * Checkout prepayment (02 §9.5, §3.6): what a guest pays before the stay,
 * per basket unit and for the whole basket. The checkout shows it (bank
 * transfer's 'PrepaymentMsg'), the reference API stores it on the
 * reservation, and the billing texts (`policy-texts.ts`) describe it.
 *
 * Days before arrival are counted on calendar days in the property's time
 * zone (`timeZone`, an IANA name; UTC when not given): the spec checks
 * payment deadlines "in days at noon", so the hour of `now` never matters.
 *
 * A basket's prepayment, which prices the items' extras, is in
 * `basket-prepayment.ts`: the offer and reservation screens, which read
 * prepayments the back end computed, do not load the extras' prices.
 */
import { nightsBetween, today, type IsoDate } from '../format/dates.ts';
import { roundMoney } from '../format/money.ts';

/** A moment: a `Date`, or unix seconds as the API sends createdAt. */
export type Instant = Date | number;

/** prepaymentAmountType and the cancellation and no-show fee types: 3 = the first night's price (02 §3.11, §9.6). */
export const FIRST_NIGHT_TYPE = 3;

/** fullAmountWillBePaid (02 §9.6): 1 = N days before arrival, 2 = during the stay. */
export const FULL_AMOUNT_PAID = { BEFORE_ARRIVAL: 1, DURING_STAY: 2 } as const;

/** The cancellation policy fields prepayment reads (02 §3.11). */
export interface PrepaymentPolicy {
  /** Percent of the unit's total, unless prepaymentAmountType is 3. */
  prepaymentAmount?: number | null;
  prepaymentAmountType?: number | null;
  fullAmountWillBePaid?: number | null;
  amountWillBePaidDaysBefore?: number | null;
}

/** One basket unit (or a group of identical ones: every rule is linear). */
export interface PrepaymentUnit {
  policy: PrepaymentPolicy | null | undefined;
  /** The rate's totalRate. */
  totalRate: number;
  /** Services and fees of the unit (the receipt's servicesCost). */
  services: number;
  firstNightPrice: number;
  arrival: IsoDate;
}

/** The basket's prepayment (02 §3.6). */
export interface PrepaymentDetails {
  prepaymentAmount: number;
  /** prepaymentAmount / the total it is taken from × 100, to 2 decimals; 0 for an empty total. */
  prepaymentPercentage: number;
}

/**
 * The moment as a `Date` (numbers are unix seconds).
 * @example instantToDate(1782864000).toISOString() // '2026-07-01T00:00:00.000Z'
 */
export function instantToDate(instant: Instant): Date {
  return typeof instant === 'number' ? new Date(instant * 1000) : instant;
}

/**
 * Calendar days from the day of `now` (in `timeZone`) to the arrival day:
 * 0 on the arrival day, negative after it.
 * @example daysUntilArrival('2026-07-10', new Date('2026-07-07T22:30:00Z')) // 3
 * @example daysUntilArrival('2026-07-10', new Date('2026-07-07T22:30:00Z'), 'Europe/Zagreb') // 2
 */
export function daysUntilArrival(arrival: IsoDate, now: Instant, timeZone = 'UTC'): number {
  return nightsBetween(today(timeZone, instantToDate(now)), arrival);
}

/**
 * Whether arrival is within `days` days of now: from the day `days` days
 * before arrival on. This is the day after the payment deadline 'arrival
 * day 00:00 minus N days minus 1 second' (02 §9.6), so it is exactly when
 * that deadline has passed, counted in days.
 * @example isWithinDaysOfArrival('2026-07-10', 3, new Date('2026-07-07T00:00:00Z')) // true
 * @example isWithinDaysOfArrival('2026-07-10', 3, new Date('2026-07-06T23:59:59Z')) // false
 */
export function isWithinDaysOfArrival(arrival: IsoDate, days: number, now: Instant, timeZone = 'UTC'): boolean {
  return daysUntilArrival(arrival, now, timeZone) <= days;
}

/**
 * The days before arrival by which the full amount is paid (02 §9.6
 * fullAmountWillBePaid), or null when it is paid during the stay:
 * - 1: amountWillBePaidDaysBefore (0 when not set: by the day before arrival);
 * - 2: null, paid during the stay;
 * - not set: amountWillBePaidDaysBefore when set, else null (during the stay).
 * @example fullPaymentDaysBefore({ fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 }) // 14
 * @example fullPaymentDaysBefore({ fullAmountWillBePaid: 2, amountWillBePaidDaysBefore: 14 }) // null
 */
export function fullPaymentDaysBefore(policy: PrepaymentPolicy | null | undefined): number | null {
  if (!policy || policy.fullAmountWillBePaid === FULL_AMOUNT_PAID.DURING_STAY) return null;
  const days = policy.amountWillBePaidDaysBefore;
  const set = days !== null && days !== undefined && Number.isFinite(days);
  if (policy.fullAmountWillBePaid === FULL_AMOUNT_PAID.BEFORE_ARRIVAL) return set ? Math.max(0, days) : 0;
  return set ? Math.max(0, days) : null;
}

/**
 * Whether the full amount is due now (02 §9.5 "arrival is within
 * amountWillBePaidDaysBefore days"): the full amount is paid N days before
 * arrival (`fullPaymentDaysBefore`) and arrival is within N days. A policy
 * that has it paid during the stay never makes it due before arrival.
 * @example isFullAmountDue({ fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 }, '2026-07-10', new Date('2026-07-01T09:00:00Z')) // true
 */
export function isFullAmountDue(policy: PrepaymentPolicy | null | undefined, arrival: IsoDate, now: Instant, timeZone = 'UTC'): boolean {
  const days = fullPaymentDaysBefore(policy);
  return days !== null && isWithinDaysOfArrival(arrival, days, now, timeZone);
}

/**
 * Whether a prepayment applies to the unit (02 §9.5): the policy's
 * prepaymentAmount is above 0, or its prepaymentAmountType is 3 (first
 * night), or the full amount is due now (`isFullAmountDue`).
 * @example prepaymentApplies({ prepaymentAmount: 0, prepaymentAmountType: 3 }, '2026-07-10', new Date('2026-06-01T00:00:00Z')) // true
 */
export function prepaymentApplies(policy: PrepaymentPolicy | null | undefined, arrival: IsoDate, now: Instant, timeZone = 'UTC'): boolean {
  if (!policy) return false;
  return (policy.prepaymentAmount ?? 0) > 0 || policy.prepaymentAmountType === FIRST_NIGHT_TYPE || isFullAmountDue(policy, arrival, now, timeZone);
}

/**
 * The prepayment of one unit (02 §9.5), to cents:
 * - nothing when it does not apply (`prepaymentApplies`);
 * - within amountWillBePaidDaysBefore days of arrival: the full totalRate
 *   plus services;
 * - prepaymentAmountType 3: the first night's price;
 * - otherwise (totalRate + services) × prepaymentAmount / 100.
 * Never below 0 nor above the unit's totalRate + services.
 * @example unitPrepayment({ policy: { prepaymentAmount: 30, prepaymentAmountType: 1 }, totalRate: 300, services: 30, firstNightPrice: 100, arrival: '2026-08-10' }, new Date('2026-07-01T09:00:00Z')) // 99
 */
export function unitPrepayment(unit: PrepaymentUnit, now: Instant, timeZone = 'UTC'): number {
  const { policy } = unit;
  if (!policy || !prepaymentApplies(policy, unit.arrival, now, timeZone)) return 0;
  const total = Math.max(0, unit.totalRate + unit.services);
  let amount: number;
  if (isFullAmountDue(policy, unit.arrival, now, timeZone)) amount = total;
  else if (policy.prepaymentAmountType === FIRST_NIGHT_TYPE) amount = unit.firstNightPrice;
  else amount = (total * (policy.prepaymentAmount ?? 0)) / 100;
  return roundMoney(Math.min(total, Math.max(0, amount)));
}

/**
 * The prepayment of several units (02 §9.5, §3.6): the sum of their
 * `unitPrepayment`, and its share of the total the prepayments are taken
 * from (their totalRate + services), so a prepayment of everything reads
 * 100 and a 30 % policy reads 30.
 * @example prepaymentDetails([{ policy: { prepaymentAmount: 30 }, totalRate: 300, services: 30, firstNightPrice: 100, arrival: '2026-08-10' }], new Date('2026-07-01T09:00:00Z')) // { prepaymentAmount: 99, prepaymentPercentage: 30 }
 */
export function prepaymentDetails(units: readonly PrepaymentUnit[], now: Instant, timeZone = 'UTC'): PrepaymentDetails {
  let amount = 0;
  let total = 0;
  for (const unit of units) {
    amount += unitPrepayment(unit, now, timeZone);
    total += Math.max(0, unit.totalRate + unit.services);
  }
  const prepaymentAmount = roundMoney(amount);
  return { prepaymentAmount, prepaymentPercentage: total > 0 ? roundMoney((prepaymentAmount / total) * 100) : 0 };
}
