/**
 * Which gateway serves a payment method and where its browser SDK comes
 * from. Every URL is the provider's documented production address unless
 * the build overrides it (`PUBLIC_…_SDK_URL`); a method whose settings say
 * `environment: 'test'` talks to the reference API's test gateway instead,
 * which serves the same SDK surface from `{apiUrl}/test-gateway/sdk/{gateway}.js`.
 *
 * Pure: the environment is a parameter (the build's `import.meta.env` by default).
 */
import type { PaymentMethodSettings } from '../lib/types.ts';
import type { GatewayId } from './types.ts';

import { GATEWAY_OF_METHOD, gatewayOf } from './gateways.ts';

export { GATEWAY_OF_METHOD, gatewayOf };

/** The build variables that move a gateway's scripts (README, Configuration). */
export type PaymentEnv = Partial<
  Record<
    | 'PUBLIC_MONRI_SDK_URL'
    | 'PUBLIC_WSPAY_SDK_URL'
    | 'PUBLIC_STRIPE_SDK_URL'
    | 'PUBLIC_CARDSTREAM_SDK_URL'
    | 'PUBLIC_CARDSTREAM_JQUERY_URL'
    | 'PUBLIC_SAFERPAY_SDK_URL'
    | 'PUBLIC_SAFERPAY_FIELDS_URL',
    string | undefined
  >
>;

/**
 * The documented production addresses:
 * - Monri Components: https://ipg.monri.com/dist/components.js (WSPay, of the
 *   Monri family, uses the same Components, initialised with its shop id);
 * - Stripe.js v3: https://js.stripe.com/v3/;
 * - Cardstream Hosted Payment Fields: {gateway host}/sdk/web/v1/js/hostedfields.min.js,
 *   a jQuery plugin, so jQuery loads first;
 * - Saferpay Fields: https://www.saferpay.com/Fields/lib/1/saferpay-fields.js, its
 *   fields served from https://www.saferpay.com/Fields/{customerId}.
 */
export const PRODUCTION_SDK_URLS = {
  monri: 'https://ipg.monri.com/dist/components.js',
  wspay: 'https://ipg.monri.com/dist/components.js',
  stripe: 'https://js.stripe.com/v3/',
  cardstream: 'https://gateway.cardstream.com/sdk/web/v1/js/hostedfields.min.js',
  cardstreamJquery: 'https://code.jquery.com/jquery-3.7.1.min.js',
  saferpay: 'https://www.saferpay.com/Fields/lib/1/saferpay-fields.js',
  saferpayFields: 'https://www.saferpay.com',
} as const;

const ENV_KEY: Readonly<Record<GatewayId, keyof PaymentEnv>> = {
  monri: 'PUBLIC_MONRI_SDK_URL',
  wspay: 'PUBLIC_WSPAY_SDK_URL',
  stripe: 'PUBLIC_STRIPE_SDK_URL',
  cardstream: 'PUBLIC_CARDSTREAM_SDK_URL',
  saferpay: 'PUBLIC_SAFERPAY_SDK_URL',
};

const buildEnv = (): PaymentEnv => (import.meta.env ?? {}) as PaymentEnv;

const given = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

/** Whether a method's payments go to the reference API's test gateway. */
export const usesTestGateway = (settings: PaymentMethodSettings | null | undefined): boolean => settings?.environment === 'test';

/**
 * The card gateways whose own hosts a property's payment methods load
 * scripts and frames from: every gateway method but those on the reference
 * API's test gateway (served by the API itself).
 * @example gatewayHostsUsed([{ id: 3, settings: { environment: 'production' } }, { id: 2, settings: null }]) // ['stripe']
 */
export function gatewayHostsUsed(methods: readonly { id: number; settings: PaymentMethodSettings | null }[]): GatewayId[] {
  const used = methods.filter((method) => !usesTestGateway(method.settings)).map((method) => gatewayOf(method.id, method.settings));
  return [...new Set(used.filter((gateway): gateway is GatewayId => gateway !== null))];
}

/**
 * The scripts to load, in order, for a gateway: the test gateway's SDK for a
 * test method; otherwise the configured or documented production SDK (with
 * jQuery first for Cardstream's hosted fields).
 * @example sdkScripts('stripe', { environment: 'test' }, 'http://127.0.0.1:8787/api') // ['http://127.0.0.1:8787/api/test-gateway/sdk/stripe.js']
 * @example sdkScripts('stripe', {}, 'https://api.example.com/api', {}) // ['https://js.stripe.com/v3/']
 */
export function sdkScripts(gateway: GatewayId, settings: PaymentMethodSettings | null, apiUrl: string, env: PaymentEnv = buildEnv()): string[] {
  if (usesTestGateway(settings)) return [`${apiUrl.replace(/\/+$/, '')}/test-gateway/sdk/${gateway}.js`];
  const sdk = given(env[ENV_KEY[gateway]]) ?? PRODUCTION_SDK_URLS[gateway];
  if (gateway === 'cardstream') return [given(env.PUBLIC_CARDSTREAM_JQUERY_URL) ?? PRODUCTION_SDK_URLS.cardstreamJquery, sdk];
  return [sdk];
}

/**
 * Where Saferpay Fields load a customer's fields from (02 §7: `{gateway E
 * base url}/Fields/{customerId}`).
 * @example saferpayFieldsUrl('245994', { environment: 'test' }, 'http://127.0.0.1:8787/api') // 'http://127.0.0.1:8787/api/test-gateway/saferpay/Fields/245994'
 */
export function saferpayFieldsUrl(customerId: string, settings: PaymentMethodSettings | null, apiUrl: string, env: PaymentEnv = buildEnv()): string {
  const base = usesTestGateway(settings)
    ? `${apiUrl.replace(/\/+$/, '')}/test-gateway/saferpay`
    : (given(env.PUBLIC_SAFERPAY_FIELDS_URL) ?? PRODUCTION_SDK_URLS.saferpayFields);
  return `${base.replace(/\/+$/, '')}/Fields/${encodeURIComponent(customerId)}`;
}

/**
 * The origin of a URL, for checking who a frame's message comes from.
 * @example originOf('http://127.0.0.1:8787/api') // 'http://127.0.0.1:8787'
 */
export function originOf(url: string): string {
  return new URL(url).origin;
}
