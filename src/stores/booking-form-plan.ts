/**
 * The types of the shared booking form (`booking-form.ts`): its state, how
 * a submit ends, and the plan a screen plugs in (its booking call and what
 * follows it).
 */
import type { ReadableAtom } from 'nanostores';
import { ApiError } from '../api/client.ts';
import type { BookingFormValues, PaymentChoice } from '../lib/checkout/booking-form.ts';
import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import type { PaymentPageOption } from '../lib/payment/wallets.ts';
import type { GatewayContext } from '../payments/types.ts';
import type { PaymentPageContext } from './payment-page.ts';

/** The form: the values, the chosen way to pay (`PaymentChoice.key`) and whether the terms were read. */
export interface BookingFormState {
  values: BookingFormValues;
  choiceKey: string | null;
  termsRead: boolean;
}

/**
 * Paying and booking: running, and the message of the last failure (a
 * translation key or a gateway's own text), if any — under the form, or
 * under gateway C's form for its own errors (02 §4.4).
 */
export interface SubmitState {
  submitting: boolean;
  error: string | null;
  gatewayError: string | null;
  /** The booking was refused and the payment a gateway approved is kept for the next 'Book now' (`booking-attempt.ts`). */
  paymentKept?: boolean;
}

/** How a 'Book now' ended. */
export type SubmitOutcome = { status: 'invalid' } | { status: 'busy' } | { status: 'booked'; publicId: string } | { status: 'failed' };

/** How resuming a booking in flight ended: as a submit, or nothing was in flight, or the card is asked for again. */
export type ResumeResult = SubmitOutcome | { status: 'none' } | { status: 'card-again' };

/**
 * An answer that arrived and booked nothing, without a message (an
 * offer's `response.error`, 02 §4.5): a definite refusal, as a 400.
 */
export class BookingRefused extends ApiError {
  constructor(body: unknown) {
    super(400, [], body);
  }
}

/** What a screen plugs into its booking form. */
export interface BookingFormPlan {
  /** The form's name in analytics events. */
  name: 'checkout' | 'offer';
  /** Where this tab keeps the typed details (never card data or the terms). */
  storageKey: string;
  /** The flow's booking attempt in this tab's storage (`booking-attempt.ts`). */
  attemptScope: string;
  /** The ways to pay, in selector order. */
  $choices: ReadableAtom<PaymentChoice[]>;
  /** The choice the form starts with, given the key kept for the tab (02 §3.1, §4.2). */
  defaultChoice(choices: readonly PaymentChoice[], keptKey: string | null): PaymentChoice | null;
  /** The form's values before anything typed or kept (the offer's booker newsletter choice). */
  initial?(): Partial<BookingFormValues>;
  /** Values the screen fixes over anything typed or restored (the fields the offer knows). */
  fix?(values: BookingFormValues): BookingFormValues;
  /** Whether a booking can be made now (a basket, a loaded offer). */
  ready(): boolean;
  /** The card brands the built-in card form takes. */
  cardBrands(): readonly string[];
  /** The property's slug, for a gateway's order description. */
  engineSlug(): string;
  /** Where the hosted payment page returns to, and in which currency it charges (02 §4.1 step 3). */
  paymentPage(option: PaymentPageOption): PaymentPageContext;
  /** The booking call's body with `payment`, and the fingerprint of what is booked (a new key only when it changes). */
  request(values: BookingFormValues, payment: PaymentPayload): { body: { payment: PaymentPayload }; fingerprint: string };
  /** Sends the booking call under `key`: the reservation's public id. Throws `ApiError` (`BookingRefused` for a refusal without a message). */
  send(body: unknown, key: string): Promise<string>;
  /** The translation key a failed booking shows (02 §8), or null for none. */
  errorKey(error: unknown): string | null;
  /** Booked: the screen's own follow-up (the purchase event, the basket cleared). */
  booked(publicId: string): void;
  /** Refused for good: the screen's own follow-up (the offer loaded again, so a reason it is gone shows). */
  refused?(): void;
  /** The chosen gateway's context for the amount due, or null, from the form's choice: its adapter is loaded for it. */
  gateway($choice: ReadableAtom<PaymentChoice | null>): ReadableAtom<GatewayContext | null>;
}

/** The loading overlay's reason while paying and booking. */
export const BOOKING_LOADING = 'booking';
