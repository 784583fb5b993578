/**
 * Extras of the basket (01 §2.14, §5.3, §9.5): what the extras screen
 * labels a service with, the extras lines and totals of a basket item, the
 * basket's subtotals, and the services a reservation carries.
 *
 * Quantities and the stepper are in `extras-quantity.ts`, prices of
 * services and fees in `extras-price.ts`; both are re-exported here.
 */
import type { BasketFee, BasketItem, BasketService } from '../basket/basket.ts';
import { applicableFees, touristTaxTotal } from './fees.ts';
import { feePrice, servicePrice, type ExtraPrice, type ExtrasItem } from './extras-price.ts';
import { chargedNights, isDaily, PRICING_DYNAMIC, PRICING_TYPE, serviceQuantity, type ExtrasStay } from './extras-quantity.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';

export * from './extras-quantity.ts';
export * from './extras-price.ts';

/** Every translation key the extras rules return (`nights` is plural: nights_one, nights_other, with %count%). */
export const EXTRAS_KEYS = ['per person', 'Daily', 'One time', 'Excluded on arrival', 'Included on departure', 'nights'] as const;

/** What the extras screen shows under a service's price (01 §2.14). */
export interface ServicePricingLabel {
  /**
   * In order: 'per person' for a price charged per person (pricingType 1:
   * the line multiplies it by the stay's persons), 'Daily' or 'One time'
   * (pricingDynamic; none for an unknown value), then on a Daily service
   * 'Excluded on arrival' and 'Included on departure' when set, and
   * 'N nights' (key 'nights', token count).
   */
  messages: Message[];
  /** Nights a Daily service is charged for (`chargedNights`); null for a one-time service. */
  nights: number | null;
}

/**
 * The pricing labels of a service on the extras screen (01 §2.14). The
 * arrival and departure labels and the night count only mean something
 * for a service charged per night, so a one-time service shows just
 * 'One time'. Not in the spec: 'per person' first when the price shown is
 * charged per person (pricingType 1), else a guest reads '15,00 EUR Daily
 * · 4 nights' and finds 120,00 EUR for two (design decision).
 * @example servicePricingLabel({ pricingDynamic: 1, excludeArrival: true, includeDeparture: true, dailyPrices: [] }, 3).messages.map((m) => m.key) // ['Daily', 'Excluded on arrival', 'Included on departure', 'nights']
 * @example servicePricingLabel({ pricingType: 1, pricingDynamic: 2, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 3).messages.map((m) => m.key) // ['per person', 'One time']
 */
export function servicePricingLabel(
  service: Pick<BasketService, 'pricingDynamic' | 'excludeArrival' | 'includeDeparture' | 'dailyPrices'> & Partial<Pick<BasketService, 'pricingType'>>,
  stayNights: number,
): ServicePricingLabel {
  const perPerson = service.pricingType === PRICING_TYPE.PER_PERSON ? [message('per person')] : [];
  if (!isDaily(service))
    return { messages: [...perPerson, ...(service.pricingDynamic === PRICING_DYNAMIC.ONE_TIME ? [message('One time')] : [])], nights: null };
  const nights = chargedNights(service, stayNights);
  const messages = [...perPerson, message('Daily')];
  if (service.excludeArrival) messages.push(message('Excluded on arrival'));
  if (service.includeDeparture) messages.push(message('Included on departure'));
  messages.push(message('nights', { count: nights }));
  return { messages, nights };
}

/** One extras line of a basket item (02 §3.5: keyed 'SERVICE_{id}' or 'FEE_{id}'). */
export interface ExtraLine extends ExtraPrice {
  key: string;
  kind: 'service' | 'fee';
  id: number;
  name: string;
  /** The service's `serviceQuantity`; 1 for a fee. */
  quantity: number;
  /** Nights charged ('N nights'): a Daily service's, a fee's priced nights; null for a one-time service. */
  nights: number | null;
}

/** The item fields the extras lines and totals read. */
export type ExtrasBasketItem = ExtrasItem &
  Pick<BasketItem, 'ratePlanId' | 'unitTypeId' | 'totalRate' | 'totalRateBeforeTax' | 'touristTax' | 'isTouristTaxIncluded'> & {
    services: readonly BasketService[];
    fees: readonly BasketFee[];
  };

/**
 * The extras lines of a basket item: each service with a quantity above 0
 * (`serviceQuantity`) and each fee that applies to its rate and unit type
 * (01 §9.5), priced. Lines of 0 stay (the receipt marks them 'Included').
 * @example extraLines(item).map((line) => line.key) // ['SERVICE_101', 'FEE_102']
 */
export function extraLines(item: ExtrasBasketItem): ExtraLine[] {
  const lines: ExtraLine[] = [];
  for (const service of item.services) {
    const quantity = serviceQuantity(service, item);
    if (!(quantity > 0)) continue;
    lines.push({
      key: `SERVICE_${service.id}`,
      kind: 'service',
      id: service.id,
      name: service.name,
      quantity,
      nights: isDaily(service) ? chargedNights(service, item.nights) : null,
      ...servicePrice(service, item),
    });
  }
  for (const fee of applicableFees(item.fees, item.ratePlanId, item.unitTypeId)) {
    lines.push({ key: `FEE_${fee.id}`, kind: 'fee', id: fee.id, name: fee.name, quantity: 1, nights: fee.dailyPrices.length, ...feePrice(fee, item) });
  }
  return lines;
}

/** The tourist tax of a stay, split by whether the rate includes it (02 §3.5). */
export interface TouristTaxSplit {
  /** In the rate's totalRate already. */
  included: number;
  /** Not in any total: paid at the property (02 §2.3). */
  notIncluded: number;
}

/** Totals of one basket item, to cents. */
export interface ItemTotals {
  /** The rate's totalRate. */
  accommodation: number;
  accommodationBeforeTax: number;
  /** Services and fees. */
  extras: number;
  extrasBeforeTax: number;
  touristTax: TouristTaxSplit;
  /** accommodation + extras: an included tourist tax is inside totalRate, one not included is paid at the property. */
  total: number;
  totalBeforeTax: number;
  lines: ExtraLine[];
}

/**
 * Totals of a basket item: accommodation (totalRate), extras (the sum of
 * its `extraLines`, each rounded to cents), the tourist tax
 * (`touristTaxTotal` over its entries, included or not per
 * isTouristTaxIncluded), and the item's total = accommodation + extras.
 * @example extrasTotals(item).total // 330 + 45
 */
export function extrasTotals(item: ExtrasBasketItem): ItemTotals {
  const lines = extraLines(item);
  const extras = roundMoney(lines.reduce((sum, line) => sum + line.total, 0));
  const extrasBeforeTax = roundMoney(lines.reduce((sum, line) => sum + line.totalBeforeTax, 0));
  const touristTax = touristTaxTotal(item.touristTax, item.adults, item.childrenAges);
  return {
    accommodation: roundMoney(item.totalRate),
    accommodationBeforeTax: roundMoney(item.totalRateBeforeTax),
    extras,
    extrasBeforeTax,
    touristTax: item.isTouristTaxIncluded ? { included: touristTax, notIncluded: 0 } : { included: 0, notIncluded: touristTax },
    total: roundMoney(item.totalRate + extras),
    totalBeforeTax: roundMoney(item.totalRateBeforeTax + extrasBeforeTax),
    lines,
  };
}

/** The basket's subtotals (01 §2.14 footer: Accommodation, Extras, Total cost), to cents. */
export type BasketTotals = Omit<ItemTotals, 'lines'>;

/**
 * Sums the items' `extrasTotals` (01 §2.14, §2.13 'Total cost').
 * @example basketTotals([]).total // 0
 */
export function basketTotals(items: readonly ExtrasBasketItem[]): BasketTotals {
  const totals: BasketTotals = {
    accommodation: 0,
    accommodationBeforeTax: 0,
    extras: 0,
    extrasBeforeTax: 0,
    touristTax: { included: 0, notIncluded: 0 },
    total: 0,
    totalBeforeTax: 0,
  };
  for (const item of items) {
    const own = extrasTotals(item);
    totals.accommodation += own.accommodation;
    totals.accommodationBeforeTax += own.accommodationBeforeTax;
    totals.extras += own.extras;
    totals.extrasBeforeTax += own.extrasBeforeTax;
    totals.touristTax.included += own.touristTax.included;
    totals.touristTax.notIncluded += own.touristTax.notIncluded;
    totals.total += own.total;
    totals.totalBeforeTax += own.totalBeforeTax;
  }
  return {
    accommodation: roundMoney(totals.accommodation),
    accommodationBeforeTax: roundMoney(totals.accommodationBeforeTax),
    extras: roundMoney(totals.extras),
    extrasBeforeTax: roundMoney(totals.extrasBeforeTax),
    touristTax: { included: roundMoney(totals.touristTax.included), notIncluded: roundMoney(totals.touristTax.notIncluded) },
    total: roundMoney(totals.total),
    totalBeforeTax: roundMoney(totals.totalBeforeTax),
  };
}

/**
 * The services of a reservation room (01 §7.2 POST /reservation, §5.3):
 * each service with its `serviceQuantity` (a mandatory one's derived
 * quantity), leaving out those with quantity 0 or less.
 * @example reservationServices(item) // [{ serviceId: 101, quantity: 1 }]
 */
export function reservationServices(item: ExtrasStay & { services: readonly BasketService[] }): { serviceId: number; quantity: number }[] {
  return item.services.map((service) => ({ serviceId: service.id, quantity: serviceQuantity(service, item) })).filter((service) => service.quantity > 0);
}

const sameName = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLocaleLowerCase();

/**
 * The services a guest may add to a unit on a rate: not those the rate
 * includes already (a rate with breakfast offers no paid breakfast),
 * matched by name, letter case and accents aside. A mandatory service
 * stays: the property charges it whatever the rate.
 * @example servicesBeyondRate([{ name: 'Breakfast', isMandatory: false }, { name: 'Parking', isMandatory: false }], ['breakfast']).map((s) => s.name) // ['Parking']
 */
export function servicesBeyondRate<T extends { name: string; isMandatory: boolean }>(services: readonly T[], included: readonly string[]): T[] {
  const names = new Set(included.map(sameName));
  return services.filter((service) => service.isMandatory || !names.has(sameName(service.name)));
}

/** The amounts the extras page shows of a basket, by the total they make: each unit's rate, each extra and fee line. */
export interface BasketParts {
  accommodation: number[];
  extras: number[];
}

/**
 * The amounts shown beside the basket's totals (01 §2.14): a total in a
 * display currency is their sum as shown (`convertedTotal`).
 * @example basketParts([item]).accommodation // [item.totalRate]
 */
export function basketParts(items: readonly ExtrasBasketItem[]): BasketParts {
  return {
    accommodation: items.map((item) => item.totalRate),
    extras: items.flatMap((item) => extraLines(item).map((line) => line.total)),
  };
}
