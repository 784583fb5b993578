/**
 * What cancelling a reservation costs at a moment: the reservation page
 * says it beside 'Cancel reservation', so a guest knows the fee before the
 * click. Not in the spec. Its own module: only the reservation page loads
 * it (the checkout shares the policy texts, not this).
 */
import { isFullAmountDue, unitPrepayment, type Instant } from '../pricing/prepayment.ts';
import { roundMoney } from '../format/money.ts';
import { message, type Message } from '../format/messages.ts';
import {
  cancellationDeadline,
  cancellationFees,
  msUntilCancellationDeadlinePasses,
  paymentDeadline,
  type CancellationPolicy,
} from '../pricing/policy-texts.ts';
import type { PolicyAmounts, PolicyClock } from '../pricing/policy-messages.ts';
import { asPolicy } from './receipt.ts';
import type { PolicyLine } from './receipt-summary.ts';
import type { ReservationView } from './reservation-contract.ts';
import { METHOD } from '../payment/payment-methods.ts';

/**
 * What cancelling at `at` costs under the policy, by the same rules as
 * 'Terms of cancellation' (the 'before' fee until the deadline, the
 * 'after' fee from it), but with the deadline checked against `at`: the
 * reservation page's terms are checked against when it was booked (02
 * §9.6), while what cancelling costs is a question of now. Null without
 * a policy.
 * @example cancellationFeeAt(flexible, { price: 300, firstNightPrice: 100, currency: 'EUR', arrival: '2026-07-24' }, new Date('2026-07-23T10:00:00Z')) // 100 (past the deadline)
 */
export function cancellationFeeAt(
  policy: CancellationPolicy | null | undefined,
  context: PolicyAmounts & Pick<PolicyClock, 'arrival' | 'timeZone'>,
  at: Instant,
): number | null {
  if (!policy) return null;
  const { before, after, days } = cancellationFees(policy, context.price, context.firstNightPrice);
  return days > 0 && cancellationDeadline(context.arrival, days, at, context.timeZone).passed ? after : before;
}

/** The amount a line's fees are taken of, as its terms' texts take it: the price with the services. */
const feeBase = (line: PolicyLine): number => roundMoney(line.price + (line.servicesCost ?? 0));

/**
 * What cancelling the reservation at `at` costs: the sum of its lines'
 * fees (`cancellationFeeAt`, taken of the same amounts as the lines' texts:
 * price plus servicesCost, type 3 the first night). Null when a line has
 * no policy or no arrival day, or the lines are in different currencies:
 * the page then says nothing, rather than a figure it cannot stand by.
 * @example reservationCancellationFee(receipt.accomodation.items, new Date(), 'Europe/Zagreb') // { amount: 100, currency: 'EUR' }
 */
export function reservationCancellationFee(lines: readonly PolicyLine[], at: Instant, timeZone?: string): { amount: number; currency: string } | null {
  if (lines.length === 0) return null;
  const currency = lines[0]!.currency;
  let amount = 0;
  for (const line of lines) {
    const policy = asPolicy(line.cancellationPolicy);
    if (!line.from || line.currency !== currency) return null;
    const fee = cancellationFeeAt(policy, { price: feeBase(line), firstNightPrice: line.firstNightPrice, currency, arrival: line.from, timeZone }, at);
    if (fee === null) return null;
    amount = roundMoney(amount + fee);
  }
  return { amount, currency };
}

/**
 * Milliseconds from `at` until what cancelling costs changes: the nearest
 * free-cancellation deadline still ahead among the lines whose fee differs
 * after it. Null when nothing changes any more. The reservation page works
 * the fee out again then, so a page left open says the new fee.
 * @example msUntilCancellationFeeChanges(receipt.accomodation.items, new Date('2026-07-16T23:59:30Z')) // 30000 (a flexible rate, 7 days, arriving 24 July)
 */
export function msUntilCancellationFeeChanges(lines: readonly PolicyLine[], at: Instant, timeZone?: string): number | null {
  let nearest: number | null = null;
  for (const line of lines) {
    const policy = asPolicy(line.cancellationPolicy);
    if (!policy || !line.from) continue;
    const { before, after, days } = cancellationFees(policy, feeBase(line), line.firstNightPrice);
    if (days <= 0 || before === after) continue;
    const ms = msUntilCancellationDeadlinePasses(line.from, days, at, timeZone);
    if (ms > 0 && (nearest === null || ms < nearest)) nearest = ms;
  }
  return nearest;
}

/**
 * What the reservation's terms had the guest pay by `at`: each line's
 * prepayment then (`unitPrepayment`: the full amount once its arrival is
 * within the days its terms have everything paid before), but for a bank
 * transfer nothing of a prepayment whose own due day (prepaymentAmountDueDate
 * days before arrival) had not come yet (`bankTransfer`). Never less than
 * `booked`, the prepayment the booking asked up front, when every line's
 * was due at booking. A cancellation after the full amount fell due
 * refunds from that, not from the first prepayment alone.
 * @example dueByCancellation([flexible], new Date('2026-07-15T09:00:00Z'), 128.4, false) // 428 (arriving 24 July, everything due 14 days before)
 */
export function dueByCancellation(lines: readonly PolicyLine[], at: Instant, booked: number, bankTransfer: boolean, timeZone?: string): number {
  let due = 0;
  let deferred = false;
  for (const line of lines) {
    if (!line.from) continue;
    const policy = asPolicy(line.cancellationPolicy);
    const dueDays = policy?.prepaymentAmountDueDate ?? 0;
    if (bankTransfer && dueDays > 0 && !isFullAmountDue(policy, line.from, at, timeZone) && !paymentDeadline(line.from, dueDays, at, timeZone).passed) {
      deferred = true;
      continue;
    }
    due += unitPrepayment(
      { policy, totalRate: line.price, services: line.servicesCost ?? 0, firstNightPrice: line.firstNightPrice, arrival: line.from },
      at,
      timeZone,
    );
  }
  return roundMoney(deferred ? due : Math.max(booked, due));
}

/**
 * What a cancelled reservation's prepayment comes to (not in the spec, whose
 * header says only that the policy applies; a guest who paid ahead asks):
 * the cancellation fee is taken of it and the rest is refunded. Said as a
 * condition ('If you have paid …'), since the page cannot know whether a
 * bank transfer was made or a guaranteeing card charged. Null without a
 * prepayment, without a fee the page can stand by, or when the two are in
 * different currencies.
 * @example prepaymentAfterCancellation({ amount: 150, currency: 'EUR' }, { amount: 100, currency: 'EUR' }, (amount, currency) => `${amount} ${currency}`) // { key: 'cancelled.prepaymentPartlyRefunded', tokens: { prepaid: '150 EUR', refund: '50 EUR' } }
 */
export function prepaymentAfterCancellation(
  prepaid: { amount: number; currency: string },
  fee: { amount: number; currency: string } | null,
  money: (amount: number, currency: string) => string,
): Message | null {
  if (!fee || !(prepaid.amount > 0) || prepaid.currency !== fee.currency) return null;
  const refund = roundMoney(Math.max(0, prepaid.amount - fee.amount));
  const tokens = { prepaid: money(prepaid.amount, prepaid.currency), refund: money(refund, prepaid.currency) };
  if (refund === 0) return message('cancelled.prepaymentKept', tokens);
  return message(refund === roundMoney(prepaid.amount) ? 'cancelled.prepaymentRefunded' : 'cancelled.prepaymentPartlyRefunded', tokens);
}

/**
 * What becomes of the money a cancelled reservation's terms had due by its
 * cancellation (`dueByCancellation`: a bank transfer's prepayment counts
 * from its own due day), once `fee` is taken of it
 * (`prepaymentAfterCancellation`): the reservation page and the guest's
 * cancellation e-mail say it alike. Null while it stands.
 */
export function refundAfterCancellation(
  reservation: Pick<ReservationView, 'canceledAt' | 'prepaymentAmount' | 'prepaymentCurrency' | 'paymentMethodId' | 'timeZone'>,
  lines: readonly PolicyLine[],
  fee: { amount: number; currency: string } | null,
  money: (amount: number, currency: string) => string,
): Message | null {
  if (reservation.canceledAt === null) return null;
  const bankTransfer = reservation.paymentMethodId === METHOD.BANK_TRANSFER;
  const due = dueByCancellation(lines, reservation.canceledAt, reservation.prepaymentAmount, bankTransfer, reservation.timeZone);
  return prepaymentAfterCancellation({ amount: due, currency: reservation.prepaymentCurrency }, fee, money);
}
