import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS, READ_TIMEOUT_MS, api, loadClient, requestPolicy } from '../../../src/api/client.ts';
import { cancelReservation, bookReservation, fetchReservation, type BookingRequest } from '../../../src/api/reservation.ts';
import { acceptOffer } from '../../../src/api/offer.ts';
import { submitCheckIn } from '../../../src/api/checkin.ts';
import { monriClientSecret, saferpayPaymentPage } from '../../../src/api/payments.ts';

/** One answer of the fake API: a response, a dropped connection, or no answer until the request is aborted. */
type Answer = { status: number; body: string } | 'dropped' | 'hang';

const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body) });

/** A fetch that answers from a script, the last answer repeating; it records every request it got. */
function fakeFetch(...answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input.clone());
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    if (answer === 'dropped') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        input.signal.addEventListener('abort', () => reject(input.signal.reason ?? new DOMException('aborted', 'AbortError')));
      });
    }
    return new Response(answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

/** Runs a call to its end, the backoff and time limits passing on fake timers. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: ApiError }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as ApiError }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

const keyOf = (request: Request) => request.headers.get('Idempotency-Key');

const BOOKING = { bookingEngine: 'villa-adriatic', guest: {}, payment: { type: 2 }, rooms: [], expectedTotal: 100 } as unknown as BookingRequest;

// ky loads on a page's first request (`loadClient`); loaded here first, so its retries' timers are the only thing the fake clock runs.
beforeAll(async () => {
  await loadClient();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requestPolicy', () => {
  it('retries reads with backoff on server failures, dropped connections and timeouts', () => {
    const { retry, timeout, totalTimeout } = requestPolicy('get', undefined);
    expect(retry).toMatchObject({ limit: 2, methods: ['get'], retryOnTimeout: true, backoffLimit: 3_000 });
    expect(retry.statusCodes).toEqual([408, 500, 502, 503, 504]);
    expect(timeout).toBe(READ_TIMEOUT_MS);
    expect(totalTimeout).toBeGreaterThan(timeout);
  });

  it('retries a write only with its idempotency key, and never on a 500', () => {
    for (const method of ['post', 'put', 'delete', 'POST']) expect(requestPolicy(method, undefined).retry.limit).toBe(0);
    expect(requestPolicy('post', { 'Idempotency-Key': '' }).retry.limit).toBe(0);
    expect(requestPolicy('post', { 'Idempotency-Key': undefined }).retry.limit).toBe(0);
    for (const headers of [
      { 'Idempotency-Key': 'k-12345678' },
      { 'idempotency-key': 'k-12345678' },
      new Headers({ 'Idempotency-Key': 'k-12345678' }),
      [['Idempotency-Key', 'k-12345678']] as [string, string][],
    ]) {
      const { retry } = requestPolicy('put', headers);
      expect(retry).toMatchObject({ limit: 2, methods: ['put'], retryOnTimeout: true });
      expect(retry.statusCodes).not.toContain(500);
      expect(retry.statusCodes).toContain(503);
    }
  });
});

describe('reads', () => {
  it.each([
    ['a 503', json(503, [{ message: 'Service unavailable' }])],
    ['a 500', json(500, [{ message: 'Server down' }])],
    ['a dropped connection', 'dropped' as const],
  ])('retry %s twice with backoff, then succeed', async (_name, failure) => {
    const requests = fakeFetch(failure, failure, json(200, { id: 'abc' }));
    const { value } = await settle(fetchReservation('abc'));
    expect(value).toEqual({ id: 'abc' });
    expect(requests).toHaveLength(3);
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('a read failing every time ends as an ApiError after three attempts', async () => {
    const requests = fakeFetch('dropped');
    const { error } = await settle(fetchReservation('abc'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(NETWORK_ERROR_STATUS);
    expect(requests).toHaveLength(3);
  });

  it('a read that gets no answer times out, is retried, and ends as a network failure', async () => {
    const requests = fakeFetch('hang');
    const { error } = await settle(api.get('exchange-rates'));
    expect(error?.status).toBe(NETWORK_ERROR_STATUS);
    expect(requests).toHaveLength(3);
  });

  it('keeps the server status and messages of the last failed attempt', async () => {
    fakeFetch(json(503, [{ message: 'Service unavailable' }]));
    const { error } = await settle(fetchReservation('abc'));
    expect(error?.status).toBe(503);
    expect(error?.messages).toEqual(['Service unavailable']);
  });

  it('does not retry a refusal or an unreadable answer', async () => {
    let requests = fakeFetch(json(404, [{ message: 'Reservation not found' }]));
    let outcome = await settle(fetchReservation('abc'));
    expect(outcome.error?.status).toBe(404);
    expect(outcome.error?.messages).toEqual(['Reservation not found']);
    expect(requests).toHaveLength(1);

    requests = fakeFetch({ status: 200, body: '{"broken' });
    outcome = await settle(fetchReservation('abc'));
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error?.status).toBe(NETWORK_ERROR_STATUS);
    expect(requests).toHaveLength(1);
  });
});

describe('writes', () => {
  it('a booking is retried with the same idempotency key after a lost answer', async () => {
    const requests = fakeFetch('dropped', json(503, []), json(201, { success: true, response: { publicId: 'p1', internalId: 1 } }));
    const { value } = await settle(bookReservation(BOOKING, 'attempt-0001'));
    expect(value?.response.publicId).toBe('p1');
    expect(requests.map((request) => [request.method, keyOf(request)])).toEqual([
      ['POST', 'attempt-0001'],
      ['POST', 'attempt-0001'],
      ['POST', 'attempt-0001'],
    ]);
    expect(await Promise.all(requests.map((request) => request.json()))).toEqual([BOOKING, BOOKING, BOOKING]);
  });

  it('a booking is not retried after a 500, a refusal or an unreadable answer', async () => {
    for (const answer of [json(500, [{ message: 'Server down' }]), json(400, [{ message: 'UnitType is not available' }]), { status: 201, body: '{"broken' }]) {
      const requests = fakeFetch(answer);
      const { error } = await settle(bookReservation(BOOKING, 'attempt-0002'));
      expect(error).toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
    }
  });

  it('an offer acceptance that times out is retried with its key', async () => {
    const requests = fakeFetch('hang', json(200, { success: true, response: { publicId: 'p2' } }));
    const { value } = await settle(acceptOffer({ offerUuid: 'o1', bookingCode: 'VA-1' }, { guestDetails: {}, payment: { type: 2 } } as never, 'attempt-0003'));
    expect(value).toEqual({ status: 'accepted', publicId: 'p2' });
    expect(requests.map(keyOf)).toEqual(['attempt-0003', 'attempt-0003']);
  });

  it('a check-in save that times out is retried with its key', async () => {
    const requests = fakeFetch('hang', json(200, { success: true }));
    const { error } = await settle(submitCheckIn('c1', [], 'attempt-0004'));
    expect(error).toBeUndefined();
    expect(requests.map(keyOf)).toEqual(['attempt-0004', 'attempt-0004']);
  });

  it.each([
    ['a cancellation', () => cancelReservation('abc')],
    ['a client secret', () => monriClientSecret('monri', { account: 'a', bookingEngineId: 1, amount: 10, currency: 'EUR' })],
    ['a payment page', () => saferpayPaymentPage({} as never)],
  ])('%s, without an idempotency key, is never retried', async (_name, call) => {
    for (const answer of ['dropped', json(503, []), 'hang'] as Answer[]) {
      const requests = fakeFetch(answer);
      const { error } = await settle(call());
      expect(error).toBeInstanceOf(ApiError);
      expect(requests).toHaveLength(1);
      expect(keyOf(requests[0]!)).toBeNull();
    }
  });
});
