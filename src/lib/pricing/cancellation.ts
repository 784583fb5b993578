import type { IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';

/** The cancellation policy fields a rate card's summary reads (02 §3.11). */
export interface CancellationSummaryPolicy {
  daysBeforeArrival?: number | null;
  canGuestCancelFreeOfCharge?: boolean | null;
}

/**
 * The one-line cancellation summary on a rate card (01 §2.10): free at any
 * time, free until a number of days before arrival, or not free. The full
 * texts with amounts and deadlines belong to the receipt (02 §9.6).
 * @example cancellationSummary({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7 }) // { key: 'Free cancellation up to %days% days before arrival', tokens: { days: 7 } }
 */
export function cancellationSummary(policy: CancellationSummaryPolicy | null | undefined): Message | null {
  if (!policy) return null;
  if (!policy.canGuestCancelFreeOfCharge) return message('Non-refundable');
  const days = policy.daysBeforeArrival ?? 0;
  if (days <= 0) return message('Free cancellation at any time');
  return message('Free cancellation up to %days% days before arrival', { days });
}

export type { IsoDate };
