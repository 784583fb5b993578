/**
 * Occupancy of a rate: the counters' bounds (01 §5.2, §2.10.1), editing the
 * children's ages (01 §4.4) and the occupancy messages (01 §5.1).
 */
import { message, type Message } from '../format/messages.ts';

export interface Bounds {
  min: number;
  max: number;
}

/** Adults counter, 0–99 (01 §5.2). */
export const ADULTS_BOUNDS: Bounds = { min: 0, max: 99 };
/** Children counter, 0–99 (01 §5.2). */
export const CHILDREN_BOUNDS: Bounds = { min: 0, max: 99 };
/** Age at check-out of a child, 0–17 (01 §5.2). */
export const CHILD_AGE_BOUNDS: Bounds = { min: 0, max: 17 };
/** The options of the 'Age at check-out' dropdown: 0 to 17. */
export const CHILD_AGE_OPTIONS: readonly number[] = Array.from({ length: CHILD_AGE_BOUNDS.max + 1 }, (_, age) => age);

/**
 * A counter value kept within its bounds, as a whole number; anything not
 * a number becomes the minimum.
 * @example clampToBounds(120, ADULTS_BOUNDS) // 99
 * @example clampToBounds(Number.NaN, CHILD_AGE_BOUNDS) // 0
 */
export function clampToBounds(value: number, bounds: Bounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(value)));
}

/**
 * The children's ages after the children counter changes (01 §4.4): ages
 * of 0 are appended, or ages are removed from the end; 0 clears them all.
 * The count is kept within 0–99.
 * @example resizeChildrenAges([7, 4], 3) // [7, 4, 0]
 * @example resizeChildrenAges([7, 4, 9], 1) // [7]
 */
export function resizeChildrenAges(ages: readonly number[], count: number): number[] {
  const wanted = clampToBounds(count, CHILDREN_BOUNDS);
  if (wanted <= ages.length) return ages.slice(0, wanted);
  return [...ages, ...Array.from({ length: wanted - ages.length }, () => 0)];
}

/**
 * One child's age changed, kept within 0–17.
 * @example setChildAge([7, 0], 1, 21) // [7, 17]
 */
export function setChildAge(ages: readonly number[], index: number, age: number): number[] {
  return ages.map((current, i) => (i === index ? clampToBounds(age, CHILD_AGE_BOUNDS) : current));
}

/** Who is staying: adults and each child's age. */
export interface GuestCount {
  adults: number | null | undefined;
  childrenAges: readonly number[];
}

/** The unit-type occupancy rules (01 §3.5); null or missing = not set. */
export interface OccupancyRules {
  maxOccupancy: number;
  minOccupancy?: number | null;
  maxOccupancyAdults?: number | null;
  minOccupancyAdults?: number | null;
  maxOccupancyChildren?: number | null;
  minOccupancyChildren?: number | null;
  childrenAge?: number | null;
}

const isSet = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/**
 * Every occupancy message that applies, in the order of 01 §5.1. Any
 * message means the rate cannot be added and its price is replaced by the
 * messages.
 * @example occupancyMessages({ maxOccupancy: 4 }, { adults: 4, childrenAges: [3] }) // [{ key: 'Max occupancy for this unit is %maxOccupancy%', tokens: { maxOccupancy: 4 } }]
 */
export function occupancyMessages(unit: OccupancyRules, guests: GuestCount): Message[] {
  const adults = guests.adults ?? 0;
  const children = guests.childrenAges.length;
  const total = adults + children;
  const messages: Message[] = [];
  if (!adults && children === 0) messages.push(message('Occupancy can not be empty'));
  if (total > unit.maxOccupancy) {
    messages.push(message('Max occupancy for this unit is %maxOccupancy%', { maxOccupancy: unit.maxOccupancy }));
  }
  if (isSet(unit.minOccupancy) && total < unit.minOccupancy) {
    messages.push(message('Min occupancy for this unit is %minOccupancy%', { minOccupancy: unit.minOccupancy }));
  }
  if (isSet(unit.maxOccupancyAdults) && adults > unit.maxOccupancyAdults) {
    messages.push(message('Max occupancy for adults is %maxOccupancyAdults%', { maxOccupancyAdults: unit.maxOccupancyAdults }));
  }
  if (isSet(unit.minOccupancyAdults) && adults < unit.minOccupancyAdults) {
    messages.push(message('Min occupancy for adults is %minOccupancyAdults%', { minOccupancyAdults: unit.minOccupancyAdults }));
  }
  if (isSet(unit.maxOccupancyChildren) && children > unit.maxOccupancyChildren) {
    messages.push(message('Max occupancy for children is %maxOccupancyChildren%', { maxOccupancyChildren: unit.maxOccupancyChildren }));
  }
  if (isSet(unit.minOccupancyChildren) && children < unit.minOccupancyChildren) {
    messages.push(message('Min occupancy for children is %minOccupancyChildren%', { minOccupancyChildren: unit.minOccupancyChildren }));
  }
  const childrenAge = unit.childrenAge;
  if (unit.maxOccupancyChildren !== 0 && isSet(childrenAge) && guests.childrenAges.some((age) => age < childrenAge)) {
    messages.push(message('This unit does not accept children under %childrenAge%', { childrenAge }));
  }
  return messages;
}

/**
 * 'Max occupancy exceeded' (01 §2.8): adults plus children above maxOccupancy.
 * @example isMaxOccupancyExceeded({ maxOccupancy: 2 }, { adults: 2, childrenAges: [5] }) // true
 */
export function isMaxOccupancyExceeded(unit: Pick<OccupancyRules, 'maxOccupancy'>, guests: GuestCount): boolean {
  return (guests.adults ?? 0) + guests.childrenAges.length > unit.maxOccupancy;
}

/**
 * Splits a search's guests over `rooms` units: rates are priced and checked
 * for one unit holding its share, rounded up (the site and the API both
 * use this).
 * @example guestsPerUnit(4, [7, 3], 2) // { adults: 2, childrenAges: [7] }
 */
export function guestsPerUnit(adults: number, childrenAges: readonly number[], rooms: number): { adults: number; childrenAges: number[] } {
  if (rooms <= 1) return { adults, childrenAges: [...childrenAges] };
  return {
    adults: Math.ceil(adults / rooms),
    childrenAges: childrenAges.slice(0, Math.ceil(childrenAges.length / rooms)),
  };
}
