/**
 * Price of a stay on one rate plan, from the stored nightly prices.
 *
 * The arithmetic is the site's: this module turns stored nights into the
 * rate's wire pricing data (`dailyPrices`, `paxValues`, …) and prices it
 * with `priceRate` from src/lib/pricing/stay-price.ts, so the API's totalRate is the
 * number the islands compute for the same occupancy (ARCHITECTURE.md: "a
 * price is computed by one piece of code everywhere"). What stays here is
 * reading stored data: which stored price is a night's price for a number
 * of persons, and how a search's guests are split over its rooms.
 */
import type { ChildrenCategory as LibChildrenCategory } from '../src/lib/search/children.ts';
import { roundMoney } from '../src/lib/format/money.ts';
import {
  PPPD_BASIS,
  type DailyRatePrice,
  type Occupancy,
  type PaxValue,
  type PppdBasis,
  type RatePrice,
  type RatePricing,
  type UnitPricing,
} from '../src/lib/pricing/pricing.ts';
import { priceRate } from '../src/lib/pricing/stay-price.ts';
import { applyPromoDiscount, type ActivePromoCode } from '../src/lib/search/promo.ts';
import { priceBeforeTax as vatOut } from '../src/lib/pricing/vat.ts';

export { roundMoney };

export type RatePlanKind = 'flat' | 'pax' | 'pppd';

/** A children category as stored (every field present, null when unset). */
export interface ChildrenCategory extends LibChildrenCategory {
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
export interface OccupancyPricing extends UnitPricing {
  standardOccupancy: number;
  maxOccupancy: number;
  hasExtraPersonCharge: boolean;
  extraPersonCharge: number;
  childrenAge: number | null;
  childrenAllowed: boolean;
  childrenFreeOfCharge: boolean;
  childrenExtraCharge: number;
}

export interface Guests extends Occupancy {
  adults: number;
  childrenAges: number[];
}

export interface Discount {
  discountType: number;
  discountAmount: number;
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
 * The stored nights as the rate's `dailyPrices` wire field.
 * @example dailyPricesOf([{ date: '2027-07-01', price: 100, firstNightBasePrice: null, pricePerPerson: null, paxPrices: new Map() }]) // [{ date: '2027-07-01', price: 100, firstNightBasePrice: null, pricePerPerson: null }]
 */
export function dailyPricesOf(nights: readonly NightlyPrice[]): DailyRatePrice[] {
  return nights.map((night) => ({
    date: night.date,
    price: night.price,
    firstNightBasePrice: night.firstNightBasePrice,
    pricePerPerson: night.pricePerPerson,
  }));
}

/**
 * The stay price of a pax plan for 1 up to `maxPax` persons (the rate's
 * `paxValues`): per count, the nights' pax prices summed, before and after
 * the promo, and the first night's price.
 */
export function paxValuesOf(nights: readonly NightlyPrice[], maxPax: number, promo: ActivePromoCode | null): PaxValue[] {
  if (nights.length === 0) return [];
  return Array.from({ length: Math.max(0, maxPax) }, (_, i) => {
    const pax = i + 1;
    const total = roundMoney(nights.reduce((sum, night) => sum + paxPrice(night, pax), 0));
    return {
      pax,
      totalRate: applyPromoDiscount(total, promo),
      totalRateBeforeDiscount: total,
      firstNightBasePrice: paxPrice(nights[0], pax),
    };
  });
}

/** The pricing fields of a rate on the wire, from its stored nights. */
export interface RatePricingFields<C extends ChildrenCategory = ChildrenCategory> {
  isPaxRate: boolean;
  paxValues: PaxValue[];
  isPPPDRate: boolean;
  pricePerPerson: number | null;
  firstNightBasePrice: number | null;
  childrenCategories: C[];
  dailyPrices: DailyRatePrice[];
  pppdBasis: PppdBasis;
}

/**
 * The rate's wire pricing data for a plan of `kind` over the stored nights:
 * what `priceRate` (and an island repricing another occupancy) reads.
 * The API always sends the 'nightly' PPPD reading.
 */
export function ratePricingFields<C extends ChildrenCategory>(
  kind: RatePlanKind,
  nights: readonly NightlyPrice[],
  maxOccupancy: number,
  categories: C[],
  promo: ActivePromoCode | null,
): RatePricingFields<C> {
  const first = nights[0];
  return {
    isPaxRate: kind === 'pax',
    paxValues: kind === 'pax' ? paxValuesOf(nights, maxOccupancy, promo) : [],
    isPPPDRate: kind === 'pppd',
    pricePerPerson: first?.pricePerPerson ?? null,
    firstNightBasePrice: first?.firstNightBasePrice ?? null,
    childrenCategories: categories,
    dailyPrices: dailyPricesOf(nights),
    pppdBasis: PPPD_BASIS.NIGHTLY,
  };
}

/**
 * Prices a stay on a plan for the guests of one unit with the shared
 * pricing: totals before and after the promo, and the average per night.
 */
export function priceStay(
  kind: RatePlanKind,
  nights: readonly NightlyPrice[],
  unit: OccupancyPricing,
  guests: Occupancy,
  categories: ChildrenCategory[],
  promo: ActivePromoCode | null,
): RatePrice {
  const rate: RatePricing = { nights: nights.length, activePromoCode: promo, ...ratePricingFields(kind, nights, unit.maxOccupancy, categories, promo) };
  return priceRate(rate, unit, guests);
}

/** The price of one night of a stay on a plan of `kind` (rounded to cents). */
export function nightPrice(kind: RatePlanKind, night: NightlyPrice, unit: OccupancyPricing, guests: Guests, categories: ChildrenCategory[]): number {
  return stayTotal(kind, [night], unit, guests, categories);
}

/**
 * The total of a stay before any promo, rounded to cents.
 * @example stayTotal('flat', nights, unit, { adults: 2, childrenAges: [] }, [])
 */
export function stayTotal(kind: RatePlanKind, nights: readonly NightlyPrice[], unit: OccupancyPricing, guests: Guests, categories: ChildrenCategory[]): number {
  return priceStay(kind, nights, unit, guests, categories, null).totalRateBeforeDiscount;
}

/**
 * A promo discount applied to a total: a percentage off, or a fixed amount
 * off (never below zero).
 * @example applyDiscount(200, { discountType: 1, discountAmount: 10 }) // 180
 */
export function applyDiscount(total: number, discount: Discount | null): number {
  return applyPromoDiscount(total, discount === null ? null : { name: '', code: '', ...discount });
}

/**
 * A price with VAT taken out, for a VAT-registered engine.
 * @example priceBeforeTax(113, 13) // 100
 */
export function priceBeforeTax(price: number, vatRate: number | null): number {
  return vatOut(price, vatRate);
}

/** The searched guests of one unit, shared with the site. */
export { guestsPerUnit } from '../src/lib/search/occupancy.ts';
