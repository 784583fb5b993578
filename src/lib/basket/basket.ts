/**
 * The basket (01 §3.11, §4.5) as immutable values: items, their numbering,
 * adding, removing and service quantities. Prices of services and fees are
 * in `extras.ts`.
 */
import type { ChildrenCategory } from '../search/children.ts';
import type { IsoDate } from '../format/dates.ts';
import type { Locale } from '../types.ts';

/** A service as it travels with a basket item (01 §3.11). */
export interface BasketService {
  id: number;
  paymentType: number;
  name: string;
  description: string | null;
  priceBeforeTax: number;
  price: number;
  isMandatory: boolean;
  isMandatoryQuantityUpdate: boolean;
  quantity: number;
  pricingType: number;
  pricingDynamic: number;
  childrenDifferentThanAdults: boolean;
  /** Used when childrenDifferentThanAdults (01 §3.7); MANUAL and fixed CUSTOM may carry nominalValueBeforeTax. */
  childrenCategories: readonly ChildrenCategory[];
  dailyPrices: readonly { date?: string; price: number; priceBeforeTax?: number }[];
  excludeArrival: boolean;
  includeDeparture: boolean;
}

export interface BasketFee {
  id: number;
  name: string;
  dailyPrices: readonly { date?: string; price: number; priceBeforeTax?: number }[];
  pricingType: number;
  childrenDifferentThanAdults: boolean;
  /** Used when childrenDifferentThanAdults (01 §3.7); MANUAL and fixed CUSTOM may carry nominalValueBeforeTax. */
  childrenCategories: readonly ChildrenCategory[];
  ratePlanIds: readonly number[];
  unitTypeIds: readonly number[];
}

export interface TouristTaxEntry {
  adults: number;
  childrenUnder12: number;
  childrenAbove12: number;
}

/** A basket item (01 §3.11): one unit of a unit type on a rate plan. */
export interface BasketItem {
  basketId: string;
  /** Null when it is the only item of its unit type, else its 1-based position among them. */
  itemNumber: number | null;
  quantity: 1;
  isLoadedFromSession: boolean;
  bookingEngineId: number;
  unitTypeId: number;
  unitTypeUuid: string;
  unitTypeName: string;
  /** The property's name when a group's site sold the unit (the checkout names it); absent on items stored before it was kept. */
  propertyName?: string | null;
  description: string;
  images: readonly { url: string; isFeatured?: boolean; orderNumber?: number }[];
  currency: string;
  isVatRegistered: boolean;
  vatRate: number;
  ratePlanId: number;
  ratePlanName: string;
  totalRate: number;
  totalRateBeforeTax: number;
  averageRatePerNight: number;
  firstNightPrice: number;
  adults: number;
  childrenAges: number[];
  from: IsoDate;
  to: IsoDate;
  nights: number;
  cancellationPolicy: unknown;
  checkInBegin: string | null;
  checkInEnd: string | null;
  checkOutBegin: string | null;
  checkOutEnd: string | null;
  includedServices: string[];
  fees: BasketFee[];
  services: BasketService[];
  touristTax: TouristTaxEntry[];
  isTouristTaxIncluded: boolean;
  amenities: number[];
  fromGoogleTravel: boolean;
  promoCode: string | null;
  activePromoCode: unknown;
  /** The language of the item's texts (the answer it came from); absent on items stored before it was kept. */
  language?: Locale;
}

/**
 * Item numbers (01 §3.11): null for the only item of its unit type,
 * otherwise the 1-based position among the items of that unit type.
 * @example numberItems([a7, b7, c8]).map((item) => item.itemNumber) // [1, 2, null]
 */
export function numberItems<T extends Pick<BasketItem, 'unitTypeId' | 'itemNumber'>>(items: readonly T[]): T[] {
  const totals = new Map<number, number>();
  for (const item of items) totals.set(item.unitTypeId, (totals.get(item.unitTypeId) ?? 0) + 1);
  const seen = new Map<number, number>();
  return items.map((item) => {
    const position = (seen.get(item.unitTypeId) ?? 0) + 1;
    seen.set(item.unitTypeId, position);
    return { ...item, itemNumber: (totals.get(item.unitTypeId) ?? 0) > 1 ? position : null };
  });
}

/**
 * Add (01 §4.5): a unit with quantity N adds N items, each with its own
 * basketId; the item numbers are recomputed.
 * @example addItems([], item, 2, () => crypto.randomUUID()).length // 2
 */
export function addItems(
  basket: readonly BasketItem[],
  item: Omit<BasketItem, 'basketId' | 'itemNumber'>,
  quantity: number,
  newId: () => string,
): BasketItem[] {
  const added = Array.from({ length: Math.max(0, Math.floor(quantity)) }, () => ({ ...item, basketId: newId(), itemNumber: null }) as BasketItem);
  return numberItems([...basket, ...added]);
}

/** Remove by basketId (01 §4.5), then renumber. */
export function removeItem(basket: readonly BasketItem[], basketId: string): BasketItem[] {
  return numberItems(basket.filter((item) => item.basketId !== basketId));
}

/**
 * Update service quantity (01 §4.5): sets the quantity and
 * isMandatoryQuantityUpdate of one service of one item.
 */
export function updateServiceQuantity(
  basket: readonly BasketItem[],
  basketId: string,
  serviceId: number,
  newQuantity: number,
  isMandatoryQuantityUpdate: boolean,
): BasketItem[] {
  return basket.map((item) =>
    item.basketId !== basketId
      ? item
      : {
          ...item,
          services: item.services.map((service) => (service.id === serviceId ? { ...service, quantity: newQuantity, isMandatoryQuantityUpdate } : service)),
        },
  );
}
