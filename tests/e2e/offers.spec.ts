import { expect, test, type Page } from '@playwright/test';
import { API_URL, Frame, siteUrl, text } from './support/frame.ts';
import { createGatewayOffer, OfferScreens, offers } from './support/offer.ts';
import { CARDS, CheckoutPage } from './support/payments.ts';
import type { DemoOfferKey } from '../../server/seed/offer-scenarios.ts';

const INVALID: DemoOfferKey[] = ['expired', 'withdrawn', 'deleted', 'inPast', 'unavailable'];

test.describe('offers', () => {
  test('an offer that cannot be accepted shows why, and its payment screen leads back to it', async ({ page }) => {
    const screens = new OfferScreens(page);
    for (const key of INVALID) {
      const offer = await screens.open(key);
      await expect(screens.banner()).toHaveText(screens.t(offer.message!));
      await expect(screens.continueLink()).toHaveCount(0);
    }
    const expired = offers().expired;
    await page.goto(screens.url(expired, 'payment'));
    await expect(page).toHaveURL(screens.url(expired));
    await expect(screens.banner()).toHaveText(screens.t('This offer has expired.'));
    await expect(screens.bookNow()).toHaveCount(0);
  });

  test('reviews an offer, its details and prices by day, pays by bank transfer, and the offer is then taken', async ({ page }) => {
    const screens = new OfferScreens(page);
    const t = (key: string, tokens: Record<string, string | number> = {}) => screens.t(key, tokens);
    const offer = await screens.open('valid');
    await expect(screens.banner()).toHaveCount(0);

    // Two identical apartments make one card of 2 rooms; the family room another.
    await expect(page.getByRole('article')).toHaveCount(2);
    const apartments = screens.card('Two-Bedroom Apartment with Sea View');
    await expect(apartments.getByText(t('rooms_other', { count: 2 }))).toBeVisible();
    await expect(apartments.getByText(t('Persons: %occupancy%', { occupancy: '4-6' }))).toBeVisible();
    await expect(apartments.getByText('Returning guest -10%')).toBeVisible();
    await expect(apartments.getByText(/Breakfast/)).toBeVisible();
    // The tourist tax this rate leaves out of its totals is named as paid at the property.
    await expect(apartments.getByText(t('(Paid at the property)'), { exact: false })).toBeVisible();
    await expect(screens.bar().getByText(t('Selected rooms'))).toBeVisible();
    await expect(screens.bar().getByRole('definition').first()).toHaveText('3');

    // More details: a dialog with the amenities and the map, closed with Escape.
    const more = apartments.getByRole('button', { name: t('More details'), exact: true });
    await more.click();
    const details = page.getByRole('dialog', { name: 'Two-Bedroom Apartment with Sea View' });
    await expect(details.getByRole('heading', { name: t('Amenities') })).toBeVisible();
    await expect(details.getByRole('link', { name: /map|Map/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    await expect(more).toBeFocused();

    // Prices by day, opened from the keyboard.
    const byDay = apartments.getByRole('button', { name: t('See prices by day') });
    await byDay.focus();
    await page.keyboard.press('Enter');
    const breakdown = page.getByRole('dialog', { name: t('Price breakdown') });
    await expect(breakdown).toBeVisible();
    const nights = breakdown.getByRole('table', { name: t('Accommodation') });
    await expect(nights.getByRole('columnheader', { name: t('Date') })).toBeVisible();
    await expect(nights.getByRole('row')).toHaveCount(5);
    await expect(breakdown.getByRole('table', { name: t('Services') }).getByRole('row', { name: /Final cleaning/ })).toBeVisible();
    await expect(breakdown.getByRole('table', { name: t('Tourist taxes') })).toBeVisible();
    await expect(breakdown.getByText(t('Total per unit'))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(breakdown).toBeHidden();
    await expect(byDay).toBeFocused();

    await screens.continueLink().click();
    await expect(page).toHaveURL(screens.url(offer, 'payment'));
    await expect(page.getByRole('heading', { name: t('Booker details') })).toBeVisible();

    // What the property knows of the booker is filled in and cannot be changed.
    await expect(page.getByLabel(t('First name'))).toHaveValue('Ana');
    await expect(page.getByLabel(t('First name'))).toBeDisabled();
    await expect(page.getByLabel(t('E-mail'))).toHaveValue('ana.horvat@example.com');
    await expect(page.getByLabel(t('E-mail'))).toBeDisabled();
    // The whole address shows in its box, on a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.getByLabel(t('E-mail')).evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(page.getByRole('combobox', { name: t('Country') })).toBeDisabled();
    await expect(page.getByLabel(t('Phone'))).toBeEnabled();

    // Bank transfer is preselected; the summary lists every item.
    await expect(page.getByRole('radio', { name: t('Bank transfer') })).toBeChecked();
    await expect(page.getByText(/To confirm your reservation, please pay a prepayment of/)).toBeVisible();
    const summary = page.getByRole('complementary', { name: t('Reservation summary') });
    await expect(summary.getByRole('heading', { name: '2 x Two-Bedroom Apartment with Sea View' })).toBeVisible();
    await expect(summary.getByText(t('Total cost'))).toBeVisible();
    await expect(summary.getByText(/VAT \(13%\) included in price/)).toBeVisible();
    // The tourist tax the rate leaves out, as the cards say, paid at the property.
    await expect(summary.getByText(t('Tourist tax is not included in total and is paid at property'), { exact: false })).toBeVisible();

    await expect(screens.bookNow()).toBeDisabled();
    await page.getByLabel(t('Phone')).fill('+385 91 555 0101');
    await screens.arrival('15:00');
    await page.getByLabel(t('Message')).fill('We arrive by ferry.');
    await screens.terms().check();
    await screens.bookNow().click();

    await expect(page).toHaveURL(/\/en\/reservations\/[A-Za-z0-9_-]{20,}(\?[^#]*)?$/);
    await expect(page.getByRole('heading', { name: t('ThankYou') })).toBeVisible();
    await expect(page.getByText('SWIFT/BIC')).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: t('Reservation summary') })
        .getByText(t('Tourist tax is not included in total and is paid at property'), { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('Message') })).toHaveValue('We arrive by ferry.');
    const reservation = new URL(page.url()).pathname;

    // The offer is a reservation now: its screen says it was accepted, and does not lead to the reservation.
    await screens.open(offer);
    await expect(screens.banner()).toHaveText(t('Booking is not available.'));
    await expect(page.getByText(t('offer.accepted'))).toBeVisible();
    await expect(screens.continueLink()).toHaveCount(0);
    await expect(page.locator(`a[href*="${reservation.split('/').pop()}"]`)).toHaveCount(0);
  });

  test('a company pays an offer by card', async ({ page }) => {
    const screens = new OfferScreens(page);
    const t = (key: string) => screens.t(key);
    const offer = await screens.open('company', 'payment');

    await expect(page.getByLabel(t('Company name'))).toHaveValue('Adriatic Travel d.o.o.');
    await expect(page.getByLabel(t('Company name'))).toBeDisabled();
    await expect(page.getByLabel(t('Company VAT id'))).toHaveValue('HR12345678901');
    await expect(page.getByLabel(t('First name'))).toHaveCount(0);
    await expect(page.getByLabel(t('Phone'))).toBeDisabled();

    await page.getByRole('radio', { name: t('Credit card') }).check();
    await page.getByLabel(t('Card number')).fill('4111 1111 1111 1111');
    await page.getByLabel(t('CVV')).fill('123');
    await page.getByLabel(t('Expiration date')).fill('1230');
    await expect(page.getByLabel(t('Expiration date'))).toHaveValue('12/30');
    await expect(page.getByRole('complementary').getByText(/Adriatic Travel d\.o\.o\. · 4111 11•• •••• 1111/)).toBeVisible();

    // Checked before anything is sent.
    await screens.terms().check();
    await screens.bookNow().click();
    await expect(page.getByRole('alert').filter({ hasText: t('form.errorsBelow') })).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('Estimated time of arrival') })).toHaveAttribute('aria-invalid', 'true');

    await screens.arrival('18:00');
    await screens.bookNow().click();
    await expect(page).toHaveURL(/\/en\/reservations\//);
    await expect(page.getByRole('heading', { name: text('en', 'ThankYou') })).toBeVisible();
    await expect(page.getByText(/••••/)).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4111111111111111');

    await screens.open(offer);
    await expect(screens.banner()).toHaveText(t('Booking is not available.'));
  });

  test('a failed acceptance keeps the form, and a property that is not VAT registered says so', async ({ page }) => {
    const screens = new OfferScreens(page);
    const t = (key: string) => screens.t(key);
    await screens.open('notVatRegistered', 'payment');
    // Bank transfer is the only way to pay: no choice to make.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByText(t('Property is not VAT registered, so VAT is not applicable'))).toBeVisible();
    await expect(page.getByLabel(t('E-mail'))).toBeDisabled();

    await page.getByLabel(t('First name')).fill('Marko');
    await page.getByLabel(t('Last name')).fill('Kovač');
    await page.getByLabel(t('Phone')).fill('+385 91 555 0199');
    const country = page.getByRole('combobox', { name: t('Country') });
    await country.fill('Sloven');
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await screens.arrival('21:00');
    await screens.terms().check();

    await page.route('**/api/offer/**/accept?**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '[{"message":"Server down"}]' }),
    );
    await screens.bookNow().click();
    await expect(page.getByRole('alert').filter({ hasText: text('en', 'There was an error during booking') })).toBeVisible();
    await expect(page.getByLabel(t('First name'))).toHaveValue('Marko');
    await expect(country).toHaveValue('Slovenia');
    await expect(screens.terms()).toBeChecked();
    await expect(screens.bookNow()).toBeEnabled();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test('a new language loads the offer in it', async ({ page }) => {
    const screens = new OfferScreens(page);
    const offer = await screens.open('withdrawn');
    await expect(page.getByRole('heading', { name: 'Studio Marjan' })).toBeVisible();
    await new Frame(page).ready();
    await new Frame(page).languageButton(/^Language:/).click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(new OfferScreens(page, 'de').url(offer));
    const german = new OfferScreens(page, 'de');
    await expect(page.getByText(german.t('Offer valid until'))).toBeVisible();
    await expect(german.banner()).toHaveText(german.t('Offer is no longer available.'));
    await expect(page.getByRole('heading', { level: 3, name: 'Flexibler Tarif' })).toBeVisible();
  });
});

test.describe('offers paid through the card gateways (Hotel Zadar Riva, test gateway)', () => {
  test.describe.configure({ timeout: 90_000 });

  /** A fresh offer's payment screen, the booker's phone and arrival time filled in. */
  async function toOfferPayment(page: Page, daysAhead: number): Promise<{ screens: OfferScreens; payment: CheckoutPage; link: string }> {
    const { link, bookingCode } = createGatewayOffer(daysAhead);
    const screens = new OfferScreens(page);
    await page.goto(siteUrl('hotel-zadar', `${link}/payment`));
    await expect(page.getByRole('heading', { level: 1, name: screens.t('Offer #%code%', { code: bookingCode }) })).toBeVisible();
    await expect(page.getByLabel(screens.t('E-mail'))).toBeDisabled();
    // Bank transfer comes preselected on the offer form (02 §3.1).
    await expect(page.getByRole('radio', { name: screens.t('Bank transfer') })).toBeChecked();
    await page.getByLabel(screens.t('Phone')).fill('+385 91 555 0101');
    await screens.arrival('14:00');
    return { screens, payment: new CheckoutPage(page), link };
  }

  test('Monri: the card fields appear once the terms are read and accepted; an approved card accepts the offer', async ({ page }) => {
    const { screens, payment, link } = await toOfferPayment(page, 301);
    await payment.method(/Monri/).check();
    await expect(page.getByRole('region', { name: screens.t('Terms and conditions') })).toBeVisible();
    await expect(page.locator('iframe[title="Secure card payment"]')).toHaveCount(0);
    await payment.fillAddress();
    await payment.acceptTerms();
    await payment.fillCardElement('Secure card payment', CARDS.visa);
    await payment.book();
    await payment.expectReservation('1111');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4111');

    await page.goto(siteUrl('hotel-zadar', link));
    await expect(screens.banner()).toHaveText(screens.t('Booking is not available.'));
  });

  test('Monri: a declined card shows the gateway message and keeps the form', async ({ page }) => {
    const { screens, payment } = await toOfferPayment(page, 305);
    await payment.method(/Monri/).check();
    await payment.fillAddress();
    await payment.acceptTerms();
    await payment.fillCardElement('Secure card payment', CARDS.decline);
    await payment.book();
    await expect(payment.alert('Transaction declined: insufficient funds')).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(page.getByLabel(screens.t('Phone'))).toHaveValue('+385 91 555 0101');
    await expect(page.getByLabel(screens.t('City'))).toHaveValue('Zadar');
    await expect(screens.bookNow()).toBeEnabled();
  });

  test('Saferpay: a 3-D Secure challenge approved in the modal accepts the offer', async ({ page }) => {
    const { screens, payment } = await toOfferPayment(page, 309);
    await payment.method(/Saferpay/).check();
    await payment.acceptTerms();
    await payment.fillHostedFields(CARDS.challenge, '12/30', screens.t('CVC'));
    await payment.book();
    await expect(payment.challenge()).toBeVisible();
    await payment.challengeFrame().getByRole('button', { name: 'Approve' }).click();
    await payment.expectReservation('3220');
  });

  test('the hosted payment page: PayPal paid there, back on the offer, accepted, the booker record under the offer keys gone', async ({ page }) => {
    const { payment } = await toOfferPayment(page, 313);
    await payment.method(text('en', 'wallet.paypal')).check();
    await payment.acceptTerms();
    await payment.book();
    await page.waitForURL(new RegExp(`^${new URL(API_URL).origin}/api/test-gateway/saferpay/payment-page/`));
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await payment.expectReservation();
    expect(
      await page.evaluate(() => [
        sessionStorage.getItem('booking-engine-hotel-zadar-booker'),
        sessionStorage.getItem('booking-engine-hotel-zadar-payment-page-token'),
      ]),
    ).toEqual([null, null]);
  });

  test('the payment page declined: back on the offer with the booker and the choice restored', async ({ page }) => {
    const { screens, payment, link } = await toOfferPayment(page, 317);
    await payment.method(text('en', 'wallet.googlepay-applepay')).check();
    await payment.acceptTerms();
    await payment.book();
    await page.waitForURL(new RegExp(`^${new URL(API_URL).origin}/api/test-gateway/saferpay/payment-page/`));
    await page.getByRole('button', { name: 'Decline the payment' }).click();
    await page.waitForURL(siteUrl('hotel-zadar', `${link}/payment`));
    await expect(payment.alert(screens.t('Card authorisation error'))).toBeVisible();
    await expect(payment.method(text('en', 'wallet.googlepay-applepay'))).toBeChecked();
    await expect(page.getByLabel(screens.t('Phone'))).toHaveValue('+385 91 555 0101');
    await expect(screens.terms()).toBeChecked();
  });
});
