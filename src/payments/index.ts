/**
 * The payment adapters, each loaded on demand: only the payment screens
 * call `createAdapter`, and only for the method the guest picks, so an
 * adapter's code (and its provider's SDK) reaches no other page.
 */
import { gatewayOf } from './gateways.ts';
import type { GatewayContext, PaymentAdapter } from './types.ts';

export type { ChallengeRequest, GatewayContext, GatewayId, GatewayPayment, PaymentAdapter, PaymentGuest, PaymentOrder, PaymentOutcome } from './types.ts';
export { gatewayOf } from './gateways.ts';

/**
 * The adapter of a payment method's gateway, or null for the built-in card
 * form and bank transfer.
 * @example const adapter = await createAdapter({ methodId: 3, settings: { publishableApiKey: 'pk_test_…' }, … });
 */
export async function createAdapter(context: GatewayContext): Promise<PaymentAdapter | null> {
  switch (gatewayOf(context.methodId, context.settings)) {
    case 'monri':
      return (await import('./monri.ts')).createMonriAdapter(context, 'monri');
    case 'wspay':
      return (await import('./monri.ts')).createMonriAdapter(context, 'wspay');
    case 'stripe':
      return (await import('./stripe.ts')).createStripeAdapter(context);
    case 'cardstream':
      return (await import('./cardstream.ts')).createCardstreamAdapter(context);
    case 'saferpay':
      return (await import('./saferpay.ts')).createSaferpayAdapter(context);
    default:
      return null;
  }
}
