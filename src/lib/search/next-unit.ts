/**
 * The guests the results price the next unit for: its own module, so the
 * booking screens, which share the occupancy rules, do not load it.
 */
import { guestsPerUnit } from './occupancy.ts';

/**
 * The guests the next unit is priced for until the guest says otherwise
 * (the rate's occupancy selector, 01 §2.10.1): the search's guests not yet
 * in a chosen unit, shared over the rooms still to choose
 * (`guestsPerUnit`); each child is counted once, by age. A party of two
 * adults and a child of 5 in two rooms whose first unit took one adult and
 * the child has one adult left for the next, not a second child (not in
 * the spec, whose share per unit would book the child twice). Before any
 * unit, once every room has one, or once every guest has a unit, the
 * search's share of a unit, as the results priced it before.
 * @example nextUnitGuests({ adults: 2, children: [5], rooms: 2 }, [{ adults: 1, childrenAges: [5] }]) // { adults: 1, childrenAges: [] }
 */
export function nextUnitGuests(
  search: { adults: number; children: readonly number[]; rooms: number },
  chosen: readonly { adults: number; childrenAges: readonly number[] }[],
): { adults: number; childrenAges: number[] } {
  const share = () => guestsPerUnit(search.adults, search.children, search.rooms);
  if (chosen.length === 0 || chosen.length >= search.rooms) return share();
  const adults = Math.max(0, search.adults - chosen.reduce((sum, unit) => sum + unit.adults, 0));
  const children = [...search.children];
  for (const age of chosen.flatMap((unit) => unit.childrenAges)) {
    const at = children.indexOf(age);
    if (at >= 0) children.splice(at, 1);
  }
  if (adults === 0 && children.length === 0) return share();
  return guestsPerUnit(adults, children, search.rooms - chosen.length);
}
