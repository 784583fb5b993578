import { describe, expect, it } from 'vitest';
import { bookerRecord, keepForPaymentPage, keepPaymentPageToken, paymentPageKeys, takeBookerRecord, takePaymentPageToken, withoutQuery, type BookerRecord } from '../../../src/payments/payment-page.ts';

function memory() {
  const data = new Map<string, string>();
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key) };
}

const DETAILS: BookerRecord = {
  firstName: 'Ana',
  lastName: 'Horvat',
  email: 'ana@mail.hr',
  phone: '+385 91 555 0101',
  country: 'HR',
  address: 'Obala 1',
  city: 'Zadar',
  postalCode: '23000',
  estimatedTimeOfArrival: '15:00',
  note: 'Late arrival',
  isCompany: false,
  companyName: '',
  companyVatId: '',
  isNewsletterSubscribed: true,
  termsRead: true,
  termsAccepted: true,
  selectedPaymentMethod: 7,
  selectedPaymentOption: '7paypal',
};

describe('the hosted payment page round trip (02 §4.1, §9.1)', () => {
  it('uses the checkout keys, and the engine-scoped keys on the offer flow', () => {
    expect(paymentPageKeys()).toEqual({ booker: 'booker', token: 'payment-page-token' });
    expect(paymentPageKeys('hotel-zadar')).toEqual({ booker: 'booking-engine-hotel-zadar-booker', token: 'booking-engine-hotel-zadar-payment-page-token' });
  });
  it('keeps the booker, method, terms and newsletter — never card data', () => {
    const storage = memory();
    keepForPaymentPage(storage, paymentPageKeys(), { ...DETAILS, cardNumber: '4111111111111111', cvv: '123', expirationDate: '12/30', cardholderName: 'Ana Horvat' } as BookerRecord & Record<string, unknown>);
    const stored = storage.data.get('booker')!;
    expect(stored).not.toContain('4111');
    expect(stored).not.toContain('cvv');
    expect(stored).not.toContain('12/30');
    expect(JSON.parse(stored)).toEqual(DETAILS);
    expect(bookerRecord({ ...DETAILS, cardNumber: 'x' } as BookerRecord & Record<string, unknown>)).not.toHaveProperty('cardNumber');
  });
  it('restores the record once, then it is gone', () => {
    const storage = memory();
    keepForPaymentPage(storage, paymentPageKeys('villa'), DETAILS as BookerRecord & Record<string, unknown>);
    expect(takeBookerRecord(storage, paymentPageKeys('villa'))).toEqual(DETAILS);
    expect(takeBookerRecord(storage, paymentPageKeys('villa'))).toBeNull();
  });
  it('drops an unreadable record', () => {
    const storage = memory();
    storage.setItem('booker', '{not json');
    expect(takeBookerRecord(storage, paymentPageKeys())).toBeNull();
    expect(storage.data.has('booker')).toBe(false);
    storage.setItem('booker', JSON.stringify({ firstName: 5, termsRead: 'yes' }));
    expect(takeBookerRecord(storage, paymentPageKeys())).toMatchObject({ firstName: '', termsRead: false, selectedPaymentMethod: 0 });
  });
  it('takes the token once, and only a well-formed one', () => {
    const storage = memory();
    keepPaymentPageToken(storage, paymentPageKeys(), 'pp_Ab12Cd34Ef56');
    expect(takePaymentPageToken(storage, paymentPageKeys())).toBe('pp_Ab12Cd34Ef56');
    expect(takePaymentPageToken(storage, paymentPageKeys())).toBeNull();
    storage.setItem('payment-page-token', '<script>');
    expect(takePaymentPageToken(storage, paymentPageKeys())).toBeNull();
    expect(storage.data.has('payment-page-token')).toBe(false);
  });
  it('removes the query string', () => {
    expect(withoutQuery('http://hotel-zadar.localhost:4321/en/payment?saferpay-payment-page-redirect=true')).toBe('http://hotel-zadar.localhost:4321/en/payment');
  });
});
