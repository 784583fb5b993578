import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import { safeSessionStorage } from '../../../src/stores/storage.ts';
import { basketItem } from '../lib/checkout-fixtures.ts';

const api = vi.hoisted(() => ({ bookReservation: vi.fn(), reservationOfAttempt: vi.fn() }));
vi.mock('../../../src/api/reservation.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const replaced: string[] = [];
vi.stubGlobal('window', { location: { replace: (url: string) => replaced.push(url), search: '' }, addEventListener: () => undefined, removeEventListener: () => undefined });

const { $basket } = await import('../../../src/stores/basket.ts');
const { $details, EMPTY_DETAILS } = await import('../../../src/stores/checkout.ts');
const { CARD_AGAIN, CHECKOUT_ATTEMPT, checkoutBookingRequest, keepPayment, resumeBooking, submitBooking } = await import('../../../src/stores/checkout-booking.ts');
const { hasPendingAttempt, lastBooking } = await import('../../../src/stores/booking-attempt.ts');

const PUBLIC_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const bank = { type: 2 } as const;
const card = { type: 1, name: 'Ana Horvat', cardNumber: '4111111111111111', cvv: '123', expirationDate: '12/30' } as const;
const pageToken = { type: 7, aliasToken: 'alias-1', isPaymentPage: true } as const;
const monri = { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: 'pan-1' } as const;
const never = () => new Promise<never>(() => undefined);
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(() => {
  replaced.length = 0;
  for (const key of [CHECKOUT_ATTEMPT, 'last-booking', 'checkout-details']) safeSessionStorage().removeItem(key);
  api.bookReservation.mockReset().mockResolvedValue({ success: true, response: { publicId: PUBLIC_ID, internalId: 1 } });
  api.reservationOfAttempt.mockReset().mockRejectedValue(new ApiError(404, ['Reservation not found'], null));
  $basket.set([basketItem()]);
  $details.set({ ...EMPTY_DETAILS, firstName: 'Ana', lastName: 'Horvat', email: ' ana@example.com ', phone: '+385 91 555 0101', country: 'HR', estimatedTimeOfArrival: '15:00' });
});

describe('the booking request', () => {
  it('always carries the guest’s address, city and postal code (02 §7), empty when no form asked for them', () => {
    const request = checkoutBookingRequest('villa-adriatic', bank);
    expect(request.guest).toMatchObject({ email: 'ana@example.com', address: '', city: '', postalCode: '' });
    $details.set({ ...$details.get(), address: ' Riva 1 ', city: 'Split', postalCode: '21000' });
    expect(checkoutBookingRequest('villa-adriatic', monri).guest).toMatchObject({ address: 'Riva 1', city: 'Split', postalCode: '21000' });
  });
});

describe('booking from the checkout', () => {
  it('books by bank transfer: the basket, the form and the attempt cleared, the reservation page, remembered for the tab', async () => {
    void submitBooking('en', 'villa-adriatic', bank);
    await settle();
    expect(replaced).toEqual([`/en/reservations/${PUBLIC_ID}`]);
    expect($basket.get()).toEqual([]);
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(false);
    expect(lastBooking()).toBe(PUBLIC_ID);
  });

  it('a definite refusal shows its message, keeps the basket and the key for the same stay', async () => {
    api.bookReservation.mockRejectedValueOnce(new ApiError(400, ['UnitType is not available'], null));
    expect(await submitBooking('en', 'villa-adriatic', bank)).toBe('UnitType is not available');
    expect($basket.get()).toHaveLength(1);
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(false);
    api.bookReservation.mockRejectedValueOnce(new ApiError(409, ['The price of your stay has changed. Please review it and book again.'], null));
    expect(await submitBooking('en', 'villa-adriatic', bank)).toBe('The price of your stay has changed. Please review it and book again.');
    const [first, second] = api.bookReservation.mock.calls.map((call) => call[1]);
    expect(second).toBe(first);
  });

  it('a lost answer stays in flight: the next Book now finds the booking the key made instead of booking again', async () => {
    api.bookReservation.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null));
    expect(await submitBooking('en', 'villa-adriatic', bank)).toBe('There was an error during booking');
    expect(hasPendingAttempt(CHECKOUT_ATTEMPT)).toBe(true);
    const key = api.bookReservation.mock.calls[0][1];
    api.reservationOfAttempt.mockResolvedValueOnce(PUBLIC_ID);
    void resumeBooking('en', 'villa-adriatic');
    await settle();
    expect(api.reservationOfAttempt).toHaveBeenCalledWith(key);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
    expect(replaced).toEqual([`/en/reservations/${PUBLIC_ID}`]);
  });
});

describe('a reload while a booking is in flight', () => {
  it('bank transfer: the very request is sent again under its key, and the guest lands on the one reservation', async () => {
    api.bookReservation.mockReturnValueOnce(never());
    void submitBooking('en', 'villa-adriatic', bank);
    await settle();
    // The page reloads: the same tab opens the checkout again.
    void resumeBooking('en', 'villa-adriatic');
    await settle();
    expect(api.bookReservation).toHaveBeenCalledTimes(2);
    expect(api.bookReservation.mock.calls[1]).toEqual(api.bookReservation.mock.calls[0]);
    expect(replaced).toEqual([`/en/reservations/${PUBLIC_ID}`]);
  });

  it('the card form: never kept, the booking found by its key; if it never arrived, the card is asked for again', async () => {
    api.bookReservation.mockReturnValueOnce(never());
    void submitBooking('en', 'villa-adriatic', card);
    await settle();
    const kept = safeSessionStorage().getItem(CHECKOUT_ATTEMPT) ?? '';
    expect(kept).not.toContain('4111');
    expect(kept).not.toContain('"123"');
    expect(await resumeBooking('en', 'villa-adriatic')).toBe(CARD_AGAIN);
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
    expect($basket.get()).toHaveLength(1);
  });

  it('the hosted payment page: the token is this tab’s payment until booked, so a reload books with it, never asking to pay again', async () => {
    keepPayment(pageToken);
    void resumeBooking('en', 'villa-adriatic');
    await settle();
    expect(api.bookReservation).toHaveBeenCalledTimes(1);
    expect(api.bookReservation.mock.calls[0][0].payment).toEqual(pageToken);
    expect(replaced).toEqual([`/en/reservations/${PUBLIC_ID}`]);
  });

  it('a card gateway’s approval whose booking was lost is sent again with the same approval', async () => {
    api.bookReservation.mockRejectedValueOnce(new ApiError(503, [], null));
    await submitBooking('en', 'villa-adriatic', monri);
    void resumeBooking('en', 'villa-adriatic');
    await settle();
    expect(api.bookReservation.mock.calls.map((call) => [call[0].payment, call[1]])).toEqual([
      [monri, api.bookReservation.mock.calls[0][1]],
      [monri, api.bookReservation.mock.calls[0][1]],
    ]);
  });

  it('nothing in flight: nothing is sent', async () => {
    expect(await resumeBooking('en', 'villa-adriatic')).toBeNull();
    expect(api.bookReservation).not.toHaveBeenCalled();
  });
});
