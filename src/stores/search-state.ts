/**
 * The search's state that every booking step reads (the basket follows
 * the property, the search and its dates; the prices, the exchange
 * rates): apart from the search itself (`search.ts`, which re-exports
 * it), so the steps after the search load no search code.
 */
import { atom } from 'nanostores';
import type { ApiError } from '../api/client.ts';
import type { Availability } from '../api/availability.ts';
import { defaultSearch, type SearchRequest } from '../lib/search/search-query.ts';
import { today } from '../lib/format/dates.ts';
import { embeddedPageCalendar } from '../lib/format/page-calendar.ts';

/** The property this page belongs to, set once by the first search island. */
export interface PageProperty {
  slug: string;
  isGroup: boolean;
  timeZone: string;
}

export const $property = atom<PageProperty | null>(null);

/** The search request (01 §3.2). */
export const $search = atom<SearchRequest>(defaultSearch(today(embeddedPageCalendar()?.offsets.zone ?? 'Europe/Zagreb')));

export type AvailabilityState =
  | { status: 'idle' }
  | { status: 'loading'; previous: Availability | null }
  | { status: 'loaded'; data: Availability }
  | { status: 'failed'; error: ApiError; previous: Availability | null };

export const $availability = atom<AvailabilityState>({ status: 'idle' });

type DatesChangedListener = (previous: SearchRequest, next: SearchRequest) => void;
const datesChangedListeners = new Set<DatesChangedListener>();

/** Called when a search changes the dates (the basket empties then, 01 §4.1). */
export function onSearchDatesChanged(listener: DatesChangedListener): () => void {
  datesChangedListeners.add(listener);
  return () => datesChangedListeners.delete(listener);
}

/** Tells the listeners that a search changes the dates from `previous` to `next`. */
export function searchDatesChanged(previous: SearchRequest, next: SearchRequest): void {
  for (const listener of datesChangedListeners) listener(previous, next);
}
