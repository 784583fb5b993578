import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bookStay, demoRegistrations } from './support/checkin.ts';
import { getFromHost, type Answer } from './support/frame.ts';
import { createOffer } from './support/offer.ts';
import { OWN_HOST_EXAMPLE } from '../../scripts/nginx.ts';

/**
 * The nginx example (scripts/deploy-rules.ts `nginxExample`), run by a real
 * nginx on loopback with the built sites (scripts/nginx.ts): every page type
 * answers with the whole header set — the frame and reporting policy, HSTS,
 * nosniff, Permissions-Policy — plus its own Referrer-Policy, caching and
 * script policy, and `X-Robots-Tag: noindex` on every page but the
 * accommodation page; each id route is answered with its own shell; a page on a
 * foreign origin cannot frame a reservation, the property's own embedding
 * origin can.
 */
const PORT = process.env.E2E_NGINX_PORT;
const DIST = process.env.E2E_SITE_DIST ?? '';
const VILLA = 'villa-adriatic';
const EMBEDDING_ORIGIN = 'https://www.villa-adriatic.example';

test.beforeAll(() => {
  if (!PORT) throw new Error('nginx is not installed, so the nginx example cannot be tested: apt-get install nginx-light (.ci/run installs it).');
});

/** GET through nginx as a browser would for `{slug}.localhost`. */
const get = (slug: string, path: string) => getFromHost(Number(PORT), slug, path);

const shell = (path: string) => readFileSync(join(DIST, 'sites', VILLA, path), 'utf8');
const one = (answer: Answer, name: string) => answer.headers[name]?.join(', ');

/** The card gateways' own hosts: the demo's gateways all run on the API's test gateway, so no page header names one. */
const GATEWAY_HOSTS = ['ipg.monri.com', 'js.stripe.com', 'gateway.cardstream.com', 'code.jquery.com', 'www.saferpay.com'];

test('every page type through nginx carries the whole header set, its own referrer, caching and script policy, and its own shell', async ({ request }) => {
  const { publicId, checkInUuid } = await bookStay(request, { daysAhead: 225, adults: 2 });
  const offer = createOffer({ engine: VILLA, room: '104:1041:2', daysAhead: 229 });
  const offerPath = offer.link.replace(/\?.*$/, '');
  const pages = [
    { name: 'results', path: '/en/?from=01-06-2027&to=03-06-2027&adults=2&rooms=1', file: 'en/index.html', capability: false },
    { name: 'extras', path: '/en/services', file: 'en/services/index.html', capability: false },
    { name: 'checkout', path: '/en/payment', file: 'en/payment/index.html', capability: false },
    { name: 'the close screen', path: '/de/close', file: 'de/close/index.html', capability: false },
    { name: 'reservation', path: `/en/reservations/${publicId}?from=01-06-2027`, file: 'en/reservations/index.html', capability: true },
    { name: 'check-in', path: `/hr/reservation/check-in/${checkInUuid}`, file: 'hr/reservation/check-in/index.html', capability: true },
    { name: 'demo check-in', path: `/en/reservation/check-in/${demoRegistrations().open.uuid}`, file: 'en/reservation/check-in/index.html', capability: true },
    { name: 'offer', path: offerPath, file: 'en/offer/index.html', capability: true },
    { name: 'offer payment', path: `${offerPath}/payment`, file: 'en/offer/payment/index.html', capability: true },
    { name: 'language chooser', path: '/', file: 'index.html', capability: false },
  ];
  for (const page of pages) {
    await test.step(page.name, async () => {
      const answer = await get(VILLA, page.path);
      expect(answer.status, page.path).toBe(200);
      expect(answer.body, `${page.path} is answered with its own shell`).toBe(shell(page.file));
      expect(one(answer, 'x-content-type-options')).toBe('nosniff');
      expect(one(answer, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(one(answer, 'permissions-policy')).toBe('payment=(self), camera=(), microphone=(), geolocation=()');
      expect(one(answer, 'referrer-policy')).toBe(page.capability ? 'no-referrer' : 'strict-origin-when-cross-origin');
      expect(one(answer, 'cache-control')).toBe('no-cache');
      // Search engines index the accommodation page only (the chooser at / says noindex in its head).
      expect(one(answer, 'x-robots-tag')).toBe(page.name === 'results' || page.name === 'language chooser' ? undefined : 'noindex');
      const policies = answer.headers['content-security-policy'] ?? [];
      expect(policies.find((policy) => policy.startsWith('frame-ancestors'))).toMatch(
        new RegExp(`^frame-ancestors 'self' ${EMBEDDING_ORIGIN}; object-src 'none'; base-uri 'none'; report-uri \\S+/csp-report; report-to csp$`),
      );
      // The script policy of the page type: the site, the API and the inline scripts' hashes, no gateway host.
      const scripts = policies.find((policy) => policy.startsWith('script-src'));
      expect(scripts).toMatch(/^script-src 'self' \S+ ('sha256-[A-Za-z0-9+/=]+' ?)+; connect-src /);
      for (const host of GATEWAY_HOSTS) expect(scripts).not.toContain(host);
      if (page.file !== 'index.html') expect(answer.body).toContain('https://code.jquery.com');
    });
  }

  await test.step('a page that does not exist: its language’s 404 page, the header set, nothing cached', async () => {
    const answer = await get(VILLA, '/en/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(shell('en/404/index.html'));
    expect(one(answer, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(one(answer, 'cache-control')).toBe('no-cache');
  });

  await test.step('hashed assets for a year; a missing asset or image is not cached', async () => {
    const script = /src="(\/_astro\/[^"]+\.js)"/.exec(shell('en/index.html'))?.[1] ?? /"(\/_astro\/[^"]+\.js)"/.exec(shell('en/index.html'))![1];
    const asset = await get(VILLA, script);
    expect(asset.status).toBe(200);
    expect(one(asset, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(one(asset, 'x-content-type-options')).toBe('nosniff');
    expect(one(asset, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    for (const missing of ['/_astro/missing.js', '/images/missing.webp']) {
      const answer = await get(VILLA, missing);
      expect(answer.status).toBe(404);
      expect(one(answer, 'cache-control')).toBeUndefined();
      expect(one(answer, 'x-content-type-options')).toBe('nosniff');
    }
  });
});

test('a property with a host name of its own is served there, and its address under the shared domain moves there', async () => {
  const own = OWN_HOST_EXAMPLE;
  const page = await getFromHost(Number(PORT), own.slug, '/hr/', own.host);
  expect(page.status).toBe(200);
  expect(page.body).toBe(readFileSync(join(DIST, 'sites', own.slug, 'hr/index.html'), 'utf8'));
  expect(one(page, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(one(page, 'x-content-type-options')).toBe('nosniff');
  const shared = await get(own.slug, '/de/reservations/abc?from=01-06-2027');
  expect(shared.status).toBe(301);
  expect(one(shared, 'location')).toBe(`https://${own.host}/de/reservations/abc?from=01-06-2027`);
  // Another property keeps its address under the shared domain; a host name nobody has is not served.
  expect((await get(VILLA, '/hr/')).status).toBe(200);
  expect((await getFromHost(Number(PORT), VILLA, '/hr/', 'book.someone-else.test')).status).not.toBe(200);
});

test('through nginx a page on a foreign origin cannot frame a reservation; the property’s own embedding origin can', async ({ page, request }) => {
  const { publicId } = await bookStay(request, { daysAhead: 233, adults: 2 });
  const reservation = `http://${VILLA}.localhost:${PORT}/en/reservations/${publicId}`;
  const parent = (title: string) => `<!doctype html><title>${title}</title><iframe title="booking" src="${reservation}"></iframe>`;
  await page.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: parent('Foreign') }));
  await page.route(`${EMBEDDING_ORIGIN}/**`, (route) => route.fulfill({ contentType: 'text/html', body: parent('Property') }));

  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.goto('https://evil.example/booking');
  await refused;
  await expect(page.frameLocator('iframe[title="booking"]').getByRole('button', { name: 'Cancel reservation' })).toHaveCount(0);
  expect(page.frames().some((frame) => frame.url().startsWith(reservation) && frame.url() !== 'about:blank')).toBe(false);

  await page.goto(`${EMBEDDING_ORIGIN}/booking`);
  await expect(page.frameLocator('iframe[title="booking"]').getByRole('heading', { level: 1, name: /^Reservation: / })).toBeVisible();
});
