import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import { EMPTY_BOOKING_FORM } from '../../../src/lib/checkout/booking-form.ts';
import { bookerRecordKeys } from '../../../src/lib/checkout/booker-record.ts';
import type { PaymentMethod } from '../../../src/lib/types.ts';
import type { PaymentAdapter, PaymentOutcome } from '../../../src/payments/types.ts';
import { safeSessionStorage } from '../../../src/stores/storage.ts';
// What the stores load on demand (the booking rules, the payment page's flow), loaded here first: the flows under
// test then wait for no module to be read and compiled, only for the stores' own promises.
import '../../../src/lib/checkout/booking-check.ts';
import '../../../src/lib/payment/payment-payload.ts';
import '../../../src/stores/payment-page.ts';
import '../../../src/stores/booking-recovery.ts';
import { basketItem } from '../lib/checkout-fixtures.ts';

const api = vi.hoisted(() => ({ bookReservation: vi.fn(), reservationOfAttempt: vi.fn() }));
vi.mock('../../../src/api/reservation.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const pages = vi.hoisted(() => ({ saferpayPaymentPage: vi.fn() }));
vi.mock('../../../src/api/payments.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...pages }));

// The basket the test sets is the stored one (its expiry and first check belong to the basket's own tests).
vi.mock('../../../src/stores/basket.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/stores/basket.ts')>();
  return { ...original, loadStoredBasket: async () => original.$basket.get().length > 0 };
});

const replaced: string[] = [];
const assigned: string[] = [];
vi.stubGlobal('window', {
  location: {
    replace: (url: string) => replaced.push(url),
    assign: (url: string) => assigned.push(url),
    search: '',
    href: 'http://villa-adriatic.localhost/en/payment',
  },
  history: { state: null, replaceState: () => undefined },
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

const { $basket } = await import('../../../src/stores/basket.ts');
const { CHECKOUT_ATTEMPT, checkoutBookingRequest, checkoutForm, openCheckout } = await import('../../../src/stores/checkout.ts');
const { CARD_AGAIN } = await import('../../../src/stores/booking-form.ts');
const { hasPendingAttempt, lastBooking } = await import('../../../src/stores/booking-attempt.ts');
const { $gatewayAdapter, challengeModalsLoading } = await import('../../../src/stores/payment.ts');
const { PART_NOT_LOADED_ERROR } = await import('../../../src/payments/errors.ts');
const { $loading } = await import('../../../src/stores/loading.ts');

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const ENGINE = 1;
const METHODS: PaymentMethod[] = [
  { id: 2, bookingEngineId: ENGINE, settings: null },
  { id: 1, bookingEngineId: ENGINE, settings: { selectedCardTypes: 'visa,mastercard' } },
  { id: 4, bookingEngineId: ENGINE, settings: { authenticityToken: 'monri-test', environment: 'test' } },
  { id: 7, bookingEngineId: ENGINE, settings: { customerId: '245994', selectedWalletTypes: 'paypal' } },
];
const PAGE = {
  lang: 'en',
  engineSlug: 'villa-adriatic',
  currency: 'EUR',
  paymentMethods: METHODS,
  labels: { cardNumber: 'Card number', expirationDate: 'Expiration date', cvv: 'CVV', cvc: 'CVC' },
};
const BOOKER = {
  firstName: 'Ana',
  lastName: 'Horvat',
  email: ' ana@example.com ',
  phone: '+385 91 555 0101',
  country: 'HR',
  estimatedTimeOfArrival: '15:00',
  termsAccepted: true,
};
const CARD = { cardNumber: '4111 1111 1111 1111', cvv: '123', expirationDate: '12/30' };
const monriApproval = { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: 'pan-1' } as const;
const never = () => new Promise<never>(() => undefined);
const settle = async () => {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((done) => setTimeout(done, 0));
};

let exit: () => void = () => undefined;

/** The checkout opens (`search`: the page's query) with a basket, and the guest fills in the booker. */
async function openWith(search = '', fill = true): Promise<void> {
  exit();
  exit = openCheckout(PAGE, search);
  await settle();
  if (fill) checkoutForm.update(BOOKER);
}

/** A gateway whose card fields are mounted (and with them the 3-D Secure modals), approving or declining. */
function mountGateway(outcome: PaymentOutcome): ReturnType<typeof vi.fn> {
  const pay = vi.fn().mockResolvedValue(outcome);
  challengeModalsLoading(Promise.resolve());
  $gatewayAdapter.set({
    gateway: 'monri',
    pay,
    mount: vi.fn(),
    unmount: vi.fn(),
    challengeOutcome: vi.fn(),
    challengeClosed: vi.fn(),
  } as unknown as PaymentAdapter);
  return pay;
}

/** The guest picks PayPal with the terms accepted and books: on to the hosted payment page, whose token is `token`. */
async function toPaymentPage(token: string, redirectUrl: string): Promise<void> {
  checkoutForm.select('7paypal');
  checkoutForm.update({ termsAccepted: true });
  pages.saferpayPaymentPage.mockResolvedValue({ success: true, response: { Token: token, RedirectUrl: redirectUrl } });
  await checkoutForm.submit();
}

beforeEach(() => {
  exit();
  replaced.length = 0;
  assigned.length = 0;
  const keys = bookerRecordKeys();
  for (const key of [CHECKOUT_ATTEMPT, 'last-booking', 'checkout-details', keys.booker, keys.paymentPageToken]) safeSessionStorage().removeItem(key);
  api.bookReservation.mockReset().mockResolvedValue({ success: true, response: { publicId: PUBLIC_ID, internalId: 1 } });
  api.reservationOfAttempt.mockReset().mockRejectedValue(new ApiError(404, ['Reservation not found'], null));
  pages.saferpayPaymentPage.mockReset();
  checkoutForm.$submit.set({ submitting: false, error: null, gatewayError: null });
  $gatewayAdapter.set(null);
  $loading.set(new Set());
  $basket.set([basketItem()]);
});

describe('the booking request', () => {
  it('always carries the guest’s address, city and postal code (02 §7), empty when no form asked for them', () => {
    const values = { ...EMPTY_BOOKING_FORM, ...BOOKER };
    expect(checkoutBookingRequest(values, $basket.get(), 'villa-adriatic', { type: 2 }).guest).toMatchObject({
      email: 'ana@example.com',
      address: '',
      city: '',
      postalCode: '',
    });
    const withAddress = { ...values, address: ' Riva 1 ', city: 'Split', postalCode: '21000' };
    expect(checkoutBookingRequest(withAddress, $basket.get(), 'villa-adriatic', monriApproval).guest).toMatchObject({
      address: 'Riva 1',
      city: 'Split',
      postalCode: '21000',
    });
  });
});

describe('the checkout form', () => {
  it('starts with the basket engine’s first way to pay (02 §4.2) and keeps what was typed for the tab, never card data', async () => {
    await openWith();
    expect(checkoutForm.$choice.get()?.method.id).toBe(2);
    checkoutForm.select('1');
    checkoutForm.update(CARD);
    const kept = safeSessionStorage().getItem('checkout-details') ?? '';
    expect(kept).toContain('+385 91 555 0101');
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain('termsAccepted');
    await openWith('', false);
    expect(checkoutForm.$form.get()).toMatchObject({ choiceKey: '1', values: { phone: '+385 91 555 0101', cardNumber: '', termsAccepted: false } });
  });

  it('checks the form first: nothing is sent, the errors show', async () => {
    await openWith('', false);
    expect(await checkoutForm.submit()).toEqual({ status: 'invalid' });
    expect(Object.keys(checkoutForm.$errors.get())).toEqual(['firstName', 'lastName', 'email', 'phone', 'country', 'estimatedTimeOfArrival', 'termsAccepted']);
    expect(api.bookReservation).not.toHaveBeenCalled();
    checkoutForm.update({ firstName: 'Ana' });
    expect(checkoutForm.$errors.get()).toEqual({});
  });

  it('offers the address the guest probably meant as the e-mail field is left, never changing it without the click', async () => {
    await openWith();
    checkoutForm.update({ email: 'ana@gmial.com' });
    expect(checkoutForm.$emailHint.get()).toBeNull();
    checkoutForm.checkEmail();
    await settle();
    expect(checkoutForm.$emailHint.get()).toBe('ana@gmail.com');
    expect(checkoutForm.$form.get().values.email).toBe('ana@gmial.com');
    // Typing on takes the hint away until the field is left again.
    checkoutForm.update({ email: 'ana@gamil.com' });
    expect(checkoutForm.$emailHint.get()).toBeNull();
    checkoutForm.checkEmail();
    await settle();
    expect(checkoutForm.$emailHint.get()).toBe('ana@gmail.com');
    checkoutForm.takeEmailHint();
    expect(checkoutForm.$form.get().values.email).toBe('ana@gmail.com');
    expect(checkoutForm.$emailHint.get()).toBeNull();
    // A hint that comes after the address changed again is not shown; a known provider gets none.
    checkoutForm.update({ email: 'ana@tcom.hr' });
    checkoutForm.checkEmail();
    checkoutForm.update({ email: 'ana@t-com.hr' });
    await settle();
    expect(checkoutForm.$emailHint.get()).toBeNull();
    checkoutForm.checkEmail();
    await settle();
    expect(checkoutForm.$emailHint.get()).toBeNull();
  });

  it('without a basket goes back to the search', async () => {
    $basket.set([]);
    await openWith('', false);
    expect(replaced).toEqual(['/en/']);
  });

  it('a basket emptied by another tab while the form is open goes back to the search; this tab’s own booking does not', async () => {
    await openWith();
    expect(replaced).toEqual([]);
    // Another tab booked these units: its empty basket reaches this tab through the storage event.
    $basket.set([]);
    expect(replaced).toEqual(['/en/']);

    replaced.length = 0;
    $basket.set([basketItem()]);
    await openWith();
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect($basket.get()).toEqual([]);
    // The page goes on to the reservation (the screen's own redirect), never to the search.
    expect(replaced).toEqual([]);
  });
});

describe('booking from the checkout, by every way to pay', () => {
  it('bank transfer: booked, the basket and the attempt cleared, on to the reservation, remembered for the tab', async () => {
    await openWith();
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(api.bookReservation.mock.calls[0][0]).toMatchObject({ bookingEngine: 'villa-adriatic', payment: { type: 2 }, guest: { email: 'ana@example.com' } });
    expect(checkoutForm.$booked.get()).toBe(PUBLIC_ID);
    expect($basket.get()).toEqual([]);
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(false);
    expect(lastBooking()).toBe(PUBLIC_ID);
    expect(safeSessionStorage().getItem('checkout-details')).toBeNull();
    // The overlay stays while the page leaves.
    expect($loading.get().size).toBe(1);
  });

  it('the card form: the card sent with the card holder of 02 §5.4, an unsupported brand refused first', async () => {
    await openWith();
    checkoutForm.select('1');
    checkoutForm.update({ ...CARD, cardNumber: '3782 822463 10005' });
    expect(await checkoutForm.submit()).toEqual({ status: 'invalid' });
    expect(Object.keys(checkoutForm.$errors.get())).toEqual(['cardNumber']);
    checkoutForm.update(CARD);
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(api.bookReservation.mock.calls[0][0].payment).toEqual({
      type: 1,
      name: 'Ana Horvat',
      expirationDate: '12/30',
      cvv: '123',
      cardNumber: '4111111111111111',
    });
  });

  it('a card gateway: its fields pay, then the booking carries what it approved', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(pay.mock.calls[0][0]).toMatchObject({
      name: 'Ana Horvat',
      guest: { email: 'ana@example.com', address: 'Riva 1' },
      orderInfo: 'Reservation at villa-adriatic',
    });
    expect(api.bookReservation.mock.calls[0][0].payment).toEqual(monriApproval);
  });

  it('a declined card keeps the form and sends nothing; fields not yet mounted say so', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get().error).toBe('There was an error during booking');
    mountGateway({ status: 'failed', message: 'Transaction declined: insufficient funds' });
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get()).toEqual({ submitting: false, error: 'Transaction declined: insufficient funds', gatewayError: null });
    expect($loading.get().size).toBe(0);
    expect(api.bookReservation).not.toHaveBeenCalled();
    expect(checkoutForm.$form.get().values).toMatchObject({ phone: '+385 91 555 0101', address: 'Riva 1' });
  });

  it('a card gateway whose 3-D Secure modals could not be loaded pays nothing and says so: a challenge could not be shown', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    challengeModalsLoading(Promise.reject(new Error('chunk not fetched')));
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get()).toEqual({ submitting: false, error: PART_NOT_LOADED_ERROR, gatewayError: null });
    expect(pay).not.toHaveBeenCalled();
    expect(api.bookReservation).not.toHaveBeenCalled();
    expect($loading.get().size).toBe(0);
    expect(checkoutForm.$form.get().values).toMatchObject({ address: 'Riva 1', termsAccepted: true });
  });

  it('a wallet: the booker record kept and on to the hosted payment page; its return books with the page’s token', async () => {
    await openWith();
    checkoutForm.select('7paypal');
    // Leaving bank transfer for a wallet resets the terms (02 §4.2).
    expect(checkoutForm.$form.get().values.termsAccepted).toBe(false);
    checkoutForm.update({ termsAccepted: true });
    pages.saferpayPaymentPage.mockResolvedValue({
      success: true,
      response: { Token: 'pp-token-1', RedirectUrl: 'https://test.saferpay.com/vt2/api/PaymentPage/1' },
    });
    expect(await checkoutForm.submit()).toEqual({ status: 'busy' });
    expect(assigned).toEqual(['https://test.saferpay.com/vt2/api/PaymentPage/1']);
    expect(api.bookReservation).not.toHaveBeenCalled();

    await openWith('?saferpay-payment-page-redirect=true', false);
    expect(checkoutForm.$form.get()).toMatchObject({ choiceKey: '7paypal', values: { phone: '+385 91 555 0101', termsAccepted: true } });
    expect(api.bookReservation.mock.calls[0][0].payment).toEqual({ type: 7, aliasToken: 'pp-token-1', isPaymentPage: true });
    expect(checkoutForm.$booked.get()).toBe(PUBLIC_ID);
    expect(safeSessionStorage().getItem(bookerRecordKeys().booker)).toBeNull();
  });

  it('Back from the payment page, then Forward and paying there: the return still books with the page’s token', async () => {
    await openWith();
    await toPaymentPage('pp-token-2', 'https://test.saferpay.com/vt2/api/PaymentPage/2');
    // Back: the checkout opens without the return flag, the booker restored, nothing booked.
    await openWith('', false);
    expect(checkoutForm.$form.get()).toMatchObject({ choiceKey: '7paypal', values: { termsAccepted: true } });
    expect(api.bookReservation).not.toHaveBeenCalled();
    // Forward to the page, paid there: back with the flag.
    await openWith('?saferpay-payment-page-redirect=true', false);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
    expect(api.bookReservation.mock.calls[0][0]).toMatchObject({
      payment: { type: 7, aliasToken: 'pp-token-2', isPaymentPage: true },
      guest: { firstName: 'Ana', email: 'ana@example.com' },
    });
    expect(checkoutForm.$booked.get()).toBe(PUBLIC_ID);
  });

  it('a payment page that cannot be opened keeps the guest on the form with a message', async () => {
    await openWith();
    checkoutForm.select('7paypal');
    // Leaving bank transfer for a wallet resets the terms (02 §4.2).
    expect(checkoutForm.$form.get().values.termsAccepted).toBe(false);
    checkoutForm.update({ termsAccepted: true });
    pages.saferpayPaymentPage.mockRejectedValue(new ApiError(502, [], null));
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get().error).toBe('We could not open the payment page. Please try again.');
    expect(assigned).toEqual([]);
  });
});

describe('errors and retries', () => {
  it('a definite refusal shows its message, keeps the basket and the key for the same stay', async () => {
    await openWith();
    api.bookReservation.mockRejectedValueOnce(new ApiError(400, ['UnitType is not available'], null));
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get().error).toBe('UnitType is not available');
    expect($basket.get()).toHaveLength(1);
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(false);
    api.bookReservation.mockRejectedValueOnce(new ApiError(409, ['The price of your stay has changed. Please review it and book again.'], null));
    await checkoutForm.submit();
    expect(checkoutForm.$submit.get().error).toBe('The price of your stay has changed. Please review it and book again.');
    const [first, second] = api.bookReservation.mock.calls.map((call) => call[1]);
    expect(second).toBe(first);
  });

  it('a gateway’s approval outlives a refusal of the booking: the guest corrects it and books with it, paying once', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    api.bookReservation.mockRejectedValueOnce(new ApiError(400, ['Email doesnt exist'], [{ message: 'Email doesnt exist' }]));
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get()).toEqual({ submitting: false, error: 'Email doesnt exist', gatewayError: null, paymentKept: true });
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(false);
    // A reload now books nothing by itself: the guest first puts the address right.
    await openWith('', false);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
    checkoutForm.update({ email: 'ana.horvat@example.com', termsAccepted: true });
    expect(checkoutForm.$submit.get().paymentKept).toBeUndefined();
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(pay).toHaveBeenCalledTimes(1);
    const [first, second] = api.bookReservation.mock.calls;
    expect([second[0].payment, second[0].guest.email, second[1]]).toEqual([monriApproval, 'ana.horvat@example.com', first[1]]);
  });

  it('a refusal of the payment itself drops it: the next Book now pays again, through a new adapter (a client secret pays once)', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    await settle();
    const adapter = checkoutForm.$adapter.get();
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    const reused = 'This card payment was already used for a booking';
    api.bookReservation.mockRejectedValueOnce(new ApiError(400, [reused], [{ message: reused, field: 'payment' }]));
    await checkoutForm.submit();
    expect(checkoutForm.$submit.get()).toEqual({ submitting: false, error: 'There was an error during booking', gatewayError: null });
    expect(checkoutForm.$adapter.get()).not.toBe(adapter);
    const again = { ...monriApproval, monriToken: 'pan-2' };
    pay.mockResolvedValueOnce({ status: 'approved', payment: again });
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(pay).toHaveBeenCalledTimes(2);
    expect(api.bookReservation.mock.calls[1][0].payment).toEqual(again);
  });

  it('a payment held for one way to pay is let go when the guest books with another', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    mountGateway({ status: 'approved', payment: monriApproval });
    api.bookReservation.mockRejectedValueOnce(new ApiError(400, ['Email doesnt exist'], null));
    await checkoutForm.submit();
    checkoutForm.select('2');
    checkoutForm.update({ termsAccepted: true });
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(api.bookReservation.mock.calls[1][0].payment).toEqual({ type: 2 });
  });

  it('a held payment serves only the way to pay that approved it: another one chosen pays with that one', async () => {
    await openWith();
    await toPaymentPage('pp-token-3', 'https://test.saferpay.com/vt2/api/PaymentPage/3');
    api.bookReservation.mockRejectedValueOnce(new ApiError(400, ['Email doesnt exist'], null));
    await openWith('?saferpay-payment-page-redirect=true', false);
    expect(checkoutForm.$submit.get().paymentKept).toBe(true);
    // PayPal's approval is held; the guest now picks a card gateway: its card pays, PayPal's approval is let go.
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true, email: 'ana.horvat@example.com' });
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(api.bookReservation.mock.calls.map((call) => call[0].payment.type)).toEqual([7, 4]);
  });

  it('a lookup refused for too many lookups is no refusal: the approval stays in flight and the next Book now finds the booking', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    api.bookReservation.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null));
    await checkoutForm.submit();
    api.reservationOfAttempt.mockRejectedValueOnce(new ApiError(429, ['Too many lookups'], null));
    expect(await checkoutForm.submit()).toEqual({ status: 'failed' });
    expect(checkoutForm.$submit.get().error).toBe('booking.paidNotBooked');
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(true);
    api.reservationOfAttempt.mockResolvedValueOnce(PUBLIC_ID);
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
  });

  it('a lost answer stays in flight: the next Book now finds the booking the key made instead of booking again', async () => {
    await openWith();
    api.bookReservation.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null));
    await checkoutForm.submit();
    expect(checkoutForm.$submit.get().error).toBe('There was an error during booking');
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(true);
    const key = api.bookReservation.mock.calls[0][1];
    api.reservationOfAttempt.mockResolvedValueOnce(PUBLIC_ID);
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    expect(api.reservationOfAttempt).toHaveBeenCalledWith(key);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
  });
});

describe('a reload while a booking is in flight', () => {
  it('bank transfer: the very request is sent again under its key, and the guest lands on the one reservation', async () => {
    await openWith();
    api.bookReservation.mockReturnValueOnce(never());
    void checkoutForm.submit();
    await settle();
    // The page reloads: the same tab opens the checkout again.
    checkoutForm.$submit.set({ submitting: false, error: null, gatewayError: null });
    await openWith('', false);
    expect(api.bookReservation).toHaveBeenCalledTimes(2);
    expect(api.bookReservation.mock.calls[1]).toEqual(api.bookReservation.mock.calls[0]);
    expect(checkoutForm.$booked.get()).toBe(PUBLIC_ID);
  });

  it('the card form: never kept, the booking found by its key; if it never arrived, the card is asked for again', async () => {
    await openWith();
    checkoutForm.select('1');
    checkoutForm.update(CARD);
    api.bookReservation.mockReturnValueOnce(never());
    void checkoutForm.submit();
    await settle();
    const kept = safeSessionStorage().getItem(CHECKOUT_ATTEMPT) ?? '';
    expect(kept).toContain('"sent"');
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain('"123"');
    checkoutForm.$submit.set({ submitting: false, error: null, gatewayError: null });
    await openWith('', false);
    expect(checkoutForm.$submit.get()).toEqual({ submitting: false, error: CARD_AGAIN, gatewayError: null });
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
    expect($basket.get()).toHaveLength(1);
  });

  it('a card gateway’s approval is kept before the booking goes out: a reload books with it, never paying again', async () => {
    await openWith();
    checkoutForm.select('4');
    checkoutForm.update({ address: 'Riva 1', city: 'Split', postalCode: '21000', termsAccepted: true });
    const pay = mountGateway({ status: 'approved', payment: monriApproval });
    api.bookReservation.mockRejectedValueOnce(new ApiError(503, [], null));
    await checkoutForm.submit();
    await openWith('', false);
    expect(pay).toHaveBeenCalledTimes(1);
    expect(api.bookReservation.mock.calls.map((call) => [call[0].payment, call[1]])).toEqual([
      [monriApproval, api.bookReservation.mock.calls[0][1]],
      [monriApproval, api.bookReservation.mock.calls[0][1]],
    ]);
    expect(checkoutForm.$booked.get()).toBe(PUBLIC_ID);
  });

  it('the payment page opened again after its booking: on to that reservation, nothing paid or booked again', async () => {
    await openWith();
    expect(await checkoutForm.submit()).toEqual({ status: 'booked', publicId: PUBLIC_ID });
    // Back to the payment page, which sends the guest to the checkout's return address once more: no basket any more.
    await openWith('?saferpay-payment-page-redirect=true', false);
    expect(replaced).toEqual([`/en/reservations/${PUBLIC_ID}`]);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
  });

  it('nothing in flight: nothing is sent on opening', async () => {
    await openWith();
    expect(api.bookReservation).not.toHaveBeenCalled();
    expect(checkoutForm.$submit.get().submitting).toBe(false);
  });
});
