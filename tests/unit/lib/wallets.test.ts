import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };
import type { PaymentMethod } from '../../../src/lib/types.ts';
import {
  GATEWAY_E_METHOD_ID,
  isPaymentPageOptionId,
  methodPaymentPageOptions,
  PAYMENT_PAGE_OPTION_VALUES,
  paymentPageOptionId,
  paymentPageOptionLabelKey,
  paymentPageOptionOf,
  paymentPageOptions,
  settingValues,
} from '../../../src/lib/payment/wallets.ts';
import { paymentPageCodes, paymentPageInitBody } from '../../../src/lib/payment/payment-page-init.ts';

const saferpay = (selectedWalletTypes: string | null, selectedCardTypes: string | null = null, bookingEngineId = 1): PaymentMethod => ({
  id: 7,
  bookingEngineId,
  settings: { customerId: '245994', token: 'fields-token', selectedWalletTypes, selectedCardTypes },
});
const optionValues = (method: PaymentMethod) => methodPaymentPageOptions(method).map((option) => option.paymentPageOption);

describe('payment page options (02 §3.3, §9.1)', () => {
  it('is gateway E, method id 7', () => {
    expect(GATEWAY_E_METHOD_ID).toBe(7);
  });
  it('merges Google Pay and Apple Pay into one option when both are enabled', () => {
    expect(optionValues(saferpay('googlepay,applepay'))).toEqual(['googlepay,applepay']);
    expect(optionValues(saferpay('applepay,googlepay,paypal'))).toEqual(['googlepay,applepay', 'paypal']);
  });
  it('offers Google Pay or Apple Pay alone when only one is enabled', () => {
    expect(optionValues(saferpay('googlepay'))).toEqual(['googlepay']);
    expect(optionValues(saferpay('applepay,clicktopay'))).toEqual(['applepay', 'clicktopay']);
  });
  it('offers every wallet type in a fixed order whatever the order of the setting', () => {
    expect(optionValues(saferpay('paypal,clicktopay,applepay,googlepay'))).toEqual(['googlepay,applepay', 'clicktopay', 'paypal']);
  });
  it('adds amex as an option when amex is among the card types', () => {
    expect(optionValues(saferpay('paypal', 'visa,mastercard,amex'))).toEqual(['paypal', 'amex']);
    expect(optionValues(saferpay(null, 'amex'))).toEqual(['amex']);
    expect(optionValues(saferpay('paypal', 'visa,mastercard'))).toEqual(['paypal']);
  });
  it('reads settings loosely: spaces, case, repeats, blanks; ignores unknown wallets', () => {
    expect(optionValues(saferpay(' GooglePay , APPLEPAY,,applepay, venmo', ' Amex '))).toEqual(['googlepay,applepay', 'amex']);
    expect(settingValues(' a, B ,,a')).toEqual(['a', 'b']);
    expect(settingValues(null)).toEqual([]);
  });
  it('has no options without settings, without wallets or for another method', () => {
    expect(methodPaymentPageOptions({ id: 7, bookingEngineId: 1, settings: null })).toEqual([]);
    expect(optionValues(saferpay(''))).toEqual([]);
    expect(methodPaymentPageOptions({ id: 4, bookingEngineId: 1, settings: { selectedWalletTypes: 'paypal', selectedCardTypes: 'amex' } })).toEqual([]);
  });
  it("ids are the method id followed by the option value, with the method's booking engine", () => {
    expect(methodPaymentPageOptions(saferpay('googlepay,applepay,clicktopay', 'amex', 12))).toEqual([
      { id: '7googlepay,applepay', bookingEngineId: 12, paymentPageOption: 'googlepay,applepay' },
      { id: '7clicktopay', bookingEngineId: 12, paymentPageOption: 'clicktopay' },
      { id: '7amex', bookingEngineId: 12, paymentPageOption: 'amex' },
    ]);
  });
  it("lists the options of a booking engine's gateway E methods", () => {
    const methods: PaymentMethod[] = [
      { id: 1, bookingEngineId: 1, settings: { selectedCardTypes: 'visa,amex' } },
      { id: 2, bookingEngineId: 1, settings: null },
      saferpay('paypal', null, 1),
      saferpay('clicktopay', null, 2),
    ];
    expect(paymentPageOptions(methods, 1).map((option) => option.id)).toEqual(['7paypal']);
    expect(paymentPageOptions(methods, 2).map((option) => option.id)).toEqual(['7clicktopay']);
    expect(paymentPageOptions(methods).map((option) => option.id)).toEqual(['7paypal', '7clicktopay']);
    expect(paymentPageOptions(methods, 3)).toEqual([]);
  });
});

describe('option ids', () => {
  it('round-trips every option value', () => {
    for (const value of PAYMENT_PAGE_OPTION_VALUES) expect(paymentPageOptionOf(paymentPageOptionId(value))).toBe(value);
  });
  it('tells option ids from method ids and anything else', () => {
    expect(isPaymentPageOptionId('7googlepay,applepay')).toBe(true);
    expect(isPaymentPageOptionId('7paypal')).toBe(true);
    for (const other of [7, '7', 1, '1', '7applepay,googlepay', '7PAYPAL', '4paypal', 'paypal', '7paypal ', '', null, undefined]) {
      expect(isPaymentPageOptionId(other), String(other)).toBe(false);
    }
  });
});

describe('payment page codes (02 §7)', () => {
  it('maps each option to its wallets and methods', () => {
    expect(paymentPageCodes('googlepay,applepay')).toEqual({ paymentPageWallets: ['GOOGLEPAY', 'APPLEPAY'], paymentPageMethods: [] });
    expect(paymentPageCodes('googlepay')).toEqual({ paymentPageWallets: ['GOOGLEPAY'], paymentPageMethods: [] });
    expect(paymentPageCodes('applepay')).toEqual({ paymentPageWallets: ['APPLEPAY'], paymentPageMethods: [] });
    expect(paymentPageCodes('clicktopay')).toEqual({ paymentPageWallets: ['CLICKTOPAY'], paymentPageMethods: [] });
    expect(paymentPageCodes('paypal')).toEqual({ paymentPageWallets: [], paymentPageMethods: ['PAYPAL'] });
    expect(paymentPageCodes('amex')).toEqual({ paymentPageWallets: [], paymentPageMethods: ['AMEX'] });
  });
  it('hands out fresh arrays', () => {
    paymentPageCodes('googlepay,applepay').paymentPageWallets.push('PAYPAL');
    expect(paymentPageCodes('googlepay,applepay').paymentPageWallets).toEqual(['GOOGLEPAY', 'APPLEPAY']);
  });
  it('initialises the page with 0.01 in the currency, plus the offer on the offer flow', () => {
    expect(paymentPageInitBody('googlepay', { currency: 'EUR', bookingEngineId: 3 })).toEqual({
      amount: 0.01,
      currency: 'EUR',
      bookingEngineId: 3,
      paymentPageWallets: ['GOOGLEPAY'],
      paymentPageMethods: [],
    });
    expect(
      paymentPageInitBody('amex', { currency: 'HRK', bookingEngineId: 3, offer: { offerUuid: 'c0ffee00-1111-4222-8333-444455556666', code: 'OF-12' } }),
    ).toEqual({
      amount: 0.01,
      currency: 'HRK',
      bookingEngineId: 3,
      paymentPageWallets: [],
      paymentPageMethods: ['AMEX'],
      offerUuid: 'c0ffee00-1111-4222-8333-444455556666',
      code: 'OF-12',
    });
  });
});

describe('option labels', () => {
  it('names every option with a key of the English dictionary', () => {
    const dictionary = en as Record<string, string>;
    const labels = PAYMENT_PAGE_OPTION_VALUES.map((value) => dictionary[paymentPageOptionLabelKey(value)]);
    expect(labels).toEqual(['Google Pay or Apple Pay', 'Google Pay', 'Apple Pay', 'Click to Pay', 'PayPal', 'American Express']);
  });
});
