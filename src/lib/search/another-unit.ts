/**
 * Where the extras page's 'Add another unit' leads (01 §2.14): its own
 * module, so the search's query code every page's first script loads
 * (`search-query.ts`, the 'early' chunk) does not carry it.
 */
import { guestsPerUnit } from './occupancy.ts';
import { clamp, integer, mergeQuery, queryChildren } from './search-query.ts';

/**
 * The results' query behind 'Add another unit' (01 §2.14): the search as
 * it is, with a room more than the basket holds once it holds a unit for
 * every room searched for; otherwise the link leads to results where
 * every rate says all the rooms are chosen (not in the spec). The guests
 * grow with the rooms, so the next unit is priced for the guests a unit
 * had (`guestsPerUnit` of the search; the last chosen unit's where the
 * query does not say): a party of two that chose a room sees the next
 * room priced for two, not the two spread over both rooms.
 * @example anotherUnitQuery('?from=24-07-2027&to=26-07-2027&adults=2&rooms=1', [{ adults: 2, childrenAges: [] }]) // '?from=24-07-2027&to=26-07-2027&adults=4&rooms=2'
 * @example anotherUnitQuery('?adults=4&rooms=3', [{ adults: 2, childrenAges: [] }]) // '?adults=4&rooms=3'
 */
export function anotherUnitQuery(current: string, basket: readonly { adults: number; childrenAges: readonly number[] }[]): string {
  const params = new URLSearchParams(current);
  const rooms = Math.max(1, integer(params.get('rooms')) ?? 1);
  const last = basket.at(-1);
  if (!last || basket.length < rooms) return current;
  const more = clamp(basket.length + 1, 1, 99);
  const adults = integer(params.get('adults'));
  const children = queryChildren(params.get('children') ?? '');
  const perUnit = adults === null ? { adults: last.adults, childrenAges: [...last.childrenAges] } : guestsPerUnit(adults, children, rooms);
  const childrenAges = Array.from({ length: more }, () => perUnit.childrenAges)
    .flat()
    .slice(0, 99);
  return mergeQuery(current, {
    adults: String(clamp(perUnit.adults * more, 0, 99)),
    children: childrenAges.length > 0 ? childrenAges.join(',') : null,
    rooms: String(more),
  });
}
