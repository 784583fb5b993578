import { describe, expect, it } from 'vitest';
import { acceptedCardBrands, CARD_BRAND_LOGOS, CARD_TYPES } from '../../../src/lib/card-brands.ts';

describe('accepted card brands (02 §2.11)', () => {
  it('lists the brand logos in order with their sizes', () => {
    expect(CARD_BRAND_LOGOS.map((card) => [card.value, card.id, card.width, card.height])).toEqual([
      [1, 'maestro', 54, 45],
      [2, 'mastercard', 56, 45],
      [3, 'visa', 80, 45],
      [4, 'diners', 98, 45],
      [5, 'discover', 124, 45],
    ]);
  });
  it('reads value 5 as amex in the card type list', () => {
    expect(CARD_TYPES.find((card) => card.value === 5)?.id).toBe('amex');
  });
  it("shows the card method's selectedCardTypes in footer order", () => {
    const brands = acceptedCardBrands([{ id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa, amex,maestro' } }]);
    expect(brands.map((card) => card.id)).toEqual(['maestro', 'visa', 'amex']);
  });
  it('shows the whole logo list when no card types are selected', () => {
    expect(acceptedCardBrands([{ id: 2, bookingEngineId: 1, settings: null }]).map((card) => card.id)).toEqual([
      'maestro',
      'mastercard',
      'visa',
      'diners',
      'discover',
    ]);
  });
});
