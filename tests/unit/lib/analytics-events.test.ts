import { describe, expect, it } from 'vitest';
import { addToCartEvent, formInputEvent, packageEvent, searchEvent, viewItemEvent } from '../../../src/lib/frame/analytics-events.ts';

describe('analytics events of 01 §7.3', () => {
  it('a search says the stay, the party and whether a promo code was given, not the code', () => {
    const event = searchEvent({ from: '2027-07-01', to: '2027-07-08', adults: 2, children: [5, 11], rooms: 1, promoCode: 'SUMMER' }, 7);
    expect(event).toEqual({
      search_term: '2027-07-01/2027-07-08',
      start_date: '2027-07-01',
      end_date: '2027-07-08',
      adults: 2,
      children: 2,
      rooms: 1,
      promo_code: true,
      results: 7,
    });
    expect(JSON.stringify(event)).not.toContain('SUMMER');
  });

  it('unit type and package deal details name the unit type (and the rate)', () => {
    expect(viewItemEvent({ unitTypeId: 101, unitTypeName: 'Sea View Studio', bookingEngine: { name: 'Villa Adriatic' } })).toEqual({
      items: [{ item_id: '101', item_name: 'Sea View Studio', item_brand: 'Villa Adriatic' }],
    });
    expect(packageEvent({ unitTypeId: 101, unitTypeName: 'Studio' }, { ratePlanId: 7, ratePlanName: 'Wine weekend' })).toEqual({
      items: [{ item_id: '101', item_name: 'Studio', item_variant: 'Wine weekend' }],
      rate_plan_id: '7',
    });
  });

  it('add to cart is worth the stay’s total times the units added, in cents', () => {
    expect(addToCartEvent({ unitTypeId: 101, unitTypeName: 'Studio', ratePlanName: 'Flexible', totalRate: 140.1, currency: 'EUR' }, 3)).toEqual({
      currency: 'EUR',
      value: 420.3,
      items: [{ item_id: '101', item_name: 'Studio', item_variant: 'Flexible', price: 140.1, quantity: 3 }],
    });
  });

  it('a form’s first input is the payment part’s when it touches paying, else the checkout’s', () => {
    expect(formInputEvent(['firstName'])).toBe('begin_checkout');
    expect(formInputEvent(['note'])).toBe('begin_checkout');
    expect(formInputEvent(['cardNumber'])).toBe('add_payment_info');
    expect(formInputEvent(['selectedPaymentMethod', 'selectedPaymentOption'])).toBe('add_payment_info');
    expect(formInputEvent(['termsAccepted'])).toBe('add_payment_info');
    expect(formInputEvent([])).toBeNull();
  });
});
