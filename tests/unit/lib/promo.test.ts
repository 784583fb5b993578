import { describe, expect, it } from 'vitest';
import { applyPromoDiscount, discountKind, promoBadge, promoShare } from '../../../src/lib/search/promo.ts';

const summer = { name: 'Summer 10 % off', code: 'SUMMER10', discountAmount: 10, discountType: 1 };
const welcome = { name: 'Welcome', code: 'WELCOME20', discountAmount: 20, discountType: 2 };

describe('promo discount types (01 §9.6), both readings', () => {
  it('reads discountType 1 as a percentage and any other as a fixed amount', () => {
    expect(discountKind(summer)).toBe('percentage');
    expect(discountKind(welcome)).toBe('fixed');
    expect(discountKind({ discountType: 0 })).toBe('fixed');
  });
  it('reads valueType PERCENTAGE 1 / FIXED 2 instead when the promo carries one', () => {
    expect(discountKind({ discountType: 1, valueType: 2 })).toBe('fixed');
    expect(discountKind({ discountType: 2, valueType: 1 })).toBe('percentage');
    expect(discountKind({ discountType: 1, valueType: null })).toBe('percentage');
  });
});

describe('applyPromoDiscount', () => {
  it('takes a percentage off, rounded to cents', () => {
    expect(applyPromoDiscount(200, { ...summer, discountAmount: 15 })).toBe(170);
    expect(applyPromoDiscount(333.33, summer)).toBe(300);
    expect(applyPromoDiscount(100, { ...summer, discountAmount: 120 })).toBe(0);
  });
  it('takes a fixed amount off the stay, never below zero', () => {
    expect(applyPromoDiscount(200, welcome)).toBe(180);
    expect(applyPromoDiscount(10, welcome)).toBe(0);
    expect(applyPromoDiscount(200, { ...welcome, discountType: 1, valueType: 2 })).toBe(180);
  });
  it('changes nothing without a promo', () => {
    expect(applyPromoDiscount(200, null)).toBe(200);
    expect(applyPromoDiscount(200, undefined)).toBe(200);
  });
});

describe('a part of the stay with its share of the promo (the first night)', () => {
  it('a percentage comes off it as off the stay', () => {
    expect(promoShare(100, 300, { ...summer, discountAmount: 15 })).toBe(85);
    expect(promoShare(111.11, 333.33, summer)).toBe(100);
  });
  it('a fixed amount off the stay is shared in proportion to what the part costs of it', () => {
    expect(promoShare(47, 141, welcome)).toBe(40.33);
    expect(promoShare(100, 100, welcome)).toBe(80);
    expect(promoShare(5, 10, welcome)).toBe(0);
  });
  it('changes nothing without a promo, or for a stay that costs nothing', () => {
    expect(promoShare(47, 141, null)).toBe(47);
    expect(promoShare(0, 0, welcome)).toBe(0);
  });
});

describe('promo badge (01 §2.10)', () => {
  it('shows the fixed type as the amount and currency', () => {
    expect(promoBadge(welcome, 'EUR')).toEqual({ name: 'Welcome', kind: 'fixed', amount: 20, currency: 'EUR', text: '-20.00\u00a0EUR' });
    expect(promoBadge({ ...welcome, discountAmount: 1500 }, 'EUR', { decimalSeparator: ',', thousandSeparator: '.' }).text).toBe('-1.500,00\u00a0EUR');
  });
  it('shows the percentage type as a percentage', () => {
    expect(promoBadge(summer, 'EUR')).toEqual({ name: 'Summer 10 % off', kind: 'percentage', amount: 10, currency: null, text: '-10%' });
    expect(promoBadge({ ...summer, discountAmount: 12.5 }, 'EUR', { decimalSeparator: ',' }).text).toBe('-12,5%');
  });
  it('follows the valueType reading too', () => {
    expect(promoBadge({ ...summer, valueType: 2 }, 'HRK').text).toBe('-10.00\u00a0HRK');
  });
});
