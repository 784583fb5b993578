/**
 * What the price area of a unit-type card shows (01 §2.8): the minimum
 * rate, the empty-occupancy message, or one of the two unavailable states.
 */
import { message, type Message } from '../format/messages.ts';
import { isMaxOccupancyExceeded, type GuestCount } from './occupancy.ts';

/** Which reading of 01 §2.8 the engine uses for unavailable unit types (BookingEngine.unavailableDisplay). */
export type UnavailableDisplay = 'A' | 'B';

/**
 * The id of a unit-type card's heading: the card's name, and where focus
 * goes when a new search removes the card's control that held it.
 * @example unitHeadingId(104) // 'unit-104'
 */
export const unitHeadingId = (unitTypeId: number): string => `unit-${unitTypeId}`;

export type UnitCardPanel =
  /** 'Rates from' the minimum rate 'per night', scarcity, 'Show rates', 'Policies'. */
  | { kind: 'price'; minimumRate: number }
  /** The price block with 'Occupancy can not be empty' in place of the rate. */
  | { kind: 'emptyOccupancy'; message: Message }
  /** Reading A: the unit type's availability calendar replaces the price block. */
  | { kind: 'calendar' }
  /**
   * 'Unit not available' (and 'Max occupancy exceeded' when the persons
   * exceed maxOccupancy). Reading A adds a disabled 'Show rates' and
   * 'Policies'; reading B the similar dates, 'Choose another date', the
   * check-out-only notice and 'Policies'.
   */
  | {
      kind: 'unavailable';
      messages: Message[];
      /** Reading B's similar dates: offered only when other dates could help, not when the guests exceed what the unit holds. */
      similarDates: boolean;
    };

/** The unit-type fields the panel reads (01 §3.5). */
export interface UnitAvailability {
  available: boolean;
  availableUnits: number;
  maxOccupancy: number;
}

/**
 * The card's price area (01 §2.8):
 * - available with a minimum rate: the price block, or 'Occupancy can not
 *   be empty' in place of the rate when there are no persons;
 * - reading A: the calendar when the unit type is unavailable with 0 units
 *   or has no minimum rate; 'Unit not available' when it is unavailable but
 *   still has units;
 * - reading B: 'Unit not available' (with the similar dates) whenever there
 *   is no price to show.
 * 'Max occupancy exceeded' follows 'Unit not available' when the persons
 * exceed maxOccupancy, in both readings: it tells the guest the dates are
 * not the problem, and reading B then offers no similar dates, which
 * could not help.
 * @example unitCardPanel({ available: false, availableUnits: 2, maxOccupancy: 2 }, 80, { adults: 3, childrenAges: [] }, 'A').kind // 'unavailable'
 */
export function unitCardPanel(unit: UnitAvailability, minimumRate: number | null, guests: GuestCount, display: UnavailableDisplay): UnitCardPanel {
  if (unit.available && minimumRate !== null) {
    const persons = (guests.adults ?? 0) + guests.childrenAges.length;
    if (persons === 0) return { kind: 'emptyOccupancy', message: message('Occupancy can not be empty') };
    return { kind: 'price', minimumRate };
  }
  if (display === 'A' && ((!unit.available && unit.availableUnits <= 0) || minimumRate === null)) return { kind: 'calendar' };
  const messages = [message('Unit not available')];
  const exceeded = isMaxOccupancyExceeded(unit, guests);
  if (exceeded) messages.push(message('Max occupancy exceeded'));
  return { kind: 'unavailable', messages, similarDates: display === 'B' && !exceeded };
}
