/**
 * Price of a stay on one rate plan, from the stored nightly prices.
 *
 * This is the API's only pricing code. It follows spec 01 §9.6; once the
 * site's shared pure pricing functions exist in src/lib (ARCHITECTURE.md:
 * "a price is computed by one piece of code everywhere"), these functions
 * will call them instead of carrying their own arithmetic.
 *
 * Everything here is pure: plain values in, plain values out.
 */

export type RatePlanKind = 'flat' | 'pax' | 'pppd';

/** Children category types (spec 01 §3.7). */
export const CHILD_FREE_OF_CHARGE = 1;
export const CHILD_AS_ADULT = 2;
export const CHILD_CUSTOM = 3;
export const CHILD_MANUAL = 4;
/** Children category value types. */
export const VALUE_PERCENTAGE = 1;
export const VALUE_FIXED = 2;

/** Promo discount types: 1 percentage, 2 fixed amount. */
export const DISCOUNT_PERCENTAGE = 1;
export const DISCOUNT_FIXED = 2;

export interface ChildrenCategory {
  ageFrom: number;
  ageTo: number;
  type: number;
  valueType: number | null;
  percentageValue: number | null;
  nominalValue: number | null;
}

/** One night's stored prices. */
export interface NightlyPrice {
  date: string;
  price: number;
  firstNightBasePrice: number | null;
  pricePerPerson: number | null;
  /** Price by number of persons (pax plans). */
  paxPrices: ReadonlyMap<number, number>;
}

/** The unit-type occupancy settings that take part in pricing. */
export interface OccupancyPricing {
  standardOccupancy: number;
  maxOccupancy: number;
  hasExtraPersonCharge: boolean;
  extraPersonCharge: number;
  childrenAge: number | null;
  childrenAllowed: boolean;
  childrenFreeOfCharge: boolean;
  childrenExtraCharge: number;
}

export interface Guests {
  adults: number;
  childrenAges: number[];
}

export interface Discount {
  discountType: number;
  discountAmount: number;
}

/** Rounds to cents. @example roundMoney(0.1 + 0.2) // 0.3 */
export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The category a child of `age` falls in (ageFrom inclusive, ageTo exclusive), or null. */
export function categoryFor(age: number, categories: readonly ChildrenCategory[]): ChildrenCategory | null {
  return categories.find((category) => age >= category.ageFrom && age < category.ageTo) ?? null;
}

/**
 * What a child adds on one night, given what one adult person costs that
 * night: free, as an adult, a percentage or a fixed amount (custom), or a
 * nominal amount (manual). A child in no category is priced as an adult.
 */
export function childNightCharge(category: ChildrenCategory | null, adultPrice: number): number {
  if (category === null) return adultPrice;
  switch (category.type) {
    case CHILD_FREE_OF_CHARGE:
      return 0;
    case CHILD_AS_ADULT:
      return adultPrice;
    case CHILD_CUSTOM:
      return category.valueType === VALUE_FIXED
        ? (category.nominalValue ?? 0)
        : (adultPrice * (category.percentageValue ?? 100)) / 100;
    case CHILD_MANUAL:
      return category.nominalValue ?? 0;
    default:
      return adultPrice;
  }
}

/**
 * Flat plan, one night: the unit price, plus the extra-person charge for
 * every person above standard occupancy (up to the maximum), plus the
 * children extra charge for every child of at least childrenAge unless
 * children are not allowed or free (spec 01 §9.6).
 */
function flatNight(night: NightlyPrice, unit: OccupancyPricing, guests: Guests): number {
  const persons = guests.adults + guests.childrenAges.length;
  let total = night.price;
  if (unit.hasExtraPersonCharge && persons > unit.standardOccupancy && persons <= unit.maxOccupancy) {
    total += (persons - unit.standardOccupancy) * unit.extraPersonCharge;
  }
  if (unit.childrenAllowed && !unit.childrenFreeOfCharge && unit.childrenExtraCharge > 0) {
    const charged = guests.childrenAges.filter((age) => age >= (unit.childrenAge ?? 0)).length;
    total += charged * unit.childrenExtraCharge;
  }
  return total;
}

/**
 * PPPD plan, one night: the nightly base, plus the price per person for
 * every adult, plus each child's share by category.
 */
function pppdNight(night: NightlyPrice, guests: Guests, categories: readonly ChildrenCategory[]): number {
  const perPerson = night.pricePerPerson ?? 0;
  const base = night.firstNightBasePrice ?? 0;
  const children = guests.childrenAges.reduce(
    (sum, age) => sum + childNightCharge(categoryFor(age, categories), perPerson),
    0,
  );
  return base + guests.adults * perPerson + children;
}

/**
 * The pax price of a night for `pax` persons: the stored price for that
 * count, else the highest stored count below it, else the night's base
 * (first-night base price, then price).
 */
export function paxPrice(night: NightlyPrice, pax: number): number {
  const exact = night.paxPrices.get(pax);
  if (exact !== undefined) return exact;
  let best: number | undefined;
  let bestPax = 0;
  for (const [count, price] of night.paxPrices) {
    if (count < pax && count > bestPax) {
      best = price;
      bestPax = count;
    }
  }
  return best ?? night.firstNightBasePrice ?? night.price;
}

/**
 * Pax plan, one night: the price for adults plus children priced as
 * adults; every other child adds its category's share of one extra
 * person's price (the difference between the price for everyone and the
 * price without those children, per child).
 */
function paxNight(night: NightlyPrice, guests: Guests, categories: readonly ChildrenCategory[]): number {
  let pax = guests.adults;
  const others: ChildrenCategory[] = [];
  for (const age of guests.childrenAges) {
    const category = categoryFor(age, categories);
    if (category === null || category.type === CHILD_AS_ADULT) pax += 1;
    else if (category.type !== CHILD_FREE_OF_CHARGE) others.push(category);
  }
  const base = paxPrice(night, Math.max(pax, 1));
  if (others.length === 0) return base;
  const extraPerson = (paxPrice(night, Math.max(pax, 1) + others.length) - base) / others.length;
  return base + others.reduce((sum, category) => sum + childNightCharge(category, extraPerson), 0);
}

/** The price of one night of a stay on a plan of `kind`. */
export function nightPrice(
  kind: RatePlanKind,
  night: NightlyPrice,
  unit: OccupancyPricing,
  guests: Guests,
  categories: readonly ChildrenCategory[],
): number {
  if (kind === 'pppd') return pppdNight(night, guests, categories);
  if (kind === 'pax') return paxNight(night, guests, categories);
  return flatNight(night, unit, guests);
}

/**
 * The total of a stay: the sum of its nights, rounded to cents.
 * @example stayTotal('flat', nights, unit, { adults: 2, childrenAges: [] }, [])
 */
export function stayTotal(
  kind: RatePlanKind,
  nights: readonly NightlyPrice[],
  unit: OccupancyPricing,
  guests: Guests,
  categories: readonly ChildrenCategory[],
): number {
  return roundMoney(nights.reduce((sum, night) => sum + nightPrice(kind, night, unit, guests, categories), 0));
}

/**
 * A promo discount applied to a total: a percentage off, or a fixed amount
 * off (never below zero).
 * @example applyDiscount(200, { discountType: 1, discountAmount: 10 }) // 180
 */
export function applyDiscount(total: number, discount: Discount | null): number {
  if (discount === null) return total;
  if (discount.discountType === DISCOUNT_PERCENTAGE) {
    return roundMoney(total * (1 - discount.discountAmount / 100));
  }
  return roundMoney(Math.max(0, total - discount.discountAmount));
}

/**
 * A price with VAT taken out, for a VAT-registered engine.
 * @example priceBeforeTax(113, 13) // 100
 */
export function priceBeforeTax(price: number, vatRate: number | null): number {
  if (!vatRate || vatRate <= 0) return roundMoney(price);
  return roundMoney(price / (1 + vatRate / 100));
}

/**
 * Splits a search's guests over `rooms` units: the price shown for a rate
 * is the price of one unit holding its share (rounded up).
 * @example guestsPerUnit(4, [7, 3], 2) // { adults: 2, childrenAges: [7] }
 */
export function guestsPerUnit(adults: number, childrenAges: readonly number[], rooms: number): Guests {
  if (rooms <= 1) return { adults, childrenAges: [...childrenAges] };
  return {
    adults: Math.ceil(adults / rooms),
    childrenAges: childrenAges.slice(0, Math.ceil(childrenAges.length / rooms)),
  };
}
