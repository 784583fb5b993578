/**
 * The offer as the offer screen shows it (02 §2.6, §4.5): the loaded offer
 * and whether it can be accepted. The payment screen's form and accept
 * call build on it in `offer.ts`; the offer screen loads only this, so its
 * first render and its offer request do not wait for the payment code.
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../api/client.ts';
import { fetchOffer, type LoadedOffer } from '../api/offer.ts';
import { offerBookability, type OfferBookabilityMessage } from '../lib/offer/offer-bookability.ts';
import type { OfferRef } from '../lib/offer/offer-route.ts';
import { $config } from './config.ts';

export type OfferState = { status: 'loading' } | { status: 'loaded'; offer: LoadedOffer } | { status: 'notFound' } | { status: 'failed' };

/** The offer open on the page. */
export const $offer = atom<OfferState>({ status: 'loading' });

/**
 * The red banner's message, or null while the offer can be accepted
 * (02 §4.5; the same check decides the 'Continue' bar and the payment
 * screen's redirect, `isOfferValid`). Null until loaded.
 */
export const $offerBookability = computed($offer, (state): OfferBookabilityMessage | null =>
  state.status === 'loaded' ? offerBookability(state.offer.offer, state.offer.booking, new Date()) : null,
);

/** Whether the loaded offer can be accepted now. */
export const $offerBookable = computed([$offer, $offerBookability], (state, message) => state.status === 'loaded' && message === null);

let current: OfferRef | null = null;
let generation = 0;

/**
 * Loads an offer in the page's language. While an offer is shown it stays
 * shown during the reload; a first load shows the loading state.
 */
export async function loadOffer(ref: OfferRef): Promise<void> {
  current = ref;
  const mine = ++generation;
  if ($offer.get().status !== 'loaded') $offer.set({ status: 'loading' });
  try {
    const offer = await fetchOffer(ref);
    if (mine === generation) $offer.set({ status: 'loaded', offer });
  } catch (error) {
    if (mine !== generation) return;
    $offer.set(error instanceof ApiError && error.status === 404 ? { status: 'notFound' } : { status: 'failed' });
  }
}

/** Loads the open offer again (after a failed load, or to see its state after a failed accept). */
export function reloadOffer(): Promise<void> {
  return current ? loadOffer(current) : Promise.resolve();
}

/**
 * Shows an offer (none in the path: not found) and loads it again in the
 * page's new language when the language changes (02 §4.3, 01 §4.6), after
 * `beforeReload`. Returns the page's `exit`: it ends the listener, and an
 * answer still on its way is no longer shown.
 * @example const exit = showOffer(offerRefFromPath(location.pathname))
 */
export function showOffer(ref: OfferRef | null, beforeReload: () => void = () => undefined): () => void {
  if (!ref) {
    // The shell opened without an offer's ids in its path.
    $offer.set({ status: 'notFound' });
    return () => undefined;
  }
  let locale = $config.get().locale;
  const stop = $config.listen((config) => {
    if (config.locale === locale) return;
    locale = config.locale;
    beforeReload();
    void loadOffer(ref);
  });
  void loadOffer(ref);
  return () => {
    stop();
    generation += 1;
  };
}
