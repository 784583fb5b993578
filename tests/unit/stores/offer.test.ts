import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import { reshapeOffer, type LoadedOffer } from '../../../src/api/offer.ts';
import { message } from '../../../src/lib/format/messages.ts';
import type { OfferBooker, OfferPayload } from '../../../src/lib/offer/offer-contract.ts';
import type { BookingEngine } from '../../../src/lib/types.ts';
import { $config } from '../../../src/stores/config.ts';
import { bookerRecordKeys } from '../../../src/lib/checkout/booker-record.ts';
import type { PaymentAdapter, PaymentOutcome } from '../../../src/payments/types.ts';
import { $loading } from '../../../src/stores/loading.ts';
import { $gatewayAdapter, challengeModalsLoading } from '../../../src/stores/payment.ts';
import { safeSessionStorage } from '../../../src/stores/storage.ts';
// What the stores load on demand (the booking rules, the payment page's flow), loaded here first: the flows under
// test then wait for no module to be read and compiled, only for the stores' own promises.
import '../../../src/lib/checkout/booking-check.ts';
import '../../../src/lib/payment/payment-payload.ts';
import '../../../src/stores/payment-page.ts';
import '../../../src/stores/booking-recovery.ts';
import { apartment, utc } from '../lib/offer-fixtures.ts';

const api = vi.hoisted(() => ({ fetchOffer: vi.fn(), acceptOffer: vi.fn() }));
vi.mock('../../../src/api/offer.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
const attempts = vi.hoisted(() => ({ reservationOfAttempt: vi.fn() }));
vi.mock('../../../src/api/reservation.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...attempts }));

const {
  $offer,
  $offerAccepted,
  $offerBookability,
  $offerBookable,
  $offerChoice,
  $offerChoices,
  $offerErrors,
  $offerForm,
  $offerSubmit,
  markTermsRead,
  openOffer,
  selectOfferChoice,
  submitOffer,
  updateOfferForm,
} = await import('../../../src/stores/offer.ts');
const { showOffer } = await import('../../../src/stores/offer-view.ts');

const REF = { offerUuid: '3f1c2d4e-0000-4000-8000-000000000001', bookingCode: 'VA-7KQ2M9XD4T' };
const NOW = new Date('2027-03-01T09:00:00Z');

const booker = (changes: Partial<OfferBooker> = {}): OfferBooker => ({
  isGuest: true,
  firstName: 'Ana',
  lastName: 'Horvat',
  name: null,
  legalId: null,
  email: 'ana.horvat@mail.hr',
  phone: null,
  addres: null,
  countryId: 'HR',
  isNewsletterSubscribed: true,
  ...changes,
});

const engine = {
  id: 3,
  slug: 'villa-adriatic',
  currency: 'EUR',
  termsOfService: 'House rules.',
  isVatRegistered: true,
  vatRate: 13,
  paymentMethods: [
    { id: 1, bookingEngineId: 3, settings: { selectedCardTypes: 'visa,mastercard' } },
    { id: 2, bookingEngineId: 3, settings: null },
    { id: 7, bookingEngineId: 3, settings: { customerId: '245994', selectedWalletTypes: 'paypal' } },
    { id: 4, bookingEngineId: 3, settings: { authenticityToken: 'monri-test', environment: 'test' } },
  ],
} as unknown as BookingEngine;

function loaded(changes: { booker?: Partial<OfferBooker>; status?: number; hasAvail?: boolean } = {}): LoadedOffer {
  const payload: OfferPayload = {
    offer: {
      offerUuid: REF.offerUuid,
      validUntil: utc('2027-03-15'),
      createdAt: utc('2027-02-20'),
      status: changes.status ?? 1,
      booker: booker(changes.booker),
    },
    booking: {
      code: REF.bookingCode,
      type: 2,
      deleted: 'N',
      hasAvail: changes.hasAvail ?? true,
      reservations: [apartment({ reservationsId: 1 }), apartment({ reservationsId: 2 })],
    },
    bookingEngine: engine,
  };
  return reshapeOffer(payload, REF);
}

const flush = () => new Promise((done) => setTimeout(done, 0));
let exit: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The 3-D Secure modals have loaded, as they do once a gateway's card fields are ready.
  challengeModalsLoading(Promise.resolve());
  api.fetchOffer.mockReset().mockResolvedValue(loaded());
  api.acceptOffer.mockReset().mockResolvedValue({ status: 'accepted', publicId: 'pub-1' });
  attempts.reservationOfAttempt.mockReset().mockRejectedValue(new ApiError(404, ['Reservation not found'], null));
  safeSessionStorage().removeItem(`offer-form-${REF.offerUuid}`);
  safeSessionStorage().removeItem(`offer-attempt-${REF.offerUuid}`);
  $offerSubmit.set({ submitting: false, error: null, gatewayError: null });
  $gatewayAdapter.set(null);
  $loading.set(new Set());
  $config.set({ ...$config.get(), locale: 'en' });
});
afterEach(() => {
  exit();
  vi.useRealTimers();
});

describe('the offer screen (showOffer, without the payment form)', () => {
  it('loads the offer, merges identical reservations and says it can be accepted', async () => {
    exit = showOffer(REF);
    expect($offer.get().status).toBe('loading');
    await flush();
    const state = $offer.get();
    expect(state.status).toBe('loaded');
    if (state.status !== 'loaded') return;
    expect(state.offer.items).toHaveLength(1);
    expect(state.offer.items[0].unitsNumber).toBe(2);
    expect($offerBookability.get()).toBeNull();
    expect($offerBookable.get()).toBe(true);
  });

  it('shows the first banner message that applies (02 §4.5)', async () => {
    api.fetchOffer.mockResolvedValue(loaded({ status: 0, hasAvail: false }));
    exit = showOffer(REF);
    await flush();
    expect($offerBookability.get()).toBe('Offer is no longer available.');
    expect($offerBookable.get()).toBe(false);
  });

  it('tells not found from a failure, and finds nothing without an offer in the path', async () => {
    api.fetchOffer.mockRejectedValue(new ApiError(404, ['Not found'], null));
    exit = showOffer(REF);
    await flush();
    expect($offer.get().status).toBe('notFound');
    api.fetchOffer.mockRejectedValue(new ApiError(NETWORK_ERROR_STATUS, [], null));
    exit();
    exit = showOffer(REF);
    await flush();
    expect($offer.get().status).toBe('failed');
    exit();
    exit = showOffer(null);
    expect($offer.get().status).toBe('notFound');
  });

  it('loads the offer again in a new language; after its exit, neither a language change nor a late answer changes it', async () => {
    exit = showOffer(REF);
    await flush();
    $config.set({ ...$config.get(), locale: 'de' });
    await flush();
    expect(api.fetchOffer).toHaveBeenCalledTimes(2);

    let answer: (offer: LoadedOffer) => void = () => undefined;
    api.fetchOffer.mockReturnValueOnce(new Promise<LoadedOffer>((done) => (answer = done)));
    $config.set({ ...$config.get(), locale: 'hr' });
    expect(api.fetchOffer).toHaveBeenCalledTimes(3);
    const shown = $offer.get();
    exit();
    answer(loaded({ status: 0 }));
    await flush();
    expect($offer.get()).toBe(shown);
    $config.set({ ...$config.get(), locale: 'en' });
    expect(api.fetchOffer).toHaveBeenCalledTimes(3);
  });
});

describe('the offer payment screen (openOffer)', () => {
  it('reloads the offer in a new language and resets the terms (02 §4.3, 01 §4.6)', async () => {
    exit = openOffer(REF);
    await flush();
    markTermsRead();
    updateOfferForm({ termsAccepted: true });
    $config.set({ ...$config.get(), locale: 'de' });
    expect($offerForm.get().termsRead).toBe(false);
    expect($offerForm.get().values.termsAccepted).toBe(false);
    await flush();
    expect(api.fetchOffer).toHaveBeenCalledTimes(2);
    expect($offer.get().status).toBe('loaded');
  });
});

describe('the offer payment form', () => {
  it('starts with the known booker fields, the booker newsletter choice and bank transfer', async () => {
    exit = openOffer(REF);
    await flush();
    const { values, choiceKey, termsRead } = $offerForm.get();
    expect(values).toMatchObject({
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@mail.hr',
      country: 'HR',
      phone: '',
      isNewsletterSubscribed: true,
      termsAccepted: false,
    });
    expect(choiceKey).toBe('2');
    expect(termsRead).toBe(false);
    expect($offerChoices.get().map((choice) => choice.key)).toEqual(['1', '2', '7', '4', '7paypal']);
  });

  it('keeps the offer values of known fields and what was typed, but never card data or the terms', async () => {
    exit = openOffer(REF);
    await flush();
    updateOfferForm({ email: 'other@example.com', phone: '+385 91 555 0101', cardNumber: '4111 1111 1111 1111', cvv: '123', termsAccepted: true });
    expect($offerForm.get().values.email).toBe('ana.horvat@mail.hr');
    const kept = safeSessionStorage().getItem(`offer-form-${REF.offerUuid}`) ?? '';
    expect(kept).toContain('+385 91 555 0101');
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain('termsAccepted');
    exit();

    exit = openOffer(REF);
    await flush();
    expect($offerForm.get().values).toMatchObject({ phone: '+385 91 555 0101', cardNumber: '', termsAccepted: false });
  });

  it('checks the form before accepting and accepts by bank transfer', async () => {
    exit = openOffer(REF);
    await flush();
    expect(await submitOffer(NOW)).toEqual({ status: 'invalid' });
    expect($offerErrors.get().phone).toEqual(message('This value cannot be empty'));
    expect($offerErrors.get().termsAccepted).toEqual(message('TOSValidationError'));
    expect(api.acceptOffer).not.toHaveBeenCalled();

    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true });
    expect($offerErrors.get()).toEqual({});
    expect(await submitOffer(NOW)).toEqual({ status: 'booked', publicId: 'pub-1' });
    const [ref, body, key] = api.acceptOffer.mock.calls[0];
    expect(ref).toEqual(REF);
    expect(body.payment).toEqual({ type: 2 });
    expect(body.guestDetails).toMatchObject({
      firstName: 'Ana',
      phone: '+385 91 555 0101',
      estimatedTimeOfArrival: '15:00',
      isCompany: false,
      isNewsletterSubscribed: true,
    });
    expect(typeof key).toBe('string');
    expect($loading.get().has('booking')).toBe(true);
    expect(safeSessionStorage().getItem(`offer-form-${REF.offerUuid}`)).toBeNull();
  });

  it('pays by card with the card form', async () => {
    exit = openOffer(REF);
    await flush();
    selectOfferChoice('1');
    expect($offerChoice.get()?.method.id).toBe(1);
    updateOfferForm({
      phone: '+385 91 555 0101',
      estimatedTimeOfArrival: '15:00',
      termsAccepted: true,
      cardNumber: '5555 5555 5555 4444',
      cvv: '123',
      expirationDate: '12/30',
    });
    expect(await submitOffer(NOW)).toEqual({ status: 'booked', publicId: 'pub-1' });
    expect(api.acceptOffer.mock.calls[0][1].payment).toEqual({
      type: 1,
      name: 'Ana Horvat',
      expirationDate: '12/30',
      cvv: '123',
      cardNumber: '5555555555554444',
    });
  });

  it('keeps everything after a failed accept, ends the loading, shows the error and reloads the offer', async () => {
    exit = openOffer(REF);
    await flush();
    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true });
    api.acceptOffer.mockRejectedValueOnce(new ApiError(400, ['Email doesnt exist'], null));
    expect(await submitOffer(NOW)).toEqual({ status: 'failed' });
    expect($offerSubmit.get()).toEqual({ submitting: false, error: 'Email doesnt exist', gatewayError: null });
    expect($loading.get().size).toBe(0);
    expect($offerForm.get().values).toMatchObject({ phone: '+385 91 555 0101', termsAccepted: true });
    await flush();
    expect(api.fetchOffer).toHaveBeenCalledTimes(2);

    api.acceptOffer.mockResolvedValueOnce({ status: 'refused' });
    expect(await submitOffer(NOW)).toEqual({ status: 'failed' });
    expect($offerSubmit.get().error).toBeNull();
  });

  it('replays a lost answer with the same idempotency key, the offer kept as shown meanwhile', async () => {
    exit = openOffer(REF);
    await flush();
    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true });
    for (const lost of [new ApiError(NETWORK_ERROR_STATUS, [], null), new ApiError(503, [], null)]) {
      api.acceptOffer.mockRejectedValueOnce(lost);
      await submitOffer(NOW);
      expect($offerSubmit.get().error).toBe('There was an error during booking');
      await flush();
      // The acceptance may have gone through: reloading would hide 'Book now' behind 'Booking is not available.'
      expect(api.fetchOffer).toHaveBeenCalledTimes(1);
      expect($offer.get().status).toBe('loaded');
    }
    await submitOffer(NOW);
    expect(api.acceptOffer.mock.calls.map((call) => call[2])).toEqual(Array(3).fill(api.acceptOffer.mock.calls[0][2]));
    // Each retry first asked what the key had booked, then sent the very request again.
    expect(attempts.reservationOfAttempt.mock.calls.map((call) => call[0])).toEqual([api.acceptOffer.mock.calls[0][2], api.acceptOffer.mock.calls[0][2]]);
    expect(api.acceptOffer.mock.calls[2][1]).toEqual(api.acceptOffer.mock.calls[0][1]);
    expect($offerAccepted.get()).toBe('pub-1');
  });

  it('a reload with an acceptance in flight: the screen waits, finds what the key booked and moves on, without accepting again', async () => {
    exit = openOffer(REF);
    await flush();
    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true });
    api.acceptOffer.mockReturnValueOnce(new Promise(() => undefined));
    void submitOffer(NOW);
    await flush();
    exit();
    // The page opens again (the same tab): the acceptance went through meanwhile.
    $offerSubmit.set({ submitting: false, error: null, gatewayError: null });
    attempts.reservationOfAttempt.mockResolvedValueOnce('pub-7');
    api.fetchOffer.mockResolvedValue(loaded({ status: 2 }));
    exit = openOffer(REF);
    expect($offerSubmit.get().submitting).toBe(true);
    await flush();
    await flush();
    expect($offerAccepted.get()).toBe('pub-7');
    expect(api.acceptOffer).toHaveBeenCalledTimes(1);
    expect(safeSessionStorage().getItem(`offer-attempt-${REF.offerUuid}`)).toBeNull();
  });

  it('a reload after a card-form acceptance that never arrived asks for the card again, never keeping it', async () => {
    exit = openOffer(REF);
    await flush();
    selectOfferChoice($offerChoices.get().find((choice) => choice.method.id === 1)!.key);
    markTermsRead();
    updateOfferForm({
      phone: '+385 91 555 0101',
      estimatedTimeOfArrival: '15:00',
      termsAccepted: true,
      cardNumber: '4111 1111 1111 1111',
      cvv: '123',
      expirationDate: '12/30',
    });
    api.acceptOffer.mockReturnValueOnce(new Promise(() => undefined));
    void submitOffer(NOW);
    await flush();
    const kept = safeSessionStorage().getItem(`offer-attempt-${REF.offerUuid}`) ?? '';
    expect(kept).toContain('"sent"');
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain('"123"');
    exit();
    $offerSubmit.set({ submitting: false, error: null, gatewayError: null });
    exit = openOffer(REF);
    await flush();
    await flush();
    expect($offerSubmit.get()).toEqual({
      submitting: false,
      error: 'Your booking was not completed. Please enter your card details again.',
      gatewayError: null,
    });
    expect(api.acceptOffer).toHaveBeenCalledTimes(1);
  });

  it('asks a company booker for its company and locks what the offer knows', async () => {
    api.fetchOffer.mockResolvedValue(loaded({ booker: { isGuest: false, firstName: null, lastName: null, name: 'Adriatic Travel d.o.o.', legalId: null } }));
    exit = openOffer(REF);
    await flush();
    const state = $offer.get();
    expect(state.status === 'loaded' && state.offer.booker.locked).toEqual(['companyName', 'email', 'country']);
    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true });
    expect(await submitOffer(NOW)).toEqual({ status: 'invalid' });
    expect(Object.keys($offerErrors.get())).toEqual(['companyVatId']);
  });

  it('pays through a card gateway, then accepts with what it approved', async () => {
    exit = openOffer(REF);
    await flush();
    selectOfferChoice('4');
    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true, address: 'Riva 1', city: 'Split', postalCode: '21000' });
    const pay = vi
      .fn<(order: unknown) => Promise<PaymentOutcome>>()
      .mockResolvedValue({ status: 'approved', payment: { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: 'tok-1' } });
    $gatewayAdapter.set({
      gateway: 'monri',
      mount: vi.fn(),
      unmount: vi.fn(),
      pay,
      challengeOutcome: vi.fn(),
      challengeClosed: vi.fn(),
    } as unknown as PaymentAdapter);
    expect(await submitOffer(NOW)).toEqual({ status: 'booked', publicId: 'pub-1' });
    expect(pay.mock.calls[0][0]).toMatchObject({ name: 'Ana Horvat', guest: { email: 'ana.horvat@mail.hr', address: 'Riva 1' } });
    expect(api.acceptOffer.mock.calls[0][1].payment).toEqual({ type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: 'tok-1' });
    expect($offerAccepted.get()).toBe('pub-1');
  });

  it('shows a declined card and keeps the form, without calling the API', async () => {
    exit = openOffer(REF);
    await flush();
    selectOfferChoice('4');
    updateOfferForm({ phone: '+385 91 555 0101', estimatedTimeOfArrival: '15:00', termsAccepted: true, address: 'Riva 1', city: 'Split', postalCode: '21000' });
    $gatewayAdapter.set({
      gateway: 'monri',
      pay: vi.fn().mockResolvedValue({ status: 'failed', message: 'Transaction declined: insufficient funds' }),
    } as unknown as PaymentAdapter);
    expect(await submitOffer(NOW)).toEqual({ status: 'failed' });
    expect($offerSubmit.get()).toEqual({ submitting: false, error: 'Transaction declined: insufficient funds', gatewayError: null });
    expect($loading.get().size).toBe(0);
    expect(api.acceptOffer).not.toHaveBeenCalled();
  });

  it('accepts with the payment page token on return, the booker restored from the offer keys (02 §4.1 step 5)', async () => {
    const keys = bookerRecordKeys('villa-adriatic');
    expect(keys.booker).toBe('booking-engine-villa-adriatic-booker');
    safeSessionStorage().setItem(
      keys.booker,
      JSON.stringify({
        firstName: 'Ana',
        lastName: 'Horvat',
        email: 'ana.horvat@mail.hr',
        phone: '+385 91 555 0101',
        country: 'HR',
        estimatedTimeOfArrival: '16:00',
        selectedPaymentMethod: '7paypal',
        termsRead: true,
        termsAccepted: true,
      }),
    );
    safeSessionStorage().setItem(keys.paymentPageToken, 'pp-token-1');
    vi.stubGlobal('window', {
      location: { href: 'http://villa-adriatic.localhost/en/offer/x/y/payment?saferpay-payment-page-redirect=true' },
      history: { state: null, replaceState: vi.fn() },
    });
    try {
      exit = openOffer(REF, '?saferpay-payment-page-redirect=true');
      // The return's flow ends with the offer accepted: waited for as it happens, the address bar still stubbed.
      await new Promise<void>((accepted) => {
        const stop = $offerAccepted.subscribe((value) => {
          if (value !== null) {
            queueMicrotask(() => stop());
            accepted();
          }
        });
      });
      expect($offerForm.get()).toMatchObject({
        choiceKey: '7paypal',
        termsRead: true,
        values: { phone: '+385 91 555 0101', estimatedTimeOfArrival: '16:00', termsAccepted: true },
      });
      expect(api.acceptOffer.mock.calls[0][1].payment).toEqual({ type: 7, aliasToken: 'pp-token-1', isPaymentPage: true });
      expect($offerAccepted.get()).toBe('pub-1');
      expect(safeSessionStorage().getItem(keys.booker)).toBeNull();
      expect(safeSessionStorage().getItem(keys.paymentPageToken)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
