/**
 * The reservation page's state (02 §2.9, §4.6): the reservation loaded by
 * its public id, loaded again when the page's language changes, and its
 * cancellation. One page session at a time: `openReservation` starts it
 * and returns its `exit`.
 */
import { atom } from 'nanostores';
import { ApiError } from '../api/client.ts';
import { cancelReservation as cancelCall, fetchReservation } from '../api/reservation.ts';
import { msUntilCancellationFeeChanges, reservationCancellationFee } from '../lib/checkout/cancellation-fee.ts';
import type { ReservationView } from '../lib/checkout/reservation-contract.ts';
import { receiptOfReservation } from '../lib/checkout/reservation-receipt.ts';
import { isStayOver, msUntilStayIsOver, STAY_OVER_MESSAGE } from '../lib/checkout/stay-over.ts';
import { today } from '../lib/format/dates.ts';
import { reservationSearchQuery } from '../lib/search/search-query.ts';
import { $config } from './config.ts';
import { startLoading, stopLoading } from './loading.ts';

import { $reservationHeading } from './reservation-heading.ts';

export { $reservationHeading, type ReservationHeading } from './reservation-heading.ts';

export type ReservationState = { status: 'loading' } | { status: 'loaded'; reservation: ReservationView } | { status: 'notFound' } | { status: 'failed' };

/** An amount in a currency, as the page says it. */
type Fee = { amount: number; currency: string };

/** The reservation of the page. */
export const $reservation = atom<ReservationState>({ status: 'loading' });

/** The cancellation (02 §4.6): the terms box, the call under way, and its message (a translation key). */
export const $cancellation = atom<{ accepted: boolean; cancelling: boolean; error: string | null }>({ accepted: false, cancelling: false, error: null });

/**
 * What cancelling the reservation costs now (not in the spec: the page says
 * it beside 'Cancel reservation', so the guest knows before the click).
 * Null when cancelled, not loaded, or a line's policy is unknown. Worked
 * out again when a free-cancellation deadline passes, so a page left open
 * says the new fee.
 */
export const $cancellationFee = atom<Fee | null>(null);

/**
 * Whether the reservation's stay is over, so it can no longer be cancelled
 * (`stay-over.ts`; not in the spec): the page says so in place of the
 * button. Turns true at the property's midnight of the last departure day
 * on a page left open.
 */
export const $stayOver = atom(false);

/**
 * What the cancellation cost under the reservation's terms at the moment
 * it was made (not in the spec, whose header says only that the policy
 * applies): the page says it under 'Reservation cancelled'. Null while the
 * reservation stands, or when the fee cannot be stood by (as for
 * `$cancellationFee`).
 */
export const $cancelledFee = atom<Fee | null>(null);

/** The longest delay a browser's timer takes (about 24.8 days): a later change is checked for again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** How soon the end of the stay is checked again should its countdown run out before the property's calendar says so. */
const RECHECK_MS = 60_000;

/** The API refused to cancel the page's reservation because its stay is over: the page says so whatever this device's clock says. */
let overByProperty = false;

/**
 * Keeps `$cancellationFee`, `$stayOver` and `$cancelledFee` for the page's reservation on
 * its property's clock (the reservation's `timeZone`: a group's member may
 * keep another than the group's site); returns what stops it.
 */
function trackCancellationState(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (fee: Fee | null, over: boolean, cancelled: Fee | null) => {
    $cancellationFee.set(fee);
    $stayOver.set(over);
    $cancelledFee.set(cancelled);
  };
  const update = () => {
    clearTimeout(timer);
    const state = $reservation.get();
    if (state.status !== 'loaded') return show(null, false, null);
    const { timeZone, isCanceled, canceledAt } = state.reservation;
    const lines = receiptOfReservation(state.reservation.receipt).accomodation.items.filter((line) => line !== null);
    if (isCanceled) return show(null, false, canceledAt === null ? null : reservationCancellationFee(lines, new Date(canceledAt * 1000), timeZone));
    const now = new Date();
    const departures = lines.map((line) => line.to);
    // The API's own rule (the property's calendar day); the countdown only says when to look again.
    const over = overByProperty || isStayOver(departures, today(timeZone, now));
    show(over ? null : reservationCancellationFee(lines, now, timeZone), over, null);
    if (over) return;
    // The nearest of a deadline that changes the fee and the end of the stay. Both read the property's clock, so the
    // countdown never runs out before the calendar gets there; if it did, it looks again a minute later, not at once.
    const untilOver = msUntilStayIsOver(departures, now, timeZone);
    const endCheck = untilOver === null ? null : untilOver > 0 ? untilOver : RECHECK_MS;
    const due = [msUntilCancellationFeeChanges(lines, now, timeZone), endCheck].filter((ms) => ms !== null);
    if (due.length > 0) timer = setTimeout(update, Math.min(...due, LONGEST_TIMER_MS));
  };
  const stop = $reservation.subscribe(update);
  // Ticking the terms box, and a page seen again (a laptop woken, a page back from the browser's cache: timers do not run meanwhile), work it out afresh.
  const stopTerms = $cancellation.listen(update);
  const whenSeen = () => {
    if (document.visibilityState === 'visible') update();
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', whenSeen);
  if (typeof window !== 'undefined') window.addEventListener('pageshow', update);
  return () => {
    stop();
    stopTerms();
    clearTimeout(timer);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', whenSeen);
    if (typeof window !== 'undefined') window.removeEventListener('pageshow', update);
  };
}

let publicId = '';
let sequence = 0;

/**
 * With no valid search dates in the page's query, the query takes the
 * reservation's first stay (02 §4.6: its arrival, departure and adults, no
 * children, one room), so the language links and the way back to the
 * search carry it: a change of language searches those dates in the new
 * language.
 */
function seedSearch(reservation: ReservationView): void {
  if (typeof window === 'undefined') return;
  const query = reservationSearchQuery(reservation.receipt.accomodation.items, window.location.search);
  if (query === null) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
  window.dispatchEvent(new Event('querystatechange'));
}

/** Loads the reservation of the page; an answer overtaken by a newer load is dropped. */
export async function loadReservation(): Promise<void> {
  const mine = ++sequence;
  try {
    const reservation = await fetchReservation(publicId);
    if (mine !== sequence) return;
    $reservation.set({ status: 'loaded', reservation });
    $reservationHeading.set({ code: reservation.code, reservationIds: reservation.reservationIds });
    seedSearch(reservation);
  } catch (error) {
    if (mine !== sequence) return;
    $reservation.set(error instanceof ApiError && error.status === 404 ? { status: 'notFound' } : { status: 'failed' });
  }
}

/** 'Try again' after a failed load. */
export function retryReservation(): void {
  $reservation.set({ status: 'loading' });
  void loadReservation();
}

/** The cancellation terms box ticked or not; its message goes. */
export function acceptCancellation(accepted: boolean): void {
  $cancellation.set({ ...$cancellation.get(), accepted, error: null });
}

const CANCELLING = 'cancel';

/**
 * 'Cancel reservation' (02 §4.6): ignored while cancelling; without the
 * terms box ticked, 'CancelTOSValidationError'. The reservation is read
 * again after the call, even after a failure (a cancellation whose answer
 * was lost shows as done). Resolves with whether the cancelled flag
 * changed, so the page can scroll to its top.
 */
export async function cancelTheReservation(): Promise<boolean> {
  const state = $reservation.get();
  const cancellation = $cancellation.get();
  if (cancellation.cancelling || state.status !== 'loaded') return false;
  if (!cancellation.accepted) {
    $cancellation.set({ ...cancellation, error: 'CancelTOSValidationError' });
    return false;
  }
  const before = state.reservation;
  $cancellation.set({ ...cancellation, cancelling: true, error: null });
  startLoading(CANCELLING);
  let error: string | null = null;
  let changed = false;
  try {
    await cancelCall(before.id);
  } catch (failure) {
    // A stay over by the property's clock though not yet by this device's: the page says so in place of the button
    // (once the reservation is read again, below), not a call to try again.
    if (failure instanceof ApiError && failure.status === 409 && failure.messages.includes(STAY_OVER_MESSAGE)) overByProperty = true;
    else error = 'There was an error during cancellation. Please try again.';
  }
  try {
    const fresh = await fetchReservation(before.id);
    changed = fresh.isCanceled !== before.isCanceled;
    ++sequence;
    $reservation.set({ status: 'loaded', reservation: fresh });
  } catch {
    // The reservation stays as shown, with the cancellation's message (or none) and the button to try again.
  } finally {
    $cancellation.set({ ...$cancellation.get(), cancelling: false, error });
    stopLoading(CANCELLING);
  }
  return changed;
}

/**
 * Opens the reservation page for `id`: loads it, and loads it again when
 * the page's language changes (02 §4.6); what cancelling costs, and
 * whether the stay is over, is read on its property's clock. Returns the
 * page's `exit`.
 */
export function openReservation(id: string): () => void {
  publicId = id;
  overByProperty = false;
  $reservation.set({ status: 'loading' });
  $cancellation.set({ accepted: false, cancelling: false, error: null });
  const stopFee = trackCancellationState();
  let locale = $config.get().locale;
  const stop = $config.listen((config) => {
    if (config.locale === locale) return;
    locale = config.locale;
    if ($reservation.get().status === 'loaded') void loadReservation();
  });
  void loadReservation();
  return () => {
    ++sequence;
    stop();
    stopFee();
  };
}
