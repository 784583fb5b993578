import { expect, type Locator, type Page } from '@playwright/test';
import { demoScenarios, type DemoSearch } from '../../../server/seed/scenarios.ts';
import { siteUrl, text } from './frame.ts';

/** The demo scenarios for today's seed (the e2e API seeds a fresh database at the start of the run). */
export const scenarios = () => demoScenarios(new Date());

const queryDate = (iso: string) => iso.split('-').reverse().join('-');

/** The URL of a search on a property's results page. */
export function searchUrl(search: DemoSearch, lang = 'en', extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    from: queryDate(search.from),
    to: queryDate(search.to),
    adults: String(search.adults),
    rooms: String(search.rooms),
    ...extra,
  });
  if (search.children.length > 0) params.set('children', search.children.join(','));
  if (search.promoCode) params.set('promoCode', search.promoCode);
  return siteUrl(search.bookingEngine, `/${lang}/?${params.toString()}`);
}

/** The accommodation step as a guest sees it. */
export class ResultsPage {
  readonly page: Page;
  readonly lang: string;

  constructor(page: Page, lang = 'en') {
    this.page = page;
    this.lang = lang;
  }

  t(key: string, tokens: Record<string, string | number> = {}): string {
    return text(this.lang, key, tokens);
  }

  async open(search: DemoSearch, extra: Record<string, string> = {}): Promise<void> {
    await this.page.goto(searchUrl(search, this.lang, extra));
    await this.loaded();
  }

  /** Waits for the results (or the empty message) to show. */
  async loaded(): Promise<void> {
    await expect(this.page.locator('.unit-card, .results-empty, .results-error').first()).toBeVisible({ timeout: 15_000 });
    await expect(this.page.locator('.results')).toHaveAttribute('aria-busy', 'false');
    // The cards come in batches after the first (Results.tsx): every card the answer announced is there, so that what a
    // test does next (a click further down the page) does not race the list still growing above it.
    const found = this.page.locator('.results p.sr-only[role="status"]');
    const count = Number((await found.count()) > 0 ? /\d+/.exec((await found.textContent()) ?? '')?.[0] : 0);
    if (count > 0) await expect(this.page.locator('.unit-card')).toHaveCount(count);
  }

  /** Opens the search bar's dates: the calendar once its months show. */
  async openCalendar(): Promise<Locator> {
    await this.searchForm()
      .getByRole('button', { name: /^Check-in – Check-out: / })
      .click();
    const calendar = this.page.getByRole('group', { name: this.t('Select dates') });
    await expect(calendar.getByRole('grid').first()).toBeVisible();
    return calendar;
  }

  /** The names of the calendar's days a guest can pick, in order. */
  async enabledDays(calendar: Locator): Promise<string[]> {
    const days = calendar.getByRole('button', { name: /\d{4}/ });
    return days.evaluateAll((buttons) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => b.getAttribute('aria-label') ?? ''));
  }

  unit(name: string | RegExp): Locator {
    return this.page.getByRole('article', { name });
  }

  units(): Locator {
    return this.page.getByRole('article');
  }

  rate(unit: Locator, name: string | RegExp): Locator {
    return unit.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name, level: 4 }) });
  }

  async showRates(unit: Locator): Promise<void> {
    // Cards render a few at a time: wait for this one before looking for its toggle.
    await expect(unit.getByRole('heading', { level: 3 })).toBeVisible();
    const toggle = unit.getByRole('button', { name: this.t('Show rates') });
    if (!(await toggle.count())) return;
    // The page scrolls to the opened rates 200 ms later (01 §2.8), smoothly: a click on a rate while it scrolls
    // presses at one place and releases at another, which is no click at all. So the page's own scroll is
    // watched from before the click: its window.scrollTo call says where it goes; the wait ends once that
    // scroll has ended, or at once when the page is already there (no scroll happens then). The toggle is
    // brought into view first, so Playwright's own scrolling for the click is over before the watch begins.
    await toggle.scrollIntoViewIfNeeded();
    await this.page.evaluate(() => {
      const state = { called: false, needed: false, ended: false };
      (window as unknown as { ratesScroll: typeof state }).ratesScroll = state;
      const scrollTo = window.scrollTo.bind(window);
      window.scrollTo = ((options: ScrollToOptions) => {
        const top = Math.min(Math.max(0, options.top ?? window.scrollY), document.documentElement.scrollHeight - window.innerHeight);
        Object.assign(state, { called: true, needed: Math.abs(window.scrollY - top) >= 1, ended: false });
        window.scrollTo = scrollTo;
        scrollTo(options);
      }) as typeof window.scrollTo;
      window.addEventListener('scrollend', () => (state.ended = state.called), { passive: true });
    });
    await toggle.click();
    await expect
      .poll(() =>
        this.page.evaluate(() => {
          const { called, needed, ended } = (window as unknown as { ratesScroll: { called: boolean; needed: boolean; ended: boolean } }).ratesScroll;
          return called && (!needed || ended);
        }),
      )
      .toBe(true);
  }

  searchForm(): Locator {
    return this.page.getByRole('search');
  }
}

/** What the API answers for a search, its promo code included (to name unit types and rates, and price them, as the page does). */
export async function apiAvailability(
  request: import('@playwright/test').APIRequestContext,
  search: DemoSearch,
  lang = 'en',
): Promise<{
  unitTypes: {
    unitTypeId: number;
    unitTypeName: string;
    amenities: { id: number; name: string }[];
    city: string | null;
    unitTypeSlug: string;
    bookingEngine: { id: number; name: string };
    availableUnits: number;
    maxOccupancy: number;
    rates: {
      ratePlanId: number;
      ratePlanName: string;
      minStay: number | null;
      totalRate: number;
      isBookable: boolean;
      activePromoCode: { code: string } | null;
    }[];
  }[];
}> {
  const { API_URL } = await import('./frame.ts');
  const query = new URLSearchParams({
    bookingEngine: search.bookingEngine,
    from: search.from,
    to: search.to,
    adults: String(search.adults),
    children: search.children.join(','),
    rooms: String(search.rooms),
    language: lang,
  });
  if (search.promoCode) query.set('promoCode', search.promoCode);
  const response = await request.get(`${API_URL}/availability?${query.toString()}`);
  expect(response.ok()).toBe(true);
  return response.json();
}
