/**
 * Which promo code discounts a basket item, and whether an answer's rate
 * discounts it otherwise: what a code applied, changed or removed with
 * units in the basket changes (`withAnswerDiscounts`, `followPromoCode`).
 * Its own module: only the search page needs it.
 */
import type { Availability } from '../../api/availability.ts';
import type { BasketItem } from './basket.ts';

/**
 * The promo code that discounts an item's price (its rate's, when it was
 * added or repriced), or null; upper-cased, as codes are compared.
 * @example discountCode({ activePromoCode: { code: 'summer10' } }) // 'SUMMER10'
 */
export function discountCode(item: { activePromoCode: unknown }): string | null {
  const promo = item.activePromoCode;
  return promo !== null && typeof promo === 'object' && 'code' in promo && typeof promo.code === 'string' ? promo.code.toUpperCase() : null;
}

/**
 * Whether an answer's rate discounts an item otherwise than it is
 * discounted (another code, or none): the item takes the rate's price
 * (`withAnswerDiscounts`). False where the answer leaves the rate out.
 */
export function discountDiffers(item: Pick<BasketItem, 'unitTypeId' | 'ratePlanId' | 'activePromoCode'>, data: Pick<Availability, 'unitTypes'>): boolean {
  const rate = data.unitTypes.find((unitType) => unitType.unitTypeId === item.unitTypeId)?.rates.find((candidate) => candidate.ratePlanId === item.ratePlanId);
  return rate !== undefined && discountCode(item) !== discountCode(rate);
}
