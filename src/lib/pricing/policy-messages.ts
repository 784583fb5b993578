/**
 * A rate's cancellation, no-show and billing texts (01 §2.11, 02 §2.3),
 * as messages with tokens, from its cancellation policy and the deadlines
 * and amounts of `policy-texts.ts`.
 */
import { formatDotted, type IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';
import { fullPaymentDaysBefore, type Instant } from './prepayment.ts';
import {
  BANK_TRANSFER,
  cancellationDeadline,
  cancellationFees,
  type CancellationPolicy,
  type Deadline,
  paymentDeadline,
  policyFee,
  dateTokens,
  POLICY_TEXT_KEYS,
  withAmount,
} from './policy-texts.ts';

const K = POLICY_TEXT_KEYS;

/** What the cancellation and no-show texts price. */
export interface PolicyAmounts {
  /** What a percentage fee is taken of: the line's price (with its services when they are charged too). */
  price: number;
  firstNightPrice: number;
  currency: string;
}

/** The moments a deadline is checked against. */
export interface PolicyClock {
  /** The arrival day. */
  arrival: IsoDate;
  /** On the reservation page: when it was booked; deadlines are checked against it when given. */
  createdAt?: Instant | null;
  /** At checkout, or without createdAt. */
  now: Instant;
  /** The property's IANA time zone; UTC when not given. */
  timeZone?: string;
}

export interface CancellationTexts {
  messages: Message[];
  /** The free-cancellation (or lower-fee) deadline; null when the policy has none (daysBeforeArrival 0 or not set). */
  deadline: Deadline | null;
}

/**
 * 'Terms of cancellation' (02 §9.6). The deadline is daysBeforeArrival
 * days before arrival; none when it is 0 or not set. Until the deadline
 * the 'before' fee applies (none when canGuestCancelFreeOfCharge), after
 * it the 'after' fee (cancellationFeePercentageAfter, type 3 = the first
 * night):
 * - free, no deadline: 'You can cancel your reservation free of charge at any time.'
 * - free, deadline ahead: 'You can cancel … free of charge until %date% at %time%.'
 *   and 'If you cancel the reservation after that, you will be charged %amount%.'
 * - free or not, deadline passed: 'You cannot cancel your reservation free
 *   of charge.' and 'If you cancel at any time, you will be charged %amount%.' (after fee)
 * - not free, deadline ahead: 'You cannot cancel …', 'You will be charged
 *   %amount% if you cancel until %date% at %time%.' (before fee) and
 *   'If you cancel the reservation after that, …' (after fee)
 * - not free, no deadline: 'You cannot cancel …' and 'If you cancel at any
 *   time, …' with the before fee (without a deadline the whole time is
 *   'before', as it is free at any time for a free policy).
 * No policy: no texts.
 * @example cancellationTexts(flexible, { price: 300, firstNightPrice: 100, currency: 'EUR', arrival: '2026-07-24', now: new Date('2026-07-01T10:00:00Z') }).messages.map((m) => m.key) // [K.cancellation.freeUntil, K.cancellation.chargedAfter]
 */
export function cancellationTexts(policy: CancellationPolicy | null | undefined, context: PolicyAmounts & PolicyClock): CancellationTexts {
  if (!policy) return { messages: [], deadline: null };
  const { currency } = context;
  const { free, before, after, days } = cancellationFees(policy, context.price, context.firstNightPrice);
  if (!(days > 0)) {
    const messages = free
      ? [message(K.cancellation.freeAnyTime)]
      : [message(K.cancellation.notFree), withAmount(K.cancellation.chargedAnyTime, before, currency)];
    return { messages, deadline: null };
  }
  const deadline = cancellationDeadline(context.arrival, days, context.createdAt ?? context.now, context.timeZone);
  if (deadline.passed) {
    return { messages: [message(K.cancellation.notFree), withAmount(K.cancellation.chargedAnyTime, after, currency)], deadline };
  }
  const afterThat = withAmount(K.cancellation.chargedAfter, after, currency);
  if (free) return { messages: [message(K.cancellation.freeUntil, dateTokens(deadline)), afterThat], deadline };
  return { messages: [message(K.cancellation.notFree), withAmount(K.cancellation.chargedUntil, before, currency, dateTokens(deadline)), afterThat], deadline };
}

/**
 * 'No show' (02 §9.6): the no-show fee is the first night's price with
 * noShowFeeType 3, else noShowPercentage percent of the price. None:
 * 'You will not be charged in case of no-show.'; otherwise 'In case of
 * no-show, you will be charged %amount%.' No policy: no texts.
 * @example noShowTexts({ noShowPercentage: 100, noShowFeeType: 1 }, { price: 300, firstNightPrice: 100, currency: 'EUR' })[0].tokens.amount // 300
 */
export function noShowTexts(policy: CancellationPolicy | null | undefined, amounts: PolicyAmounts): Message[] {
  if (!policy) return [];
  const fee = policyFee(policy.noShowPercentage, policy.noShowFeeType, amounts.price, amounts.firstNightPrice);
  return [fee > 0 ? withAmount(K.noShow.charged, fee, amounts.currency) : message(K.noShow.free)];
}

// ------------------------------------------------------------------ billing

/** How much of the total the prepayment covers: the spec's 100 %, 0 % and partial variants. */
export type PrepaymentShare = 'full' | 'none' | 'partial';

export interface BillingContext extends PolicyClock {
  /** The payment method id (02 §9.1): 2 is bank transfer, any other a card. */
  method: number;
  /** What is paid before the stay (`prepayment.ts`), for the same units as `total`. */
  prepayment: number;
  /** What the stay costs: accommodation and services. */
  total: number;
  currency: string;
}

export interface BillingTexts {
  share: PrepaymentShare;
  messages: Message[];
}

/**
 * 'Billing dynamics' (02 §9.6). The remaining amount (total − prepayment)
 * is paid N days before arrival when the policy says so
 * (`fullPaymentDaysBefore`; its date is the payment deadline's day), else
 * during the stay. Once that deadline has passed, everything is due at
 * once (as 02 §9.5 makes the prepayment). Deadlines are checked in days
 * against createdAt, else now.
 *
 * Bank transfer (method 2):
 * - a prepayment: 'To confirm the reservation we ask you to pay %amount%
 *   now.', or '… no later than %date%.' when the policy gives it a due day
 *   (prepaymentAmountDueDate days before arrival) that has not passed;
 * - the rest: 'The remaining amount should be paid no later than %date%.'
 *   or 'We will charge you %amount% during your stay.'; with no
 *   prepayment, the whole amount due by a date reads 'To confirm the
 *   reservation we ask you to pay %amount% no later than %date%.'
 *
 * Any other method, by share:
 * - 100 %: 'After confirming the reservation you will be charged %amount%.'
 * - 0 %: '%amount% will be charged on %date%.' or '%amount% will be charged during the stay.'
 * - partial: 'After confirming the reservation you will be charged
 *   %amount%.' then 'The remaining amount will be charged on %date%.' or
 *   'The remaining amount will be charged during your stay.'
 * The 'remaining amount' messages carry its amount as a token too. A
 * total of 0 has no texts.
 * @example billingTexts(flexible, { method: 1, prepayment: 90, total: 300, currency: 'EUR', arrival: '2026-07-24', now: new Date('2026-07-01T10:00:00Z') }).share // 'partial'
 */
export function billingTexts(policy: CancellationPolicy | null | undefined, context: BillingContext): BillingTexts {
  const total = roundMoney(Math.max(0, context.total));
  if (!(total > 0)) return { share: 'none', messages: [] };
  const { currency, arrival, timeZone } = context;
  const reference = context.createdAt ?? context.now;
  const fullDays = fullPaymentDaysBefore(policy);
  const fullDeadline = fullDays === null ? null : paymentDeadline(arrival, fullDays, reference, timeZone);
  const prepaid = fullDeadline?.passed ? total : roundMoney(Math.min(total, Math.max(0, context.prepayment)));
  const rest = roundMoney(total - prepaid);
  const share: PrepaymentShare = rest <= 0 ? 'full' : prepaid <= 0 ? 'none' : 'partial';
  const restDate = fullDeadline ? { date: formatDotted(fullDeadline.date) } : null;
  const messages: Message[] = [];

  if (context.method === BANK_TRANSFER) {
    const dueDays = policy?.prepaymentAmountDueDate ?? 0;
    const due = dueDays > 0 ? paymentDeadline(arrival, dueDays, reference, timeZone) : null;
    if (prepaid > 0) {
      messages.push(
        due && !due.passed && !fullDeadline?.passed
          ? withAmount(K.bankTransfer.payBy, prepaid, currency, { date: formatDotted(due.date) })
          : withAmount(K.bankTransfer.payNow, prepaid, currency),
      );
    }
    if (rest > 0) {
      if (!restDate) messages.push(withAmount(K.bankTransfer.restDuringStay, rest, currency));
      else if (prepaid > 0) messages.push(withAmount(K.bankTransfer.restBy, rest, currency, restDate));
      else messages.push(withAmount(K.bankTransfer.payBy, rest, currency, restDate));
    }
    return { share, messages };
  }

  if (share === 'full') messages.push(withAmount(K.card.chargedNow, total, currency));
  else if (share === 'none')
    messages.push(restDate ? withAmount(K.card.chargedOn, total, currency, restDate) : withAmount(K.card.chargedDuringStay, total, currency));
  else {
    messages.push(withAmount(K.card.chargedNow, prepaid, currency));
    messages.push(restDate ? withAmount(K.card.restOn, rest, currency, restDate) : withAmount(K.card.restDuringStay, rest, currency));
  }
  return { share, messages };
}
