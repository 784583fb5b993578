import type { PaymentPayload } from '../lib/payment-payload.ts';
import type { StoredReceipt } from '../lib/reservation-receipt.ts';
import { api, ApiError } from './client.ts';

/** The guest of a booking (02 §3.1, §7). */
export interface BookingGuest {
  firstName: string;
  lastName: string;
  companyName?: string;
  companyVatId?: string;
  isCompany?: boolean;
  email: string;
  phone: string;
  country: string;
  address?: string;
  city?: string;
  postalCode?: string;
  estimatedTimeOfArrival: string;
  note: string;
  isNewsletterSubscribed: boolean;
}

/** The payment of a booking, by type (02 §7: the card form, bank transfer, a card gateway or the hosted payment page). */
export type BookingPayment = PaymentPayload;

export interface BookingRoom {
  from: string;
  to: string;
  adults: number;
  children: number[];
  unitTypeId: number;
  ratePlanId: number;
  promoCode: string | null;
  services: { serviceId: number; quantity: number }[];
  amenities: number[];
  fromGoogleTravel: boolean;
}

export interface BookingRequest {
  bookingEngine: string;
  guest: BookingGuest;
  payment: BookingPayment;
  rooms: BookingRoom[];
  expectedTotal: number;
}

/**
 * POST /reservation (02 §7) with the checkout attempt's idempotency key, so
 * a retry after a lost answer replays the first booking instead of making
 * a second one.
 */
export function bookReservation(body: BookingRequest, idempotencyKey: string): Promise<{ success: boolean; response: { publicId: string; internalId: number } }> {
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

/** The reservation page's data (02 §3.12). */
export interface Reservation {
  id: string;
  code: string | null;
  /** The online check-in link's id (`/{lang}/reservation/check-in/{checkInUuid}`); absent from older APIs. */
  checkInUuid?: string | null;
  reservationIds: Array<number | string>;
  isCanceled: boolean;
  paymentMethodId: number;
  prepaymentAmount: number | null;
  prepaymentCurrency: string | null;
  prepaymentPercentage: number | null;
  bankTransferSettings: { accountHolderName?: string | null; bankAddress?: string | null; bankName?: string | null; iban?: string | null; swiftCode?: string | null } | null;
  referenceNumber: string | null;
  /** The receipt kept with the reservation (`receiptOfReservation` shows it). */
  receipt: StoredReceipt;
  guest: { isCompany: boolean; companyName: string | null; companyVatId: string | null; firstName: string; lastName: string; email: string; phone: string; country: string; note: string | null };
  createdAt: number;
  request: { from: number; to: number };
  cardHolderName: string | null;
  maskedPan: string | null;
  touristTaxes?: unknown;
}

export const fetchReservation = (id: string) => api.get<Reservation>(`reservation/${encodeURIComponent(id)}`);
export const cancelReservation = (id: string) => api.delete<unknown>(`reservation/${encodeURIComponent(id)}`);
