import { expect, type Page } from '@playwright/test';
import { ResultsPage, scenarios } from './results.ts';
import { text } from './frame.ts';
import { addDays } from '../../../src/lib/format/dates.ts';

/** Puts one bookable unit in the basket from the results and goes on to the checkout. */
export async function toCheckout(page: Page, options: { lang?: string; engine?: 'villa-adriatic' | 'boutique-split'; daysAhead: number; onResults?: () => Promise<void> }): Promise<void> {
  const lang = options.lang ?? 'en';
  // Each test books its own dates, far from the search tests', so bookings never take another test's units.
  const from = addDays(scenarios().today, options.daysAhead);
  const base = { ...scenarios().villaAdriatic.promoFixed.search, promoCode: undefined, from, to: addDays(from, 2) };
  const search = options.engine === 'boutique-split' ? { ...base, bookingEngine: 'boutique-split' as never } : base;
  const results = new ResultsPage(page, lang);
  await results.open(search);
  await options.onResults?.();
  const candidate = results.units().filter({ has: page.getByRole('button', { name: text(lang, 'Show rates') }) }).first();
  const name = (await candidate.getByRole('heading', { level: 3 }).textContent())!;
  const unit = results.unit(name);
  await results.showRates(unit);
  await unit.getByRole('button', { name: text(lang, 'Select this unit') }).first().click();
  await page.waitForURL(new RegExp(`/${lang}/(services|payment)`));
  if (page.url().includes('/services')) await page.getByRole('region', { name: text(lang, 'Total cost') }).getByRole('link', { name: text(lang, 'Continue') }).click();
  await page.waitForURL(new RegExp(`/${lang}/payment`));
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
