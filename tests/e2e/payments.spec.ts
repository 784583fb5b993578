import { expect, test } from '@playwright/test';
import { API_URL } from './support/frame.ts';
import { OPEN_DIALOG, expectAccessible, tabTo } from './support/accessibility.ts';
import { CARDS, type CheckoutPage, t, toGatewayCheckout } from './support/payments.ts';

/**
 * Card gateways, 3-D Secure and the hosted payment page at Hotel Zadar
 * Riva, whose gateways are all set to the reference API's test gateway.
 * Every test books its own dates.
 */
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const API_ORIGIN = new URL(API_URL).origin;

/** The guest books with a wallet (`name`, the terms accepted) and is on the hosted payment page. */
async function toHostedPage(checkout: CheckoutPage, name: string): Promise<CheckoutPage> {
  await checkout.method(name).check();
  await checkout.acceptTerms();
  await checkout.book();
  await checkout.page.waitForURL(new RegExp(`^${API_ORIGIN}/api/test-gateway/saferpay/payment-page/`));
  return checkout;
}

test.describe('gateway B (Monri Components) and A (WSPay)', () => {
  test('Monri: the card fields appear once the terms are accepted; an approved card books', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 171);
    await checkout.method(/Monri/).check();
    await expect(page.locator('iframe[title="Secure card payment"]')).toHaveCount(0);
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment', CARDS.visa);
    await checkout.book();
    await checkout.expectReservation('1111');
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain('4111');
  });

  test('Monri: a declined card shows the gateway message and keeps the form', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 174);
    await checkout.method(/Monri/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment', CARDS.decline);
    await checkout.book();
    await expect(checkout.alert('Transaction declined: insufficient funds')).toBeVisible();
    await checkout.expectFormKept();
    await expect(page.getByLabel(t('City'))).toHaveValue('Zadar');
  });

  test('Monri: a booking refused for its e-mail keeps the approved card; put right, Book now books with it, paying once', async ({ page }) => {
    const confirms: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/test-gateway/monri/confirm')) confirms.push(request.url());
    });
    const checkout = await toGatewayCheckout(page, 258, 'ana.horvat@mail.invalid');
    await checkout.method(/Monri/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment', CARDS.visa);
    await checkout.book();
    const refusal = checkout.alert(t('Email doesnt exist'));
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(t('booking.paymentKept'));
    await page.getByLabel(t('E-mail')).fill('ana.horvat@mail.hr');
    await expect(refusal).toBeHidden();
    await checkout.book();
    await checkout.expectReservation('1111');
    expect(confirms).toHaveLength(1);
  });

  test('WSPay: an error object shows its message; another card then books', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 177);
    await checkout.method(/WSPay/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment', CARDS.error);
    await checkout.book();
    await expect(checkout.alert('The payment could not be processed. Please try again in a little while.')).toBeVisible();
    await checkout.expectFormKept();
    await checkout.fillCardElement('Secure card payment', CARDS.visa);
    await checkout.book();
    await checkout.expectReservation('1111');
  });

  test('WSPay: a declined card and an unexpected result show the booking error', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 180);
    await checkout.method(/WSPay/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment', CARDS.unexpected);
    await checkout.book();
    await expect(checkout.alert(t('There was an error during booking'))).toBeVisible();
    await checkout.fillCardElement('Secure card payment', CARDS.decline);
    await checkout.book();
    await expect(checkout.alert('Transaction declined: insufficient funds')).toBeVisible();
    await checkout.expectFormKept();
  });
});

test.describe('gateway D (Stripe)', () => {
  test('an approved card sets up the card and books', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 183);
    await checkout.method(/Stripe/).check();
    await checkout.fillAddress();
    await checkout.fillCardElement('Secure card payment input frame', CARDS.visa, 'CVC');
    await checkout.acceptTerms();
    await checkout.book();
    await checkout.expectReservation('1111');
  });

  test('a declined card and a processing error show Stripe’s messages', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 186);
    await checkout.method(/Stripe/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment input frame', CARDS.decline, 'CVC');
    await checkout.book();
    await expect(checkout.alert('Your card was declined.')).toBeVisible();
    await checkout.fillCardElement('Secure card payment input frame', CARDS.error, 'CVC');
    await checkout.book();
    await expect(checkout.alert('An error occurred while processing your card. Try again in a little bit.')).toBeVisible();
    await checkout.expectFormKept();
  });

  test('no client secret: the payment fails without a message and loading stops', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 189);
    await checkout.method(/Stripe/).check();
    await checkout.fillAddress();
    await checkout.acceptTerms();
    await checkout.fillCardElement('Secure card payment input frame', CARDS.visa, 'CVC');
    await page.route('**/api/payment/stripe/client-secret?**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"response":{}}' }),
    );
    await checkout.book();
    await checkout.expectFormKept();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('gateway C (Cardstream) and its 3-D Secure modal', () => {
  test('hosted fields tokenise, the pre-authorisation approves without a challenge, and the booking keeps the masked card', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 192);
    await checkout.payByCardstream(CARDS.visa);
    await checkout.expectReservation('1111');
  });

  test('a challenge approved in the modal books', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 195);
    await checkout.payByCardstream(CARDS.challenge);
    await expect(checkout.challenge()).toBeVisible();
    const frame = page.locator(`iframe[title="${t('Card verification by your bank')}"]`);
    await expect(frame).toHaveAttribute('width', '420');
    await expect(frame).toHaveAttribute('height', '430');
    await checkout.challengeFrame().getByRole('button', { name: 'Approve' }).click();
    await checkout.expectReservation('3220');
  });

  test('a failed challenge shows its message under the form, the modal closes', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 198);
    await checkout.payByCardstream(CARDS.challenge);
    await checkout.challengeFrame().getByRole('button', { name: 'Fail' }).click();
    await expect(checkout.challenge()).toBeHidden();
    await expect(checkout.alert('3-D Secure authentication failed')).toBeVisible();
    await checkout.expectFormKept();
  });

  test('a declined card fails its pre-authorisation: the decline under the form', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 228);
    await checkout.payByCardstream(CARDS.decline);
    await expect(checkout.alert('CARD DECLINED')).toBeVisible();
    await expect(checkout.challenge()).toBeHidden();
    await checkout.expectFormKept();
  });

  test('closing the 3-D Secure modal fails the payment without a booking; the modal has no WCAG violations and focus goes back to Book now', async ({
    page,
  }) => {
    const checkout = await toGatewayCheckout(page, 201);
    await checkout.payByCardstream(CARDS.challenge);
    await expect(checkout.challengeFrame().getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectAccessible(page, '3-D Secure modal', { within: OPEN_DIALOG, frames: true });
    // From the keyboard: the modal's Close button, before its frame.
    await tabTo(page, checkout.challenge().getByRole('button', { name: t('Close') }), { back: true, max: 6 });
    await page.keyboard.press('Enter');
    await expect(checkout.challenge()).toBeHidden();
    // Book now was disabled while paying (focus lost): with no message to read, focus is back on it.
    const book = page.getByRole('button', { name: t('Book now') });
    await expect(book).toBeEnabled();
    await expect(book).toBeFocused();
    await checkout.expectFormKept();
  });

  test('an invalid card shows the provider’s message; a token failure asks for assistance', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 204);
    await checkout.payByCardstream(CARDS.expired);
    await expect(checkout.alert('Card expired')).toBeVisible();
    await checkout.fillHostedFields(CARDS.error, '12 / 2030', t('CVV'));
    await checkout.book();
    await expect(checkout.alert(t('There was a problem fetching the payment token. Please seek assistance.'))).toBeVisible();
    await checkout.expectFormKept();
  });

  test('a message from another origin is ignored; the frame’s own answer books', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 207);
    await checkout.payByCardstream(CARDS.challenge);
    await expect(checkout.challengeFrame().getByRole('button', { name: 'Approve' })).toBeVisible();
    const forged = { type: 'success', detail: { cardNumberMask: '411111******1111', customerName: 'Mallory', xref: 'FORGED0000000001' } };
    // From the booking site's own page (not the API's origin), then a marker: once the marker arrives, so has the forgery.
    await page.evaluate(
      (message) =>
        new Promise<void>((resolve) => {
          const marker = (event: MessageEvent) => {
            if (event.data !== 'marker') return;
            window.removeEventListener('message', marker);
            resolve();
          };
          window.addEventListener('message', marker);
          window.postMessage(message, '*');
          window.postMessage('marker', '*');
        }),
      forged,
    );
    // From a frame of another origin (a sandboxed one, whose origin is opaque: the page's policy allows no
    // frame from an unknown host) and from a frame of the API's origin that is not the challenge's.
    await page.evaluate(() => {
      const page = window as unknown as { markers: Promise<void> };
      page.markers = new Promise<void>((resolve) => {
        let markers = 0;
        window.addEventListener('message', (event) => {
          if (event.data === 'frame-marker' && ++markers === 2) resolve();
        });
      });
    });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.srcdoc = '<title>Elsewhere</title>';
      frame.title = 'Elsewhere';
      document.body.append(frame);
    });
    await expect.poll(() => page.frames().some((frame) => frame.url() === 'about:srcdoc')).toBe(true);
    const elsewhere = page.frames().find((frame) => frame.url() === 'about:srcdoc')!;
    expect(await elsewhere.evaluate(() => window.origin)).toBe('null');
    const apiField = page.frames().find((frame) => frame.url().startsWith(`${API_ORIGIN}/api/test-gateway/fields/field`))!;
    for (const frame of [elsewhere, apiField]) {
      await frame.evaluate((message) => {
        window.parent.postMessage(message, '*');
        window.parent.postMessage('frame-marker', '*');
      }, forged);
    }
    await page.evaluate(() => (window as unknown as { markers: Promise<void> }).markers);
    await expect(checkout.challenge()).toBeVisible();
    await expect(page).toHaveURL(/\/en\/payment/);
    expect(API_ORIGIN).not.toBe(new URL(page.url()).origin);
    await checkout.challengeFrame().getByRole('button', { name: 'Approve' }).click();
    await checkout.expectReservation('3220');
  });
});

test.describe('gateway E (Saferpay): Fields, 3-D Secure and the hosted payment page', () => {
  test('a 3-D Secure challenge approved in the modal books with the card alias', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 210);
    await checkout.method(/Saferpay/).check();
    await expect(page.locator(`iframe[title="${t('Card number')}"]`)).toHaveCount(0);
    await checkout.acceptTerms();
    await checkout.fillHostedFields(CARDS.challenge, '12/30', t('CVC'));
    await checkout.book();
    await expect(checkout.challenge()).toBeVisible();
    await expect(page.locator(`iframe[title="${t('Card verification by your bank')}"]`)).toHaveAttribute('height', '600');
    await checkout.challengeFrame().getByRole('button', { name: 'Approve' }).click();
    await checkout.expectReservation('3220');
  });

  test('a failed challenge is refused with Card authorisation error, and the card fields are mounted afresh', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 213);
    await checkout.method(/Saferpay/).check();
    await checkout.acceptTerms();
    await checkout.fillHostedFields(CARDS.challenge, '12/30', t('CVC'));
    await checkout.book();
    await checkout.challengeFrame().getByRole('button', { name: 'Fail' }).click();
    // The modal closes with focus in its frame: focus goes to the message.
    await expect(checkout.alert(t('Card authorisation error'))).toBeVisible();
    await expect(checkout.alert(t('Card authorisation error'))).toBeFocused();
    await checkout.expectFormKept();
    await expect(checkout.frame(t('Card number')).getByRole('textbox', { name: t('Card number') })).toHaveValue('');
  });

  test('a processing error at the alias insert shows the booking error and keeps the form', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 231);
    await checkout.method(/Saferpay/).check();
    await checkout.acceptTerms();
    await checkout.fillHostedFields(CARDS.error, '12/30', t('CVC'));
    await checkout.book();
    await expect(checkout.alert(t('There was an error during booking'))).toBeVisible();
    await expect(checkout.challenge()).toBeHidden();
    await checkout.expectFormKept();
  });

  test('closing the 3-D Secure modal shows Card authorisation error', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 216);
    await checkout.method(/Saferpay/).check();
    await checkout.acceptTerms();
    await checkout.fillHostedFields(CARDS.challenge, '12/30', t('CVC'));
    await checkout.book();
    await expect(checkout.challengeFrame().getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(checkout.challenge()).toBeHidden();
    await expect(checkout.alert(t('Card authorisation error'))).toBeVisible();
    await checkout.expectFormKept();
  });

  test('a card refused by the Fields clears the message and stops loading; an approved card books without a challenge', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 219);
    await checkout.method(/Saferpay/).check();
    await checkout.acceptTerms();
    await checkout.fillHostedFields(CARDS.expired, '12/30', t('CVC'));
    await checkout.book();
    await checkout.expectFormKept();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    // The fields come back empty (mounted afresh).
    await expect(checkout.frame(t('Card number')).getByRole('textbox', { name: t('Card number') })).toHaveValue('');
    await checkout.fillHostedFields(CARDS.visa, '12/30', t('CVC'));
    await checkout.book();
    await checkout.expectReservation('1111');
  });

  test('the hosted payment page: PayPal paid on the page, back to the checkout, booked and on the reservation page', async ({ page }) => {
    const checkout = await toGatewayCheckout(page, 222);
    await expect(checkout.method(t('wallet.googlepay-applepay'))).toBeVisible();
    await expect(checkout.method(t('wallet.amex'))).toBeVisible();
    await checkout.method(t('wallet.paypal')).check();
    await checkout.acceptTerms();
    await page.getByRole('checkbox', { name: t('Yes, I would like to receive special offers and news.') }).check();
    await checkout.book();
    await page.waitForURL(new RegExp(`^${API_ORIGIN}/api/test-gateway/saferpay/payment-page/`));
    await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with Google Pay' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await checkout.expectReservation();
    expect(await page.evaluate(() => [sessionStorage.getItem('booker'), sessionStorage.getItem('payment-page-token')])).toEqual([null, null]);
  });

  test('Back from the payment page to the checkout, then Forward and paying there: booked once, with that payment', async ({ page }) => {
    const checkout = await toHostedPage(await toGatewayCheckout(page, 261), t('wallet.paypal'));
    await page.goBack();
    await checkout.expectFormKept();
    await page.goForward();
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    await checkout.expectReservation();
  });

  test('the payment page cancelled: back on the checkout with the booker restored and the query string gone', async ({ page }) => {
    const checkout = await toHostedPage(await toGatewayCheckout(page, 225), t('wallet.googlepay-applepay'));
    await expect(page.getByRole('button', { name: 'Pay with Google Pay' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline the payment' }).click();
    await page.waitForURL(/\/en\/payment$/);
    await expect(checkout.alert(t('Card authorisation error'))).toBeVisible();
    await checkout.expectFormKept();
    await expect(checkout.method(t('wallet.googlepay-applepay'))).toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(t('BookNowTOS')) })).toBeChecked();
  });
});
