import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { demoOffers, type DemoOffer, type DemoOfferKey } from '../../../server/seed/offer-scenarios.ts';
import { addDays } from '../../../src/lib/format/dates.ts';
import { API_URL, SITE_PORT, siteUrl, text } from './frame.ts';

/** The demo offers of today's seed (the e2e API seeds a fresh database at the start of the run). */
export const offers = () => demoOffers(new Date());

export const root = join(import.meta.dirname, '../../..');

/** The database of this e2e run: the work folder `scripts/e2e.ts` made for these ports (or E2E_BOOKING_DB). */
export function runDatabase(): string {
  if (process.env.E2E_BOOKING_DB) return process.env.E2E_BOOKING_DB;
  const apiPort = Number(new URL(API_URL).port);
  const folder = apiPort === 18787 && SITE_PORT === 14321 ? 'e2e' : `e2e-${apiPort}-${SITE_PORT}`;
  return join(root, '.build', folder, 'booking.sqlite');
}

/**
 * Prepares a fresh offer on the run's database as a property does
 * (`npm run offer:create`), for a private booker Ana Horvat whose name,
 * e-mail and country are known: one Standard Double Room for two nights
 * at Hotel Zadar Riva, whose card gateways all run on the test gateway,
 * `daysAhead` days after the seeding day. The guest's link comes back.
 */
export function createGatewayOffer(daysAhead: number): { link: string; bookingCode: string } {
  return createOffer({ engine: 'hotel-zadar', room: '301:3011:2', daysAhead });
}

/**
 * Prepares a fresh offer as `createGatewayOffer` does, at any property: one
 * `room` (`unitTypeId:ratePlanId:adults`, as `offer:create --room` takes it)
 * for two nights `daysAhead` days after the seeding day. The English link
 * comes back (`/en/offer/…`; the same offer opens in every language).
 * @example createOffer({ engine: 'villa-adriatic', room: '101:1011:2', daysAhead: 340 }).link // '/en/offer/…/VA-…'
 */
export function createOffer({ engine, room, daysAhead }: { engine: string; room: string; daysAhead: number }): { link: string; bookingCode: string } {
  const from = addDays(offers().today, daysAhead);
  const args = ['--engine', engine, '--from', from, '--to', addDays(from, 2), '--room', room];
  const printed = execFileSync(
    process.execPath,
    [join(root, 'server/cli/offer-create.ts'), ...args, '--first-name', 'Ana', '--last-name', 'Horvat', '--email', 'ana.horvat@example.com', '--country', 'HR'],
    {
      cwd: root,
      env: { ...process.env, BOOKING_DB: runDatabase() },
      encoding: 'utf8',
    },
  );
  const link = /Guest link: (\/en\/offer\/\S+)/.exec(printed)?.[1];
  if (!link) throw new Error(`offer:create printed no link: ${printed}`);
  return { link, bookingCode: decodeURIComponent(link.split('/').at(-1)!) };
}

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

  /** Picks the estimated arrival time from its list. */
  async arrival(time: string): Promise<void> {
    const field = this.page.getByRole('combobox', { name: this.t('Estimated time of arrival') });
    await field.selectOption(time);
    await expect(field).toHaveValue(time);
  }
}
