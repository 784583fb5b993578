/**
 * The analytics events of 01 §7.3 as they go to the tag manager's data
 * layer (`src/stores/analytics.ts` pushes them, and only after the guest
 * allowed the tag manager). The spec leaves the payloads open: they follow
 * the e-commerce event names and fields tag managers know (`search`,
 * `view_item`, `add_to_cart`, `begin_checkout`, `add_payment_info`,
 * `purchase`), and never carry anything that identifies the guest — no
 * names, e-mail, phone, card data, booking codes or other identifiers.
 */

export type AnalyticsEventName = 'search' | 'view_item' | 'view_package' | 'add_to_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase' | 'consent_given';

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_brand?: string;
  price?: number;
  quantity?: number;
}

/**
 * The search event: the stay and the party, not the promo code itself (only whether one was given).
 * @example searchEvent({ from: '2027-07-01', to: '2027-07-08', adults: 2, children: [5], rooms: 1, promoCode: 'SUMMER' }, 7) // { search_term: '2027-07-01/2027-07-08', start_date: '2027-07-01', end_date: '2027-07-08', adults: 2, children: 1, rooms: 1, promo_code: true, results: 7 }
 */
export function searchEvent(
  search: { from: string | null; to: string | null; adults: number; children: readonly number[]; rooms: number; promoCode?: string | null },
  results: number,
): Record<string, unknown> {
  return {
    search_term: search.from && search.to ? `${search.from}/${search.to}` : '',
    start_date: search.from,
    end_date: search.to,
    adults: search.adults,
    children: search.children.length,
    rooms: search.rooms,
    promo_code: Boolean(search.promoCode),
    results,
  };
}

/**
 * A unit type seen in detail (the unit details modal).
 * @example viewItemEvent({ unitTypeId: 101, unitTypeName: 'Sea View Studio', bookingEngine: { name: 'Villa Adriatic' } }) // { items: [{ item_id: '101', item_name: 'Sea View Studio', item_brand: 'Villa Adriatic' }] }
 */
export function viewItemEvent(unitType: { unitTypeId: number; unitTypeName: string; bookingEngine?: { name: string } | null }): Record<string, unknown> {
  return {
    items: [
      {
        item_id: String(unitType.unitTypeId),
        item_name: unitType.unitTypeName,
        ...(unitType.bookingEngine ? { item_brand: unitType.bookingEngine.name } : {}),
      },
    ],
  };
}

/**
 * A package deal's details opened.
 * @example packageEvent({ unitTypeId: 101, unitTypeName: 'Studio' }, { ratePlanId: 7, ratePlanName: 'Wine weekend' }) // { items: [{ item_id: '101', item_name: 'Studio', item_variant: 'Wine weekend' }], rate_plan_id: '7' }
 */
export function packageEvent(
  unitType: { unitTypeId: number; unitTypeName: string },
  rate: { ratePlanId: number; ratePlanName: string },
): Record<string, unknown> {
  return {
    items: [{ item_id: String(unitType.unitTypeId), item_name: unitType.unitTypeName, item_variant: rate.ratePlanName }],
    rate_plan_id: String(rate.ratePlanId),
  };
}

/**
 * Units added to the basket: value is the rate's total for the stay times the quantity.
 * @example addToCartEvent({ unitTypeId: 101, unitTypeName: 'Studio', ratePlanName: 'Flexible', totalRate: 420, currency: 'EUR' }, 2) // { currency: 'EUR', value: 840, items: [{ item_id: '101', item_name: 'Studio', item_variant: 'Flexible', price: 420, quantity: 2 }] }
 */
export function addToCartEvent(
  item: { unitTypeId: number; unitTypeName: string; ratePlanName: string; totalRate: number; currency: string },
  quantity: number,
): Record<string, unknown> {
  return {
    currency: item.currency,
    value: Math.round(item.totalRate * quantity * 100) / 100,
    items: [{ item_id: String(item.unitTypeId), item_name: item.unitTypeName, item_variant: item.ratePlanName, price: item.totalRate, quantity }],
  };
}

/** The fields of the checkout and offer forms that belong to paying (the rest are the booker's details). */
const PAYMENT_FIELDS = new Set([
  'selectedPaymentMethod',
  'selectedPaymentOption',
  'termsAccepted',
  'cardholderSameAsGuest',
  'cardholderName',
  'cardNumber',
  'cvv',
  'expirationDate',
  'address',
  'city',
  'postalCode',
]);

/**
 * Which first-input event a form change is: the payment part's first
 * input (`add_payment_info`) or the checkout's (`begin_checkout`).
 * @example formInputEvent(['cardNumber']) // 'add_payment_info'
 * @example formInputEvent(['firstName']) // 'begin_checkout'
 */
export function formInputEvent(fields: readonly string[]): 'add_payment_info' | 'begin_checkout' | null {
  if (fields.length === 0) return null;
  return fields.some((field) => PAYMENT_FIELDS.has(field)) ? 'add_payment_info' : 'begin_checkout';
}
