/**
 * Restriction errors of a rate (01 §8) and what the rate card shows for
 * them, scarcity, and whether a rate can be selected (01 §5.5). The codes
 * themselves are computed by whoever knows the rules (the reference API in
 * server/restrictions.ts, from these constants).
 */
import { message, type Message } from '../format/messages.ts';

export const MIN_STAY_ERROR = 1;
export const MAX_STAY_ERROR = 2;
export const NO_CHECK_IN_ERROR = 3;
export const NO_CHECK_OUT_ERROR = 4;
export const MIN_ADVANCE_RESERVATION_ERROR = 5;
export const MAX_ADVANCE_RESERVATION_ERROR = 6;
export const MIN_STAY_ARRIVAL_ERROR = 7;
export const MAX_STAY_ARRIVAL_ERROR = 8;
/** The rate is closed: hidden, and left out of the minimum rate. */
export const CLOSED_ERROR = 9;

/** The rate fields the restriction texts read (01 §3.6). */
export interface RateRestrictions {
  restrictionErrors?: readonly number[] | null;
  minStay?: number | null;
  maxStay?: number | null;
  /** Hours. */
  minAdvanceReservation?: number | null;
  /** Hours. */
  maxAdvanceReservation?: number | null;
  /** Nights. */
  minStayArrival?: number | null;
  /** Nights. */
  maxStayArrival?: number | null;
}

/**
 * Hours of advance booking as days and hours: days = floor(hours / 24),
 * hours = hours mod 24 (01 §8).
 * @example advanceTokens(47) // { days: 1, hours: 23 }
 */
export function advanceTokens(hours: number | null | undefined): { days: number; hours: number } {
  const total = Math.max(0, Math.floor(hours ?? 0));
  return { days: Math.floor(total / 24), hours: total % 24 };
}

/**
 * The message of one restriction error code, or null for an unknown code.
 * @example restrictionMessage(1, { minStay: 3 }) // { key: 'MinStayError', tokens: { minStay: 3 } }
 */
export function restrictionMessage(code: number, rate: RateRestrictions): Message | null {
  switch (code) {
    case MIN_STAY_ERROR:
      return message('MinStayError', { minStay: rate.minStay ?? '' });
    case MAX_STAY_ERROR:
      return message('MaxStayError', { maxStay: rate.maxStay ?? '' });
    case NO_CHECK_IN_ERROR:
      return message('NoCheckInError');
    case NO_CHECK_OUT_ERROR:
      return message('NoCheckOutError');
    case MIN_ADVANCE_RESERVATION_ERROR:
      return message('MinAdvanceReservationError', advanceTokens(rate.minAdvanceReservation));
    case MAX_ADVANCE_RESERVATION_ERROR:
      return message('MaxAdvanceReservationError', advanceTokens(rate.maxAdvanceReservation));
    case MIN_STAY_ARRIVAL_ERROR:
      return message('MinStayArrivalError', { nights: rate.minStayArrival ?? '' });
    case MAX_STAY_ARRIVAL_ERROR:
      return message('MaxStayArrivalError', { nights: rate.maxStayArrival ?? '' });
    case CLOSED_ERROR:
      return message('ClosedError');
    default:
      return null;
  }
}

/**
 * What a rate card shows instead of 'Select this unit' (01 §8): 'No units
 * left' first when no units remain, then one message per restriction error
 * in code order (each code once). Empty when nothing stands in the way.
 * @example restrictionMessages({ restrictionErrors: [5, 1], minStay: 3, minAdvanceReservation: 47 }, 0).map((m) => m.key) // ['No units left', 'MinStayError', 'MinAdvanceReservationError']
 */
export function restrictionMessages(rate: RateRestrictions, unitsLeft: number): Message[] {
  const messages: Message[] = [];
  if (unitsLeft <= 0) messages.push(message('No units left'));
  const codes = [...new Set(rate.restrictionErrors ?? [])].sort((a, b) => a - b);
  for (const code of codes) {
    const text = restrictionMessage(code, rate);
    if (text) messages.push(text);
  }
  return messages;
}

/** @example isClosedRate({ restrictionErrors: [1, 9] }) // true */
export const isClosedRate = (rate: Pick<RateRestrictions, 'restrictionErrors'>): boolean => (rate.restrictionErrors ?? []).includes(CLOSED_ERROR);

/**
 * The rates a unit type lists: closed ones (error 9) are hidden (01 §2.10).
 * @example visibleRates([{ restrictionErrors: [9] }, { restrictionErrors: [1] }]) // [{ restrictionErrors: [1] }]
 */
export function visibleRates<T extends Pick<RateRestrictions, 'restrictionErrors'>>(rates: readonly T[]): T[] {
  return rates.filter((rate) => !isClosedRate(rate));
}

/**
 * The scarcity text for the units still available (01 §2.8): 'Only 2
 * left', 'Only 1 left', 'No units left'; null with more than 2.
 * @example scarcityMessage(1) // { key: 'Only 1 left', tokens: {} }
 */
export function scarcityMessage(units: number): Message | null {
  if (units <= 0) return message('No units left');
  if (units === 1) return message('Only 1 left');
  if (units === 2) return message('Only 2 left');
  return null;
}

/** A basket item as the selection rules see it (01 §3.11). */
export interface BasketEntry {
  unitTypeId: number | string;
  ratePlanId: number | string;
  bookingEngineId: number | string;
}

/** The unit-type fields the selection rules read (01 §3.5). */
export interface UnitStock {
  unitTypeId: number | string;
  availableUnits: number;
  bookingEngineId: number | string;
}

const sameId = (a: number | string, b: number | string): boolean => String(a) === String(b);

/**
 * Units of a unit type not yet in the basket: availableUnits minus the
 * basket items of that unit type (may be negative).
 * @example unitsLeft({ unitTypeId: 7, availableUnits: 2, bookingEngineId: 1 }, [{ unitTypeId: 7, ratePlanId: 1, bookingEngineId: 1 }]) // 1
 */
export function unitsLeft(unit: UnitStock, basket: readonly BasketEntry[]): number {
  return unit.availableUnits - basket.filter((item) => sameId(item.unitTypeId, unit.unitTypeId)).length;
}

/**
 * The available units shown on the card (01 §5.5): the units left, floored at 0.
 * @example displayedAvailableUnits({ unitTypeId: 7, availableUnits: 1, bookingEngineId: 1 }, [a, b]) // 0
 */
export function displayedAvailableUnits(unit: UnitStock, basket: readonly BasketEntry[]): number {
  return Math.max(0, unitsLeft(unit, basket));
}

/**
 * Whether 'Select this unit' is offered (01 §5.5): the rate is bookable and
 * units of its unit type remain after the basket.
 * @example isRateSelectable({ isBookable: true }, { unitTypeId: 7, availableUnits: 1, bookingEngineId: 1 }, []) // true
 */
export function isRateSelectable(rate: { isBookable: boolean }, unit: UnitStock, basket: readonly BasketEntry[]): boolean {
  return rate.isBookable && unitsLeft(unit, basket) > 0;
}

/**
 * The engine the basket is locked to: its first item's (01 §4.5), or null
 * when it is empty.
 */
export const basketEngineId = (basket: readonly BasketEntry[]): number | string | null => basket[0]?.bookingEngineId ?? null;

/**
 * How many units of a unit type on a rate plan the guest can hold in the
 * basket (01 §5.5): 0 for another engine than the basket's; otherwise the
 * basket items with the same unit type and rate plan plus the smaller of
 * the rooms still to fill (request.rooms − basket size) and the units left
 * of that unit type. The smaller figure is floored at 0, so the count never
 * drops below what the basket already holds.
 * @example bookableCount({ unitTypeId: 7, ratePlanId: 70 }, { unitTypeId: 7, availableUnits: 3, bookingEngineId: 1 }, [], 2) // 2
 */
export function bookableCount(
  rate: { unitTypeId?: number | string; ratePlanId: number | string },
  unit: UnitStock,
  basket: readonly BasketEntry[],
  requestRooms: number,
): number {
  const engine = basketEngineId(basket);
  if (engine !== null && !sameId(engine, unit.bookingEngineId)) return 0;
  const remainingRooms = requestRooms - basket.length;
  const held = basket.filter((item) => sameId(item.unitTypeId, unit.unitTypeId) && sameId(item.ratePlanId, rate.ratePlanId)).length;
  return held + Math.max(0, Math.min(remainingRooms, unitsLeft(unit, basket)));
}
