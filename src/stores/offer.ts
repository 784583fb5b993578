/**
 * The offer payment screen's state (02 §2.7, §4.5): on top of the loaded
 * offer (`offer-view.ts`), the shared booking form (`booking-form.ts`)
 * with the offer accepted through PUT /offer/{uuid}/{code}/accept. One page
 * session at a time: `openOffer` starts it and returns its `exit`.
 *
 * Listeners carry the side effects: a change of the page's language
 * reloads the offer in it and resets the terms (02 §4.3, 01 §4.6); the
 * typed booker details are kept for this tab (card data and the terms
 * never are), so a reload or the language link loses nothing typed.
 */
import { atom, computed } from 'nanostores';
import { apiBase } from '../api/client.ts';
import { acceptOffer } from '../api/offer.ts';
import { acceptedCardBrands } from '../lib/checkout/booking-form.ts';
import type { OfferAcceptRequest } from '../lib/offer/offer-accept-contract.ts';
import { defaultOfferChoice, offerAcceptErrorKey, offerGuestDetails, withPrefill } from '../lib/offer/offer-payment.ts';
import { receiptOfOffer } from '../lib/offer/offer-receipt.ts';
import type { OfferRef } from '../lib/offer/offer-route.ts';
import { paymentChoices } from '../lib/payment/payment-methods.ts';
import { gatewayOf } from '../payments/index.ts';
import { hasFlag, PAYMENT_PAGE_RETURN_FLAG } from '../payments/messages.ts';
import type { GatewayContext } from '../payments/types.ts';
import { ApiError } from '../api/client.ts';
import { track } from './analytics.ts';
import { hasPendingAttempt } from './booking-attempt.ts';
import { BookingRefused, createBookingForm, preparePaymentPageReturn } from './booking-form.ts';
import { $offer, reloadOffer, showOffer } from './offer-view.ts';

export { $offer, $offerBookability, $offerBookable, loadOffer, reloadOffer, type OfferState } from './offer-view.ts';

/** The ref of the offer the screen is open on. */
const $offerRef = atom<OfferRef | null>(null);

/** The page's language, and the visible names of the card fields a gateway lays out itself in it. */
export interface OfferPage {
  lang: string;
  labels: GatewayContext['labels'];
}

const $offerPage = atom<OfferPage>({ lang: 'en', labels: { cardNumber: '', expirationDate: '', cvv: '', cvc: '' } });

/** The ways to pay the loaded offer, in selector order. */
export const $offerChoices = computed($offer, (state) =>
  state.status === 'loaded' ? paymentChoices(state.offer.bookingEngine.paymentMethods, state.offer.bookingEngine.id) : [],
);

/** The loaded offer's receipt (02 §3.5), as every receipt view shows it; null until it is loaded. */
export const $offerReceipt = computed($offer, (state) =>
  state.status === 'loaded' ? receiptOfOffer(state.offer.items, state.offer.booking.reservations, state.offer.bookingEngine) : null,
);

const loadedOffer = () => {
  const state = $offer.get();
  return state.status === 'loaded' ? state.offer : null;
};

const ref = (): OfferRef => $offerRef.get() ?? { offerUuid: '', bookingCode: '' };

/** An offer's booking attempt in this tab's storage (`booking-attempt.ts`). */
const attemptScopeOf = (offer: OfferRef) => `offer-attempt-${offer.offerUuid}`;

export const offerForm = createBookingForm({
  name: 'offer',
  get storageKey() {
    return `offer-form-${ref().offerUuid}`;
  },
  get attemptScope() {
    return attemptScopeOf(ref());
  },
  $choices: $offerChoices,
  defaultChoice: defaultOfferChoice,
  initial: () => ({ isNewsletterSubscribed: loadedOffer()?.booker.isNewsletterSubscribed ?? false }),
  fix: (values) => {
    const offer = loadedOffer();
    return offer ? withPrefill(values, offer.booker) : values;
  },
  ready: () => loadedOffer() !== null,
  cardBrands: () => {
    const engine = loadedOffer()?.bookingEngine;
    return engine ? acceptedCardBrands(engine.paymentMethods, engine.id) : [];
  },
  engineSlug: () => loadedOffer()?.bookingEngine.slug ?? '',
  paymentPage: (option) => {
    const offer = loadedOffer()!;
    return {
      currency: offer.booking.reservations[0]?.currency ?? offer.bookingEngine.currency,
      bookingEngineId: option.bookingEngineId,
      offer: { offerUuid: offer.ref.offerUuid, code: offer.ref.bookingCode, slug: offer.bookingEngine.slug },
    };
  },
  request: (values, payment) => {
    const guestDetails = offerGuestDetails(values);
    return { body: { guestDetails, payment }, fingerprint: JSON.stringify({ guestDetails, type: payment.type }) };
  },
  send: async (body, key) => {
    const result = await acceptOffer(ref(), body as OfferAcceptRequest, key);
    if (result.status !== 'accepted') throw new BookingRefused(result);
    return result.publicId;
  },
  // 02 §4.5: an answer that booked nothing without a message shows none.
  errorKey: (error) =>
    error instanceof BookingRefused ? null : error instanceof ApiError ? offerAcceptErrorKey(error.status, error.messages) : offerAcceptErrorKey(0, []),
  booked: () => track('purchase', { offer: ref().bookingCode }),
  // Refused for good: the offer is loaded again, so a reason it can no longer be accepted shows (after a lost answer it stays, with 'Book now').
  refused: () => void reloadOffer(),
  gateway: ($choice) =>
    computed([$choice, $offerReceipt, $offerPage], (choice, receipt, page): GatewayContext | null => {
      if (!receipt || !choice || choice.option || !gatewayOf(choice.method.id, choice.method.settings)) return null;
      return {
        methodId: choice.method.id,
        bookingEngineId: choice.method.bookingEngineId,
        settings: choice.method.settings ?? {},
        apiUrl: apiBase(),
        locale: page.lang,
        amount: receipt.price.total,
        currency: receipt.currency,
        labels: page.labels,
      };
    }),
});

export const $offerForm = offerForm.$form;
export const $offerErrors = offerForm.$errors;
export const $offerSubmit = offerForm.$submit;
/** The reservation the offer became (its publicId), once accepted: the screen moves on to it. */
export const $offerAccepted = offerForm.$booked;
export const $offerChoice = offerForm.$choice;
export const updateOfferForm = offerForm.update;
export const selectOfferChoice = offerForm.select;
export const markTermsRead = offerForm.markTermsRead;
export const submitOffer = offerForm.submit;

/**
 * Opens the offer payment screen: shows the offer (`showOffer`; none in
 * the path: not found), starts the payment form once it is loaded (with the
 * page's query, `search`, telling a return from the hosted payment page)
 * and keeps it for the tab. A change of the page's language reloads the
 * offer in it and resets the terms (02 §4.3). Returns the page's `exit`,
 * which ends the listeners.
 * @example const exit = openOffer({ offerUuid, bookingCode }, location.search)
 */
export function openOffer(offerRef: OfferRef | null, search = '', page?: OfferPage): () => void {
  if (!offerRef) return showOffer(null);
  $offerRef.set(offerRef);
  if (page) $offerPage.set(page);
  // Back from the hosted payment page (its flag): its flow loads alongside the offer.
  if (hasFlag(search, PAYMENT_PAGE_RETURN_FLAG)) preparePaymentPageReturn(search);
  let started = false;
  const stops = [
    $offer.subscribe((state) => {
      if (started || state.status !== 'loaded') return;
      started = true;
      void offerForm.start(search, state.offer.bookingEngine.slug);
    }),
    offerForm.open(),
  ];
  // An acceptance left in flight: the screen waits for it (the form's start resumes it) instead of offering to pay.
  if (hasPendingAttempt(attemptScopeOf(offerRef))) offerForm.begin();
  stops.push(showOffer(offerRef, offerForm.resetTerms));
  return () => {
    for (const stop of stops) stop();
  };
}
