import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { API_URL, Frame, getFromHost, SITE_PORT, siteUrl, text } from './support/frame.ts';
import { ResultsPage } from './support/results.ts';

test.describe('page frame', () => {
  test('shows the branded frame with contact details, map and accepted cards', async ({ page }) => {
    await page.goto('/en/');
    const frame = new Frame(page);
    await expect(page).toHaveTitle(/Villa Adriatic/);
    await expect(frame.header().getByRole('link', { name: /Villa Adriatic/ })).toHaveAttribute('href', '/?language=en');
    const footer = frame.footer();
    await expect(footer.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /^\+385 / }).first()).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /Map showing where/ })).toHaveAttribute('href', /^https:\/\/maps\.google\.com\/\?q=43\./);
    await expect(footer.getByRole('list', { name: 'Accepted cards' }).getByRole('img')).not.toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Sidro' })).toBeVisible();
  });

  test('language switch keeps the page and goes to the static URL', async ({ page }) => {
    await page.goto('/en/offer/8c1d2e/B-1042?currency=HRK');
    const frame = new Frame(page);
    await frame.ready();
    await frame.languageButton(/^Language:/).click();
    await page.getByRole('link', { name: 'Hrvatski' }).click();
    await expect(page).toHaveURL(/\/hr\/offer\/8c1d2e\/B-1042\?currency=HRK$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    await expect(page.getByRole('heading', { level: 1, name: text('hr', 'Offer #%code%', { code: 'B-1042' }) })).toBeVisible();
  });

  test('currency selector changes the display currency and keeps it in the URL', async ({ page }) => {
    await page.goto('/en/');
    const frame = new Frame(page);
    await frame.ready();
    await frame.currencyButton(/^Currency:/).click();
    await page.getByRole('button', { name: 'HRK' }).click();
    await expect(frame.currencyButton(/^Currency:/)).toContainText('HRK');
    await expect(page).toHaveURL(/currency=HRK/);
    await page.reload();
    await frame.ready();
    await expect(frame.currencyButton(/^Currency:/)).toContainText('HRK');
  });

  test('dropdowns close on an outside click and on Escape', async ({ page }) => {
    await page.goto('/en/');
    const frame = new Frame(page);
    await frame.ready();
    await frame.languageButton(/^Language:/).click();
    const deutsch = page.getByRole('link', { name: 'Deutsch' });
    await expect(deutsch).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(deutsch).toBeHidden();
    await frame.currencyButton(/^Currency:/).click();
    await expect(page.getByRole('button', { name: 'USD' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'USD' })).toBeHidden();
    await expect(frame.currencyButton(/^Currency:/)).toBeFocused();
  });

  test('privacy and terms modals show the texts one paragraph per line and return focus', async ({ page }) => {
    await page.goto('/en/');
    const frame = new Frame(page);
    await frame.ready();
    const privacyLink = frame.footer().getByRole('button', { name: 'Privacy policy' });
    await privacyLink.click();
    const privacy = frame.dialog('Privacy policy');
    await expect(privacy).toBeVisible();
    expect(await privacy.locator('p').count()).toBeGreaterThan(1);
    await privacy.getByRole('button', { name: 'Close' }).click();
    await expect(privacy).toBeHidden();
    await expect(privacyLink).toBeFocused();

    const termsLink = frame.footer().getByRole('button', { name: 'Terms of service' });
    await termsLink.click();
    const terms = frame.dialog('Terms of service');
    await expect(terms).toBeVisible();
    await expect(frame.dialog('Privacy policy')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(terms).toBeHidden();
    await expect(termsLink).toBeFocused();

    // A click outside the modal (on the backdrop) closes it too.
    await termsLink.click();
    await expect(terms).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(terms).toBeHidden();
  });

  test('a guest reads the property’s own texts in the page’s language: its notice, footer, address and terms', async ({ page, request }) => {
    // The property's texts as the build reads them: its own wording, and the Croatian it gave.
    const { bookingEngine: villa } = await (await request.get(`${API_URL}/booking-engines/villa-adriatic`)).json();
    const hr = villa.texts.hr;
    await page.goto('/hr/');
    const frame = new Frame(page);
    await frame.ready();
    // The results in place: the footer no longer moves down the page as their cards come (a click on it could miss).
    await new ResultsPage(page, 'hr').loaded();
    await expect(page.getByRole('complementary', { name: text('hr', 'Important note') })).toHaveText(hr.importantNote);
    await expect(frame.footer().getByText(hr.footerLabel, { exact: true })).toBeVisible();
    await expect(frame.footer().getByText(hr.address, { exact: true })).toBeVisible();
    await frame
      .footer()
      .getByRole('button', { name: text('hr', 'Terms of service') })
      .click();
    const terms = frame.dialog(text('hr', 'Terms of service'));
    await expect(terms.getByText(hr.termsOfService.split('\n')[0], { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // The English pages read the property's own wording.
    await page.goto('/en/');
    await frame.ready();
    await expect(page.getByRole('complementary', { name: 'Important note' })).toHaveText(villa.importantNote);
    await expect(frame.footer().getByText(villa.address, { exact: true })).toBeVisible();
  });

  test('a phone downloads the middle of the cover it shows, cut at build; a wider screen the whole cover', async ({ browser }) => {
    for (const [width, cover] of [
      [390, '/images/cover-narrow.webp'],
      [481, '/images/demo/villa-adriatic/cover.webp'],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().includes('cover')) fetched.push(new URL(request.url()).pathname);
      });
      await page.goto(siteUrl('villa-adriatic', '/en/'));
      const hero = page.locator('.hero-image');
      await expect(hero).toHaveJSProperty('complete', true);
      expect(await hero.evaluate((image: HTMLImageElement) => [new URL(image.currentSrc).pathname, image.naturalWidth]), `${width} px`).toEqual([
        cover,
        width === 390 ? 960 : 1600,
      ]);
      expect(fetched, `${width} px`).toEqual([cover]);
      await context.close();
    }
    // Villa Adriatic's cover is 1600×600; a phone's hero box is 0.8–1.6 times as wide as tall, so its middle 960×600 is all a phone shows.
    const narrow = await getFromHost(SITE_PORT, 'villa-adriatic', '/images/cover-narrow.webp');
    expect(narrow.headers['content-type']).toEqual(['image/webp']);
    expect(await sharp(narrow.bytes).metadata()).toMatchObject({ format: 'webp', width: 960, height: 600 });
  });

  test('group properties each have their own site', async ({ request }) => {
    const { bookingEngines } = await (await request.get(`${API_URL}/booking-engines`)).json();
    const group = bookingEngines.find((engine: { isGroup: boolean }) => engine.isGroup);
    expect(group.groupMembers.length).toBeGreaterThanOrEqual(3);
    for (const slug of [group.slug, ...group.groupMembers.map((member: { slug: string }) => member.slug)]) {
      const engine = bookingEngines.find((candidate: { slug: string }) => candidate.slug === slug);
      for (const lang of engine.activeLanguages) {
        // What is checked is in the document as served (its language and title): read over HTTP, not rendered.
        const { status, body: html } = await getFromHost(SITE_PORT, slug, `/${lang}/`);
        expect(status, `${slug}/${lang}`).toBe(200);
        expect(html, `${slug}/${lang}`).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(title, `${slug}/${lang}`).toContain(engine.name);
      }
    }
  });
});

test.describe('routing', () => {
  test('/ sends the guest to their preferred active language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(siteUrl('villa-adriatic', '/'));
    // The search page then writes its search into the query.
    await expect(page).toHaveURL(/\/\/villa-adriatic\.localhost:\d+\/de\/(\?|$)/);
    await context.close();
  });

  test('?language= links land on the static language URL', async ({ page }) => {
    await page.goto('/?language=hr');
    await expect(page).toHaveURL(/\/hr\/(\?|$)/);
    await page.goto('/reservations/abc123?language=it');
    await expect(page).toHaveURL(/\/it\/reservations\/abc123$/);
    await page.goto('/en/reservation/check-in/3f2b8c1e-5d4a-4e1b-9c7d-2a6b8e0f1c3d?language=de');
    await expect(page).toHaveURL(/\/de\/reservation\/check-in\/3f2b8c1e-5d4a-4e1b-9c7d-2a6b8e0f1c3d$/);
  });

  test('id routes are served by their shells', async ({ page }) => {
    for (const path of [
      '/en/reservations/7Hq2xY',
      '/en/offer/8c1d2e/B-1042',
      '/en/offer/8c1d2e/B-1042/payment',
      '/en/reservation/check-in/3f2b8c1e-5d4a-4e1b-9c7d-2a6b8e0f1c3d',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Registration' })).toBeVisible();
    await page.goto('/en/offer/8c1d2e/B-1042');
    await expect(page.getByRole('heading', { level: 1, name: 'Offer #B-1042' })).toBeVisible();
  });

  test('an unknown language of a property gets its 404 page', async ({ page }) => {
    const response = await page.goto('/xx/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the search' })).toBeVisible();
    const missing = await page.goto('/en/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('an unknown property gets the not-found page, styled by itself and within its policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(siteUrl('no-such-property', '/en/'));
    expect(response?.status()).toBe(404);
    const heading = page.getByRole('heading', { level: 1, name: 'Property not found' });
    await expect(heading).toBeVisible();
    // Its own styles apply (every path of an unknown host answers this page, so it links no stylesheet).
    expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).maxWidth)).toBe('720px');
    expect(violations).toEqual([]);
  });
});
