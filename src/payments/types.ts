/**
 * The one interface every card gateway adapter implements (02 §4.4), and
 * the values that pass between an adapter and the checkout.
 *
 * The flow is the same for every gateway: `mount` the provider's hosted
 * card fields into a container (the card number is typed into the
 * provider's frame, never into our page), then on Book `pay` obtains a
 * client secret or token and confirms the card. The outcome is an approved
 * payment to book with, a failure with the message to show (or none), or
 * a 3-D Secure challenge the checkout shows in its modal; the challenge
 * frame's messages are read back through `challengeOutcome`.
 */
import type { CardstreamPayment, MonriPayment, PaymentPagePayment, SaferpayPayment, StripePayment, WspayPayment } from '../lib/payment/payment-payload.ts';
import type { PaymentMethodSettings } from '../lib/types.ts';

/** The gateways, by provider (02 conventions: A WSPay, B Monri, C Cardstream, D Stripe, E Saferpay). */
export type GatewayId = 'wspay' | 'monri' | 'cardstream' | 'stripe' | 'saferpay';

/** The payment of a booking made through a gateway (02 §7 "Payment object by type"). */
export type GatewayPayment = StripePayment | MonriPayment | CardstreamPayment | WspayPayment | SaferpayPayment | PaymentPagePayment;

/** What an adapter is made for: the method with its settings, where the API is, the guest's language. */
export interface GatewayContext {
  methodId: number;
  bookingEngineId: number;
  settings: PaymentMethodSettings;
  /** The API base, e.g. https://api.example.com/api. */
  apiUrl: string;
  locale: string;
  /** What the stay costs, for gateways that charge it (A, B). */
  amount: number;
  currency: string;
  /** The visible names of the card fields an adapter lays out itself, in the guest's language. */
  labels: { cardNumber: string; expirationDate: string; cvv: string; cvc: string };
  /** The form's payment round: a new one (after an approved payment was dropped) gets a new adapter, as a client secret pays once. */
  round?: number;
}

/** The booker as the gateways read it (02 §7 gateway-side exchanges). */
export interface PaymentGuest {
  firstName: string;
  lastName: string;
  isCompany: boolean;
  companyName: string;
  companyVatId: string;
  email: string;
  phone: string;
  /** Alpha-2 country code. */
  country: string;
  address: string;
  city: string;
  postalCode: string;
}

/** What Book hands to an adapter. */
export interface PaymentOrder {
  /** The card holder name to send (02 §5.4). */
  name: string;
  guest: PaymentGuest;
  /** A short description of the order, for gateways that ask for one. */
  orderInfo: string;
}

/** A 3-D Secure step: the page to show in the modal's frame and who may talk to us from it. */
export interface ChallengeRequest {
  gateway: GatewayId;
  modal: 'GATEWAY_C_3DS' | 'GATEWAY_E_3DS';
  /** The frame's address. */
  url: string;
  /** The exact origin whose messages the frame's answer comes from. */
  origin: string;
  /** The frame's size (02 §2.5, §9.7); width null fills the modal. */
  width: number | null;
  height: number;
  /** The modal's width in px. */
  modalWidth: number;
  /** What the adapter needs to finish the payment from the frame's answer. */
  pending: Record<string, string>;
}

/**
 * How a payment attempt ended. `failed` with `message: null` is the spec's
 * "payment failed" without a message (loading stops, nothing is shown).
 */
export type PaymentOutcome =
  | { status: 'approved'; payment: GatewayPayment }
  | { status: 'failed'; message: string | null }
  | { status: 'challenge'; challenge: ChallengeRequest };

export interface PaymentAdapter {
  readonly gateway: GatewayId;
  /** Loads the provider's SDK (once per page) and mounts its hosted card fields into `container`. */
  mount(container: HTMLElement): Promise<void>;
  /** Takes the hosted fields out again; mounting afterwards starts afresh. */
  unmount(): void;
  /** Gets a client secret or token and confirms the card with the gateway. */
  pay(order: PaymentOrder): Promise<PaymentOutcome>;
  /**
   * The 3-D Secure step's answer: one message of the challenge frame, already
   * checked to come from `challenge.origin` and that frame. Null when the
   * message is not an answer (it is then ignored).
   */
  challengeOutcome(data: unknown, challenge: ChallengeRequest): PaymentOutcome | null;
  /** The guest closed the challenge's modal (02 §2.5, §8). */
  challengeClosed(challenge: ChallengeRequest): PaymentOutcome;
}

/** Thrown when a provider's SDK cannot be loaded or started. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}
