import { describe, expect, it } from 'vitest';
import { cancellationSummary } from '../../../src/lib/pricing/cancellation.ts';
import { cancellationDeadline } from '../../../src/lib/pricing/policy-texts.ts';

const flexible = { canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7 };

describe('a rate card’s cancellation summary (01 §2.10)', () => {
  it('names the policy: not free, free at any time, free until days before arrival', () => {
    expect(cancellationSummary({ canGuestCancelFreeOfCharge: false })?.key).toBe('Non-refundable');
    expect(cancellationSummary({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 0 })?.key).toBe('Free cancellation at any time');
    expect(cancellationSummary(flexible)).toEqual({ key: 'Free cancellation up to %days% days before arrival', tokens: { days: 7 } });
  });

  it('says there is no free cancellation for a stay whose free period is already over, on the day the checkout’s deadline passes', () => {
    // Seen on a guest's walk: an arrival in 3 days, the card said 'Free cancellation up to 7 days before arrival'.
    expect(cancellationSummary(flexible, '2026-12-03', '2026-11-30')?.key).toBe('No free cancellation for these dates');
    // Arrival 24 July, 7 days: free through 16 July (the checkout's deadline, 16 July 23:59), not from 17 July.
    expect(cancellationSummary(flexible, '2026-07-24', '2026-07-16')?.key).toBe('Free cancellation up to %days% days before arrival');
    expect(cancellationDeadline('2026-07-24', 7, new Date('2026-07-16T23:59:30Z')).passed).toBe(false);
    expect(cancellationSummary(flexible, '2026-07-24', '2026-07-17')?.key).toBe('No free cancellation for these dates');
    expect(cancellationDeadline('2026-07-24', 7, new Date('2026-07-17T00:00:00Z')).passed).toBe(true);
    // A non-refundable rate stays so named; one free at any time has no period to pass.
    expect(cancellationSummary({ canGuestCancelFreeOfCharge: false }, '2026-12-03', '2026-11-30')?.key).toBe('Non-refundable');
    expect(cancellationSummary({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 0 }, '2026-12-03', '2026-12-02')?.key).toBe(
      'Free cancellation at any time',
    );
  });
});
