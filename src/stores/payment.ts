/**
 * The card gateway of the payment screen (02 §4.4): the adapter whose
 * hosted fields are mounted, and the 3-D Secure step — its request shown
 * in the gateway's modal (02 §2.5), the frame's answer or the guest closing
 * the modal ending it. Shared by the checkout and the offer payment screen.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { cardholderNameSent } from '../lib/checkout/cardholder.ts';
import { createAdapter } from '../payments/index.ts';
import { reportLater } from '../payments/report.ts';
import type { ChallengeRequest, GatewayContext, PaymentAdapter, PaymentGuest, PaymentOrder, PaymentOutcome } from '../payments/types.ts';
import { $modal, closeModal, openModal } from './modal.ts';

/** The adapter whose card fields are mounted and ready, or null. */
export const $gatewayAdapter = atom<PaymentAdapter | null>(null);

/** The 3-D Secure step under way, or null. */
export const $challenge = atom<ChallengeRequest | null>(null);

/** Whether the 3-D Secure modals' code has loaded, once it is asked for (`challengeModalsLoading`). */
let modalsLoaded: Promise<boolean> = Promise.resolve(false);

/** The 3-D Secure modals' code as it loads (`ChallengeModalsWhenNeeded`, once a gateway's card fields are ready). */
export function challengeModalsLoading(load: Promise<unknown>): void {
  modalsLoaded = load.then(
    () => true,
    () => false,
  );
}

/**
 * Whether a 3-D Secure step could be shown: the modals' code has loaded
 * (waiting for a load under way). A gateway pays only then, so a challenge
 * never opens a modal that is not there.
 */
export function challengeModalsReady(): Promise<boolean> {
  return modalsLoaded;
}

let pending: { adapter: PaymentAdapter; challenge: ChallengeRequest; settle: (outcome: PaymentOutcome) => void } | null = null;

function finish(outcome: PaymentOutcome): void {
  const step = pending;
  if (!step) return;
  pending = null;
  $challenge.set(null);
  if ($modal.get().openModal === step.challenge.modal) closeModal();
  step.settle(outcome);
}

// The guest closing the modal (Close, Escape, a click outside) ends the step (02 §2.5).
$modal.listen((state) => {
  if (pending && state.openModal !== pending.challenge.modal) finish(pending.adapter.challengeClosed(pending.challenge));
});

/** Shows a 3-D Secure step in its modal and resolves with how it ended. */
export function runChallenge(adapter: PaymentAdapter, challenge: ChallengeRequest): Promise<PaymentOutcome> {
  if (pending) finish({ status: 'failed', message: null });
  return new Promise((settle) => {
    pending = { adapter, challenge, settle };
    $challenge.set(challenge);
    openModal(challenge.modal, challenge);
  });
}

/**
 * A message from the challenge frame, already checked to come from the
 * expected origin and frame: the adapter reads it; anything that is not an
 * answer is ignored.
 */
export function challengeMessage(data: unknown): void {
  if (!pending) return;
  const outcome = pending.adapter.challengeOutcome(data, pending.challenge);
  if (outcome && outcome.status !== 'challenge') finish(outcome);
}

/** Pays through a gateway: its own confirmation, then its 3-D Secure step when it asks for one. */
export async function runPayment(adapter: PaymentAdapter, order: PaymentOrder): Promise<PaymentOutcome> {
  const outcome = await adapter.pay(order);
  return outcome.status === 'challenge' ? runChallenge(adapter, outcome.challenge) : outcome;
}

/** The booker details a gateway payment is made with. */
export interface OrderDetails extends PaymentGuest {
  cardholderSameAsGuest: boolean;
  cardholderName: string;
}

/**
 * What Book hands to the gateway: the card holder name of 02 §5.4 for the
 * method, the booker and a short order description.
 * @example paymentOrder(details, 4, 'hotel-zadar').name // 'Ana Horvat'
 */
export function paymentOrder(details: OrderDetails, methodId: number, engineSlug: string): PaymentOrder {
  const trim = (value: string) => value.trim();
  return {
    name: cardholderNameSent(details, methodId),
    guest: {
      firstName: trim(details.firstName),
      lastName: trim(details.lastName),
      isCompany: details.isCompany,
      companyName: trim(details.companyName),
      companyVatId: trim(details.companyVatId),
      email: trim(details.email),
      phone: trim(details.phone),
      country: details.country,
      address: trim(details.address),
      city: trim(details.city),
      postalCode: trim(details.postalCode),
    },
    orderInfo: `Reservation at ${engineSlug}`,
  };
}

/**
 * Keeps `$adapter` the adapter of the gateway `$context` names, loaded on
 * demand (its module and its provider's SDK reach the page only then): a
 * new one for another method, property, amount or language, null for the
 * card form, bank transfer and while loading. Returns the end of it.
 */
export function followGateway($context: ReadableAtom<GatewayContext | null>, $adapter: WritableAtom<PaymentAdapter | null>): () => void {
  let loading: string | null = null;
  const stop = $context.subscribe((context) => {
    const key = context ? [context.methodId, context.bookingEngineId, context.amount, context.currency, context.locale, context.round].join('|') : null;
    if (key === loading) return;
    loading = key;
    // Never another method's adapter, not even while the new one loads.
    $adapter.set(null);
    if (!context) return;
    createAdapter(context).then(
      (created) => {
        if (loading === key) $adapter.set(created);
      },
      (error: unknown) => void reportLater('error', 'payment adapter could not be loaded', { error, methodId: context.methodId }),
    );
  });
  return () => {
    loading = null;
    $adapter.set(null);
    stop();
  };
}
