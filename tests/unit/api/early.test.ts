import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../src/api/client.ts';
import { EARLY_READ_LIFETIME_MS, forgetEarlyReads, readUrl, startEarly, takeEarly, toSearchParams } from '../../../src/api/early.ts';
import { leadImageUrl, offerApiPath } from '../../../src/lib/offer/offer-route.ts';
import { pageReads, storedSearch, type PageReadsSettings } from '../../../src/api/page-reads.ts';
import { BASKET_KEYS } from '../../../src/lib/basket/basket-expiry.ts';
import { safeLocalStorage } from '../../../src/stores/storage.ts';
import { fetchAvailability } from '../../../src/api/availability.ts';
import { fetchReservation } from '../../../src/api/reservation.ts';
import { fetchCheckIn } from '../../../src/api/checkin.ts';
import { $config } from '../../../src/stores/config.ts';
import { availabilityQuery, defaultSearch, searchFromQuery } from '../../../src/lib/search/search-query.ts';
import { today } from '../../../src/lib/format/dates.ts';
import { checkInUuidFromPath, reservationIdFromPath } from '../../../src/lib/frame/page-paths.ts';
import { pageCurrency } from '../../../src/lib/pricing/page-currency.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetEarlyReads();
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

describe('a read the client asked for before the page’s first script ran', () => {
  it('is not started again by that script: one request', async () => {
    const fetch = answering(200, { rates: 2 });
    const address = readUrl(BASE, 'exchange-rates', { language: 'hr', currency: 'EUR' });
    $config.set({ ...$config.get(), locale: 'hr', currency: 'EUR' });
    expect(await api.get('exchange-rates')).toEqual({ rates: 2 });
    expect(startEarly(address)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('an early read not taken over', () => {
  it('is not handed to a read made once it is stale: that read asks afresh', () => {
    answering(200, {});
    void startEarly(url('exchange-rates'), 1_000);
    expect(takeEarly(url('exchange-rates'), 1_000 + EARLY_READ_LIFETIME_MS + 1)).toBeUndefined();
    void startEarly(url('exchange-rates'), 1_000);
    expect(takeEarly(url('exchange-rates'), 1_000 + EARLY_READ_LIFETIME_MS)).toBeDefined();
  });
});

describe('the stored basket’s search the search page starts from', () => {
  const NOW = new Date('2027-03-10T12:00:00Z');
  const storage = safeLocalStorage();
  const request = { ...defaultSearch('2027-03-20'), adults: 3, children: [4] };
  const keep = (raw: string, expiry = NOW.getTime() + 3_600_000) => {
    storage.setItem(BASKET_KEYS.request, raw);
    storage.setItem(BASKET_KEYS.expiry, String(expiry));
  };
  afterEach(() => {
    for (const key of Object.values(BASKET_KEYS)) storage.removeItem(key);
  });

  it('is the kept search, checked as the island checks it', async () => {
    keep(JSON.stringify(request));
    expect(await storedSearch('Europe/Zagreb', NOW)).toEqual(request);
  });

  it('is none when nothing is kept, the basket has expired, the data is corrupt or the check-in has passed', async () => {
    expect(await storedSearch('Europe/Zagreb', NOW)).toBeNull();
    keep(JSON.stringify(request), NOW.getTime() - 1);
    expect(await storedSearch('Europe/Zagreb', NOW)).toBeNull();
    keep('[1,2');
    expect(await storedSearch('Europe/Zagreb', NOW)).toBeNull();
    keep(JSON.stringify({ ...request, adults: 'three' }));
    expect(await storedSearch('Europe/Zagreb', NOW)).toBeNull();
    keep(JSON.stringify({ ...request, from: '2027-03-09', to: '2027-03-12' }));
    expect(await storedSearch('Europe/Zagreb', NOW)).toBeNull();
  });
});

describe('the reads a page starts as it opens', () => {
  const SETTINGS: PageReadsSettings = {
    page: 'search',
    lang: 'en',
    currency: 'EUR',
    currencies: ['EUR', 'USD'],
    slug: 'villa-adriatic',
    timeZone: 'Europe/Zagreb',
  };
  const NOW = new Date('2027-03-10T23:30:00Z');

  /** Starts a page's reads and counts what the fetch was asked, answering every request with `body`. */
  function started(settings: Partial<PageReadsSettings>, pathname: string, search: string, body: unknown = {}) {
    const fetch = answering(200, body);
    const reads = pageReads({ ...SETTINGS, ...settings }, { pathname, search }, null, NOW);
    for (const read of reads) void startEarly(readUrl(BASE, read.path, read.params));
    $config.set({ ...$config.get(), locale: settings.lang ?? 'en', currency: pageCurrency(search, 'EUR', SETTINGS.currencies) });
    return { fetch, reads };
  }

  it('on the search page: the availability the island’s search asks for, taken over (one request)', async () => {
    const query = '?from=01-07-2027&to=05-07-2027&adults=3&children=4,9&promoCode=SUMMER&location=Split&currency=usd';
    const { fetch, reads } = started({}, '/en/', query, { request: { from: 0, to: 0, unitTypeId: null }, unitTypes: [] });
    expect(reads.map((read) => read.path)).toEqual(['availability']);
    expect(reads[0]?.params).toMatchObject({ from: '2027-07-01', to: '2027-07-05', adults: '3', children: '4,9', promoCode: 'SUMMER', currency: 'USD' });
    const { search, filters } = searchFromQuery(query, defaultSearch(today('Europe/Zagreb', NOW)));
    await fetchAvailability('villa-adriatic', search, filters);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on the search page: the default stay from the property’s own day when the query names none', () => {
    // 23:30 UTC is already the next day in Zagreb (UTC+1 in March).
    const [read] = pageReads(SETTINGS, { pathname: '/en/', search: '' }, null, NOW);
    expect(read?.params).toMatchObject({ bookingEngine: 'villa-adriatic', from: defaultSearch('2027-03-11').from, language: 'en', currency: 'EUR' });
  });

  it('on the search page: a stored basket’s search, the query’s parameters over it, as the island applies them', () => {
    const stored = { ...defaultSearch('2027-04-01'), adults: 3, children: [5], promoCode: 'SPRING' };
    const [read] = pageReads(SETTINGS, { pathname: '/en/', search: '?adults=1' }, stored, NOW);
    const { search } = searchFromQuery('?adults=1', stored);
    expect(read?.params).toEqual(toSearchParams({ ...availabilityQuery('villa-adriatic', search, { location: null }), language: 'en', currency: 'EUR' }));
    expect(read?.params).toMatchObject({ from: '2027-04-01', adults: '1', children: '5', promoCode: 'SPRING' });
  });

  it('on the reservation page: the exchange rates and the reservation, each taken over', async () => {
    const { fetch, reads } = started({ page: 'reservation', lang: 'de' }, '/de/reservations/VA-7KQ2M9XD4T', '');
    expect(reads.map((read) => read.path)).toEqual(['exchange-rates', 'reservation/VA-7KQ2M9XD4T']);
    await api.get('exchange-rates');
    await fetchReservation(reservationIdFromPath('/de/reservations/VA-7KQ2M9XD4T'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('on the check-in page: the registration, taken over', async () => {
    const uuid = '3f1c2d4e-0000-4000-8000-000000000001';
    const { fetch, reads } = started({ page: 'checkin' }, `/en/reservation/check-in/${uuid}`, '', { reservation: {}, guests: [] });
    expect(reads.map((read) => read.path)).toEqual([`reservation/check-in/${uuid}`]);
    await fetchCheckIn(checkInUuidFromPath(`/en/reservation/check-in/${uuid}`));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on the offer screens: the exchange rates and the offer; the offer screen preloads its first photo', async () => {
    const path = '/en/offer/a%201/VA-1';
    const { fetch, reads } = started({ page: 'offer' }, path, '');
    expect(reads.map((read) => read.path)).toEqual(['exchange-rates', 'offer/a%201/VA-1']);
    expect(reads[1]?.leadImage).toBe(leadImageUrl);
    await api.get('exchange-rates');
    await api.get(offerApiPath({ offerUuid: 'a 1', bookingCode: 'VA-1' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    const payment = pageReads({ ...SETTINGS, page: 'offerPayment' }, { pathname: `${path}/payment`, search: '' }, null, NOW);
    expect(payment.map((read) => [read.path, read.leadImage])).toEqual([
      ['exchange-rates', undefined],
      ['offer/a%201/VA-1', undefined],
    ]);
  });

  it('on the extras and checkout: the exchange rates; elsewhere, or without an id in the path, nothing more', () => {
    const paths = (page: PageReadsSettings['page'], pathname: string) =>
      pageReads({ ...SETTINGS, page }, { pathname, search: '' }, null, NOW).map((read) => read.path);
    expect(paths('services', '/en/services')).toEqual(['exchange-rates']);
    expect(paths('payment', '/en/payment')).toEqual(['exchange-rates']);
    expect(paths('reservation', '/en/reservations/%E0%A4%A')).toEqual(['exchange-rates']);
    expect(paths('checkin', '/en/reservation/check-in/')).toEqual([]);
    expect(paths('offer', '/en/offer')).toEqual(['exchange-rates']);
    expect(paths('notFound', '/en/404')).toEqual([]);
  });
});

describe('the offer screen’s first read', () => {
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
