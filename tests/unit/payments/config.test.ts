import { describe, expect, it } from 'vitest';
import { PRODUCTION_SDK_URLS, gatewayOf, originOf, saferpayFieldsUrl, sdkScripts, usesTestGateway } from '../../../src/payments/config.ts';
import { isFrom } from '../../../src/lib/payment/message-origin.ts';
import { announceThreeDsReturn, hasFlag, withoutQuery } from '../../../src/payments/messages.ts';

const API = 'http://127.0.0.1:18787/api';

describe('gateways of the payment methods', () => {
  it('maps methods 3–7 to their gateways; 1, 2 and method 4 without a token have none', () => {
    expect([3, 4, 5, 6, 7].map((id) => gatewayOf(id, { authenticityToken: 't' }))).toEqual(['stripe', 'monri', 'cardstream', 'wspay', 'saferpay']);
    expect(gatewayOf(4, {})).toBeNull();
    expect(gatewayOf(4, null)).toBeNull();
    expect(gatewayOf(1, null)).toBeNull();
    expect(gatewayOf(2, null)).toBeNull();
  });
});

describe('SDK addresses', () => {
  it('loads the documented production SDKs by default, jQuery first for Cardstream', () => {
    expect(sdkScripts('monri', {}, API, {})).toEqual(['https://ipg.monri.com/dist/components.js']);
    expect(sdkScripts('stripe', { environment: 'live' }, API, {})).toEqual(['https://js.stripe.com/v3/']);
    expect(sdkScripts('cardstream', null, API, {})).toEqual([PRODUCTION_SDK_URLS.cardstreamJquery, PRODUCTION_SDK_URLS.cardstream]);
    expect(sdkScripts('saferpay', null, API, {})).toEqual(['https://www.saferpay.com/Fields/lib/1/saferpay-fields.js']);
  });
  it('takes the build overrides', () => {
    const env = {
      PUBLIC_MONRI_SDK_URL: 'https://ipgtest.monri.com/dist/components.js',
      PUBLIC_CARDSTREAM_SDK_URL: 'https://gw.example/sdk/web/v1/js/hostedfields.min.js',
      PUBLIC_CARDSTREAM_JQUERY_URL: ' /js/jquery.js ',
      PUBLIC_WSPAY_SDK_URL: '',
    };
    expect(sdkScripts('monri', null, API, env)).toEqual(['https://ipgtest.monri.com/dist/components.js']);
    expect(sdkScripts('wspay', null, API, env)).toEqual(['https://ipg.monri.com/dist/components.js']);
    expect(sdkScripts('cardstream', null, API, env)).toEqual(['/js/jquery.js', 'https://gw.example/sdk/web/v1/js/hostedfields.min.js']);
  });
  it("sends a test method to the reference API's test gateway", () => {
    expect(usesTestGateway({ environment: 'test' })).toBe(true);
    expect(usesTestGateway({})).toBe(false);
    for (const gateway of ['monri', 'wspay', 'stripe', 'cardstream', 'saferpay'] as const) {
      expect(sdkScripts(gateway, { environment: 'test' }, `${API}/`, { PUBLIC_STRIPE_SDK_URL: 'https://x.example' })).toEqual([
        `${API}/test-gateway/sdk/${gateway}.js`,
      ]);
    }
  });
  it("points Saferpay Fields at the customer's fields", () => {
    expect(saferpayFieldsUrl('245994', null, API, {})).toBe('https://www.saferpay.com/Fields/245994');
    expect(saferpayFieldsUrl('245994', null, API, { PUBLIC_SAFERPAY_FIELDS_URL: 'https://test.saferpay.com/' })).toBe(
      'https://test.saferpay.com/Fields/245994',
    );
    expect(saferpayFieldsUrl('245994', { environment: 'test' }, API, {})).toBe(`${API}/test-gateway/saferpay/Fields/245994`);
    expect(originOf(API)).toBe('http://127.0.0.1:18787');
  });
});

describe('frame messages', () => {
  const frame = {};
  it('count only from the exact origin and the very frame', () => {
    expect(isFrom({ origin: 'http://127.0.0.1:18787', source: frame, data: {} }, 'http://127.0.0.1:18787', frame)).toBe(true);
    expect(isFrom({ origin: 'http://127.0.0.1:18788', source: frame, data: {} }, 'http://127.0.0.1:18787', frame)).toBe(false);
    expect(isFrom({ origin: 'http://127.0.0.1:18787', source: {}, data: {} }, 'http://127.0.0.1:18787', frame)).toBe(false);
    expect(isFrom({ origin: 'null', source: frame, data: {} }, 'null', frame)).toBe(false);
    expect(isFrom({ origin: 'http://a', source: null, data: {} }, 'http://a', null)).toBe(false);
  });
  it('drops the query string after a return', () => {
    expect(withoutQuery('http://hotel-zadar.localhost:4321/en/payment?saferpay-payment-page-redirect=true')).toBe(
      'http://hotel-zadar.localhost:4321/en/payment',
    );
  });
  it('reads the return flags', () => {
    expect(hasFlag('?saferpay-3ds-redirect=true', 'saferpay-3ds-redirect')).toBe(true);
    expect(hasFlag('?saferpay-3ds-redirect=1', 'saferpay-3ds-redirect')).toBe(false);
    expect(hasFlag('', 'saferpay-payment-page-redirect')).toBe(false);
  });
  it('the 3-D Secure return screen tells the checkout around it, addressed to its own origin, and only inside a frame', () => {
    const sent: [unknown, string][] = [];
    const classes = new Set<string>();
    const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } } as unknown as Document;
    const parent = { postMessage: (data: unknown, origin: string) => sent.push([data, origin]) } as unknown as Window;
    const location = (search: string) => ({ search, origin: 'http://hotel-zadar.localhost:4321' }) as Location;
    expect(announceThreeDsReturn({ location: location('?saferpay-3ds-redirect=true'), parent, document })).toBe(true);
    expect(sent).toEqual([['close', 'http://hotel-zadar.localhost:4321']]);
    expect(classes.has('in-challenge-frame')).toBe(true);
    // The ordinary checkout, and the return screen opened on its own (no frame around it): nothing is sent.
    expect(announceThreeDsReturn({ location: location(''), parent, document })).toBe(false);
    const alone = { location: location('?saferpay-3ds-redirect=true'), document } as { location: Location; document: Document; parent: Window };
    alone.parent = alone as unknown as Window;
    expect(announceThreeDsReturn(alone)).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
