import { describe, expect, it } from 'vitest';
import {
  BOOKER_RECORD_KEYS,
  bookerRecord,
  bookerRecordKeys,
  CARD_FIELDS,
  decodeBookerRecord,
  decodePaymentPageToken,
  encodeBookerRecord,
  takeBookerRecord,
  takePaymentPageToken,
} from '../../../src/lib/checkout/booker-record.ts';

const CHECKOUT = {
  firstName: 'Ana',
  lastName: 'Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 555 0192',
  country: 'HR',
  address: '',
  city: '',
  postalCode: '',
  estimatedTimeOfArrival: '14:00',
  note: 'Late dinner, please.',
  isCompany: false,
  companyName: '',
  companyVatId: '',
  isNewsletterSubscribed: true,
  selectedPaymentMethod: '7googlepay,applepay',
  termsRead: true,
  termsAccepted: true,
  cardholderSameAsGuest: false,
  cardholderName: 'Ivo Kovač',
  cardNumber: '4111 1111 1111 1111',
  cvv: '123',
  expirationDate: '07/29',
  cardIssuer: 'visa',
};

/** A storage stand-in that records what was removed. */
function memory(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return { data, getItem: (key: string) => data.get(key) ?? null, removeItem: (key: string) => void data.delete(key) };
}

describe('storage keys (02 §9.1)', () => {
  it("are 'booker' and 'payment-page-token' on checkout", () => {
    expect(bookerRecordKeys()).toEqual({ booker: 'booker', paymentPageToken: 'payment-page-token' });
    expect(bookerRecordKeys(null)).toEqual(BOOKER_RECORD_KEYS);
    expect(bookerRecordKeys('  ')).toEqual(BOOKER_RECORD_KEYS);
  });
  it("are named by the property's slug on the offer flow", () => {
    expect(bookerRecordKeys('villa-adriatic')).toEqual({
      booker: 'booking-engine-villa-adriatic-booker',
      paymentPageToken: 'booking-engine-villa-adriatic-payment-page-token',
    });
  });
});

describe('the record saved before the payment page (02 §4.1)', () => {
  it('keeps booker details, the method, the terms state and the newsletter choice', () => {
    expect(bookerRecord(CHECKOUT)).toEqual({
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      phone: '+385 91 555 0192',
      country: 'HR',
      address: '',
      city: '',
      postalCode: '',
      estimatedTimeOfArrival: '14:00',
      note: 'Late dinner, please.',
      isCompany: false,
      companyName: '',
      companyVatId: '',
      isNewsletterSubscribed: true,
      selectedPaymentMethod: '7googlepay,applepay',
      termsRead: true,
      termsAccepted: true,
    });
  });
  it('leaves out every card field and the card holder', () => {
    const stored = encodeBookerRecord(CHECKOUT)!;
    for (const field of [...CARD_FIELDS, 'cardholderSameAsGuest']) expect(stored).not.toContain(`"${field}"`);
    expect(stored).not.toMatch(/4111|07\/29|Ivo/);
  });
  it('trims texts, reads missing ones as empty and non-true flags as false', () => {
    expect(bookerRecord({ firstName: '  Ana ', lastName: null, termsAccepted: null, selectedPaymentMethod: 2 })).toMatchObject({
      firstName: 'Ana',
      lastName: '',
      email: '',
      termsAccepted: false,
      isNewsletterSubscribed: false,
      selectedPaymentMethod: 2,
    });
  });
  it('keeps a company booker', () => {
    expect(bookerRecord({ ...CHECKOUT, isCompany: true, companyName: 'Jadran d.o.o.', companyVatId: 'HR12345678901' })).toMatchObject({
      isCompany: true,
      companyName: 'Jadran d.o.o.',
      companyVatId: 'HR12345678901',
    });
  });
  it('stores nothing for an unknown method or a text longer than the form allows', () => {
    expect(bookerRecord({ ...CHECKOUT, selectedPaymentMethod: '7venmo' })).toBeNull();
    expect(bookerRecord({ ...CHECKOUT, selectedPaymentMethod: 0 })).toBeNull();
    expect(bookerRecord({ ...CHECKOUT, selectedPaymentMethod: 1.5 })).toBeNull();
    expect(encodeBookerRecord({ ...CHECKOUT, firstName: 'A'.repeat(21) })).toBeNull();
  });
});

describe('reading a stored record', () => {
  it('reads back what was saved', () => {
    expect(decodeBookerRecord(encodeBookerRecord(CHECKOUT))).toEqual(bookerRecord(CHECKOUT));
    expect(decodeBookerRecord(encodeBookerRecord({ ...CHECKOUT, selectedPaymentMethod: 7 }))?.selectedPaymentMethod).toBe(7);
  });
  it('discards corrupt or foreign data safely', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '{broken',
      'null',
      '42',
      '"booker"',
      '[]',
      '[{"firstName":"Ana"}]',
      '{}',
      '{"firstName":"Ana"}',
      '{"selectedPaymentMethod":"paypal"}',
      '{"selectedPaymentMethod":2,"firstName":7}',
      '{"selectedPaymentMethod":2,"termsAccepted":"yes"}',
      '{"selectedPaymentMethod":2,"note":{"text":"x"}}',
    ]) {
      expect(decodeBookerRecord(raw), String(raw)).toBeNull();
    }
  });
  it('refuses a record that holds any card field', () => {
    const saved = JSON.parse(encodeBookerRecord(CHECKOUT)!);
    for (const field of CARD_FIELDS) expect(decodeBookerRecord(JSON.stringify({ ...saved, [field]: '4111111111111111' })), field).toBeNull();
    expect(decodeBookerRecord(JSON.stringify({ ...saved, cvv: null }))).toBeNull();
  });
  it('drops unknown keys and fills missing details', () => {
    const record = decodeBookerRecord('{"firstName":"Ana","selectedPaymentMethod":"7paypal","theme":"dark","__proto__":{"termsAccepted":true}}');
    expect(record).toMatchObject({ firstName: 'Ana', lastName: '', selectedPaymentMethod: '7paypal', termsAccepted: false });
    expect(record).not.toHaveProperty('theme');
    expect(({} as Record<string, unknown>).termsAccepted).toBeUndefined();
  });
});

describe('the payment page token', () => {
  it('reads a token, trimmed', () => {
    expect(decodePaymentPageToken(' 3fk2mf2qzz0x ')).toBe('3fk2mf2qzz0x');
  });
  it('refuses a missing, blank, spaced, control-character or over-long token', () => {
    for (const raw of [null, undefined, '', '   ', 'two words', 'tab\there', 'é', 'x'.repeat(513)]) expect(decodePaymentPageToken(raw), String(raw)).toBeNull();
    expect(decodePaymentPageToken('x'.repeat(512))).toBe('x'.repeat(512));
  });
});

describe('taking the record and token from storage', () => {
  it('returns the record and removes it', () => {
    const storage = memory({ booker: encodeBookerRecord(CHECKOUT)!, 'payment-page-token': 'tok-1' });
    expect(takeBookerRecord(storage)?.email).toBe('ana.horvat@example.com');
    expect(storage.data.has('booker')).toBe(false);
    expect(takeBookerRecord(storage)).toBeNull();
    expect(takePaymentPageToken(storage)).toBe('tok-1');
    expect(storage.data.size).toBe(0);
  });
  it('removes a corrupt record too', () => {
    const storage = memory({ booker: '{broken' });
    expect(takeBookerRecord(storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });
  it("reads the offer flow's keys and leaves checkout's alone", () => {
    const keys = bookerRecordKeys('villa-adriatic');
    const storage = memory({
      booker: encodeBookerRecord(CHECKOUT)!,
      [keys.booker]: encodeBookerRecord({ ...CHECKOUT, firstName: 'Marko' })!,
      [keys.paymentPageToken]: 'tok-2',
    });
    expect(takeBookerRecord(storage, keys)?.firstName).toBe('Marko');
    expect(takePaymentPageToken(storage, keys)).toBe('tok-2');
    expect([...storage.data.keys()]).toEqual(['booker']);
  });
});
