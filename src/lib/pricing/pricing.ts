/**
 * The price of a rate for an occupancy (01 §9.6, §3.7): one function,
 * `priceRate`, used by the islands when the guest changes a rate's
 * occupancy (01 §2.10.1) and by the reference API to build `totalRate`,
 * `totalRateBeforeDiscount` and `averageRatePerNight`.
 *
 * Plain values in, plain values out; money is rounded to cents once, on the
 * stay's total.
 */
import { childCharge, childrenCategoryFor, type ChildrenCategory } from '../search/children.ts';
import type { ActivePromoCode } from '../search/promo.ts';

/** Who stays in one unit. */
export interface Occupancy {
  adults: number;
  /** Age of each child at check-out, 0–17. */
  childrenAges: readonly number[];
}

/**
 * One night of the stay on a rate (wire field `dailyPrices`, added by this
 * product to the spec's rate): the stored prices of that night, so a new
 * occupancy can be priced without asking the server.
 */
export interface DailyRatePrice {
  /** The night, YYYY-MM-DD. */
  date: string;
  /** The unit's price for the night (flat plans), or the price at standard occupancy (pax and PPPD plans, for display). */
  price: number;
  /** PPPD: the night's base before persons; pax: the night's fallback base. */
  firstNightBasePrice: number | null;
  /** PPPD: the price of one adult for the night. */
  pricePerPerson: number | null;
}

/** The price of the whole stay for a number of persons (pax plans, 01 §3.6). */
export interface PaxValue {
  pax: number;
  totalRate: number;
  totalRateBeforeDiscount: number;
  firstNightBasePrice: number | null;
}

/**
 * How a PPPD rate's figures read (01 §9.6 gives two readings; wire field
 * `pppdBasis`, added by this product; missing means 'nightly'):
 * - 'nightly': every night costs firstNightBasePrice + adults ×
 *   pricePerPerson + the children's extras, from `dailyPrices` (or, without
 *   them, from the rate's firstNightBasePrice and pricePerPerson every
 *   night). The reference API sends this.
 * - 'stayTotal': `totalRateBeforeDiscount` (else `totalRate`) is the stay's
 *   base without persons, and the stay costs that + adults × pricePerPerson
 *   × nights + the children's extras × nights.
 */
export const PPPD_BASIS = { NIGHTLY: 'nightly', STAY_TOTAL: 'stayTotal' } as const;
export type PppdBasis = (typeof PPPD_BASIS)[keyof typeof PPPD_BASIS];

/**
 * The pricing data of a rate, as on the wire (01 §3.6). Spec fields keep
 * their names; `dailyPrices` and `pppdBasis` are added by this product.
 *
 * What each kind of rate needs:
 * - flat: `dailyPrices[].price` (without them: `firstNightBasePrice` every
 *   night, else `totalRateBeforeDiscount` as the unit's stay price without
 *   occupancy charges);
 * - PPPD (`isPPPDRate`): `dailyPrices[].firstNightBasePrice` and
 *   `.pricePerPerson`, or the rate's `firstNightBasePrice` and
 *   `pricePerPerson`; see `pppdBasis`;
 * - pax (`isPaxRate`): `paxValues` (the stay price for each number of
 *   persons), falling back to `firstNightBasePrice` per night;
 * - all: `nights`, `childrenCategories`, `activePromoCode`.
 * `childrenCategories`, `paxValues`, `firstNightBasePrice`,
 * `pricePerPerson`, `isPaxRate` and `isPPPDRate` missing on the rate are
 * looked up on the unit type (01 §3.5).
 */
export interface RatePricing {
  nights: number;
  totalRate?: number | null;
  totalRateBeforeDiscount?: number | null;
  isPaxRate?: boolean | null;
  paxValues?: readonly PaxValue[] | null;
  isPPPDRate?: boolean | null;
  pricePerPerson?: number | null;
  firstNightBasePrice?: number | null;
  childrenCategories?: readonly ChildrenCategory[] | null;
  activePromoCode?: ActivePromoCode | null;
  /** Added: one entry per night of the stay, in order. */
  dailyPrices?: readonly DailyRatePrice[] | null;
  /** Added: which reading of a PPPD rate's figures applies. */
  pppdBasis?: PppdBasis | null;
}

/** The unit-type fields that take part in pricing (01 §3.5). */
export interface UnitPricing {
  standardOccupancy: number;
  maxOccupancy: number;
  hasExtraPersonCharge?: boolean | null;
  extraPersonCharge?: number | null;
  /** Minimum accepted child age; children from this age pay childrenExtraCharge on flat rates. */
  childrenAge?: number | null;
  childrenAllowed?: boolean | null;
  childrenFreeOfCharge?: boolean | null;
  childrenExtraCharge?: number | null;
  childrenCategories?: readonly ChildrenCategory[] | null;
  paxValues?: readonly PaxValue[] | null;
  firstNightBasePrice?: number | null;
  pricePerPerson?: number | null;
  isPaxRate?: boolean | null;
  isPPPDRate?: boolean | null;
}

/** A rate priced for an occupancy. */
export interface RatePrice {
  nights: number;
  totalRateBeforeDiscount: number;
  totalRate: number;
  averageRatePerNight: number;
  /** What the promo takes off (0 without one). */
  discount: number;
}

export type RateKind = 'flat' | 'pppd' | 'pax';

export const orUnit = <T>(own: T | null | undefined, fallback: T | null | undefined): T | null => own ?? fallback ?? null;
export const listOrUnit = <T>(own: readonly T[] | null | undefined, fallback: readonly T[] | null | undefined): readonly T[] =>
  own && own.length > 0 ? own : (fallback ?? []);

/**
 * How a rate is priced: pax, PPPD or flat (unit price per night).
 * @example rateKind({ nights: 2, isPPPDRate: true }, unit) // 'pppd'
 */
export function rateKind(rate: RatePricing, unit?: Partial<UnitPricing>): RateKind {
  if (orUnit(rate.isPaxRate, unit?.isPaxRate)) return 'pax';
  if (orUnit(rate.isPPPDRate, unit?.isPPPDRate)) return 'pppd';
  return 'flat';
}

/**
 * Nights of the stay a rate is priced for: its dailyPrices, else `nights`.
 * @example stayNights({ nights: 3 }) // 3
 */
export function stayNights(rate: Pick<RatePricing, 'nights' | 'dailyPrices'>): number {
  return rate.dailyPrices && rate.dailyPrices.length > 0 ? rate.dailyPrices.length : Math.max(0, rate.nights);
}

/** @example personCount({ adults: 2, childrenAges: [4] }) // 3 */
export const personCount = (occupancy: Occupancy): number => occupancy.adults + occupancy.childrenAges.length;

/**
 * Extra-person charge of a flat rate (01 §9.6): (persons − standardOccupancy)
 * × extraPersonCharge × nights, only when persons exceed the standard and
 * do not exceed the maximum occupancy (and the unit has the charge).
 * @example extraPersonCharge({ standardOccupancy: 2, maxOccupancy: 4, hasExtraPersonCharge: true, extraPersonCharge: 20 }, { adults: 3, childrenAges: [5] }, 3) // 120
 */
export function extraPersonCharge(unit: UnitPricing, occupancy: Occupancy, nights: number): number {
  const persons = personCount(occupancy);
  if (unit.hasExtraPersonCharge === false || !unit.extraPersonCharge) return 0;
  if (persons <= unit.standardOccupancy || persons > unit.maxOccupancy) return 0;
  return (persons - unit.standardOccupancy) * unit.extraPersonCharge * nights;
}

/**
 * Children extra charge of a flat rate (01 §9.6): childrenExtraCharge ×
 * nights for every child aged at or above childrenAge, unless children are
 * not allowed or are free of charge.
 * @example childrenExtraCharge({ standardOccupancy: 2, maxOccupancy: 4, childrenAge: 3, childrenExtraCharge: 10 }, { adults: 2, childrenAges: [2, 3] }, 2) // 20
 */
export function childrenExtraCharge(unit: UnitPricing, occupancy: Occupancy, nights: number): number {
  if (unit.childrenAllowed === false || unit.childrenFreeOfCharge || !unit.childrenExtraCharge) return 0;
  const charged = occupancy.childrenAges.filter((age) => age >= (unit.childrenAge ?? 0)).length;
  return charged * unit.childrenExtraCharge * nights;
}

/** What the children add to one adult's price (PPPD): by category, a child in none as an adult. */
export const childrenShare = (occupancy: Occupancy, categories: readonly ChildrenCategory[], adultPrice: number, nights: number): number =>
  occupancy.childrenAges.reduce((sum, age) => sum + childCharge(childrenCategoryFor(age, categories), adultPrice, nights), 0);
