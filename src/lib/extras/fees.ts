import type { BasketFee, TouristTaxEntry } from '../basket/basket.ts';

/*
 * What a basket item's fees and tourist tax come to, for the basket (an
 * item as a rate is chosen) and the extras' prices alike: a module of its
 * own, loaded with every booking step, so that neither pulls in the other's
 * code.
 */

/**
 * The fees that apply to a rate of a unit type (01 §9.5): their ratePlanIds
 * is empty or holds the rate, and their unitTypeIds is empty or holds the
 * unit type.
 */
export function applicableFees<T extends Pick<BasketFee, 'ratePlanIds' | 'unitTypeIds'>>(fees: readonly T[], ratePlanId: number, unitTypeId: number): T[] {
  return fees.filter(
    (fee) => (fee.ratePlanIds.length === 0 || fee.ratePlanIds.includes(ratePlanId)) && (fee.unitTypeIds.length === 0 || fee.unitTypeIds.includes(unitTypeId)),
  );
}

/**
 * Tourist tax of a stay (01 §9.5): over the entries (one per night), the
 * adult amount × adults plus, per child, childrenUnder12 below 12 and
 * childrenAbove12 from 12.
 * @example touristTaxTotal([{ adults: 1.33, childrenUnder12: 0, childrenAbove12: 0.67 }], 2, [5, 12]) // 3.33
 */
export function touristTaxTotal(entries: readonly TouristTaxEntry[], adults: number, childrenAges: readonly number[]): number {
  let total = 0;
  for (const entry of entries) {
    total += entry.adults * adults;
    for (const age of childrenAges) total += age < 12 ? entry.childrenUnder12 : entry.childrenAbove12;
  }
  return Math.round((total + Number.EPSILON) * 100) / 100;
}
