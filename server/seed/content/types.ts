/**
 * Shapes of the demo content. The content files describe properties the
 * way a property manager would enter them; `seed/demo.ts` turns them into
 * rows and generates the nightly inventory, prices and restrictions, and
 * `scripts/make-demo-images.ts` draws the images they name.
 */

import type { BedType } from '../../../src/lib/seo/listing-contract.ts';

export type Lang = 'en' | 'hr' | 'de' | 'it' | 'cs' | 'es' | 'fr' | 'vi' | 'el' | 'pl' | 'sl';
/** Text per language; 'en' is required and is the fallback. */
export type Texts = { en: string } & Partial<Record<Lang, string>>;

/** What a generated image shows; the image script draws one scene per kind. */
export type Scene = 'bedroom' | 'living' | 'kitchen' | 'bathroom' | 'terrace' | 'pool' | 'sea' | 'oldtown' | 'breakfast' | 'harbour';

export interface DemoImage {
  /** File name under public/images/demo/{engine slug}/. */
  file: string;
  scene: Scene;
  /** 0..n: changes palette and composition so every image differs. */
  variant: number;
  isFeatured?: boolean;
}

/** Everything about one calendar day a restriction rule may look at. */
export interface DayInfo {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** 1..12 */
  month: number;
  /** Days from the seed's today (negative in the past). */
  offset: number;
}

export interface RestrictionValues {
  minStay?: number;
  maxStay?: number;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  minAdvanceHours?: number;
  maxAdvanceHours?: number;
  minStayArrival?: number;
  maxStayArrival?: number;
  closed?: boolean;
}

export interface DemoChildrenCategory {
  ageFrom: number;
  ageTo: number;
  /** 1 free, 2 as adult, 3 custom, 4 manual */
  type: 1 | 2 | 3 | 4;
  /** 1 percentage, 2 fixed */
  valueType?: 1 | 2;
  percentageValue?: number;
  nominalValue?: number;
}

export interface DemoRatePlan {
  id: number;
  code: string;
  kind: 'flat' | 'pax' | 'pppd';
  name: Texts;
  /** Multiplies the unit type's nightly price (flat plans). */
  priceFactor: number;
  policy: string;
  isPackageDeal?: boolean;
  packageDescription?: Texts;
  promote?: boolean;
  rateNote?: Texts;
  isTouristTaxIncluded?: boolean;
  /** Codes of the engine's services this rate includes. */
  included?: string[];
  images?: DemoImage[];
  /** PPPD: nightly base and price per person per day, before seasonal factors. */
  pppd?: { base: number; perPerson: number };
  /** Pax: nightly price for 1..n persons, before seasonal factors. */
  pax?: number[];
  childrenCategories?: DemoChildrenCategory[];
  restrictions?: (day: DayInfo) => RestrictionValues | null;
}

export interface DemoUnitType {
  id: number;
  slug: string;
  name: Texts;
  description: Texts;
  unitCount: number;
  /** Nightly price in the engine currency at standard occupancy, mid-season weekday. */
  basePrice: number;
  maxOccupancy: number;
  standardOccupancy: number;
  minOccupancy?: number;
  maxOccupancyAdults?: number;
  minOccupancyAdults?: number;
  maxOccupancyChildren?: number;
  minOccupancyChildren?: number;
  childrenAge?: number;
  childrenAllowed?: boolean;
  childrenFreeOfCharge?: boolean;
  childrenExtraCharge?: number;
  extraPersonCharge?: number;
  checkInBegin?: string;
  checkInEnd?: string;
  checkOutBegin?: string;
  checkOutEnd?: string;
  smokingAllowed?: 'Y' | 'N';
  petsAllowed?: 'Y' | 'N' | 'R';
  latitude: number;
  longitude: number;
  images: DemoImage[];
  amenities: string[];
  /** Beds by kind (migration 015), as the listing describes the unit type to search engines. */
  beds?: [BedType, number][];
  childrenCategories?: DemoChildrenCategory[];
  ratePlans: DemoRatePlan[];
  /** Units booked on a night (before the unit count cap); null or absent: the default demo occupancy. */
  booked?: (day: DayInfo) => number | null;
  /** Units closed for sale on a night (maintenance). */
  outOfOrder?: (day: DayInfo) => number;
}

export interface DemoPolicy {
  code: string;
  daysBeforeArrival?: number;
  canGuestCancelFreeOfCharge: boolean;
  cancellationFeePercentageBefore?: number;
  cancellationFeePercentageAfter?: number;
  cancellationFeeBeforeType?: number;
  cancellationFeeAfterType?: number;
  noShowPercentage?: number;
  noShowFeeType?: number;
  prepaymentAmount?: number;
  prepaymentAmountType?: number;
  prepaymentAmountDueDate?: number;
  fullAmountWillBePaid?: 1 | 2;
  amountWillBePaidDaysBefore?: number;
  additionalNote?: Texts;
}

export interface DemoService {
  id: number;
  code: string;
  name: Texts;
  description?: Texts;
  paymentType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  pricingType: 1 | 2 | 3;
  pricingDynamic: 1 | 2;
  /** Price per unit of the service; `summerPrice` applies from June to September. */
  price: number;
  summerPrice?: number;
  isMandatory?: boolean;
  isMandatoryQuantityUpdate?: boolean;
  isIncluded?: boolean;
  excludeArrival?: boolean;
  includeDeparture?: boolean;
  vatRate?: number;
  childrenCategories?: DemoChildrenCategory[];
}

export interface DemoFee {
  id: number;
  code: string;
  name: Texts;
  pricingType: 1 | 2 | 3;
  price: number;
  ratePlanIds?: number[];
  unitTypeIds?: number[];
  childrenCategories?: DemoChildrenCategory[];
}

export interface DemoTouristTax {
  /** Inclusive month-day range repeated every year, e.g. '06-01'..'09-30'. */
  from: string;
  to: string;
  adults: number;
  childrenUnder12: number;
  childrenAbove12: number;
}

export interface DemoPromoCode {
  id: number;
  code: string;
  /** Its name per language (the rate cards' badge); English is its own wording. */
  name: Texts;
  discountType: 1 | 2;
  discountAmount: number;
  /** Validity as day offsets from the seed's today. */
  validFromOffset: number;
  validToOffset: number;
  /** Codes of the rate plans it applies to; empty = all. */
  ratePlanIds?: number[];
}

export interface DemoPaymentMethod {
  id: number;
  /** A setting is one text, or a text per language (the bank's address). */
  settings: Record<string, string | Texts | null> | null;
}

/** Colours the image script paints an engine's pictures with. */
export interface Palette {
  sky: [string, string];
  sea: [string, string];
  wall: [string, string];
  accent: string;
  stone: string;
}

export interface DemoEngine {
  id: number;
  slug: string;
  name: string;
  propertyTitle: string;
  city: string | null;
  isGroup?: boolean;
  members?: string[];
  currency: string;
  secondaryCurrency?: string;
  activeCurrencies: string[];
  activeLanguages: Lang[];
  logoRedirectsTo?: string;
  primaryColor: string;
  secondaryColor: string;
  /** Postal address, the country named in each language. */
  address: Texts;
  latitude: number;
  longitude: number;
  phone?: string;
  countryDialCode?: string;
  secondPhone?: string;
  secondCountryDialCode?: string;
  email?: string;
  web?: string;
  facebook?: string;
  instagram?: string;
  twitter?: string;
  footerLogo?: boolean;
  footerLabel?: Texts;
  footerWebsite?: string;
  hasGTM?: boolean;
  hasGA?: boolean;
  hasFBPixel?: boolean;
  alwaysShowRates?: boolean;
  importantNote?: Texts;
  /** One paragraph per line in each language. */
  termsOfService: Texts;
  /** One paragraph per line in each language. */
  privacyPolicy: Texts;
  notePlaceholder?: Texts;
  isVatRegistered: boolean;
  vatRate: number;
  settingsExchangeRate?: number;
  numberFormat: { decimalSeparator: string; thousandSeparator: string };
  embeddingOrigins?: string[];
  unavailableDisplay: 'A' | 'B';
  paymentMethods: DemoPaymentMethod[];
  palette: Palette;
  /** The cover picture's scene. */
  cover: Scene;
  policies: DemoPolicy[];
  unitTypes: DemoUnitType[];
  services: DemoService[];
  fees: DemoFee[];
  touristTaxes: DemoTouristTax[];
  promoCodes: DemoPromoCode[];
}
