import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays } from '../../src/lib/format/dates.ts';
import {
  LANGUAGES,
  OPEN_DIALOG,
  expectAccessible,
  languageScans,
  expectFocusVisible,
  horizontalOverflow,
  startsWith,
  tabTo,
  withAxe,
} from './support/accessibility.ts';
import { bookStay, demoRegistrations } from './support/checkin.ts';
import { Frame, siteUrl, text } from './support/frame.ts';
import { expectLayout, LAYOUT_LANGUAGES } from './support/layout.ts';
import { createOffer, offers } from './support/offer.ts';
import { CARDS } from './support/payments.ts';
import { apiAvailability, ResultsPage, scenarios, searchUrl } from './support/results.ts';

/**
 * WCAG 2.1 AA (axe) on every screen and every modal in six languages or more (`SWEEP`);
 * the layout of every screen at 320, 390 and 1366 px in English, German
 * and Greek (support/layout.ts); a booking made with the keyboard only; focus coming back to where it was
 * when a modal or panel closes; live regions for loading, errors and prices.
 *
 * English goes through every screen, modal, panel and error state; the
 * other languages through the screens `SWEEP` gives them, with the modals
 * whose content is in the page's language. A state reached by another
 * click (an error, a list, a tablet's filter modal) has the same markup in
 * every language, its texts aside, which the sweeps' screens already hold. Each test books, offers and searches
 * on dates of its own (330 days ahead and on), away from the other specs'.
 * The 3-D Secure modal (a gateway's frame inside) is scanned, and its focus
 * return checked, in payments.spec.ts, on the way its tests already go.
 */
test.describe.configure({ mode: 'parallel', timeout: 120_000 });
test.beforeEach(({ context }) => withAxe(context));

const THOROUGH = ['en'] as const;
/** Languages of the group (Dalmatia Collection) and its checked-in registration. */
const GROUP_LANGUAGES = ['en', 'hr', 'de', 'it'];

/** The villa's two-bedroom apartment: its flexible rate and its package deal (the Summer Escape). */
const APARTMENT = { unitTypeId: 103, ratePlanId: 1031, packageId: 1032 };

const tr =
  (lang: string) =>
  (key: string, tokens: Record<string, string | number> = {}) =>
    text(lang, key, tokens);

/** The single property's search with the fixed-amount promo code applied, as the results show it. */
const villaSearch = () => scenarios().villaAdriatic.promoFixed.search;

/** Names of the villa's two-bedroom apartment and its rates, as the API answers in a language. */
async function apartmentNames(request: APIRequestContext, lang: string) {
  const api = await apiAvailability(request, villaSearch(), lang);
  const unit = api.unitTypes.find((candidate) => candidate.unitTypeId === APARTMENT.unitTypeId)!;
  const rate = (id: number) => unit.rates.find((candidate) => candidate.ratePlanId === id)!.ratePlanName;
  return { unit: unit.unitTypeName, flexible: rate(APARTMENT.ratePlanId), package: rate(APARTMENT.packageId) };
}

const PHONE = { width: 320, height: 720 };
const DESKTOP = { width: 1280, height: 720 };

/**
 * Opens the villa's results, scans them with the cookie notice showing, then
 * declines the cookies. With `phoneFirst` the page opens at a phone's width
 * for the reflow checks, then is scanned at the desktop's.
 */
async function openResults(page: Page, lang: string, search = villaSearch(), { phoneFirst = false } = {}): Promise<ResultsPage> {
  const results = new ResultsPage(page, lang);
  if (phoneFirst) await page.setViewportSize(PHONE);
  await results.open(search);
  await new Frame(page).ready();
  if (phoneFirst) {
    await expectReflow(page, lang);
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
  }
  const notice = page.getByRole('region', { name: text(lang, 'cookies.title') });
  await expect(notice).toBeVisible();
  await expectAccessible(page, `${lang}: results with the cookie notice`);
  await notice.getByRole('button', { name: text(lang, 'cookies.decline') }).click();
  if (LAYOUT_LANGUAGES.includes(lang)) await expectLayout(page, `${lang}: results`);
  return results;
}

/**
 * A whole screen: scanned with axe and, in the layout check's languages
 * (English, German, Greek), laid out at 320, 390 and 1366 px: nothing wider
 * than the screen, no amount broken from its currency, no value cut off.
 */
async function checkScreen(page: Page, lang: string, state: string): Promise<void> {
  await expectAccessible(page, state);
  if (LAYOUT_LANGUAGES.includes(lang)) await expectLayout(page, state);
}

/** Opens a modal with `open`, scans it, and closes it with Escape. */
async function scanModal(page: Page, state: string, name: string | RegExp, open: () => Promise<void>): Promise<void> {
  await open();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, state, { within: OPEN_DIALOG });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The search bar's guests and calendar panels, each opened, scanned and closed; `withChild` adds a child first (its age list shows). */
async function scanSearchPanels(page: Page, results: ResultsPage, lang: string, { withChild = false } = {}): Promise<void> {
  const t = tr(lang);
  const search = results.searchForm();
  await search.getByRole('button', { name: startsWith(t('labelColon', { label: t('Guests') })) }).click();
  if (withChild) await search.getByRole('button', { name: t('Increase %label%', { label: t('Children') }) }).click();
  await expectAccessible(page, `${lang}: the search's guests`, { within: '[role="search"]' });
  await page.keyboard.press('Escape');
  await search.getByRole('button', { name: startsWith(t('labelColon', { label: `${t('Check-in')} – ${t('Check-out')}` })) }).click();
  await expect(search.getByRole('grid').first()).toBeVisible();
  await expectAccessible(page, `${lang}: the search's calendar`, { within: '[role="search"]' });
  await page.keyboard.press('Escape');
}

/** From the results, one unit into the basket, the extras step scanned, and on to the checkout. */
async function throughExtras(page: Page, results: ResultsPage, lang: string, unitName: string): Promise<void> {
  const t = tr(lang);
  const unit = results.unit(unitName);
  await results.showRates(unit);
  await unit
    .getByRole('button', { name: t('Select this unit') })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/${lang}/services`));
  await expect(page.getByRole('region', { name: t('Total cost') })).toBeVisible();
  await checkScreen(page, lang, `${lang}: extras`);
}

async function toCheckoutFromExtras(page: Page, lang: string): Promise<void> {
  const t = tr(lang);
  await page
    .getByRole('region', { name: t('Total cost') })
    .getByRole('link', { name: t('Continue') })
    .click();
  await page.waitForURL(new RegExp(`/${lang}/payment`));
  await expect(page.getByRole('heading', { name: t('Booker details') })).toBeVisible();
  await checkScreen(page, lang, `${lang}: checkout`);
}

/** A fresh offer at the villa, its link in a language. */
function villaOffer(lang: string, daysAhead: number): { url: string; code: string } {
  const { link, bookingCode } = createOffer({ engine: 'villa-adriatic', room: '104:1041:2', daysAhead });
  return { url: siteUrl('villa-adriatic', link.replace(/^\/en\//, `/${lang}/`)), code: bookingCode };
}

/** The reservation page of a stay booked for this test. */
/**
 * The reservation page of a stay booked for this test. With `cookies` it is
 * the first page of the test: scanned with the cookie notice showing, which
 * is then declined.
 */
async function reservationPage(page: Page, request: APIRequestContext, lang: string, daysAhead: number, { cookies = false } = {}): Promise<void> {
  const { publicId } = await bookStay(request, { daysAhead, adults: 2 });
  await page.goto(siteUrl('villa-adriatic', `/${lang}/reservations/${publicId}`));
  await expect(page.getByRole('heading', { name: text(lang, 'ThankYou') })).toBeVisible();
  // A label's colon as the language writes it (French: a non-breaking space before it).
  await expect(page.getByText(startsWith(`${text(lang, 'labelColon', { label: text(lang, 'Accommodation') })} `))).toBeVisible();
  await checkScreen(page, lang, `${lang}: reservation page${cookies ? ' with the cookie notice' : ''}`);
  if (cookies) await declineCookies(page, lang);
}

/** The offer screen and its payment screen, with the modals whose text is the page's language. */
async function offerScreens(page: Page, lang: string, daysAhead: number, thorough: boolean): Promise<void> {
  const t = tr(lang);
  const offer = villaOffer(lang, daysAhead);
  await page.goto(offer.url);
  await expect(page.getByRole('heading', { level: 1, name: t('Offer #%code%', { code: offer.code }) })).toBeVisible();
  await expect(page.getByText(t('Offer valid until'))).toBeVisible();
  await checkScreen(page, lang, `${lang}: offer`);
  if (thorough)
    await scanModal(page, `${lang}: offer unit details`, /./, () =>
      page
        .getByRole('article')
        .first()
        .getByRole('button', { name: t('More details'), exact: true })
        .click(),
    );
  await scanModal(page, `${lang}: offer price breakdown`, t('Price breakdown'), () =>
    page
      .getByRole('button', { name: t('See prices by day') })
      .first()
      .click(),
  );

  await page.getByRole('link', { name: t('Continue') }).click();
  await expect(page.getByRole('heading', { name: t('Booker details') })).toBeVisible();
  await checkScreen(page, lang, `${lang}: offer payment`);
  if (!thorough) return;
  await page.getByRole('checkbox', { name: startsWith(t('BookNowTOS')) }).check();
  await page.getByRole('button', { name: t('Book now') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('form.errorsBelow') })).toBeVisible();
  await checkScreen(page, lang, `${lang}: offer payment with errors`);
}

/** The open online check-in (with its errors when thorough) and, in the group's languages, a checked-in one. */
async function checkInScreens(page: Page, lang: string, thorough: boolean): Promise<void> {
  const t = tr(lang);
  const { open, checkedIn } = demoRegistrations();
  await page.goto(siteUrl(open.bookingEngine, `/${lang}/reservation/check-in/${open.uuid}`));
  await expect(page.getByRole('group', { name: t('Primary guest'), exact: true })).toBeVisible();
  await checkScreen(page, lang, `${lang}: online check-in`);
  if (thorough) {
    await page.getByRole('button', { name: t('Save guests') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('The form has errors, please check above.') })).toBeVisible();
    await checkScreen(page, lang, `${lang}: online check-in with errors`);
  }
  if (GROUP_LANGUAGES.includes(lang)) {
    await page.goto(siteUrl(checkedIn.bookingEngine, `/${lang}/reservation/check-in/${checkedIn.uuid}`));
    await expect(page.getByRole('group', { name: t('Primary guest'), exact: true })).toBeVisible();
    await checkScreen(page, lang, `${lang}: checked-in registration`);
  }
}

/** The property's 404 page and the embed's close screen. */
async function pageMessages(page: Page, lang: string): Promise<void> {
  const response = await page.goto(siteUrl('villa-adriatic', `/${lang}/no-such-page`));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: text(lang, 'notFound.title') })).toBeVisible();
  await checkScreen(page, lang, `${lang}: 404`);
  await page.goto(siteUrl('villa-adriatic', `/${lang}/close`));
  await expect(page.getByRole('status')).toHaveText(text(lang, 'Closing'));
  await checkScreen(page, lang, `${lang}: close screen`);
}

/** At a phone's width (320 px, WCAG 1.4.10) nothing scrolls sideways and the open language list stays on the screen. */
async function expectReflow(page: Page, lang: string): Promise<void> {
  expect(await horizontalOverflow(page), `${lang}: sideways scroll at 320 px`).toBeLessThanOrEqual(0);
  const language = new Frame(page).header().getByRole('button', { name: startsWith(text(lang, 'labelColon', { label: text(lang, 'Language') })) });
  await expect(language).toBeVisible();
  await language.click();
  const list = page.getByRole('list', { name: text(lang, 'Language') });
  await expect(list).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** The results at a phone's width, scanned with the language list open. */
async function phoneWidth(page: Page, lang: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await new ResultsPage(page, lang).open(villaSearch());
  await new Frame(page).ready();
  await expectReflow(page, lang);
  await expectAccessible(page, `${lang}: results at 320 px, language list open`);
}

for (const lang of THOROUGH) {
  /** Dates of its own: the sweep's formula for this language's place in the list. */
  const index = LANGUAGES.indexOf(lang);
  test.describe(`every screen, modal and panel in ${lang}`, () => {
    const t = tr(lang);

    test(`${lang}: a single property's results, their modals and panels, and the header lists`, async ({ page, request }) => {
      const names = await apartmentNames(request, lang);
      const results = await openResults(page, lang);
      const frame = new Frame(page);
      const unit = results.unit(names.unit);
      await results.showRates(unit);
      await checkScreen(page, lang, `${lang}: results with a unit's rates`);

      await scanModal(page, `${lang}: unit details`, names.unit, () =>
        unit
          .getByRole('button', { name: t('More details'), exact: true })
          .first()
          .click(),
      );
      await scanModal(page, `${lang}: package deal`, names.package, () =>
        results
          .rate(unit, names.package)
          .getByRole('button', { name: t('More details') })
          .click(),
      );
      await scanModal(page, `${lang}: policies`, t('General policy'), () => unit.getByRole('button', { name: t('Policies') }).click());

      // A rate's guests, with a child's age.
      const rate = results.rate(unit, names.flexible);
      await rate.getByRole('button', { name: startsWith(t('Guests for %rate%', { rate: names.flexible })) }).click();
      await rate.getByRole('button', { name: t('Increase %label%', { label: t('Children') }) }).click();
      await expectAccessible(page, `${lang}: a rate's guests`, { within: '.unit-rates' });
      await page.keyboard.press('Escape');

      await scanSearchPanels(page, results, lang, { withChild: true });
      await page.getByRole('button', { name: t('Add filter') }).click();
      await expect(page.getByRole('group', { name: t('Filters') })).toBeVisible();
      await expectAccessible(page, `${lang}: amenity filter`, { within: '.search-extras' });
      await page.keyboard.press('Escape');

      // Header lists and the footer's policies.
      await frame
        .header()
        .getByRole('button', { name: startsWith(t('labelColon', { label: t('Currency') })) })
        .click();
      await expectAccessible(page, `${lang}: currency list`, { within: '.site-header' });
      await page.keyboard.press('Escape');
      await frame
        .header()
        .getByRole('button', { name: startsWith(t('labelColon', { label: t('Language') })) })
        .click();
      await expectAccessible(page, `${lang}: language list`, { within: '.site-header' });
      await page.keyboard.press('Escape');
      await scanModal(page, `${lang}: terms of service`, t('Terms of service'), () =>
        frame
          .footer()
          .getByRole('button', { name: t('Terms of service') })
          .click(),
      );
      await scanModal(page, `${lang}: privacy policy`, t('Privacy policy'), () =>
        frame
          .footer()
          .getByRole('button', { name: t('Privacy policy') })
          .click(),
      );

      // An expired promo code: its error under the widget.
      await page.goto(searchUrl(scenarios().villaAdriatic.promoExpired.search, lang));
      await expect(page.getByRole('alert').filter({ hasText: t('Invalid code') })).toBeVisible();
      await expectAccessible(page, `${lang}: invalid promo code`, { within: '.hero' });
    });

    test(`${lang}: a group's results with filters and a unit's availability calendar; sold out with similar dates`, async ({ page }) => {
      const group = scenarios().dalmatiaCollection.soldOut;
      const results = await openResults(page, lang, group.search);
      const calendar = page.getByRole('group', { name: startsWith(t('Availability calendar for %name%', { name: '' })) }).first();
      await calendar.scrollIntoViewIfNeeded();
      await expect(calendar.getByRole('grid').first()).toBeVisible();
      await checkScreen(page, lang, `${lang}: group results with an availability calendar`);

      // At tablet width the amenity filter is a modal.
      await page.setViewportSize({ width: 800, height: 900 });
      await scanModal(page, `${lang}: amenity filter modal`, t('Filters'), () => page.getByRole('button', { name: t('Add filter') }).click());

      await page.setViewportSize({ width: 1280, height: 720 });
      await results.open(scenarios().villaAdriatic.soldOut.search);
      await expect(page.getByText(t('See similar dates')).first()).toBeVisible();
      await checkScreen(page, lang, `${lang}: sold out with similar dates`);
    });

    test(`${lang}: extras, the floating basket, the checkout with its errors, card form and policy modals`, async ({ page, request }) => {
      const names = await apartmentNames(request, lang);
      const results = await openResults(page, lang);
      await throughExtras(page, results, lang, names.unit);

      await page.getByRole('link', { name: t('Add another unit') }).click();
      await results.loaded();
      const basket = page.getByRole('complementary', { name: t('Your selection') });
      await expect(basket).toBeVisible();
      await expectAccessible(page, `${lang}: floating basket`, { within: '.floating-basket' });
      await basket.getByRole('link', { name: t('Proceed') }).click();
      await page.waitForURL(new RegExp(`/${lang}/services`));
      await toCheckoutFromExtras(page, lang);

      await page.getByRole('radio', { name: t('Credit card') }).check();
      await page.getByRole('button', { name: t('Book now') }).click();
      await expect(page.getByRole('alert').filter({ hasText: t('form.errorsBelow') })).toBeVisible();
      await checkScreen(page, lang, `${lang}: checkout with errors and the card form`);
      await page.getByRole('radio', { name: t('Bank transfer') }).check();
      await expectAccessible(page, `${lang}: checkout, bank transfer`, { within: 'main' });
      await scanModal(page, `${lang}: checkout terms`, t('Terms of service'), () =>
        page
          .getByRole('main')
          .getByRole('button', { name: t('Terms of service') })
          .click(),
      );
      await scanModal(page, `${lang}: checkout privacy`, t('Privacy policy'), () =>
        page
          .getByRole('main')
          .getByRole('button', { name: t('Privacy policy') })
          .click(),
      );
    });

    test(`${lang}: the reservation page, an offer and its payment, online check-in`, async ({ page, request }) => {
      await reservationPage(page, request, lang, 330 + index * 4);
      await scanModal(page, `${lang}: reservation cancellation policy`, t('Cancellation policy'), () =>
        page
          .getByRole('button', { name: t('Cancellation policy') })
          .first()
          .click(),
      );
      await page.getByRole('button', { name: t('Cancel reservation') }).click();
      await expect(page.getByText(t('CancelTOSValidationError'))).toBeVisible();
      await expectAccessible(page, `${lang}: cancelling without the checkbox`, { within: 'main' });

      await offerScreens(page, lang, 345 + index, true);
      const expired = offers().expired;
      await page.goto(siteUrl(expired.bookingEngine, expired.link(lang)));
      await expect(page.getByRole('alert')).toHaveText(t(expired.message!));
      await expectAccessible(page, `${lang}: expired offer`, { within: 'main' });

      await checkInScreens(page, lang, true);
    });

    test(`${lang}: 404, the close screen and a phone's width`, async ({ page }) => {
      await pageMessages(page, lang);
      await phoneWidth(page, lang);
      if (lang === 'en') {
        // The page for a host that is no property: every language at once.
        const response = await page.goto(siteUrl('no-such-property', '/'));
        expect(response?.status()).toBe(404);
        await checkScreen(page, lang, 'unknown property');
      }
    });
  });
}

/** A third of a language's way through the site: the results with their modals and panels, the booking steps, the pages after it. */
type Part = 'results' | 'booking' | 'after';
const WHOLE_WAY: readonly Part[] = ['results', 'booking', 'after'];
const PART_NAMES: Readonly<Record<Part, string>> = {
  results: 'the results and their panels',
  booking: 'the extras and the checkout',
  after: 'the reservation, offer and check-in pages',
};

/**
 * What each language's sweep scans besides English (thorough, above): every
 * screen in Croatian (the market's language) and in the layout check's
 * languages (German, Greek); the other seven share the three parts out, so
 * every screen and modal is scanned in six languages or more, in Latin,
 * Greek and Vietnamese (stacked diacritics) scripts. That every text
 * exists and is not empty in every language is the dictionaries' unit
 * tests' to prove (tests/unit/i18n).
 */
const SWEEP: Readonly<Record<string, readonly Part[]>> = {
  hr: WHOLE_WAY,
  de: WHOLE_WAY,
  el: WHOLE_WAY,
  cs: ['results'],
  it: ['results'],
  es: ['booking'],
  pl: ['booking'],
  vi: ['booking'],
  fr: ['after'],
  sl: ['after'],
};

/** Declines the cookie notice of a page opened without the results first, in the page's language. */
async function declineCookies(page: Page, lang: string): Promise<void> {
  const notice = page.getByRole('region', { name: text(lang, 'cookies.title') });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: text(lang, 'cookies.decline') }).click();
  await expect(notice).toBeHidden();
}

for (const [index, lang] of LANGUAGES.entries()) {
  if ((THOROUGH as readonly string[]).includes(lang)) continue;
  const parts = SWEEP[lang] ?? WHOLE_WAY;
  const scope = parts === WHOLE_WAY ? 'every screen' : parts.map((part) => PART_NAMES[part]).join(', ');
  test(`${scope} in ${lang}, with the modals in its language${LAYOUT_LANGUAGES.includes(lang) ? ', laid out at 320, 390 and 1366 px' : ''}`, async ({
    page,
    request,
  }) => {
    const t = tr(lang);
    languageScans(page);
    const names = await apartmentNames(request, lang);
    if (parts.includes('results') || parts.includes('booking')) {
      const results = await openResults(page, lang, villaSearch(), { phoneFirst: true });
      if (parts.includes('results')) {
        const unit = results.unit(names.unit);
        await results.showRates(unit);
        if (LAYOUT_LANGUAGES.includes(lang)) await expectLayout(page, `${lang}: results with a unit's rates`);
        await scanModal(page, `${lang}: unit details`, names.unit, () =>
          unit
            .getByRole('button', { name: t('More details'), exact: true })
            .first()
            .click(),
        );
        await scanModal(page, `${lang}: package deal`, names.package, () =>
          results
            .rate(unit, names.package)
            .getByRole('button', { name: t('More details') })
            .click(),
        );
        await scanModal(page, `${lang}: policies`, t('General policy'), () => unit.getByRole('button', { name: t('Policies') }).click());
        await scanModal(page, `${lang}: terms of service`, t('Terms of service'), () =>
          new Frame(page)
            .footer()
            .getByRole('button', { name: t('Terms of service') })
            .click(),
        );
        await scanSearchPanels(page, results, lang);
      }
      if (parts.includes('booking')) {
        await throughExtras(page, results, lang, names.unit);
        await toCheckoutFromExtras(page, lang);
      }
    }
    if (parts.includes('after')) {
      await reservationPage(page, request, lang, 338 + index * 4, { cookies: !parts.includes('results') && !parts.includes('booking') });
      await offerScreens(page, lang, 345 + index, false);
      await checkInScreens(page, lang, false);
      await pageMessages(page, lang);
    }

    if (GROUP_LANGUAGES.includes(lang)) {
      // The group's search bar (location and property) and its first cards; English scans it all.
      await new ResultsPage(page, lang).open(scenarios().dalmatiaCollection.soldOut.search);
      await expectAccessible(page, `${lang}: group results`, { within: '.hero, .unit-card:nth-child(-n+3)' });
    }
  });
}

test.describe('with the keyboard only', () => {
  const t = tr('en');
  /** Two nights 48 weeks (the calendar's ArrowDown moves a week) and a day from today. */
  const stay = () => ({ from: addDays(scenarios().today, 337), to: addDays(scenarios().today, 339) });
  const queryDate = (iso: string) => iso.split('-').reverse().join('-');

  test('books a unit from the search to the reservation page, focus visible all the way', async ({ page }) => {
    await page.goto('/en/');
    const frame = new Frame(page);
    await frame.ready();

    // The cookie notice is the first thing after the skip link: declined, focus goes back to where it came from.
    const skip = page.getByRole('link', { name: t('Skip to content') });
    const decline = page.getByRole('region', { name: t('cookies.title') }).getByRole('button', { name: t('cookies.decline') });
    await tabTo(page, skip);
    await tabTo(page, decline, { max: 6 });
    await expectFocusVisible(decline);
    await page.keyboard.press('Enter');
    await expect(decline).toBeHidden();
    await expect(skip).toBeFocused();

    // Dates: the calendar opens on the current check-in; arrows move through the days, Enter picks.
    const search = page.getByRole('search');
    const dates = search.getByRole('button', { name: startsWith(t('labelColon', { label: `${t('Check-in')} – ${t('Check-out')}` })) });
    await tabTo(page, dates);
    await expectFocusVisible(dates);
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('group', { name: t('Select dates') });
    const focusedDay = calendar.getByRole('grid').locator('button:focus');
    await expect(focusedDay).toHaveCount(1);
    await expectFocusVisible(focusedDay);
    for (let week = 0; week < 48; week += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // The range is chosen: the calendar closes and focus is back on its button.
    await expect(calendar).toBeHidden();
    await expect(dates).toBeFocused();
    await expect(dates).toContainText(t('nights_other', { count: 2 }));

    const submit = search.getByRole('button', { name: t('Search') });
    await tabTo(page, submit);
    await expectFocusVisible(submit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`from=${queryDate(stay().from)}&to=${queryDate(stay().to)}`));
    const results = new ResultsPage(page);
    await results.loaded();

    // Rates of the deluxe room (five of them), and its first rate that can be chosen.
    const unit = results.unit('Deluxe Double Room with Balcony');
    const showRates = unit.getByRole('button', { name: t('Show rates') });
    await tabTo(page, showRates);
    await expectFocusVisible(showRates);
    await page.keyboard.press('Enter');
    await expect(unit.getByRole('button', { name: t('Hide rates') })).toBeFocused();
    const select = unit
      .getByRole('button', { name: t('Select this unit') })
      .and(page.locator(':enabled'))
      .first();
    await tabTo(page, select);
    await expectFocusVisible(select);
    await page.keyboard.press('Enter');

    // Extras, then on.
    await page.waitForURL(/\/en\/services/);
    await frame.ready();
    const next = page.getByRole('region', { name: t('Total cost') }).getByRole('link', { name: t('Continue') });
    await tabTo(page, next);
    await expectFocusVisible(next);
    await page.keyboard.press('Enter');

    // The checkout: the booker typed in, the card form, the terms accepted with Space.
    await page.waitForURL(/\/en\/payment/);
    await frame.ready();
    const firstName = page.getByLabel(t('First name'));
    await tabTo(page, firstName);
    await expectFocusVisible(firstName);
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Horvat');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ana.horvat@mail.hr');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+385 91 555 0101');
    await page.keyboard.press('Tab');
    const country = page.getByRole('combobox', { name: t('Country') });
    await expect(country).toBeFocused();
    // The required fields say so before 'Book now' finds them empty (02 §5.1); the message is optional.
    await expect(country).toHaveAttribute('aria-required', 'true');
    for (const label of ['First name', 'Last name', 'E-mail', 'Phone', 'Estimated time of arrival'])
      await expect(page.getByLabel(t(label), { exact: true })).toHaveAttribute('aria-required', 'true');
    await expect(page.getByLabel(t('Message'), { exact: true })).not.toHaveAttribute('aria-required');
    // Tab with the whole list open (it scrolls) goes on to the next field, never into the list, and the list closes.
    await expect(page.getByRole('listbox', { name: t('Country') }).getByRole('option', { name: 'Croatia' })).toBeAttached();
    await page.keyboard.press('Tab');
    const arrival = page.getByLabel(t('Estimated time of arrival'));
    await expect(arrival).toBeFocused();
    await expect(page.getByRole('listbox', { name: t('Country') })).toBeHidden();
    await page.keyboard.press('Shift+Tab');
    await expect(country).toBeFocused();
    await page.keyboard.type('Croat');
    await expect(page.getByRole('listbox', { name: t('Country') }).getByRole('option', { name: 'Croatia' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Croatia');
    await page.keyboard.press('Tab');
    await expect(arrival).toBeFocused();
    await page.keyboard.type('15');
    await expect(arrival).toHaveValue('15:00');
    await page.keyboard.press('Tab');
    await page.keyboard.type('We arrive by ferry.');

    const card = page.getByRole('radio', { name: t('Credit card') });
    await tabTo(page, card);
    await expect(card).toBeChecked();
    await expectFocusVisible(card);
    await tabTo(page, page.getByLabel(t('Card number')));
    await page.keyboard.type(CARDS.visa);
    await tabTo(page, page.getByLabel(t('CVV')));
    await page.keyboard.type('123');
    await tabTo(page, page.getByLabel(t('Expiration date')));
    await page.keyboard.type('1230');
    const terms = page.getByRole('checkbox', { name: startsWith(t('BookNowTOS')) });
    await tabTo(page, terms);
    await expectFocusVisible(terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const book = page.getByRole('button', { name: t('Book now') });
    await tabTo(page, book);
    await expectFocusVisible(book);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/en\/reservations\/[A-Za-z0-9_-]{20,}(\?[^#]*)?$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: t('ThankYou') })).toBeVisible();
    await expect(page.getByText(/•+\s*1111/).first()).toBeVisible();
  });
});

test.describe('focus comes back where it came from', () => {
  const t = tr('en');

  test('modals, panels and lists of the search page: closed with Escape or their own buttons', async ({ page, request }) => {
    const names = await apartmentNames(request, 'en');
    const results = new ResultsPage(page);
    await results.open(villaSearch());
    const frame = new Frame(page);
    await frame.ready();
    await page
      .getByRole('region', { name: t('cookies.title') })
      .getByRole('button', { name: t('cookies.decline') })
      .click();
    const unit = results.unit(names.unit);
    await results.showRates(unit);

    /** Opens with Enter from the opener, closes with `close`, and expects focus back on the opener. */
    const roundTrip = async (opener: import('@playwright/test').Locator, dialogName: string | RegExp, close: 'Escape' | 'Close') => {
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else {
        await tabTo(page, dialog.getByRole('button', { name: t('Close') }), { max: 12 });
        await page.keyboard.press('Enter');
      }
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    };

    await roundTrip(unit.getByRole('button', { name: t('More details'), exact: true }).first(), names.unit, 'Escape');
    await roundTrip(unit.getByRole('button', { name: t('More details about %name%', { name: names.unit }) }), names.unit, 'Close');
    await roundTrip(results.rate(unit, names.package).getByRole('button', { name: t('More details') }), names.package, 'Close');
    await roundTrip(unit.getByRole('button', { name: t('Policies') }), t('General policy'), 'Escape');
    await roundTrip(frame.footer().getByRole('button', { name: t('Terms of service') }), t('Terms of service'), 'Escape');
    await roundTrip(frame.footer().getByRole('button', { name: t('Privacy policy') }), t('Privacy policy'), 'Close');

    // A rate's guests: Escape ends the editing.
    const guests = results.rate(unit, names.flexible).getByRole('button', { name: startsWith(t('Guests for %rate%', { rate: names.flexible })) });
    await guests.focus();
    await page.keyboard.press('Enter');
    await expect(guests).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(guests).toHaveAttribute('aria-expanded', 'false');
    await expect(guests).toBeFocused();

    // The search's guests: focus moves in; 'Done' and Escape both give it back.
    const search = results.searchForm();
    const searchGuests = search.getByRole('button', { name: startsWith(t('labelColon', { label: t('Guests') })) });
    await searchGuests.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('group', { name: t('Guests') });
    const decreaseAdults = panel.getByRole('button', { name: t('Decrease %label%', { label: t('Adults') }) });
    await expect(decreaseAdults).toBeFocused();
    // At its limit a counter's button is marked disabled and keeps the focus (disabled, it would drop it to the page's start).
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Enter');
    await expect(decreaseAdults).toBeDisabled();
    await expect(decreaseAdults).toBeFocused();
    await tabTo(page, panel.getByRole('button', { name: t('Done') }));
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(searchGuests).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchGuests).toBeFocused();

    // The calendar: Escape gives focus back.
    const dates = search.getByRole('button', { name: startsWith(t('labelColon', { label: `${t('Check-in')} – ${t('Check-out')}` })) });
    await dates.focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('group', { name: t('Select dates') })
        .getByRole('grid')
        .locator('button:focus'),
    ).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dates).toBeFocused();
    // Tab past the calendar's last control closes it: focus is on the guests' button, no longer under the panel.
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('group', { name: t('Select dates') });
    await expect(calendar.getByRole('grid').locator('button:focus')).toHaveCount(1);
    await tabTo(page, searchGuests, { max: 20 });
    await expect(calendar).toBeHidden();
    await expect(searchGuests).toHaveAttribute('aria-expanded', 'false');

    // The promo code's field: Escape goes back to its button.
    const promoRemove = page.getByRole('button', { name: t('Remove discount code %code%', { code: scenarios().villaAdriatic.promoFixed.promoCode }) });
    await promoRemove.focus();
    await page.keyboard.press('Enter');
    const promo = page.getByRole('button', { name: t('Have a discount code?') });
    await expect(promo).toBeFocused();
    await results.loaded();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: t('Discount code') })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(promo).toBeFocused();

    // The header's lists.
    const language = frame.header().getByRole('button', { name: startsWith(t('labelColon', { label: t('Language') })) });
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: t('Language') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(language).toBeFocused();

    // At tablet width the amenity filter is a modal, closed with its Save button.
    await page.setViewportSize({ width: 800, height: 900 });
    const filter = page.getByRole('button', { name: t('Add filter') });
    // The filter's button becomes the modal's once the page has laid itself out for the new width (a media query's
    // change event): the desktop popover's button, focused before that, is replaced and the focus with it.
    await expect(filter).toHaveAttribute('aria-haspopup', 'dialog');
    await filter.focus();
    await page.keyboard.press('Enter');
    const filters = page.getByRole('dialog', { name: t('Filters') });
    await tabTo(page, filters.getByRole('button', { name: t('Save') }));
    await page.keyboard.press('Enter');
    await expect(filters).toBeHidden();
    await expect(filter).toBeFocused();
  });

  test('the offer’s unit details and prices by day, and the checkout’s terms', async ({ page }) => {
    const offer = villaOffer('en', 356);
    await page.goto(offer.url);
    await new Frame(page).ready();
    for (const name of [t('More details'), t('See prices by day')]) {
      const opener = page.getByRole('article').first().getByRole('button', { name, exact: true });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(opener).toBeFocused();
    }
    await page.getByRole('link', { name: t('Continue') }).click();
    const terms = page.getByRole('main').getByRole('button', { name: t('Terms of service') });
    await terms.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: t('Terms of service') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).toBeFocused();
  });
  test('a similar date or a unit’s calendar, chosen with the keys, leaves focus in that unit’s card', async ({ page, request }) => {
    // A sold-out unit that is not the first card (the cards after the first are rendered again in batches after a search).
    const similar = scenarios().villaAdriatic.soldOut;
    const villa = await apiAvailability(request, similar.search);
    expect(villa.unitTypes.findIndex((unit) => unit.unitTypeId === similar.unitTypeId)).toBeGreaterThan(0);
    const results = new ResultsPage(page);
    await results.open(similar.search);
    let unit = results.unit(villa.unitTypes.find((unit) => unit.unitTypeId === similar.unitTypeId)!.unitTypeName);
    const suggestion = unit.getByRole('listitem').getByRole('button').first();
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await results.loaded();
    await expect(unit.getByText(t('Rates from'))).toBeVisible();
    // The chosen date is gone with the new results: focus is on the card's heading, and Tab goes on within the card.
    await expectFocusVisible(unit.getByRole('heading', { level: 3 }));
    await page.keyboard.press('Tab');
    await expect(unit.getByRole('button', { name: t('More details'), exact: true })).toBeFocused();

    const chosen = scenarios().dalmatiaCollection.soldOut;
    const group = await apiAvailability(request, chosen.search);
    expect(group.unitTypes.findIndex((unit) => unit.unitTypeId === chosen.unitTypeId)).toBeGreaterThan(0);
    await results.open(chosen.search);
    const name = group.unitTypes.find((unit) => unit.unitTypeId === chosen.unitTypeId)!.unitTypeName;
    unit = results.unit(name);
    const calendar = page.getByRole('group', { name: t('Availability calendar for %name%', { name }) });
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    const after = chosen.freeStays.find((stay) => stay.from > chosen.soldOutNights.at(-1)!)!;
    for (const day of [after.from, after.to]) {
      const [year, month, date] = day.split('-').map(Number);
      const monthName = new Date(Date.UTC(year, month - 1, date)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      const button = calendar.getByRole('button', { name: new RegExp(`\\b${date} ${monthName} ${year}`) });
      for (let i = 0; i < 3 && (await button.count()) === 0; i++) await calendar.getByRole('button', { name: /next month/i }).click();
      await button.focus();
      await page.keyboard.press('Enter');
    }
    await calendar.getByRole('button', { name: t('Save') }).focus();
    await page.keyboard.press('Enter');
    await results.loaded();
    await expect(unit.getByText(t('Rates from'))).toBeVisible();
    await expectFocusVisible(unit.getByRole('heading', { level: 3 }));
    // The page went to the top, as the spec has it (01 §2.7).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('live regions', () => {
  const t = tr('en');

  test('a search announces loading and what it found; a failed one announces the error', async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open(villaSearch());
    await new Frame(page).ready();
    const found = new RegExp(t('unitTypesFound_other').replace('%count%', '\\d+'));
    await expect(page.getByRole('status').filter({ hasText: found })).toBeAttached();

    // A slow answer: the loading message is in a status region until it comes.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/availability?**', async (route) => {
      await held;
      await route.continue();
    });
    await results
      .searchForm()
      .getByRole('button', { name: t('Search') })
      .click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: t('Loading') })
        .first(),
    ).toBeAttached();
    // What the last search found leaves its region meanwhile, so that this search's count is announced, the same one too.
    await expect(page.getByRole('status').filter({ hasText: found })).toHaveCount(0);
    release();
    await results.loaded();
    await expect(page.getByRole('status').filter({ hasText: t('Loading') })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: found })).toBeAttached();

    // A failing one: the error is an alert.
    await page.unroute('**/api/availability?**');
    await page.route('**/api/availability?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '[{"message":"Server down"}]' }));
    await results
      .searchForm()
      .getByRole('button', { name: t('Search') })
      .click();
    await expect(page.getByRole('alert').filter({ hasText: t('We could not load availability. Please try again.') })).toBeVisible();
  });

  test('a rate’s price and the extras’ totals are announced when they change', async ({ page, request }) => {
    const names = await apartmentNames(request, 'en');
    const results = new ResultsPage(page);
    await results.open(villaSearch());
    const unit = results.unit(names.unit);
    await results.showRates(unit);
    const rate = results.rate(unit, names.flexible);
    const region = rate.locator('[aria-live]');
    const price = region.getByText(/\d,\d{2}\sEUR/).first();
    const before = await price.textContent();
    // Quiet until the guest works in the card: a unit chosen elsewhere re-prices every card for the next unit's guests.
    await expect(region).toHaveAttribute('aria-live', 'off');
    await rate.getByRole('button', { name: startsWith(t('Guests for %rate%', { rate: names.flexible })) }).click();
    await expect(region).toHaveAttribute('aria-live', 'polite');
    for (let added = 0; added < 3; added += 1) await rate.getByRole('button', { name: t('Increase %label%', { label: t('Adults') }) }).click();
    await expect(price).not.toHaveText(before!);

    // On the extras step the subtotals are one polite region.
    await page.keyboard.press('Escape');
    await rate.getByRole('button', { name: t('Select this unit') }).click();
    await page.waitForURL(/\/en\/services/);
    const totals = page.getByRole('region', { name: t('Total cost') }).locator('[aria-live="polite"]');
    const extras = await totals.getByRole('definition').nth(1).textContent();
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Parking' })
      .getByRole('button', { name: /^Increase / })
      .click();
    await expect(totals.getByRole('definition').nth(1)).not.toHaveText(extras!);
  });
});
