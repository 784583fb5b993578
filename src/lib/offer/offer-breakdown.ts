/**
 * The 'Price breakdown' modal of an offer reservation (02 §2.8): header,
 * the accommodation night by night with a column per paying children
 * band, the services, fees and tourist taxes tables with their footers,
 * the tax notes and 'Total per unit'. Texts are translation keys with
 * tokens (`Message`); amounts are numbers in the reservation's currency.
 */
import { formatDotted, unixToIsoDate } from '../format/dates.ts';
import { PRICING_DYNAMIC } from '../extras/extras-quantity.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';
import type { OfferChildBandPrice, OfferExtraPrice, OfferReservation } from './offer-contract.ts';
import { RECEIPT_KEYS } from '../checkout/receipt-keys.ts';
import { unitParts } from './offer-totals.ts';

/** Every key the breakdown returns. */
export const BREAKDOWN_KEYS = {
  title: 'Price breakdown',
  date: 'Date',
  accommodation: 'Accommodation',
  adults: 'Adults',
  childrenBand: 'Children %ageFrom%-%ageTo%',
  total: 'Total',
  noAccommodation: 'No accomodation data found',
  services: 'Services',
  fees: 'Fees',
  touristTaxes: 'Tourist taxes',
  service: 'Service',
  type: 'Type',
  quantity: 'Quantity',
  price: 'Price',
  free: 'Free',
  includedInRate: 'Included in rate',
  daily: 'Daily',
  oneTime: 'One time',
  taxIncluded: '%label% (%rate%%) included in price',
  totalPerUnit: 'Total per unit',
  touristTaxIncluded: RECEIPT_KEYS.touristTaxIncluded,
  touristTaxNotIncluded: RECEIPT_KEYS.touristTaxNotIncluded,
} as const;

const K = BREAKDOWN_KEYS;

/** A children band with a column: its ages (ageTo exclusive, shown as in the data). */
export interface ChildBand {
  ageFrom: number;
  ageTo: number;
}

/** One night of the accommodation table. */
export interface AccommodationRow {
  /** DD.MM.YYYY (UTC). */
  date: string;
  perNight: number | null;
  adults: number | null;
  /** One amount per band of `bands`, in that order (0 when the night has none). */
  children: number[];
  total: number;
}

/** The accommodation table. */
export interface AccommodationTable {
  /** Column headers in order: Date, then Accommodation, Adults, a 'Children {ageFrom}-{ageTo}' per band (only when `detailed`), then Total. */
  columns: Message[];
  /** False when no night has a perNight value: only Date and Total are shown. */
  detailed: boolean;
  bands: ChildBand[];
  rows: AccommodationRow[];
  /** The footer: the nights' totals summed. */
  total: number;
  /** 'No accomodation data found' when there are no nights, else null. */
  empty: Message | null;
}

/** A row of the services, fees or tourist taxes table. */
export interface ExtraRow {
  name: string;
  /** 'Daily' or 'One time' (pricingDynamic); null for another value. */
  type: Message | null;
  quantity: number;
  total: number;
  /** Shown in the Price cell instead of 0: 'Free' (services, tourist taxes) or 'Included in rate' (fees); null when it costs something. */
  zeroLabel: Message | null;
}

/** The services, fees or tourist taxes table (columns Service, Type, Quantity, Price). */
export interface ExtrasTable {
  kind: 'services' | 'fees' | 'touristTaxes';
  title: Message;
  columns: Message[];
  rows: ExtraRow[];
  /** The footer: the rows' totals summed. */
  total: number;
}

/** The whole modal. */
export interface PriceBreakdown {
  title: Message;
  /** The header: unit type name, (arrival - departure) as DD.MM.YYYY (UTC), and the guests ('adults' and 'children' plural keys with count). */
  header: { unitTypeName: string; arrival: string; departure: string; guests: Message[] };
  accommodation: AccommodationTable;
  services: ExtrasTable;
  fees: ExtrasTable;
  touristTaxes: ExtrasTable;
  /** Below the tables: each tax '{label} ({rate}%) included in price', then the tourist tax's note. */
  taxNotes: Message[];
  /** 'Total per unit': totalReservationPrice. */
  totalPerUnit: number;
  /** The amounts it is made of, as the card's panel sums them (`unitParts`). */
  totalPerUnitParts: number[];
  currency: string;
}

const bandKey = (band: ChildBand): string => `${band.ageFrom}-${band.ageTo}`;

/**
 * The children bands that get a column (02 §2.8): those whose price is
 * above 0 on some night, in the order they first appear.
 * @example childBands([{ children: [{ ageFrom: 0, ageTo: 3, price: 0 }, { ageFrom: 3, ageTo: 12, price: 27.5 }] }]) // [{ ageFrom: 3, ageTo: 12 }]
 */
export function childBands(days: readonly { children: readonly OfferChildBandPrice[] }[]): ChildBand[] {
  const bands = new Map<string, ChildBand>();
  for (const day of days) {
    for (const child of day.children) {
      if (child.price > 0 && !bands.has(bandKey(child))) bands.set(bandKey(child), { ageFrom: child.ageFrom, ageTo: child.ageTo });
    }
  }
  return [...bands.values()];
}

/**
 * The accommodation table (02 §2.8): Date, Accommodation, Adults, one
 * 'Children {ageFrom}-{ageTo}' column per band whose price is above 0,
 * Total; only Date and Total when no night has a perNight value; 'No
 * accomodation data found' without nights. The footer sums the totals.
 * @example accommodationTable(reservation.pricesPerDay.accommodation).columns.map((c) => c.key) // ['Date', 'Accommodation', 'Adults', 'Children %ageFrom%-%ageTo%', 'Total']
 */
export function accommodationTable(days: OfferReservation['pricesPerDay']['accommodation']): AccommodationTable {
  const detailed = days.some((day) => day.perNight !== null && day.perNight !== undefined);
  const bands = detailed ? childBands(days) : [];
  const columns = detailed
    ? [message(K.date), message(K.accommodation), message(K.adults), ...bands.map((band) => message(K.childrenBand, { ...band })), message(K.total)]
    : [message(K.date), message(K.total)];
  const rows = days.map((day) => {
    const byBand = new Map<string, number>();
    for (const child of day.children) byBand.set(bandKey(child), roundMoney((byBand.get(bandKey(child)) ?? 0) + child.price));
    return {
      date: formatDotted(unixToIsoDate(day.timestamp)),
      perNight: detailed ? (day.perNight ?? null) : null,
      adults: detailed ? (day.adults ?? null) : null,
      children: bands.map((band) => byBand.get(bandKey(band)) ?? 0),
      total: day.total,
    };
  });
  return {
    columns,
    detailed,
    bands,
    rows,
    total: roundMoney(days.reduce((sum, day) => sum + day.total, 0)),
    empty: days.length === 0 ? message(K.noAccommodation) : null,
  };
}

function typeOf(pricingDynamic: number): Message | null {
  if (pricingDynamic === PRICING_DYNAMIC.DAILY) return message(K.daily);
  if (pricingDynamic === PRICING_DYNAMIC.ONE_TIME) return message(K.oneTime);
  return null;
}

/**
 * A services, fees or tourist taxes table (02 §2.8): a row per entry with
 * its type ('Daily' / 'One time'), quantity and total; a total of 0 reads
 * 'Included in rate' for a fee and 'Free' otherwise. The footer sums the
 * totals.
 * @example extrasTable('fees', [{ name: 'Environmental fee', pricingDynamic: 1, quantity: 3, total: 0 }]).rows[0].zeroLabel // { key: 'Included in rate', tokens: {} }
 */
export function extrasTable(kind: ExtrasTable['kind'], entries: readonly OfferExtraPrice[]): ExtrasTable {
  const zero = kind === 'fees' ? K.includedInRate : K.free;
  return {
    kind,
    title: message(kind === 'services' ? K.services : kind === 'fees' ? K.fees : K.touristTaxes),
    columns: [message(K.service), message(K.type), message(K.quantity), message(K.price)],
    rows: entries.map((entry) => ({
      name: entry.name,
      type: typeOf(entry.pricingDynamic),
      quantity: entry.quantity,
      total: entry.total,
      zeroLabel: entry.total > 0 ? null : message(zero),
    })),
    total: roundMoney(entries.reduce((sum, entry) => sum + entry.total, 0)),
  };
}

/**
 * The notes under the tables: each tax of the stay '{label} ({rate}%)
 * included in price', then, when there is a tourist tax, 'Tourist tax is
 * included in price' (the rate includes it) or 'Tourist tax is not
 * included in total and is paid at property'.
 * @example taxNotes(reservation).map((m) => m.key) // ['%label% (%rate%%) included in price', 'Tourist tax is not included in total and is paid at property']
 */
export function taxNotes(reservation: Pick<OfferReservation, 'pricesPerDay'> & { isTouristTaxIncluded?: boolean }): Message[] {
  const notes = reservation.pricesPerDay.taxes.map((tax) => message(K.taxIncluded, { label: tax.label, rate: tax.rate }));
  const touristTax = reservation.pricesPerDay.touristTaxes.reduce((sum, entry) => sum + entry.total, 0);
  if (touristTax > 0) notes.push(message(reservation.isTouristTaxIncluded ? K.touristTaxIncluded : K.touristTaxNotIncluded));
  return notes;
}

/**
 * The reservation the modal shows: the one at the price-per-day index
 * (default 0), the first when the index is out of range; null without
 * reservations.
 * @example breakdownReservation([a, b], 1) // b
 */
export function breakdownReservation<R>(reservations: readonly R[], index = 0): R | null {
  return reservations[index] ?? reservations[0] ?? null;
}

/**
 * The whole 'Price breakdown' modal of a reservation (02 §2.8).
 * @example priceBreakdown(reservation).totalPerUnit // reservation.totalReservationPrice
 */
export function priceBreakdown(reservation: OfferReservation): PriceBreakdown {
  const { pricesPerDay } = reservation;
  const guests = [message('adults', { count: reservation.adults }), message('children', { count: reservation.children })];
  return {
    title: message(K.title),
    header: {
      unitTypeName: reservation.unitType.name,
      arrival: formatDotted(unixToIsoDate(reservation.arrivalDate)),
      departure: formatDotted(unixToIsoDate(reservation.departureDate)),
      guests,
    },
    accommodation: accommodationTable(pricesPerDay.accommodation),
    services: extrasTable('services', pricesPerDay.services),
    fees: extrasTable('fees', pricesPerDay.fees),
    touristTaxes: extrasTable('touristTaxes', pricesPerDay.touristTaxes),
    taxNotes: taxNotes(reservation),
    totalPerUnit: roundMoney(reservation.totalReservationPrice),
    totalPerUnitParts: unitParts(reservation),
    currency: reservation.currency,
  };
}
