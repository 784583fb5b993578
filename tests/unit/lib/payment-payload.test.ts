import { describe, expect, it } from 'vitest';
import {
  bankTransferPayment,
  cardPayment,
  cardstreamPayment,
  monriPayment,
  PAYMENT_TYPE,
  PaymentPayloadError,
  paymentPagePayment,
  saferpayPayment,
  stripePayment,
  wspayPayment,
} from '../../../src/lib/payment/payment-payload.ts';

describe('payment object by type (02 §7)', () => {
  it('types are the method ids', () => {
    expect(PAYMENT_TYPE).toEqual({ CARD: 1, BANK_TRANSFER: 2, GATEWAY_D: 3, GATEWAY_B: 4, GATEWAY_C: 5, GATEWAY_A: 6, GATEWAY_E: 7 });
  });
  it('bank transfer: {type: 2}', () => {
    expect(bankTransferPayment()).toEqual({ type: 2 });
  });
  it('card form: name, expirationDate, cvv and the card number without separators', () => {
    expect(cardPayment({ name: ' Ana Horvat ', expirationDate: '07/29 ', cvv: ' 123', cardNumber: '4111 1111-1111 1111' })).toEqual({
      type: 1,
      name: 'Ana Horvat',
      expirationDate: '07/29',
      cvv: '123',
      cardNumber: '4111111111111111',
    });
  });
  it('gateway D: name, customerId, paymentMethodId, publishableApiKey', () => {
    expect(stripePayment({ name: 'Ana Horvat', customerId: 'cus_Q1w2', paymentMethodId: 'pm_1Abc', publishableApiKey: 'pk_test_51Xyz' })).toEqual({
      type: 3,
      name: 'Ana Horvat',
      customerId: 'cus_Q1w2',
      paymentMethodId: 'pm_1Abc',
      publishableApiKey: 'pk_test_51Xyz',
    });
  });
  it('gateway B: name, maskedPan (dashes removed, x → *) and monriToken from pan_token', () => {
    expect(monriPayment({ name: 'Ana Horvat', masked: '411111-xxxxxx-1111', panToken: '5f2c0d' })).toEqual({
      type: 4,
      name: 'Ana Horvat',
      maskedPan: '411111******1111',
      monriToken: '5f2c0d',
    });
  });
  it('gateway A: as gateway B, with wspayToken', () => {
    expect(wspayPayment({ name: 'Jadran d.o.o.', masked: '555555-xxxxxx-4444', panToken: '9e1b7a' })).toEqual({
      type: 6,
      name: 'Jadran d.o.o.',
      maskedPan: '555555******4444',
      wspayToken: '9e1b7a',
    });
  });
  it('gateway C: maskedPan from cardNumberMask, name from customerName, cardstreamXref from xref', () => {
    expect(cardstreamPayment({ customerName: 'Ana Horvat', cardNumberMask: '401200XXXXXX1881', xref: '22101013KT08RM' })).toEqual({
      type: 5,
      name: 'Ana Horvat',
      maskedPan: '401200******1881',
      cardstreamXref: '22101013KT08RM',
    });
  });
  it('gateway E: the alias token; the payment page adds isPaymentPage', () => {
    expect(saferpayPayment('a7f3c0de')).toEqual({ type: 7, aliasToken: 'a7f3c0de' });
    expect(paymentPagePayment('b91e77aa')).toEqual({ type: 7, aliasToken: 'b91e77aa', isPaymentPage: true });
  });
});

describe('what the builders refuse', () => {
  it('never sends a full card number as the masked number', () => {
    expect(monriPayment({ name: 'A', masked: '4111111111111111', panToken: 't' }).maskedPan).toBeNull();
    expect(wspayPayment({ name: 'A', masked: '4111-1111-1111-1111', panToken: 't' }).maskedPan).toBeNull();
    expect(cardstreamPayment({ customerName: 'A', cardNumberMask: '4111 1111 1111 1111', xref: 'x1' }).maskedPan).toBeNull();
    expect(monriPayment({ name: 'A', masked: undefined, panToken: 't' }).maskedPan).toBeNull();
  });
  it('a missing or blank gateway field is a PaymentPayloadError naming it', () => {
    const cases: [() => unknown, string][] = [
      [() => monriPayment({ name: 'A', masked: '411111-xxxxxx-1111', panToken: undefined }), 'pan_token'],
      [() => wspayPayment({ name: 'A', masked: '411111-xxxxxx-1111', panToken: '  ' }), 'pan_token'],
      [() => cardstreamPayment({ customerName: 'A', cardNumberMask: null, xref: '' }), 'xref'],
      [() => stripePayment({ name: 'A', customerId: '', paymentMethodId: 'pm_1', publishableApiKey: 'pk_1' }), 'customerId'],
      [() => stripePayment({ name: 'A', customerId: 'cus_1', paymentMethodId: '', publishableApiKey: 'pk_1' }), 'paymentMethodId'],
      [() => stripePayment({ name: 'A', customerId: 'cus_1', paymentMethodId: 'pm_1', publishableApiKey: ' ' }), 'publishableApiKey'],
      [() => saferpayPayment(null), 'aliasToken'],
      [() => paymentPagePayment(''), 'aliasToken'],
    ];
    for (const [build, field] of cases) {
      let error: unknown;
      try {
        build();
      } catch (caught) {
        error = caught;
      }
      expect(error, field).toBeInstanceOf(PaymentPayloadError);
      expect((error as PaymentPayloadError).field).toBe(field);
      expect((error as Error).message).not.toMatch(/\d{4}/);
    }
  });
  it('keeps an empty card holder name as empty (gateway C with a name part missing, 02 §5.4)', () => {
    expect(cardstreamPayment({ customerName: null, cardNumberMask: '4111********1111', xref: 'x1' }).name).toBe('');
  });
});
