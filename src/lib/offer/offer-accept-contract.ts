/**
 * An offer's acceptance on the wire (02 §4.5, §7): the guest details and
 * payment PUT /offer/{offerUuid}/{bookingCode}/accept carries, and its answer.
 */
import type { PaymentPayload } from '../payment/payment-payload.ts';

/** The booker as the offer payment screen sends it (02 §7). */
export interface OfferGuestDetails {
  firstName?: string | null;
  lastName?: string | null;
  companyName?: string | null;
  companyVatId?: string | null;
  email?: string | null;
  phone?: string | null;
  country?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  /** 'HH:00'. */
  estimatedTimeOfArrival?: string | null;
  note?: string | null;
  isCompany?: boolean;
  isNewsletterSubscribed?: boolean;
  /** As on POST /reservation: false is refused; missing counts as accepted on the site. */
  termsAccepted?: boolean;
}

/** The payment object (02 §7 "Payment object by type"), as POST /reservation takes it: every method the checkout supports. */
export type OfferPayment = PaymentPayload;

/** `PUT /api/offer/{offerUuid}/{bookingCode}/accept` body. */
export interface OfferAcceptRequest {
  guestDetails: OfferGuestDetails;
  payment: OfferPayment;
}

/** `PUT …/accept` success (201): the reservation the offer became. */
export interface OfferAcceptAnswer {
  success: true;
  response: { publicId: string; internalId: number; code: string };
}
