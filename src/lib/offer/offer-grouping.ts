/**
 * The offer screen's cards (02 §2.6, §9.4): identical reservations merged
 * into one item with a number of units, the occupancy and rooms texts, and
 * the totals of the cards and of the bottom bar.
 */
import { formatDotted, unixToIsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';
import type { Offer, OfferReservation, OfferUnitType } from './offer-contract.ts';

/** The currency shown when an offer has no reservations (02 §9.2). */
export const DEFAULT_OFFER_CURRENCY = 'EUR';

/** The reservation fields the merge rule compares (02 §9.4). */
export type GroupableReservation = Pick<
  OfferReservation,
  | 'reservationsId'
  | 'arrivalDate'
  | 'departureDate'
  | 'adults'
  | 'children'
  | 'currency'
  | 'discounts'
  | 'includedExtras'
  | 'pricesPerDay'
  | 'charges'
  | 'ratePlanName'
  | 'ratePlansId'
  | 'totalAccommodationPrice'
  | 'totalReservationPrice'
> & { childrenAges?: readonly number[]; unitType: Pick<OfferUnitType, 'id'> };

/** A card of the offer screen: one reservation standing for `unitsNumber` identical ones. */
export interface OfferItem<R extends GroupableReservation = OfferReservation> {
  /** The first of the merged reservations. */
  reservation: R;
  unitsNumber: number;
  /** The reservationsId of every merged reservation, in offer order. */
  reservationIds: number[];
}

/** Object keys sorted, undefined dropped: equal values give equal text. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** A row's own id is not part of what it is: two reservations carry different discount and tax row ids. */
const withoutRowId = <T extends { id?: unknown }>({ id: _id, ...rest }: T) => rest;

/**
 * What two reservations must share to merge (02 §9.4): dates, adults,
 * children (count and ages), currency, discounts, included extras, prices
 * per day, charges, rate plan name and id, totals and unit type id.
 * Discounts and charge taxes are compared without their own row `id`
 * (their definitions, `discountsId` and `taxesId`, do count).
 * @example mergeKey(a) === mergeKey({ ...a, reservationsId: 99 }) // true
 */
export function mergeKey(reservation: GroupableReservation): string {
  return JSON.stringify(
    canonical({
      arrivalDate: reservation.arrivalDate,
      departureDate: reservation.departureDate,
      adults: reservation.adults,
      children: reservation.children,
      childrenAges: reservation.childrenAges,
      currency: reservation.currency,
      discounts: reservation.discounts.map(withoutRowId),
      includedExtras: reservation.includedExtras,
      pricesPerDay: reservation.pricesPerDay,
      charges: reservation.charges.map((charge) => ({ ...charge, taxes: charge.taxes.map(withoutRowId) })),
      ratePlanName: reservation.ratePlanName,
      ratePlansId: reservation.ratePlansId,
      totalAccommodationPrice: reservation.totalAccommodationPrice,
      totalReservationPrice: reservation.totalReservationPrice,
      unitTypeId: reservation.unitType.id,
    }),
  );
}

/**
 * Merges identical reservations (`mergeKey`) into one item each, in the
 * order their first reservation appears; unitsNumber counts them.
 * @example groupOfferReservations([a, a2, b]).map((item) => item.unitsNumber) // [2, 1]
 */
export function groupOfferReservations<R extends GroupableReservation>(reservations: readonly R[]): OfferItem<R>[] {
  const items = new Map<string, OfferItem<R>>();
  for (const reservation of reservations) {
    const key = mergeKey(reservation);
    const item = items.get(key);
    if (item) {
      item.unitsNumber += 1;
      item.reservationIds.push(reservation.reservationsId);
    } else {
      items.set(key, { reservation, unitsNumber: 1, reservationIds: [reservation.reservationsId] });
    }
  }
  return [...items.values()];
}

/**
 * A card's occupancy (02 §2.6): 'standard-max' persons, or the single
 * number when the two are equal.
 * @example occupancyText({ standardOccupancy: 2, maxOccupancy: 4 }) // '2-4'
 * @example occupancyText({ standardOccupancy: 3, maxOccupancy: 3 }) // '3'
 */
export function occupancyText(unitType: Pick<OfferUnitType, 'standardOccupancy' | 'maxOccupancy'>): string {
  const { standardOccupancy, maxOccupancy } = unitType;
  return standardOccupancy === maxOccupancy ? String(maxOccupancy) : `${standardOccupancy}-${maxOccupancy}`;
}

/**
 * A card's '{n} rooms' (02 §2.6): the plural key 'rooms' (rooms_one,
 * rooms_other) with the count.
 * @example roomsMessage(2) // { key: 'rooms', tokens: { count: 2 } }
 */
export function roomsMessage(unitsNumber: number): Message {
  return message('rooms', { count: unitsNumber });
}

/**
 * A card's total cost (02 §2.6): totalReservationPrice × unitsNumber, to cents.
 * @example offerItemTotal({ reservation: { totalReservationPrice: 412.5 }, unitsNumber: 2 }) // 825
 */
export function offerItemTotal(item: { reservation: Pick<OfferReservation, 'totalReservationPrice'>; unitsNumber: number }): number {
  return roundMoney(item.reservation.totalReservationPrice * item.unitsNumber);
}

/** The bottom bar (02 §2.6). */
export interface OfferBar {
  /** 'Selected rooms': the number of reservations. */
  selectedRooms: number;
  /** 'Total cost': the sum of their totalReservationPrice. */
  totalCost: number;
  /** The first reservation's currency; EUR without reservations (02 §9.2). */
  currency: string;
}

/**
 * The bottom bar's figures (02 §2.6): the number of reservations, the sum
 * of their totalReservationPrice and the currency.
 * @example offerBar([{ totalReservationPrice: 400, currency: 'EUR' }, { totalReservationPrice: 250.5, currency: 'EUR' }]) // { selectedRooms: 2, totalCost: 650.5, currency: 'EUR' }
 */
export function offerBar(reservations: readonly Pick<OfferReservation, 'totalReservationPrice' | 'currency'>[]): OfferBar {
  return {
    selectedRooms: reservations.length,
    totalCost: roundMoney(reservations.reduce((sum, reservation) => sum + reservation.totalReservationPrice, 0)),
    currency: reservations[0]?.currency ?? DEFAULT_OFFER_CURRENCY,
  };
}

/**
 * The header dates (02 §2.6 'Offer valid until', 'Created at'): DD.MM.YYYY
 * of the UTC day (02 §9.2).
 * @example offerHeaderDates({ validUntil: 1805155199, createdAt: 1803891600 }) // { validUntil: '15.03.2027', createdAt: '01.03.2027' }
 */
export function offerHeaderDates(offer: Pick<Offer, 'validUntil' | 'createdAt'>, locale?: string): { validUntil: string; createdAt: string } {
  return { validUntil: formatDotted(unixToIsoDate(offer.validUntil), locale), createdAt: formatDotted(unixToIsoDate(offer.createdAt), locale) };
}
