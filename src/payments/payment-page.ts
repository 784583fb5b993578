/**
 * The round trip through gateway E's hosted payment page (02 §4.1 step 3
 * and 5, §9.1): before leaving for the page the booker record (details,
 * method, terms and newsletter choices — never card data) and the page's
 * token are kept in browser storage; on the way back the token is taken
 * (read and removed) and the booker restored.
 *
 * Pure apart from the storage it is handed.
 */

/** The storage these records live in (the tab's session storage on the site). */
export interface RecordStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PaymentPageKeys {
  booker: string;
  token: string;
}

/**
 * The storage keys (02 §9.1): 'booker' and 'payment-page-token' on the
 * checkout; 'booking-engine-{slug}-booker' and
 * 'booking-engine-{slug}-payment-page-token' on the offer flow.
 * @example paymentPageKeys('hotel-zadar') // { booker: 'booking-engine-hotel-zadar-booker', token: 'booking-engine-hotel-zadar-payment-page-token' }
 */
export function paymentPageKeys(offerEngineSlug: string | null = null): PaymentPageKeys {
  if (offerEngineSlug === null) return { booker: 'booker', token: 'payment-page-token' };
  return { booker: `booking-engine-${offerEngineSlug}-booker`, token: `booking-engine-${offerEngineSlug}-payment-page-token` };
}

/** What is kept of the booker across the payment page. */
export interface BookerRecord {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  country: string;
  address: string;
  city: string;
  postalCode: string;
  estimatedTimeOfArrival: string;
  note: string;
  isCompany: boolean;
  companyName: string;
  companyVatId: string;
  isNewsletterSubscribed: boolean;
  termsRead: boolean;
  termsAccepted: boolean;
  selectedPaymentMethod: number;
  /** The payment page option chosen, e.g. '7paypal'. */
  selectedPaymentOption: string;
}

const TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'country', 'address', 'city', 'postalCode', 'estimatedTimeOfArrival', 'note', 'companyName', 'companyVatId', 'selectedPaymentOption'] as const;
const FLAG_FIELDS = ['isCompany', 'isNewsletterSubscribed', 'termsRead', 'termsAccepted'] as const;

/**
 * The record of exactly the booker fields: anything else on `details`
 * (card number, CVV, expiry, card holder) is left out.
 * @example bookerRecord({ ...details, cardNumber: '4111111111111111' }).cardNumber // undefined
 */
export function bookerRecord(details: BookerRecord & Record<string, unknown>): BookerRecord {
  const record = {} as Record<string, unknown>;
  for (const field of TEXT_FIELDS) record[field] = String(details[field] ?? '');
  for (const field of FLAG_FIELDS) record[field] = details[field] === true;
  record.selectedPaymentMethod = Number(details.selectedPaymentMethod) || 0;
  return record as unknown as BookerRecord;
}

/** Keeps the booker record and the payment page's token before the redirect. */
export function keepForPaymentPage(storage: RecordStorage, keys: PaymentPageKeys, details: BookerRecord & Record<string, unknown>): void {
  storage.setItem(keys.booker, JSON.stringify(bookerRecord(details)));
}

export function keepPaymentPageToken(storage: RecordStorage, keys: PaymentPageKeys, token: string): void {
  storage.setItem(keys.token, token);
}

/**
 * The kept booker record, removed from storage; null when there is none
 * or it is unreadable (02 §2.2: restored, then removed).
 */
export function takeBookerRecord(storage: RecordStorage, keys: PaymentPageKeys): BookerRecord | null {
  const raw = storage.getItem(keys.booker);
  if (raw === null) return null;
  storage.removeItem(keys.booker);
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const value = parsed as Record<string, unknown>;
    const record = {} as Record<string, unknown>;
    for (const field of TEXT_FIELDS) record[field] = typeof value[field] === 'string' ? value[field] : '';
    for (const field of FLAG_FIELDS) record[field] = value[field] === true;
    record.selectedPaymentMethod = typeof value.selectedPaymentMethod === 'number' ? value.selectedPaymentMethod : 0;
    return record as unknown as BookerRecord;
  } catch {
    return null;
  }
}

/** The kept payment page token, removed from storage (02 §4.1 step 5). */
export function takePaymentPageToken(storage: RecordStorage, keys: PaymentPageKeys): string | null {
  const token = storage.getItem(keys.token);
  storage.removeItem(keys.token);
  return token && /^[\w-]{8,200}$/.test(token) ? token : null;
}

/**
 * The URL without its query string (02 §4.1 step 5), keeping path and hash.
 * @example withoutQuery('https://a.example/en/payment?saferpay-payment-page-redirect=true#top') // 'https://a.example/en/payment#top'
 */
export function withoutQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.toString();
}
