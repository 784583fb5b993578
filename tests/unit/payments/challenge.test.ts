import { describe, expect, it } from 'vitest';
import { cardstreamPreauthOutcome, CARD_AUTHORISATION_ERROR, saferpayChallengeOutcome } from '../../../src/payments/results.ts';
import type { ChallengeRequest, PaymentAdapter, PaymentOutcome } from '../../../src/payments/types.ts';
import { $modal, closeModal } from '../../../src/stores/modal.ts';
import { $challenge, challengeMessage, paymentOrder, runPayment } from '../../../src/stores/payment.ts';

/** An adapter whose confirmation asks for a 3-D Secure step, reading answers as gateway C or E does. */
function adapter(gateway: 'cardstream' | 'saferpay'): PaymentAdapter {
  const challenge: ChallengeRequest = {
    gateway,
    modal: gateway === 'cardstream' ? 'GATEWAY_C_3DS' : 'GATEWAY_E_3DS',
    url: 'http://127.0.0.1:8787/api/payment/cardstream/preauth?token=t',
    origin: 'http://127.0.0.1:8787',
    width: 420,
    height: 430,
    modalWidth: 450,
    pending: { token: 'sfa_alias_token' },
  };
  return {
    gateway,
    mount: async () => undefined,
    unmount: () => undefined,
    pay: async (): Promise<PaymentOutcome> => ({ status: 'challenge', challenge }),
    challengeOutcome: (data, request) => (gateway === 'cardstream' ? cardstreamPreauthOutcome(data) : saferpayChallengeOutcome(data, request.pending)),
    challengeClosed: () => ({ status: 'failed', message: gateway === 'cardstream' ? null : CARD_AUTHORISATION_ERROR }),
  };
}

const order = paymentOrder(
  {
    firstName: ' Ana ',
    lastName: 'Horvat',
    isCompany: false,
    companyName: '',
    companyVatId: '',
    email: 'ana@mail.hr',
    phone: '+385 91',
    country: 'HR',
    address: 'Obala 8',
    city: 'Zadar',
    postalCode: '23000',
    cardholderSameAsGuest: true,
    cardholderName: '',
  },
  5,
  'hotel-zadar',
);

describe('the 3-D Secure step (02 §2.5, §4.4)', () => {
  it('builds the order with the card holder name of 02 §5.4', () => {
    expect(order).toMatchObject({ name: 'Ana Horvat', guest: { firstName: 'Ana', city: 'Zadar' }, orderInfo: 'Reservation at hotel-zadar' });
  });

  it("opens the gateway's modal and ends with the frame's answer, ignoring anything else", async () => {
    const outcome = runPayment(adapter('cardstream'), order);
    await Promise.resolve();
    await Promise.resolve();
    expect($modal.get().openModal).toBe('GATEWAY_C_3DS');
    expect($challenge.get()?.width).toBe(420);
    challengeMessage('close');
    challengeMessage({ type: 'success', detail: { xref: 'x' } });
    expect($challenge.get()).not.toBeNull();
    challengeMessage({ type: 'success', detail: { cardNumberMask: '401200******1112', customerName: 'Ana Horvat', xref: 'XREF0001' } });
    await expect(outcome).resolves.toEqual({
      status: 'approved',
      payment: { type: 5, name: 'Ana Horvat', maskedPan: '401200******1112', cardstreamXref: 'XREF0001' },
    });
    expect($modal.get().openModal).toBeNull();
    expect($challenge.get()).toBeNull();
  });

  it("books gateway E when its frame posts 'close', and fails with Card authorisation error when the guest closes the modal", async () => {
    const closed = runPayment(adapter('saferpay'), order);
    await Promise.resolve();
    await Promise.resolve();
    expect($modal.get().openModal).toBe('GATEWAY_E_3DS');
    closeModal();
    await expect(closed).resolves.toEqual({ status: 'failed', message: CARD_AUTHORISATION_ERROR });

    const approved = runPayment(adapter('saferpay'), order);
    await Promise.resolve();
    await Promise.resolve();
    challengeMessage('close');
    await expect(approved).resolves.toEqual({ status: 'approved', payment: { type: 7, aliasToken: 'sfa_alias_token' } });
  });

  it('a closed gateway C modal is a payment failure without a message', async () => {
    const closed = runPayment(adapter('cardstream'), order);
    await Promise.resolve();
    await Promise.resolve();
    closeModal();
    await expect(closed).resolves.toEqual({ status: 'failed', message: null });
  });
});
