import type { PaymentMethod } from './types.ts';

export type CardBrandId = 'maestro' | 'mastercard' | 'visa' | 'diners' | 'discover' | 'amex';

export interface CardBrand {
  value: number;
  id: CardBrandId;
  label: string;
  logo: string;
  /** The network's (Croatian regional) site. */
  link: string;
  width: number;
  height: number;
}

const brand = (value: number, id: CardBrandId, label: string, link: string, width: number, height = 45): CardBrand => ({
  value,
  id,
  label,
  logo: `/images/cards/${id}.svg`,
  link,
  width,
  height,
});

const MAESTRO = brand(1, 'maestro', 'Maestro', 'https://www.mastercard.hr/hr-hr/consumers/find-card-products/debit-cards/maestro.html', 54);
const MASTERCARD = brand(2, 'mastercard', 'Mastercard', 'https://www.mastercard.hr/hr-hr.html', 56);
const VISA = brand(3, 'visa', 'Visa', 'https://www.visa.com.hr/', 80);
const DINERS = brand(4, 'diners', 'Diners', 'https://www.diners.com.hr/', 98);

/** Accepted card brand logos of the footer and checkout, in order (02 §2.11; value 5 = discover). */
export const CARD_BRAND_LOGOS: readonly CardBrand[] = [
  MAESTRO,
  MASTERCARD,
  VISA,
  DINERS,
  brand(5, 'discover', 'Discover', 'https://www.discover.com/', 124),
];

/** The card type list used with selectedCardTypes, footer order (02 §2.11; value 5 = amex). */
export const CARD_TYPES: readonly CardBrand[] = [
  MAESTRO,
  MASTERCARD,
  VISA,
  DINERS,
  brand(5, 'amex', 'American Express', 'https://www.americanexpress.com/hr-hr/', 60),
];

/**
 * The card brands a property accepts, for the footer. Both readings of
 * 02 §2.11 stand: when the property's card payment method lists
 * selectedCardTypes, the card type list (value 5 = amex) filtered by it is
 * shown; otherwise the brand logo list (value 5 = discover) is shown whole.
 * @example acceptedCardBrands([{ id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa,amex' } }]).map((b) => b.id) // ['visa', 'amex']
 */
export function acceptedCardBrands(paymentMethods: readonly PaymentMethod[]): CardBrand[] {
  const selected = new Set<string>();
  for (const method of paymentMethods) {
    for (const type of (method.settings?.selectedCardTypes ?? '').split(',')) {
      const id = type.trim().toLowerCase();
      if (id) selected.add(id);
    }
  }
  if (selected.size === 0) return [...CARD_BRAND_LOGOS];
  return CARD_TYPES.filter((card) => selected.has(card.id));
}
