import { describe, expect, it } from 'vitest';
import type { Reporter, ReportLevel } from '../../../src/payments/reporter.ts';
import {
  CARD_AUTHORISATION_ERROR,
  GENERIC_ERROR,
  TOKEN_PROBLEM,
  cardstreamPreauthOutcome,
  cardstreamToken,
  monriOutcome,
  paymentPageStart,
  saferpayAliasChallenge,
  saferpayChallengeOutcome,
  stripeClientSecret,
  stripeSetupOutcome,
} from '../../../src/payments/results.ts';

/** A reporter that keeps what it is told. */
function recorder(): Reporter & { reports: { level: ReportLevel; message: string; context: unknown }[] } {
  const reports: { level: ReportLevel; message: string; context: unknown }[] = [];
  return { reports, report: (level, message, context) => void reports.push({ level, message, context }) };
}

/** Monri Components' confirmPayment answers, as Monri documents and returns them. */
const MONRI_APPROVED = {
  result: {
    id: 214,
    status: 'approved',
    currency: 'EUR',
    amount: 34560,
    order_number: 'hotel-zadar-20270301-1',
    pan_token: '7f3c9a0e5b1d4e8f9a2b3c4d5e6f7a8b9c0d1e2f',
    created_at: '2027-03-01T10:00:00.000+01:00',
    transaction_type: 'purchase',
    payment_method: { type: 'card', data: { brand: 'visa', issuer: 'xml-sim', masked: '411111-xxxxxx-1111', expiration_date: '2912', token: null } },
    response_message: 'approved',
    response_code: '0000',
  },
  error: null,
};
const MONRI_DECLINED = {
  result: { status: 'declined', response_message: 'Transaction declined: insufficient funds', response_code: '1016', payment_method: null, pan_token: null },
  error: null,
};

describe('gateways A and B (Monri Components confirmPayment)', () => {
  it('books an approved payment with the masked PAN (dashes removed, x as *) and the token from pan_token', () => {
    expect(monriOutcome(MONRI_APPROVED, 'monri', 'Ana Horvat', recorder())).toEqual({
      status: 'approved',
      payment: { type: 4, name: 'Ana Horvat', maskedPan: '411111******1111', monriToken: MONRI_APPROVED.result.pan_token },
    });
    expect(monriOutcome(MONRI_APPROVED, 'wspay', 'Ana Horvat', recorder())).toEqual({
      status: 'approved',
      payment: { type: 6, name: 'Ana Horvat', maskedPan: '411111******1111', wspayToken: MONRI_APPROVED.result.pan_token },
    });
  });
  it('shows the decline message, else the generic error', () => {
    expect(monriOutcome(MONRI_DECLINED, 'monri', 'Ana', recorder())).toEqual({ status: 'failed', message: 'Transaction declined: insufficient funds' });
    expect(monriOutcome({ result: { status: 'declined', response_message: '' }, error: null }, 'monri', 'Ana', recorder())).toEqual({
      status: 'failed',
      message: GENERIC_ERROR,
    });
  });
  it('shows the message of an error object', () => {
    expect(monriOutcome({ result: null, error: { message: 'Card number is invalid' } }, 'wspay', 'Ana', recorder())).toEqual({
      status: 'failed',
      message: 'Card number is invalid',
    });
    expect(monriOutcome({ error: {} }, 'monri', 'Ana', recorder())).toEqual({ status: 'failed', message: GENERIC_ERROR });
  });
  it('reports anything else as critical, tokens scrubbed by the reporter, and shows the generic error', () => {
    for (const answer of [{ result: { status: 'pending', pan_token: 'x' }, error: null }, undefined, null, 'approved', {}, { result: [] }]) {
      const reports = recorder();
      expect(monriOutcome(answer, 'monri', 'Ana', reports)).toEqual({ status: 'failed', message: GENERIC_ERROR });
      expect(reports.reports.map((report) => report.level)).toEqual(['critical']);
    }
  });
  it('an approved answer that cannot be read is the generic error, reported', () => {
    const reports = recorder();
    const unreadable = { result: { ...MONRI_APPROVED.result, payment_method: { type: 'card', data: {} } }, error: null };
    expect(monriOutcome(unreadable, 'monri', 'Ana', reports)).toEqual({ status: 'failed', message: GENERIC_ERROR });
    expect(reports.reports).toHaveLength(1);
  });
});

describe('gateway D (Stripe.js confirmCardSetup)', () => {
  const context = { name: 'Ana Horvat', customerId: 'cus_Q2w3E4r5T6y7U8', publishableApiKey: 'pk_test_51HotelZadar' };
  it('reads the client secret and customer of our API', () => {
    expect(stripeClientSecret({ success: true, response: { clientSecret: 'seti_1Nq_secret_Ab', customerId: 'cus_1' } })).toEqual({
      clientSecret: 'seti_1Nq_secret_Ab',
      customerId: 'cus_1',
    });
    expect(stripeClientSecret({ success: true, response: { customerId: 'cus_1' } })).toBeNull();
    expect(stripeClientSecret({ success: true, response: { clientSecret: '', customerId: 'cus_1' } })).toBeNull();
    expect(stripeClientSecret(null)).toBeNull();
  });
  it('books a confirmed setup with customer, payment method and publishable key', () => {
    const answer = { setupIntent: { id: 'seti_1Nq', object: 'setup_intent', status: 'succeeded', payment_method: 'pm_1NqHotel', usage: 'off_session' } };
    expect(stripeSetupOutcome(answer, context, recorder())).toEqual({
      status: 'approved',
      payment: { type: 3, name: 'Ana Horvat', customerId: 'cus_Q2w3E4r5T6y7U8', paymentMethodId: 'pm_1NqHotel', publishableApiKey: 'pk_test_51HotelZadar' },
    });
    expect(stripeSetupOutcome({ setupIntent: { payment_method: { id: 'pm_2' } } }, context, recorder())).toMatchObject({
      status: 'approved',
      payment: { paymentMethodId: 'pm_2' },
    });
  });
  it('shows a setup error message', () => {
    const declined = { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } };
    expect(stripeSetupOutcome(declined, context, recorder())).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });
  it('reports a setup intent without a payment method', () => {
    const reports = recorder();
    expect(stripeSetupOutcome({ setupIntent: { status: 'requires_action' } }, context, reports)).toEqual({ status: 'failed', message: GENERIC_ERROR });
    expect(reports.reports[0].level).toBe('critical');
  });
});

describe('gateway C (Cardstream hosted fields and pre-authorisation)', () => {
  it('takes the payment token of a successful answer', () => {
    expect(cardstreamToken({ success: true, paymentToken: 'pt_0f9e8d7c', message: null, invalid: null })).toEqual({ token: 'pt_0f9e8d7c', message: null });
  });
  it("shows the provider's invalid message", () => {
    const invalid = { success: false, invalid: { cardNumber: 'Card expired' }, message: 'Please correct the invalid fields' };
    expect(cardstreamToken(invalid)).toEqual({ token: null, message: 'Please correct the invalid fields' });
    expect(cardstreamToken({ success: false, invalid: { cardExpiryDate: 'Card expired' } })).toEqual({ token: null, message: 'Card expired' });
  });
  it('anything else is the problem fetching the token', () => {
    for (const answer of [{ success: false }, { success: true }, new Error('network'), null])
      expect(cardstreamToken(answer)).toEqual({ token: null, message: TOKEN_PROBLEM });
  });
  it('books on the success event with the mask, customer name and xref', () => {
    const success = { type: 'success', detail: { cardNumberMask: '401200******1112', customerName: 'Ana Horvat', xref: '27030110RF00HZ0001' } };
    expect(cardstreamPreauthOutcome(success)).toEqual({
      status: 'approved',
      payment: { type: 5, name: 'Ana Horvat', maskedPan: '401200******1112', cardstreamXref: '27030110RF00HZ0001' },
    });
  });
  it('fails on the failure event with its message, else Card authorisation error', () => {
    expect(cardstreamPreauthOutcome({ type: 'failure', detail: { responseMessage: 'CARD DECLINED' } })).toEqual({ status: 'failed', message: 'CARD DECLINED' });
    expect(cardstreamPreauthOutcome({ type: 'failure', detail: {} })).toEqual({ status: 'failed', message: CARD_AUTHORISATION_ERROR });
  });
  it('ignores messages of any other shape', () => {
    for (const data of [
      'success',
      { type: 'success' },
      { type: 'success', detail: { xref: 'x' } },
      { type: 'success', detail: { xref: 'x', cardNumberMask: '4111111111111111' } },
      { type: 'other', detail: {} },
      [1],
      null,
    ]) {
      expect(cardstreamPreauthOutcome(data)).toBeNull();
    }
  });
});

describe('gateway E (Saferpay alias insert, 3-D Secure, payment page)', () => {
  it('opens the 3-D Secure step when the alias insert answers a redirect and a token', () => {
    const answer = {
      success: true,
      response: {
        ResponseHeader: { SpecVersion: '1.40', RequestId: 'r1' },
        Token: 'tok_alias_1',
        Expiration: '2027-03-01T10:20:00Z',
        RedirectRequired: true,
        Redirect: { RedirectUrl: 'https://test.saferpay.com/vt2/api/alias/1', PaymentMeansRequired: false },
      },
    };
    expect(saferpayAliasChallenge(answer, recorder())).toEqual({ redirectUrl: 'https://test.saferpay.com/vt2/api/alias/1', token: 'tok_alias_1' });
  });
  it('reports an alias insert without a redirect', () => {
    const reports = recorder();
    expect(saferpayAliasChallenge({ success: true, response: { Token: 'tok' } }, reports)).toBeNull();
    expect(saferpayAliasChallenge({ success: true, response: { Token: 'tok', Redirect: { RedirectUrl: 'javascript:alert(1)' } } }, reports)).toBeNull();
    expect(reports.reports.every((report) => report.level === 'critical')).toBe(true);
  });
  it("books with the alias token when the frame posts 'close', and nothing else counts", () => {
    expect(saferpayChallengeOutcome('close', { token: 'tok_alias_1' })).toEqual({ status: 'approved', payment: { type: 7, aliasToken: 'tok_alias_1' } });
    expect(saferpayChallengeOutcome('{"message":"close"}', { token: 'tok_alias_1' })).toMatchObject({ status: 'approved' });
    expect(saferpayChallengeOutcome({ message: 'close' }, { token: 'tok_alias_1' })).toMatchObject({ status: 'approved' });
    expect(saferpayChallengeOutcome('closed', { token: 'tok_alias_1' })).toBeNull();
    expect(saferpayChallengeOutcome('close', {})).toBeNull();
  });
  it('starts the payment page only with a redirect and a token', () => {
    expect(paymentPageStart({ success: true, response: { Token: 'pp_1', RedirectUrl: 'https://test.saferpay.com/vt2/api/PaymentPage/1' } })).toEqual({
      token: 'pp_1',
      redirectUrl: 'https://test.saferpay.com/vt2/api/PaymentPage/1',
    });
    expect(paymentPageStart({ success: false, response: { Token: 'pp_1', RedirectUrl: 'https://x.example' } })).toBeNull();
    expect(paymentPageStart({ success: true, response: { Token: 'pp_1' } })).toBeNull();
  });
});
