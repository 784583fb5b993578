import type { Availability, RatePlan, UnitType } from '../../api/availability.ts';
import type { BasketItem, BasketService } from './basket.ts';
import { applicableFees, touristTaxTotal } from '../extras/fees.ts';
import { discountDiffers } from './basket-discount.ts';
import { startingQuantity } from '../extras/extras-quantity.ts';
import { servicesBeyondRate } from '../extras/extras.ts';
import type { Occupancy } from '../pricing/pricing.ts';
import { priceRate } from '../pricing/stay-price.ts';
import { promoShare } from '../search/promo.ts';
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

/**
 * The rate as a stay of its first night alone, before any promo, for the
 * first night's price (02 §9.6: the first-night cancellation fee, the
 * no-show fee, a first-night prepayment): its first stored night; for a
 * pax rate, whose `paxValues` are whole-stay prices, each count's
 * first-night price (`firstNightBasePrice`), as the API prices it. Null
 * when the answer carries neither: the stay's average night stands in.
 * @example firstNightRate({ ...paxRate, paxValues: [{ pax: 2, totalRate: 270, totalRateBeforeDiscount: 270, firstNightBasePrice: 90 }] })?.paxValues[0].totalRate // 90
 */
export function firstNightRate(rate: RatePlan): RatePlan | null {
  const alone = { ...rate, nights: 1, activePromoCode: null };
  if (rate.isPaxRate) {
    const values = rate.paxValues ?? [];
    if (values.length === 0 || values.some((value) => value.firstNightBasePrice == null)) return null;
    const paxValues = values.map((value) => ({ ...value, totalRate: value.firstNightBasePrice!, totalRateBeforeDiscount: value.firstNightBasePrice! }));
    return { ...alone, paxValues, dailyPrices: Array.isArray(rate.dailyPrices) ? rate.dailyPrices.slice(0, 1) : rate.dailyPrices };
  }
  return Array.isArray(rate.dailyPrices) && rate.dailyPrices.length > 0 ? { ...alone, dailyPrices: [rate.dailyPrices[0] as never] } : null;
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
  const first = firstNightRate(rate);
  const firstNight = first
    ? promoShare(priceRate(first, unitType, occupancy).totalRate, price.totalRateBeforeDiscount, rate.activePromoCode)
    : price.averageRatePerNight;
  return {
    quantity: 1,
    isLoadedFromSession: false,
    bookingEngineId: unitType.bookingEngineId,
    unitTypeId: unitType.unitTypeId,
    unitTypeUuid: unitType.unitTypeUuid,
    unitTypeName: unitType.unitTypeName,
    propertyName: unitType.isGroupBookingEngine ? engine.name : null,
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
    // The item's texts are in the answer's language.
    language: data.configuration.locale,
  };
}

/**
 * A promo code applied, changed or removed once units are in the basket:
 * an item of the search's stay whose rate the answer discounts otherwise
 * than the item (under another code, or none) takes the answer's price and
 * code, as if it had been added now, keeping its id, its place, its guests
 * and the extras the guest chose. Any other item keeps the price it was
 * added at: one of another stay, one whose rate's discount is the item's,
 * and one whose unit type the answer leaves out (a filter hides it: its
 * price is not known, so it stays as added). Null when nothing changes.
 *
 * The specification names adding, removing, extras and replacing as a
 * basket's changes (01 §4.5) and is silent on a code applied afterwards;
 * this repricing is the product's reading of 01 §2.5's 'applied': the
 * price a rate card shows is the price booked. So a code removed, or
 * replaced by one that is mistyped, takes its discount off the items it
 * gave it to, as the rate cards show.
 */
export function withAnswerDiscounts(
  items: readonly BasketItem[],
  data: Availability,
  search: { from: IsoDate; to: IsoDate; promoCode: string | null },
): BasketItem[] | null {
  let changed = false;
  const next = items.map((item) => {
    if (item.from !== search.from || item.to !== search.to) return item;
    const unitType = data.unitTypes.find((candidate) => candidate.unitTypeId === item.unitTypeId);
    const rate = unitType?.rates.find((candidate) => candidate.ratePlanId === item.ratePlanId);
    if (!unitType || !rate || !discountDiffers(item, data)) return item;
    const repriced = basketItemFor(
      data,
      unitType,
      rate,
      { adults: item.adults, childrenAges: item.childrenAges },
      { ...search, amenities: item.amenities, fromGoogleTravel: item.fromGoogleTravel },
    );
    changed = true;
    return {
      ...repriced,
      basketId: item.basketId,
      itemNumber: item.itemNumber,
      isLoadedFromSession: item.isLoadedFromSession,
      services: repriced.services.map((service) => ({
        ...service,
        quantity: item.services.find((chosen) => chosen.id === service.id)?.quantity ?? service.quantity,
      })),
    };
  });
  return changed ? next : null;
}
