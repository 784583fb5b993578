/**
 * The reads a page starts as it opens (`startPageReads`, the frame's first
 * script), before its islands' code has loaded and hydrated: the search
 * page's availability, the offer, the reservation, the registration, and the
 * exchange-rate table the booking steps show prices with. The island's own
 * request takes each answer over (`takeEarly`, src/api/early.ts), so the
 * data is on its way a React start-up earlier and the API client (ky) is
 * fetched only when a later request needs it (`loadClient`).
 *
 * Each read is asked at the address the island asks at: the same path, the
 * same parameters in the same order (`pageReads`, tested against the client).
 * Imports only what has no other dependencies (the 'early' chunk): nothing
 * here waits for React.
 */
import type { PageKind } from '../lib/seo/discovery.ts';
import type { Locale } from '../lib/types.ts';
import { checkInUuidFromPath, reservationIdFromPath } from '../lib/frame/page-paths.ts';
import { today } from '../lib/format/dates.ts';
import { leadImageUrl, offerApiPath, offerRefFromPath } from '../lib/offer/offer-route.ts';
import { pageCurrency } from '../lib/pricing/page-currency.ts';
import { availabilityQuery, defaultSearch, searchFromQuery, type SearchRequest } from '../lib/search/search-query.ts';
import { BASKET_KEYS, decodeExpiry, isBasketExpired, isStillAhead } from '../lib/basket/basket-expiry.ts';
import { safeLocalStorage } from '../stores/storage.ts';
import { apiBase, readUrl, startEarly, toSearchParams } from './early.ts';

/** The element holding what the page's reads need to know (the frame writes it). */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

/** What the frame tells the first script: the page, its language, its currencies and its property. */
export interface PageReadsSettings {
  page: PageKind;
  lang: Locale;
  /** The property's currency and the currencies it offers (the display currency's choice, `pageCurrency`). */
  currency: string;
  currencies: string[];
  /** The property's slug and time zone (the search's default dates). */
  slug: string;
  timeZone: string;
}

/** One read: its API path and parameters, and, for the offer, the photo to fetch as soon as the answer names it. */
export interface PageRead {
  path: string;
  params: Record<string, string>;
  leadImage?: (payload: unknown) => string | null;
}

/** The pages that show prices from the exchange-rate table without a search (the search's answer carries the table). */
const RATES_PAGES: readonly PageKind[] = ['services', 'payment', 'reservation', 'offer', 'offerPayment'];

/**
 * The reads a page starts, in the order its island asks for them. The
 * search page asks for the search its island will make: the query's over
 * the stored basket's search (`stored`, as `storedSearch` reads it) or over
 * the default stay.
 * @example pageReads({ page: 'notFound', lang: 'en', currency: 'EUR', currencies: ['EUR'], slug: 'villa', timeZone: 'Europe/Zagreb' }, { pathname: '/en/404', search: '' }, null) // []
 */
export function pageReads(
  settings: PageReadsSettings,
  location: { pathname: string; search: string },
  stored: SearchRequest | null,
  now: Date = new Date(),
): PageRead[] {
  const page = { language: settings.lang, currency: pageCurrency(location.search, settings.currency, settings.currencies) };
  const read = (path: string, params: Record<string, unknown> = {}): PageRead => ({ path, params: toSearchParams({ ...params, ...page }) });
  const reads: PageRead[] = [];
  if (settings.page === 'search') {
    const day = today(settings.timeZone, now);
    const { search, filters } = searchFromQuery(location.search, stored ?? defaultSearch(day), day);
    reads.push(read('availability', availabilityQuery(settings.slug, search, filters)));
  }
  if (RATES_PAGES.includes(settings.page)) reads.push(read('exchange-rates'));
  if (settings.page === 'reservation') {
    const id = reservationIdFromPath(location.pathname);
    if (id) reads.push(read(`reservation/${encodeURIComponent(id)}`));
  }
  if (settings.page === 'checkin') {
    const uuid = checkInUuidFromPath(location.pathname);
    if (uuid) reads.push(read(`reservation/check-in/${encodeURIComponent(uuid)}`));
  }
  if (settings.page === 'offer' || settings.page === 'offerPayment') {
    const ref = offerRefFromPath(location.pathname);
    if (ref) reads.push({ ...read(offerApiPath(ref)), leadImage: settings.page === 'offer' ? leadImageUrl : undefined });
  }
  return reads;
}

/** Reads the frame's settings; null when the page carries none or they are unreadable. */
function readSettings(doc: Document): PageReadsSettings | null {
  const text = doc.getElementById(PAGE_READS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const settings = JSON.parse(text) as PageReadsSettings;
    return typeof settings?.page === 'string' && Array.isArray(settings.currencies) ? settings : null;
  } catch {
    return null;
  }
}

/** Preloads a photo at high priority: the page's largest paint, fetched before the island renders it. */
function preloadImage(doc: Document, url: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  doc.head.append(link);
}

/**
 * The stored basket's search the search page starts from (01 §4.7), read as
 * the island reads it: none when the basket has expired (the island clears
 * it) or its check-in is past; the checks (the 'stored' chunk, which a kept
 * basket loads anyway) load first. Null as well when they cannot be loaded.
 */
export async function storedSearch(timeZone: string, now: Date = new Date()): Promise<SearchRequest | null> {
  const storage = safeLocalStorage();
  const raw = storage.getItem(BASKET_KEYS.request);
  if (raw === null || isBasketExpired(decodeExpiry(storage.getItem(BASKET_KEYS.expiry)), now.getTime())) return null;
  try {
    const { decodeRequest } = await import('../lib/basket/basket-storage.ts');
    const request = decodeRequest(raw);
    return request && isStillAhead(request, today(timeZone, now)) ? request : null;
  } catch {
    return null;
  }
}

/** Starts the page's reads (`pageReads`); a failed one is asked again by the island with the client's retries. */
export async function startPageReads(doc: Document = document, location: Location = window.location): Promise<void> {
  const settings = readSettings(doc);
  if (!settings) return;
  const stored = settings.page === 'search' ? await storedSearch(settings.timeZone) : null;
  for (const { path, params, leadImage } of pageReads(settings, location, stored)) {
    const answer = startEarly(readUrl(apiBase(), path, params));
    if (!answer) continue;
    if (!leadImage) {
      answer.catch(() => undefined);
      continue;
    }
    answer
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((payload: unknown) => {
        const url = leadImage(payload);
        if (url) preloadImage(doc, url);
      })
      .catch(() => undefined);
  }
}
