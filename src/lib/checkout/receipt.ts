/**
 * The checkout receipt (02 §3.5) computed from the basket; what a receipt
 * view shows from it is in `receipt-summary.ts`.
 *
 * Field spellings follow the spec (`accomodation`), so the reference API
 * can store this receipt with the reservation and send it back as is.
 */
import type { BasketItem } from '../basket/basket.ts';
import type { IsoDate } from '../format/dates.ts';
import { extrasTotals, type ExtrasBasketItem } from '../extras/extras.ts';
import { roundMoney } from '../format/money.ts';
import type { CancellationPolicy } from '../pricing/policy-texts.ts';
import { RECEIPT_KEYS } from './receipt-keys.ts';

export { RECEIPT_KEYS } from './receipt-keys.ts';

const K = RECEIPT_KEYS;

/** The basket item fields the receipt reads (01 §3.11). */
export type ReceiptBasketItem = ExtrasBasketItem &
  Pick<
    BasketItem,
    | 'bookingEngineId'
    | 'currency'
    | 'isVatRegistered'
    | 'vatRate'
    | 'unitTypeName'
    | 'ratePlanName'
    | 'firstNightPrice'
    | 'from'
    | 'to'
    | 'cancellationPolicy'
    | 'checkInBegin'
    | 'checkInEnd'
    | 'checkOutBegin'
    | 'checkOutEnd'
    | 'includedServices'
  >;

/** One accommodation line: the units of one unit type on one rate plan for one stay. */
export interface ReceiptAccommodationItem {
  /** 'unitTypeId_ratePlanId_from_to'. */
  key: string;
  unitTypeId: number;
  ratePlanId: number;
  unitTypeName: string;
  ratePlanName: string;
  /** Units on the line. */
  quantity: number;
  /** Sums over the units, to cents: totalRate, totalRateBeforeTax, firstNightPrice, services and fees. */
  price: number;
  priceBeforeTax: number;
  firstNightPrice: number;
  servicesCost: number;
  currency: string;
  from: IsoDate;
  to: IsoDate;
  checkInBegin: string | null;
  checkInEnd: string | null;
  checkOutBegin: string | null;
  checkOutEnd: string | null;
  cancellationPolicy: CancellationPolicy | null;
}

/**
 * The accommodation line of a stay on a rate: units of one unit type on one
 * rate plan for one stay make one line.
 * @example accommodationLineKey({ unitTypeId: 101, ratePlanId: 1011, from: '2027-07-24', to: '2027-07-26' }) // '101_1011_2027-07-24_2027-07-26'
 */
export const accommodationLineKey = (stay: Pick<ReceiptAccommodationItem, 'unitTypeId' | 'ratePlanId' | 'from' | 'to'>): string => `${stay.unitTypeId}_${stay.ratePlanId}_${stay.from}_${stay.to}`;

/** Adds more units' amounts to their accommodation line, to cents. */
export function addToLine(line: ReceiptAccommodationItem, units: Pick<ReceiptAccommodationItem, 'quantity' | 'price' | 'priceBeforeTax' | 'firstNightPrice' | 'servicesCost'>): void {
  line.quantity += units.quantity;
  line.price = roundMoney(line.price + units.price);
  line.priceBeforeTax = roundMoney(line.priceBeforeTax + units.priceBeforeTax);
  line.firstNightPrice = roundMoney(line.firstNightPrice + units.firstNightPrice);
  line.servicesCost = roundMoney(line.servicesCost + units.servicesCost);
}

/** One extras line, summed over the units that have it. */
export interface ReceiptExtrasItem {
  /** The included service's name, 'SERVICE_{id}' or 'FEE_{id}'. */
  key: string;
  kind: 'included' | 'service' | 'fee';
  name: string;
  quantity: number;
  /** 'N nights' of a per-night service or a fee; null for one-time and included services. */
  nights: number | null;
  total: number;
  totalBeforeTax: number;
  /** A service the rate includes (shown 'Included'). */
  included: boolean;
}

/** The checkout receipt (02 §3.5). */
export interface Receipt {
  accomodation: {
    items: ReceiptAccommodationItem[];
    totalBeforeTax: number;
    /** VAT: totalCost less an included tourist tax less totalBeforeTax. */
    taxAmount: number;
    totalCost: number;
    firstNightPrice: number;
  };
  extras: {
    items: Record<string, ReceiptExtrasItem>;
    totalBeforeTax: number;
    taxAmount: number;
    totalCost: number;
  };
  price: { total: number; beforeTax: number; taxAmount: number };
  touristTax: { notIncluded: number; included: number };
  isVatRegistered: boolean;
  vatRate: number;
  currency: string;
  bookingEngineId: number | null;
}

/** Engine settings of the receipt; by default the first basket item's. */
export interface ReceiptSettings {
  isVatRegistered?: boolean | null;
  vatRate?: number | null;
  currency?: string | null;
  bookingEngineId?: number | null;
}

/** A stored cancellation policy as the policy texts read it, or null. */
export const asPolicy = (value: unknown): CancellationPolicy | null => (value !== null && typeof value === 'object' ? (value as CancellationPolicy) : null);

/**
 * The checkout receipt of the basket (02 §3.5):
 * - accommodation lines grouped by unitTypeId + ratePlanId (and the stay's
 *   dates, which a basket shares) with the units' quantity and their
 *   summed price, priceBeforeTax, firstNightPrice and servicesCost (the
 *   unit's extras, `extrasTotals`);
 * - extras lines keyed by included service name, 'SERVICE_{id}' or
 *   'FEE_{id}' (`extraLines`), quantities and totals summed over units;
 * - totals with and without VAT; the tourist tax split into included in
 *   the rates and paid at the property (outside every total);
 * - the engine's VAT registration and rate, currency and id, from
 *   `settings` or else the first item.
 * Amounts are to cents.
 * @example checkoutReceipt([item, item]).accomodation.items[0].quantity // 2
 */
export function checkoutReceipt(items: readonly ReceiptBasketItem[], settings: ReceiptSettings = {}): Receipt {
  const lines = new Map<string, ReceiptAccommodationItem>();
  const extras: Record<string, ReceiptExtrasItem> = {};
  const sums = { beforeTax: 0, cost: 0, firstNight: 0, extrasBeforeTax: 0, extrasCost: 0, touristIncluded: 0, touristNotIncluded: 0 };

  const addExtra = (entry: ReceiptExtrasItem) => {
    const known = extras[entry.key];
    if (!known) extras[entry.key] = { ...entry };
    else {
      known.quantity += entry.quantity;
      known.total = roundMoney(known.total + entry.total);
      known.totalBeforeTax = roundMoney(known.totalBeforeTax + entry.totalBeforeTax);
      known.nights ??= entry.nights;
    }
  };

  for (const item of items) {
    const totals = extrasTotals(item);
    const key = accommodationLineKey(item);
    const line = lines.get(key);
    if (line) {
      addToLine(line, { quantity: 1, price: totals.accommodation, priceBeforeTax: totals.accommodationBeforeTax, firstNightPrice: item.firstNightPrice, servicesCost: totals.extras });
    } else {
      lines.set(key, {
        key,
        unitTypeId: item.unitTypeId,
        ratePlanId: item.ratePlanId,
        unitTypeName: item.unitTypeName,
        ratePlanName: item.ratePlanName,
        quantity: 1,
        price: totals.accommodation,
        priceBeforeTax: totals.accommodationBeforeTax,
        firstNightPrice: roundMoney(item.firstNightPrice),
        servicesCost: totals.extras,
        currency: item.currency,
        from: item.from,
        to: item.to,
        checkInBegin: item.checkInBegin,
        checkInEnd: item.checkInEnd,
        checkOutBegin: item.checkOutBegin,
        checkOutEnd: item.checkOutEnd,
        cancellationPolicy: asPolicy(item.cancellationPolicy),
      });
    }
    for (const name of item.includedServices) {
      addExtra({ key: name, kind: 'included', name, quantity: 1, nights: null, total: 0, totalBeforeTax: 0, included: true });
    }
    for (const extra of totals.lines) {
      addExtra({ key: extra.key, kind: extra.kind, name: extra.name, quantity: extra.quantity, nights: extra.nights, total: extra.total, totalBeforeTax: extra.totalBeforeTax, included: false });
    }
    sums.cost += totals.accommodation;
    sums.beforeTax += totals.accommodationBeforeTax;
    sums.firstNight += item.firstNightPrice;
    sums.extrasCost += totals.extras;
    sums.extrasBeforeTax += totals.extrasBeforeTax;
    sums.touristIncluded += totals.touristTax.included;
    sums.touristNotIncluded += totals.touristTax.notIncluded;
  }

  const first = items[0];
  const touristTax = { notIncluded: roundMoney(sums.touristNotIncluded), included: roundMoney(sums.touristIncluded) };
  const accomodation = {
    items: [...lines.values()],
    totalBeforeTax: roundMoney(sums.beforeTax),
    taxAmount: roundMoney(Math.max(0, sums.cost - touristTax.included - sums.beforeTax)),
    totalCost: roundMoney(sums.cost),
    firstNightPrice: roundMoney(sums.firstNight),
  };
  const extrasTotal = {
    items: extras,
    totalBeforeTax: roundMoney(sums.extrasBeforeTax),
    taxAmount: roundMoney(Math.max(0, sums.extrasCost - sums.extrasBeforeTax)),
    totalCost: roundMoney(sums.extrasCost),
  };
  return {
    accomodation,
    extras: extrasTotal,
    price: {
      total: roundMoney(accomodation.totalCost + extrasTotal.totalCost),
      beforeTax: roundMoney(accomodation.totalBeforeTax + extrasTotal.totalBeforeTax),
      taxAmount: roundMoney(accomodation.taxAmount + extrasTotal.taxAmount),
    },
    touristTax,
    isVatRegistered: Boolean(settings.isVatRegistered ?? first?.isVatRegistered ?? false),
    vatRate: settings.vatRate ?? first?.vatRate ?? 0,
    currency: settings.currency ?? first?.currency ?? '',
    bookingEngineId: settings.bookingEngineId ?? first?.bookingEngineId ?? null,
  };
}
