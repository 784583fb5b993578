/**
 * App-level types shared by the site, the stores and the reference API.
 * Field names follow the product specification (01 §3, 02 §3); wire-only
 * spellings are reshaped in `src/api/`.
 */

export const LOCALES = ['hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Analytics tools the cookie notice offers a choice for (01 §2.16). */
export type AnalyticsTool = 'gtm' | 'ga' | 'fbPixel';

/** Payment method as configured on a booking engine (02 §3.2). */
export interface PaymentMethod {
  id: number;
  bookingEngineId: number;
  settings: PaymentMethodSettings | null;
}

export interface PaymentMethodSettings {
  selectedCardTypes?: string | null;
  selectedWalletTypes?: string | null;
  authenticityToken?: string | null;
  shopId?: string | null;
  publishableApiKey?: string | null;
  merchantID?: string | null;
  customerId?: string | null;
  token?: string | null;
  /** 'test' sends the gateway's payments to the reference API's test gateway instead of the provider. */
  environment?: 'test' | 'live' | null;
  /** Bank transfer details shown on the reservation page (02 §2.9). */
  iban?: string | null;
  swiftCode?: string | null;
  bankName?: string | null;
  /**
   * The bank's postal address: one text, or a text per language (the
   * country named in the reader's language), read in the reservation's
   * language, else English, else the first given (`bankAddressIn`).
   */
  bankAddress?: string | Partial<Record<Locale, string>> | null;
  accountHolderName?: string | null;
}

/** A member property of a group booking engine. */
export interface GroupMember {
  id: number;
  name: string;
  slug: string;
  city: string | null;
  /** The member's own host name for its pages, when it has one. */
  siteHost?: string | null;
}

/** Booking engine settings (01 §3.1). */
export interface BookingEngine {
  id: number;
  name: string;
  slug: string;
  propertyId: number;
  propertyTitle: string;
  isGroup: boolean;
  currency: string;
  secondaryCurrency: string | null;
  activeCurrencies: string[];
  activeLanguages: Locale[];
  logoName: string | null;
  logoUrl: string | null;
  logoRedirectsTo: string | null;
  coverImageName: string | null;
  coverImageUrl: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  countryDialCode: string | null;
  secondPhone: string | null;
  secondCountryDialCode: string | null;
  email: string | null;
  web: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  footerLogoUrl: string | null;
  footerLabel: string | null;
  footerWebsite: string | null;
  hasGTM: boolean;
  hasGA: boolean;
  hasFBPixel: boolean;
  alwaysShowRates: boolean;
  importantNote: string | null;
  termsOfService: string | null;
  privacyPolicy: string | null;
  notePlaceholder: string | null;
  isVatRegistered: boolean;
  vatRate: number;
  settingsExchangeRate: number | null;
  /** IANA time zone of the property: "today" for searches and calendars is the property's today. */
  timeZone: string;
  /** Number format of the engine (01 §3.3). */
  numberFormat: NumberFormat;
  /** Origins allowed to embed the site in a frame and to receive the close message. */
  embeddingOrigins: string[];
  /**
   * The property's own host name for its pages (`book.villa-adriatic.hr`),
   * served over https instead of `{slug}.{SITE_DOMAIN}`; null or absent:
   * the shared domain's (src/lib/seo/discovery.ts `siteOrigin`).
   */
  siteHost?: string | null;
  /** Which reading of 01 §2.8 shows unavailable unit types: 'A' calendar, 'B' similar dates. */
  unavailableDisplay: 'A' | 'B';
  /** Group engines list their member properties; empty for a single property. */
  groupMembers: GroupMember[];
  paymentMethods: PaymentMethod[];
  /**
   * The property's texts in other wordings per language (not in the spec:
   * a guest reads the notice in the page's language). A text a language
   * lacks reads as the field above. Absent: none. The pages and e-mails
   * take the engine in their language (`engineInLanguage`), without this.
   */
  texts?: PropertyTexts;
}

/** The property's texts that a language may word its own way. */
export const PROPERTY_TEXT_FIELDS = ['address', 'footerLabel', 'importantNote', 'termsOfService', 'privacyPolicy', 'notePlaceholder'] as const;
export type PropertyTextField = (typeof PROPERTY_TEXT_FIELDS)[number];
/** A property's texts per language: only the languages and texts it words its own way. */
export type PropertyTexts = Partial<Record<Locale, Partial<Record<PropertyTextField, string>>>>;

export interface NumberFormat {
  decimalSeparator: string;
  thousandSeparator: string;
}

/** Exchange rates (01 §3.13). */
export interface ExchangeRates {
  baseCurrency: string;
  currencies: Record<string, number>;
}
