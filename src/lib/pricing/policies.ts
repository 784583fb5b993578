/**
 * The 'General policy' modal (01 §2.12): check-in and check-out times,
 * children, smoking and pets, as translation keys with tokens.
 */
import { message, type Message } from '../format/messages.ts';

/** The unit-type fields the policies read (01 §3.5). */
export interface PolicyFields {
  checkInBegin?: string | null;
  checkInEnd?: string | null;
  checkOutBegin?: string | null;
  checkOutEnd?: string | null;
  maxOccupancyChildren?: number | null;
  childrenAge?: number | null;
  smokingAllowed?: string | null;
  petsAllowed?: string | null;
}

/**
 * A time as shown: 'HH:MM' (seconds dropped), or null when not set.
 * @example displayTime('14:00:00') // '14:00'
 */
export function displayTime(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text);
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : text;
}

function timeWindow(prefix: 'CheckIn' | 'CheckOut', begin: string | null | undefined, end: string | null | undefined): Message {
  const start = displayTime(begin);
  const finish = displayTime(end);
  if (start && finish) return message(`${prefix}Between`, { start, end: finish });
  if (start) return message(`${prefix}From`, { start });
  if (finish) return message(`${prefix}Until`, { end: finish });
  return message(`${prefix}WholeDay`);
}

/**
 * Check-in: 'CheckInBetween' with both times, 'CheckInFrom' with the start
 * only, 'CheckInUntil' with the end only, 'CheckInWholeDay' with neither.
 * @example checkInPolicy({ checkInBegin: '14:00', checkInEnd: '22:00' }) // { key: 'CheckInBetween', tokens: { start: '14:00', end: '22:00' } }
 */
export const checkInPolicy = (unit: PolicyFields): Message => timeWindow('CheckIn', unit.checkInBegin, unit.checkInEnd);

/**
 * Check-out: the same four cases with the check-out times.
 * @example checkOutPolicy({ checkOutEnd: '10:00' }) // { key: 'CheckOutUntil', tokens: { end: '10:00' } }
 */
export const checkOutPolicy = (unit: PolicyFields): Message => timeWindow('CheckOut', unit.checkOutBegin, unit.checkOutEnd);

/**
 * The children policy, shown when children are not allowed
 * (maxOccupancyChildren = 0) or a minimum age is set (above 0):
 * 'ChildrenNotAllowed', or 'ChildrenAllowedFrom' with the age. Null
 * otherwise.
 * @example childrenPolicy({ childrenAge: 6 }) // { key: 'ChildrenAllowedFrom', tokens: { childrenAge: 6 } }
 */
export function childrenPolicy(unit: PolicyFields): Message | null {
  if (unit.maxOccupancyChildren === 0) return message('ChildrenNotAllowed');
  if (unit.childrenAge !== null && unit.childrenAge !== undefined && unit.childrenAge > 0) {
    return message('ChildrenAllowedFrom', { childrenAge: unit.childrenAge });
  }
  return null;
}

/**
 * The smoking policy, only when set: 'Y' allows, any other value does not.
 * @example smokingPolicy({ smokingAllowed: 'N' }) // { key: 'SmokingNotAllowed', tokens: {} }
 */
export function smokingPolicy(unit: PolicyFields): Message | null {
  const value = (unit.smokingAllowed ?? '').trim();
  if (!value) return null;
  return message(value.toUpperCase() === 'Y' ? 'SmokingAllowed' : 'SmokingNotAllowed');
}

const PET_KEYS: Record<string, string> = { R: 'PetsOnRequest', N: 'PetsNotAllowed', Y: 'PetsAllowed' };

/**
 * The pet policy, only when set to a known value: R on request, N not
 * allowed, Y allowed.
 * @example petsPolicy({ petsAllowed: 'R' }) // { key: 'PetsOnRequest', tokens: {} }
 */
export function petsPolicy(unit: PolicyFields): Message | null {
  const key = PET_KEYS[(unit.petsAllowed ?? '').trim().toUpperCase()];
  return key ? message(key) : null;
}

/**
 * Every line of the modal in order: check in, check out, then children,
 * smoking and pets when they apply.
 * @example generalPolicy({ petsAllowed: 'Y' }).map((m) => m.key) // ['CheckInWholeDay', 'CheckOutWholeDay', 'PetsAllowed']
 */
export function generalPolicy(unit: PolicyFields): Message[] {
  return [checkInPolicy(unit), checkOutPolicy(unit), childrenPolicy(unit), smokingPolicy(unit), petsPolicy(unit)].filter(
    (line): line is Message => line !== null,
  );
}
