import { expect, test } from '@playwright/test';
import { Frame, text } from './support/frame.ts';
import { apiAvailability, ResultsPage, scenarios, searchUrl } from './support/results.ts';
import { formatMoney } from '../../src/lib/format/money.ts';

/** A search for three rooms with two unit types that have at least two units on a bookable rate. */
async function setUp(request: import('@playwright/test').APIRequestContext) {
  const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined, rooms: 3 };
  const api = await apiAvailability(request, search);
  const candidates = api.unitTypes.filter(
    (unit) =>
      (unit as unknown as { availableUnits: number }).availableUnits >= 2 && unit.rates.some((rate) => (rate as unknown as { isBookable: boolean }).isBookable),
  );
  expect(candidates.length).toBeGreaterThanOrEqual(2);
  return { search, first: candidates[0].unitTypeName, second: candidates[1].unitTypeName };
}

async function selectFirstRate(results: ResultsPage, unitName: string) {
  const unit = results.unit(unitName);
  await results.showRates(unit);
  await unit.getByRole('button', { name: 'Select this unit' }).first().click();
}

/** A unit of the set-up's search selected: the basket is stored and the guest is on the extras step. */
async function storedBasket(page: import('@playwright/test').Page, request: import('@playwright/test').APIRequestContext) {
  const { search, first } = await setUp(request);
  const results = new ResultsPage(page);
  await results.open(search);
  await selectFirstRate(results, first);
  await expect(page).toHaveURL(/\/en\/services/);
  return { search, results };
}

test.describe('basket and extras', () => {
  test('a promo code applied with a unit in the basket gives it the discount its rate shows, through to the checkout', async ({ page, request }) => {
    const promo = scenarios().villaAdriatic.promoPercentage;
    const search = { ...promo.search, promoCode: undefined };
    const plain = await apiAvailability(request, search);
    const discounted = await apiAvailability(request, { ...search, promoCode: promo.promoCode });
    const unitType = discounted.unitTypes.find((unit) => unit.unitTypeId === promo.unitTypeId)!;
    const rate = unitType.rates.find((candidate) => candidate.ratePlanId === promo.ratePlanId)!;
    const before = plain.unitTypes
      .find((unit) => unit.unitTypeId === unitType.unitTypeId)!
      .rates.find((candidate) => candidate.ratePlanId === rate.ratePlanId)!;
    expect(rate.activePromoCode?.code).toBe(promo.promoCode);
    expect(rate.totalRate).toBeLessThan(before.totalRate);
    const price = (amount: number) => formatMoney(amount, 'EUR', { decimalSeparator: ',', thousandSeparator: '.' });
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]') as { totalRate: number; promoCode: string | null }[]);

    // Added before the code: the usual price.
    const results = new ResultsPage(page);
    await results.open(search);
    const unit = results.unit(unitType.unitTypeName);
    await results.showRates(unit);
    await results.rate(unit, rate.ratePlanName).getByRole('button', { name: 'Select this unit' }).click();
    await expect(page).toHaveURL(/\/en\/services/);
    await expect(page.getByRole('article', { name: unitType.unitTypeName }).getByText(price(before.totalRate)).first()).toBeVisible();

    // Back on the results, the code applied: the basket's unit takes the discounted price and the code, as the rate shows.
    await page.getByRole('link', { name: 'Add another unit' }).click();
    await results.loaded();
    // The basket held a unit for the one room searched for: the link asks for a room more, priced for as many adults,
    // so another unit can be chosen.
    expect([search.rooms, search.adults]).toEqual([1, 2]);
    const widened = new URL(page.url()).searchParams;
    expect([widened.get('rooms'), widened.get('adults')]).toEqual(['2', '4']);
    const other = plain.unitTypes.find(
      (candidate) => candidate.unitTypeId !== unitType.unitTypeId && candidate.availableUnits > 0 && candidate.maxOccupancy >= 2,
    )!;
    const otherUnit = results.unit(other.unitTypeName);
    await results.showRates(otherUnit);
    await expect(otherUnit.getByRole('button', { name: 'Select this unit' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Have a discount code?' }).click();
    await page.getByRole('textbox', { name: 'Discount code' }).fill(promo.promoCode);
    await page.getByRole('button', { name: 'Apply discount code' }).click();
    await results.loaded();
    await expect(page.getByText('applied', { exact: true })).toBeVisible();
    await expect.poll(stored).toEqual([expect.objectContaining({ totalRate: rate.totalRate, promoCode: promo.promoCode })]);
    await page.getByRole('link', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/en\/services/);
    await expect(page.getByRole('article', { name: unitType.unitTypeName }).getByText(price(rate.totalRate)).first()).toBeVisible();

    // The code removed again: the unit goes back to the usual price the rate shows, and a reload does not bring the code back.
    await page.getByRole('link', { name: 'Add another unit' }).click();
    await results.loaded();
    await page.getByRole('button', { name: `Remove discount code ${promo.promoCode}` }).click();
    await results.loaded();
    await expect.poll(stored).toEqual([expect.objectContaining({ totalRate: before.totalRate, promoCode: null })]);
    await page.reload();
    await results.loaded();
    expect(new URL(page.url()).searchParams.get('promoCode')).toBeNull();
    await expect(page.getByText('applied', { exact: true })).toHaveCount(0);
    await expect.poll(stored).toEqual([expect.objectContaining({ totalRate: before.totalRate, promoCode: null })]);
  });

  test('a basket added in English shows in Croatian once the guest changes the language, with its choices and prices, through to the checkout', async ({
    page,
    request,
  }) => {
    const { search } = await storedBasket(page, request);
    type Stored = {
      unitTypeId: number;
      ratePlanId: number;
      totalRate: number;
      ratePlanName: string;
      services: { id: number; name: string; quantity: number }[];
    };
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]') as Stored[]);
    const [added] = await stored();
    const croatian = await apiAvailability(request, search, 'hr');
    const unitType = croatian.unitTypes.find((unit) => unit.unitTypeId === added.unitTypeId)!;
    const rateName = unitType.rates.find((rate) => rate.ratePlanId === added.ratePlanId)!.ratePlanName;
    expect(rateName).not.toBe(added.ratePlanName);
    const parking = added.services.find((service) => service.name.startsWith('Parking'))!;
    const parkingInCroatian = (croatian as unknown as { services: { id: number; name: string }[] }).services.find((service) => service.id === parking.id)!.name;
    expect(parkingInCroatian).not.toBe(parking.name);

    // A parking space chosen, then the language changed on the extras step.
    const unit = page.getByRole('article');
    await unit
      .getByRole('listitem')
      .filter({ hasText: parking.name })
      .getByRole('button', { name: /^Increase / })
      .click();
    await expect.poll(async () => (await stored())[0].services.find((service) => service.id === parking.id)!.quantity).toBe(parking.quantity + 1);
    await new Frame(page).languageButton(/^Language:/).click();
    await page.getByRole('link', { name: 'Hrvatski' }).click();
    await expect(page).toHaveURL(/\/hr\/services/);

    // The unit's rate and its extras in Croatian; the choice and the price as they were.
    await expect(unit.getByText(rateName)).toBeVisible();
    const parkingItem = unit.getByRole('listitem').filter({ hasText: parkingInCroatian });
    await expect(parkingItem.getByRole('textbox')).toHaveValue(String(parking.quantity + 1));
    await expect(unit.getByText(added.ratePlanName)).toHaveCount(0);
    await expect.poll(async () => (await stored())[0]).toMatchObject({ ratePlanName: rateName, totalRate: added.totalRate });

    // The checkout's receipt too.
    await page.getByRole('link', { name: text('hr', 'Continue') }).click();
    await expect(page).toHaveURL(/\/hr\/payment/);
    await expect(page.getByText(rateName).first()).toBeVisible();
    await expect(page.getByText(parkingInCroatian).first()).toBeVisible();
    await expect(page.getByText(added.ratePlanName)).toHaveCount(0);

    // Back to English on the checkout itself: its receipt in English again, the price as it was.
    await new Frame(page).languageButton(/^Jezik:/).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/payment/);
    await expect(page.getByText(added.ratePlanName).first()).toBeVisible();
    await expect(page.getByText(parking.name).first()).toBeVisible();
    await expect(page.getByText(rateName)).toHaveCount(0);
    await expect.poll(async () => (await stored())[0]).toMatchObject({ ratePlanName: added.ratePlanName, totalRate: added.totalRate });
  });

  test('two tabs in two languages share one basket, each showing it in its own language with the choices made in either', async ({
    page,
    context,
    request,
  }) => {
    const { search } = await storedBasket(page, request);
    const stored = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('basket') ?? '[]') as {
            unitTypeId: number;
            ratePlanId: number;
            ratePlanName: string;
            services: { id: number; name: string; quantity: number }[];
          }[],
      );
    const [added] = await stored();
    const croatian = await apiAvailability(request, search, 'hr');
    const rateName = croatian.unitTypes
      .find((unit) => unit.unitTypeId === added.unitTypeId)!
      .rates.find((rate) => rate.ratePlanId === added.ratePlanId)!.ratePlanName;
    const parking = added.services.find((service) => service.name.startsWith('Parking'))!;
    const parkingInCroatian = (croatian as unknown as { services: { id: number; name: string }[] }).services.find((service) => service.id === parking.id)!.name;
    expect([rateName, parkingInCroatian]).not.toContain(added.ratePlanName);

    // A second tab on the Croatian extras step: it shows the basket in Croatian, and stores it so.
    const other = await context.newPage();
    await other.goto(page.url().replace('/en/services', '/hr/services'));
    const otherUnit = other.getByRole('article');
    await expect(otherUnit.getByText(rateName)).toBeVisible();
    await expect.poll(async () => (await stored())[0].ratePlanName).toBe(rateName);

    // A parking space chosen in the Croatian tab: the English tab shows it, still in English.
    const increase = (unit: import('@playwright/test').Locator, name: string) =>
      unit
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByRole('button', { name: /^Increase |: povećaj$/ });
    await increase(otherUnit, parkingInCroatian).click();
    const unit = page.getByRole('article');
    await expect(unit.getByRole('listitem').filter({ hasText: parking.name }).getByRole('textbox')).toHaveValue(String(parking.quantity + 1));
    await expect(unit.getByText(added.ratePlanName)).toBeVisible();
    await expect(unit.getByText(rateName)).toHaveCount(0);

    // And one chosen in the English tab: the Croatian tab shows it, still in Croatian.
    await increase(unit, parking.name).click();
    await expect(otherUnit.getByRole('listitem').filter({ hasText: parkingInCroatian }).getByRole('textbox')).toHaveValue(String(parking.quantity + 2));
    await expect(otherUnit.getByText(rateName)).toBeVisible();
    await expect(otherUnit.getByText(added.ratePlanName)).toHaveCount(0);
  });

  test('a basket added in English takes Croatian texts from the search page’s own answer once the guest changes the language there', async ({
    page,
    request,
  }) => {
    const { search, results } = await storedBasket(page, request);
    const [added] = await page.evaluate(
      () => JSON.parse(localStorage.getItem('basket') ?? '[]') as { unitTypeId: number; ratePlanId: number; totalRate: number }[],
    );
    const croatian = await apiAvailability(request, search, 'hr');
    const rateName = croatian.unitTypes
      .find((unit) => unit.unitTypeId === added.unitTypeId)!
      .rates.find((rate) => rate.ratePlanId === added.ratePlanId)!.ratePlanName;
    await page.getByRole('link', { name: 'Add another unit' }).click();
    await results.loaded();
    await new Frame(page).languageButton(/^Language:/).click();
    await page.getByRole('link', { name: 'Hrvatski' }).click();
    await expect(page).toHaveURL(/\/hr\/\?/);
    await expect
      .poll(() =>
        page.evaluate(() => (JSON.parse(localStorage.getItem('basket') ?? '[]') as { ratePlanName: string; language: string; totalRate: number }[])[0]),
      )
      .toMatchObject({ ratePlanName: rateName, language: 'hr', totalRate: added.totalRate });
    await expect(page.getByText(text('hr', 'selected units: %count%', { count: 1 }))).toBeVisible();
  });

  test('a family in two rooms: once a unit holds the child, the next is priced for the adult left, not a second child', async ({ page, request }) => {
    const { search } = await setUp(request);
    const family = { ...search, adults: 2, children: [5], rooms: 2 };
    // Two unit types that take a child of 5 with an adult, each on a bookable rate.
    type Rules = { availableUnits: number; maxOccupancy: number; maxOccupancyChildren: number | null; childrenAge: number | null; minOccupancy: number | null };
    const [first, second] = (await apiAvailability(request, family)).unitTypes
      .filter((unit) => {
        const rules = unit as unknown as Rules;
        return (
          rules.availableUnits >= 1 &&
          rules.maxOccupancy >= 2 &&
          rules.maxOccupancyChildren !== 0 &&
          (rules.childrenAge ?? 0) <= 5 &&
          (rules.minOccupancy ?? 0) <= 1 &&
          unit.rates.some((rate) => (rate as unknown as { isBookable: boolean }).isBookable)
        );
      })
      .map((unit) => unit.unitTypeName);
    expect(second).toBeTruthy();
    const results = new ResultsPage(page);
    await results.open(family);
    const guestsOf = (unitName: string) =>
      results
        .unit(unitName)
        .getByRole('button', { name: /^Guests for / })
        .first();
    const firstUnit = results.unit(first);
    await results.showRates(firstUnit);
    // Each room's share of the party: an adult and the child.
    await expect(guestsOf(first)).toHaveAccessibleName(/: 1 adult, 1 child, change$/);
    await firstUnit.getByRole('button', { name: 'Select this unit' }).first().click();
    await expect(page).toHaveURL(/\/en\/services/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (JSON.parse(localStorage.getItem('basket') ?? '[]') as { adults: number; childrenAges: number[] }[]).map((unit) => [unit.adults, unit.childrenAges]),
        ),
      )
      .toEqual([[1, [5]]]);
    await page.getByRole('link', { name: 'Add another unit' }).click();
    await results.loaded();
    await results.showRates(results.unit(second));
    await expect(guestsOf(second)).toHaveAccessibleName(/: 1 adult, 0 children, change$/);
  });

  test('several units with extras: numbering, removal, totals, reload, second tab and checkout', async ({ page, context, request }) => {
    const { search, first, second } = await setUp(request);
    const results = new ResultsPage(page);
    await results.open(search);

    // The first add goes on to the extras (the property offers services).
    await selectFirstRate(results, first);
    await expect(page).toHaveURL(/\/en\/services/);
    await expect(page.getByRole('article', { name: first })).toBeVisible();

    // Back to the results for two more units; the floating basket counts them.
    await page.getByRole('link', { name: 'Add another unit' }).click();
    await results.loaded();
    await expect(page.getByText('selected units: 1')).toBeVisible();
    await selectFirstRate(results, first);
    await expect(page.getByText('selected units: 2')).toBeVisible();
    // The count is a live region, so a unit chosen is announced; the rate cards beside it announce only their prices.
    await expect(page.getByRole('status').filter({ hasText: 'selected units: 2' })).toBeAttached();
    await expect(page.locator('[aria-live]').filter({ has: page.getByRole('button', { name: 'Select this unit' }) })).toHaveCount(0);
    await selectFirstRate(results, second);
    await expect(page.getByText('selected units: 3')).toBeVisible();
    // The last room chosen, the button gave way to a note: focus went on to the basket's 'Proceed'.
    await expect(page.getByRole('link', { name: 'Proceed' })).toBeFocused();
    await page.getByRole('link', { name: 'Proceed' }).click();

    await expect(page).toHaveURL(/\/en\/services/);
    await expect(page.getByRole('article', { name: `1. ${first}` })).toBeVisible();
    await expect(page.getByRole('article', { name: `2. ${first}` })).toBeVisible();
    await expect(page.getByRole('article', { name: second, exact: true })).toBeVisible();

    // Removing one renumbers: the other unit of that type stands alone.
    await page
      .getByRole('article', { name: `1. ${first}` })
      .getByRole('button', { name: 'Remove this unit' })
      .click();
    await expect(page.getByRole('article', { name: first, exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);

    // Adding an extra changes the extras subtotal and the total.
    const totals = page.getByRole('region', { name: 'Total cost' });
    const extrasBefore = await totals.getByRole('definition').nth(1).textContent();
    const totalBefore = await totals.getByRole('definition').nth(2).textContent();
    const unit = page.getByRole('article', { name: first, exact: true });
    const parking = unit.getByRole('listitem').filter({ hasText: 'Parking' });
    await parking.getByRole('button', { name: /^Increase / }).click();
    await expect(totals.getByRole('definition').nth(1)).not.toHaveText(extrasBefore!);
    await expect(totals.getByRole('definition').nth(2)).not.toHaveText(totalBefore!);
    const extrasAfter = await totals.getByRole('definition').nth(1).textContent();
    // Each unit's own total is named so, apart from the total of them all.
    await expect(unit.getByText(/^Total for this unit:/)).toBeVisible();
    await expect(unit.getByText(/^Total cost/)).toHaveCount(0);

    // A price charged per person says so (two persons pay it twice a night).
    await expect(unit.getByRole('listitem').filter({ hasText: 'Breakfast' })).toContainText(/15,00\sEUR per person · Daily · /);

    // A mandatory service cannot be changed.
    await expect(unit.getByRole('listitem').filter({ hasText: 'Final cleaning' }).getByRole('textbox')).toBeDisabled();

    // The same basket after a reload.
    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Total cost' }).getByRole('definition').nth(1)).toHaveText(extrasAfter!);

    // A second tab sees the same basket, and a change there shows here.
    const second_tab = await context.newPage();
    await second_tab.goto(page.url());
    await expect(second_tab.getByRole('article')).toHaveCount(2);
    await second_tab.getByRole('article', { name: second, exact: true }).getByRole('button', { name: 'Remove this unit' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await second_tab.close();

    // On to the checkout.
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en\/payment/);
    await expect(page.getByRole('heading', { name: 'Booker details' })).toBeVisible();

    // The last unit removed on the extras step of another tab: nothing is left to book, so both tabs go back to the search.
    const extras_tab = await context.newPage();
    await extras_tab.goto('/en/services');
    await extras_tab.getByRole('button', { name: 'Remove this unit' }).click();
    await expect(extras_tab).toHaveURL(/\/en\/(\?.*)?$/);
    await expect(page).toHaveURL(/\/en\/(\?.*)?$/);
    await extras_tab.close();
  });

  test('a returning guest’s search page asks for the basket’s stay once, as it opens, and keeps the basket', async ({ page, request }) => {
    const { search, results } = await storedBasket(page, request);
    await page.goto('about:blank');
    const searches: URLSearchParams[] = [];
    page.on('request', (asked) => {
      const { pathname, searchParams } = new URL(asked.url());
      if (pathname.endsWith('/api/availability')) searches.push(searchParams);
    });
    await page.goto('/en/');
    await results.loaded();
    await expect(page.getByText(/selected units/)).toBeVisible();
    // The page's first script read the stored search (with the island's own checks) and asked for it; the island took it over.
    expect(searches.map((params) => [params.get('from'), params.get('to'), params.get('rooms')])).toEqual([[search.from, search.to, '3']]);
  });

  test('a basket older than a day is gone', async ({ page, request }) => {
    const { search, results } = await storedBasket(page, request);
    const expiry = Number(await page.evaluate(() => localStorage.getItem('expiry')));
    expect(expiry).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);

    // Leave the extras step before the clock jumps: its island may still be starting, and it answers an
    // expired basket by going back to the search itself, a navigation that would race the one below.
    await page.goto('about:blank');
    await page.clock.install({ time: new Date(expiry + 60_000) });
    await page.goto(searchUrl(search));
    await results.loaded();
    await expect(page.getByText(/selected units/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toBeNull();
  });

  test('a stored basket for other dates is removed and the guest is told why', async ({ page, request }) => {
    const { search, results } = await storedBasket(page, request);
    const other = { ...search, from: scenarios().villaAdriatic.restrictions[6].search.from, to: scenarios().villaAdriatic.restrictions[6].search.to };
    await page.goto(searchUrl(other));
    await results.loaded();
    await expect(page.getByRole('status').filter({ hasText: 'Your earlier selection was for other dates' })).toBeVisible();
    await expect(page.getByText(/selected units/)).toHaveCount(0);
  });

  test('searching other dates empties the basket, and the guest is told why', async ({ page, request }) => {
    const { search, results } = await storedBasket(page, request);
    await page.goto(searchUrl(search));
    await results.loaded();
    await expect(page.getByText(/selected units/)).toBeVisible();
    const calendar = await results.openCalendar();
    const enabled = await results.enabledDays(calendar);
    await calendar.getByRole('button', { name: enabled.at(-4)!, exact: true }).click();
    await calendar.getByRole('button', { name: enabled.at(-2)!, exact: true }).click();
    await results.searchForm().getByRole('button', { name: 'Search' }).click();
    await results.loaded();
    await expect(page.getByRole('status').filter({ hasText: 'Your earlier selection was for other dates' })).toBeVisible();
    await expect(page.getByText(/selected units/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toBeNull();
  });

  test('broken stored data is discarded and the page still works', async ({ page, request }) => {
    const { search } = await setUp(request);
    await page.goto(searchUrl(search));
    await page.evaluate(() => {
      localStorage.setItem('basket', '{"not": "a basket"');
      localStorage.setItem('request', '[1,2');
      localStorage.setItem('expiry', String(Date.now() + 3_600_000));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const results = new ResultsPage(page);
    await page.reload();
    await results.loaded();
    await expect(results.units().first()).toBeVisible();
    await page.goto(searchUrl(search).replace('/en/?', '/en/services?'));
    await expect(page).toHaveURL(/\/en\/\?/);
    expect(errors).toEqual([]);
  });

  test('a daily extra whose nights cost differently shows their lowest and highest price, which reach the total beside it', async ({ page }) => {
    // Three nights across the first of June: the parking space costs 10,00 EUR a night before summer and 15,00 EUR in it.
    // Next year's: five to seventeen months ahead, past the demo's dated scenarios and within the two years the API books.
    const year = Number(scenarios().today.slice(0, 4)) + 1;
    const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined, from: `${year}-05-30`, to: `${year}-06-02` };
    const results = new ResultsPage(page);
    await results.open(search);
    const unit = results.unit('One-Bedroom Apartment Riva');
    await results.showRates(unit);
    await unit.getByRole('button', { name: 'Select this unit', disabled: false }).first().click();
    await expect(page).toHaveURL(/\/en\/services/);
    const parking = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Parking space' }) });
    await expect(parking.locator('.service-price')).toContainText(/^10,00\sEUR – 15,00\sEUR/);
    await parking.getByRole('button', { name: 'Increase Parking space' }).click();
    await expect(parking.locator('.service-total')).toHaveText(/^35,00\sEUR$/);
  });
});
