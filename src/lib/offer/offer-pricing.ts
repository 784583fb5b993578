/**
 * Prices of an offer reservation (02 §2.6 rate plan panel, §9.4): the
 * price before its discounts, the accommodation and extras totals, and
 * the extras named on the panel with '(Included)' for what costs nothing
 * and '(Paid at the property)' for a tourist tax outside the totals, and
 * the amounts the totals are made of (`unitParts`).
 */
import { formatDotted, unixToIsoDate } from '../format/dates.ts';
import { message, type Message } from '../format/messages.ts';
import { roundMoney } from '../format/money.ts';
import { OFFER_DISCOUNT_TYPE, type OfferDiscount, type OfferReservation } from './offer-contract.ts';
import { promoBadge, type PromoBadge } from '../search/promo.ts';
import { accommodationTotal, extrasTotal, unitParts } from './offer-totals.ts';
import type { NumberFormat } from '../types.ts';

/** The mark after an extra whose total is 0 on the panel's Extras line (02 §2.6). */
export const INCLUDED_MARK = '(Included)';

/**
 * The mark after a tourist tax the rate does not include (not in the spec):
 * it is in no total on the card, and the guest pays it at the property.
 */
export const PAID_AT_PROPERTY_MARK = '(Paid at the property)';

/**
 * The price before one discount (02 §9.4): type 2 (percentage)
 * price / (1 − value / 100); type 1 (fixed) price + value. A percentage of
 * 100 or more leaves nothing to recover the price from: the price is
 * returned as it is. Unknown types change nothing. To cents.
 * @example priceBeforeDiscount(90, { type: 2, value: 10 }) // 100
 * @example priceBeforeDiscount(180, { type: 1, value: 20 }) // 200
 */
export function priceBeforeDiscount(price: number, discount: Pick<OfferDiscount, 'type' | 'value'>): number {
  if (discount.type === OFFER_DISCOUNT_TYPE.PERCENTAGE) {
    return discount.value >= 100 ? roundMoney(price) : roundMoney(price / (1 - discount.value / 100));
  }
  if (discount.type === OFFER_DISCOUNT_TYPE.FIXED) return roundMoney(price + discount.value);
  return roundMoney(price);
}

/**
 * A price after one discount (02 §9.4, the reverse of
 * `priceBeforeDiscount`): type 2 takes value percent off, type 1 the
 * amount; never below 0; unknown types change nothing. To cents.
 * @example applyOfferDiscount(500, { type: 2, value: 10 }) // 450
 * @example applyOfferDiscount(15, { type: 1, value: 20 }) // 0
 */
export function applyOfferDiscount(price: number, discount: Pick<OfferDiscount, 'type' | 'value'>): number {
  if (discount.type === OFFER_DISCOUNT_TYPE.PERCENTAGE) return roundMoney(Math.max(0, price * (1 - discount.value / 100)));
  if (discount.type === OFFER_DISCOUNT_TYPE.FIXED) return roundMoney(Math.max(0, price - discount.value));
  return roundMoney(price);
}

/**
 * Shares a total out over parts in proportion to them, to cents, so that
 * the shares add up to the total exactly: each share is the rounded
 * running total less the shares before it, the last takes what is left.
 * Parts that are all 0 share nothing (every share 0, the last the total).
 * How a stay's discounted price is spread over its nights.
 * @example spreadAmount([100, 100, 130], 297) // [90, 90, 117]
 * @example spreadAmount([1, 1, 1], 100) // [33.33, 33.34, 33.33]
 */
export function spreadAmount(parts: readonly number[], total: number): number[] {
  if (parts.length === 0) return [];
  const whole = parts.reduce((sum, part) => sum + part, 0);
  const shares: number[] = [];
  let running = 0;
  let given = 0;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      shares.push(roundMoney(total - given));
      return;
    }
    running += part;
    const share = whole > 0 ? roundMoney(roundMoney((running / whole) * total) - given) : 0;
    shares.push(share);
    given = roundMoney(given + share);
  });
  return shares;
}

/**
 * The price before every discount: each one undone, the last applied
 * first. No discounts, the price itself.
 * @example priceBeforeDiscounts(162, [{ type: 2, value: 10 }, { type: 1, value: 18 }]) // 200
 */
export function priceBeforeDiscounts(price: number, discounts: readonly Pick<OfferDiscount, 'type' | 'value'>[]): number {
  return discounts.reduceRight((total, discount) => priceBeforeDiscount(total, discount), roundMoney(price));
}

/** One name on the panel's Extras line. */
export interface OfferExtraName {
  name: string;
  total: number;
  /** Its total is 0: shown with '(Included)'. */
  included: boolean;
  /** A tourist tax the rate does not include: in no total, paid at the property (shown with '(Paid at the property)'). */
  paidAtProperty: boolean;
}

/**
 * The panel's Extras line (02 §2.6): the fees, services and tourist taxes
 * of the stay (pricesPerDay), in that order, each marked included when
 * its total is 0, a tourist tax the rate does not include as paid at the
 * property.
 * @example offerExtraNames(reservation).map((extra) => extraMark(extra) ? `${extra.name} ${extraMark(extra).key}` : extra.name).join(', ') // 'Environmental fee, Final cleaning, Breakfast (Included), Tourist tax (Paid at the property)'
 */
export function offerExtraNames(reservation: Pick<OfferReservation, 'pricesPerDay' | 'isTouristTaxIncluded'>): OfferExtraName[] {
  const { fees, services, touristTaxes } = reservation.pricesPerDay;
  const named = (extra: { name: string; total: number }, tax: boolean): OfferExtraName => {
    const included = !(extra.total > 0);
    return { name: extra.name, total: extra.total, included, paidAtProperty: tax && !included && !reservation.isTouristTaxIncluded };
  };
  return [...[...fees, ...services].map((extra) => named(extra, false)), ...touristTaxes.map((extra) => named(extra, true))];
}

/** The rate plan panel of a card (02 §2.6). */
export interface RatePlanPanel {
  ratePlanName: string;
  /** 'Period': arrival and departure, DD.MM.YYYY (UTC). */
  period: { arrival: string; departure: string };
  adults: number;
  children: number;
  /** 'Units' (1 unless merged). */
  units: number;
  /** One badge per discount ('-10%', '-20.00 EUR'); empty without discounts. */
  discounts: PromoBadge[];
  /** The struck-through accommodation price before the discounts; null without discounts. */
  originalAccommodationTotal: number | null;
  /** 'Accommodation total' of one unit. */
  accommodationTotal: number;
  /** 'Extras total' of one unit; null when it is 0 (not shown). */
  extrasTotal: number | null;
  /** 'Total per unit'. */
  totalPerUnit: number;
  /** The amounts it is made of (`unitParts`). */
  totalPerUnitParts: number[];
  currency: string;
  extras: OfferExtraName[];
}

/**
 * A discount as the promo badge reads it (`promoBadge` of `promo.ts`):
 * the offer's type 2 percentage is the promo's type 1.
 * @example discountBadge({ name: 'Returning guest', type: 2, value: 10 }, 'EUR').text // '-10%'
 * @example discountBadge({ name: 'Spring', type: 1, value: 20 }, 'EUR').text // '-20.00 EUR'
 */
export function discountBadge(discount: Pick<OfferDiscount, 'name' | 'type' | 'value'>, currency: string, format: Partial<NumberFormat> = {}): PromoBadge {
  const percentage = discount.type === OFFER_DISCOUNT_TYPE.PERCENTAGE;
  return promoBadge({ name: discount.name, code: '', discountAmount: discount.value, discountType: percentage ? 1 : 2 }, currency, format);
}

/**
 * The figures of a card's rate plan panel (02 §2.6) for one unit of a
 * grouped reservation: period, guests, units, discount badges with the
 * accommodation price before them, accommodation, extras (null when 0)
 * and the total per unit (totalReservationPrice).
 * @example ratePlanPanel({ reservation, unitsNumber: 2 }).units // 2
 */
export function ratePlanPanel(item: { reservation: OfferReservation; unitsNumber?: number }, format: Partial<NumberFormat> = {}): RatePlanPanel {
  const { reservation } = item;
  const accommodation = accommodationTotal(reservation);
  const extras = extrasTotal(reservation);
  const hasDiscounts = reservation.discounts.length > 0;
  return {
    ratePlanName: reservation.ratePlanName,
    period: { arrival: formatDotted(unixToIsoDate(reservation.arrivalDate)), departure: formatDotted(unixToIsoDate(reservation.departureDate)) },
    adults: reservation.adults,
    children: reservation.children,
    units: item.unitsNumber ?? 1,
    discounts: reservation.discounts.map((discount) => discountBadge(discount, reservation.currency, format)),
    originalAccommodationTotal: hasDiscounts ? priceBeforeDiscounts(accommodation, reservation.discounts) : null,
    accommodationTotal: accommodation,
    extrasTotal: extras > 0 ? extras : null,
    totalPerUnit: roundMoney(reservation.totalReservationPrice),
    totalPerUnitParts: unitParts(reservation),
    currency: reservation.currency,
    extras: offerExtraNames(reservation),
  };
}

/**
 * The mark shown after an extra's name on the Extras line: '(Included)'
 * when it costs nothing, '(Paid at the property)' for a tourist tax the
 * rate does not include, else none.
 * @example extraMark({ name: 'Breakfast', total: 0, included: true, paidAtProperty: false }) // { key: '(Included)', tokens: {} }
 */
export function extraMark(extra: OfferExtraName): Message | null {
  if (extra.included) return message(INCLUDED_MARK);
  return extra.paidAtProperty ? message(PAID_AT_PROPERTY_MARK) : null;
}
