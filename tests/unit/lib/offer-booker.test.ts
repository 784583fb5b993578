import { describe, expect, it } from 'vitest';
import { offerBookerPrefill, withOfferBooker } from '../../../src/lib/offer/offer-booker.ts';
import type { OfferBooker } from '../../../src/lib/offer/offer-contract.ts';

const person: OfferBooker = {
  isGuest: true,
  firstName: 'Ana',
  lastName: 'Horvat',
  name: 'Ignored Ltd',
  legalId: 'IGNORED',
  email: 'ana.horvat@example.com',
  phone: '  ',
  addres: null,
  countryId: 'HR',
  isNewsletterSubscribed: true,
};

const company: OfferBooker = {
  isGuest: false,
  firstName: 'Ivo',
  lastName: null,
  name: 'Adriatic Travel d.o.o.',
  legalId: 'HR12345678901',
  email: 'desk@adriatic-travel.example',
  phone: '+385 21 555 010',
  addres: 'Obala 1, Split',
  countryId: null,
  isNewsletterSubscribed: false,
};

describe('offerBookerPrefill (02 §2.7, §6)', () => {
  it('pre-fills and locks every field a private booker already has, first and last name but no company fields', () => {
    expect(offerBookerPrefill(person)).toEqual({
      isCompany: false,
      values: { firstName: 'Ana', lastName: 'Horvat', email: 'ana.horvat@example.com', country: 'HR' },
      locked: ['firstName', 'lastName', 'email', 'country'],
      isNewsletterSubscribed: true,
    });
  });

  it('asks a company booker (isGuest false) for company name and VAT id instead of first and last name', () => {
    expect(offerBookerPrefill(company)).toEqual({
      isCompany: true,
      values: {
        companyName: 'Adriatic Travel d.o.o.',
        companyVatId: 'HR12345678901',
        email: 'desk@adriatic-travel.example',
        phone: '+385 21 555 010',
        address: 'Obala 1, Split',
      },
      locked: ['companyName', 'companyVatId', 'email', 'phone', 'address'],
      isNewsletterSubscribed: false,
    });
  });
});

describe('withOfferBooker', () => {
  it('keeps what the guest entered in open fields and the offer’s values in locked ones', () => {
    const merged = withOfferBooker(
      { firstName: 'Eve', email: 'eve@example.com', phone: '+385 91 555 0192', estimatedTimeOfArrival: '15:00', isCompany: true },
      person,
    );
    expect(merged).toMatchObject({
      firstName: 'Ana',
      lastName: 'Horvat',
      email: 'ana.horvat@example.com',
      phone: '+385 91 555 0192',
      country: 'HR',
      estimatedTimeOfArrival: '15:00',
      isCompany: false,
    });
  });

  it('books a company booker as a company', () => {
    expect(withOfferBooker({ isCompany: false }, company)).toMatchObject({
      isCompany: true,
      companyName: 'Adriatic Travel d.o.o.',
      companyVatId: 'HR12345678901',
    });
  });

  it('takes the guest’s newsletter choice, else the booker’s', () => {
    expect(withOfferBooker({}, person).isNewsletterSubscribed).toBe(true);
    expect(withOfferBooker({ isNewsletterSubscribed: false }, person).isNewsletterSubscribed).toBe(false);
  });
});
