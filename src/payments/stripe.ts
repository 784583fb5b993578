/**
 * Gateway D (Stripe, method 3): Stripe.js v3 with the card Element and a
 * SetupIntent, as documented at https://docs.stripe.com/js —
 *
 *   const stripe = Stripe(publishableApiKey);
 *   const card = stripe.elements({ locale }).create('card', { hidePostalCode: true });
 *   card.mount(element);
 *   stripe.confirmCardSetup(clientSecret, { payment_method: { card, billing_details: { name } } })
 *     .then(({ setupIntent, error }) => …)   // setupIntent.payment_method: 'pm_…'
 *
 * The SetupIntent's client secret and the customer come from our API when
 * the guest books (02 §4.4); Stripe.js runs any 3-D Secure step itself.
 */
import { stripeClientSecret as requestClientSecret } from '../api/payments.ts';
import { sdkScripts } from './config.ts';
import { reporter } from './reporter.ts';
import { GENERIC_ERROR, stripeClientSecret, stripeSetupOutcome } from './results.ts';
import { loadScripts, sdkGlobal } from './sdk.ts';
import { GatewayUnavailableError, type GatewayContext, type PaymentAdapter, type PaymentOrder, type PaymentOutcome } from './types.ts';

interface StripeCardElement {
  mount(target: HTMLElement | string): void;
  destroy?(): void;
}

interface StripeInstance {
  elements(options?: { locale?: string }): { create(type: 'card', options?: Record<string, unknown>): StripeCardElement };
  confirmCardSetup(clientSecret: string, data: { payment_method: { card: StripeCardElement; billing_details: { name: string } } }): Promise<unknown>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

const STYLE = { base: { fontSize: '16px', color: '#1f2933' }, invalid: { color: '#a32a00' } };

export function createStripeAdapter(context: GatewayContext): PaymentAdapter {
  const publishableApiKey = context.settings.publishableApiKey ?? '';
  let stripe: StripeInstance | null = null;
  let card: StripeCardElement | null = null;
  let mounted: HTMLElement | null = null;
  // A mount taken out (unmounted) while it waited stops there and leaves the page alone.
  let generation = 0;

  return {
    gateway: 'stripe',
    async mount(container) {
      const mine = ++generation;
      if (!publishableApiKey) throw new GatewayUnavailableError('The Stripe account is not set up');
      await loadScripts(sdkScripts('stripe', context.settings, context.apiUrl));
      if (mine !== generation) return;
      stripe = sdkGlobal<StripeFactory>('Stripe')(publishableApiKey);
      card = stripe.elements({ locale: context.locale }).create('card', { hidePostalCode: true, style: STYLE });
      card.mount(container);
      mounted = container;
    },
    unmount() {
      generation++;
      card?.destroy?.();
      mounted?.replaceChildren();
      mounted = null;
      card = null;
      stripe = null;
    },
    async pay(order: PaymentOrder): Promise<PaymentOutcome> {
      if (!stripe || !card) return { status: 'failed', message: GENERIC_ERROR };
      const { guest } = order;
      let secret: ReturnType<typeof stripeClientSecret> = null;
      try {
        secret = stripeClientSecret(
          await requestClientSecret({
            publishableApiKey,
            bookingEngineId: context.bookingEngineId,
            amount: context.amount,
            currency: context.currency,
            guestDetails: {
              // A company books as itself: Stripe's customer has no person's name (02 §7).
              firstName: guest.isCompany ? ' ' : guest.firstName,
              lastName: guest.isCompany ? ' ' : guest.lastName,
              companyName: guest.isCompany ? guest.companyName : '',
              isCompany: guest.isCompany,
              email: guest.email,
              phone: guest.phone,
              country: guest.country,
              countryCode: guest.country,
              address: guest.address,
              city: guest.city,
              postalCode: guest.postalCode,
            },
          }),
        );
      } catch {
        // The request failed (no answer, a server failure): the guest is told and may book again.
        return { status: 'failed', message: GENERIC_ERROR };
      }
      // An answer without a client secret: the payment failed, loading stops, nothing to say (02 §8).
      if (!secret) return { status: 'failed', message: null };
      let answer: unknown;
      try {
        answer = await stripe.confirmCardSetup(secret.clientSecret, { payment_method: { card, billing_details: { name: order.name } } });
      } catch (exception) {
        reporter().report('error', 'stripe: confirmCardSetup failed', { exception });
        return { status: 'failed', message: GENERIC_ERROR };
      }
      return stripeSetupOutcome(answer, { name: order.name, customerId: secret.customerId, publishableApiKey }, reporter());
    },
    challengeOutcome: () => null,
    challengeClosed: () => ({ status: 'failed', message: null }),
  };
}
