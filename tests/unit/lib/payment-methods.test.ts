import { describe, expect, it } from 'vitest';
import { consentsLocked, termsBoxShown } from '../../../src/lib/checkout/booking-form.ts';
import { isScrolledToEnd, offeredMethods, paymentNoticeKey, resetsTermsOnSwitch } from '../../../src/lib/payment/payment-methods.ts';

/** A plain method as the selector's tile. */
const tile = (method: ReturnType<typeof offeredMethods>[number]) => ({ method, option: null });

describe('payment methods (02 §4.2, §4.3)', () => {
  const methods = [
    { id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa' } },
    { id: 2, bookingEngineId: 1, settings: null },
    { id: 4, bookingEngineId: 2, settings: { selectedCardTypes: 'visa' } },
    { id: 4, bookingEngineId: 3, settings: { authenticityToken: 'tok' } },
  ];
  it("offers the basket engine's methods in order", () => {
    expect(offeredMethods(methods, 1).map((method) => method.id)).toEqual([1, 2]);
  });
  it('treats method 4 without authenticityToken as the card form, flagged empty gateway B', () => {
    expect(offeredMethods(methods, 2)).toEqual([{ id: 1, bookingEngineId: 2, settings: null, emptyGatewayB: true }]);
    expect(offeredMethods(methods, 3)[0]).toMatchObject({ id: 4, emptyGatewayB: false });
  });
  it('shows the terms box for 4, 6 and empty gateway B, only with terms', () => {
    const [card, bank] = offeredMethods(methods, 1);
    const [empty] = offeredMethods(methods, 2);
    const [gatewayB] = offeredMethods(methods, 3);
    expect(termsBoxShown(tile(card), 'Terms')).toBe(false);
    expect(termsBoxShown(tile(bank), 'Terms')).toBe(false);
    expect(termsBoxShown(tile(empty), 'Terms')).toBe(true);
    expect(termsBoxShown(tile(gatewayB), 'Terms')).toBe(true);
    expect(termsBoxShown(tile(gatewayB), '  ')).toBe(false);
    expect(consentsLocked(tile(empty), 'Terms', true, false)).toBe(true);
    expect(consentsLocked(tile(empty), 'Terms', true, true)).toBe(false);
  });
  it('counts the terms as read within 5 px of the bottom or when they do not overflow', () => {
    expect(isScrolledToEnd({ scrollTop: 394, clientHeight: 200, scrollHeight: 600 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 395, clientHeight: 200, scrollHeight: 600 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 200, scrollHeight: 200 })).toBe(true);
  });
  it('shows the payment notice for methods other than 2, 4 and 6', () => {
    const [card, bank] = offeredMethods(methods, 1);
    expect(paymentNoticeKey(card)).toBe('PaymentInformationNotice');
    expect(paymentNoticeKey(bank)).toBeNull();
    expect(paymentNoticeKey(offeredMethods(methods, 3)[0])).toBe('PaymentInformationGatewayB');
  });
  it('resets the terms when switching from bank transfer to anything but the card', () => {
    expect(resetsTermsOnSwitch(2, 1)).toBe(false);
    expect(resetsTermsOnSwitch(2, 4)).toBe(true);
    expect(resetsTermsOnSwitch(1, 4)).toBe(false);
  });
});

describe('method names', () => {
  it('names the card form, bank transfer and the card gateways', async () => {
    const { methodNameKey } = await import('../../../src/lib/payment/payment-methods.ts');
    expect([1, 2, 3, 4, 5, 6].map(methodNameKey)).toEqual(['Credit card', 'Bank transfer', 'Card payment', 'Card payment', 'Card payment', 'Card payment']);
  });

  it('names a reservation paid on the payment page by what it was paid with, and any other by its method', async () => {
    const { paymentNameKey } = await import('../../../src/lib/payment/payment-methods.ts');
    const { paidWithOf } = await import('../../../src/lib/payment/wallets.ts');
    expect(paymentNameKey(7, paidWithOf('PAYPAL'))).toBe('wallet.paypal');
    expect(paymentNameKey(7, paidWithOf('GOOGLEPAY'))).toBe('wallet.googlepay');
    expect(paymentNameKey(7, paidWithOf('AMEX'))).toBe('wallet.amex');
    // A code the page does not offer is not kept: the method names the payment.
    expect(paidWithOf('VISA')).toBeNull();
    expect(paidWithOf(undefined)).toBeNull();
    expect(paymentNameKey(7, null)).toBe('Card payment');
    expect(paymentNameKey(2, null)).toBe('Bank transfer');
    // Every wallet the payment page offers, and amex, can be kept.
    const { PAID_WITH, WALLET_TYPES } = await import('../../../src/lib/payment/wallets.ts');
    expect([...PAID_WITH].sort()).toEqual([...WALLET_TYPES, 'amex'].sort());
  });
});

describe('gateway E and the payment page tiles (02 §3.3, §4.3, §9.1)', () => {
  it('shows the terms box and waits for the terms with gateway E', async () => {
    const { cardFieldsAfterTerms, offeredMethods: offered } = await import('../../../src/lib/payment/payment-methods.ts');
    const [saferpay, stripe, cardstream] = offered(
      [
        { id: 7, bookingEngineId: 3, settings: { customerId: '1', token: 't' } },
        { id: 3, bookingEngineId: 3, settings: null },
        { id: 5, bookingEngineId: 3, settings: null },
      ],
      3,
    );
    expect(termsBoxShown(tile(saferpay), 'Terms')).toBe(true);
    expect(cardFieldsAfterTerms(saferpay)).toBe(true);
    expect(cardFieldsAfterTerms(stripe)).toBe(false);
    expect(cardFieldsAfterTerms(cardstream)).toBe(false);
    expect(termsBoxShown(tile(stripe), 'Terms')).toBe(false);
  });
  it('lists the methods, then the payment page options with the method paying for them', async () => {
    const { gatewayBrand, paymentChoices } = await import('../../../src/lib/payment/payment-methods.ts');
    const { choiceOfRecord } = await import('../../../src/lib/checkout/booking-form.ts');
    const methods = [
      { id: 4, bookingEngineId: 3, settings: { authenticityToken: 'tok' } },
      {
        id: 7,
        bookingEngineId: 3,
        settings: { customerId: '1', token: 't', selectedWalletTypes: 'googlepay,applepay,paypal', selectedCardTypes: 'visa,amex' },
      },
      { id: 2, bookingEngineId: 3, settings: null },
      { id: 7, bookingEngineId: 4, settings: { selectedWalletTypes: 'paypal' } },
    ];
    const choices = paymentChoices(methods, 3);
    expect(choices.map((choice) => choice.key)).toEqual(['4', '7', '2', '7googlepay,applepay', '7paypal', '7amex']);
    expect(choices[4]).toMatchObject({ method: { id: 7, bookingEngineId: 3 }, option: { paymentPageOption: 'paypal' } });
    expect(choiceOfRecord(choices, '7paypal')?.key).toBe('7paypal');
    expect(choiceOfRecord(choices, 7)?.key).toBe('7');
    expect(choiceOfRecord(choices, '7venmo')).toBeNull();
    expect(choiceOfRecord([], 1)).toBeNull();
    expect([3, 4, 5, 6, 7, 1, 2].map(gatewayBrand)).toEqual(['Stripe', 'Monri', 'Cardstream', 'WSPay', 'Saferpay', null, null]);
    expect(paymentChoices([{ id: 4, bookingEngineId: 5, settings: {} }], 5).map((choice) => choice.key)).toEqual(['1-card']);
  });
});
