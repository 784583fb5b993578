import { describe, expect, it } from 'vitest';
import {
  formatHeaders,
  formatRedirects,
  headerRules,
  matchPattern,
  nginxExample,
  parseHeaders,
  parseRedirects,
  redirectRules,
  scriptPoliciesOf,
} from '../../../scripts/deploy-rules.ts';
import { cspSources, headerScriptPolicy, inlineScriptHashes } from '../../../src/lib/frame/csp.ts';
import { gatewayHostsUsed } from '../../../src/payments/config.ts';
import { shardOf } from '../../../scripts/build-jobs.ts';
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
    const headers = headerRules({ embeddingOrigins: [], activeLanguages: ['en'] }, { reportUri: 'https://api.example/api/csp-report' }).find(
      (rule) => rule.path === '/*',
    )!.headers;
    expect(headers).toContainEqual([
      'Content-Security-Policy',
      "frame-ancestors 'self'; object-src 'none'; base-uri 'none'; report-uri https://api.example/api/csp-report; report-to csp",
    ]);
    expect(headers).toContainEqual(['Reporting-Endpoints', 'csp="https://api.example/api/csp-report"']);
  });
});

describe('the script policy of each page type', () => {
  const env = { PUBLIC_API_URL: 'https://api.example.com/api' };
  const hashes = ["'sha256-abc='"];
  // A property taking Stripe and Cardstream for real, Monri on the reference API's test gateway, and bank transfer.
  const methods = [
    { id: 3, settings: { publishableApiKey: 'pk_live_x' } },
    { id: 5, settings: { merchantID: '100001' } },
    { id: 4, settings: { authenticityToken: 't', environment: 'test' as const } },
    { id: 2, settings: null },
  ];
  const scripts = {
    page: headerScriptPolicy(cspSources(env, []), hashes),
    payment: headerScriptPolicy(cspSources(env, gatewayHostsUsed(methods)), hashes),
  };
  const rules = headerRules({ embeddingOrigins: [], activeLanguages: ['en', 'hr'] }, { scripts });
  const policiesFor = (path: string) =>
    rules
      .filter((rule) => matchPattern(rule.path, path))
      .flatMap((rule) => rule.headers)
      .filter(([name]) => name === 'Content-Security-Policy')
      .map(([, value]) => value);

  it('names the gateway hosts a property uses on its payment pages only', () => {
    expect(gatewayHostsUsed(methods)).toEqual(['stripe', 'cardstream']);
    expect(scripts.page).toBe(
      "script-src 'self' https://api.example.com 'sha256-abc='; connect-src 'self' https://api.example.com; frame-src 'self' https://api.example.com; form-action 'self' https://api.example.com",
    );
    expect(scripts.payment).toContain(
      "script-src 'self' https://api.example.com https://js.stripe.com https://gateway.cardstream.com https://code.jquery.com 'sha256-abc='",
    );
    expect(scripts.payment).toContain("frame-src 'self' https://api.example.com https://js.stripe.com https://gateway.cardstream.com https://hooks.stripe.com");
    expect(scripts.payment).not.toContain('monri');
    expect(scripts.payment).not.toContain('saferpay');
  });

  it('gives every page one script policy besides the frame policy of every path: the payment pages theirs', () => {
    for (const path of ['/en/', '/hr/services', '/en/services/', '/en/close', '/en/reservations/Ab12', '/en/reservation/check-in/9f3e', '/en/offer/u/c']) {
      expect(policiesFor(path), path).toEqual([expect.stringMatching(/^frame-ancestors/), scripts.page]);
    }
    for (const path of ['/en/payment', '/hr/payment/', '/en/offer/u/c/payment'])
      expect(policiesFor(path), path).toEqual([expect.stringMatching(/^frame-ancestors/), scripts.payment]);
    expect(scriptPoliciesOf(parseHeaders(formatHeaders(rules)))).toEqual(scripts);
  });

  it('reads the inline script hashes of a page', () => {
    const html = `<meta http-equiv="content-security-policy" content="default-src 'self';script-src 'self' https://x.example 'sha256-abc=' 'sha256-d/e+f='; style-src 'self' 'sha256-zzz='">`;
    expect(inlineScriptHashes(html)).toEqual(["'sha256-abc='", "'sha256-d/e+f='"]);
  });
});

describe('the nginx example', () => {
  const engine = {
    slug: 'villa-adriatic',
    embeddingOrigins: ['https://www.villa.example'],
    scripts: { page: "script-src 'self'", payment: "script-src 'self' https://js.stripe.com" },
  };
  const { server, headers } = nginxExample({
    domain: 'book.example.com',
    locales: ['en', 'hr'],
    engines: [engine],
    reportUri: 'https://api.example.com/api/csp-report',
  });

  it('has no add_header outside its locations, and every location includes the whole set (nginx drops inherited add_header)', () => {
    const locations = server.split('\n    location ').slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(10);
    for (const location of locations) expect(location).toContain('include /etc/nginx/snippets/booking-headers.conf;');
    const outside = server.replace(/\n {4}location [^{]+\{[^}]*\}/g, '').replace(/#.*$/gm, '');
    expect(outside).not.toMatch(/add_header/);
    for (const header of [
      'X-Content-Type-Options nosniff',
      'Strict-Transport-Security',
      'Permissions-Policy',
      "frame-ancestors $frame_ancestors; object-src 'none'; base-uri 'none'; report-uri https://api.example.com/api/csp-report",
    ]) {
      expect(headers).toContain(header);
    }
    expect(server).toContain(`villa-adriatic "'self' https://www.villa.example";`);
  });

  it('serves the offer pages and the id pages from their own locations, with no-referrer, no-cache and their script policy', () => {
    const block = (start: string) => server.slice(server.indexOf(`location ${start}`), server.indexOf('}', server.indexOf(`location ${start}`)));
    const offer = block('~ ^/(en|hr)/offer/[^/]+/[^/]+/?$');
    expect(offer).toContain('add_header Referrer-Policy no-referrer always;');
    expect(offer).toContain('add_header Content-Security-Policy $page_scripts always;');
    expect(offer).toContain('try_files /$1/offer/index.html =404;');
    const offerPayment = block('~ ^/(en|hr)/offer/[^/]+/[^/]+/payment/?$');
    expect(offerPayment).toContain('add_header Content-Security-Policy $payment_scripts always;');
    expect(offerPayment).toContain('add_header Cache-Control no-cache always;');
    expect(block('~ ^/(en|hr)/payment/?$')).toContain('$payment_scripts');
    expect(server).toContain(`villa-adriatic "script-src 'self' https://js.stripe.com";`);
  });
});

describe('the nginx example with a property on a host name of its own', () => {
  const scripts = { page: "script-src 'self'", payment: "script-src 'self'" };
  const { server } = nginxExample({
    domain: 'book.example.com',
    locales: ['en'],
    engines: [
      { slug: 'villa-adriatic', embeddingOrigins: [], siteHost: 'book.villa-adriatic.hr', scripts },
      { slug: 'hotel-zadar', embeddingOrigins: [], siteHost: null, scripts },
      // Refused by the settings API; a value already stored is left out rather than loop or take another's address.
      { slug: 'boutique-split', embeddingOrigins: [], siteHost: 'hotel-zadar.book.example.com', scripts },
    ],
  });

  it('serves it at its own host, moves its address under the shared domain there, and keeps the others where they are', () => {
    expect(server).toContain('server_name ~^[a-z0-9-]+\\.book\\.example\\.com$ book.villa-adriatic.hr;');
    expect(server).toMatch(
      /map \$host \$property \{\n {4}default "";\n {4}book\.villa-adriatic\.hr villa-adriatic;\n {4}"~\^\(\?<slug>\[a-z0-9-\]\+\)\\\.book\\\.example\\\.com\$" \$slug;\n\}/,
    );
    expect(server).toMatch(/map \$host \$own_host \{\n {4}default "";\n {4}villa-adriatic\.book\.example\.com book\.villa-adriatic\.hr;\n\}/);
    expect(server).toContain('return 301 https://$own_host$request_uri;');
    expect(server).not.toContain('hotel-zadar.book.example.com');
    expect(server).not.toContain('boutique-split.book.example.com');
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
