/**
 * A stay's price under each kind of rate (01 §3.6–§3.9): flat, per person
 * per day and by the number of guests (pax), before and after a discount,
 * the average night, and the lowest rate a unit shows.
 */
import { childCharge, childrenCategoryFor, CHILDREN_CATEGORY_TYPE, isPricedAsAdult, type ChildrenCategory } from '../search/children.ts';
import { roundMoney } from '../format/money.ts';
import { applyPromoDiscount } from '../search/promo.ts';
import { CLOSED_ERROR } from '../search/restrictions.ts';
import {
  childrenExtraCharge,
  extraPersonCharge,
  type Occupancy,
  PPPD_BASIS,
  rateKind,
  type RatePrice,
  type RatePricing,
  stayNights,
  type UnitPricing,
  childrenShare,
  listOrUnit,
  orUnit,
} from './pricing.ts';

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
  const night = (base: number, adultPrice: number): number => base + occupancy.adults * adultPrice + childrenShare(occupancy, categories, adultPrice, 1);
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
