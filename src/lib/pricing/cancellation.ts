import { addDays, type IsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';

/** The cancellation policy fields a rate card's summary reads (02 §3.11). */
export interface CancellationSummaryPolicy {
  daysBeforeArrival?: number | null;
  canGuestCancelFreeOfCharge?: boolean | null;
}

/**
 * The one-line cancellation summary on a rate card (01 §2.10): free at any
 * time, free until a number of days before arrival, or not free. The full
 * texts with amounts and deadlines belong to the receipt (02 §9.6). Given
 * the stay's arrival and the property's today, a free period already over
 * for this stay says so (not in the spec): the card promised free
 * cancellation that the checkout then refused, and the guest paid more for
 * a flexibility they could not use. The deadline passes as the property's
 * day `arrival - days` begins (`cancellationDeadline`).
 * @example cancellationSummary({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7 }) // { key: 'Free cancellation up to %days% days before arrival', tokens: { days: 7 } }
 * @example cancellationSummary({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7 }, '2026-12-03', '2026-11-30') // { key: 'No free cancellation for these dates', tokens: {} }
 */
export function cancellationSummary(policy: CancellationSummaryPolicy | null | undefined, arrival?: IsoDate, today?: IsoDate): Message | null {
  if (!policy) return null;
  if (!policy.canGuestCancelFreeOfCharge) return message('Non-refundable');
  const days = policy.daysBeforeArrival ?? 0;
  if (days <= 0) return message('Free cancellation at any time');
  if (arrival && today && today >= addDays(arrival, -days)) return message('No free cancellation for these dates');
  return message('Free cancellation up to %days% days before arrival', { days });
}

export type { IsoDate };
