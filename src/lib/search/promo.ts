/**
 * Promo-code discounts on a rate (01 §2.10, §9.6).
 *
 * The spec gives two readings of the discount type; the data chooses:
 * - an `activePromoCode` carrying a `valueType` (not null) is read as
 *   valueType PERCENTAGE 1 / FIXED 2;
 * - otherwise `discountType` 1 is a percentage and any other value a fixed
 *   amount (the reference API sends this form: 1 percentage, 2 fixed).
 */
import { formatMoney, roundMoney } from '../format/money.ts';
import type { NumberFormat } from '../types.ts';

/** Promo value types of the second reading. */
export const PROMO_VALUE_TYPE = { PERCENTAGE: 1, FIXED: 2 } as const;
/** The discountType of the first reading that means a percentage. */
export const DISCOUNT_TYPE_PERCENTAGE = 1;

/** The promo code applied to a rate (01 §3.6). */
export interface ActivePromoCode {
  name: string;
  code: string;
  /** A percentage (10 = 10 %) or an amount off the stay in the rate's currency. */
  discountAmount: number;
  discountType: number;
  /** When present, decides percentage (1) or fixed (2) instead of discountType. */
  valueType?: number | null;
}

export type DiscountKind = 'percentage' | 'fixed';

/**
 * Whether a promo takes a percentage or a fixed amount off.
 * @example discountKind({ name: 'Summer', code: 'S10', discountAmount: 10, discountType: 1 }) // 'percentage'
 * @example discountKind({ name: 'Welcome', code: 'W20', discountAmount: 20, discountType: 1, valueType: 2 }) // 'fixed'
 */
export function discountKind(promo: Pick<ActivePromoCode, 'discountType' | 'valueType'>): DiscountKind {
  if (promo.valueType !== undefined && promo.valueType !== null) {
    return promo.valueType === PROMO_VALUE_TYPE.PERCENTAGE ? 'percentage' : 'fixed';
  }
  return promo.discountType === DISCOUNT_TYPE_PERCENTAGE ? 'percentage' : 'fixed';
}

/**
 * A total after the promo: a percentage off, or a fixed amount off the
 * whole stay, never below zero; rounded to cents. No promo, no change.
 * @example applyPromoDiscount(200, { name: 'S', code: 'S', discountAmount: 15, discountType: 1 }) // 170
 * @example applyPromoDiscount(10, { name: 'W', code: 'W', discountAmount: 20, discountType: 2 }) // 0
 */
export function applyPromoDiscount(total: number, promo: ActivePromoCode | null | undefined): number {
  if (!promo) return roundMoney(total);
  if (discountKind(promo) === 'percentage') {
    return roundMoney(Math.max(0, total * (1 - promo.discountAmount / 100)));
  }
  return roundMoney(Math.max(0, total - promo.discountAmount));
}

/**
 * A part of a stay (its first night, for the fees and prepayment of 02
 * §4.6 that charge it) with its share of the stay's promo: a percentage
 * off it as off the stay; a fixed amount, which comes off the whole stay,
 * shared in proportion to what the part costs of it, never all off the
 * one night. No promo, no change; rounded to cents.
 * @example promoShare(47, 141, { name: 'W', code: 'W', discountAmount: 20, discountType: 2 }) // 40.33
 * @example promoShare(100, 300, { name: 'S', code: 'S', discountAmount: 15, discountType: 1 }) // 85
 */
export function promoShare(part: number, stayBeforeDiscount: number, promo: ActivePromoCode | null | undefined): number {
  if (!promo || discountKind(promo) === 'percentage' || stayBeforeDiscount <= 0) return applyPromoDiscount(part, promo);
  return roundMoney((part * applyPromoDiscount(stayBeforeDiscount, promo)) / stayBeforeDiscount);
}

/** The parts of the promo badge on a rate card (01 §2.10). */
export interface PromoBadge {
  /** The promo's name. */
  name: string;
  kind: DiscountKind;
  /** The percentage, or the amount off. */
  amount: number;
  /** The currency of a fixed amount; null for a percentage. */
  currency: string | null;
  /** '-' then the percentage ('-10%') or the amount and currency ('-20.00 EUR'). */
  text: string;
}

/**
 * The promo badge: the name and '-' followed by either the percentage or
 * the fixed amount and currency. `currency` is the currency the amount is
 * expressed in (the engine's; convert `discountAmount` first to show
 * another one).
 * @example promoBadge({ name: 'Welcome', code: 'W20', discountAmount: 20, discountType: 2 }, 'EUR').text // '-20.00 EUR'
 * @example promoBadge({ name: 'Summer', code: 'S', discountAmount: 12.5, discountType: 1 }, 'EUR', { decimalSeparator: ',' }).text // '-12,5%'
 */
export function promoBadge(promo: ActivePromoCode, currency: string, format: Partial<NumberFormat> = {}): PromoBadge {
  const kind = discountKind(promo);
  if (kind === 'percentage') {
    const percent = String(roundMoney(promo.discountAmount)).replace('.', format.decimalSeparator ?? '.');
    return { name: promo.name, kind, amount: promo.discountAmount, currency: null, text: `-${percent}%` };
  }
  return {
    name: promo.name,
    kind,
    amount: promo.discountAmount,
    currency,
    text: `-${formatMoney(promo.discountAmount, currency, format)}`,
  };
}
