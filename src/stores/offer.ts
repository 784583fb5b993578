/**
 * The offer payment screen's state (02 §2.7, §4.5): on top of the loaded
 * offer (`offer-view.ts`), the form, its errors and the accept call. One
 * page session at a time: `openOffer` starts it and returns its `exit`.
 *
 * Listeners carry the side effects: a change of the page's language
 * reloads the offer in it and resets the terms (02 §4.3, 01 §4.6); the
 * typed booker details are kept for this tab (card data and the terms
 * never are), so a reload or the language link loses nothing typed.
 */
import { atom, computed } from 'nanostores';
import { ApiError } from '../api/client.ts';
import { acceptOffer, type LoadedOffer } from '../api/offer.ts';
import type { OfferAcceptRequest } from '../lib/offer-contract.ts';
import type { BookingErrors } from '../lib/booking-schema.ts';
import type { OfferPayment } from '../lib/offer-contract.ts';
import {
  choiceMethodId,
  choiceOfRecord,
  defaultOfferChoice,
  EMPTY_OFFER_FORM,
  offerAcceptedCardBrands,
  offerAcceptErrorKey,
  offerDirectPayment,
  offerGuestDetails,
  offerPaymentChoices,
  offerPaymentForm,
  offerSwitchResetsTerms,
  recordedChoice,
  validateOfferForm,
  withPrefill,
  type OfferFormValues,
  type OfferPaymentChoice,
} from '../lib/offer-payment.ts';
import type { OfferRef } from '../lib/offer-route.ts';
import { METHOD } from '../lib/payment-methods.ts';
import { paymentPagePayment } from '../lib/payment-payload.ts';
import { GENERIC_ERROR } from '../payments/results.ts';
import { track, trackFormInput } from './analytics.ts';
import { startLoading, stopLoading } from './loading.ts';
import { $gatewayAdapter, paymentOrder, runPayment } from './payment.ts';
import { dropQueryString, PAYMENT_PAGE_ERROR, startPaymentPage, takePaymentPageReturn } from './payment-page.ts';
import { safeSessionStorage } from './storage.ts';
import { CARD_AGAIN, finishAttempt, hasPendingAttempt, recordPaid, recordRefused, recordSent, resumeAttempt } from './booking-attempt.ts';
import { $offer, reloadOffer, showOffer } from './offer-view.ts';

export { $offer, $offerBookability, $offerBookable, loadOffer, reloadOffer, type OfferState } from './offer-view.ts';

/** The payment form (02 §3.1): the values, the chosen way to pay and whether the terms were read. */
export interface OfferFormState {
  values: OfferFormValues;
  /** The chosen `OfferPaymentChoice.key`. */
  choiceKey: string | null;
  termsRead: boolean;
}

export const $offerForm = atom<OfferFormState>({ values: EMPTY_OFFER_FORM, choiceKey: null, termsRead: false });

/** The field errors of the last check (02 §5), keyed by field. */
export const $offerErrors = atom<BookingErrors>({});

/**
 * Paying and accepting: running, and the message of the last failure (a
 * translation key or a gateway's own text), if any — under the form, or
 * under gateway C's form for its own errors (02 §4.4).
 */
export const $offerSubmit = atom<{ submitting: boolean; error: string | null; gatewayError: string | null }>({ submitting: false, error: null, gatewayError: null });

/** The reservation the offer became (its publicId), once accepted: the screen moves on to it. */
export const $offerAccepted = atom<string | null>(null);

/** The ways to pay the loaded offer, in selector order. */
export const $offerChoices = computed($offer, (state): OfferPaymentChoice[] =>
  state.status === 'loaded' ? offerPaymentChoices(state.offer.bookingEngine.paymentMethods, state.offer.bookingEngine.id) : [],
);

/** The chosen way to pay. */
export const $offerChoice = computed([$offerChoices, $offerForm], (choices, form) => choices.find((choice) => choice.key === form.choiceKey) ?? null);

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
/** The offer's booking attempt in this tab's storage (`booking-attempt.ts`). */
const attemptScope = (ref: OfferRef) => `offer-attempt-${ref.offerUuid}`;

function readKept(ref: OfferRef): { values: Partial<OfferFormValues>; choiceKey: string | null } {
  const storage = safeSessionStorage();
  try {
    const stored = JSON.parse(storage.getItem(formKey(ref)) ?? 'null') as { values?: Record<string, unknown>; choiceKey?: unknown } | null;
    if (!stored || typeof stored !== 'object') return { values: {}, choiceKey: null };
    const values: Partial<OfferFormValues> = {};
    for (const field of KEPT) {
      const value = stored.values?.[field];
      if (typeof value === typeof EMPTY_OFFER_FORM[field]) (values as Record<string, unknown>)[field] = value;
    }
    const choiceKey = typeof stored.choiceKey === 'string' ? stored.choiceKey : null;
    return { values, choiceKey };
  } catch {
    storage.removeItem(formKey(ref));
    return { values: {}, choiceKey: null };
  }
}

function keep(ref: OfferRef, form: OfferFormState): void {
  const values = Object.fromEntries(KEPT.map((field) => [field, form.values[field]]));
  safeSessionStorage().setItem(formKey(ref), JSON.stringify({ values, choiceKey: form.choiceKey }));
}

/**
 * Starts the form for a loaded offer (02 §2.7): what this tab kept, then
 * the offer's known booker fields over it (they cannot be changed), the
 * newsletter box as the booker's unless the guest chose, the default way
 * to pay (`defaultOfferChoice`), the terms neither read nor accepted.
 *
 * Back from the hosted payment page (02 §2.2, §4.1 step 5), the booker
 * record kept under the offer's keys ('booking-engine-{slug}-booker')
 * restores the details, the chosen option and the terms as they were; the
 * query string goes, and with the page's token the offer is accepted.
 */
export function startOfferForm(loaded: LoadedOffer, search?: string): void {
  const kept = readKept(loaded.ref);
  const back = search === undefined ? { record: null, token: null, returning: false } : takePaymentPageReturn(search, loaded.bookingEngine.slug);
  const choices = offerPaymentChoices(loaded.bookingEngine.paymentMethods, loaded.bookingEngine.id);
  const { record } = back;
  const restored: Partial<OfferFormValues> = {};
  if (record) {
    for (const field of KEPT) if (field in record) (restored as Record<string, unknown>)[field] = (record as Record<string, unknown>)[field];
  }
  const values = withPrefill({ ...EMPTY_OFFER_FORM, isNewsletterSubscribed: loaded.booker.isNewsletterSubscribed, ...kept.values, ...restored }, loaded.booker);
  const choice = (record ? choiceOfRecord(choices, record.selectedPaymentMethod) : null) ?? defaultOfferChoice(choices, kept.choiceKey);
  $offerForm.set({
    values: { ...values, termsAccepted: record?.termsAccepted ?? false },
    choiceKey: choice?.key ?? null,
    termsRead: record?.termsRead ?? false,
  });
  $offerErrors.set({});
  if (back.returning) dropQueryString();
  // The payment page's token is this tab's approved payment; an acceptance left in flight is finished first.
  if (back.token) recordPaid(attemptScope(loaded.ref), '', paymentPagePayment(back.token));
  void resumeOfferAttempt(loaded.ref).then((outcome) => {
    if (outcome.status === 'card-again') fail(CARD_AGAIN);
  });
}

/** Changes form values; a field the offer already knows keeps the offer's value. Clears the errors shown. */
export function updateOfferForm(changes: Partial<OfferFormValues>): void {
  trackFormInput('offer', Object.keys(changes));
  const state = $offer.get();
  const form = $offerForm.get();
  const values = { ...form.values, ...changes };
  $offerForm.set({ ...form, values: state.status === 'loaded' ? withPrefill(values, state.offer.booker) : values });
  if (Object.keys($offerErrors.get()).length > 0) $offerErrors.set({});
  if ($offerSubmit.get().error || $offerSubmit.get().gatewayError) $offerSubmit.set({ ...$offerSubmit.get(), error: null, gatewayError: null });
}

/** Picks a way to pay (by its key); leaving bank transfer for anything but the card form resets the terms (02 §4.2). */
export function selectOfferChoice(key: string): void {
  const choices = $offerChoices.get();
  const next = choices.find((choice) => choice.key === key);
  if (!next) return;
  trackFormInput('offer', ['selectedPaymentMethod']);
  const form = $offerForm.get();
  const reset = offerSwitchResetsTerms($offerChoice.get(), next);
  $offerForm.set({
    ...form,
    choiceKey: next.key,
    termsRead: reset ? false : form.termsRead,
    values: reset ? { ...form.values, termsAccepted: false } : form.values,
  });
  if (Object.keys($offerErrors.get()).length > 0) $offerErrors.set({});
  if ($offerSubmit.get().gatewayError) $offerSubmit.set({ ...$offerSubmit.get(), gatewayError: null });
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

/** How a submit ended. */
export type OfferSubmitOutcome =
  | { status: 'invalid' }
  | { status: 'busy' }
  | { status: 'accepted'; publicId: string }
  | { status: 'failed' };

const ACCEPTING = 'offer-accept';

/** Paying or accepting starts: the overlay shows, earlier messages go. */
function begin(): void {
  $offerSubmit.set({ submitting: true, error: null, gatewayError: null });
  startLoading(ACCEPTING);
}

/** Paying or accepting failed: the overlay ends, the form keeps everything, the message shows (or none). */
function fail(error: string | null, underGatewayForm = false): OfferSubmitOutcome {
  $offerSubmit.set({ submitting: false, error: underGatewayForm ? null : error, gatewayError: underGatewayForm ? error : null });
  stopLoading(ACCEPTING);
  return { status: 'failed' };
}

/** Accepted: the purchase event, the form and the attempt cleared, and the screen moves on to the reservation. */
function accepted(ref: OfferRef, publicId: string): OfferSubmitOutcome {
  track('purchase', { offer: ref.bookingCode });
  safeSessionStorage().removeItem(formKey(ref));
  finishAttempt(attemptScope(ref), publicId);
  $offerAccepted.set(publicId);
  return { status: 'accepted', publicId };
}

/**
 * The acceptance this tab left in flight on this offer, resumed (on the
 * screen's start, and before a new Book now): accepted → on to its
 * reservation; a payment approved and not yet sent → accepted with it;
 * the card form's acceptance that never arrived → the guest enters the
 * card again; else the error shows. 'none' when nothing was in flight.
 */
async function resumeOfferAttempt(ref: OfferRef): Promise<OfferSubmitOutcome | { status: 'none' } | { status: 'card-again' }> {
  const scope = attemptScope(ref);
  if (!hasPendingAttempt(scope)) return { status: 'none' };
  if (!$offerSubmit.get().submitting) begin();
  const outcome = await resumeAttempt(scope, async (request, key) => {
    const result = await acceptOffer(ref, request as OfferAcceptRequest, key);
    if (result.status !== 'accepted') throw new ApiError(400, [], result);
    return result.publicId;
  });
  switch (outcome.status) {
    case 'booked':
      return accepted(ref, outcome.publicId);
    case 'paid':
      return acceptWithPayment(outcome.payment as OfferPayment);
    case 'card-again':
      return { status: 'card-again' };
    case 'failed': {
      const error = outcome.error;
      const result = fail(error instanceof ApiError ? offerAcceptErrorKey(error.status, error.messages) : offerAcceptErrorKey(0, []));
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) void reloadOffer();
      return result;
    }
    default:
      stopLoading(ACCEPTING);
      $offerSubmit.set({ ...$offerSubmit.get(), submitting: false });
      return { status: 'none' };
  }
}

/**
 * Accepts the offer with a payment (02 §7): the booker's details from the
 * form, the full-screen loading overlay meanwhile. On success the overlay
 * stays (the page moves on to the reservation); on failure it ends, the
 * form keeps everything, the message of 02 §8 is set, and after a
 * definite answer the offer is loaded again so a reason it can no longer
 * be accepted shows (after a lost one it stays, with 'Book now').
 */
export async function acceptWithPayment(payment: OfferPayment): Promise<OfferSubmitOutcome> {
  const state = $offer.get();
  if (state.status !== 'loaded') return { status: 'busy' };
  const { ref, booker } = state.offer;
  const guestDetails = offerGuestDetails($offerForm.get().values, booker.isCompany);
  const request = { guestDetails, payment };
  // Kept (without card data) until the answer is known: a reload or Back resumes it (`resumeOfferAttempt`).
  const { key } = recordSent(attemptScope(ref), JSON.stringify({ guestDetails, type: payment.type }), request);
  if (!$offerSubmit.get().submitting) begin();
  let outcome: OfferSubmitOutcome;
  try {
    const result = await acceptOffer(ref, request, key);
    if (result.status === 'accepted') return accepted(ref, result.publicId);
    recordRefused(attemptScope(ref));
    outcome = fail(offerAcceptErrorKey(null, []));
  } catch (error) {
    const definite = error instanceof ApiError && error.status >= 400 && error.status < 500;
    // A definite answer opens the attempt again; a lost one keeps it in flight, so a retry or a reload finds what it did.
    if (definite) recordRefused(attemptScope(ref));
    outcome = fail(error instanceof ApiError ? offerAcceptErrorKey(error.status, error.messages) : offerAcceptErrorKey(0, []));
    // A lost answer (no answer, a server failure) may hide an acceptance: the offer stays as shown, so 'Book now' can replay it.
    if (!definite) return outcome;
  }
  void reloadOffer();
  return outcome;
}

/**
 * Book now (02 §2.7, §4.1): ignored while a payment runs; the form is
 * checked first; then by the chosen way to pay —
 * - the card form or bank transfer: accepted at once;
 * - a card gateway: its mounted card fields pay (with its 3-D Secure step
 *   when it asks for one), then the offer is accepted with what it approved;
 * - a wallet or amex: the booker record is kept under the offer's keys and
 *   the guest goes to the hosted payment page, coming back to this screen.
 */
export async function submitOffer(now: Date = new Date()): Promise<OfferSubmitOutcome> {
  if ($offerSubmit.get().submitting) return { status: 'busy' };
  const state = $offer.get();
  const choice = $offerChoice.get();
  if (state.status !== 'loaded' || !choice) return { status: 'busy' };
  if (!checkOfferForm(now)) return { status: 'invalid' };
  const { ref, booker, bookingEngine } = state.offer;
  // An acceptance left in flight is found (or sent again) before anything is paid again.
  const resumed = await resumeOfferAttempt(ref);
  if (resumed.status !== 'none' && resumed.status !== 'card-again') return resumed;
  const form = $offerForm.get();
  const kind = offerPaymentForm(choice, form.values.termsAccepted);
  const methodId = choiceMethodId(choice);
  if (kind === 'card' || kind === 'bankTransfer') {
    const payment = offerDirectPayment(form.values, booker.isCompany, methodId);
    return payment ? acceptWithPayment(payment) : { status: 'busy' };
  }
  if (kind === 'paymentPage' && choice.option) {
    begin();
    const started = await startPaymentPage(
      choice.option.paymentPageOption,
      { currency: state.offer.booking.reservations[0]?.currency ?? bookingEngine.currency, bookingEngineId: choice.option.bookingEngineId, offer: { offerUuid: ref.offerUuid, code: ref.bookingCode, slug: bookingEngine.slug } },
      { ...form.values, isCompany: booker.isCompany, termsRead: form.termsRead, selectedPaymentMethod: recordedChoice(choice) },
    );
    // Started: the page is leaving for the payment page, the overlay stays.
    return started ? { status: 'busy' } : fail(PAYMENT_PAGE_ERROR);
  }
  if (kind === 'gateway') {
    const adapter = $gatewayAdapter.get();
    if (!adapter) return fail(GENERIC_ERROR);
    begin();
    const paid = await runPayment(adapter, paymentOrder({ ...form.values, isCompany: booker.isCompany }, methodId, bookingEngine.slug));
    if (paid.status !== 'approved') return fail(paid.status === 'failed' ? paid.message : GENERIC_ERROR, methodId === METHOD.GATEWAY_C);
    return acceptWithPayment(paid.payment);
  }
  return { status: 'busy' };
}

// ------------------------------------------------------------- page session

/**
 * Opens the offer payment screen: shows the offer (`showOffer`; none in
 * the path: not found), starts the payment form once it is loaded (with the
 * page's query, `search`, telling a return from the hosted payment page)
 * and keeps it for the tab. A change of the page's language reloads the
 * offer in it and resets the terms (02 §4.3). Returns the page's `exit`,
 * which ends the listeners.
 * @example const exit = openOffer({ offerUuid, bookingCode }, location.search)
 */
export function openOffer(ref: OfferRef | null, search = ''): () => void {
  if (!ref) return showOffer(null);
  let started = false;
  const stops = [
    $offer.subscribe((state) => {
      if (started || state.status !== 'loaded') return;
      started = true;
      startOfferForm(state.offer, search);
    }),
    $offerForm.listen((form) => keep(ref, form)),
  ];
  $offerAccepted.set(null);
  // An acceptance left in flight: the screen waits for it (`startOfferForm` resumes it) instead of offering to pay.
  if (hasPendingAttempt(attemptScope(ref))) begin();
  stops.push(showOffer(ref, resetTerms));
  return () => {
    for (const stop of stops) stop();
  };
}
