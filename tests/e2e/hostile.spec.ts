import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_SLUG } from '../../server/seed/hostile.ts';
import { fillBooker, openCheckout } from './support/checkout.ts';
import { Frame, siteUrl } from './support/frame.ts';
import { NAUGHTY, XSS } from './support/hostile.ts';
import { ResultsPage, scenarios } from './support/results.ts';

/**
 * Hostile strings (XSS payloads and the Big List of Naughty Strings) in
 * engine texts and guest fields are stored and shown as text. The
 * Content-Security-Policy is bypassed here, so these tests prove the
 * rendering itself: were any text read as HTML, its payload would run.
 */
test.use({ bypassCSP: true });
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

/** Watches for any sign of a script that ran: `window.__pwned`, or a dialog (the list's own payloads alert). */
function watch(page: Page): { ran: () => Promise<string[]> } {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    ran: async () => {
      const pwned = await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned).catch(() => undefined);
      return [...dialogs, ...(pwned === undefined ? [] : ['window.__pwned'])];
    },
  };
}

test('a property whose every text is hostile shows them as text on its pages and in its modals', async ({ page }) => {
  const watcher = watch(page);
  await page.goto(siteUrl(HOSTILE_SLUG, '/en/'));
  const frame = new Frame(page);
  await frame.ready();
  await expect(page).toHaveTitle(new RegExp(XSS[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(frame.footer().getByText(XSS[0], { exact: true })).toBeVisible();
  await expect(frame.footer().getByText(XSS[2])).toBeVisible();
  // The property's colour was no colour: the theme's own is used.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim())).toBe('#0973A0');
  await frame.footer().getByRole('button', { name: 'Terms of service' }).click();
  const terms = frame.dialog('Terms of service');
  await expect(terms.getByText(XSS[4], { exact: true })).toBeVisible();
  await expect(terms.getByText(XSS[6], { exact: true })).toBeVisible();
  const shown = await terms.textContent();
  for (const naughty of NAUGHTY.filter((entry) => /<script|onerror|javascript:/i.test(entry)).slice(0, 20)) expect(shown).toContain(naughty.trim());
  await page.keyboard.press('Escape');
  await frame.footer().getByRole('button', { name: 'Privacy policy' }).click();
  await expect(frame.dialog('Privacy policy')).toContainText('<script>alert(123)</script>');
  await page.keyboard.press('Escape');
  for (const path of ['/en/services', '/en/payment', '/en/reservations/00000000000000000000000000000000', '/en/nowhere']) {
    await page.goto(siteUrl(HOSTILE_SLUG, path));
    await frame.ready();
    // Without a basket the extras and checkout steps go back to the search: let that finish before the next page.
    if (path === '/en/services' || path === '/en/payment') await page.waitForURL((url) => url.pathname === '/en/');
  }
  expect(await watcher.ran()).toEqual([]);
});

/** Every display text of an API answer (names, descriptions, notes, titles, cities, addresses) replaced by a hostile string. */
function poison(value: unknown, next: () => string): unknown {
  if (Array.isArray(value)) return value.map((entry) => poison(entry, next));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        typeof entry === 'string' && /name|description|note|title|city|address|text|label|policy/i.test(key) && !/url|code|currency|image/i.test(key)
          ? next()
          : poison(entry, next),
      ]),
    );
  }
  return value;
}

test('engine texts from the API (units, rates, packages, policies) are shown as text', async ({ page }) => {
  const watcher = watch(page);
  const payloads = [...XSS, ...NAUGHTY.filter((entry) => /<|javascript:|\$\{|\{\{/i.test(entry))];
  let index = 0;
  await page.route(/\/api\/availability\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: poison(await response.json(), () => payloads[index++ % payloads.length]) });
  });
  const results = new ResultsPage(page);
  await results.open(scenarios().villaAdriatic.promoFixed.search);
  const units = results.units();
  await expect(units.first()).toBeVisible();
  // Unit names are now payloads, shown as they are.
  await expect(units.first().getByRole('heading', { level: 3 })).toHaveText(/[<{$]/);
  // Every unit's rates, and the unit details and policies modals of the first.
  const showRates = page.getByRole('button', { name: 'Show rates' }).and(page.locator(':enabled'));
  for (let open = 0; open < 20 && (await showRates.count()) > 0; open++) await showRates.first().click();
  await expect(page.getByRole('button', { name: 'Hide rates' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'More details', exact: true }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Policies' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  const packages = page.getByRole('button', { name: /package/i });
  if (await packages.count()) {
    await packages.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  expect(index).toBeGreaterThan(10);
  expect(await watcher.ran()).toEqual([]);
});

test('hostile guest details are stored by the API and shown as text on the reservation page', async ({ page }) => {
  const watcher = watch(page);
  await openCheckout(page, { daysAhead: 271 });
  await fillBooker(page);
  const note = [XSS[0], XSS[1], XSS[3], XSS[7], ...NAUGHTY.filter((entry) => /<script|onerror/i.test(entry)).slice(0, 6)].join('\n').slice(0, 1900);
  // Names are at most 20 characters (02 §5.1).
  await page.getByLabel('First name').fill('<svg/onload=alert()>');
  await page.getByLabel('Last name').fill("'; DROP TABLE x;--");
  await page.getByLabel('Message').fill(note);
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('checkbox', { name: /I have read and I accept the/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your reservation!' })).toBeVisible();
  await expect(page.getByText('<svg/onload=alert()>', { exact: false }).first()).toBeVisible();
  await expect(page.getByText(XSS[0], { exact: false }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Thank you for your reservation!' })).toBeVisible();
  await expect(page.getByText("'; DROP TABLE x;--", { exact: false }).first()).toBeVisible();
  expect(await watcher.ran()).toEqual([]);
});
