/**
 * The offer calls (02 §7): `GET /offer/{offerUuid}/{bookingCode}` and
 * `PUT /offer/{offerUuid}/{bookingCode}/accept`. The wire shapes are
 * `lib/offer-contract.ts`; here they become what the screens read: the
 * reservations grouped into the screen's items (02 §9.4), the booker as
 * the payment form's pre-filled fields (the wire's `addres` and
 * `countryId` spellings stop here), and lists the wire may leave out as
 * empty lists.
 */
import type { BookingEngine } from '../lib/types.ts';
import { offerBookerPrefill, type OfferBookerPrefill } from '../lib/offer/offer-booker.ts';
import type { Offer, OfferBooking, OfferPayload, OfferPricesPerDay, OfferReservation } from '../lib/offer/offer-contract.ts';
import type { OfferAcceptAnswer, OfferAcceptRequest } from '../lib/offer/offer-accept-contract.ts';
import { groupOfferReservations, type OfferItem } from '../lib/offer/offer-grouping.ts';
import { offerApiPath, type OfferRef } from '../lib/offer/offer-route.ts';
import { api } from './client.ts';

/** An offer as the offer screens read it. */
export interface LoadedOffer {
  ref: OfferRef;
  /** The offer's dates and status (02 §3.8). */
  offer: Pick<Offer, 'offerUuid' | 'validUntil' | 'createdAt' | 'status'>;
  /** The booker as the payment form starts with it (02 §2.7). */
  booker: OfferBookerPrefill;
  booking: OfferBooking;
  /** Identical reservations merged (02 §9.4), in offer order. */
  items: OfferItem[];
  /** The engine the offer was made on: payment methods, terms, VAT, colours. */
  bookingEngine: BookingEngine;
}

const list = <T>(value: readonly T[] | null | undefined): T[] => (Array.isArray(value) ? [...value] : []);

function reshapePrices(prices: Partial<OfferPricesPerDay> | null | undefined): OfferPricesPerDay {
  return {
    accommodation: list(prices?.accommodation).map((day) => ({ ...day, children: list(day.children) })),
    services: list(prices?.services),
    fees: list(prices?.fees),
    touristTaxes: list(prices?.touristTaxes),
    taxes: list(prices?.taxes),
  };
}

function reshapeReservation(reservation: OfferReservation): OfferReservation {
  return {
    ...reservation,
    childrenAges: list(reservation.childrenAges),
    discounts: list(reservation.discounts),
    includedExtras: list(reservation.includedExtras),
    images: list(reservation.images),
    charges: list(reservation.charges).map((charge) => ({ ...charge, taxes: list(charge.taxes), perPersonPrices: list(charge.perPersonPrices) })),
    pricesPerDay: reshapePrices(reservation.pricesPerDay),
    unitType: { ...reservation.unitType, amenities: list(reservation.unitType?.amenities) },
    cancellationPolicy: reservation.cancellationPolicy ?? null,
    isTouristTaxIncluded: reservation.isTouristTaxIncluded === true,
  };
}

/**
 * The wire payload as the screens read it.
 * @example reshapeOffer(payload, { offerUuid, bookingCode }).items[0].unitsNumber // 2 for two identical rooms
 */
export function reshapeOffer(payload: OfferPayload, ref: OfferRef): LoadedOffer {
  const reservations = list(payload.booking.reservations).map(reshapeReservation);
  const { booker, ...offer } = payload.offer;
  return {
    ref,
    offer: { offerUuid: offer.offerUuid, validUntil: offer.validUntil, createdAt: offer.createdAt, status: offer.status },
    booker: offerBookerPrefill(booker),
    booking: { ...payload.booking, reservations },
    items: groupOfferReservations(reservations),
    bookingEngine: { ...payload.bookingEngine, paymentMethods: list(payload.bookingEngine.paymentMethods) },
  };
}

const path = offerApiPath;

/** GET /offer/{offerUuid}/{bookingCode} in the page's language (02 §7). */
export async function fetchOffer(ref: OfferRef): Promise<LoadedOffer> {
  return reshapeOffer(await api.get<OfferPayload>(path(ref)), ref);
}

/** How an accept call ended when the API answered. */
export type AcceptResult = { status: 'accepted'; publicId: string } | { status: 'refused' };

/**
 * PUT /offer/{offerUuid}/{bookingCode}/accept (02 §7) with the attempt's
 * idempotency key, so a retry after a lost answer gets the first answer
 * instead of a refusal of an offer already accepted. An answer without a
 * reservation (`success` false or `response.error`, 02 §4.5) is 'refused';
 * a failed request throws the client's `ApiError`.
 */
export async function acceptOffer(ref: OfferRef, body: OfferAcceptRequest, idempotencyKey: string): Promise<AcceptResult> {
  const answer = await api.put<OfferAcceptAnswer | { success: false; response?: { error?: unknown } }>(`${path(ref)}/accept`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (answer.success === true && typeof answer.response?.publicId === 'string' && answer.response.publicId) {
    return { status: 'accepted', publicId: answer.response.publicId };
  }
  return { status: 'refused' };
}
