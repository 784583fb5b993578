/**
 * The wire contract of GET /availability (01 §3.4–3.10): what the reference
 * API sends and the site reads. One declaration for both sides; the site
 * reshapes only the request's dates (`src/api/availability.ts`). Types
 * only, no code.
 */
import type { ChildrenCategory } from './children.ts';
import type { DailyRatePrice, PaxValue, PppdBasis } from '../pricing/pricing.ts';
import type { ActivePromoCode } from './promo.ts';
import type { BookingEngine, ExchangeRates, Locale, NumberFormat, PaymentMethod } from '../types.ts';

export type { ActivePromoCode, PaxValue };

export interface Image {
  url: string;
  isFeatured: boolean;
  orderNumber: number;
}

export interface Amenity {
  id: number;
  imageUrl: string | null;
  name: string;
}

/** Cancellation policy (02 §3.11). */
export interface CancellationPolicy {
  daysBeforeArrival: number | null;
  canGuestCancelFreeOfCharge: boolean;
  cancellationFeePercentageBefore: number | null;
  cancellationFeePercentageAfter: number | null;
  cancellationFeeBeforeType: number | null;
  cancellationFeeAfterType: number | null;
  noShowPercentage: number | null;
  noShowFeeType: number | null;
  prepaymentAmount: number | null;
  prepaymentAmountType: number | null;
  prepaymentAmountDueDate: number | null;
  fullAmountWillBePaid: number | null;
  amountWillBePaidDaysBefore: number | null;
  additionalNote: string | null;
}

export interface IncludedService {
  id: number;
  name: string;
  description: string | null;
}

/** A children category as sent: every field present, null when unset (01 §3.7). */
export interface ChildrenCategoryOut extends ChildrenCategory {
  valueType: number | null;
  percentageValue: number | null;
  nominalValue: number | null;
  nominalValueBeforeTax: number | null;
}

export interface Rate {
  ratePlanId: number;
  rateId: number;
  ratePlanName: string;
  name: string;
  unitTypeId: number;
  isBookable: boolean;
  isPackageDeal: boolean;
  promote: boolean;
  restrictionErrors: number[];
  minStay: number | null;
  maxStay: number | null;
  minAdvanceReservation: number | null;
  maxAdvanceReservation: number | null;
  minStayArrival: number | null;
  maxStayArrival: number | null;
  nights: number;
  totalRate: number;
  totalRateBeforeDiscount: number;
  averageRatePerNight: number;
  isPaxRate: boolean;
  paxValues: PaxValue[];
  isPPPDRate: boolean;
  pricePerPerson: number | null;
  firstNightBasePrice: number | null;
  childrenCategories: ChildrenCategoryOut[];
  activePromoCode: ActivePromoCode | null;
  policy: CancellationPolicy | null;
  includedServices: string[];
  services: IncludedService[];
  images: Image[];
  packageDescription: string | null;
  rateNote: string | null;
  isTouristTaxIncluded: boolean;
  /**
   * Added to the spec's rate: the stored prices of each night of the stay
   * (date, price, firstNightBasePrice, pricePerPerson), so a client can
   * price another occupancy with src/lib/pricing/pricing.ts. Empty when a night has
   * no price (the rate is then closed).
   */
  dailyPrices: DailyRatePrice[];
  /** Added: which reading of a PPPD rate's figures applies; always 'nightly' here. */
  pppdBasis: PppdBasis;
}

export interface UnitTypeEngine {
  id: number;
  slug: string;
  name: string;
  currency: string;
  isVatRegistered: boolean;
  vatRate: number;
}

export interface UnitType {
  unitTypeId: number;
  unitTypeUuid: string;
  unitTypeName: string;
  name: string;
  description: string | null;
  images: Image[];
  amenities: Amenity[];
  city: string | null;
  unitTypeCity: string | null;
  latitude: number | null;
  longitude: number | null;
  unitTypeSlug: string;
  groupBESlug: string | null;
  isGroupBookingEngine: boolean;
  bookingEngineId: number;
  maxOccupancy: number;
  standardOccupancy: number;
  minOccupancy: number | null;
  maxOccupancyAdults: number | null;
  minOccupancyAdults: number | null;
  maxOccupancyChildren: number | null;
  minOccupancyChildren: number | null;
  childrenAge: number | null;
  childrenAllowed: boolean;
  childrenFreeOfCharge: boolean;
  childrenExtraCharge: number;
  hasExtraPersonCharge: boolean;
  extraPersonCharge: number;
  childrenCategories: ChildrenCategoryOut[];
  available: boolean;
  availableUnits: number;
  checkInBegin: string | null;
  checkInEnd: string | null;
  checkOutBegin: string | null;
  checkOutEnd: string | null;
  smokingAllowed: string | null;
  petsAllowed: string | null;
  rates: Rate[];
  /**
   * Added: 'Rates from' (spec 01 §2.8, §9.6): the smallest total per night
   * over the rates that are not closed, for the searched guests of one
   * unit; null when every rate is closed.
   */
  minimumRate: number | null;
  bookingEngine: UnitTypeEngine;
}

export interface DailyPrice {
  date: string;
  price: number;
  priceBeforeTax: number;
}

export interface Service {
  id: number;
  bookingEngineId: number;
  name: string;
  description: string | null;
  quantity: number;
  price: number;
  priceBeforeTax: number;
  isMandatory: boolean;
  isMandatoryQuantityUpdate: boolean;
  isIncluded: boolean;
  paymentType: number;
  pricingType: number;
  pricingDynamic: number;
  excludeArrival: boolean;
  includeDeparture: boolean;
  dailyPrices: DailyPrice[];
  childrenDifferentThanAdults: boolean;
  childrenCategories: ChildrenCategoryOut[];
}

export interface Fee {
  id: number;
  bookingEngineId: number;
  name: string;
  dailyPrices: DailyPrice[];
  pricingType: number;
  childrenDifferentThanAdults: boolean;
  childrenCategories: ChildrenCategoryOut[];
  ratePlanIds: number[];
  unitTypeIds: number[];
}

export interface TouristTax {
  bookingEngineId: number;
  date: string;
  adults: number;
  childrenUnder12: number;
  childrenAbove12: number;
}

export interface AvailabilityPayload {
  configuration: {
    locale: Locale;
    currency: string;
    location: string | null;
    selectedAmenities: number[];
    fromGoogleTravel: boolean;
    numberFormat: NumberFormat;
    exchangeRates: ExchangeRates;
  };
  bookingEngine: BookingEngine;
  request: {
    from: number;
    to: number;
    adults: number;
    children: number[];
    rooms: number;
    promoCode: string | null;
    unitTypeId: string | null;
    bookingEngineId: number | null;
    nights: number;
  };
  unitTypes: UnitType[];
  services: Service[];
  paymentMethods: PaymentMethod[];
  fees: Fee[];
  touristTaxes: TouristTax[];
}
