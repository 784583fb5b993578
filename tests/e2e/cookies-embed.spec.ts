import { expect, test } from '@playwright/test';
import { Frame, siteUrl, text } from './support/frame.ts';
import { ResultsPage, scenarios } from './support/results.ts';

test.describe('cookie notice (01 §4.9)', () => {
  for (const lang of ['en', 'hr']) {
    test(`${lang}: nothing is ticked before the guest chooses; Decline is remembered, so the notice does not come back`, async ({ page }) => {
      const t = (key: string) => text(lang, key);
      await page.goto(`/${lang}/`);
      const frame = new Frame(page);
      const notice = frame.cookieNotice();
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('checkbox', { name: t('cookies.tool.gtm') })).not.toBeChecked();
      await expect(notice.getByRole('checkbox', { name: t('cookies.tool.ga') })).not.toBeChecked();
      await expect(notice.getByRole('checkbox', { name: t('cookies.tool.fbPixel') })).toHaveCount(0);
      await notice.getByRole('button', { name: t('cookies.decline') }).click();
      await expect(notice).toBeHidden();
      const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('analyticscookies')))!);
      expect([stored.gtm.enabled, stored.ga.enabled]).toEqual([false, false]);
      await page.reload();
      await frame.ready();
      await expect(frame.cookieNotice()).toBeHidden();
      await page.goto(`/${lang === 'en' ? 'hr' : 'en'}/services`);
      await frame.ready();
      await expect(frame.cookieNotice()).toBeHidden();
    });
  }

  test('a first visit sees the notice with the page, before its scripts run; a guest whose choice is kept never sees it', async ({ page }) => {
    // The page's scripts held back: what shows is what the page was built with and its head's one inline script.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/en/');
    const frame = new Frame(page);
    const notice = frame.cookieNotice();
    await expect(notice).toBeVisible();
    // Its choices wait for the page's scripts.
    await expect(notice.getByRole('button', { name: 'Accept all' })).toBeDisabled();
    await expect(notice.getByRole('checkbox', { name: 'Tag manager' })).toBeDisabled();

    // A kept choice: hidden before the first paint, scripts or not.
    const kept = { expirationDate: Math.floor(Date.now() / 1000) + 86_400, gtm: { enabled: false, label: 'Tag manager' } };
    await page.evaluate((record) => localStorage.setItem('analyticscookies', JSON.stringify(record)), kept);
    await page.reload();
    await expect(page.locator('.cookie-notice')).toBeHidden();
    await page.unroute('**/_astro/*.js');
    await page.reload();
    await frame.ready();
    await expect(notice).toBeHidden();

    // A kept choice that has expired: the page's scripts read it and ask again.
    await page.evaluate((record) => localStorage.setItem('analyticscookies', JSON.stringify({ ...record, expirationDate: 1 })), kept);
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Accept all' })).toBeEnabled();
  });

  test('Save choices keeps one choice per tool for a year; Accept all allows every tool', async ({ page, context }) => {
    await page.goto('/en/');
    const frame = new Frame(page);
    const notice = frame.cookieNotice();
    await notice.getByRole('checkbox', { name: 'Tag manager' }).check();
    await notice.getByRole('button', { name: 'Save choices' }).click();
    await expect(notice).toBeHidden();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('analyticscookies')))!);
    const now = Date.now() / 1000;
    expect(stored.expirationDate).toBeGreaterThan(now + 364 * 86400);
    expect(stored.expirationDate).toBeLessThan(now + 366 * 86400);
    expect(stored.gtm.enabled).toBe(true);
    expect(stored.ga.enabled).toBe(false);
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []);
    expect(events.map((event) => event.event)).toContain('consent_given');
    await page.reload();
    await frame.ready();
    await expect(frame.cookieNotice()).toBeHidden();

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    // Tapped at the top of the page, the choice leaves the page where it was: the search bar stays in view.
    await expect(frame.cookieNotice()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await frame.cookieNotice().getByRole('button', { name: 'Accept all' }).click();
    await expect(frame.cookieNotice()).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('main')).toBeFocused();
    const all = JSON.parse((await page.evaluate(() => localStorage.getItem('analyticscookies')))!);
    expect([all.gtm.enabled, all.ga.enabled]).toEqual([true, true]);
  });

  test('while it shows, the notice covers neither the floating basket nor the end of the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/');
    const frame = new Frame(page);
    const notice = frame.cookieNotice();
    await expect(notice).toBeVisible();
    const box = (await notice.boundingBox())!;
    // The notice's island keeps the space it takes at the page's end (it is in the built page before it hydrates).
    await frame.ready();
    // Scrolled to the end, the page's last content (the footer) ends above the notice.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const footer = (await frame.footer().boundingBox())!;
        return footer.y + footer.height - box.y;
      })
      .toBeLessThanOrEqual(1);
  });

  test('a control the keyboard moves to is scrolled clear of the notice and of the floating basket above it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const results = new ResultsPage(page);
    await results.open({ ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined });
    const frame = new Frame(page);
    await expect(frame.cookieNotice()).toBeVisible();
    await frame.ready();
    const unit = results.units().first();
    await results.showRates(unit);
    await unit.getByRole('button', { name: 'Select this unit' }).first().click();
    await expect(page).toHaveURL(/\/en\/services/);
    // Back to the results with a unit in the basket: the floating basket shows above the notice.
    await page.getByRole('navigation', { name: 'Booking steps' }).getByRole('link', { name: 'Accommodation' }).click();
    await results.loaded();
    await expect(page.getByRole('complementary', { name: 'Your selection' })).toBeVisible();
    // Tab by Tab down the results: each control that takes focus ends above the basket (which sits above the notice).
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const active = document.activeElement;
        const boxes = [document.querySelector('.floating-basket'), document.querySelector('.cookie-notice')].filter((box) => box !== null);
        if (!active || boxes.some((box) => box.contains(active))) return null;
        const top = Math.min(...boxes.map((box) => box.getBoundingClientRect().top));
        const bottom = active.getBoundingClientRect().bottom;
        return bottom > top + 1 ? `${active.outerHTML.slice(0, 80)} ends at ${bottom}, below ${top}` : null;
      });
      expect(covered, `Tab ${step + 1}`).toBeNull();
    }
    // 'Clear all' takes the basket away with the button: focus goes to the page's content, not to its start.
    await page.getByRole('button', { name: 'Clear all' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Your selection' })).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
  });

  test('an expired record is removed and the notice shows again', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('analyticscookies', JSON.stringify({ expirationDate: 1000, gtm: { enabled: true, label: 'x' } }));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/en/');
    await expect(new Frame(page).cookieNotice()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('analyticscookies'))).toBeNull();
  });

  test('works when browser storage is unavailable', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/en/');
    const notice = new Frame(page).cookieNotice();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    expect(errors).toEqual([]);
  });
});

test.describe('embedding (01 §1)', () => {
  const parentPage = () => `<!doctype html><title>Parent</title><script>
    window.received = [];
    window.loaded = false;
    addEventListener('message', (event) => window.received.push({ data: event.data, origin: event.origin }));
  </script><iframe title="booking" onload="window.loaded = true" src="${siteUrl('villa-adriatic', '/en/close')}"></iframe>`;

  test('the close screen posts {message:"close"} to an allowed embedding page', async ({ page }) => {
    await page.route('https://www.villa-adriatic.example/**', (route) => route.fulfill({ contentType: 'text/html', body: parentPage() }));
    await page.goto('https://www.villa-adriatic.example/booking');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
      .toEqual([{ data: { message: 'close' }, origin: siteUrl('villa-adriatic', '').replace(/\/$/, '') }]);
  });

  test('a page on another origin gets no message', async ({ page }) => {
    await page.route('https://evil.example/**', (route) => route.fulfill({ contentType: 'text/html', body: parentPage() }));
    await page.goto('https://evil.example/');
    await expect.poll(() => page.evaluate(() => (window as unknown as { loaded: boolean }).loaded)).toBe(true);
    // A message posted now is delivered after any the frame posted while loading.
    await page.evaluate(() => window.postMessage('probe', '*'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: { data: unknown }[] }).received.map((m) => m.data))).toEqual(['probe']);
  });
});
