import type { Availability, RatePlan, UnitType } from '../../api/availability.ts';
import { applicableFees, touristTaxTotal, type BasketItem, type BasketService } from './basket.ts';
import { startingQuantity } from '../extras/extras-quantity.ts';
import { servicesBeyondRate } from '../extras/extras.ts';
import type { Occupancy } from '../pricing/pricing.ts';
import { priceRate } from '../pricing/stay-price.ts';
import { totalRateBeforeTax } from '../pricing/vat.ts';
import type { IsoDate } from '../format/dates.ts';

/**
 * Building a basket item from a search result: loaded when a guest first
 * selects a unit, so the results page does not ship it up front. Pure: the
 * search and the page's context come in as `ItemContext` (the end-to-end
 * tests build the same item from the API's answer to seed a basket).
 */

export const newBasketId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** What an item takes from the search and the page besides the availability answer. */
export interface ItemContext {
  from: IsoDate;
  to: IsoDate;
  /** The code the search carried: kept only where it applied to the rate. */
  promoCode: string | null;
  /** Amenities chosen on the search page (01 §3.11). */
  amenities: readonly number[];
  fromGoogleTravel: boolean;
}

/** Builds the item for a unit type on a rate for an occupancy, with everything of 01 §3.11. */
export function basketItemFor(
  data: Availability,
  unitType: UnitType,
  rate: RatePlan,
  occupancy: Occupancy,
  context: ItemContext,
): Omit<BasketItem, 'basketId' | 'itemNumber'> {
  const price = priceRate(rate, unitType, occupancy);
  const engine = unitType.bookingEngine;
  // The rate's own services (breakfast in a rate with breakfast) are not offered again as paid extras.
  const services: BasketService[] = servicesBeyondRate(
    data.services.filter((service) => service.bookingEngineId === unitType.bookingEngineId),
    rate.includedServices,
  ).map((service) => ({
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
    from: context.from,
    to: context.to,
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
    amenities: [...context.amenities],
    fromGoogleTravel: context.fromGoogleTravel,
    // The code that applied to this rate, never a mistyped or expired one the search carried: the booking
    // then asks for the price the guest saw, and the API does not refuse a code that gives nothing.
    promoCode: rate.activePromoCode ? context.promoCode : null,
    activePromoCode: rate.activePromoCode,
  };
}
