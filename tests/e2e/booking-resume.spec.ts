import { expect, test, type Page } from '@playwright/test';
import { holdBookingAnswer, reservationsOf } from './support/booking.ts';
import { fillBooker, openCheckout } from './support/checkout.ts';
import { API_URL, siteUrl } from './support/frame.ts';
import { createGatewayOffer, OfferScreens } from './support/offer.ts';
import { CARDS, CheckoutPage, t, toGatewayCheckout } from './support/payments.ts';

/**
 * A booking in flight survives anything the browser does: the page is
 * reloaded while the booking call is out (the test holds its answer after
 * the API booked), and the guest ends on that one reservation, never
 * paying or booking twice; Back after paying on the hosted payment page
 * offers no second payment.
 */

const API_ORIGIN = new URL(API_URL).origin;
/** POST /reservation (the client adds the page's language and currency as a query). */
const BOOKING_CALL = /\/api\/reservation(\?.*)?$/;

/** Reloads while the held booking is out, and expects the guest on the reservation the API made. */
async function reloadMidBooking(page: Page, held: Awaited<ReturnType<typeof holdBookingAnswer>>): Promise<string> {
  const publicId = await held.booked;
  expect(publicId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  // The reloaded page finishes the booking and moves on by itself, maybe before its own load event.
  await page.reload({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`/en/reservations/${publicId}(\\?[^#]*)?$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: t('ThankYou') })).toBeVisible();
  return publicId;
}

// Each test books, holds the answer, reloads or goes Back and books again: 16–27 s on a quiet 2-core machine, too near 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('a reload while the booking call is in flight books exactly once', () => {
  test('bank transfer', async ({ page }) => {
    const email = 'resume.bank@example.com';
    await openCheckout(page, { daysAhead: 366 });
    await fillBooker(page, 'en', email);
    await page.getByRole('radio', { name: t('Bank transfer') }).check();
    await page.getByRole('checkbox', { name: new RegExp(t('BookNowTOS')) }).check();
    const held = await holdBookingAnswer(page, BOOKING_CALL);
    await page.getByRole('button', { name: t('Book now') }).click();
    const publicId = await reloadMidBooking(page, held);
    expect(reservationsOf(email)).toEqual([publicId]);
    // The basket is gone with the booking: the checkout sends the guest back to the search.
    expect(await page.evaluate(() => localStorage.getItem('basket'))).toBeNull();
  });

  test('the card form (the card itself is never kept: the booking is found by its key)', async ({ page }) => {
    const email = 'resume.card@example.com';
    await openCheckout(page, { daysAhead: 369 });
    await fillBooker(page, 'en', email);
    await page.getByRole('radio', { name: t('Credit card') }).check();
    await page.getByLabel(t('Card number')).fill(CARDS.visa);
    await page.getByLabel(t('CVV')).fill('123');
    await page.getByLabel(t('Expiration date')).fill('1230');
    await page.getByRole('checkbox', { name: new RegExp(t('BookNowTOS')) }).check();
    const held = await holdBookingAnswer(page, BOOKING_CALL);
    await page.getByRole('button', { name: t('Book now') }).click();
    await held.booked;
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4111');
    expect(stored).not.toContain('"123"');
    const publicId = await reloadMidBooking(page, held);
    expect(reservationsOf(email)).toEqual([publicId]);
  });

  test('a card gateway with 3-D Secure (Saferpay): no second payment', async ({ page }) => {
    const email = 'resume.saferpay@example.com';
    const checkout = await toGatewayCheckout(page, 234, email);
    await checkout.method(/Saferpay/).check();
    await checkout.acceptTerms();
    await checkout.fillHostedFields(CARDS.challenge, '12/30', t('CVC'));
    const held = await holdBookingAnswer(page, BOOKING_CALL);
    await checkout.book();
    await expect(checkout.challenge()).toBeVisible();
    await checkout.challengeFrame().getByRole('button', { name: 'Approve' }).click();
    const publicId = await reloadMidBooking(page, held);
    expect(reservationsOf(email)).toEqual([publicId]);
  });

  test('a card gateway (Monri) whose booking answer is lost: the guest is told the payment is kept, and Book now again books once', async ({ page }) => {
    const email = 'resume.lost@example.com';
    const checkout = await toGatewayCheckout(page, 243, email);
    await checkout.method(/Monri/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment', CARDS.visa);
    // The booking calls never reach the API (the connection drops, the client's own tries too); the gateway has approved the payment by then.
    let offline = true;
    await page.route(BOOKING_CALL, (route) => (offline && route.request().method() === 'POST' ? route.abort('connectionreset') : route.fallback()));
    await checkout.book();
    await expect(page.getByText(t('booking.paidNotBooked'))).toBeVisible();
    expect(reservationsOf(email)).toEqual([]);
    offline = false;
    await checkout.book();
    await checkout.expectReservation('1111');
    expect(reservationsOf(email)).toHaveLength(1);
  });

  test('the hosted payment page (PayPal); Back after paying offers no second payment and ends on the same reservation', async ({ page }) => {
    const email = 'resume.paypal@example.com';
    const checkout = await toGatewayCheckout(page, 237, email);
    await checkout.method(t('wallet.paypal')).check();
    await checkout.acceptTerms();
    await checkout.book();
    await page.waitForURL(new RegExp(`^${API_ORIGIN}/api/test-gateway/saferpay/payment-page/`));
    const held = await holdBookingAnswer(page, BOOKING_CALL);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const publicId = await reloadMidBooking(page, held);
    expect(reservationsOf(email)).toEqual([publicId]);

    // Back: the payment page knows it was paid, and sends the guest on to the same reservation.
    await page.goBack();
    await page.waitForURL(new RegExp(`^${API_ORIGIN}/api/test-gateway/saferpay/payment-page/`));
    await expect(page.getByRole('heading', { name: 'This payment is complete' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back to the booking site' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/reservations/${publicId}(\\?[^#]*)?$`));
    await expect(page.getByRole('heading', { name: t('ThankYou') })).toBeVisible();
    // The reservation names what the guest paid with on the page, not the gateway's 'Card payment'.
    await expect(page.getByText(`${t('labelColon', { label: t('Preferred payment method') })} ${t('wallet.paypal')}`, { exact: true })).toBeVisible();
    expect(reservationsOf(email)).toEqual([publicId]);
  });

  test('an offer accepted with bank transfer', async ({ page }) => {
    const { link, bookingCode } = createGatewayOffer(320);
    const screens = new OfferScreens(page);
    await page.goto(siteUrl('hotel-zadar', `${link}/payment`));
    await expect(page.getByRole('heading', { level: 1, name: screens.t('Offer #%code%', { code: bookingCode }) })).toBeVisible();
    await page.getByLabel(screens.t('Phone')).fill('+385 91 555 0101');
    await screens.arrival('14:00');
    const payment = new CheckoutPage(page);
    await payment.acceptTerms();
    const held = await holdBookingAnswer(page, /\/api\/offer\/[^/]+\/[^/]+\/accept(\?.*)?$/);
    await payment.book();
    await reloadMidBooking(page, held);
  });
});

test('the payment page’s return opened with nothing to book goes back to the search instead of loading for ever', async ({ page }) => {
  await page.goto(siteUrl('hotel-zadar', '/en/payment?saferpay-payment-page-redirect=true'));
  await expect(page).toHaveURL(/\/en\/?(\?.*)?$/);
  await expect(page.getByRole('button', { name: t('Search') }).first()).toBeVisible();
});
