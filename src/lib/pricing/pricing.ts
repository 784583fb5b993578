/**
 * The price of a rate for an occupancy (01 §9.6, §3.7): one function,
 * `priceRate`, used by the islands when the guest changes a rate's
 * occupancy (01 §2.10.1) and by the reference API to build `totalRate`,
 * `totalRateBeforeDiscount` and `averageRatePerNight`.
 *
 * Plain values in, plain values out; money is rounded to cents once, on the
 * stay's total.
 */
import { childCharge, childrenCategoryFor, CHILDREN_CATEGORY_TYPE, isPricedAsAdult, type ChildrenCategory } from '../search/children.ts';
import { roundMoney } from '../format/money.ts';
import { applyPromoDiscount, type ActivePromoCode } from '../search/promo.ts';
import { CLOSED_ERROR } from '../search/restrictions.ts';

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

const orUnit = <T>(own: T | null | undefined, fallback: T | null | undefined): T | null => own ?? fallback ?? null;
const listOrUnit = <T>(own: readonly T[] | null | undefined, fallback: readonly T[] | null | undefined): readonly T[] =>
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
const childrenShare = (occupancy: Occupancy, categories: readonly ChildrenCategory[], adultPrice: number, nights: number): number =>
  occupancy.childrenAges.reduce((sum, age) => sum + childCharge(childrenCategoryFor(age, categories), adultPrice, nights), 0);

/**
 * Flat rate, before discount: the unit's nightly prices plus the
 * extra-person and children extra charges.
 */
export function flatStayPrice(rate: RatePricing, unit: UnitPricing, occupancy: Occupancy): number {
  const nights = stayNights(rate);
  let base: number;
  if (rate.dailyPrices && rate.dailyPrices.length > 0) base = rate.dailyPrices.reduce((sum, night) => sum + night.price, 0);
  else if (rate.firstNightBasePrice != null) base = rate.firstNightBasePrice * nights;
  else base = rate.totalRateBeforeDiscount ?? rate.totalRate ?? 0;
  return base + extraPersonCharge(unit, occupancy, nights) + childrenExtraCharge(unit, occupancy, nights);
}

/**
 * PPPD rate, before discount (both readings of 01 §9.6; `pppdBasis`
 * chooses). Children add by category: AS_ADULT (or no category) the price
 * per person, CUSTOM a percentage of it or a nominal value, MANUAL the
 * nominal value, FREE_OF_CHARGE nothing.
 */
export function pppdStayPrice(rate: RatePricing, unit: Partial<UnitPricing>, occupancy: Occupancy): number {
  const categories = listOrUnit(rate.childrenCategories, unit.childrenCategories);
  const nights = stayNights(rate);
  const perPerson = orUnit(rate.pricePerPerson, unit.pricePerPerson) ?? 0;
  if (rate.pppdBasis === PPPD_BASIS.STAY_TOTAL) {
    const base = rate.totalRateBeforeDiscount ?? rate.totalRate ?? 0;
    return base + occupancy.adults * perPerson * nights + childrenShare(occupancy, categories, perPerson * nights, nights);
  }
  const night = (base: number, adultPrice: number): number =>
    base + occupancy.adults * adultPrice + childrenShare(occupancy, categories, adultPrice, 1);
  if (rate.dailyPrices && rate.dailyPrices.length > 0) {
    return rate.dailyPrices.reduce((sum, d) => sum + night(d.firstNightBasePrice ?? 0, d.pricePerPerson ?? 0), 0);
  }
  return night(orUnit(rate.firstNightBasePrice, unit.firstNightBasePrice) ?? 0, perPerson) * nights;
}

/**
 * The stay price of a pax rate for `pax` persons: the pax value for that
 * count (before discount), else the base: the nights' firstNightBasePrice
 * (their price when unset), or the rate's firstNightBasePrice per night.
 * @example paxStayTotal({ nights: 1, paxValues: [{ pax: 2, totalRate: 99, totalRateBeforeDiscount: 110, firstNightBasePrice: 110 }] }, {}, 2) // 110
 */
export function paxStayTotal(rate: RatePricing, unit: Partial<UnitPricing>, pax: number): number {
  const value = listOrUnit(rate.paxValues, unit.paxValues).find((entry) => entry.pax === pax);
  if (value) return value.totalRateBeforeDiscount ?? value.totalRate;
  if (rate.dailyPrices && rate.dailyPrices.length > 0) {
    return rate.dailyPrices.reduce((sum, night) => sum + (night.firstNightBasePrice ?? night.price), 0);
  }
  const base = orUnit(rate.firstNightBasePrice, unit.firstNightBasePrice);
  return base !== null ? base * stayNights(rate) : (rate.totalRateBeforeDiscount ?? rate.totalRate ?? 0);
}

/**
 * Pax rate, before discount (01 §9.6): the price for the adults plus the
 * children priced as adults (AS_ADULT, or in no category); every other
 * paying child (CUSTOM, MANUAL) adds its category's share of one more
 * person, that person's price being the difference between the price for
 * all paying persons and the base, divided by the number of those
 * children. Free children neither count nor pay.
 */
export function paxStayPrice(rate: RatePricing, unit: Partial<UnitPricing>, occupancy: Occupancy): number {
  const categories = listOrUnit(rate.childrenCategories, unit.childrenCategories);
  let pax = occupancy.adults;
  const others: ChildrenCategory[] = [];
  for (const age of occupancy.childrenAges) {
    const category = childrenCategoryFor(age, categories);
    if (isPricedAsAdult(category)) pax += 1;
    else if (category!.type !== CHILDREN_CATEGORY_TYPE.FREE_OF_CHARGE) others.push(category!);
  }
  const counted = Math.max(pax, 1);
  const base = paxStayTotal(rate, unit, counted);
  if (others.length === 0) return base;
  const perPerson = (paxStayTotal(rate, unit, counted + others.length) - base) / others.length;
  const nights = stayNights(rate);
  return base + others.reduce((sum, category) => sum + childCharge(category, perPerson, nights), 0);
}

/**
 * The stay's price for the occupancy before any promo, rounded to cents.
 * @example stayPriceBeforeDiscount({ nights: 2, dailyPrices: [d1, d2] }, unit, { adults: 2, childrenAges: [] })
 */
export function stayPriceBeforeDiscount(rate: RatePricing, unit: UnitPricing, occupancy: Occupancy): number {
  const kind = rateKind(rate, unit);
  const total =
    kind === 'pax' ? paxStayPrice(rate, unit, occupancy) : kind === 'pppd' ? pppdStayPrice(rate, unit, occupancy) : flatStayPrice(rate, unit, occupancy);
  return roundMoney(total);
}

/**
 * Average price per night: the total over the nights (at least 1), to cents.
 * @example averagePerNight(330, 3) // 110
 */
export function averagePerNight(total: number, nights: number): number {
  return roundMoney(total / Math.max(1, nights));
}

/**
 * Prices a rate for an occupancy from the rate's pricing data: the stay
 * before the promo, after it (`activePromoCode`), and per night.
 * @example priceRate({ nights: 3, dailyPrices: [100, 100, 130].map((price) => ({ date: '', price, firstNightBasePrice: null, pricePerPerson: null })) }, { standardOccupancy: 2, maxOccupancy: 4, hasExtraPersonCharge: true, extraPersonCharge: 20 }, { adults: 3, childrenAges: [] }) // { nights: 3, totalRateBeforeDiscount: 390, totalRate: 390, averageRatePerNight: 130, discount: 0 }
 */
export function priceRate(rate: RatePricing, unit: UnitPricing, occupancy: Occupancy): RatePrice {
  const nights = stayNights(rate);
  const totalRateBeforeDiscount = stayPriceBeforeDiscount(rate, unit, occupancy);
  const totalRate = applyPromoDiscount(totalRateBeforeDiscount, rate.activePromoCode);
  return {
    nights,
    totalRateBeforeDiscount,
    totalRate,
    averageRatePerNight: averagePerNight(totalRate, nights),
    discount: roundMoney(totalRateBeforeDiscount - totalRate),
  };
}

/**
 * The 'Rates from … per night' figure of a unit type (01 §2.8, §9.6): the
 * smallest total for the occupancy divided by its nights (at least 1), over
 * the rates that are not closed (restriction error 9). Null when every rate
 * is closed or there is none.
 * @example minimumRate(unit.rates, unit, { adults: 2, childrenAges: [] }) // 95
 */
export function minimumRate(
  rates: readonly (RatePricing & { restrictionErrors?: readonly number[] | null })[],
  unit: UnitPricing,
  occupancy: Occupancy,
): number | null {
  let best: number | null = null;
  for (const rate of rates) {
    if (rate.restrictionErrors?.includes(CLOSED_ERROR)) continue;
    const perNight = priceRate(rate, unit, occupancy).averageRatePerNight;
    if (best === null || perNight < best) best = perNight;
  }
  return best;
}
