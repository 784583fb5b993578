import { api } from './client.ts';
import { unixToIsoDate, type IsoDate } from '../lib/dates.ts';
import type { BookingEngine, ExchangeRates, NumberFormat, PaymentMethod } from '../lib/types.ts';
import type { SearchRequest } from '../lib/search-query.ts';

/** An amenity of a unit type (01 §3.5). */
export interface Amenity {
  id: number;
  imageUrl: string | null;
  name: string;
}

export interface Image {
  url: string;
  isFeatured?: boolean;
  orderNumber?: number;
  name?: string;
}

/** Children category (01 §3.7). */
export interface ChildrenCategory {
  ageFrom: number;
  ageTo: number;
  type: number;
  valueType?: number | null;
  percentageValue?: number | null;
  nominalValue?: number | null;
  nominalValueBeforeTax?: number | null;
}

export interface PaxValue {
  pax: number;
  totalRate: number;
  totalRateBeforeDiscount: number;
  firstNightBasePrice: number;
}

export interface ActivePromoCode {
  name: string;
  code: string;
  discountAmount: number;
  discountType: number;
  valueType?: number | null;
}

/** Cancellation policy (02 §3.11). */
export interface CancellationPolicy {
  daysBeforeArrival: number | null;
  canGuestCancelFreeOfCharge: boolean | null;
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
  name?: string | null;
  summary?: string | null;
}

/** Rate plan (01 §3.6), as the API sends it; extra pricing fields pass through untouched. */
export interface RatePlan {
  ratePlanId: number;
  rateId?: number;
  ratePlanName: string;
  name?: string;
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
  childrenCategories: ChildrenCategory[];
  activePromoCode: ActivePromoCode | null;
  policy: CancellationPolicy | null;
  includedServices: string[];
  services: { id: number; name: string; description?: string | null }[];
  images: Image[];
  packageDescription: string | null;
  rateNote: string | null;
  isTouristTaxIncluded: boolean;
  [extra: string]: unknown;
}

/** Unit type (01 §3.5). */
export interface UnitType {
  unitTypeId: number;
  unitTypeUuid: string;
  unitTypeName: string;
  name?: string;
  description: string;
  images: Image[];
  amenities: Amenity[];
  city: string | null;
  unitTypeCity?: string | null;
  latitude: number | null;
  longitude: number | null;
  unitTypeSlug?: string | null;
  groupBESlug?: string | null;
  isGroupBookingEngine?: boolean;
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
  childrenExtraCharge: number | null;
  hasExtraPersonCharge: boolean;
  extraPersonCharge: number | null;
  childrenCategories: ChildrenCategory[];
  available: boolean;
  availableUnits: number;
  checkInBegin: string | null;
  checkInEnd: string | null;
  checkOutBegin: string | null;
  checkOutEnd: string | null;
  smokingAllowed: string | null;
  petsAllowed: string | null;
  bookingEngine: { id: number; slug: string; name: string; currency: string; isVatRegistered: boolean; vatRate: number };
  rates: RatePlan[];
  [extra: string]: unknown;
}

export interface DailyPrice {
  date?: string;
  price: number;
  priceBeforeTax?: number;
}

/** Service (01 §3.8). */
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
  childrenCategories: ChildrenCategory[];
}

/** Fee (01 §3.9). */
export interface Fee {
  id: number;
  bookingEngineId?: number;
  name: string;
  dailyPrices: DailyPrice[];
  pricingType: number;
  childrenDifferentThanAdults: boolean;
  childrenCategories: ChildrenCategory[];
  ratePlanIds: number[];
  unitTypeIds: number[];
}

/** Tourist tax entry (01 §3.10). */
export interface TouristTax {
  bookingEngineId?: number;
  date?: string;
  adults: number;
  childrenUnder12: number;
  childrenAbove12: number;
}

/** The request as the server echoes it, with dates as calendar dates. */
export interface LoadedRequest extends SearchRequest {
  nights: number;
}

/** The initial load payload (01 §3.4), reshaped for the app. */
export interface Availability {
  configuration: { locale: string; currency: string; numberFormat: NumberFormat; exchangeRates: ExchangeRates | null };
  bookingEngine: BookingEngine;
  request: LoadedRequest;
  unitTypes: UnitType[];
  services: Service[];
  paymentMethods: PaymentMethod[];
  fees: Fee[];
  touristTaxes: TouristTax[];
}

interface WireAvailability extends Omit<Availability, 'request'> {
  request: Omit<LoadedRequest, 'from' | 'to'> & { from: number; to: number };
}

/** GET /availability (01 §7.2) for a property and a search. */
export async function fetchAvailability(
  engineSlug: string,
  search: SearchRequest,
  filters: { location: string | null },
): Promise<Availability> {
  const wire = await api.get<WireAvailability>('availability', {
    bookingEngine: engineSlug,
    from: search.from,
    to: search.to,
    adults: search.adults,
    children: search.children,
    rooms: search.rooms,
    promoCode: search.promoCode,
    unitTypeId: search.unitTypeId,
    bookingEngineId: search.bookingEngineId,
    location: filters.location,
  });
  return reshapeAvailability(wire);
}

export function reshapeAvailability(wire: WireAvailability): Availability {
  const request: LoadedRequest = {
    ...wire.request,
    from: unixToIsoDate(wire.request.from),
    to: unixToIsoDate(wire.request.to),
    unitTypeId: wire.request.unitTypeId == null ? null : String(wire.request.unitTypeId),
  };
  return { ...wire, request };
}

/** Per-day availability of one month (01 §3.12): day of month → available units. */
export interface MonthAvailability {
  year: number;
  month: number;
  days: Record<string, number>;
}

/** GET /availability/{unitTypeUuid}/{year}/{month} (01 §7.2). */
export function fetchMonthAvailability(engineSlug: string, unitTypeUuid: string, year: number, month: number): Promise<MonthAvailability> {
  return api.get<MonthAvailability>(`availability/${encodeURIComponent(unitTypeUuid)}/${year}/${month}`, { bookingEngine: engineSlug });
}

export type { IsoDate };
