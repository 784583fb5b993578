import { atom, computed } from 'nanostores';
import { ApiError } from '../api/client.ts';
import { fetchAvailability, type Availability } from '../api/availability.ts';
import { defaultSearch, mergeQuery, searchFromQuery, searchToQuery, type SearchRequest } from '../lib/search/search-query.ts';
import { today } from '../lib/format/dates.ts';
import { $config } from './config.ts';
import { track } from './analytics.ts';
import { searchEvent } from '../lib/frame/analytics-events.ts';
import { isLoading, startLoading, stopLoading } from './loading.ts';
import { hasStoredRequest, startingRequest } from './persistence.ts';
import { $availability, $property, $search, searchDatesChanged, type PageProperty } from './search-state.ts';

export { $availability, $property, $search, onSearchDatesChanged, type AvailabilityState, type PageProperty } from './search-state.ts';

/** Promo code state of the request (01 §3.2, §4.1). */
export const $promo = atom<{ promoCodeError: boolean | null; isPromoCodeAppliedToAnyRate: boolean }>({
  promoCodeError: null,
  isPromoCodeAppliedToAnyRate: false,
});

/**
 * The page's URL named dates that cannot be searched (an old link whose arrival has passed, a stay longer than the API
 * takes, dates that cannot be read), so the search runs for other dates: the guest is told (not in the spec, which
 * leaves such a link unspecified) until they search or close the note.
 */
export const $linkDatesRefused = atom(false);

/** The last loaded payload, kept while a new search runs or after one fails. */
export const $loaded = computed($availability, (state) => (state.status === 'loaded' ? state.data : state.status === 'idle' ? null : state.previous));

const PROMO_ERRORS = ['Promo code is invalid', 'Provide a promo code'];
const SEARCH = 'search';
/** The loading animation hides 500 ms after a search ends (01 §4.2). */
export const LOADING_TAIL_MS = 500;

let sequence = 0;

/** Runs GET /availability for the current search; a newer search supersedes an older one. */
export async function runSearch(): Promise<void> {
  const property = $property.get();
  if (!property) return;
  const mine = ++sequence;
  const previous = $loaded.get();
  $availability.set({ status: 'loading', previous });
  startLoading(SEARCH);
  const loaded = (data: Availability) => {
    const { nights: _nights, ...request } = data.request;
    $search.set({ ...request, promoCode: $search.get().promoCode });
    $availability.set({ status: 'loaded', data });
    track('search', searchEvent($search.get(), data.unitTypes.length));
  };
  try {
    const data = await fetchAvailability(property.slug, $search.get(), { location: $config.get().location });
    if (mine !== sequence) return;
    $promo.set({
      promoCodeError: false,
      isPromoCodeAppliedToAnyRate: data.unitTypes.some((unitType) => unitType.rates.some((rate) => rate.activePromoCode)),
    });
    loaded(data);
  } catch (error) {
    if (mine !== sequence) return;
    const failure = error instanceof ApiError ? error : new ApiError(0, [], null);
    if (PROMO_ERRORS.includes(failure.messages[0] ?? '')) {
      $promo.set({ promoCodeError: true, isPromoCodeAppliedToAnyRate: false });
      // A mistyped or expired code (a campaign link, 01 §2.4): the guest is told, and sees the stay at the usual prices.
      try {
        const data = await fetchAvailability(property.slug, { ...$search.get(), promoCode: null }, { location: $config.get().location });
        if (mine !== sequence) return;
        loaded(data);
        return;
      } catch (retryError) {
        if (mine !== sequence) return;
        $availability.set({ status: 'failed', error: retryError instanceof ApiError ? retryError : new ApiError(0, [], null), previous });
        return;
      }
    }
    $availability.set({ status: 'failed', error: failure, previous });
  } finally {
    if (mine === sequence) stopLoading(SEARCH, LOADING_TAIL_MS);
  }
}

/** Writes the search and filters into the URL (01 §2.18), as a new history entry. */
function writeQuery(push: boolean): void {
  if (typeof window === 'undefined') return;
  const { location, selectedAmenities } = $config.get();
  const updates = searchToQuery($search.get(), { location, selectedAmenities });
  const query = mergeQuery(window.location.search, updates);
  if (query === window.location.search) return;
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  const state = Object.fromEntries(new URLSearchParams(query));
  if (push) window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
  window.dispatchEvent(new Event('querystatechange'));
}

/**
 * Submits a search (01 §4.2): ignored while the loading animation runs;
 * other dates than the current ones empty the basket; the search is
 * mirrored into the URL, then availability is fetched.
 */
export function submitSearch(changes: Partial<SearchRequest>, options: { force?: boolean } = {}): boolean {
  if (isLoading() && !options.force) return false;
  const previous = $search.get();
  const next: SearchRequest = { ...previous, ...changes };
  if (next.promoCode !== null && next.promoCode.trim() === '') next.promoCode = null;
  if (next.from !== previous.from || next.to !== previous.to) searchDatesChanged(previous, next);
  // Any search the guest makes answers the note about the link's dates (the default dates chosen on purpose too).
  $linkDatesRefused.set(false);
  $search.set(next);
  writeQuery(true);
  void runSearch();
  return true;
}

/** Set promo code (01 §4.1): stores it, clears the error and the applied flag, and searches again. */
export function setPromoCode(code: string): void {
  $promo.set({ promoCodeError: null, isPromoCodeAppliedToAnyRate: false });
  submitSearch({ promoCode: code.trim() }, { force: true });
}

export function clearPromoCode(): void {
  $promo.set({ promoCodeError: null, isPromoCodeAppliedToAnyRate: false });
  submitSearch({ promoCode: null }, { force: true });
}

/** Filters (01 §4.3): a change re-runs the search and is mirrored in the URL. */
export function setLocation(location: string | null): void {
  $config.set({ ...$config.get(), location });
  submitSearch({}, { force: true });
}

export function toggleAmenity(id: number): void {
  const { selectedAmenities } = $config.get();
  const next = selectedAmenities.includes(id) ? selectedAmenities.filter((other) => other !== id) : [...selectedAmenities, id];
  setAmenities(next);
}

export function setAmenities(ids: number[]): void {
  $config.set({ ...$config.get(), selectedAmenities: [...new Set(ids)] });
  submitSearch({}, { force: true });
}

/** Reads the search from the URL (a copied URL reproduces the search) over a base search. */
function applyQuery(base?: SearchRequest | null): void {
  const current = $config.get();
  const day = today($property.get()?.timeZone);
  const { search, filters, datesRefused } = searchFromQuery(window.location.search, base ?? defaultSearch(day), day);
  $search.set(search);
  $linkDatesRefused.set(datesRefused);
  $config.set({ ...current, location: filters.location, selectedAmenities: filters.selectedAmenities });
}

let started = false;

/** The search page's start: the property, the search from the URL, the initial availability load. */
export function startSearchPage(property: PageProperty): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  $property.set(property);
  const begin = (stored: SearchRequest | null) => {
    applyQuery(stored);
    window.addEventListener('popstate', () => {
      applyQuery();
      void runSearch();
    });
    void runSearch();
    // The search mirrored into the URL in a task of its own, after the request is on its way: while the page
    // loads, writing the history takes the browser several milliseconds.
    setTimeout(() => writeQuery(false), 0);
  };
  // A stored search (of a stored basket) is the search unless the URL says otherwise (01 §4.7);
  // without one the search starts at once, with no wait for the schemas that read it. When the schemas cannot be
  // loaded, the search is the URL's (or the default) and the basket says it could not be read ($basketUnreadable).
  // The page's first script has asked for the same search already (src/api/page-reads.ts).
  if (hasStoredRequest()) void startingRequest(today(property.timeZone)).then(begin, () => begin(null));
  else begin(null);
}
