import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { addDays } from '../../../src/lib/format/dates.ts';
import { fillBooker, seedCheckout } from './checkout.ts';
import { text } from './frame.ts';
import { scenarios } from './results.ts';

/** The test gateway's cards (README "Test cards"). */
export const CARDS = {
  visa: '4111 1111 1111 1111',
  challenge: '4000 0000 0000 3220',
  decline: '4000 0000 0000 0002',
  error: '4000 0000 0000 0119',
  expired: '4000 0000 0000 0069',
  unexpected: '4000 0000 0000 0259',
} as const;

export const t = (key: string, tokens: Record<string, string | number> = {}) => text('en', key, tokens);

/**
 * Hotel Zadar Riva's checkout, where every card gateway is set to the test
 * gateway: a Standard Double for two nights `daysAhead` days from the
 * seeding day, the booker filled in.
 */
export async function toGatewayCheckout(page: Page, daysAhead: number, email?: string): Promise<CheckoutPage> {
  const from = addDays(scenarios().today, daysAhead);
  await seedCheckout(page, { engine: 'hotel-zadar', from, to: addDays(from, 2), unitTypeName: 'Standard Double Room' });
  await fillBooker(page, 'en', email);
  return new CheckoutPage(page);
}

/** The payment part of the checkout as a guest sees it. */
export class CheckoutPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  method(name: string | RegExp): Locator {
    return this.page.getByRole('radio', { name });
  }

  /** Reads the terms to the end and accepts them. */
  async acceptTerms(): Promise<void> {
    const box = this.page.getByRole('region', { name: t('Terms and conditions') });
    if (await box.count()) await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const accept = this.page.getByRole('checkbox', { name: new RegExp(t('BookNowTOS')) });
    await expect(accept).toBeEnabled();
    await accept.check();
  }

  async fillAddress(): Promise<void> {
    await this.page.getByLabel(t('Address')).fill('Obala kralja Petra Krešimira IV 8');
    await this.page.getByLabel(t('City')).fill('Zadar');
    await this.page.getByLabel(t('Zip code')).fill('23000');
  }

  /** Gateway C as a guest pays with it: the method, the card holder's address, the hosted fields, the terms, Book now. */
  async payByCardstream(card: string): Promise<void> {
    await this.method(/Cardstream/).check();
    await this.fillAddress();
    await this.fillHostedFields(card, '12 / 2030', t('CVV'));
    await this.acceptTerms();
    await this.book();
  }

  /** A frame of the test gateway by its title. */
  frame(title: string): FrameLocator {
    return this.page.frameLocator(`iframe[title="${title}"]`);
  }

  /** The card element of Monri Components or Stripe.js: number, expiry and CVV/CVC in one frame. */
  async fillCardElement(title: string, number: string, cvvLabel = 'CVV'): Promise<void> {
    const frame = this.frame(title);
    await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
    await frame.getByRole('textbox', { name: 'Expiration date' }).fill('1230');
    await frame.getByRole('textbox', { name: cvvLabel }).fill('737');
  }

  /** Single hosted fields, one frame each (Cardstream, Saferpay). */
  async fillHostedFields(number: string, expiry: string, cvvTitle: string): Promise<void> {
    await this.frame(t('Card number'))
      .getByRole('textbox', { name: t('Card number') })
      .fill(number);
    await this.frame(t('Expiration date'))
      .getByRole('textbox', { name: t('Expiration date') })
      .fill(expiry);
    await this.frame(cvvTitle).getByRole('textbox', { name: cvvTitle }).fill('737');
  }

  async book(): Promise<void> {
    await this.page.getByRole('button', { name: t('Book now') }).click();
  }

  /** The 3-D Secure modal. */
  challenge(): Locator {
    return this.page.getByRole('dialog', { name: t('Card verification') });
  }

  challengeFrame(): FrameLocator {
    return this.challenge().frameLocator(`iframe[title="${t('Card verification by your bank')}"]`);
  }

  alert(message: string): Locator {
    return this.page.getByRole('alert').filter({ hasText: message });
  }

  /** The reservation page after a booking: the thank-you and the masked card only. */
  async expectReservation(maskedEnd: string | null = null): Promise<void> {
    await expect(this.page).toHaveURL(/\/en\/reservations\/[A-Za-z0-9_-]{20,}(\?[^#]*)?$/, { timeout: 20_000 });
    await expect(this.page.getByRole('heading', { name: t('ThankYou') })).toBeVisible();
    if (maskedEnd) await expect(this.page.getByText(new RegExp(`•+\\s*${maskedEnd}`)).first()).toBeVisible();
  }

  /** Still on the checkout with everything typed. */
  async expectFormKept(): Promise<void> {
    await expect(this.page).toHaveURL(/\/en\/payment/);
    await expect(this.page.getByLabel(t('First name'))).toHaveValue('Ana');
    await expect(this.page.getByLabel(t('E-mail'))).toHaveValue('ana.horvat@mail.hr');
    await expect(this.page.getByRole('button', { name: t('Book now') })).toBeEnabled();
  }
}
