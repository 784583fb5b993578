/**
 * Prices of services and fees (01 §9.5, §3.8, §3.9), with and without VAT.
 * Amounts add up unrounded and are rounded to cents once, on each
 * service's or fee's total.
 */
import type { BasketFee, BasketItem, BasketService } from '../basket/basket.ts';
import { applicableFees } from './fees.ts';
import { childCharge, childrenCategoryFor, isPricedAsAdult, type ChildrenCategory } from '../search/children.ts';
import { isDaily, PAYMENT_TYPE, PRICING_TYPE, serviceAudience, serviceNights, serviceQuantity, type ExtrasStay } from './extras-quantity.ts';
import { roundMoney } from '../format/money.ts';
import type { Occupancy } from '../pricing/pricing.ts';
import { priceBeforeTax } from '../pricing/vat.ts';

/** A price with VAT (total) and without it (totalBeforeTax), to cents. */
export interface ExtraPrice {
  total: number;
  totalBeforeTax: number;
}

/** The fields of a basket item that price its extras; VAT fields take a missing day's priceBeforeTax. */
export interface ExtrasItem extends ExtrasStay {
  isVatRegistered?: boolean | null;
  vatRate?: number | null;
}

/** One charged day of a service or fee (or the single charge of a one-time service). */
export interface DayPrice {
  price: number;
  priceBeforeTax: number;
}

const ZERO: ExtraPrice = { total: 0, totalBeforeTax: 0 };
const rounded = (total: number, totalBeforeTax: number): ExtraPrice => ({ total: roundMoney(total), totalBeforeTax: roundMoney(totalBeforeTax) });
const itemVat = (item: ExtrasItem): number => (item.isVatRegistered && item.vatRate && item.vatRate > 0 ? item.vatRate : 0);

/**
 * What a price per person comes to for a party: each adult pays it, and
 * each child too, unless `categories` are given (childrenDifferentThanAdults):
 * then AS_ADULT and a child in no category pay it in full, CUSTOM its
 * percentage (or its fixed amount), MANUAL its nominal value, FREE_OF_CHARGE
 * nothing (01 §9.5, §3.7).
 * @example personsAmount(15, { adults: 2, childrenAges: [2, 6, 14] }, [{ ageFrom: 0, ageTo: 4, type: 1 }, { ageFrom: 4, ageTo: 12, type: 3, valueType: 1, percentageValue: 50 }]) // 52.5
 */
export function personsAmount(adultPrice: number, party: Occupancy, categories: readonly ChildrenCategory[] | null): number {
  let amount = party.adults * adultPrice;
  for (const age of party.childrenAges) {
    const category = categories ? childrenCategoryFor(age, categories) : null;
    amount += isPricedAsAdult(category) ? adultPrice : childCharge(category, adultPrice);
  }
  return amount;
}

/** Categories with their nominal values without VAT: nominalValueBeforeTax, else the nominal value at the day's ratio. */
const categoriesBeforeTax = (categories: readonly ChildrenCategory[] | null, ratio: number): ChildrenCategory[] | null =>
  categories?.map((category) => ({ ...category, nominalValue: category.nominalValueBeforeTax ?? (category.nominalValue ?? 0) * ratio })) ?? null;

/** One day for the party: per person (pricingType 1) or once (per unit, per consumption). */
function dayAmount(day: DayPrice, pricingType: number, party: Occupancy, categories: readonly ChildrenCategory[] | null, vatRate: number): DayPrice {
  if (pricingType !== PRICING_TYPE.PER_PERSON) return day;
  const ratio = day.price > 0 ? day.priceBeforeTax / day.price : 1 / (1 + vatRate / 100);
  return {
    price: personsAmount(day.price, party, categories),
    priceBeforeTax: personsAmount(day.priceBeforeTax, party, categoriesBeforeTax(categories, ratio)),
  };
}

const sum = (days: readonly DayPrice[]): DayPrice =>
  days.reduce((total, day) => ({ price: total.price + day.price, priceBeforeTax: total.priceBeforeTax + day.priceBeforeTax }), { price: 0, priceBeforeTax: 0 });

/**
 * The days a service is charged for, each with its price: its dailyPrices
 * (a day without priceBeforeTax takes the service's own ratio
 * priceBeforeTax / price, since a service may have its own VAT rate; a
 * service priced 0 takes the item's VAT rate), else its price on each of
 * `serviceNights`.
 * @example serviceDays({ price: 10, priceBeforeTax: 8, dailyPrices: [], excludeArrival: false, includeDeparture: true }, { adults: 2, childrenAges: [], nights: 2 }).length // 3
 */
export function serviceDays(
  service: Pick<BasketService, 'price' | 'priceBeforeTax' | 'dailyPrices' | 'excludeArrival' | 'includeDeparture'>,
  item: ExtrasItem,
): DayPrice[] {
  if (service.dailyPrices.length === 0) {
    return Array.from({ length: serviceNights(service, item.nights) }, () => ({ price: service.price, priceBeforeTax: service.priceBeforeTax }));
  }
  const vat = itemVat(item);
  return service.dailyPrices.map((day) => ({
    price: day.price,
    priceBeforeTax: day.priceBeforeTax ?? (service.price > 0 ? (day.price * service.priceBeforeTax) / service.price : priceBeforeTax(day.price, vat)),
  }));
}

/**
 * The price of a service on a basket item (01 §9.5), with `serviceQuantity`:
 * - mandatory: quantity × price, the quantity already counting the nights
 *   and persons its paymentType names. For per night and per person per
 *   night, the price is the mean of its days' prices, so that the derived
 *   quantity costs exactly the sum of its days.
 * - Daily (pricingDynamic 1): quantity × the sum of its days' prices
 *   (`serviceDays`: dailyPrices day by day, else price × nights).
 * - one time: quantity × price.
 * A per-person price (pricingType 1) of a service that is not mandatory is
 * multiplied, day by day, by the persons it is for (`serviceAudience`:
 * adults for per adult, the children under 12 or of 12 and over for those
 * payment types, everybody otherwise); with childrenDifferentThanAdults
 * the children pay by their category (`personsAmount`). Per unit (2) and
 * per consumption (3) prices count the quantity only.
 * A quantity of 0 or less costs nothing.
 * @example servicePrice({ ...parking, quantity: 1 }, { adults: 2, childrenAges: [], nights: 3 }) // 10 a night (8 before tax): { total: 30, totalBeforeTax: 24 }
 * @example servicePrice({ ...breakfast, quantity: 1 }, { adults: 2, childrenAges: [6], nights: 3 }) // 15 per person per morning, 4–11 half price, excluded on arrival, included on departure: { total: 112.5, … }
 */
export function servicePrice(service: BasketService, item: ExtrasItem): ExtraPrice {
  const quantity = serviceQuantity(service, item);
  if (!(quantity > 0)) return ZERO;
  const once: DayPrice = { price: service.price, priceBeforeTax: service.priceBeforeTax };
  if (service.isMandatory) {
    const countsNights = service.paymentType === PAYMENT_TYPE.PER_NIGHT || service.paymentType === PAYMENT_TYPE.PER_PERSON_PER_NIGHT;
    const days = countsNights ? serviceDays(service, item) : [];
    const unit = days.length > 0 ? { price: sum(days).price / days.length, priceBeforeTax: sum(days).priceBeforeTax / days.length } : once;
    return rounded(quantity * unit.price, quantity * unit.priceBeforeTax);
  }
  const days = isDaily(service) ? serviceDays(service, item) : [once];
  const party = serviceAudience(service.paymentType, item);
  const categories = service.childrenDifferentThanAdults ? service.childrenCategories : null;
  const total = sum(days.map((day) => dayAmount(day, service.pricingType, party, categories, itemVat(item))));
  return rounded(quantity * total.price, quantity * total.priceBeforeTax);
}

/**
 * The price of a fee on a basket item (01 §9.5): nothing when it does not
 * apply to the item's rate and unit type (`applicableFees`); otherwise the
 * sum over its dailyPrices (one per night of the stay; a night without a
 * price is not charged) of the night's price, per person (pricingType 1:
 * adults and children, children by category when
 * childrenDifferentThanAdults, a child in no category as an adult) or once
 * per night (per unit, per consumption: a fee has no quantity). A night
 * without priceBeforeTax is taken out of VAT at the item's rate with
 * `priceBeforeTax`, to cents, as the reference API builds the nights it
 * sends.
 * @example feePrice(environmentalFee, { adults: 2, childrenAges: [5, 14], nights: 2, ratePlanId: 1, unitTypeId: 7 }) // 1 per person per night, under 12 free: { total: 6, totalBeforeTax: 6 }
 */
export function feePrice(fee: BasketFee, item: ExtrasItem & Pick<BasketItem, 'ratePlanId' | 'unitTypeId'>): ExtraPrice {
  if (applicableFees([fee], item.ratePlanId, item.unitTypeId).length === 0) return ZERO;
  const vat = itemVat(item);
  const party: Occupancy = { adults: item.adults, childrenAges: item.childrenAges };
  const categories = fee.childrenDifferentThanAdults ? fee.childrenCategories : null;
  const days = fee.dailyPrices.map((day) => ({ price: day.price, priceBeforeTax: day.priceBeforeTax ?? priceBeforeTax(day.price, vat) }));
  const total = sum(days.map((day) => dayAmount(day, fee.pricingType, party, categories, vat)));
  return rounded(total.price, total.priceBeforeTax);
}
