/**
 * One booking form for every screen that takes a booking (02 §2.2, §2.7,
 * §4.1–§4.5): the checkout and the offer payment screen each create one
 * with `createBookingForm`, plugging in their own booking call (the
 * reservation, the offer's acceptance) and what follows it.
 *
 * The form owns the booker details, the chosen way to pay, the terms read
 * and accepted, the field errors, the submitting state and its messages,
 * the chosen gateway's adapter (loaded for the amount due, and dropped
 * when the choice changes) and 'Book now' routing:
 * - the card form or bank transfer: booked at once;
 * - a card gateway: its mounted card fields pay (with its 3-D Secure step
 *   when it asks for one), then the booking carries what it approved;
 * - a wallet or amex: the booker record is kept and the guest goes to the
 *   hosted payment page, returning to the same screen, which books with
 *   the page's token.
 *
 * Every booking goes out under the flow's attempt (`booking-attempt.ts`):
 * kept until its answer is known, resumed on the screen's start and
 * before a new 'Book now', so nothing the browser does books twice or asks
 * for a payment already taken.
 */
import { atom, computed } from 'nanostores';
import type { ApiError } from '../api/client.ts';
import { reservationOfAttempt } from '../api/reservation.ts';
import type { BookingErrors } from '../lib/checkout/booking-schema.ts';
import {
  choiceMethodId,
  choiceOfRecord,
  EMPTY_BOOKING_FORM,
  keptValues,
  paymentFormOf,
  recordedChoice,
  switchResetsTerms,
  type BookingFormValues,
} from '../lib/checkout/booking-form.ts';
import { METHOD } from '../lib/payment/payment-methods.ts';
import { bookerRecordKeys } from '../lib/checkout/booker-record-keys.ts';
import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import { GENERIC_ERROR, PAID_NOT_BOOKED, PART_NOT_LOADED_ERROR } from '../payments/errors.ts';
import type { PaymentAdapter } from '../payments/types.ts';
import { trackFormInput } from './analytics.ts';
import { CARD_AGAIN, finishAttempt, hasPendingAttempt, heldPayment, isRefusal, recordPaid, recordRefused, recordSent } from './booking-attempt.ts';
import { startLoading, stopLoading } from './loading.ts';
import { $gatewayAdapter, challengeModalsReady, followGateway, paymentOrder, runPayment } from './payment.ts';
import { PAYMENT_PAGE_ERROR } from '../payments/errors.ts';
import { hasFlag, PAYMENT_PAGE_RETURN_FLAG } from '../payments/messages.ts';
import type { PaymentPageReturn } from './payment-page.ts';
import { safeSessionStorage } from './storage.ts';
import { BOOKING_LOADING, type BookingFormPlan, type BookingFormState, type ResumeResult, type SubmitOutcome, type SubmitState } from './booking-form-plan.ts';

export { CARD_AGAIN } from './booking-attempt.ts';
export {
  BOOKING_LOADING,
  BookingRefused,
  type BookingFormPlan,
  type BookingFormState,
  type ResumeResult,
  type SubmitOutcome,
  type SubmitState,
} from './booking-form-plan.ts';

import { loadOnce } from '../lib/load-once.ts';

type BookingChecks = typeof import('../lib/checkout/booking-check.ts');

/**
 * The booking rules (the checks of 02 §5, the card form's and bank
 * transfer's payment), loaded once: when the guest reaches into a booking
 * form (`prepare`), at the latest on 'Book now'. A failed load may be tried again.
 */
const bookingChecks = loadOnce<BookingChecks>(() => import('../lib/checkout/booking-check.ts'));
export const loadBookingChecks = bookingChecks.load;

type PaymentPageParts = [typeof import('./payment-page.ts'), typeof import('../lib/payment/payment-payload.ts')];

/**
 * The hosted payment page's flow (`payment-page.ts`) and its payment,
 * loaded once: when a wallet or amex is booked, or when a screen opens with
 * a booker record kept for the page's return (`returnsFromPaymentPage`).
 */
const paymentPageParts = loadOnce<PaymentPageParts>(() => Promise.all([import('./payment-page.ts'), import('../lib/payment/payment-payload.ts')]));
const loadPaymentPageParts = paymentPageParts.load;

/** Resuming a booking left in flight and judging what a refusal leaves (`booking-recovery.ts`), loaded once needed: most screens need neither. */
const bookingRecovery = loadOnce(() => import('./booking-recovery.ts'));

/**
 * Whether a screen opening with `search` may be a return from the hosted
 * payment page (02 §2.2, §4.1 step 5): the return flag in the query, or a
 * booker record kept under the flow's keys. Only then is the record read.
 */
export function returnsFromPaymentPage(search: string, offerSlug: string | null = null): boolean {
  if (hasFlag(search, PAYMENT_PAGE_RETURN_FLAG)) return true;
  return safeSessionStorage().getItem(bookerRecordKeys(offerSlug).booker) !== null;
}

/** Starts loading the payment page's flow when the screen may be its return, so the form opens without waiting for it. */
export function preparePaymentPageReturn(search: string, offerSlug: string | null = null): void {
  if (returnsFromPaymentPage(search, offerSlug)) void loadPaymentPageParts().catch(() => undefined);
}

const NO_RETURN: PaymentPageReturn = { record: null, token: null, returning: false };

/** The loading overlay's reason while 'Book now' waits for the booking rules (a slow connection). */
const CHECKS_LOADING = 'booking-checks';

export type BookingForm = ReturnType<typeof createBookingForm>;

/** A screen's booking form (see the module's description); `open` starts its listeners and returns their end. */
export function createBookingForm(plan: BookingFormPlan) {
  const $form = atom<BookingFormState>({ values: EMPTY_BOOKING_FORM, choiceKey: null, termsRead: false });
  /** The field errors of the last check (02 §5), keyed by field. */
  const $errors = atom<BookingErrors>({});
  const $submit = atom<SubmitState>({ submitting: false, error: null, gatewayError: null });
  /** The reservation booked (its public id): the screen moves on to it. */
  const $booked = atom<string | null>(null);
  /** The chosen way to pay. */
  const $choice = computed([plan.$choices, $form], (choices, form) => choices.find((choice) => choice.key === form.choiceKey) ?? null);
  /** The chosen gateway's adapter, null while it loads or for other choices (its card fields mount it as `$gatewayAdapter`). */
  const $adapter = atom<PaymentAdapter | null>(null);
  /** Payments started: each new one gets a new adapter (a gateway's client secret pays once). */
  const $round = atom(0);
  const $gateway = computed([plan.gateway($choice), $round], (context, round) => context && { ...context, round });
  /** The address the guest probably meant ('Did you mean …?', `email-suggestion.ts`): set as the e-mail field is left, gone once it changes. */
  const $emailHint = atom<string | null>(null);
  /** A 'Book now' waiting for the booking rules to load: another is ignored meanwhile. */
  let waiting = false;

  /** The attempt's scope, read at each use: an offer screen's changes with its offer. */
  const scope = () => plan.attemptScope;
  const fix = (values: BookingFormValues) => (plan.fix ? plan.fix(values) : values);

  function readKept(): { values: Partial<BookingFormValues>; choiceKey: string | null } {
    const storage = safeSessionStorage();
    try {
      const stored = JSON.parse(storage.getItem(plan.storageKey) ?? 'null') as { values?: unknown; choiceKey?: unknown } | null;
      return { values: keptValues(stored?.values), choiceKey: typeof stored?.choiceKey === 'string' ? stored.choiceKey : null };
    } catch {
      storage.removeItem(plan.storageKey);
      return { values: {}, choiceKey: null };
    }
  }

  function keep(form: BookingFormState): void {
    safeSessionStorage().setItem(plan.storageKey, JSON.stringify({ values: keptValues(form.values), choiceKey: form.choiceKey }));
  }

  /** Paying or booking starts: the overlay shows, earlier messages go. */
  function begin(): void {
    $submit.set({ submitting: true, error: null, gatewayError: null });
    startLoading(BOOKING_LOADING);
  }

  /** Paying or booking failed: the overlay ends, the form keeps everything, the message shows (or none), and whether a payment is kept. */
  function fail(error: string | null, underGatewayForm = false, paymentKept = false): SubmitOutcome {
    $submit.set({
      submitting: false,
      error: underGatewayForm ? null : error,
      gatewayError: underGatewayForm ? error : null,
      paymentKept: paymentKept || undefined,
    });
    stopLoading(BOOKING_LOADING);
    return { status: 'failed' };
  }

  /** The attempt opens again without `payment`, if any was approved: the gateway that approved it starts its next payment anew. */
  function dropPayment(payment: PaymentPayload | null): void {
    recordRefused(scope());
    if (payment) $round.set($round.get() + 1);
  }

  /**
   * A failed booking call: a definite refusal opens the attempt again,
   * holding the payment a gateway approved while it is still usable (the
   * guest is told; the next 'Book now' books with it); a lost answer keeps
   * it in flight, with that payment (the guest is told that booking again
   * books with it).
   */
  async function failWith(error: unknown, payment: PaymentPayload | null, definite = isRefusal(error)): Promise<SubmitOutcome> {
    // Judged by the recovery part, loaded now (the API has just answered); not loaded, nothing is kept.
    const kept =
      definite &&
      payment !== null &&
      (await bookingRecovery.load().then(
        (module) => module.keepsPayment(error as ApiError, payment),
        () => false,
      ));
    if (kept) recordRefused(scope(), payment, $choice.get()?.key ?? null);
    else if (definite) dropPayment(payment);
    // Types 3 and up are paid through a gateway or the payment page (1 is the card form, 2 bank transfer).
    const outcome = fail(!definite && payment && payment.type > 2 ? PAID_NOT_BOOKED : plan.errorKey(error), false, kept);
    if (definite) plan.refused?.();
    return outcome;
  }

  /** Booked: the attempt ends, nothing typed is kept, the screen's follow-up, and on to the reservation. The overlay stays. */
  function done(publicId: string): SubmitOutcome {
    finishAttempt(scope(), publicId);
    safeSessionStorage().removeItem(plan.storageKey);
    plan.booked(publicId);
    $booked.set(publicId);
    return { status: 'booked', publicId };
  }

  /** Books with `payment` under the flow's attempt (kept, without card data, until the answer is known). */
  async function bookWith(payment: PaymentPayload): Promise<SubmitOutcome> {
    const { body, fingerprint } = plan.request($form.get().values, payment);
    const { key } = recordSent(scope(), fingerprint, body);
    if (!$submit.get().submitting) begin();
    try {
      return done(await plan.send(body, key));
    } catch (error) {
      return failWith(error, payment);
    }
  }

  /**
   * The booking this tab left in flight, resumed (on the screen's start,
   * and before a new 'Book now'): booked → on to its reservation; a
   * payment approved and not yet booked → booked with it; the card form's
   * booking that never arrived → 'card-again' (the guest enters the card
   * again); else the error shows. 'none' when nothing was in flight, or
   * when there is nothing to book with a payment (no basket any more).
   */
  async function resume(): Promise<ResumeResult> {
    if (!hasPendingAttempt(scope())) return { status: 'none' };
    if (!$submit.get().submitting) begin();
    // Not loaded (offline): the attempt stays as it is, to be resumed by the next try.
    const outcome = await bookingRecovery.load().then(
      (module) => module.resumeAttempt(scope(), plan.send, reservationOfAttempt),
      (error: unknown) => ({ status: 'failed', error, payment: null, definite: false }) as const,
    );
    switch (outcome.status) {
      case 'booked':
        return done(outcome.publicId);
      case 'paid':
        if (plan.ready()) return bookWith(outcome.payment);
        break;
      case 'card-again':
        return { status: 'card-again' };
      case 'failed':
        return failWith(outcome.error, outcome.payment, outcome.definite);
    }
    stopLoading(BOOKING_LOADING);
    $submit.set({ ...$submit.get(), submitting: false });
    return { status: 'none' };
  }

  /**
   * Starts the form (02 §2.2, §2.7): what this tab kept, then a booker
   * record back from the hosted payment page (02 §4.1 step 5: the details,
   * the chosen option and the terms as they were; `search` is the page's
   * query, `offerSlug` the offer whose keys the record is under), then the
   * fields the screen fixes; the default way to pay unless one was kept.
   * The page's token becomes this tab's approved payment, and a booking
   * left in flight is resumed: what that resume ended in is returned, and
   * whether the screen counts as a return from the payment page.
   */
  function start(search?: string, offerSlug: string | null = null): Promise<{ outcome: ResumeResult; returning: boolean }> {
    if (search === undefined || !returnsFromPaymentPage(search, offerSlug)) return startWith(NO_RETURN, null);
    // A return from the payment page: its record is read with the payment page's flow (loaded by now, or now).
    const pageParts = paymentPageParts.loaded();
    if (pageParts) return startWith(pageParts[0].takePaymentPageReturn(search, offerSlug), pageParts);
    return loadPaymentPageParts().then(
      (parts) => startWith(parts[0].takePaymentPageReturn(search, offerSlug), parts),
      () => startWith(NO_RETURN, null),
    );
  }

  /** `start` with what the payment page left (`parts`: its flow, loaded when the screen is its return). */
  function startWith(back: PaymentPageReturn, parts: PaymentPageParts | null): Promise<{ outcome: ResumeResult; returning: boolean }> {
    const kept = readKept();
    const { record } = back;
    const choices = plan.$choices.get();
    const restored = record ? keptValues(record) : {};
    const values = fix({ ...EMPTY_BOOKING_FORM, ...plan.initial?.(), ...kept.values, ...restored });
    const choice = (record ? choiceOfRecord(choices, record.selectedPaymentMethod) : null) ?? plan.defaultChoice(choices, kept.choiceKey);
    // A token back without its record (read on a Back before the guest went Forward and paid): the terms were accepted to go to the page.
    const paid = back.token !== null;
    $form.set({
      values: { ...values, termsAccepted: record?.termsAccepted ?? paid },
      choiceKey: choice?.key ?? null,
      termsRead: record?.termsRead ?? paid,
    });
    $errors.set({});
    // What the guest typed is kept for the tab as they type it; details restored from the payment page's record too.
    if (record) keep($form.get());
    if (back.returning) parts?.[0].dropQueryString();
    if (back.token && parts) {
      const payment = parts[1].paymentPagePayment(back.token);
      recordPaid(scope(), plan.request($form.get().values, payment).fingerprint, payment);
    }
    return resume().then((outcome) => {
      if (outcome.status === 'card-again') fail(CARD_AGAIN);
      return { outcome, returning: back.returning };
    });
  }

  /** Changes form values (the screen's fixed fields keep theirs); the errors shown go. */
  function update(changes: Partial<BookingFormValues>): void {
    trackFormInput(plan.name, Object.keys(changes));
    if ('email' in changes) $emailHint.set(null);
    const form = $form.get();
    $form.set({ ...form, values: fix({ ...form.values, ...changes }) });
    keep($form.get());
    if (Object.keys($errors.get()).length > 0) $errors.set({});
    const submit = $submit.get();
    if (submit.error || submit.gatewayError) $submit.set({ ...submit, error: null, gatewayError: null, paymentKept: undefined });
  }

  /** Picks a way to pay (by its key); leaving bank transfer for anything but the card form resets the terms (02 §4.2). */
  function select(key: string): void {
    const next = plan.$choices.get().find((choice) => choice.key === key);
    if (!next) return;
    trackFormInput(plan.name, ['selectedPaymentMethod']);
    const form = $form.get();
    const reset = switchResetsTerms($choice.get(), next);
    $form.set({
      ...form,
      choiceKey: next.key,
      termsRead: reset ? false : form.termsRead,
      values: reset ? { ...form.values, termsAccepted: false } : form.values,
    });
    keep($form.get());
    if (Object.keys($errors.get()).length > 0) $errors.set({});
    if ($submit.get().gatewayError) $submit.set({ ...$submit.get(), gatewayError: null });
  }

  /** The terms box was scrolled to its end, or does not scroll (02 §4.3). */
  function markTermsRead(): void {
    const form = $form.get();
    if (!form.termsRead) $form.set({ ...form, termsRead: true });
  }

  /** The terms are neither read nor accepted (02 §4.3: a change of language on the screen). */
  function resetTerms(): void {
    const form = $form.get();
    $form.set({ ...form, termsRead: false, values: { ...form.values, termsAccepted: false } });
  }

  /** The guest left the e-mail field: a likely typo in its domain is offered (with the rules, loaded by then or now). */
  function checkEmail(): void {
    const { email } = $form.get().values;
    void loadBookingChecks().then(
      (checks) => {
        // An answer for an address changed meanwhile is not shown.
        if ($form.get().values.email === email) $emailHint.set(checks.emailSuggestion(email));
      },
      // Rules that could not be loaded: no hint ('Book now' says so if they still cannot).
      () => undefined,
    );
  }

  /** The guest took the address offered. */
  const takeEmailHint = () => update({ email: $emailHint.get() ?? $form.get().values.email });

  /** Starts loading what 'Book now' needs, as the guest reaches into the form. */
  function prepare(): void {
    void loadBookingChecks().catch(() => undefined);
  }

  /** The booking rules, loaded now if they are not yet (the overlay shows meanwhile); null when they could not be. */
  async function rules(): Promise<BookingChecks | null> {
    waiting = true;
    startLoading(CHECKS_LOADING);
    try {
      return await loadBookingChecks();
    } catch {
      return null;
    } finally {
      waiting = false;
      stopLoading(CHECKS_LOADING);
    }
  }

  /** Checks the form for the chosen way to pay (02 §5.1, §5.2); the errors go to `$errors`. True when it may be booked. */
  function check(loaded: BookingChecks, now: Date): boolean {
    const choice = $choice.get();
    if (!choice) return false;
    const errors = loaded.validateBookingForm($form.get().values, choice, now, plan.cardBrands());
    $errors.set(errors);
    return Object.keys(errors).length === 0;
  }

  /** 'Book now' (02 §4.1): ignored while a payment runs; the form is checked first; then routed by the chosen way to pay. */
  async function submit(now: Date = new Date()): Promise<SubmitOutcome> {
    if ($submit.get().submitting || waiting) return { status: 'busy' };
    if (!plan.ready() || !$choice.get()) return { status: 'busy' };
    // Loaded as the guest reached into the form, or now (then nothing else happens until they are in).
    const loaded = bookingChecks.loaded() ?? (await rules());
    if (!loaded) return fail(GENERIC_ERROR);
    const choice = $choice.get();
    if ($submit.get().submitting || !plan.ready() || !choice) return { status: 'busy' };
    if (!check(loaded, now)) return { status: 'invalid' };
    // A booking left in flight is found (or sent again) before anything is paid again.
    const resumed = await resume();
    if (resumed.status !== 'none' && resumed.status !== 'card-again') return resumed;
    const { values, termsRead } = $form.get();
    const kind = paymentFormOf(choice, values.termsAccepted);
    const methodId = choiceMethodId(choice);
    // What a refused booking approved, still usable: booked with again for the way to pay that approved it, never paid
    // twice; another way chosen lets it go (its own fields are fresh).
    const held = heldPayment(scope());
    if (held?.heldFor === choice.key) return bookWith(held.payment);
    if (held) recordRefused(scope());
    if (kind === 'card' || kind === 'bankTransfer') {
      const payment = loaded.directPayment(values, methodId);
      return payment ? bookWith(payment) : { status: 'busy' };
    }
    if (kind === 'paymentPage' && choice.option) {
      begin();
      let parts: PaymentPageParts;
      try {
        parts = paymentPageParts.loaded() ?? (await loadPaymentPageParts());
      } catch {
        return fail(PAYMENT_PAGE_ERROR);
      }
      const started = await parts[0].startPaymentPage(choice.option.paymentPageOption, plan.paymentPage(choice.option), {
        ...values,
        termsRead,
        selectedPaymentMethod: recordedChoice(choice),
      });
      // Started: the page is leaving for the payment page, the overlay stays.
      return started ? { status: 'busy' } : fail(PAYMENT_PAGE_ERROR);
    }
    if (kind === 'gateway') {
      const adapter = $gatewayAdapter.get();
      if (!adapter) return fail(GENERIC_ERROR);
      begin();
      // The gateway may ask for a 3-D Secure check: not without the code of its modal.
      if (!(await challengeModalsReady())) return fail(PART_NOT_LOADED_ERROR);
      const paid = await runPayment(adapter, paymentOrder(values, methodId, plan.engineSlug()));
      if (paid.status !== 'approved') return fail(paid.status === 'failed' ? paid.message : GENERIC_ERROR, methodId === METHOD.GATEWAY_C);
      // Approved: kept before the booking goes out, so a reload now books with it instead of paying again.
      recordPaid(scope(), plan.request(values, paid.payment).fingerprint, paid.payment);
      return bookWith(paid.payment);
    }
    return { status: 'busy' };
  }

  /**
   * Starts a page session: the chosen gateway's adapter loaded for its
   * context (a new one for another method, property, amount or language).
   * Returns its end.
   */
  function open(): () => void {
    $booked.set(null);
    return followGateway($gateway, $adapter);
  }

  return {
    $form,
    $errors,
    $submit,
    $booked,
    $choice,
    $adapter,
    $emailHint,
    begin,
    start,
    resume,
    update,
    select,
    markTermsRead,
    resetTerms,
    prepare,
    checkEmail,
    takeEmailHint,
    submit,
    open,
  };
}
