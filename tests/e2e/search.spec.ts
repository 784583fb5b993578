import { expect, test } from '@playwright/test';
import { addDays } from '../../src/lib/format/dates.ts';
import { apiAvailability, ResultsPage, scenarios, searchUrl } from './support/results.ts';
import { Frame, text } from './support/frame.ts';
import { expectReachable, layoutFaults } from './support/layout.ts';

test.describe('search and results on a single property', () => {
  test('a search shows every unit type with its lowest nightly rate, and the URL reproduces it', async ({ page, request }) => {
    const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined };
    const api = await apiAvailability(request, search);
    const results = new ResultsPage(page);
    await results.open(search);
    await expect(results.units()).toHaveCount(api.unitTypes.length);
    const first = results.unit(api.unitTypes[0].unitTypeName);
    await expect(first.getByText('Rates from')).toBeVisible();
    await expect(first.getByText(/\d+,\d{2}\sEUR/).first()).toBeVisible();

    // Change the guests in the search bar and search again: the URL follows.
    await results
      .searchForm()
      .getByRole('button', { name: /Guests:/ })
      .click();
    await page.getByRole('button', { name: 'Increase Children' }).click();
    await page.getByLabel('Age of child 1 at check-out').selectOption('7');
    await page.getByRole('button', { name: 'Done' }).click();
    await results.searchForm().getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/children=7/);
    await results.loaded();
    const url = page.url();
    await page.reload();
    await results.loaded();
    await expect(page).toHaveURL(url);
    await expect(results.searchForm().getByRole('button', { name: /Guests: 2 adults, 1 child, 1 room/ })).toBeVisible();
  });

  test('a first visit asks for its availability once, as the page opens, and fetches the HTTP client only when the guest reaches for the page', async ({
    page,
  }) => {
    const searches: string[] = [];
    const clients: string[] = [];
    const calendars: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.endsWith('/api/availability')) searches.push(search);
      else if (/\/api\/availability\/./.test(pathname)) calendars.push(pathname);
      if (/\/_astro\/ky\.[\w-]+\.js$/.test(pathname)) clients.push(pathname);
    });
    const results = new ResultsPage(page);
    await page.goto('/en/');
    await results.loaded();
    // The page's first script asked; the island took that answer over instead of asking again. ky is not fetched for the
    // search: only for a read that needs it, such as a sold-out unit's similar dates reading its calendar (the demo's
    // penthouse is never free), which comes once that card is rendered.
    expect(searches).toHaveLength(1);
    // (ky comes first: the calendar's read is made once it has loaded.)
    if (clients.length > 0) await expect.poll(() => calendars.length, 'a read that needed ky').toBeGreaterThan(0);
    await results.searchForm().getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => searches.length).toBe(2);
    await results.loaded();
    expect(searches[1]).toBe(searches[0]);
    expect(clients).toHaveLength(1);
  });

  test('an old link whose arrival has passed searches from today instead of failing, and says so in the page’s language', async ({ page }) => {
    const results = new ResultsPage(page, 'hr');
    await page.goto('/hr/?from=01-07-2025&to=04-07-2025&adults=3&rooms=1');
    await results.loaded();
    await expect(results.units().first()).toBeVisible();
    await expect(page.getByText('Check-in date cannot be in the past')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`from=${scenarios().today.split('-').reverse().join('-')}&.*adults=3`));
    // The guest is told that the link's dates were not searched, in the page's language, until they close the note.
    const note = page.getByRole('status').filter({ hasText: results.t('search.linkDatesRefused') });
    await expect(note).toBeVisible();
    await note.getByRole('button', { name: results.t('Close') }).click();
    await expect(note).toHaveCount(0);
    // Or until they search other dates.
    await page.goto('/en/?from=01-07-2025&nights=3&adults=2');
    const english = new ResultsPage(page);
    await english.loaded();
    await expect(page.getByText(english.t('search.linkDatesRefused'))).toBeVisible();
    const calendar = await english.openCalendar();
    const enabled = await english.enabledDays(calendar);
    await calendar.getByRole('button', { name: enabled[3]!, exact: true }).click();
    await calendar.getByRole('button', { name: enabled[5]!, exact: true }).click();
    await english.searchForm().getByRole('button', { name: 'Search' }).click();
    await english.loaded();
    await expect(page.getByText(english.t('search.linkDatesRefused'))).toHaveCount(0);
    // A link whose dates are taken says nothing.
    await page.reload();
    await english.loaded();
    await expect(english.units().first()).toBeVisible();
    await expect(page.getByText(english.t('search.linkDatesRefused'))).toHaveCount(0);
  });

  test('dates picked in the calendar become the search', async ({ page }) => {
    const search = scenarios().villaAdriatic.promoFixed.search;
    const results = new ResultsPage(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await results.open({ ...search, promoCode: undefined });
    // The calendar's stylesheet comes with the calendar: it is not among the page's own styles, nor fetched before the dates are opened.
    const calendarRules = () =>
      page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.rdp-day_button'))));
    expect(await calendarRules()).toBe(false);
    expect(stylesheets).toEqual([]);
    const calendar = await results.openCalendar();
    expect(stylesheets).toEqual([expect.stringMatching(/^\/_astro\/style\.[\w-]+\.css$/)]);
    expect(await calendarRules()).toBe(true);
    const days = calendar.getByRole('button', { name: /\d{4}/ }).filter({ hasNot: page.locator('[disabled]') });
    // The calendar shows styled (its days are the stylesheet's flex boxes), with days of 36 px for a single property (01 §2.4).
    await expect(days.first()).toHaveCSS('display', 'flex');
    await expect(days.first()).toHaveCSS('width', '34px');
    await expect(calendar.locator('.rdp-day').first()).toHaveCSS('width', '36px');
    const enabled = await results.enabledDays(calendar);
    await calendar.getByRole('button', { name: enabled[3]!, exact: true }).click();
    await calendar.getByRole('button', { name: enabled[6]!, exact: true }).click();
    await expect(calendar).toBeHidden();
    await results.searchForm().getByRole('button', { name: 'Search' }).click();
    await results.loaded();
    await expect(results.searchForm().getByRole('button', { name: /^Check-in – Check-out: / })).toContainText('3 nights');
  });

  test('a valid promo code is applied and strikes the old price through; an invalid one says so', async ({ page }) => {
    const promo = scenarios().villaAdriatic.promoPercentage;
    const results = new ResultsPage(page);
    await results.open({ ...promo.search, promoCode: undefined });
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByRole('textbox', { name: 'Discount code' }).fill(promo.promoCode);
    await page.getByRole('button', { name: 'Apply discount code' }).click();
    await results.loaded();
    await expect(page.getByText('applied', { exact: true })).toBeVisible();
    // Announced: it comes into a live region that was there before the answer.
    await expect(page.getByRole('status').filter({ hasText: /^applied$/ })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`promoCode=${promo.promoCode}`));
    const units = results.units();
    const unit = units.first();
    await results.showRates(unit);
    await expect(unit.getByText(/-10%/).first()).toBeVisible();
    await expect(unit.locator('s').first()).toBeVisible();

    await page.getByRole('button', { name: `Remove discount code ${promo.promoCode}` }).click();
    await results.loaded();
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    // The removed code is not typed after: the input opens empty.
    await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Discount code' }).pressSequentially('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply discount code' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
    await expect(page.getByText('applied', { exact: true })).toBeHidden();

    // The browser's Back takes the code away too: the input opens empty again.
    await page.goBack();
    await results.loaded();
    await expect(page).not.toHaveURL(/promoCode=/);
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveValue('');
  });

  test('a promo code is named in the page’s language beside its discount', async ({ page }) => {
    const promo = scenarios().villaAdriatic.promoPercentage;
    const results = new ResultsPage(page, 'hr');
    await results.open(promo.search);
    await results.loaded();
    const unit = results.units().first();
    await results.showRates(unit);
    await expect(unit.getByText('Ljetni popust 10\u00a0% -10%').first()).toBeVisible();
    await expect(page.getByText(/Summer 10\s% off/)).toHaveCount(0);
  });

  for (const lang of ['en', 'hr']) {
    test(`${lang}: a campaign link whose code has expired says so and still shows the stay at the usual prices`, async ({ page }) => {
      const search = scenarios().villaAdriatic.promoFixed.search;
      const results = new ResultsPage(page, lang);
      await results.open({ ...search, promoCode: 'EASTER15' });
      await expect(page.getByRole('alert').filter({ hasText: text(lang, 'Invalid code') })).toBeVisible();
      await expect(results.units().first()).toBeVisible();
      await expect(page.locator('.unit-card s')).toHaveCount(0);
      await expect(page).toHaveURL(/promoCode=EASTER15/);
    });
  }

  test('a fixed-amount promo shows the amount and currency', async ({ page }) => {
    const promo = scenarios().villaAdriatic.promoFixed;
    const results = new ResultsPage(page);
    await results.open(promo.search);
    const unit = results.units().first();
    await results.showRates(unit);
    await expect(unit.getByText(/-20,00\sEUR/).first()).toBeVisible();
  });

  test('occupancy errors replace the price on a rate card and block the add', async ({ page, request }) => {
    const scenario = scenarios().villaAdriatic.restrictions[6];
    const api = await apiAvailability(request, scenario.search);
    const unitType = api.unitTypes.find((unit) => unit.unitTypeId === scenario.unitTypeId)!;
    const results = new ResultsPage(page);
    await results.open(scenario.search);
    const unit = results.unit(unitType.unitTypeName);
    await results.showRates(unit);
    const rate = unit.getByRole('listitem').first();
    await rate.getByRole('button', { name: /^Guests for .*: 2 adults, 0 children, change$/ }).click();
    // A press on what takes no focus inside the panel (a label; every button in Safari) focuses the page's <main> around
    // it: the panel stays open.
    await rate.getByText('Adults', { exact: true }).click();
    await expect(page.locator('main')).toBeFocused();
    await expect(rate.getByRole('button', { name: 'Decrease Adults' })).toBeVisible();
    for (let i = 0; i < 2; i++) await rate.getByRole('button', { name: 'Decrease Adults' }).click();
    await expect(rate.getByText('Occupancy can not be empty')).toBeVisible();
    await expect(rate.getByRole('button', { name: 'Select this unit' })).toBeDisabled();
    for (let i = 0; i < 9; i++) await rate.getByRole('button', { name: 'Increase Adults' }).click();
    await expect(rate.getByText(/Max occupancy for this unit is \d+/)).toBeVisible();
    // 'Done' closes the panel (on a phone it covers the price and the button) and gives focus back to its button.
    await rate.getByRole('button', { name: 'Done' }).click();
    await expect(rate.getByRole('button', { name: 'Increase Adults' })).toHaveCount(0);
    await expect(rate.getByRole('button', { name: /^Guests for .*: 9 adults, 0 children, change$/ })).toBeFocused();
  });

  test('a restriction message is shown instead of Select this unit', async ({ page, request }) => {
    const scenario = scenarios().villaAdriatic.restrictions[1];
    const api = await apiAvailability(request, scenario.search);
    const unitType = api.unitTypes.find((unit) => unit.unitTypeId === scenario.unitTypeId)!;
    const ratePlan = unitType.rates.find((rate) => rate.ratePlanId === scenario.ratePlanId)!;
    const results = new ResultsPage(page);
    await results.open(scenario.search);
    const unit = results.unit(unitType.unitTypeName);
    await results.showRates(unit);
    const rate = results.rate(unit, ratePlan.ratePlanName);
    await expect(rate.getByText(/Minimum stay is \d+ nights/)).toBeVisible();
    await expect(rate.getByRole('button', { name: 'Select this unit' })).toHaveCount(0);
  });

  test('a sold-out unit offers similar dates that, once chosen, show it available', async ({ page, request }) => {
    const scenario = scenarios().villaAdriatic.soldOut;
    const api = await apiAvailability(request, scenario.search);
    const unitType = api.unitTypes.find((unit) => unit.unitTypeId === scenario.unitTypeId)!;
    const results = new ResultsPage(page);
    await results.open(scenario.search);
    const unit = results.unit(unitType.unitTypeName);
    await expect(unit.getByText('Unit not available')).toBeVisible();
    await expect(unit.getByText('See similar dates')).toBeVisible();
    const suggestions = unit.getByRole('listitem').getByRole('button');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(2);
    await suggestions.first().click();
    await results.loaded();
    await expect(unit.getByText('Rates from')).toBeVisible();
    await expect(unit.getByText('Unit not available')).toBeHidden();
  });

  test('a rate whose free cancellation is already over for the stay says so on its card, as the checkout does', async ({ page, request }) => {
    const search = {
      bookingEngine: 'villa-adriatic' as const,
      from: addDays(scenarios().today, 3),
      to: addDays(scenarios().today, 5),
      adults: 2,
      children: [],
      rooms: 1,
    };
    const api = await apiAvailability(request, search);
    type Policy = { canGuestCancelFreeOfCharge?: boolean; daysBeforeArrival?: number | null };
    const found = api.unitTypes
      .flatMap((unit) => unit.rates.map((rate) => ({ unit, rate, policy: (rate as { policy?: Policy | null }).policy })))
      .find(({ rate, policy }) => rate.isBookable && policy?.canGuestCancelFreeOfCharge && (policy.daysBeforeArrival ?? 0) > 3);
    expect(found, 'a bookable rate free to cancel up to more than 3 days before arrival').toBeTruthy();
    const results = new ResultsPage(page);
    await results.open(search);
    const unit = results.unit(found!.unit.unitTypeName);
    await results.showRates(unit);
    const rate = results.rate(unit, found!.rate.ratePlanName);
    await expect(rate.getByText('No free cancellation for these dates')).toBeVisible();
    await expect(rate.getByText(/^Free cancellation up to \d+ days before arrival$/)).toHaveCount(0);
  });

  test('policies of a unit type open in a modal', async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open(scenarios().villaAdriatic.promoFixed.search);
    await results.units().first().getByRole('button', { name: 'Policies' }).click();
    const dialog = page.getByRole('dialog', { name: 'General policy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^Check-in /)).toBeVisible();
    await expect(dialog.getByText(/^Check-out /)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('unit details show the gallery, amenities and the map', async ({ page }) => {
    const results = new ResultsPage(page);
    await results.open(scenarios().villaAdriatic.promoFixed.search);
    const unit = results.units().first();
    const name = (await unit.getByRole('heading', { level: 3 }).textContent())!;
    await unit.getByRole('button', { name: 'More details', exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Amenities' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Map showing where/ })).toHaveAttribute('href', /maps\.google\.com\/\?q=/);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText('Image 2 of')).toBeVisible();
    // Scrolled, the dialog keeps its title and Close above what passes under them (the pictures were drawn over them).
    await dialog.evaluate((element) => element.scrollBy(0, 260));
    expect(await dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expectReachable(dialog.getByRole('button', { name: 'Close' }), 'Close, the dialog scrolled');
  });
});

test.describe('search and results on a group', () => {
  test('location and property filters narrow the unit types', async ({ page, request }) => {
    const search = { ...scenarios().dalmatiaCollection.promoFixed.search, promoCode: undefined };
    const api = await apiAvailability(request, search);
    const results = new ResultsPage(page);
    await results.open(search);
    await expect(results.units()).toHaveCount(api.unitTypes.length);
    expect(api.unitTypes.length).toBeGreaterThanOrEqual(20);

    await results.searchForm().getByLabel('Location').selectOption('Zadar');
    await results.loaded();
    const zadar = api.unitTypes.filter((unit) => unit.city === 'Zadar');
    await expect(results.units()).toHaveCount(zadar.length);
    await expect(page).toHaveURL(/location=Zadar/);

    await results.searchForm().getByLabel('Location').selectOption('');
    await results.loaded();
    const member = api.unitTypes.find((unit) => unit.city === 'Split')!.bookingEngine;
    await results.searchForm().getByLabel('Property').selectOption(String(member.id));
    await results.loaded();
    await expect(results.units()).toHaveCount(api.unitTypes.filter((unit) => unit.bookingEngine.id === member.id).length);
    await expect(results.units().first().getByText(member.name)).toBeVisible();

    // With the arrow keys the property changes option by option; it is searched once, when the guest leaves the field.
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/availability?')) searches.push(request.url());
    });
    const property = results.searchForm().getByLabel('Property');
    // From the member up to 'All properties', one option a key, in a row (a value stands 800 ms before it is searched).
    const steps = await property.evaluate((select: HTMLSelectElement) => select.selectedIndex);
    await property.focus();
    for (let step = 0; step < steps; step += 1) await page.keyboard.press('ArrowUp');
    await expect(property).toHaveValue('');
    await page.keyboard.press('Tab');
    await results.loaded();
    await expect(results.units()).toHaveCount(api.unitTypes.length);
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]).searchParams.get('bookingEngineId')).toBeNull();
  });

  test('rates shown without opening them render near the viewport, and all of them once the page is idle', async ({ page, request }) => {
    const search = { ...scenarios().dalmatiaCollection.promoFixed.search, promoCode: undefined };
    const api = await apiAvailability(request, search);
    const results = new ResultsPage(page);
    const regions = page.getByRole('region', { name: /^Rates for / });

    // The page left idle fills every unit's rates in, without a 'Show rates' to press.
    await results.open(search);
    await expect(results.units()).toHaveCount(api.unitTypes.length);
    await expect(page.getByRole('button', { name: 'Show rates', disabled: false })).toHaveCount(0);
    expect(await regions.count()).toBeGreaterThanOrEqual(15);
    await expect(page.locator('.unit-rates:not([hidden])[aria-busy="true"]')).toHaveCount(0);
    for (const region of await regions.all()) await expect(region.getByRole('listitem').first()).toBeAttached();

    // A page never idle: the rates of a unit far below render as the guest scrolls to it.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await results.open(search);
    await expect(results.units()).toHaveCount(api.unitTypes.length);
    const last = regions.last();
    await expect(last).toHaveAttribute('aria-busy', 'true');
    await expect(last.getByRole('listitem')).toHaveCount(0);
    await expect(regions.first().getByRole('button', { name: 'Select this unit' }).first()).toBeVisible();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('aria-busy', 'false');
    await expect(last.getByRole('button', { name: 'Select this unit' }).first()).toBeVisible();
  });

  test('the amenity filter keeps unit types with every chosen amenity, shown as chips', async ({ page, request }) => {
    const search = { ...scenarios().dalmatiaCollection.promoFixed.search, promoCode: undefined };
    const api = await apiAvailability(request, search);
    const counts = new Map<number, { name: string; count: number }>();
    for (const unit of api.unitTypes) for (const a of unit.amenities) counts.set(a.id, { name: a.name, count: (counts.get(a.id)?.count ?? 0) + 1 });
    const [id, amenity] = [...counts.entries()].find(([, value]) => value.count > 1 && value.count < api.unitTypes.length)!;
    const results = new ResultsPage(page);
    await results.open(search);
    await page.getByRole('button', { name: 'Add filter' }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByRole('button', { name: amenity.name, exact: true }).click();
    await panel.getByRole('button', { name: 'Save' }).click();
    await results.loaded();
    await expect(results.units()).toHaveCount(amenity.count);
    await expect(page.getByText('Active: 1')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`amenities=${id}`));
    await page.getByRole('button', { name: `Remove filter ${amenity.name}` }).click();
    // The last chip gone, focus goes to 'Add filter' instead of the page's start.
    await expect(page.getByRole('button', { name: 'Add filter' })).toBeFocused();
    await results.loaded();
    await expect(results.units()).toHaveCount(api.unitTypes.length);
  });

  test('the per-unit calendar refuses a range across a blocked night and saves a free one', async ({ page, request }) => {
    const scenario = scenarios().dalmatiaCollection.soldOut;
    const api = await apiAvailability(request, scenario.search);
    const unitType = api.unitTypes.find((unit) => unit.unitTypeId === scenario.unitTypeId)!;
    const results = new ResultsPage(page);
    await results.open(scenario.search);
    const calendar = page.getByRole('group', { name: `Availability calendar for ${unitType.unitTypeName}` });
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    const dayButton = async (iso: string) => {
      const [year, month, day] = iso.split('-').map(Number);
      const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
      const name = new RegExp(`\\b${day} ${monthName} ${year}`);
      for (let i = 0; i < 3 && (await calendar.getByRole('button', { name }).count()) === 0; i++) {
        await calendar.getByRole('button', { name: /next month/i }).click();
      }
      return calendar.getByRole('button', { name });
    };
    const before = scenario.freeStays.find((stay) => stay.from < scenario.soldOutNights[0])!;
    const after = scenario.freeStays.find((stay) => stay.from > scenario.soldOutNights.at(-1)!)!;
    await (await dayButton(before.from)).click();
    await (await dayButton(after.to)).click();
    await expect(calendar.getByText('These dates include a night that is not available. Please choose other dates.')).toBeVisible();

    await (await dayButton(after.from)).click();
    await (await dayButton(after.to)).click();
    await expect(calendar.getByText('These dates include a night that is not available. Please choose other dates.')).toBeHidden();
    await calendar.getByRole('button', { name: 'Save' }).click();
    await results.loaded();
    const unit = results.unit(unitType.unitTypeName);
    await expect(unit.getByText('Rates from')).toBeVisible();
  });
});

for (const device of [
  { name: 'a phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'the narrowest phone', use: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } },
  // Where the dates and the guests first share a row (two fields of 200 px), the dates' field a half of it.
  { name: 'a wide phone', use: { viewport: { width: 470, height: 900 }, isMobile: true, hasTouch: true } },
  { name: 'a desktop', use: { viewport: { width: 1366, height: 900 } } },
]) {
  test.describe(`the search bar's panels on ${device.name}`, () => {
    test.use(device.use);

    test('show whole below the search bar and take a tap on every control they show', async ({ page }) => {
      const results = new ResultsPage(page);
      await results.open({ ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined });
      // The cookie notice answered first, as it covers the foot of the screen until then.
      const notice = new Frame(page).cookieNotice();
      await notice.getByRole('button', { name: text('en', 'cookies.decline') }).click();
      await expect(notice).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The guests panel at its tallest: two children's ages, then the rooms and Done below them.
      await results
        .searchForm()
        .getByRole('button', { name: /Guests:/ })
        .click();
      const guests = page.getByRole('group', { name: 'Guests', exact: true });
      for (const label of ['Increase Children', 'Increase Children']) {
        await expectReachable(guests.getByRole('button', { name: label }), label);
        await guests.getByRole('button', { name: label }).click();
      }
      for (const label of ['Age of child 1 at check-out', 'Age of child 2 at check-out']) await expectReachable(guests.getByLabel(label), label);
      // Whole on the screen, its labels too: on a phone the field may sit at the left, with the search button beside it.
      expect(await layoutFaults(page), 'the open guests panel').toEqual([]);
      for (const label of ['Decrease Rooms', 'Increase Rooms', 'Done']) await expectReachable(guests.getByRole('button', { name: label }), label);
      await guests.getByRole('button', { name: 'Done' }).click();
      await expect(results.searchForm().getByRole('button', { name: /Guests: 2 adults, 2 children, 1 room/ })).toBeVisible();

      // The calendar takes focus on a day as it opens: the page around it stays put, its month arrows where a finger reaches them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await results
        .searchForm()
        .getByRole('button', { name: /^Check-in – Check-out: / })
        .click();
      const calendar = page.getByRole('group', { name: 'Select dates' });
      await expect(calendar.getByRole('grid').first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null), { message: 'a day has focus' }).toBe(true);
      expect(await page.evaluate(() => window.scrollY), 'the page scrolled as the calendar took focus').toBe(0);
      // Nothing of the open calendar reaches past the screen's sides, nor past its panel's.
      expect(await layoutFaults(page)).toEqual([]);
      const months = await calendar.evaluate((panel) => {
        const box = panel.getBoundingClientRect();
        return [...panel.querySelectorAll('.rdp-month')].map((month) => {
          const { left, right } = month.getBoundingClientRect();
          return left >= box.left && right <= box.right;
        });
      });
      expect(months.length).toBeGreaterThan(0);
      expect(months, 'each month inside the panel').not.toContain(false);
      const next = calendar.getByRole('button', { name: 'Go to the Next Month' });
      await expect(next).toBeInViewport({ ratio: 1 });
      await expectReachable(next, 'the next month');
      const month = await calendar.getByRole('grid').first().getAttribute('aria-label');
      await next.click();
      await expect(calendar.getByRole('grid').first()).not.toHaveAttribute('aria-label', month!);
    });
  });
}

test.describe('in other languages', () => {
  for (const lang of ['hr', 'de']) {
    test(`the search flow in ${lang}`, async ({ page, request }) => {
      const scenario = scenarios().villaAdriatic.restrictions[1];
      const api = await apiAvailability(request, scenario.search, lang);
      const unitType = api.unitTypes.find((unit) => unit.unitTypeId === scenario.unitTypeId)!;
      const results = new ResultsPage(page, lang);
      await page.goto(searchUrl(scenario.search, lang));
      await results.loaded();
      const unit = results.unit(unitType.unitTypeName);
      await expect(unit.getByText(results.t('Rates from'))).toBeVisible();
      const ratePlan = unitType.rates.find((rate) => rate.ratePlanId === scenario.ratePlanId)!;
      await results.showRates(unit);
      await expect(results.rate(unit, ratePlan.ratePlanName).getByText(results.t('MinStayError', { minStay: ratePlan.minStay! }))).toBeVisible();
      await unit.getByRole('button', { name: results.t('Policies') }).click();
      await expect(page.getByRole('dialog', { name: results.t('General policy') })).toBeVisible();
      await page.keyboard.press('Escape');
      await results
        .searchForm()
        .getByRole('button', { name: results.t('Search') })
        .click();
      await results.loaded();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }
});
