/**
 * The receipt (02 §3.5) every receipt view shows and its one builder from
 * plain lines (`receiptFromLines`); the checkout's receipt of the basket is
 * in `checkout-receipt.ts` (it prices the extras, which the offer and
 * reservation screens never load); what a receipt view shows from a
 * receipt is in `receipt-summary.ts`.
 *
 * Field spellings follow the spec (`accomodation`), so the reference API
 * can store this receipt with the reservation and send it back as is.
 */
import type { IsoDate } from '../format/dates.ts';
import { roundMoney } from '../format/money.ts';
import type { CancellationPolicy } from '../pricing/policy-texts.ts';
export { RECEIPT_KEYS } from './receipt-keys.ts';

/** One accommodation line: the units of one unit type on one rate plan for one stay. */
export interface ReceiptAccommodationItem {
  /** 'unitTypeId_ratePlanId_from_to'. */
  key: string;
  unitTypeId: number;
  ratePlanId: number;
  unitTypeName: string;
  ratePlanName: string;
  /** The property's name when a group's site sells the unit (not in the spec: the group's pages show the group's). */
  propertyName?: string | null;
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
  /** The line's own charges for one unit, when the back end priced it charge by charge (an offer, 02 §2.7); null otherwise. */
  charges: ReceiptCharge[] | null;
  /** The price breakdown's reservation index ('See prices by day', 02 §2.7); null where the view has no breakdown. */
  pricesPerDayIndex: number | null;
  /** The prices `price` sums, as the basket and its lines showed them: a display currency sums them as shown (`convertedTotal`). */
  parts: number[];
}

/** A charge of one unit (02 §3.5 offer receipt `charges[]`). */
export interface ReceiptCharge {
  /** 'ACCOMMODATION_{n}', 'SERVICE_{n}', 'FEE_{n}' (else 'CHARGE_{n}'), n the charge's position: unique within the line. */
  key: string;
  name: string;
  type: number;
  /** For one unit: primaryPrice × quantity. */
  primaryPrice: number;
  quantity: number;
  /** The names of the rate's included services, on the accommodation charge only. */
  includedExtras: string[];
}

/** A tax of the whole booking by label and rate (02 §3.5 offer receipt `taxes[]`). */
export interface ReceiptTax {
  label: string;
  rate: number;
  taxAmount: number;
}

/**
 * The accommodation line of a stay on a rate: units of one unit type on one
 * rate plan for one stay make one line.
 * @example accommodationLineKey({ unitTypeId: 101, ratePlanId: 1011, from: '2027-07-24', to: '2027-07-26' }) // '101_1011_2027-07-24_2027-07-26'
 */
export const accommodationLineKey = (stay: Pick<ReceiptAccommodationItem, 'unitTypeId' | 'ratePlanId' | 'from' | 'to'>): string =>
  `${stay.unitTypeId}_${stay.ratePlanId}_${stay.from}_${stay.to}`;

/** Adds more units' amounts to their accommodation line, to cents. */
export function addToLine(
  line: ReceiptAccommodationItem,
  units: Pick<ReceiptAccommodationItem, 'quantity' | 'price' | 'priceBeforeTax' | 'firstNightPrice' | 'servicesCost'>,
): void {
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
  /** The totals `total` sums, each unit's (`parts` of an accommodation line). */
  parts: number[];
}

/**
 * An extras line's receipt fields, copied from a priced or stored line
 * (which may carry more), without the rate's included services' flag.
 * @example receiptExtra({ key: 'SERVICE_1', kind: 'service', name: 'Parking', quantity: 2, nights: 3, total: 60, totalBeforeTax: 48, price: 10 }).price // undefined
 */
export function receiptExtra(extra: Omit<ReceiptExtrasItem, 'included' | 'parts'>): Omit<ReceiptExtrasItem, 'included' | 'parts'> {
  const { key, kind, name, quantity, nights, total, totalBeforeTax } = extra;
  return { key, kind, name, quantity, nights, total, totalBeforeTax };
}

/**
 * The receipt every receipt view shows: the checkout's (02 §3.5, built from
 * the basket here), the reservation page's (`receiptOfReservation`, from
 * the stored receipt) and the offer's (`receiptOfOffer`, from its priced
 * reservations; the spec's offer receipt fields map onto it: name →
 * unitTypeName, arrival/departure → from/to, totalRateCost → price,
 * totalServicesCost → servicesCost, unitsNumber → quantity,
 * totalBookingCost → price.total, taxes → taxes).
 */
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
  /** The booking's taxes by label and rate, when the back end names them (an offer): the VAT lines read them instead of vatRate. */
  taxes: ReceiptTax[] | null;
  isVatRegistered: boolean;
  vatRate: number;
  currency: string;
  bookingEngineId: number | null;
}

/** A stored cancellation policy as the policy texts read it, or null. */
export const asPolicy = (value: unknown): CancellationPolicy | null => (value !== null && typeof value === 'object' ? (value as CancellationPolicy) : null);

/**
 * One unit's plain receipt line (or `units` identical ones, money for all
 * of them): what every receipt is built from — a basket item, a stored
 * unit of a reservation, a grouped reservation of an offer.
 */
export interface ReceiptLine
  extends Pick<
    ReceiptAccommodationItem,
    | 'unitTypeId'
    | 'ratePlanId'
    | 'unitTypeName'
    | 'ratePlanName'
    | 'propertyName'
    | 'currency'
    | 'from'
    | 'to'
    | 'checkInBegin'
    | 'checkInEnd'
    | 'checkOutBegin'
    | 'checkOutEnd'
    | 'cancellationPolicy'
  > {
  /** The line's grouping key; by default units of one unit type on one rate for one stay share one (`accommodationLineKey`). */
  key?: string;
  /** The units the line stands for; its money covers them all. */
  units: number;
  /** The accommodation, with and without VAT. */
  price: number;
  priceBeforeTax: number;
  firstNightPrice: number;
  /** Services and fees, with and without VAT. */
  servicesCost: number;
  servicesCostBeforeTax: number;
  touristTax: { included: number; notIncluded: number };
  /** Names of the services the rate includes (shown 'Included'), counted once per unit. */
  includedServices: readonly string[];
  /** The unit's services and fees ('SERVICE_{id}', 'FEE_{id}'). */
  extras: readonly Omit<ReceiptExtrasItem, 'included' | 'parts'>[];
  /** The line's own charges (an offer's); none by default. */
  charges?: ReceiptCharge[] | null;
  pricesPerDayIndex?: number | null;
}

/** The engine settings a receipt carries (01 §3.1), and the taxes by label when the back end names them. */
export interface ReceiptSettings {
  isVatRegistered: boolean;
  vatRate: number;
  currency: string;
  bookingEngineId: number | null;
  taxes?: ReceiptTax[] | null;
}

/**
 * The receipt of plain lines (02 §3.5), the one builder behind every
 * receipt view:
 * - accommodation lines grouped by unitTypeId + ratePlanId and the stay's
 *   dates (`accommodationLineKey`) with the units' quantity and their
 *   summed price, priceBeforeTax, firstNightPrice and servicesCost;
 * - extras lines keyed by included service name, 'SERVICE_{id}' or
 *   'FEE_{id}', the included ones first, quantities and totals summed;
 * - totals with and without VAT, VAT being the total less an included
 *   tourist tax less the total before tax; the tourist tax split into
 *   included in the rates and paid at the property (outside every total).
 * Amounts are to cents.
 * @example receiptFromLines([line, line], settings).accomodation.items[0].quantity // 2
 */
export function receiptFromLines(lines: readonly ReceiptLine[], settings: ReceiptSettings): Receipt {
  const grouped = new Map<string, ReceiptAccommodationItem>();
  const extras: Record<string, ReceiptExtrasItem> = {};
  const sums = { beforeTax: 0, cost: 0, firstNight: 0, extrasBeforeTax: 0, extrasCost: 0, touristIncluded: 0, touristNotIncluded: 0 };

  const addExtra = (entry: Omit<ReceiptExtrasItem, 'parts'>) => {
    const known = extras[entry.key];
    if (!known) extras[entry.key] = { ...entry, parts: [entry.total] };
    else {
      known.parts.push(entry.total);
      known.quantity += entry.quantity;
      known.total = roundMoney(known.total + entry.total);
      known.totalBeforeTax = roundMoney(known.totalBeforeTax + entry.totalBeforeTax);
      known.nights ??= entry.nights;
    }
  };

  for (const line of lines) {
    const key = line.key ?? accommodationLineKey(line);
    const amounts = {
      quantity: line.units,
      price: line.price,
      priceBeforeTax: line.priceBeforeTax,
      firstNightPrice: line.firstNightPrice,
      servicesCost: line.servicesCost,
    };
    const known = grouped.get(key);
    if (known) {
      addToLine(known, amounts);
      known.parts.push(line.price);
    } else {
      grouped.set(key, {
        key,
        unitTypeId: line.unitTypeId,
        ratePlanId: line.ratePlanId,
        unitTypeName: line.unitTypeName,
        ratePlanName: line.ratePlanName,
        propertyName: line.propertyName ?? null,
        ...amounts,
        price: roundMoney(line.price),
        priceBeforeTax: roundMoney(line.priceBeforeTax),
        firstNightPrice: roundMoney(line.firstNightPrice),
        servicesCost: roundMoney(line.servicesCost),
        currency: line.currency,
        from: line.from,
        to: line.to,
        checkInBegin: line.checkInBegin,
        checkInEnd: line.checkInEnd,
        checkOutBegin: line.checkOutBegin,
        checkOutEnd: line.checkOutEnd,
        cancellationPolicy: asPolicy(line.cancellationPolicy),
        charges: line.charges ?? null,
        pricesPerDayIndex: line.pricesPerDayIndex ?? null,
        parts: [line.price],
      });
    }
    for (const name of line.includedServices) {
      addExtra({ key: name, kind: 'included', name, quantity: line.units, nights: null, total: 0, totalBeforeTax: 0, included: true });
    }
    for (const extra of line.extras) addExtra({ ...extra, included: false });
    sums.cost += line.price;
    sums.beforeTax += line.priceBeforeTax;
    sums.firstNight += line.firstNightPrice;
    sums.extrasCost += line.servicesCost;
    sums.extrasBeforeTax += line.servicesCostBeforeTax;
    sums.touristIncluded += line.touristTax.included;
    sums.touristNotIncluded += line.touristTax.notIncluded;
  }

  const touristTax = { notIncluded: roundMoney(sums.touristNotIncluded), included: roundMoney(sums.touristIncluded) };
  const accomodation = {
    items: [...grouped.values()],
    totalBeforeTax: roundMoney(sums.beforeTax),
    taxAmount: roundMoney(Math.max(0, sums.cost - touristTax.included - sums.beforeTax)),
    totalCost: roundMoney(sums.cost),
    firstNightPrice: roundMoney(sums.firstNight),
  };
  // The services the rates include come first, then the paid ones, each in the order first met.
  const ordered = Object.fromEntries([...Object.entries(extras).filter(([, e]) => e.included), ...Object.entries(extras).filter(([, e]) => !e.included)]);
  const extrasTotal = {
    items: ordered,
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
    taxes: settings.taxes ?? null,
    isVatRegistered: settings.isVatRegistered,
    vatRate: settings.vatRate,
    currency: settings.currency,
    bookingEngineId: settings.bookingEngineId,
  };
}
