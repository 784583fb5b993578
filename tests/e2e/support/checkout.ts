import { expect, type Page } from '@playwright/test';
import { ResultsPage, scenarios } from './results.ts';
import { API_URL, siteUrl, text } from './frame.ts';
import type { Availability } from '../../../src/api/availability.ts';
import { addItems } from '../../../src/lib/basket/basket.ts';
import { BASKET_KEYS, BASKET_LIFETIME_MS } from '../../../src/lib/basket/basket-expiry.ts';
import { basketItemFor } from '../../../src/lib/basket/basket-item.ts';
import { addDays, type IsoDate } from '../../../src/lib/format/dates.ts';
import { isRateSelectable, visibleRates } from '../../../src/lib/search/restrictions.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';

interface CheckoutOptions {
  lang?: string;
  engine?: 'villa-adriatic' | 'boutique-split';
  /** Each test books its own dates, far from the search tests', so bookings never take another test's units. */
  daysAhead: number;
}

/** The two nights from `daysAhead` days after the seeding day. */
function stayOf(options: CheckoutOptions): { engine: 'villa-adriatic' | 'boutique-split'; from: IsoDate; to: IsoDate } {
  const from = addDays(scenarios().today, options.daysAhead);
  return { engine: options.engine ?? 'villa-adriatic', from, to: addDays(from, 2) };
}

/** Puts one bookable unit in the basket from the results and goes on to the checkout, as a guest does. */
export async function toCheckout(page: Page, options: CheckoutOptions & { onResults?: () => Promise<void> }): Promise<void> {
  const lang = options.lang ?? 'en';
  const { engine, from, to } = stayOf(options);
  const search = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined, bookingEngine: engine as never, from, to };
  const results = new ResultsPage(page, lang);
  await results.open(search);
  await options.onResults?.();
  const candidate = results
    .units()
    .filter({ has: page.getByRole('button', { name: text(lang, 'Show rates') }) })
    .first();
  const name = (await candidate.getByRole('heading', { level: 3 }).textContent())!;
  const unit = results.unit(name);
  await results.showRates(unit);
  await unit
    .getByRole('button', { name: text(lang, 'Select this unit') })
    .first()
    .click();
  await page.waitForURL(new RegExp(`/${lang}/(services|payment)`));
  if (page.url().includes('/services'))
    await page
      .getByRole('region', { name: text(lang, 'Total cost') })
      .getByRole('link', { name: text(lang, 'Continue') })
      .click();
  await page.waitForURL(new RegExp(`/${lang}/payment`));
  await expect(page.getByRole('heading', { name: text(lang, 'Booker details') })).toBeVisible();
}

/** The same checkout as `toCheckout`, its basket seeded (`seedCheckout`): for tests of the checkout itself. */
export async function openCheckout(page: Page, options: CheckoutOptions): Promise<void> {
  await seedCheckout(page, { ...stayOf(options), lang: options.lang });
}

/** A stay to put in the basket without going through the results (`seedCheckout`). */
export interface SeededStay {
  engine: string;
  from: IsoDate;
  to: IsoDate;
  adults?: number;
  lang?: string;
  /** The unit type by its name in `lang`; else the first with a rate a guest can select. */
  unitTypeName?: string;
}

/**
 * Opens the checkout with one unit in the basket, put there as the results
 * page puts it: the item is built by the site's own `basketItemFor` from the
 * API's availability answer, on the first rate the guest could select, and
 * stored under the basket's keys with the search it was made for. For tests
 * whose subject is the checkout, not the way there: `toCheckout` and
 * checkout.spec.ts walk the way as a guest does.
 */
export async function seedCheckout(page: Page, stay: SeededStay): Promise<void> {
  const lang = stay.lang ?? 'en';
  const adults = stay.adults ?? 2;
  const query = new URLSearchParams({
    bookingEngine: stay.engine,
    from: stay.from,
    to: stay.to,
    adults: String(adults),
    children: '',
    rooms: '1',
    language: lang,
  });
  const answer = await page.request.get(`${API_URL}/availability?${query.toString()}`);
  expect(answer.status(), 'the availability of the stay to seed').toBe(200);
  const data = (await answer.json()) as Availability;
  const choices = data.unitTypes
    .filter((unit) => stay.unitTypeName === undefined || unit.unitTypeName === stay.unitTypeName)
    .flatMap((unit) =>
      visibleRates(unit.rates)
        .filter((rate) => isRateSelectable(rate, unit, []))
        .map((rate) => ({ unit, rate })),
    );
  expect(choices.length, `a rate to select at ${stay.engine} from ${stay.from} to ${stay.to}`).toBeGreaterThan(0);
  const { unit, rate } = choices[0]!;
  const request: SearchRequest = { from: stay.from, to: stay.to, adults, children: [], rooms: 1, promoCode: null, unitTypeId: null, bookingEngineId: null };
  const item = basketItemFor(
    data,
    unit,
    rate,
    { adults, childrenAges: [] },
    { from: stay.from, to: stay.to, promoCode: null, amenities: [], fromGoogleTravel: false },
  );
  const basket = addItems([], item, 1, () => crypto.randomUUID());
  // The storage is the site's origin's: written from an empty document of that origin, which never reaches the server.
  const blank = siteUrl(stay.engine, '/seeding-the-basket');
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>basket</title>' }));
  await page.goto(blank);
  await page.evaluate(
    ({ keys, basket, request, expiry }) => {
      localStorage.setItem(keys.basket, basket);
      localStorage.setItem(keys.request, request);
      localStorage.setItem(keys.expiry, expiry);
    },
    { keys: BASKET_KEYS, basket: JSON.stringify(basket), request: JSON.stringify(request), expiry: String(Date.now() + BASKET_LIFETIME_MS) },
  );
  await page.unroute(blank);
  await page.goto(siteUrl(stay.engine, `/${lang}/payment`));
  await expect(page.getByRole('heading', { name: text(lang, 'Booker details') })).toBeVisible();
}

/** Fills the booker details as a guest would. */
export async function fillBooker(page: Page, lang = 'en', email = 'ana.horvat@mail.hr'): Promise<void> {
  const t = (key: string) => text(lang, key);
  // Exact names: in Croatian 'Ime' (first name) is part of 'Prezime' (last name).
  const field = (key: string) => page.getByLabel(t(key), { exact: true });
  await field('First name').fill('Ana');
  await field('Last name').fill('Horvat');
  await field('E-mail').fill(email);
  await field('Phone').fill('+385 91 555 0101');
  const country = page.getByRole('combobox', { name: t('Country') });
  await country.fill(lang === 'de' ? 'Kroat' : lang === 'hr' ? 'Hrvat' : 'Croat');
  await page.getByRole('option').first().click();
  await page.getByLabel(t('Estimated time of arrival')).selectOption('15:00');
  await page.getByLabel(t('Message')).fill('We arrive by ferry.');
}
