import { atom, computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import type { Availability, RatePlan, UnitType } from '../api/availability.ts';
import { addItems, numberItems, removeItem, updateServiceQuantity, type BasketItem } from '../lib/basket/basket.ts';
import { BASKET_KEYS } from '../lib/basket/basket-expiry.ts';
import type { DiscardReason } from '../lib/basket/basket-storage.ts';
import { today as todayIn } from '../lib/format/dates.ts';
import type { Occupancy } from '../lib/pricing/pricing.ts';
import type { SearchRequest } from '../lib/search/search-query.ts';
import { clearBasketStorage, clearIfExpired, saveBasketContext, storedRequest } from './persistence.ts';
import { $config } from './config.ts';
import { $availability, $property, $search, onSearchDatesChanged } from './search-state.ts';
import { safeLocalStorage } from './storage.ts';
import { track } from './analytics.ts';
import { addToCartEvent } from '../lib/frame/analytics-events.ts';
import { stepUrl } from './navigation.ts';

type BasketDecoder = (raw: string) => BasketItem[];

/** The schema check of a stored basket, once its module has loaded. */
let decodeStored: BasketDecoder | null = null;
let validatorLoading: Promise<void> | null = null;

/**
 * False while a stored basket waits for its schema check. Pages without a
 * stored basket never load the schemas (valibot): most first visits.
 */
export const $basketReady = atom(safeLocalStorage().getItem(BASKET_KEYS.basket) === null);

/**
 * True when a stored basket's schemas could not be loaded (a dropped
 * connection): the basket is unknown, not empty. The pages say so where
 * the basket shows, with 'Try again' (the page again: a browser may keep a
 * failed module import for the page's life); nothing is written meanwhile,
 * so the stored basket is still there.
 */
export const $basketUnreadable = atom(false);

/** Loads the schemas, then replaces the unchecked stored basket with the checked one (corrupt data is removed). */
function loadValidator(): Promise<void> {
  validatorLoading ??= import('../lib/basket/basket-storage.ts').then(
    ({ decodeBasket }) => {
      decodeStored = decodeBasket;
      const raw = safeLocalStorage().getItem(BASKET_KEYS.basket);
      if (raw !== null) $basket.set(decodeBasket(raw));
      $basketReady.set(true);
    },
    (error: unknown) => {
      $basketUnreadable.set(true);
      throw error;
    },
  );
  return validatorLoading;
}

/** Reads stored data: checked when the schemas are there, else empty until they load (or `$basketUnreadable`). */
function decodeBasketLazily(raw: string): BasketItem[] {
  if (decodeStored) return decodeStored(raw);
  loadValidator().catch(() => {});
  return [];
}

/** Resolves once the stored basket has been checked (at once when there is none). */
export function basketReady(): Promise<void> {
  return $basketReady.get() ? Promise.resolve() : loadValidator();
}

/**
 * The basket (01 §3.11), kept in browser storage so a refresh, another
 * page or a second tab sees the same basket (01 §4.7). An empty basket
 * removes its key; stored data that does not parse is an empty basket.
 */
export const $basket = persistentAtom<BasketItem[]>(BASKET_KEYS.basket, [], {
  encode: (items) => (items.length > 0 ? JSON.stringify(items) : undefined) as string,
  decode: decodeBasketLazily,
});

type InLanguageOf = typeof import('../lib/basket/basket-language.ts').inLanguageOf;
/** The code that puts this tab's texts on items (`basket-language.ts`), once loaded: only a tab whose basket is in another language loads it. */
const $textsCode = atom<{ inLanguageOf: InLanguageOf } | null>(null);
let textsCodeAsked = false;

/** The basket as this tab last showed it: the texts it saw each item in. */
let shownBefore: BasketItem[] = [];

/**
 * The basket as this tab shows it. The basket is one for every tab
 * (01 §4.7), and a tab relabels it into its page's language
 * (`relabelBasket`); a second tab in another language keeps showing each
 * item in the texts it showed the same rate in, rather than the first
 * tab's. Only the texts: prices, quantities and choices are the stored
 * basket's. An item this tab never showed in its language shows as stored
 * until this tab's next page relabels it.
 */
/** The page's language alone: a change of the display currency does not work the shown basket out again. */
const $locale = computed($config, (config) => config.locale);

export const $basketShown = computed([$basket, $locale, $textsCode], (items, locale, code): BasketItem[] => {
  if (!code && items.some((item) => item.language !== locale)) {
    if (!textsCodeAsked) {
      textsCodeAsked = true;
      import('../lib/basket/basket-language.ts').then(
        ({ inLanguageOf }) => $textsCode.set({ inLanguageOf }),
        () => {
          // Not loaded (offline): the items show as stored; the next change tries again.
          textsCodeAsked = false;
        },
      );
    }
    return items;
  }
  shownBefore = code ? code.inLanguageOf(items, shownBefore, locale) : items;
  return shownBefore;
});

/** Why a stored basket was not kept (01 §4.7), or why the basket was emptied (other dates searched): told until closed or a unit is added. */
export const $basketNotice = atom<DiscardReason | null>(null);

/**
 * Every change saves the basket with a new one-day expiry. The search it
 * was made for is saved when a unit is added from the results; any other
 * change (an extra's quantity on /services, a removal) keeps the stored
 * one, since the page it happens on has no search of its own.
 */
function commit(items: BasketItem[], search: SearchRequest | null = null): void {
  const next = numberItems(items);
  $basket.set(next);
  saveBasketContext(next.length, search);
}

/**
 * Add item (01 §4.5): N items with their own basketId, renumbered. The
 * first add to an empty basket goes on to /services when the engine has
 * services, else to /payment.
 */
export async function addToBasket(data: Availability, unitType: UnitType, rate: RatePlan, occupancy: Occupancy, quantity = 1): Promise<void> {
  // The item builder (prices, extras, taxes) loads on the first add; a stored basket is checked first so it is never overwritten.
  const [{ basketItemFor, newBasketId }] = await Promise.all([import('../lib/basket/basket-item.ts'), basketReady()]);
  const wasEmpty = $basket.get().length === 0;
  const search = $search.get();
  const { selectedAmenities, fromGoogleTravel } = $config.get();
  const item = basketItemFor(data, unitType, rate, occupancy, {
    from: search.from,
    to: search.to,
    promoCode: search.promoCode,
    amenities: selectedAmenities,
    fromGoogleTravel,
  });
  commit(addItems($basket.get(), item, quantity, newBasketId), search);
  $basketNotice.set(null);
  track('add_to_cart', addToCartEvent(item, quantity));
  if (wasEmpty && quantity === 1 && typeof window !== 'undefined') {
    const hasServices = item.services.length > 0;
    const lang = $config.get().locale;
    window.location.assign(`/${lang}/${hasServices ? 'services' : 'payment'}${window.location.search}`);
  }
}

export function removeFromBasket(basketId: string): void {
  commit(removeItem($basket.get(), basketId));
}

export function clearBasket(): void {
  commit([]);
}

/**
 * Calls `then` when the basket is empty: at once if it is already (emptied
 * between the page's check and the watch), then each time it becomes empty
 * while a booking step is open: its last unit removed there, or the basket
 * booked or emptied in another tab (the stored basket reaches every tab).
 * Returns the watch's end.
 */
export function whenBasketEmptied(then: () => void): () => void {
  const unwatch = $basket.listen((items) => {
    if (items.length === 0) then();
  });
  if ($basket.get().length === 0) then();
  return unwatch;
}

export function setServiceQuantity(basketId: string, serviceId: number, newQuantity: number, isMandatoryQuantityUpdate: boolean): void {
  commit(updateServiceQuantity($basket.get(), basketId, serviceId, newQuantity, isMandatoryQuantityUpdate));
}

/** Replace (01 §4.5): swaps in a whole basket. */
export function setBasket(items: BasketItem[]): void {
  commit(items);
}

/**
 * A page's start with the stored basket: an expired one is cleared
 * (01 §4.7), a kept one checked by its schema. Resolves whether a basket
 * is left; null when a stored basket could not be checked (its schemas not
 * loaded: `$basketUnreadable`), so the page neither leaves nor books.
 */
export async function loadStoredBasket(): Promise<boolean | null> {
  if (typeof window === 'undefined') return false;
  if (clearIfExpired()) $basket.set([]);
  try {
    await basketReady();
  } catch {
    return null;
  }
  return $basket.get().length > 0;
}

let storedChecked = false;
/** The stored basket's check, once started: a promo code's repricing waits for it, so the check never writes back an older copy over it. */
let storedCheck: Promise<void> | null = null;

/**
 * The first availability of the search page decides whether a stored basket
 * stays (01 §4.7): same dates, check-in not past, every unit type and rate
 * still bookable with enough units. Otherwise it is removed and the guest is
 * told why.
 */
async function checkStoredBasket(data: Availability): Promise<void> {
  if (storedChecked) return;
  storedChecked = true;
  try {
    await basketReady();
  } catch {
    return; // A basket that cannot be checked stays stored, untouched ($basketUnreadable tells the guest).
  }
  const items = $basket.get();
  if (items.length === 0) return;
  const [{ restoreDecision }, request] = await Promise.all([import('../lib/basket/basket-storage.ts'), storedRequest()]);
  const decision = restoreDecision(items, request, data, todayIn($property.get()?.timeZone));
  if (decision.restore) {
    // Marks the basket as it is now: a change made while the check loaded (a repricing, a removal) stays.
    $basket.set($basket.get().map((item) => ({ ...item, isLoadedFromSession: true })));
    return;
  }
  clearBasketStorage();
  $basket.set([]);
  $basketNotice.set(decision.reason);
}

/** The ids of the items whose texts are in another language than `locale` (or in one not recorded: stored before items kept it). */
export const itemsInOtherLanguage = (locale: string = $config.get().locale): string[] =>
  $basket.get().flatMap((item) => (item.language === locale ? [] : [item.basketId]));

const inOtherLanguage = (): boolean => itemsInOtherLanguage().length > 0;

/**
 * The basket's texts in the page's language (`basket-relabel.ts`): from
 * the search page's answer, or (`relabelBasket`, the extras step and the
 * checkout) from the stored stay asked again. Its code loads only when an
 * item's texts are in another language than the page's.
 */
function relabelFrom(data: Availability): Promise<void> {
  return inOtherLanguage() ? import('./basket-relabel.ts').then((relabel) => relabel.relabelFrom(data)) : Promise.resolve();
}

export async function relabelBasket(engineSlug: string): Promise<void> {
  if (!inOtherLanguage()) return;
  // Not loaded (offline): the texts stay in the language they were added in.
  await import('./basket-relabel.ts').then((relabel) => relabel.relabelBasket(engineSlug)).catch(() => undefined);
}

/**
 * Opens the extras step (01 §2.14): without accommodation there is nothing
 * to add extras to, so the guest goes back to the search, also once the
 * last unit is removed there or the basket is booked or emptied in another
 * tab. A basket added in another language takes this page's texts.
 * Returns the page's `exit`.
 */
export function openExtras(lang: string, engineSlug: string): () => void {
  const toSearch = () => window.location.replace(stepUrl(lang, ''));
  let unwatch = () => {};
  let live = true;
  void loadStoredBasket().then((hasBasket) => {
    if (!live) return;
    if (hasBasket === false) toSearch();
    else if (hasBasket) {
      unwatch = whenBasketEmptied(toSearch);
      void relabelBasket(engineSlug);
    }
  });
  return () => {
    live = false;
    unwatch();
  };
}

$availability.listen((state) => {
  if (state.status !== 'loaded') return;
  // A part that could not be loaded leaves the basket as it is (the page says so where the part is needed).
  storedCheck ??= checkStoredBasket(state.data).catch(() => undefined);
  void storedCheck
    // A code applied, changed or removed with units in the basket (`basket-promo.ts`, loaded only then).
    .then(() => ($basket.get().length > 0 ? import('./basket-promo.ts').then((promo) => promo.followPromoCode(state.data)) : undefined))
    .then(() => relabelFrom(state.data))
    .catch(() => undefined);
});

// A search with other dates empties the basket (01 §4.1), a stored one still waiting for its schemas too: it is of the old dates.
// The guest is told, as for a stored basket of other dates (not in the spec: the floating basket would just vanish).
onSearchDatesChanged(() => {
  storedChecked = true;
  if ($basket.get().length > 0) {
    clearBasket();
    $basketNotice.set('basket.discarded.dates');
  } else if (!$basketReady.get()) clearBasketStorage();
});
