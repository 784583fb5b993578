/**
 * Where the extras page's 'Add another unit' leads (01 §2.14): its own
 * module, so the search's query code every page's first script loads
 * (`search-query.ts`, the 'early' chunk) does not carry it.
 */
import { clamp, integer, mergeQuery } from './search-query.ts';

/**
 * The results' query behind 'Add another unit' (01 §2.14): the search as
 * it is, with a room more than the basket holds once it holds a unit for
 * every room searched for; otherwise the link leads to results where
 * every rate says all the rooms are chosen (not in the spec). The guests
 * are the basket's and, for the room more, the last chosen unit's again,
 * so the results price the next unit for the guests that unit had
 * (`nextUnitGuests` leaves exactly them): a party of two that chose a room
 * sees the next room priced for two, not the two spread over both rooms.
 * @example anotherUnitQuery('?from=24-07-2027&to=26-07-2027&adults=2&rooms=1', [{ adults: 2, childrenAges: [] }]) // '?from=24-07-2027&to=26-07-2027&adults=4&rooms=2'
 * @example anotherUnitQuery('?adults=4&rooms=3', [{ adults: 2, childrenAges: [] }]) // '?adults=4&rooms=3'
 */
export function anotherUnitQuery(current: string, basket: readonly { adults: number; childrenAges: readonly number[] }[]): string {
  const rooms = Math.max(1, integer(new URLSearchParams(current).get('rooms')) ?? 1);
  const last = basket.at(-1);
  if (!last || basket.length < rooms) return current;
  const units = [...basket, last];
  const childrenAges = units.flatMap((unit) => unit.childrenAges).slice(0, 99);
  return mergeQuery(current, {
    adults: String(
      clamp(
        units.reduce((sum, unit) => sum + unit.adults, 0),
        0,
        99,
      ),
    ),
    children: childrenAges.length > 0 ? childrenAges.join(',') : null,
    rooms: String(clamp(units.length, 1, 99)),
  });
}
