import type { PaymentPayload } from '../lib/payment/payment-payload.ts';
import type { BookingRequest, ReservationView } from '../lib/checkout/reservation-contract.ts';
import { api, ApiError } from './client.ts';

export type { BookingGuest, BookingRequest, BookingRoom } from '../lib/checkout/reservation-contract.ts';

/** The payment of a booking, by type (02 §7: the card form, bank transfer, a card gateway or the hosted payment page). */
export type BookingPayment = PaymentPayload;

/** The reservation page's data (02 §3.12). */
export type Reservation = ReservationView;

/**
 * POST /reservation (02 §7) with the checkout attempt's idempotency key, so
 * a retry after a lost answer replays the first booking instead of making
 * a second one.
 */
export function bookReservation(
  body: BookingRequest,
  idempotencyKey: string,
): Promise<{ success: boolean; response: { publicId: string; internalId: number } }> {
  return api.post('reservation', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * GET /reservation/attempt/{key}: the public id of the reservation that a
 * booking or an offer acceptance under this Idempotency-Key made.
 * @throws ApiError 404 while there is none
 */
export async function reservationOfAttempt(idempotencyKey: string): Promise<string> {
  const answer = await api.get<{ publicId: string }>(`reservation/attempt/${encodeURIComponent(idempotencyKey)}`);
  if (typeof answer?.publicId !== 'string' || !answer.publicId) throw new ApiError(404, ['Reservation not found'], answer);
  return answer.publicId;
}

export const fetchReservation = (id: string) => api.get<ReservationView>(`reservation/${encodeURIComponent(id)}`);
export const cancelReservation = (id: string) => api.delete<unknown>(`reservation/${encodeURIComponent(id)}`);
