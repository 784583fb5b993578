/**
 * The basket's prepayment (02 §9.5): each basket item one prepayment unit
 * of `prepayment.ts`, its extras priced by `extrasTotals`. The checkout
 * shows it; the reference API stores it with the reservation.
 */
import type { BasketItem } from '../basket/basket.ts';
import { extrasTotals, type ExtrasBasketItem } from '../extras/extras.ts';
import { prepaymentDetails, type Instant, type PrepaymentDetails, type PrepaymentPolicy, type PrepaymentUnit } from './prepayment.ts';

/** The basket item fields the prepayment reads. */
export type PrepaymentBasketItem = ExtrasBasketItem & Pick<BasketItem, 'cancellationPolicy' | 'firstNightPrice' | 'from'>;

/**
 * A basket item as a prepayment unit: its totalRate, its extras
 * (`extrasTotals`: services and fees) as services, its first-night price,
 * its arrival and its rate's cancellation policy (an object, else none).
 */
export function prepaymentUnit(item: PrepaymentBasketItem): PrepaymentUnit {
  const policy = item.cancellationPolicy !== null && typeof item.cancellationPolicy === 'object' ? (item.cancellationPolicy as PrepaymentPolicy) : null;
  return { policy, totalRate: item.totalRate, services: extrasTotals(item).extras, firstNightPrice: item.firstNightPrice, arrival: item.from };
}

/**
 * The basket's prepayment (02 §9.5): each item is one unit.
 * @example basketPrepayment(items, new Date()).prepaymentAmount
 */
export function basketPrepayment(items: readonly PrepaymentBasketItem[], now: Instant, timeZone = 'UTC'): PrepaymentDetails {
  return prepaymentDetails(items.map(prepaymentUnit), now, timeZone);
}
