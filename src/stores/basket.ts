import { atom } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { Availability, RatePlan, UnitType } from '../api/availability.ts';
import { addItems, applicableFees, numberItems, removeItem, touristTaxTotal, updateServiceQuantity, type BasketItem, type BasketService } from '../lib/basket.ts';
import { BASKET_KEYS, decodeBasket, restoreDecision, type DiscardReason } from '../lib/basket-storage.ts';
import { today as todayIn } from '../lib/dates.ts';
import { startingQuantity } from '../lib/extras.ts';
import { clearBasketStorage, clearIfExpired, saveBasketContext, storedRequest } from './persistence.ts';
import { priceRate, type Occupancy } from '../lib/pricing.ts';
import { totalRateBeforeTax } from '../lib/vat.ts';
import { $config } from './config.ts';
import { $availability, $property, $search, onSearchDatesChanged } from './search.ts';

/**
 * The basket (01 §3.11), kept in browser storage so a refresh, another
 * page or a second tab sees the same basket (01 §4.7). An empty basket
 * removes its key; stored data that does not parse is an empty basket.
 */
export const $basket = persistentAtom<BasketItem[]>(BASKET_KEYS.basket, [], {
  encode: (items) => (items.length > 0 ? JSON.stringify(items) : undefined) as string,
  decode: decodeBasket,
});

/** Why a stored basket was not kept, told to the guest once (01 §4.7). */
export const $basketNotice = atom<DiscardReason | null>(null);

/** Every change saves the basket with a new one-day expiry, and its search while it holds anything. */
function commit(items: BasketItem[]): void {
  const next = numberItems(items);
  $basket.set(next);
  saveBasketContext(next.length, $search.get());
}

const newBasketId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Builds the item for a unit type on a rate for an occupancy, with everything of 01 §3.11. */
export function basketItemFor(data: Availability, unitType: UnitType, rate: RatePlan, occupancy: Occupancy): Omit<BasketItem, 'basketId' | 'itemNumber'> {
  const price = priceRate(rate, unitType, occupancy);
  const engine = unitType.bookingEngine;
  const search = $search.get();
  const config = $config.get();
  const services: BasketService[] = data.services
    .filter((service) => service.bookingEngineId === unitType.bookingEngineId)
    .map((service) => ({
      id: service.id,
      paymentType: service.paymentType,
      name: service.name,
      description: service.description,
      priceBeforeTax: service.priceBeforeTax,
      price: service.price,
      isMandatory: service.isMandatory,
      isMandatoryQuantityUpdate: service.isMandatoryQuantityUpdate,
      quantity: startingQuantity(service),
      pricingType: service.pricingType,
      pricingDynamic: service.pricingDynamic,
      childrenDifferentThanAdults: service.childrenDifferentThanAdults,
      childrenCategories: service.childrenCategories,
      dailyPrices: service.dailyPrices,
      excludeArrival: service.excludeArrival,
      includeDeparture: service.includeDeparture,
    }));
  const touristTax = data.touristTaxes
    .filter((entry) => entry.bookingEngineId === undefined || entry.bookingEngineId === unitType.bookingEngineId)
    .map((entry) => ({ adults: entry.adults, childrenUnder12: entry.childrenUnder12, childrenAbove12: entry.childrenAbove12 }));
  // The first night priced alone; a pax rate's figures are whole-stay prices, so its first night is the stay's average night.
  const firstNight =
    !rate.isPaxRate && Array.isArray(rate.dailyPrices) && rate.dailyPrices.length > 0
      ? priceRate({ ...rate, nights: 1, dailyPrices: [rate.dailyPrices[0] as never] }, unitType, occupancy).totalRate
      : price.averageRatePerNight;
  return {
    quantity: 1,
    isLoadedFromSession: false,
    bookingEngineId: unitType.bookingEngineId,
    unitTypeId: unitType.unitTypeId,
    unitTypeUuid: unitType.unitTypeUuid,
    unitTypeName: unitType.unitTypeName,
    description: unitType.description ?? '',
    images: unitType.images,
    currency: engine.currency,
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    ratePlanId: rate.ratePlanId,
    ratePlanName: rate.ratePlanName,
    totalRate: price.totalRate,
    totalRateBeforeTax: totalRateBeforeTax({
      totalRate: price.totalRate,
      isVatRegistered: engine.isVatRegistered,
      vatRate: engine.vatRate,
      isTouristTaxIncluded: rate.isTouristTaxIncluded,
      touristTax: touristTaxTotal(touristTax, occupancy.adults, occupancy.childrenAges),
    }),
    averageRatePerNight: price.averageRatePerNight,
    firstNightPrice: firstNight,
    adults: occupancy.adults,
    childrenAges: [...occupancy.childrenAges],
    from: search.from,
    to: search.to,
    nights: price.nights,
    cancellationPolicy: rate.policy,
    checkInBegin: unitType.checkInBegin,
    checkInEnd: unitType.checkInEnd,
    checkOutBegin: unitType.checkOutBegin,
    checkOutEnd: unitType.checkOutEnd,
    includedServices: rate.includedServices,
    fees: applicableFees(
      data.fees.filter((fee) => fee.bookingEngineId === undefined || fee.bookingEngineId === unitType.bookingEngineId),
      rate.ratePlanId,
      unitType.unitTypeId,
    ),
    services,
    touristTax,
    isTouristTaxIncluded: rate.isTouristTaxIncluded,
    amenities: [...config.selectedAmenities],
    fromGoogleTravel: config.fromGoogleTravel,
    promoCode: search.promoCode,
    activePromoCode: rate.activePromoCode,
  };
}

/**
 * Add item (01 §4.5): N items with their own basketId, renumbered. The
 * first add to an empty basket goes on to /services when the engine has
 * services, else to /payment.
 */
export function addToBasket(data: Availability, unitType: UnitType, rate: RatePlan, occupancy: Occupancy, quantity = 1): void {
  const wasEmpty = $basket.get().length === 0;
  const item = basketItemFor(data, unitType, rate, occupancy);
  commit(addItems($basket.get(), item, quantity, newBasketId));
  if (wasEmpty && quantity === 1 && typeof window !== 'undefined') {
    const hasServices = item.services.length > 0;
    const lang = $config.get().locale;
    window.location.assign(`/${lang}/${hasServices ? 'services' : 'payment'}${window.location.search}`);
  }
}

export function removeFromBasket(basketId: string): void {
  commit(removeItem($basket.get(), basketId));
}

export function clearBasket(): void {
  commit([]);
}

export function setServiceQuantity(basketId: string, serviceId: number, newQuantity: number, isMandatoryQuantityUpdate: boolean): void {
  commit(updateServiceQuantity($basket.get(), basketId, serviceId, newQuantity, isMandatoryQuantityUpdate));
}

/** Replace (01 §4.5): swaps in a whole basket. */
export function setBasket(items: BasketItem[]): void {
  commit(items);
}

/**
 * A page's start with the stored basket: an expired one is cleared
 * (01 §4.7). Returns whether a basket is left.
 */
export function loadStoredBasket(): boolean {
  if (typeof window === 'undefined') return false;
  if (clearIfExpired()) $basket.set([]);
  return $basket.get().length > 0;
}

let storedChecked = false;

/**
 * The first availability of the search page decides whether a stored basket
 * stays (01 §4.7): same dates, check-in not past, every unit type and rate
 * still bookable with enough units. Otherwise it is removed and the guest is
 * told why.
 */
function checkStoredBasket(data: Availability): void {
  if (storedChecked) return;
  storedChecked = true;
  const items = $basket.get();
  if (items.length === 0) return;
  const decision = restoreDecision(items, storedRequest(), data, todayIn($property.get()?.timeZone));
  if (decision.restore) {
    $basket.set(items.map((item) => ({ ...item, isLoadedFromSession: true })));
    return;
  }
  clearBasketStorage();
  $basket.set([]);
  $basketNotice.set(decision.reason);
}

$availability.listen((state) => {
  if (state.status === 'loaded') checkStoredBasket(state.data);
});

// A search with other dates empties the basket (01 §4.1).
onSearchDatesChanged(() => {
  storedChecked = true;
  if ($basket.get().length > 0) clearBasket();
});
