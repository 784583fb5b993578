import { addDays, nightsBetween, type IsoDate } from '../format/dates.ts';

/** The guest's search (01 §3.2, §3.3): dates as ISO calendar dates, children as ages. */
export interface SearchRequest {
  from: IsoDate;
  to: IsoDate;
  adults: number;
  children: number[];
  rooms: number;
  promoCode: string | null;
  unitTypeId: string | null;
  bookingEngineId: number | null;
}

/**
 * The parameters of GET /availability (01 §7.2) for a property, a search and
 * its location filter, in the order the client sends them: the island's
 * search and the page's early read (`src/api/page-reads.ts`) ask at the same
 * address, so the island takes the early answer over.
 * @example availabilityQuery('villa', { from: '2027-07-01', to: '2027-07-03', adults: 2, children: [], rooms: 1, promoCode: null, unitTypeId: null, bookingEngineId: null }, { location: null }).from // '2027-07-01'
 */
export function availabilityQuery(engineSlug: string, search: SearchRequest, filters: { location: string | null }): Record<string, unknown> {
  return {
    bookingEngine: engineSlug,
    from: search.from,
    to: search.to,
    adults: search.adults,
    children: search.children,
    rooms: search.rooms,
    promoCode: search.promoCode,
    unitTypeId: search.unitTypeId,
    bookingEngineId: search.bookingEngineId,
    location: filters.location,
  };
}

/** The filters that are part of the search (01 §3.3). */
export interface SearchFilters {
  location: string | null;
  selectedAmenities: number[];
}

/** The longest stay a search asks for (the API refuses a longer one). */
export const MAX_NIGHTS = 60;

/** The last date a stay may end on: two years after today (the calendar horizon, 01 §9.3); the API refuses a later one. */
export const latestCheckOut = (today: IsoDate): IsoDate => addDays(today, 730);

/** A default search: tonight for two adults in one room. */
export function defaultSearch(today: IsoDate): SearchRequest {
  return { from: today, to: addDays(today, 1), adults: 2, children: [], rooms: 1, promoCode: null, unitTypeId: null, bookingEngineId: null };
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Reads DD-MM-YYYY (the product's date format) or YYYY-MM-DD; anything else is null. */
export function parseQueryDate(value: string | null): IsoDate | null {
  if (!value) return null;
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const yearFirst = dayFirst ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const parts = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : yearFirst ? [yearFirst[1], yearFirst[2], yearFirst[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${parts[0]}-${parts[1]}-${parts[2]}`;
}

/**
 * The query parameter a travel-search partner's landing link carries
 * (`partner=google`): the visit is then marked as coming from it
 * (`fromGoogleTravel`, 01 §3.3), and each unit added to the basket, and
 * so the booking, carries the mark.
 */
export const PARTNER_PARAM = 'partner';

/** Whether a page's query says the guest came from Google's travel search. */
export const fromGoogleTravel = (query: string): boolean => new URLSearchParams(query).get(PARTNER_PARAM)?.trim().toLowerCase() === 'google';

/** YYYY-MM-DD → DD-MM-YYYY. */
export const formatQueryDate = (date: IsoDate): string => date.split('-').reverse().join('-');

export const integer = (value: string | null): number | null => (value !== null && /^\d{1,3}$/.test(value) ? Number(value) : null);

/**
 * The search a URL describes (01 §2.18), over a default: unreadable values
 * are ignored, counts clamped to their bounds (01 §5.2), and a date range
 * that is not forward keeps the default dates. A travel-search partner's
 * link may give the stay as `nights` instead of `to` (1 to 365). Given the
 * property's `today`, a range that starts before it (an old link: as 01
 * §4.7 clears a stored search of a past day), is longer than `MAX_NIGHTS`
 * or ends after `latestCheckOut` keeps the default dates too, instead of a
 * search the API can only refuse. A URL that names a stay (`from`) is the
 * whole search: children, promo code and unit type it leaves out are none,
 * not the default's. `datesRefused` says when the URL named
 * dates and they were not taken, so that the page can tell the guest.
 * @example searchFromQuery('?from=01-07-2027&to=04-07-2027&adults=3&children=5,8', base).search.children // [5, 8]
 * @example searchFromQuery('?from=01-07-2027&nights=3', base).search.to // '2027-07-04'
 * @example searchFromQuery('?from=01-07-2025&to=04-07-2025', base, '2026-11-29').search.from // base.from
 * @example searchFromQuery('?from=01-07-2025&to=04-07-2025', base, '2026-11-29').datesRefused // true
 */
export function searchFromQuery(query: string, base: SearchRequest, today?: IsoDate): { search: SearchRequest; filters: SearchFilters; datesRefused: boolean } {
  const params = new URLSearchParams(query);
  // A link that names a stay is the whole search: the site's own URLs leave out no children, no code and no unit type
  // (`searchToQuery`), so their absence there means none, not the stored search's (a stored basket's search, 01 §4.7).
  const search: SearchRequest = params.has('from') ? { ...base, children: [], promoCode: null, unitTypeId: null, bookingEngineId: null } : { ...base };
  const from = parseQueryDate(params.get('from'));
  const nights = integer(params.get('nights'));
  const to = parseQueryDate(params.get('to')) ?? (from && nights !== null && nights >= 1 && nights <= 365 ? addDays(from, nights) : null);
  const taken =
    from !== null &&
    to !== null &&
    from < to &&
    (today === undefined || (from >= today && nightsBetween(from, to) <= MAX_NIGHTS && to <= latestCheckOut(today)));
  if (taken) {
    search.from = from;
    search.to = to;
  }
  const datesRefused = !taken && ['from', 'to', 'nights'].some((name) => params.has(name));
  const adults = integer(params.get('adults'));
  if (adults !== null) search.adults = clamp(adults, 0, 99);
  if (params.has('children')) search.children = queryChildren(params.get('children') ?? '');
  const rooms = integer(params.get('rooms'));
  if (rooms !== null) search.rooms = clamp(rooms, 1, 99);
  const promoCode = params.get('promoCode')?.trim();
  if (promoCode) search.promoCode = promoCode.slice(0, 64);
  const unitTypeId = params.get('unitTypeId');
  if (unitTypeId && /^[\w-]{1,64}$/.test(unitTypeId)) search.unitTypeId = unitTypeId;
  const engineId = integer(params.get('bookingEngineId'));
  if (engineId !== null) search.bookingEngineId = engineId;
  const location = params.get('location')?.trim() || null;
  const selectedAmenities = [
    ...new Set(
      (params.get('amenities') ?? '')
        .split(',')
        .map((id) => integer(id.trim()))
        .filter((id): id is number => id !== null),
    ),
  ];
  return { search, filters: { location: location ? location.slice(0, 100) : null, selectedAmenities }, datesRefused };
}

/** The children's ages of a query's 'children' ('7,3'): what is no age is left out, ages clamped to 0–17, 99 at most. */
function queryChildren(value: string): number[] {
  return value
    .split(',')
    .map((age) => integer(age.trim()))
    .filter((age): age is number => age !== null)
    .map((age) => clamp(age, 0, 17))
    .slice(0, 99);
}

/**
 * The query parameters a search is mirrored into (01 §2.18): dates in the
 * product's format, counts, amenities comma-joined, location; unitTypeId,
 * bookingEngineId and promoCode only when present (null removes a key).
 */
export function searchToQuery(search: SearchRequest, filters: SearchFilters): Record<string, string | null> {
  return {
    from: formatQueryDate(search.from),
    to: formatQueryDate(search.to),
    adults: String(search.adults),
    children: search.children.length > 0 ? search.children.join(',') : null,
    rooms: String(search.rooms),
    amenities: filters.selectedAmenities.length > 0 ? filters.selectedAmenities.join(',') : null,
    location: filters.location,
    unitTypeId: search.unitTypeId,
    bookingEngineId: search.bookingEngineId === null ? null : String(search.bookingEngineId),
    promoCode: search.promoCode,
  };
}

/**
 * Merges new keys into a query string, removing keys whose value is null (01 §2.18).
 * @example mergeQuery('?a=1&b=2', { b: null, c: '3' }) // '?a=1&c=3'
 */
export function mergeQuery(current: string, updates: Record<string, string | null>): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A stay as the basket holds it: its dates and its guests. */
export interface BookedStay {
  from: IsoDate;
  to: IsoDate;
  adults: number;
  childrenAges: readonly number[];
}

/**
 * The query of a fresh search for the basket's stay (its first unit's dates
 * and guests, as many rooms as it holds), kept over the current query
 * (display currency, filters): where a guest goes when the booking was
 * refused because the price changed or the unit was sold meanwhile, to see
 * what is bookable now. A promo code the booking carried stays.
 * @example staySearchQuery([{ from: '2027-07-24', to: '2027-07-26', adults: 2, childrenAges: [] }], '?currency=USD') // '?currency=USD&from=24-07-2027&to=26-07-2027&adults=2&rooms=1'
 */
export function staySearchQuery(stays: readonly BookedStay[], current: string): string {
  const first = stays[0];
  if (!first) return mergeQuery(current, {});
  return mergeQuery(current, {
    from: formatQueryDate(first.from),
    to: formatQueryDate(first.to),
    adults: String(first.adults),
    children: first.childrenAges.length > 0 ? first.childrenAges.join(',') : null,
    rooms: String(stays.length),
  });
}

/**
 * The query that gives a reservation page's search its reservation's
 * dates (02 §4.6), or null when the current query already has valid ones:
 * the first stay's arrival, departure and adults, no children, one room,
 * the rest of the query (display currency) kept.
 * @example reservationSearchQuery([{ from: '2027-07-24', to: '2027-07-26', adults: 2, childrenAges: [1] }], '?currency=USD') // '?currency=USD&from=24-07-2027&to=26-07-2027&adults=2&rooms=1'
 * @example reservationSearchQuery([{ from: '2027-07-24', to: '2027-07-26', adults: 2, childrenAges: [] }], '?from=01-08-2027&to=03-08-2027') // null
 */
export function reservationSearchQuery(stays: readonly BookedStay[], current: string): string | null {
  const params = new URLSearchParams(current);
  const from = parseQueryDate(params.get('from'));
  const to = parseQueryDate(params.get('to'));
  const first = stays[0];
  if ((from && to && from < to) || !first) return null;
  return staySearchQuery([{ ...first, childrenAges: [] }], current);
}
