import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { unlistedScripts } from '../../scripts/script-inventory.ts';
import { API_URL, siteUrl } from './support/frame.ts';
import { createGatewayOffer, OfferScreens } from './support/offer.ts';
import { CheckoutPage, t, toGatewayCheckout } from './support/payments.ts';
import { E2E_DIST, recordScripts, scriptInventory } from './support/scripts.ts';

/**
 * The payment pages load only the scripts of their inventory (PCI DSS
 * 6.4.3), which the build writes for each property
 * (scripts/script-inventory.ts), and their Content-Security-Policy keeps
 * everything else out. Hotel Zadar Riva offers every card gateway, so its
 * pages load every provider's SDK once each method is picked.
 */
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const SITE_ORIGIN = new URL(siteUrl('hotel-zadar')).origin;

const GATEWAYS = [
  { name: /Monri/, sdk: 'monri' },
  { name: /WSPay/, sdk: 'wspay' },
  { name: /Stripe/, sdk: 'stripe' },
  { name: /Cardstream/, sdk: 'cardstream' },
  { name: /Saferpay/, sdk: 'saferpay' },
] as const;

/**
 * Picks every card gateway in turn and waits for its SDK, reading and
 * accepting the terms whenever the choice asks for them again (the offer
 * form does on every change), so each mounts its card fields.
 */
async function pickEveryGateway(page: Page, payment: CheckoutPage): Promise<void> {
  const accepted = page.getByRole('checkbox', { name: new RegExp(t('BookNowTOS')) });
  for (const gateway of GATEWAYS) {
    const sdk = page.waitForResponse((response) => response.url().endsWith(`/test-gateway/sdk/${gateway.sdk}.js`));
    // A tile clicked while the previous method's card fields are still being laid out can miss; a guest clicks again.
    await expect(async () => payment.method(gateway.name).check({ timeout: 2_000 })).toPass({ timeout: 10_000 });
    if (!(await accepted.isChecked())) await payment.acceptTerms();
    await sdk;
    // The card fields mount (and the form grows) before the next method is picked.
    await expect(page.locator('iframe[src*="/test-gateway/"]').first().contentFrame().locator('input').first()).toBeVisible();
  }
}

test('the checkout loads only the scripts of its inventory, every gateway picked', async ({ page }) => {
  const loaded = recordScripts(page);
  const payment = await toGatewayCheckout(page, 240);
  await pickEveryGateway(page, payment);
  const scripts = await loaded();
  expect(scripts.filter((script) => script.url?.includes('/test-gateway/sdk/'))).toHaveLength(GATEWAYS.length);
  expect(unlistedScripts(scriptInventory('hotel-zadar'), 'payment', scripts, SITE_ORIGIN)).toEqual([]);
});

test('the offer payment page loads only the scripts of its inventory, every gateway picked', async ({ page }) => {
  const loaded = recordScripts(page);
  const { link, bookingCode } = createGatewayOffer(243);
  await page.goto(siteUrl('hotel-zadar', `${link}/payment`));
  await expect(page.getByRole('heading', { level: 1, name: new OfferScreens(page).t('Offer #%code%', { code: bookingCode }) })).toBeVisible();
  await pickEveryGateway(page, new CheckoutPage(page));
  const scripts = await loaded();
  expect(scripts.filter((script) => script.url?.includes('/test-gateway/sdk/'))).toHaveLength(GATEWAYS.length);
  expect(unlistedScripts(scriptInventory('hotel-zadar'), 'offer/payment', scripts, SITE_ORIGIN)).toEqual([]);
});

test('a script the inventory does not list, or a listed one changed, is caught', async ({ page }) => {
  const loaded = recordScripts(page);
  const inventory = scriptInventory('hotel-zadar');
  const listed = inventory.pages
    .find((entry) => entry.page === 'payment')!
    // The checkout island's own chunk: every visit of the page loads it (parts such as the 3-D Secure modals load on demand).
    .scripts.find((entry) => entry.kind === 'bundle' && entry.url!.startsWith('/_astro/Checkout.'))!;
  // A same-origin file the policy lets through but nobody listed, and a listed chunk served with other content.
  await page.route(`${SITE_ORIGIN}/_astro/skimmer.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.skimmed = true;' }));
  await page.route(`${SITE_ORIGIN}${listed.url}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `${readFileSync(join(E2E_DIST, 'sites/hotel-zadar', listed.url!), 'utf8')}\n;window.tampered = true;`,
    }),
  );
  await toGatewayCheckout(page, 246);
  await page.addScriptTag({ url: '/_astro/skimmer.js' });
  const unlisted = unlistedScripts(inventory, 'payment', await loaded(), SITE_ORIGIN);
  expect(unlisted).toContain(`${SITE_ORIGIN}/_astro/skimmer.js`);
  expect(unlisted).toContain(`${SITE_ORIGIN}${listed.url}`);
});

test('the policy blocks a script from another host and an injected inline script, and reports them to the API', async ({ page, request }) => {
  await toGatewayCheckout(page, 249);
  await expect(page.getByRole('heading', { name: t('Booker details') })).toBeVisible();
  await expect(page.addScriptTag({ url: 'https://cdn.skimmer.example/collect.js' })).rejects.toThrow();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  await expect
    .poll(async () => {
      const listing = await request.get(`${API_URL}/csp-report`, { headers: { Authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}` } });
      const reports = (await listing.json()) as { directive: string; blocked: string; page: string }[];
      return reports.filter((report) => report.page === '/en/payment').map((report) => `${report.directive} ${report.blocked}`);
    })
    .toEqual(expect.arrayContaining(['script-src-elem https://cdn.skimmer.example', 'script-src-elem inline']));
});
