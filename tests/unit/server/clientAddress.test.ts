import { describe, expect, it } from 'vitest';
import { clientAddress, NO_TRUSTED_PROXY, parseTrustedProxies } from '../../../server/clientAddress.ts';
import { configFromEnv } from '../../../server/config.ts';
import { FOREIGN_LOOKUP_MESSAGE, TOO_MANY_LOOKUPS_MESSAGE } from '../../../server/lookupLimit.ts';
import { seededDb, testApp } from './helpers.ts';

describe('the client behind proxies', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', NO_TRUSTED_PROXY)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined, NO_TRUSTED_PROXY)).toBe('203.0.113.7');
    expect(parseTrustedProxies('')).toEqual(NO_TRUSTED_PROXY);
    expect(parseTrustedProxies('0')).toEqual(NO_TRUSTED_PROXY);
  });

  it('with N hops is the N-th address from the right: what the client wrote further left is never believed', () => {
    const one = parseTrustedProxies('1');
    expect(clientAddress('10.0.0.2', '203.0.113.7', one)).toBe('203.0.113.7');
    // A client that sends its own X-Forwarded-For only adds addresses to the left of the one the proxy appended.
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7', one)).toBe('203.0.113.7');
    const two = parseTrustedProxies('2');
    expect(clientAddress('10.0.0.2', '1.2.3.4, 203.0.113.7, 10.0.0.1', two)).toBe('203.0.113.7');
    // Fewer hops than configured (a request that bypassed the CDN): the leftmost address there is.
    expect(clientAddress('10.0.0.2', undefined, two)).toBe('10.0.0.2');
  });

  it('with a list skips trusted hops from the socket leftwards, ranges and IPv6 included', () => {
    const trust = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8');
    expect(clientAddress('127.0.0.1', '203.0.113.7, 10.1.2.3', trust)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '2001:db8::5', trust)).toBe('2001:db8::5');
    expect(clientAddress('fd00::1', '1.2.3.4, 203.0.113.7', trust)).toBe('203.0.113.7');
    // A socket that is not a trusted proxy is the client: its header is the client's own words.
    expect(clientAddress('198.51.100.9', '203.0.113.7', trust)).toBe('198.51.100.9');
    // Every hop trusted: the leftmost.
    expect(clientAddress('127.0.0.1', '10.0.0.1', trust)).toBe('10.0.0.1');
  });

  it('refuses a setting it cannot use with one line naming the value', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(
      "API_TRUSTED_PROXIES must be a number of hops or a list of addresses and ranges such as 10.0.0.0/8, got '10.0.0.0/33'",
    );
    expect(() => parseTrustedProxies('proxy.example.com')).toThrow(/got 'proxy.example.com'/);
    expect(() => parseTrustedProxies('25')).toThrow("API_TRUSTED_PROXIES must be at most 10 hops, got '25'");
    expect(configFromEnv({ API_TRUSTED_PROXIES: '1' }).trustedProxies).toEqual({ kind: 'hops', hops: 1 });
  });
});

describe('lookup budgets behind a proxy', () => {
  const limit = { budget: 30, missWeight: 10, windowMs: 60_000, minimumMs: 0 };
  const lookup = (app: ReturnType<typeof testApp>, id: string, headers: Record<string, string> = {}) => app.request(`/api/reservation/${id}`, { headers });

  it('are per forwarded client: one guesser locks out only itself', async () => {
    // app.request has no socket: the peer is 'local', standing for the proxy one hop away.
    const app = testApp(seededDb(), { lookupLimit: limit, trustedProxies: parseTrustedProxies('1') });
    const guesser = { 'X-Forwarded-For': '203.0.113.7' };
    for (let i = 0; i < 3; i++) expect((await lookup(app, `guess${i}`, guesser)).status).toBe(404);
    expect((await lookup(app, 'guess3', guesser)).status).toBe(429);
    // A guesser who writes somebody else's address in front still spends its own budget.
    expect((await lookup(app, 'guess4', { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' })).status).toBe(429);
    expect((await lookup(app, 'someone-else', { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(404);
  });

  it('without a trusted proxy, are one budget for everybody the proxy forwards', async () => {
    const app = testApp(seededDb(), { lookupLimit: limit });
    for (let i = 0; i < 3; i++) expect((await lookup(app, `guess${i}`, { 'X-Forwarded-For': `203.0.113.${i}` })).status).toBe(404);
    expect((await lookup(app, 'guess3', { 'X-Forwarded-For': '198.51.100.1' })).status).toBe(429);
  });
});

describe("lookups another site sends from a visitor's browser", () => {
  const limit = { budget: 30, missWeight: 10, windowMs: 60_000, minimumMs: 0 };

  it('are refused at once and spend nothing: thirteen <img> tags on a third-party page lock nobody out', async () => {
    const app = testApp(seededDb(), { lookupLimit: limit });
    // What Chromium sends for <img src="https://api.../api/reservation/x"> on a page of another site.
    const image = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' };
    for (let i = 0; i < 13; i++) {
      const answer = await app.request(`/api/reservation/img${i}`, { headers: image });
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual([{ message: FOREIGN_LOOKUP_MESSAGE }]);
    }
    // A fetch from another origin's script carries that origin, which CORS does not allow: refused the same way.
    const foreignFetch = await app.request('/api/offer/0b6f1f9e-1111-4222-8333-444455556666/K7Q2', {
      headers: { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors', Origin: 'https://evil.example' },
    });
    expect(foreignFetch.status).toBe(403);
    // The guest's own page on the same browser still has the whole budget.
    const own = { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'cors', Origin: 'https://villa-adriatic.book.example.com' };
    for (let i = 0; i < 3; i++) expect((await app.request(`/api/reservation/miss${i}`, { headers: own })).status).toBe(404);
    const over = await app.request('/api/reservation/miss3', { headers: own });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual([{ message: TOO_MANY_LOOKUPS_MESSAGE }]);
  });

  it('still count when typed into the address bar, sent from the same origin or by a server', async () => {
    const app = testApp(seededDb(), { lookupLimit: { ...limit, budget: 1000 } });
    const asked: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
      {},
    ];
    for (const headers of asked) {
      expect((await app.request('/api/reservation/unknown', { headers })).status).toBe(404);
    }
  });
});
