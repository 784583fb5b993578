/**
 * Which gateway serves a payment method, apart from where its SDK comes
 * from (`config.ts`, which re-exports these): the payment screens read it
 * at once, the SDK addresses load with the gateway's adapter.
 */
import type { PaymentMethodSettings } from '../lib/types.ts';
import type { GatewayId } from './types.ts';

/** Payment method id → gateway (02 conventions table; gateway E is method 7). */
export const GATEWAY_OF_METHOD: Readonly<Record<number, GatewayId>> = { 3: 'stripe', 4: 'monri', 5: 'cardstream', 6: 'wspay', 7: 'saferpay' };

/**
 * The gateway of a payment method, or null for the built-in card form and
 * bank transfer. Method 4 without an authenticityToken is no gateway (02 §4.2).
 * @example gatewayOf(5, { merchantID: '100001' }) // 'cardstream'
 */
export function gatewayOf(methodId: number, settings: PaymentMethodSettings | null): GatewayId | null {
  const gateway = GATEWAY_OF_METHOD[methodId] ?? null;
  if (gateway === 'monri' && !settings?.authenticityToken) return null;
  return gateway;
}
