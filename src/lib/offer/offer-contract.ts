/**
 * The wire contract of the offer calls (02 §3.8–§3.11, §7): what the
 * reference API sends for `GET /api/offer/{offerUuid}/{bookingCode}` and
 * takes for `PUT /api/offer/{offerUuid}/{bookingCode}/accept`, and what
 * the offer screens read. One declaration for both sides, in the spec's
 * own field names and spellings (`addres`, `reservationsId`,
 * `ratePlansId`). Types and the constants that name their numbers; no
 * logic.
 *
 * Fields the spec does not list are marked "Added".
 */

import type { CancellationPolicy } from '../pricing/policy-texts.ts';
import type { BookingEngine } from '../types.ts';

export type { CancellationPolicy };

/** Offer status (02 §3.8): 1 = active; any other value is no longer available. */
export const OFFER_STATUS = { ACTIVE: 1, WITHDRAWN: 0 } as const;

/**
 * Booking type (02 §3.9): 2 = an offer waiting for the guest. Once the
 * guest accepts it the booking is a reservation (1), so it is no longer
 * bookable as an offer.
 */
export const OFFER_BOOKING_TYPE = { RESERVATION: 1, OFFER: 2 } as const;

/**
 * Discount types of an offer reservation (02 §9.4): 1 a fixed amount off,
 * 2 a percentage off. Note: the reverse of a promo code's `discountType`
 * (01 §9.6, `promo.ts`: 1 percentage); the API converts a promo code when
 * it records it as an offer discount.
 */
export const OFFER_DISCOUNT_TYPE = { FIXED: 1, PERCENTAGE: 2 } as const;

/**
 * Charge types (02 §9.4): 1 the accommodation (rate); 2 and 4 count as
 * services. This API sends 2 for a service and 4 for a fee; 3 is not
 * sent (the spec gives it no meaning).
 */
export const CHARGE_TYPE = { ACCOMMODATION: 1, SERVICE: 2, FEE: 4 } as const;

/** The charge types that count as services (extras) (02 §9.4). */
export const SERVICE_CHARGE_TYPES: readonly number[] = [CHARGE_TYPE.SERVICE, CHARGE_TYPE.FEE];

/** The booker the property entered (02 §3.8). Unknown values are null. */
export interface OfferBooker {
  /** false: a company books (company name and VAT id instead of first and last name). */
  isGuest: boolean;
  firstName: string | null;
  lastName: string | null;
  /** The company's name. */
  name: string | null;
  /** The company's VAT id. */
  legalId: string | null;
  email: string | null;
  phone: string | null;
  /** The address (spelt so in the spec). */
  addres: string | null;
  /** ISO 3166-1 alpha-2, as the checkout's country select ('HR'). */
  countryId: string | null;
  isNewsletterSubscribed: boolean;
}

/** The offer (02 §3.8). */
export interface Offer {
  offerUuid: string;
  /** Unix seconds; the offer can be accepted up to the end of this UTC day. */
  validUntil: number;
  /** Unix seconds. */
  createdAt: number;
  /** 1 = active (`OFFER_STATUS`). */
  status: number;
  booker: OfferBooker;
}

/** A discount on an offer reservation (02 §3.10). */
export interface OfferDiscount {
  /** The amount off (type 1) or the percentage off (type 2). */
  value: number;
  /** `OFFER_DISCOUNT_TYPE`: 1 fixed, 2 percentage. */
  type: number;
  name: string;
  /** The discount's definition: the promo code's id when it came from one, else null. */
  discountsId: number | null;
  /** This discount row. */
  id: number;
}

/**
 * What a group of persons pays of a charge. Added detail of the spec's
 * `perPersonPrices[]`: filled for an accommodation charge priced per
 * person (a price-per-person-per-day rate), empty otherwise.
 */
export interface OfferPerPersonPrice {
  /** null for the adults; the children band's ages otherwise (ageTo exclusive). */
  ageFrom: number | null;
  ageTo: number | null;
  persons: number;
  /** What the group pays for the whole stay. */
  price: number;
}

/** A tax contained in a charge (02 §3.10). */
export interface OfferChargeTax {
  label: string;
  /** The tax in the charge, in the reservation's currency. */
  amount: number;
  /** Which tax: links to `pricesPerDay.taxes[].taxesId`. */
  taxesId: number;
  /** This tax line. */
  id: number;
}

/** A service the rate includes (02 §3.10 includedExtras). */
export interface OfferIncludedExtra {
  name: string;
  /** The service's id. */
  id: number;
  /** Always empty here: an included service has no price of its own. */
  perPersonPrices: OfferPerPersonPrice[];
  /** Always empty here: an included service has no tax of its own. */
  taxes: OfferChargeTax[];
}

/** A charge of a reservation (02 §3.10): the accommodation, a service or a fee. */
export interface OfferCharge {
  name: string;
  /** The price of one unit of the charge; the charge costs primaryPrice × quantity. */
  primaryPrice: number;
  quantity: number;
  /** `CHARGE_TYPE`. */
  type: number;
  taxes: OfferChargeTax[];
  perPersonPrices: OfferPerPersonPrice[];
}

/** A children band's share of one night (02 §3.10). */
export interface OfferChildBandPrice {
  /** Inclusive. */
  ageFrom: number;
  /** Exclusive. */
  ageTo: number;
  price: number;
}

/** One night of the accommodation (02 §3.10 pricesPerDay.accommodation). */
export interface OfferAccommodationDay {
  /** Unix seconds, UTC midnight of the night's date. */
  timestamp: number;
  /** The unit's base price of the night; null when the night is priced as a whole (no split). */
  perNight: number | null;
  /** What the adults pay for the night; null when there is no split. */
  adults: number | null;
  children: OfferChildBandPrice[];
  /** The night's price. */
  total: number;
}

/** A service, fee or tourist tax of the stay (02 §3.10 pricesPerDay). */
export interface OfferExtraPrice {
  name: string;
  /** 1 Daily, 2 One time (02 §9.4). */
  pricingDynamic: number;
  quantity: number;
  /** 0 for what the rate includes. */
  total: number;
}

/** A tax rate of the reservation (02 §3.10 pricesPerDay.taxes). */
export interface OfferTaxRate {
  label: string;
  /** Percent. */
  rate: number;
  /** Added: the tax the charges' `taxes[].taxesId` name. */
  taxesId: number;
}

/** Prices of the stay day by day (02 §3.10, §2.8). */
export interface OfferPricesPerDay {
  accommodation: OfferAccommodationDay[];
  services: OfferExtraPrice[];
  fees: OfferExtraPrice[];
  touristTaxes: OfferExtraPrice[];
  taxes: OfferTaxRate[];
}

/** An amenity of the unit type (02 §3.10). */
export interface OfferAmenity {
  /** Added: the shared amenity id (1–21). */
  id: number;
  name: string;
  imageUrl: string | null;
}

/** The unit type of a reservation (02 §3.10). */
export interface OfferUnitType {
  id: number;
  name: string;
  description: string | null;
  standardOccupancy: number;
  maxOccupancy: number;
  amenities: OfferAmenity[];
  latitude: number | null;
  longitude: number | null;
}

/** An image of the unit type (02 §3.10). */
export interface OfferImage {
  /** The image's file name. */
  name: string;
  url: string;
}

/** One reserved unit of the offer (02 §3.10). */
export interface OfferReservation {
  reservationsId: number;
  /** Unix seconds, UTC midnight of the arrival day. */
  arrivalDate: number;
  /** Unix seconds, UTC midnight of the departure day. */
  departureDate: number;
  adults: number;
  /** The number of children. */
  children: number;
  /** Added: each child's age. */
  childrenAges: number[];
  currency: string;
  /** What is paid before the stay (02 §9.5) if the offer is accepted now. */
  prepaymentAmount: number;
  discounts: OfferDiscount[];
  includedExtras: OfferIncludedExtra[];
  ratePlanName: string;
  ratePlansId: number;
  /** The accommodation, discounts taken off. */
  totalAccommodationPrice: number;
  /** The accommodation and the extras (services and fees) of the unit. */
  totalReservationPrice: number;
  firstNightPrice: number;
  cancellationPolicy: CancellationPolicy | null;
  images: OfferImage[];
  unitType: OfferUnitType;
  charges: OfferCharge[];
  pricesPerDay: OfferPricesPerDay;
  /** Added: the rate includes the tourist tax (else it is paid at the property). */
  isTouristTaxIncluded: boolean;
}

/** The booking the offer is made of (02 §3.9). */
export interface OfferBooking {
  code: string;
  /** `OFFER_BOOKING_TYPE`: 2 while it is an offer. */
  type: number;
  /** 'Y' when the property deleted it. */
  deleted: 'Y' | 'N';
  /** Whether a unit is free for every reservation on every night, now. */
  hasAvail: boolean;
  reservations: OfferReservation[];
}

/** `GET /api/offer/{offerUuid}/{bookingCode}`. */
export interface OfferPayload {
  offer: Offer;
  booking: OfferBooking;
  /** The engine the offer was made on: payment methods, terms, VAT, currency settings (01 §3.1). */
  bookingEngine: BookingEngine;
}
