import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';
import { safeSessionStorage } from '../../../src/stores/storage.ts';

const api = vi.hoisted(() => ({ reservationOfAttempt: vi.fn() }));
vi.mock('../../../src/api/reservation.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const { decodeAttempt, finishAttempt, hasPendingAttempt, lastBooking, openAttempt, readAttempt, recordPaid, recordRefused, recordSent, resumeAttempt } =
  await import('../../../src/stores/booking-attempt.ts');

const SCOPE = 'checkout-attempt';
const bank = { type: 2 } as const;
const card = { type: 1, name: 'Ana Horvat', cardNumber: '4111111111111111', cvv: '123', expirationDate: '12/30' } as const;
const token = { type: 7, aliasToken: 'alias-1', isPaymentPage: true } as const;
const notFound = () => new ApiError(404, ['Reservation not found'], null);

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

describe('resuming a booking left in flight', () => {
  const send = vi.fn();
  beforeEach(() => send.mockReset());

  it('nothing in flight: nothing happens', async () => {
    openAttempt(SCOPE, 'rooms-a');
    expect(await resumeAttempt(SCOPE, send)).toEqual({ status: 'none' });
    expect(api.reservationOfAttempt).not.toHaveBeenCalled();
  });

  it('a payment approved and not yet sent is handed back to book with', async () => {
    recordPaid(SCOPE, 'rooms-a', token);
    expect(await resumeAttempt(SCOPE, send)).toEqual({ status: 'paid', payment: token });
  });

  it('a booking the key made is found, never sent again', async () => {
    const { key } = recordSent(SCOPE, 'rooms-a', { payment: bank } as never);
    api.reservationOfAttempt.mockResolvedValueOnce('AbCdEfGhIjKlMnOpQrStUv');
    expect(await resumeAttempt(SCOPE, send)).toEqual({ status: 'booked', publicId: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(api.reservationOfAttempt).toHaveBeenCalledWith(key);
    expect(send).not.toHaveBeenCalled();
    expect(readAttempt(SCOPE)).toBeNull();
  });

  it('a booking that never arrived is sent again as it was, under the same key', async () => {
    const request = { payment: token, rooms: [1] };
    const { key } = recordSent(SCOPE, 'rooms-a', request as never);
    send.mockResolvedValueOnce('AbCdEfGhIjKlMnOpQrStUv');
    expect(await resumeAttempt(SCOPE, send)).toEqual({ status: 'booked', publicId: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(send).toHaveBeenCalledWith(request, key);
  });

  it('a card-form booking that never arrived asks for the card again, the key kept', async () => {
    const { key } = recordSent(SCOPE, 'rooms-a', { payment: card } as never);
    expect(await resumeAttempt(SCOPE, send)).toEqual({ status: 'card-again' });
    expect(readAttempt(SCOPE)).toMatchObject({ key, stage: 'open' });
  });

  it('a lookup without an answer leaves the attempt in flight; a refusal of the request sent again opens it', async () => {
    recordSent(SCOPE, 'rooms-a', { payment: bank } as never);
    api.reservationOfAttempt.mockRejectedValueOnce(new ApiError(NETWORK_ERROR_STATUS, [], null));
    expect((await resumeAttempt(SCOPE, send)).status).toBe('failed');
    expect(hasPendingAttempt(SCOPE)).toBe(true);
    send.mockRejectedValueOnce(new ApiError(400, ['UnitType is not available'], null));
    expect((await resumeAttempt(SCOPE, send)).status).toBe('failed');
    expect(hasPendingAttempt(SCOPE)).toBe(false);
  });
});
