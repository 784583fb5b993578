import { describe, expect, it } from 'vitest';
import { cardholderNameSent, type CardholderDetails } from '../../../src/lib/checkout/cardholder.ts';

const ticked = (details: Omit<CardholderDetails, 'cardholderSameAsGuest'>): CardholderDetails => ({ cardholderSameAsGuest: true, ...details });
const CARD_METHODS = [1, 3, 4, 5, 6, 7];

describe('card holder name sent (02 §5.4)', () => {
  it('box ticked, private booker: first and last name, for every card method', () => {
    for (const method of CARD_METHODS)
      expect(cardholderNameSent(ticked({ firstName: 'Ana', lastName: 'Horvat', companyName: 'Jadran d.o.o.' }), method)).toBe('Ana Horvat');
  });
  it('box ticked, company booker: the company name', () => {
    for (const method of CARD_METHODS) {
      expect(cardholderNameSent(ticked({ isCompany: true, companyName: 'Jadran d.o.o.', firstName: 'Ana', lastName: 'Horvat' }), method)).toBe('Jadran d.o.o.');
    }
    expect(cardholderNameSent(ticked({ isCompany: true, companyName: '' }), 5)).toBe('');
  });
  it('box ticked, a name part missing: empty for gateway C', () => {
    expect(cardholderNameSent(ticked({ firstName: 'Ana', lastName: '' }), 5)).toBe('');
    expect(cardholderNameSent(ticked({ firstName: null, lastName: 'Horvat' }), 5)).toBe('');
    expect(cardholderNameSent(ticked({ firstName: '   ', lastName: 'Horvat' }), 5)).toBe('');
  });
  it('box ticked, a name part missing: the part present for the other methods', () => {
    for (const method of [1, 3, 4, 6, 7]) {
      expect(cardholderNameSent(ticked({ firstName: 'Ana', lastName: '' }), method)).toBe('Ana');
      expect(cardholderNameSent(ticked({ lastName: ' Horvat ' }), method)).toBe('Horvat');
      expect(cardholderNameSent(ticked({}), method)).toBe('');
    }
  });
  it('box unticked: the entered name, whoever the booker is', () => {
    const entered = { cardholderSameAsGuest: false, cardholderName: 'Ivo Kovač', firstName: 'Ana', lastName: 'Horvat' };
    for (const method of CARD_METHODS) {
      expect(cardholderNameSent(entered, method)).toBe('Ivo Kovač');
      expect(cardholderNameSent({ ...entered, isCompany: true, companyName: 'Jadran d.o.o.' }, method)).toBe('Ivo Kovač');
    }
    expect(cardholderNameSent({ ...entered, cardholderName: '' }, 4)).toBe('');
    expect(cardholderNameSent({ ...entered, cardholderName: undefined }, 4)).toBe('');
  });
  it('trims names and reads runs of spaces as one, never sending a stray space', () => {
    expect(cardholderNameSent(ticked({ firstName: '  Ana  Marija ', lastName: ' Horvat\t' }), 4)).toBe('Ana Marija Horvat');
    expect(cardholderNameSent({ cardholderSameAsGuest: false, cardholderName: '  Ivo   Kovač  ' }, 5)).toBe('Ivo Kovač');
    expect(cardholderNameSent(ticked({ isCompany: true, companyName: ' Jadran  d.o.o. ' }), 3)).toBe('Jadran d.o.o.');
  });
  it("offer reading: first and last name only when the holder is the guest, the company's never", () => {
    const company = ticked({ isCompany: true, companyName: 'Jadran d.o.o.', firstName: 'Ana', lastName: 'Horvat' });
    expect(cardholderNameSent(company, 4, 'offer')).toBe('Ana Horvat');
    expect(cardholderNameSent(ticked({ isCompany: true, companyName: 'Jadran d.o.o.' }), 4, 'offer')).toBe('');
    expect(cardholderNameSent(ticked({ isCompany: true, companyName: 'Jadran d.o.o.', firstName: 'Ana' }), 5, 'offer')).toBe('');
    expect(cardholderNameSent({ cardholderSameAsGuest: false, cardholderName: 'Ivo Kovač', isCompany: true, companyName: 'Jadran d.o.o.' }, 4, 'offer')).toBe(
      'Ivo Kovač',
    );
    expect(cardholderNameSent(ticked({ firstName: 'Ana', lastName: 'Horvat' }), 6, 'offer')).toBe('Ana Horvat');
  });
});
