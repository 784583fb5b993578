/**
 * Children categories (01 §3.7): how a child of a given age is priced on a
 * rate, relative to what one adult pays.
 */

/** Category types (01 §3.7). */
export const CHILDREN_CATEGORY_TYPE = {
  FREE_OF_CHARGE: 1,
  AS_ADULT: 2,
  /** A percentage of the adult price, or a fixed amount per night when valueType is FIXED. */
  CUSTOM: 3,
  /** A nominal amount per night. */
  MANUAL: 4,
} as const;

/** How a CUSTOM category's value reads (01 §3.7). */
export const CATEGORY_VALUE_TYPE = { PERCENTAGE: 1, FIXED: 2 } as const;

/** A children category as sent on a rate or a unit type (01 §3.7). */
export interface ChildrenCategory {
  /** Inclusive. */
  ageFrom: number;
  /** Exclusive. */
  ageTo: number;
  type: number;
  valueType?: number | null;
  percentageValue?: number | null;
  nominalValue?: number | null;
  nominalValueBeforeTax?: number | null;
}

/**
 * The category a child of `age` falls in: ageFrom inclusive, ageTo
 * exclusive; the first match wins. Null when none matches.
 * @example childrenCategoryFor(12, [{ ageFrom: 0, ageTo: 12, type: 1 }]) // null
 */
export function childrenCategoryFor(age: number, categories: readonly ChildrenCategory[] | null | undefined): ChildrenCategory | null {
  return (categories ?? []).find((category) => age >= category.ageFrom && age < category.ageTo) ?? null;
}

/**
 * Whether a child in this category pays as an adult: AS_ADULT, and also a
 * child in no category (01 §9.5: "a child in no category is priced as an
 * adult") or in a category of an unknown type.
 * @example isPricedAsAdult(null) // true
 */
export function isPricedAsAdult(category: ChildrenCategory | null): boolean {
  if (category === null) return true;
  const { FREE_OF_CHARGE, CUSTOM, MANUAL } = CHILDREN_CATEGORY_TYPE;
  return category.type !== FREE_OF_CHARGE && category.type !== CUSTOM && category.type !== MANUAL;
}

/**
 * What one child adds over `nights` nights, given what one adult pays over
 * the same nights: nothing (FREE_OF_CHARGE), the adult price (AS_ADULT, no
 * category), a percentage of it (CUSTOM, valueType PERCENTAGE; 100 % when
 * the percentage is missing), or a nominal amount per night (CUSTOM with
 * valueType FIXED, and MANUAL).
 * @example childCharge({ ageFrom: 3, ageTo: 12, type: 3, valueType: 1, percentageValue: 50 }, 110) // 55
 * @example childCharge({ ageFrom: 7, ageTo: 12, type: 4, nominalValue: 20 }, 300, 3) // 60
 */
export function childCharge(category: ChildrenCategory | null, adultPrice: number, nights = 1): number {
  if (category === null) return adultPrice;
  switch (category.type) {
    case CHILDREN_CATEGORY_TYPE.FREE_OF_CHARGE:
      return 0;
    case CHILDREN_CATEGORY_TYPE.CUSTOM:
      return category.valueType === CATEGORY_VALUE_TYPE.FIXED ? (category.nominalValue ?? 0) * nights : (adultPrice * (category.percentageValue ?? 100)) / 100;
    case CHILDREN_CATEGORY_TYPE.MANUAL:
      return (category.nominalValue ?? 0) * nights;
    default:
      return adultPrice;
  }
}
