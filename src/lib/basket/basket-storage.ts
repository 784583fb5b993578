/**
 * What the basket keeps in browser storage (01 §4.7): the basket, the
 * search it was made for, and an expiry one day after the last change.
 * Stored data is parsed with a schema: anything corrupt or foreign is
 * dropped, never trusted and never an error screen.
 */
import * as v from 'valibot';
import { isStillAhead } from './basket-expiry.ts';
export { BASKET_KEYS, BASKET_LIFETIME_MS, decodeExpiry, isBasketExpired, isStillAhead } from './basket-expiry.ts';
import type { BasketItem } from './basket.ts';
import { LOCALES } from '../types.ts';
import type { IsoDate } from '../format/dates.ts';
import type { SearchRequest } from '../search/search-query.ts';

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const money = v.pipe(v.number(), v.finite());
const id = v.pipe(v.number(), v.integer());
const prices = v.array(v.looseObject({ price: money, priceBeforeTax: v.optional(money), date: v.optional(v.string()) }));
const categories = v.array(
  v.looseObject({
    ageFrom: v.number(),
    ageTo: v.number(),
    type: v.number(),
    valueType: v.nullish(v.number()),
    percentageValue: v.nullish(v.number()),
    nominalValue: v.nullish(v.number()),
  }),
);

const ServiceSchema = v.looseObject({
  id,
  paymentType: v.number(),
  name: v.string(),
  description: v.nullable(v.string()),
  priceBeforeTax: money,
  price: money,
  isMandatory: v.boolean(),
  isMandatoryQuantityUpdate: v.boolean(),
  quantity: v.pipe(v.number(), v.minValue(0)),
  pricingType: v.number(),
  pricingDynamic: v.number(),
  childrenDifferentThanAdults: v.boolean(),
  childrenCategories: categories,
  dailyPrices: prices,
  excludeArrival: v.boolean(),
  includeDeparture: v.boolean(),
});

const FeeSchema = v.looseObject({
  id,
  name: v.string(),
  dailyPrices: prices,
  pricingType: v.number(),
  childrenDifferentThanAdults: v.boolean(),
  childrenCategories: categories,
  ratePlanIds: v.array(v.number()),
  unitTypeIds: v.array(v.number()),
});

const ItemSchema = v.looseObject({
  basketId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  itemNumber: v.nullable(v.number()),
  quantity: v.literal(1),
  isLoadedFromSession: v.boolean(),
  bookingEngineId: id,
  unitTypeId: id,
  unitTypeUuid: v.string(),
  unitTypeName: v.string(),
  propertyName: v.optional(v.nullable(v.string())),
  description: v.string(),
  images: v.array(v.looseObject({ url: v.string(), isFeatured: v.optional(v.boolean()), orderNumber: v.optional(v.number()) })),
  currency: v.pipe(v.string(), v.length(3)),
  isVatRegistered: v.boolean(),
  vatRate: v.number(),
  ratePlanId: id,
  ratePlanName: v.string(),
  totalRate: money,
  totalRateBeforeTax: money,
  averageRatePerNight: money,
  firstNightPrice: money,
  adults: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  childrenAges: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))),
  from: isoDate,
  to: isoDate,
  nights: v.pipe(v.number(), v.integer(), v.minValue(1)),
  cancellationPolicy: v.unknown(),
  checkInBegin: v.nullable(v.string()),
  checkInEnd: v.nullable(v.string()),
  checkOutBegin: v.nullable(v.string()),
  checkOutEnd: v.nullable(v.string()),
  includedServices: v.array(v.string()),
  fees: v.array(FeeSchema),
  services: v.array(ServiceSchema),
  touristTax: v.array(v.looseObject({ adults: money, childrenUnder12: money, childrenAbove12: money })),
  isTouristTaxIncluded: v.boolean(),
  amenities: v.array(v.number()),
  fromGoogleTravel: v.boolean(),
  promoCode: v.nullable(v.string()),
  activePromoCode: v.unknown(),
  // A language the product no longer has is not a reason to lose the basket: the texts are then relabelled.
  language: v.fallback(v.optional(v.picklist(LOCALES)), undefined),
});

const BasketSchema = v.pipe(v.array(ItemSchema), v.maxLength(99));

const RequestSchema = v.object({
  from: isoDate,
  to: isoDate,
  adults: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  children: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(17))),
  rooms: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  promoCode: v.nullable(v.string()),
  unitTypeId: v.nullable(v.string()),
  bookingEngineId: v.nullable(v.number()),
});

function parseJson(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A stored basket, or an empty one when the data is missing, corrupt or
 * not a basket.
 * @example decodeBasket('{broken') // []
 */
export function decodeBasket(raw: string | null | undefined): BasketItem[] {
  const result = v.safeParse(BasketSchema, parseJson(raw));
  return result.success ? (result.output as unknown as BasketItem[]) : [];
}

/** A stored search request, or null. */
export function decodeRequest(raw: string | null | undefined): SearchRequest | null {
  const result = v.safeParse(RequestSchema, parseJson(raw));
  return result.success && result.output.from < result.output.to ? result.output : null;
}

/** Why a stored basket could not be kept; each is a translation key told to the guest. */
export type DiscardReason = 'basket.discarded.dates' | 'basket.discarded.past' | 'basket.discarded.unavailable';

/** The parts of a loaded search the restore rules look at. */
export interface LoadedForRestore {
  request: { from: IsoDate; to: IsoDate };
  unitTypes: readonly {
    unitTypeId: number;
    available: boolean;
    availableUnits: number;
    rates: readonly { ratePlanId: number; isBookable: boolean }[];
  }[];
}

/**
 * Whether a stored basket may be restored (01 §4.7): the stored dates equal
 * the current request, the check-in is not in the past, and every item's
 * unit type exists and is available, its rate plan exists and is bookable,
 * and the items of a unit type do not exceed its available units.
 * @example restoreDecision(items, { from: '2027-07-01', to: '2027-07-04' }, loaded, '2027-06-01') // { restore: true }
 */
export function restoreDecision(
  items: readonly Pick<BasketItem, 'unitTypeId' | 'ratePlanId'>[],
  stored: { from: IsoDate; to: IsoDate } | null,
  loaded: LoadedForRestore,
  today: IsoDate,
): { restore: true } | { restore: false; reason: DiscardReason } {
  if (!stored || stored.from !== loaded.request.from || stored.to !== loaded.request.to) return { restore: false, reason: 'basket.discarded.dates' };
  if (!isStillAhead(stored, today)) return { restore: false, reason: 'basket.discarded.past' };
  const perUnitType = new Map<number, number>();
  for (const item of items) perUnitType.set(item.unitTypeId, (perUnitType.get(item.unitTypeId) ?? 0) + 1);
  for (const item of items) {
    const unitType = loaded.unitTypes.find((unit) => unit.unitTypeId === item.unitTypeId);
    const rate = unitType?.rates.find((candidate) => candidate.ratePlanId === item.ratePlanId);
    if (!unitType?.available || !rate?.isBookable || (perUnitType.get(item.unitTypeId) ?? 0) > unitType.availableUnits) {
      return { restore: false, reason: 'basket.discarded.unavailable' };
    }
  }
  return { restore: true };
}
