/**
 * The payment adapters, each loaded on demand: only the payment screens
 * call `createAdapter`, and only for the method the guest picks, and its
 * code (and its provider's SDK) loads only when its card fields mount, so
 * it reaches no other page, nor a checkout where its fields never show.
 */
import { loadOnce } from '../lib/load-once.ts';
import { gatewayOf } from './gateways.ts';
import type { GatewayContext, GatewayId, PaymentAdapter } from './types.ts';

export type { ChallengeRequest, GatewayContext, GatewayId, GatewayPayment, PaymentAdapter, PaymentGuest, PaymentOrder, PaymentOutcome } from './types.ts';
export { gatewayOf } from './gateways.ts';

/**
 * The adapter of a payment method's gateway, or null for the built-in card
 * form and bank transfer. Its code loads when its card fields first mount
 * (`lazyAdapter`): choosing a gateway costs the page nothing until its
 * fields show (for some, once the terms are accepted).
 * @example const adapter = await createAdapter({ methodId: 3, settings: { publishableApiKey: 'pk_test_…' }, … });
 */
export async function createAdapter(context: GatewayContext): Promise<PaymentAdapter | null> {
  const gateway = gatewayOf(context.methodId, context.settings);
  return gateway ? lazyAdapter(gateway, () => loadAdapter(gateway, context)) : null;
}

/** The gateway's own adapter, its module loaded now. */
async function loadAdapter(gateway: GatewayId, context: GatewayContext): Promise<PaymentAdapter> {
  switch (gateway) {
    case 'monri':
    case 'wspay':
      return (await import('./monri.ts')).createMonriAdapter(context, gateway);
    case 'stripe':
      return (await import('./stripe.ts')).createStripeAdapter(context);
    case 'cardstream':
      return (await import('./cardstream.ts')).createCardstreamAdapter(context);
    case 'saferpay':
      return (await import('./saferpay.ts')).createSaferpayAdapter(context);
  }
}

/**
 * An adapter that loads the gateway's own (`load`) on its first mount and
 * hands everything to it: a mount taken out while the code loaded stops
 * there; a failed load fails the mount (the card fields say so, with 'Try
 * again', which loads it again). Paying and the 3-D Secure step come only
 * after a mount, so the gateway's adapter is there by then.
 */
function lazyAdapter(gateway: GatewayId, load: () => Promise<PaymentAdapter>): PaymentAdapter {
  const gatewayCode = loadOnce(load);
  const own = gatewayCode.load;
  let generation = 0;
  return {
    gateway,
    async mount(container) {
      const mine = ++generation;
      const adapter = await own();
      if (mine === generation) await adapter.mount(container);
    },
    unmount() {
      generation++;
      gatewayCode.loaded()?.unmount();
    },
    async pay(order) {
      return (await own()).pay(order);
    },
    challengeOutcome: (data, challenge) => {
      const loaded = gatewayCode.loaded();
      return loaded ? loaded.challengeOutcome(data, challenge) : null;
    },
    challengeClosed: (challenge) => {
      const loaded = gatewayCode.loaded();
      return loaded ? loaded.challengeClosed(challenge) : { status: 'failed', message: null };
    },
  };
}
