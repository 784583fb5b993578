import { describe, expect, it } from 'vitest';
import { formatHeaders, formatRedirects, headerRules, matchPattern, parseHeaders, parseRedirects, redirectRules } from '../../../scripts/deploy-rules.ts';
import { shardOf } from '../../../scripts/build.ts';
import { slugOfHost } from '../../../scripts/serve.ts';

describe('deploy rules', () => {
  it('matches placeholders and splats', () => {
    expect(matchPattern('/en/offer/:offerUuid/:bookingCode', '/en/offer/ab-12/B7')).toEqual({ offerUuid: 'ab-12', bookingCode: 'B7' });
    expect(matchPattern('/en/offer/:offerUuid/:bookingCode', '/en/offer/ab-12/B7/payment')).toBeNull();
    expect(matchPattern('/en/reservations/*', '/en/reservations/x9')).toEqual({ splat: 'x9' });
    expect(matchPattern('/en/reservations/*', '/de/reservations/x9')).toBeNull();
  });
  it('rewrites id routes to their shells per active language and ends with the 404s', () => {
    const rules = redirectRules(['en', 'hr']);
    const find = (path: string) => rules.find((rule) => matchPattern(rule.from, path));
    expect(find('/hr/reservations/abc')).toMatchObject({ to: '/hr/reservations/index.html', status: 200 });
    expect(find('/en/offer/u/c/payment')).toMatchObject({ to: '/en/offer/payment/index.html', status: 200 });
    expect(find('/en/reservation/check-in/9f3e')).toMatchObject({ to: '/en/reservation/check-in/index.html', status: 200 });
    expect(find('/reservations/abc')).toMatchObject({ to: '/index.html', status: 200 });
    expect(find('/en/nothing-here')).toMatchObject({ to: '/en/404/index.html', status: 404 });
    expect(find('/de/')).toMatchObject({ to: '/404.html', status: 404 });
  });
  it('round-trips _redirects and _headers', () => {
    const rules = redirectRules(['en']);
    expect(parseRedirects(formatRedirects(rules))).toEqual(rules);
    const headers = headerRules({ embeddingOrigins: ['https://www.villa.example'], activeLanguages: ['en'] });
    expect(parseHeaders(formatHeaders(headers))).toEqual(headers);
  });
  it("allows framing only by the property's embedding origins and hides booking codes from referrers", () => {
    const headers = headerRules({ embeddingOrigins: ['https://www.villa.example'], activeLanguages: ['en'] });
    const all = headers.find((rule) => rule.path === '/*')!.headers;
    expect(all).toContainEqual(['Content-Security-Policy', "frame-ancestors 'self' https://www.villa.example; object-src 'none'; base-uri 'none'"]);
    expect(headers.find((rule) => rule.path === '/en/reservations/*')!.headers).toContainEqual(['Referrer-Policy', 'no-referrer']);
  });
  it('sends CSP violations to the API when it is known', () => {
    const headers = headerRules({ embeddingOrigins: [], activeLanguages: ['en'] }, { reportUri: 'https://api.example/api/csp-report' }).find((rule) => rule.path === '/*')!.headers;
    expect(headers).toContainEqual(['Content-Security-Policy', "frame-ancestors 'self'; object-src 'none'; base-uri 'none'; report-uri https://api.example/api/csp-report; report-to csp"]);
    expect(headers).toContainEqual(['Reporting-Endpoints', 'csp="https://api.example/api/csp-report"']);
  });
});

describe('build and serve helpers', () => {
  it('splits a portfolio into stable shards', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(shardOf(items, '1/2')).toEqual(['a', 'c', 'e']);
    expect(shardOf(items, '2/2')).toEqual(['b', 'd']);
    expect(shardOf(items, undefined)).toEqual(items);
    expect(() => shardOf(items, '3/2')).toThrow();
  });
  it('finds the property from the host name', () => {
    expect(slugOfHost('villa-adriatic.localhost:4321')).toBe('villa-adriatic');
    expect(slugOfHost('villa-adriatic.book.example.com', 'book.example.com')).toBe('villa-adriatic');
    expect(slugOfHost('localhost:4321')).toBeNull();
    expect(slugOfHost('a.b.localhost')).toBeNull();
    expect(slugOfHost('evil.example.org', 'book.example.com')).toBeNull();
  });
});
