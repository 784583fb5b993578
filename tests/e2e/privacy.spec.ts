import { expect, test, type Page } from '@playwright/test';
import { fillBooker, toCheckout } from './support/checkout.ts';
import { Frame } from './support/frame.ts';

/**
 * What the site keeps in the browser and tells the tag manager: the
 * basket, the search and the consent record in local storage; the booker's
 * details (never card data) for this tab; analytics events only once the
 * guest allowed the tag manager, and never the guest's details.
 */

/** Every entry pushed to the data layer, across the page loads of the test. */
async function recordDataLayer(page: Page): Promise<string[]> {
  const pushed: string[] = [];
  await page.exposeFunction('recordDataLayer', (entry: string) => pushed.push(entry));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      for (const entry of entries) (window as unknown as { recordDataLayer: (entry: string) => void }).recordDataLayer(JSON.stringify(entry));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return pushed;
}

const names = (pushed: string[]) => pushed.map((entry) => (JSON.parse(entry) as { event: string }).event);

test('analytics events reach the data layer only after the guest allows the tag manager, without the guest’s details', async ({ page }) => {
  const pushed = await recordDataLayer(page);
  await page.goto('/en/');
  const frame = new Frame(page);
  await expect(frame.cookieNotice()).toBeVisible();
  // Before any choice: searching and browsing push nothing.
  await page.getByRole('button', { name: 'More details', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect(pushed).toEqual([]);
  await frame.cookieNotice().getByRole('button', { name: 'Accept all' }).click();
  await expect(frame.cookieNotice()).toBeHidden();
  expect(names(pushed)).toEqual(['consent_given']);

  // Allowed: a unit's details, adding it, the checkout's first input and the payment part's.
  await page.getByRole('button', { name: 'More details', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  expect(names(pushed)).toEqual(['consent_given', 'view_item']);
  await toCheckout(page, { daysAhead: 262 });
  // The recorder hears of a push through a binding, after the page made it: the search page's pushes are awaited.
  await expect.poll(() => names(pushed)).toEqual(expect.arrayContaining(['search', 'add_to_cart']));
  await fillBooker(page);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  // The checkout's pushes are made in the input handlers: the page's own data layer holds them all by now.
  const onCheckout = await page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => JSON.stringify(entry)));
  const events = names(onCheckout);
  expect(events.filter((event) => event === 'begin_checkout')).toHaveLength(1);
  expect(events.filter((event) => event === 'add_payment_info')).toHaveLength(1);
  const all = [...pushed, ...onCheckout].join('\n');
  for (const personal of ['Ana', 'Horvat', 'ana.horvat@mail.hr', '555 0101', '4111']) expect(all).not.toContain(personal);
});

test('declined: nothing is pushed, and the refusal is stored with no tool allowed', async ({ page }) => {
  const pushed = await recordDataLayer(page);
  await page.goto('/en/');
  const frame = new Frame(page);
  await frame.cookieNotice().getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('button', { name: 'More details', exact: true }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await toCheckout(page, { daysAhead: 265 });
  await fillBooker(page);
  expect(pushed).toEqual([]);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('analyticscookies')))!);
  expect([stored.gtm.enabled, stored.ga.enabled]).toEqual([false, false]);
});

test('browser storage holds only the basket, the search, the consent and this tab’s booker details — never card data', async ({ page }) => {
  await page.goto('/en/');
  await new Frame(page).cookieNotice().getByRole('button', { name: 'Accept all' }).click();
  await toCheckout(page, { daysAhead: 268 });
  await fillBooker(page);
  await page.getByRole('radio', { name: 'Credit card' }).check();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('CVV').fill('737');
  await page.getByLabel('Expiration date').fill('1230');
  const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  expect(Object.keys(stored.local).sort()).toEqual(['analyticscookies', 'basket', 'expiry', 'request']);
  expect(Object.keys(stored.session).every((key) => ['checkout-details', 'checkout-attempt'].includes(key))).toBe(true);
  const text = JSON.stringify(stored);
  for (const card of ['4111 1111', '4111111111111111', '"cardNumber"', '"cvv"', '"expirationDate"', '12/30']) expect(text).not.toContain(card);
  // The booker's details are this tab's only: a new tab of the same site starts empty.
  const other = await page.context().newPage();
  await other.goto('/en/payment');
  expect(await other.evaluate(() => ({ ...sessionStorage }))).toEqual({});
});
