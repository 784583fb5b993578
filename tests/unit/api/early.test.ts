import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../src/api/client.ts';
import { readUrl, startEarly, takeEarly } from '../../../src/api/early.ts';
import { leadImageUrl, offerApiPath } from '../../../src/lib/offer/offer-route.ts';
import { pageCurrency } from '../../../src/lib/pricing/page-currency.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch answering every request with `status` and `body`, counting the requests. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const BASE = 'http://localhost:8787/api';
const url = (path: string) => readUrl(BASE, path, { language: 'en', currency: 'EUR' });

describe('reads started early', () => {
  it('are taken over by the client: one request, its answer', async () => {
    const fetch = answering(200, { rates: 1 });
    void startEarly(url('exchange-rates'));
    expect(await api.get('exchange-rates')).toEqual({ rates: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('are taken once: a second read asks again', async () => {
    const fetch = answering(200, { rates: 1 });
    void startEarly(url('exchange-rates'));
    await api.get('exchange-rates');
    await api.get('exchange-rates');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answered 404 fail as the client fails, without asking again', async () => {
    const fetch = answering(404, [{ message: 'Offer not found' }]);
    void startEarly(url('offer/a1/VA-1'));
    const error = await api.get('offer/a1/VA-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, messages: ['Offer not found'] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('that got no answer are asked for again by the client', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    void startEarly(url('exchange-rates'));
    expect(await api.get('exchange-rates')).toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('answered 503 count as the read’s first attempt: three attempts in all, as without them', async () => {
    const fetch = answering(503, [{ message: 'Service unavailable' }]);
    void startEarly(url('offer/a1/VA-1'));
    const error = await api.get('offer/a1/VA-1').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('answered with an unreadable body fail as the client’s own read would, without asking again', async () => {
    const fetch = vi.fn(async () => new Response('{"unitTypes": [', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    void startEarly(url('offer/a1/VA-1'));
    const error = await api.get('offer/a1/VA-1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('for another address are not taken', () => {
    answering(200, {});
    void startEarly(url('exchange-rates'));
    expect(takeEarly(readUrl(BASE, 'exchange-rates', { language: 'de', currency: 'EUR' }))).toBeUndefined();
    expect(takeEarly(url('exchange-rates'))).toBeDefined();
  });
});

describe('the offer page first script', () => {
  it('asks at the address the client asks at', () => {
    expect(readUrl(BASE, offerApiPath({ offerUuid: 'a 1', bookingCode: 'VA-1' }), { language: 'en', currency: 'EUR' })).toBe(
      `${BASE}/offer/a%201/VA-1?language=en&currency=EUR`,
    );
  });

  it('opens in the currency the query names when the property offers it', () => {
    expect(pageCurrency('?currency=usd', 'EUR', ['EUR', 'USD'])).toBe('USD');
    expect(pageCurrency('?currency=JPY', 'EUR', ['EUR', 'USD'])).toBe('EUR');
    expect(pageCurrency('', 'EUR', ['EUR'])).toBe('EUR');
  });

  it('preloads the first reservation’s first photo, none without one', () => {
    expect(leadImageUrl({ booking: { reservations: [{ images: [{ url: '/a.webp' }, { url: '/b.webp' }] }, { images: [{ url: '/c.webp' }] }] } })).toBe(
      '/a.webp',
    );
    expect(leadImageUrl({ booking: { reservations: [{ images: [] }] } })).toBeNull();
    expect(leadImageUrl(null)).toBeNull();
    expect(leadImageUrl({ booking: { reservations: [{ images: [{ url: 5 }] }] } })).toBeNull();
  });
});
