/**
 * The offer screens' state (02 §2.6, §2.7, §4.5): the loaded offer and
 * whether it can be accepted, and on the payment screen the form, its
 * errors and the accept call. One page session at a time: `openOffer`
 * starts it and returns its `exit`.
 *
 * Listeners carry the side effects: a change of the page's language
 * reloads the offer in it and resets the terms (02 §4.3, 01 §4.6); the
 * typed booker details are kept for this tab (card data and the terms
 * never are), so a reload or the language link loses nothing typed.
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../api/client.ts';
import { acceptOffer, fetchOffer, type LoadedOffer } from '../api/offer.ts';
import type { BookingErrors } from '../lib/booking-schema.ts';
import { offerBookability, type OfferBookabilityMessage } from '../lib/offer-bookability.ts';
import type { OfferPayment } from '../lib/offer-contract.ts';
import {
  defaultOfferChoice,
  EMPTY_OFFER_FORM,
  offerAcceptedCardBrands,
  offerAcceptErrorKey,
  offerDirectPayment,
  offerGuestDetails,
  offerPaymentChoices,
  offerPaymentForm,
  offerSwitchResetsTerms,
  validateOfferForm,
  withPrefill,
  type OfferFormValues,
  type OfferPaymentChoice,
} from '../lib/offer-payment.ts';
import type { OfferRef } from '../lib/offer-route.ts';
import { track } from './analytics.ts';
import { $config } from './config.ts';
import { startLoading, stopLoading } from './loading.ts';
import { safeSessionStorage } from './storage.ts';

export type OfferState =
  | { status: 'loading' }
  | { status: 'loaded'; offer: LoadedOffer }
  | { status: 'notFound' }
  | { status: 'failed' };

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

/** The payment form (02 §3.1): the values, the chosen way to pay and whether the terms were read. */
export interface OfferFormState {
  values: OfferFormValues;
  /** The chosen `OfferPaymentChoice.id`. */
  choiceId: number | string | null;
  termsRead: boolean;
}

export const $offerForm = atom<OfferFormState>({ values: EMPTY_OFFER_FORM, choiceId: null, termsRead: false });

/** The field errors of the last check (02 §5), keyed by field. */
export const $offerErrors = atom<BookingErrors>({});

/** The accept call: running, and the message of the last failure (a translation key), if any. */
export const $offerSubmit = atom<{ submitting: boolean; error: string | null }>({ submitting: false, error: null });

/**
 * The payment forms this screen pays with itself (02 §2.4): the built-in
 * card form and bank transfer. A gateway's choice (methods 3–7, the
 * wallets) is offered only where its form pays through `acceptWithPayment`.
 */
const DIRECT_FORMS: ReadonlySet<string | null> = new Set(['card', 'bankTransfer']);

/** The ways to pay an offer that this screen can take, in selector order. */
function payableChoices(loaded: LoadedOffer): OfferPaymentChoice[] {
  return offerPaymentChoices(loaded.bookingEngine.paymentMethods, loaded.bookingEngine.id).filter((choice) => DIRECT_FORMS.has(offerPaymentForm(choice, true)));
}

/** The ways to pay the loaded offer, in selector order. */
export const $offerChoices = computed($offer, (state): OfferPaymentChoice[] => (state.status === 'loaded' ? payableChoices(state.offer) : []));

/** The chosen way to pay. */
export const $offerChoice = computed([$offerChoices, $offerForm], (choices, form) => choices.find((choice) => choice.id === form.choiceId) ?? null);

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

// ------------------------------------------------------------------ the form

/** The fields kept for this tab: booker details and choices, never card data or the terms. */
const KEPT = [
  'firstName',
  'lastName',
  'companyName',
  'companyVatId',
  'email',
  'phone',
  'country',
  'address',
  'city',
  'postalCode',
  'estimatedTimeOfArrival',
  'note',
  'isNewsletterSubscribed',
  'cardholderSameAsGuest',
  'cardholderName',
] as const satisfies readonly (keyof OfferFormValues)[];

const formKey = (ref: OfferRef) => `offer-form-${ref.offerUuid}`;
const attemptStorageKey = (ref: OfferRef) => `offer-attempt-${ref.offerUuid}`;

function readKept(ref: OfferRef): { values: Partial<OfferFormValues>; choiceId: number | string | null } {
  const storage = safeSessionStorage();
  try {
    const stored = JSON.parse(storage.getItem(formKey(ref)) ?? 'null') as { values?: Record<string, unknown>; choiceId?: unknown } | null;
    if (!stored || typeof stored !== 'object') return { values: {}, choiceId: null };
    const values: Partial<OfferFormValues> = {};
    for (const field of KEPT) {
      const value = stored.values?.[field];
      if (typeof value === typeof EMPTY_OFFER_FORM[field]) (values as Record<string, unknown>)[field] = value;
    }
    const choiceId = typeof stored.choiceId === 'number' || typeof stored.choiceId === 'string' ? stored.choiceId : null;
    return { values, choiceId };
  } catch {
    storage.removeItem(formKey(ref));
    return { values: {}, choiceId: null };
  }
}

function keep(ref: OfferRef, form: OfferFormState): void {
  const values = Object.fromEntries(KEPT.map((field) => [field, form.values[field]]));
  safeSessionStorage().setItem(formKey(ref), JSON.stringify({ values, choiceId: form.choiceId }));
}

/**
 * Starts the form for a loaded offer (02 §2.7): what this tab kept, then
 * the offer's known booker fields over it (they cannot be changed), the
 * newsletter box as the booker's unless the guest chose, the default way
 * to pay (`defaultOfferChoice`), the terms neither read nor accepted.
 */
export function startOfferForm(loaded: LoadedOffer): void {
  const kept = readKept(loaded.ref);
  const values = withPrefill({ ...EMPTY_OFFER_FORM, isNewsletterSubscribed: loaded.booker.isNewsletterSubscribed, ...kept.values }, loaded.booker);
  const choice = defaultOfferChoice(payableChoices(loaded), kept.choiceId);
  $offerForm.set({ values: { ...values, termsAccepted: false }, choiceId: choice?.id ?? null, termsRead: false });
  $offerErrors.set({});
}

/** Changes form values; a field the offer already knows keeps the offer's value. Clears the errors shown. */
export function updateOfferForm(changes: Partial<OfferFormValues>): void {
  const state = $offer.get();
  const form = $offerForm.get();
  const values = { ...form.values, ...changes };
  $offerForm.set({ ...form, values: state.status === 'loaded' ? withPrefill(values, state.offer.booker) : values });
  if (Object.keys($offerErrors.get()).length > 0) $offerErrors.set({});
  if ($offerSubmit.get().error) $offerSubmit.set({ ...$offerSubmit.get(), error: null });
}

/** Picks a way to pay; leaving bank transfer for anything but the card form resets the terms (02 §4.2). */
export function selectOfferChoice(id: number | string): void {
  const choices = $offerChoices.get();
  const next = choices.find((choice) => choice.id === id);
  if (!next) return;
  const form = $offerForm.get();
  const reset = offerSwitchResetsTerms($offerChoice.get(), next);
  $offerForm.set({
    ...form,
    choiceId: next.id,
    termsRead: reset ? false : form.termsRead,
    values: reset ? { ...form.values, termsAccepted: false } : form.values,
  });
  if (Object.keys($offerErrors.get()).length > 0) $offerErrors.set({});
}

/** The terms box was scrolled to its end, or does not scroll (02 §4.3). */
export function markTermsRead(): void {
  const form = $offerForm.get();
  if (!form.termsRead) $offerForm.set({ ...form, termsRead: true });
}

/** The terms are neither read nor accepted (02 §4.3: a change of language on this screen). */
export function resetTerms(): void {
  const form = $offerForm.get();
  $offerForm.set({ ...form, termsRead: false, values: { ...form.values, termsAccepted: false } });
}

/**
 * Checks the form for the chosen way to pay (02 §5.1, §5.2); the errors
 * go to `$offerErrors`. True when the offer may be accepted.
 */
export function checkOfferForm(now: Date = new Date()): boolean {
  const state = $offer.get();
  const choice = $offerChoice.get();
  if (state.status !== 'loaded' || !choice) return false;
  const { bookingEngine, booker } = state.offer;
  const errors = validateOfferForm($offerForm.get().values, choice, booker.isCompany, now, offerAcceptedCardBrands(bookingEngine.paymentMethods, bookingEngine.id));
  $offerErrors.set(errors);
  return Object.keys(errors).length === 0;
}

/** The idempotency key of this accept attempt: kept, with what it was made for, until the API answers definitely. */
function attemptKey(ref: OfferRef, fingerprint: string): string {
  const storage = safeSessionStorage();
  try {
    const stored = JSON.parse(storage.getItem(attemptStorageKey(ref)) ?? 'null') as { key?: unknown; fingerprint?: unknown } | null;
    if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string' && /^[\w-]{8,128}$/.test(stored.key)) return stored.key;
  } catch {
    /* a new attempt */
  }
  const key = crypto.randomUUID();
  storage.setItem(attemptStorageKey(ref), JSON.stringify({ key, fingerprint }));
  return key;
}

/** How a submit ended. */
export type OfferSubmitOutcome =
  | { status: 'invalid' }
  | { status: 'busy' }
  | { status: 'accepted'; publicId: string }
  | { status: 'failed' };

const ACCEPTING = 'offer-accept';

/**
 * Accepts the offer with a payment (02 §7): the booker's details from the
 * form, the full-screen loading overlay meanwhile. Gateways call this with
 * the payment their adapter approved; `submitOffer` with the card form's
 * or bank transfer's. On success the overlay stays (the page moves on to
 * the reservation); on failure it ends, the form keeps everything, the
 * message of 02 §8 is set, and the offer is loaded again so a reason it
 * can no longer be accepted shows.
 */
export async function acceptWithPayment(payment: OfferPayment): Promise<OfferSubmitOutcome> {
  const state = $offer.get();
  if (state.status !== 'loaded' || $offerSubmit.get().submitting) return { status: 'busy' };
  const { ref, booker } = state.offer;
  const guestDetails = offerGuestDetails($offerForm.get().values, booker.isCompany);
  const key = attemptKey(ref, JSON.stringify({ guestDetails, type: payment.type }));
  $offerSubmit.set({ submitting: true, error: null });
  startLoading(ACCEPTING);
  try {
    const result = await acceptOffer(ref, { guestDetails, payment }, key);
    if (result.status === 'accepted') {
      track('purchase', { offer: ref.bookingCode });
      safeSessionStorage().removeItem(formKey(ref));
      safeSessionStorage().removeItem(attemptStorageKey(ref));
      $offerSubmit.set({ submitting: true, error: null });
      return { status: 'accepted', publicId: result.publicId };
    }
    safeSessionStorage().removeItem(attemptStorageKey(ref));
    $offerSubmit.set({ submitting: false, error: offerAcceptErrorKey(null, []) });
  } catch (error) {
    const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
    // A definite answer ends this attempt; a lost one keeps its key so a retry replays it.
    if (answered) safeSessionStorage().removeItem(attemptStorageKey(ref));
    $offerSubmit.set({
      submitting: false,
      error: error instanceof ApiError ? offerAcceptErrorKey(error.status, error.messages) : offerAcceptErrorKey(0, []),
    });
  }
  stopLoading(ACCEPTING);
  void reloadOffer();
  return { status: 'failed' };
}

/**
 * Book now with the card form or bank transfer (02 §2.7, §4.1 steps 1–3):
 * ignored while a call runs; the form is checked first.
 */
export async function submitOffer(now: Date = new Date()): Promise<OfferSubmitOutcome> {
  if ($offerSubmit.get().submitting) return { status: 'busy' };
  const state = $offer.get();
  const choice = $offerChoice.get();
  if (state.status !== 'loaded' || !choice) return { status: 'busy' };
  if (!checkOfferForm(now)) return { status: 'invalid' };
  const form = $offerForm.get();
  const payment = offerPaymentForm(choice, form.values.termsAccepted) === null ? null : offerDirectPayment(form.values, state.offer.booker.isCompany, choice.methodId);
  if (!payment) return { status: 'busy' };
  return acceptWithPayment(payment);
}

// ------------------------------------------------------------- page session

/**
 * Opens an offer page: loads the offer (none in the path: not found), and with `form` starts the payment
 * form once it is loaded and keeps it for the tab. A change of the page's
 * language reloads the offer in it and resets the terms (02 §4.3).
 * Returns the page's `exit`, which ends the listeners.
 * @example const exit = openOffer({ offerUuid, bookingCode }, { form: true })
 */
export function openOffer(ref: OfferRef | null, options: { form?: boolean } = {}): () => void {
  if (!ref) {
    // The shell opened without an offer's ids in its path.
    $offer.set({ status: 'notFound' });
    return () => undefined;
  }
  const stops: (() => void)[] = [];
  let locale = $config.get().locale;
  stops.push(
    $config.listen((config) => {
      if (config.locale === locale) return;
      locale = config.locale;
      resetTerms();
      void loadOffer(ref);
    }),
  );
  if (options.form) {
    let started = false;
    stops.push(
      $offer.subscribe((state) => {
        if (started || state.status !== 'loaded') return;
        started = true;
        startOfferForm(state.offer);
      }),
    );
    stops.push($offerForm.listen((form) => keep(ref, form)));
  }
  void loadOffer(ref);
  return () => {
    for (const stop of stops) stop();
    generation += 1;
  };
}
