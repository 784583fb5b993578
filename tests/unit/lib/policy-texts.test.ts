import { msUntilStayIsOver } from '../../../src/lib/checkout/stay-over.ts';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../src/lib/format/messages.ts';
import {
  cancellationDeadline,
  formatAmountTokens,
  msUntilCancellationDeadlinePasses,
  paymentDeadline,
  POLICY_TEXT_KEYS as K,
  policyFee,
  type CancellationPolicy,
} from '../../../src/lib/pricing/policy-texts.ts';
import { cancellationFeeAt } from '../../../src/lib/checkout/cancellation-fee.ts';
import { billingTexts, cancellationTexts, noShowTexts, type BillingContext } from '../../../src/lib/pricing/policy-messages.ts';
import { FLEXIBLE, NON_REFUNDABLE, PACKAGE } from './checkout-fixtures.ts';

// Studio Marjan, arriving Friday 24 July 2026: 300 for three nights, 100 the first.
const ARRIVAL = '2026-07-24';
const amounts = { price: 300, firstNightPrice: 100, currency: 'EUR' };
const at = (iso: string) => new Date(iso);
const JUNE_1 = at('2026-06-01T09:00:00Z');

const lines = (messages: Message[]) => messages.map((m) => [m.key, m.tokens]);

/** Dalmatia Collection's moderate policy: free until N days, then (and for a no-show) the first night, percentages 0. */
const MODERATE: CancellationPolicy = {
  daysBeforeArrival: 3,
  canGuestCancelFreeOfCharge: true,
  cancellationFeePercentageBefore: 0,
  cancellationFeeBeforeType: 1,
  cancellationFeePercentageAfter: 0,
  cancellationFeeAfterType: 3,
  noShowPercentage: 0,
  noShowFeeType: 3,
  prepaymentAmount: 0,
  prepaymentAmountType: 3,
  prepaymentAmountDueDate: 0,
  fullAmountWillBePaid: 2,
};

describe('deadlines (02 §9.6)', () => {
  it('falls on arrival day 00:00 minus N days minus 1 second', () => {
    expect(cancellationDeadline(ARRIVAL, 7, JUNE_1)).toEqual({ date: '2026-07-16', time: '23:59', passed: false });
    expect(cancellationDeadline(ARRIVAL, 1, JUNE_1)).toMatchObject({ date: '2026-07-22', time: '23:59' });
    expect(cancellationDeadline('2026-03-01', 1, JUNE_1)).toMatchObject({ date: '2026-02-27' });
    expect(paymentDeadline(ARRIVAL, 0, JUNE_1)).toMatchObject({ date: '2026-07-23', time: '23:59' });
  });
  it('passes for cancellation in minutes: the minute 23:59 still counts', () => {
    expect(cancellationDeadline(ARRIVAL, 7, at('2026-07-16T23:59:00Z')).passed).toBe(false);
    expect(cancellationDeadline(ARRIVAL, 7, at('2026-07-16T23:59:59Z')).passed).toBe(false);
    expect(cancellationDeadline(ARRIVAL, 7, at('2026-07-17T00:00:00Z')).passed).toBe(true);
  });
  it('reads the time on the property’s clock', () => {
    // Split is UTC+2 in July: 21:59 UTC is 23:59 there, 22:00 UTC is midnight.
    expect(cancellationDeadline(ARRIVAL, 7, at('2026-07-16T21:59:00Z'), 'Europe/Zagreb').passed).toBe(false);
    expect(cancellationDeadline(ARRIVAL, 7, at('2026-07-16T22:00:00Z'), 'Europe/Zagreb').passed).toBe(true);
    expect(cancellationDeadline(ARRIVAL, 7, at('2026-07-16T22:00:00Z')).passed).toBe(false);
    // Winter: UTC+1.
    expect(cancellationDeadline('2026-12-24', 7, at('2026-12-16T22:59:00Z'), 'Europe/Zagreb').passed).toBe(false);
    expect(cancellationDeadline('2026-12-24', 7, at('2026-12-16T23:00:00Z'), 'Europe/Zagreb').passed).toBe(true);
  });
  it('passes for payments in days: all of the deadline’s day still counts', () => {
    expect(paymentDeadline(ARRIVAL, 14, at('2026-07-09T23:59:59Z')).passed).toBe(false);
    expect(paymentDeadline(ARRIVAL, 14, at('2026-07-10T00:00:00Z')).passed).toBe(true);
    expect(paymentDeadline(ARRIVAL, 14, at('2026-07-09T22:30:00Z'), 'Europe/Zagreb').passed).toBe(true);
  });
  it('takes unix seconds', () => {
    expect(cancellationDeadline(ARRIVAL, 7, Date.parse('2026-07-17T00:00:00Z') / 1000).passed).toBe(true);
  });
  it('says how long until a cancellation deadline passes, on the property’s clock', () => {
    expect(msUntilCancellationDeadlinePasses(ARRIVAL, 7, at('2026-07-16T23:59:30Z'))).toBe(30_000);
    expect(msUntilCancellationDeadlinePasses(ARRIVAL, 7, at('2026-07-17T00:00:00Z'))).toBe(0);
    expect(msUntilCancellationDeadlinePasses(ARRIVAL, 7, at('2026-07-17T00:00:01Z'))).toBe(-1000);
    expect(msUntilCancellationDeadlinePasses(ARRIVAL, 7, at('2026-07-16T21:00:00Z'), 'Europe/Zagreb')).toBe(3_600_000);
  });
  it('counts real time across a change of the clocks before the deadline', () => {
    const hour = 3_600_000;
    // Free until 28 March 2027 23:59 in Split; the clocks go forward that night at 2:00 (01:00 UTC): the deadline passes at 22:00 UTC.
    expect(msUntilCancellationDeadlinePasses('2027-03-30', 1, at('2027-03-27T12:00:00Z'), 'Europe/Zagreb')).toBe(34 * hour);
    expect(cancellationDeadline('2027-03-30', 1, at('2027-03-28T21:59:00Z'), 'Europe/Zagreb').passed).toBe(false);
    expect(cancellationDeadline('2027-03-30', 1, at('2027-03-28T22:00:00Z'), 'Europe/Zagreb').passed).toBe(true);
    // Back on 31 October 2027 at 3:00 (01:00 UTC): free until 31 October 23:59, which passes at 23:00 UTC.
    expect(msUntilCancellationDeadlinePasses('2027-11-02', 1, at('2027-10-30T12:00:00Z'), 'Europe/Zagreb')).toBe(35 * hour);
    expect(cancellationDeadline('2027-11-02', 1, at('2027-10-31T22:59:00Z'), 'Europe/Zagreb').passed).toBe(false);
    expect(cancellationDeadline('2027-11-02', 1, at('2027-10-31T23:00:00Z'), 'Europe/Zagreb').passed).toBe(true);
  });
  it('passes when the clocks jump where summer time starts at midnight: the deadline’s minute after is one they skip', () => {
    const hour = 3_600_000;
    // Santiago goes from 5 September 2026 23:59:59 (UTC−4) to 6 September 01:00 (UTC−3) at 04:00 UTC. Free until
    // 5 September 23:59, so from 04:00 UTC cancelling costs the fee: the wait from noon is 12 hours, not 11.
    expect(msUntilCancellationDeadlinePasses('2026-09-08', 2, at('2026-09-05T16:00:00Z'), 'America/Santiago')).toBe(12 * hour);
    expect(cancellationDeadline('2026-09-08', 2, at('2026-09-06T03:59:59Z'), 'America/Santiago').passed).toBe(false);
    expect(cancellationDeadline('2026-09-08', 2, at('2026-09-06T04:00:00Z'), 'America/Santiago').passed).toBe(true);
    expect(msUntilCancellationDeadlinePasses('2026-09-08', 2, at('2026-09-06T04:00:00Z'), 'America/Santiago')).toBeLessThanOrEqual(0);
    // The stay is over at that property's midnight the same way.
    expect(msUntilStayIsOver(['2026-09-06'], at('2026-09-05T16:00:00Z'), 'America/Santiago')).toBe(12 * hour);
  });
  it('passes after the repeated hour where the clocks go back at midnight', () => {
    const hour = 3_600_000;
    // Santiago goes back from 4 April 2027 00:00 (UTC−3) to 3 April 23:00 (UTC−4) at 03:00 UTC: 23:00–23:59 comes twice,
    // and the deadline of 3 April 23:59 passes when midnight comes, at 04:00 UTC.
    expect(msUntilCancellationDeadlinePasses('2027-04-06', 2, at('2027-04-03T16:00:00Z'), 'America/Santiago')).toBe(12 * hour);
    expect(cancellationDeadline('2027-04-06', 2, at('2027-04-04T03:30:00Z'), 'America/Santiago').passed).toBe(false);
    expect(cancellationDeadline('2027-04-06', 2, at('2027-04-04T04:00:00Z'), 'America/Santiago').passed).toBe(true);
  });
});

describe('fees (02 §9.6)', () => {
  it('is the first night’s price with fee type 3, whatever the percentage', () => {
    expect(policyFee(0, 3, 300, 100)).toBe(100);
    expect(policyFee(100, 3, 300, 100)).toBe(100);
  });
  it('is otherwise a percentage of the price, to cents', () => {
    expect(policyFee(50, 1, 300, 100)).toBe(150);
    expect(policyFee(100, 1, 300, 100)).toBe(300);
    expect(policyFee(15, 1, 123.45, 100)).toBe(18.52);
    expect(policyFee(null, 1, 300, 100)).toBe(0);
    expect(policyFee(20, null, 300, 100)).toBe(60);
    expect(policyFee(-10, 1, 300, 100)).toBe(0);
  });
});

describe('terms of cancellation (02 §9.6)', () => {
  const texts = (policy: CancellationPolicy | null, now: Date, more: { createdAt?: Date | number; timeZone?: string } = {}) =>
    cancellationTexts(policy, { ...amounts, arrival: ARRIVAL, now, ...more });

  it('free at any time without a deadline', () => {
    for (const days of [0, null, undefined]) {
      expect(lines(texts({ ...FLEXIBLE, daysBeforeArrival: days }, JUNE_1).messages)).toEqual([[K.cancellation.freeAnyTime, {}]]);
    }
    expect(texts({ ...FLEXIBLE, daysBeforeArrival: 0 }, JUNE_1).deadline).toBeNull();
  });

  it('free before the deadline, then the after fee (flexible: the first night)', () => {
    const result = texts(FLEXIBLE, JUNE_1);
    expect(lines(result.messages)).toEqual([
      [K.cancellation.freeUntil, { date: '16.07.2026', time: '23:59' }],
      [K.cancellation.chargedAfter, { amount: 100, currency: 'EUR' }],
    ]);
    expect(result.deadline).toEqual({ date: '2026-07-16', time: '23:59', passed: false });
  });

  it('a percentage after fee (package: 50 % of the price)', () => {
    expect(lines(texts(PACKAGE, JUNE_1).messages)).toEqual([
      [K.cancellation.freeUntil, { date: '09.07.2026', time: '23:59' }],
      [K.cancellation.chargedAfter, { amount: 150, currency: 'EUR' }],
    ]);
  });

  it('no longer free once the deadline has passed: the after fee at any time', () => {
    expect(lines(texts(FLEXIBLE, at('2026-07-17T00:00:00Z')).messages)).toEqual([
      [K.cancellation.notFree, {}],
      [K.cancellation.chargedAnyTime, { amount: 100, currency: 'EUR' }],
    ]);
    expect(lines(texts(FLEXIBLE, at('2026-07-16T23:59:59Z')).messages)[0][0]).toBe(K.cancellation.freeUntil);
  });

  it('checks the deadline against createdAt on the reservation page', () => {
    const afterwards = at('2026-07-20T10:00:00Z');
    expect(texts(FLEXIBLE, afterwards, { createdAt: JUNE_1 }).messages[0].key).toBe(K.cancellation.freeUntil);
    expect(texts(FLEXIBLE, afterwards, { createdAt: Date.parse('2026-07-18T10:00:00Z') / 1000 }).messages[0].key).toBe(K.cancellation.notFree);
    expect(texts(FLEXIBLE, afterwards).messages[0].key).toBe(K.cancellation.notFree);
  });

  it('checks it on the property’s clock', () => {
    expect(texts(FLEXIBLE, at('2026-07-16T22:30:00Z')).messages[0].key).toBe(K.cancellation.freeUntil);
    expect(texts(FLEXIBLE, at('2026-07-16T22:30:00Z'), { timeZone: 'Europe/Zagreb' }).messages[0].key).toBe(K.cancellation.notFree);
  });

  it('non-refundable: never free, the before fee at any time', () => {
    const result = texts(NON_REFUNDABLE, JUNE_1);
    expect(lines(result.messages)).toEqual([
      [K.cancellation.notFree, {}],
      [K.cancellation.chargedAnyTime, { amount: 300, currency: 'EUR' }],
    ]);
    expect(result.deadline).toBeNull();
  });

  it('not free with a deadline: the before fee until it, the after fee from then on', () => {
    const policy: CancellationPolicy = { ...NON_REFUNDABLE, daysBeforeArrival: 30, cancellationFeePercentageBefore: 20, cancellationFeeAfterType: 3 };
    expect(lines(texts(policy, JUNE_1).messages)).toEqual([
      [K.cancellation.notFree, {}],
      [K.cancellation.chargedUntil, { amount: 60, currency: 'EUR', date: '23.06.2026', time: '23:59' }],
      [K.cancellation.chargedAfter, { amount: 100, currency: 'EUR' }],
    ]);
    expect(lines(texts(policy, at('2026-06-24T00:00:00Z')).messages)).toEqual([
      [K.cancellation.notFree, {}],
      [K.cancellation.chargedAnyTime, { amount: 100, currency: 'EUR' }],
    ]);
  });

  it('moderate: type 3 charges the first night though its percentage is 0', () => {
    expect(texts(MODERATE, JUNE_1).messages[1].tokens.amount).toBe(100);
  });

  it('treats a missing canGuestCancelFreeOfCharge as not free', () => {
    expect(texts({ daysBeforeArrival: 0, cancellationFeePercentageBefore: 100 }, JUNE_1).messages[0].key).toBe(K.cancellation.notFree);
  });

  it('says nothing without a policy', () => {
    expect(texts(null, JUNE_1)).toEqual({ messages: [], deadline: null });
  });
});

describe('what cancelling costs at a moment (the reservation page, beside its cancel button)', () => {
  const fee = (policy: CancellationPolicy | null, when: Date, timeZone?: string) => cancellationFeeAt(policy, { ...amounts, arrival: ARRIVAL, timeZone }, when);

  it('free until the deadline, the after fee from it on, whenever the reservation was made', () => {
    expect(fee(FLEXIBLE, JUNE_1)).toBe(0);
    expect(fee(FLEXIBLE, at('2026-07-16T23:59:59Z'))).toBe(0);
    expect(fee(FLEXIBLE, at('2026-07-17T00:00:00Z'))).toBe(100);
    expect(fee(PACKAGE, at('2026-07-20T10:00:00Z'))).toBe(150);
  });

  it('on the property’s clock', () => {
    expect(fee(FLEXIBLE, at('2026-07-16T22:30:00Z'))).toBe(0);
    expect(fee(FLEXIBLE, at('2026-07-16T22:30:00Z'), 'Europe/Zagreb')).toBe(100);
  });

  it('without a deadline: nothing when free, else the before fee', () => {
    expect(fee({ ...FLEXIBLE, daysBeforeArrival: 0 }, at('2026-07-23T10:00:00Z'))).toBe(0);
    expect(fee(NON_REFUNDABLE, JUNE_1)).toBe(300);
  });

  it('not free with a deadline: the before fee until it, then the after fee', () => {
    const policy: CancellationPolicy = { ...NON_REFUNDABLE, daysBeforeArrival: 30, cancellationFeePercentageBefore: 20, cancellationFeeAfterType: 3 };
    expect(fee(policy, JUNE_1)).toBe(60);
    expect(fee(policy, at('2026-06-24T00:00:00Z'))).toBe(100);
  });

  it('unknown without a policy', () => {
    expect(fee(null, JUNE_1)).toBeNull();
  });
});

describe('no show (02 §9.6)', () => {
  it('charges noShowPercentage percent of the price', () => {
    expect(lines(noShowTexts(FLEXIBLE, amounts))).toEqual([[K.noShow.charged, { amount: 300, currency: 'EUR' }]]);
    expect(noShowTexts({ noShowPercentage: 50, noShowFeeType: 1 }, amounts)[0].tokens.amount).toBe(150);
  });
  it('charges the first night with fee type 3', () => {
    expect(lines(noShowTexts(MODERATE, amounts))).toEqual([[K.noShow.charged, { amount: 100, currency: 'EUR' }]]);
  });
  it('charges nothing without a fee', () => {
    expect(lines(noShowTexts({ noShowPercentage: 0, noShowFeeType: 1 }, amounts))).toEqual([[K.noShow.free, {}]]);
    expect(lines(noShowTexts({}, amounts))).toEqual([[K.noShow.free, {}]]);
    expect(lines(noShowTexts(MODERATE, { ...amounts, firstNightPrice: 0 }))).toEqual([[K.noShow.free, {}]]);
  });
  it('says nothing without a policy', () => {
    expect(noShowTexts(undefined, amounts)).toEqual([]);
  });
});

describe('billing dynamics (02 §9.6)', () => {
  const context = (fields: Partial<BillingContext> = {}): BillingContext => ({
    method: 1,
    prepayment: 90,
    total: 300,
    currency: 'EUR',
    arrival: ARRIVAL,
    now: JUNE_1,
    ...fields,
  });

  describe('by card (methods other than 2)', () => {
    it('partial: the prepayment when confirming, the rest on the full-payment day', () => {
      const result = billingTexts(FLEXIBLE, context());
      expect(result.share).toBe('partial');
      expect(lines(result.messages)).toEqual([
        [K.card.chargedNow, { amount: 90, currency: 'EUR' }],
        [K.card.restOn, { amount: 210, currency: 'EUR', date: '09.07.2026' }],
      ]);
    });
    it('partial: the rest during the stay', () => {
      expect(lines(billingTexts(PACKAGE, context({ prepayment: 100 })).messages)).toEqual([
        [K.card.chargedNow, { amount: 100, currency: 'EUR' }],
        [K.card.restDuringStay, { amount: 200, currency: 'EUR' }],
      ]);
    });
    it('100 %: everything when confirming', () => {
      const result = billingTexts(NON_REFUNDABLE, context({ prepayment: 300 }));
      expect(result.share).toBe('full');
      expect(lines(result.messages)).toEqual([[K.card.chargedNow, { amount: 300, currency: 'EUR' }]]);
    });
    it('100 % once the full-payment day has passed, whatever the prepayment given', () => {
      expect(lines(billingTexts(FLEXIBLE, context({ now: at('2026-07-10T08:00:00Z') })).messages)).toEqual([
        [K.card.chargedNow, { amount: 300, currency: 'EUR' }],
      ]);
      expect(billingTexts(FLEXIBLE, context({ now: at('2026-07-09T20:00:00Z') })).share).toBe('partial');
    });
    it('0 %: everything on the full-payment day or during the stay', () => {
      const onDay = billingTexts({ fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 }, context({ prepayment: 0 }));
      expect(onDay.share).toBe('none');
      expect(lines(onDay.messages)).toEqual([[K.card.chargedOn, { amount: 300, currency: 'EUR', date: '09.07.2026' }]]);
      expect(lines(billingTexts({ fullAmountWillBePaid: 2 }, context({ prepayment: 0 })).messages)).toEqual([
        [K.card.chargedDuringStay, { amount: 300, currency: 'EUR' }],
      ]);
      expect(lines(billingTexts(null, context({ prepayment: 0 })).messages)).toEqual([[K.card.chargedDuringStay, { amount: 300, currency: 'EUR' }]]);
    });
    it('checks the day against createdAt on the reservation page', () => {
      const later = at('2026-07-20T08:00:00Z');
      expect(billingTexts(FLEXIBLE, context({ now: later, createdAt: JUNE_1 })).share).toBe('partial');
      expect(billingTexts(FLEXIBLE, context({ now: later })).share).toBe('full');
    });
    it('never charges more than the total nor less than 0', () => {
      expect(lines(billingTexts(NON_REFUNDABLE, context({ prepayment: 450 })).messages)).toEqual([[K.card.chargedNow, { amount: 300, currency: 'EUR' }]]);
      expect(billingTexts(PACKAGE, context({ prepayment: -5 })).share).toBe('none');
    });
    it('says nothing for a stay that costs nothing', () => {
      expect(billingTexts(FLEXIBLE, context({ total: 0, prepayment: 0 }))).toEqual({ share: 'none', messages: [] });
    });
  });

  describe('by bank transfer (method 2)', () => {
    const bank = (fields: Partial<BillingContext> = {}) => context({ method: 2, ...fields });

    it('the prepayment now, the rest no later than the full-payment day', () => {
      expect(lines(billingTexts(FLEXIBLE, bank()).messages)).toEqual([
        [K.bankTransfer.payNow, { amount: 90, currency: 'EUR' }],
        [K.bankTransfer.restBy, { amount: 210, currency: 'EUR', date: '09.07.2026' }],
      ]);
    });
    it('the prepayment no later than its due day (prepaymentAmountDueDate days before arrival) while it is ahead', () => {
      const policy = { ...FLEXIBLE, prepaymentAmountDueDate: 30 };
      expect(lines(billingTexts(policy, bank()).messages)[0]).toEqual([K.bankTransfer.payBy, { amount: 90, currency: 'EUR', date: '23.06.2026' }]);
      expect(billingTexts(policy, bank({ now: at('2026-06-23T23:00:00Z') })).messages[0].key).toBe(K.bankTransfer.payBy);
      expect(billingTexts(policy, bank({ now: at('2026-06-24T00:00:00Z') })).messages[0].key).toBe(K.bankTransfer.payNow);
    });
    it('the rest during the stay', () => {
      expect(lines(billingTexts(PACKAGE, bank({ prepayment: 100 })).messages)).toEqual([
        [K.bankTransfer.payNow, { amount: 100, currency: 'EUR' }],
        [K.bankTransfer.restDuringStay, { amount: 200, currency: 'EUR' }],
      ]);
    });
    it('everything now when it is all prepaid or the full-payment day has passed', () => {
      expect(lines(billingTexts(NON_REFUNDABLE, bank({ prepayment: 300 })).messages)).toEqual([[K.bankTransfer.payNow, { amount: 300, currency: 'EUR' }]]);
      expect(lines(billingTexts({ ...FLEXIBLE, prepaymentAmountDueDate: 30 }, bank({ now: at('2026-07-15T08:00:00Z') })).messages)).toEqual([
        [K.bankTransfer.payNow, { amount: 300, currency: 'EUR' }],
      ]);
    });
    it('a full prepayment with a due day ahead is asked for by that day', () => {
      expect(lines(billingTexts({ ...NON_REFUNDABLE, prepaymentAmountDueDate: 30 }, bank({ prepayment: 300 })).messages)).toEqual([
        [K.bankTransfer.payBy, { amount: 300, currency: 'EUR', date: '23.06.2026' }],
      ]);
    });
    it('without a prepayment: everything by the full-payment day, or during the stay', () => {
      expect(lines(billingTexts({ fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 }, bank({ prepayment: 0 })).messages)).toEqual([
        [K.bankTransfer.payBy, { amount: 300, currency: 'EUR', date: '09.07.2026' }],
      ]);
      expect(lines(billingTexts({ fullAmountWillBePaid: 2 }, bank({ prepayment: 0 })).messages)).toEqual([
        [K.bankTransfer.restDuringStay, { amount: 300, currency: 'EUR' }],
      ]);
    });
  });
});

describe('amount tokens for display', () => {
  const charged: Message = { key: K.noShow.charged, tokens: { amount: 1234.5, currency: 'EUR' } };
  it('formats the amount with its currency and the property’s separators (02 §9.2)', () => {
    expect(formatAmountTokens(charged).tokens).toEqual({ amount: '1,234.50\u00a0EUR', currency: 'EUR' });
    expect(formatAmountTokens(charged, { decimalSeparator: ',', thousandSeparator: '.' }).tokens.amount).toBe('1.234,50\u00a0EUR');
    expect(formatAmountTokens({ key: K.noShow.charged, tokens: { amount: 2500000.4, currency: 'VND' } }).tokens.amount).toBe('2,500,000\u00a0VND');
  });
  it('leaves other messages and other tokens alone', () => {
    const free: Message = { key: K.cancellation.freeUntil, tokens: { date: '16.07.2026', time: '23:59' } };
    expect(formatAmountTokens(free)).toEqual(free);
    const withDate = formatAmountTokens({ key: K.card.restOn, tokens: { amount: 210, currency: 'EUR', date: '09.07.2026' } });
    expect(withDate.tokens).toEqual({ amount: '210.00\u00a0EUR', currency: 'EUR', date: '09.07.2026' });
    expect(charged.tokens.amount).toBe(1234.5);
  });
});
