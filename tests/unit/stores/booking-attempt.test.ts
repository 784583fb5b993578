import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import { safeSessionStorage } from '../../../src/stores/storage.ts';

const api = vi.hoisted(() => ({ reservationOfAttempt: vi.fn() }));
vi.mock('../../../src/api/reservation.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const {
  decodeAttempt,
  finishAttempt,
  hasPendingAttempt,
  heldPayment,
  isRefusal,
  lastBooking,
  openAttempt,
  readAttempt,
  recordPaid,
  recordRefused,
  recordSent,
} = await import('../../../src/stores/booking-attempt.ts');
const { keepsPayment, resumeAttempt } = await import('../../../src/stores/booking-recovery.ts');

const SCOPE = 'checkout-attempt';
const bank = { type: 2 } as const;
const card = { type: 1, name: 'Ana Horvat', cardNumber: '4111111111111111', cvv: '123', expirationDate: '12/30' } as const;
const token = { type: 7, aliasToken: 'alias-1', isPaymentPage: true } as const;
const notFound = () => new ApiError(404, ['Reservation not found'], null);
const monri = { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: 'pan-1' } as const;
const wspay = { type: 6, name: 'Ana Horvat', maskedPan: '411111******1111', wspayToken: 'ws-1' } as const;
const stripe = { type: 3, name: 'Ana Horvat', paymentMethodId: 'pm_1', customerId: 'cus_1', publishableApiKey: 'pk_test' } as const;
const refusal = (status: number, message: string, field?: string) => new ApiError(status, [message], [field ? { message, field } : { message }]);

beforeEach(() => {
  safeSessionStorage().removeItem(SCOPE);
  safeSessionStorage().removeItem('last-booking');
  api.reservationOfAttempt.mockReset().mockRejectedValue(notFound());
});

describe('the attempt of a booking (its idempotency key and stage)', () => {
  it('keeps one key for what is booked, and makes a new one only when that changes', () => {
    const first = openAttempt(SCOPE, 'rooms-a');
    expect(first.key).toMatch(/^[\w-]{8,128}$/);
    expect(openAttempt(SCOPE, 'rooms-a').key).toBe(first.key);
    expect(openAttempt(SCOPE, 'rooms-b').key).not.toBe(first.key);
  });

  it('keeps a paid or sent attempt whatever is booked now: its payment was taken for it', () => {
    const paid = recordPaid(SCOPE, 'rooms-a', token);
    expect(openAttempt(SCOPE, 'rooms-b').key).toBe(paid.key);
    expect(hasPendingAttempt(SCOPE)).toBe(true);
  });

  it('keeps the request of a payment without card data, and only the stage of a card-form one', () => {
    recordSent(SCOPE, 'rooms-a', { payment: bank, rooms: [1] } as never);
    expect(readAttempt(SCOPE)).toMatchObject({ stage: 'sent', payment: bank, request: { payment: bank, rooms: [1] } });
    recordSent(SCOPE, 'rooms-a', { payment: card } as never);
    const stored = safeSessionStorage().getItem(SCOPE)!;
    expect(stored).not.toContain('4111');
    expect(stored).not.toContain('"123"');
    expect(readAttempt(SCOPE)).toMatchObject({ stage: 'sent', payment: null, request: null });
  });

  it('a refusal opens the attempt again under the same key; a booking ends it and is remembered for the tab', () => {
    const { key } = recordSent(SCOPE, 'rooms-a', { payment: bank } as never);
    recordRefused(SCOPE);
    expect(readAttempt(SCOPE)).toMatchObject({ key, stage: 'open', payment: null, request: null });
    expect(hasPendingAttempt(SCOPE)).toBe(false);
    finishAttempt(SCOPE, 'AbCdEfGhIjKlMnOpQrStUv');
    expect(readAttempt(SCOPE)).toBeNull();
    expect(lastBooking()).toBe('AbCdEfGhIjKlMnOpQrStUv');
  });

  it('a refusal holds the payment still usable with the way to pay that approved it, for this stay only', () => {
    const { key } = recordSent(SCOPE, 'rooms-a', { payment: token } as never);
    recordRefused(SCOPE, token, '7paypal');
    expect(readAttempt(SCOPE)).toMatchObject({ key, stage: 'open', payment: token, request: null, heldFor: '7paypal' });
    expect(hasPendingAttempt(SCOPE)).toBe(false);
    expect(heldPayment(SCOPE)).toEqual({ payment: token, heldFor: '7paypal' });
    // The same stay keeps it; another stay (a search again after a unit was taken) gets a new key, and the payment goes.
    expect(openAttempt(SCOPE, 'rooms-a')).toMatchObject({ key, payment: token });
    expect(openAttempt(SCOPE, 'rooms-b')).toMatchObject({ stage: 'open', payment: null, heldFor: null });
    expect(heldPayment(SCOPE)).toBeNull();
    // Without the way to pay it was approved by, nothing is held.
    recordRefused(SCOPE, token);
    expect(heldPayment(SCOPE)).toBeNull();
  });

  it('a stored open attempt holds a payment only with its way to pay; an unknown stage holds none', () => {
    const base = { key: '3f1c2d4e-0000-4000-8000-000000000001', fingerprint: '[]', request: null };
    expect(decodeAttempt(JSON.stringify({ ...base, stage: 'open', payment: token, heldFor: '7paypal' }))).toMatchObject({ payment: token, heldFor: '7paypal' });
    expect(decodeAttempt(JSON.stringify({ ...base, stage: 'open', payment: token }))).toMatchObject({ payment: null, heldFor: null });
    expect(decodeAttempt(JSON.stringify({ ...base, stage: 'held', payment: token, heldFor: '7paypal' }))).toMatchObject({ stage: 'open', payment: null });
    expect(decodeAttempt(JSON.stringify({ ...base, stage: 'paid', payment: token, heldFor: '7paypal' }))).toMatchObject({ stage: 'paid', heldFor: null });
  });

  it('reads corrupt or foreign records as none, and removes them', () => {
    for (const raw of [
      '{',
      '[]',
      'null',
      '{"key":"short","fingerprint":"","stage":"open"}',
      JSON.stringify({ key: 'a'.repeat(36), fingerprint: '', stage: 'sent', payment: card }),
    ]) {
      expect(decodeAttempt(raw)).toBeNull();
      safeSessionStorage().setItem(SCOPE, raw);
      expect(readAttempt(SCOPE)).toBeNull();
      expect(safeSessionStorage().getItem(SCOPE)).toBeNull();
    }
    // A 'paid' record without its payment is not one either.
    expect(decodeAttempt(JSON.stringify({ key: 'a'.repeat(36), fingerprint: '', stage: 'paid', payment: null }))).toBeNull();
  });
});

describe('what a failed booking call says of its attempt and its payment', () => {
  it('a 4xx is a definite refusal, but not a timeout (408) or a key that booked another request (422); no answer is none', () => {
    expect(isRefusal(refusal(400, 'Email doesnt exist'))).toBe(true);
    expect(isRefusal(refusal(409, 'The price of your stay has changed. Please review it and book again.'))).toBe(true);
    expect(isRefusal(refusal(429, 'You have made several bookings in a short time.'))).toBe(true);
    for (const status of [408, 422, 500, 503, NETWORK_ERROR_STATUS]) expect(isRefusal(refusal(status, 'x')), String(status)).toBe(false);
    expect(isRefusal(new Error('offline'))).toBe(false);
  });

  it('keeps a gateway’s approval unless the payment itself was refused, or it was for an amount and the stay changed', () => {
    const emailUnknown = refusal(400, 'Email doesnt exist');
    expect(keepsPayment(emailUnknown, monri)).toBe(true);
    expect(keepsPayment(emailUnknown, token)).toBe(true);
    expect(keepsPayment(emailUnknown, card)).toBe(false);
    expect(keepsPayment(emailUnknown, bank)).toBe(false);
    expect(keepsPayment(emailUnknown, null)).toBe(false);
    expect(keepsPayment(refusal(400, 'This card payment was already used for a booking', 'payment'), stripe)).toBe(false);
    const priceChanged = refusal(409, 'The price of your stay has changed. Please review it and book again.');
    const unitTaken = refusal(400, 'UnitType is not available');
    expect(keepsPayment(priceChanged, monri)).toBe(false);
    expect(keepsPayment(unitTaken, wspay)).toBe(false);
    expect(keepsPayment(priceChanged, stripe)).toBe(true);
    expect(keepsPayment(unitTaken, token)).toBe(true);
  });
});

describe('resuming a booking left in flight', () => {
  const send = vi.fn();
  beforeEach(() => send.mockReset());

  it('nothing in flight: nothing happens', async () => {
    openAttempt(SCOPE, 'rooms-a');
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toEqual({ status: 'none' });
    expect(api.reservationOfAttempt).not.toHaveBeenCalled();
  });

  it('a payment approved and not yet sent is handed back to book with', async () => {
    recordPaid(SCOPE, 'rooms-a', token);
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toEqual({ status: 'paid', payment: token });
  });

  it('a booking the key made is found, never sent again', async () => {
    const { key } = recordSent(SCOPE, 'rooms-a', { payment: bank } as never);
    api.reservationOfAttempt.mockResolvedValueOnce('AbCdEfGhIjKlMnOpQrStUv');
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toEqual({ status: 'booked', publicId: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(api.reservationOfAttempt).toHaveBeenCalledWith(key);
    expect(send).not.toHaveBeenCalled();
    expect(readAttempt(SCOPE)).toBeNull();
  });

  it('a booking that never arrived is sent again as it was, under the same key', async () => {
    const request = { payment: token, rooms: [1] };
    const { key } = recordSent(SCOPE, 'rooms-a', request as never);
    send.mockResolvedValueOnce('AbCdEfGhIjKlMnOpQrStUv');
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toEqual({ status: 'booked', publicId: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(send).toHaveBeenCalledWith(request, key);
  });

  it('a card-form booking that never arrived asks for the card again, the key kept', async () => {
    const { key } = recordSent(SCOPE, 'rooms-a', { payment: card } as never);
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toEqual({ status: 'card-again' });
    expect(readAttempt(SCOPE)).toMatchObject({ key, stage: 'open' });
  });

  it('a lookup without an answer leaves the attempt in flight; a refusal of the request sent again opens it', async () => {
    recordSent(SCOPE, 'rooms-a', { payment: bank } as never);
    api.reservationOfAttempt.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null));
    expect((await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).status).toBe('failed');
    expect(hasPendingAttempt(SCOPE)).toBe(true);
    send.mockRejectedValueOnce(new ApiError(400, ['UnitType is not available'], null));
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toMatchObject({ status: 'failed', definite: true });
    expect(hasPendingAttempt(SCOPE)).toBe(false);
  });

  it('a lookup refused for too many lookups (429) is no answer: the attempt and its payment stay in flight', async () => {
    const request = { payment: monri, rooms: [1] };
    const { key } = recordSent(SCOPE, 'rooms-a', request as never);
    api.reservationOfAttempt.mockRejectedValueOnce(refusal(429, 'Too many lookups. Please try again in a minute.'));
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toMatchObject({ status: 'failed', payment: monri, definite: false });
    expect(readAttempt(SCOPE)).toMatchObject({ key, stage: 'sent', payment: monri });
    expect(send).not.toHaveBeenCalled();
  });

  it('the request sent again and refused opens the attempt, handing back its payment (the form holds it when still usable)', async () => {
    recordSent(SCOPE, 'rooms-a', { payment: monri, rooms: [1] } as never);
    send.mockRejectedValueOnce(refusal(400, 'Email doesnt exist'));
    expect(await resumeAttempt(SCOPE, send, api.reservationOfAttempt)).toMatchObject({ status: 'failed', definite: true, payment: monri });
    expect(hasPendingAttempt(SCOPE)).toBe(false);
  });
});
