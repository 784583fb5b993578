import { expect, type Locator, type Page } from '@playwright/test';
import { demoOffers, type DemoOffer, type DemoOfferKey } from '../../../server/seed/offer-scenarios.ts';
import { siteUrl, text } from './frame.ts';

/** The demo offers of today's seed (the e2e API seeds a fresh database at the start of the run). */
export const offers = () => demoOffers(new Date());

/** The offer screens as a guest sees them. */
export class OfferScreens {
  readonly page: Page;
  readonly lang: string;

  constructor(page: Page, lang = 'en') {
    this.page = page;
    this.lang = lang;
  }

  t(key: string, tokens: Record<string, string | number> = {}): string {
    return text(this.lang, key, tokens);
  }

  url(offer: DemoOffer, screen: 'offer' | 'payment' = 'offer'): string {
    const link = offer.link(this.lang);
    return siteUrl(offer.bookingEngine, screen === 'payment' ? `${link}/payment` : link);
  }

  /** Opens a demo offer's screen and waits until it has loaded. */
  async open(key: DemoOfferKey | DemoOffer, screen: 'offer' | 'payment' = 'offer'): Promise<DemoOffer> {
    const offer = typeof key === 'string' ? offers()[key] : key;
    await this.page.goto(this.url(offer, screen));
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('Offer #%code%', { code: offer.bookingCode }) })).toBeVisible();
    if (screen === 'offer') await expect(this.page.getByText(this.t('Offer valid until'))).toBeVisible();
    else await expect(this.page.getByRole('heading', { name: this.t('Booker details') })).toBeVisible();
    return offer;
  }

  banner(): Locator {
    return this.page.getByRole('alert');
  }

  card(name: string | RegExp): Locator {
    return this.page.getByRole('article', { name });
  }

  bar(): Locator {
    return this.page.getByRole('region', { name: this.t('Total cost') });
  }

  continueLink(): Locator {
    return this.page.getByRole('link', { name: this.t('Continue') });
  }

  bookNow(): Locator {
    return this.page.getByRole('button', { name: this.t('Book now') });
  }

  terms(): Locator {
    return this.page.getByRole('checkbox', { name: new RegExp(this.t('BookNowTOS')) });
  }

  /** Picks the estimated arrival time from its searchable list. */
  async arrival(time: string): Promise<void> {
    const field = this.page.getByRole('combobox', { name: this.t('Estimated time of arrival') });
    await field.fill(time.slice(0, 2));
    await this.page.getByRole('option', { name: time }).click();
    await expect(field).toHaveValue(time);
  }
}
