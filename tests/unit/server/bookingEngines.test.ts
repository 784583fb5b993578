import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingEngine } from '../../../src/lib/types.ts';
import { getJson, testApp, type TestApp } from './helpers.ts';

/** Every field of BookingEngine; the type check fails when a field is added to or removed from the type. */
const FIELDS = {
  id: true,
  name: true,
  slug: true,
  propertyId: true,
  propertyTitle: true,
  timeZone: true,
  isGroup: true,
  currency: true,
  secondaryCurrency: true,
  activeCurrencies: true,
  activeLanguages: true,
  logoName: true,
  logoUrl: true,
  logoRedirectsTo: true,
  coverImageName: true,
  coverImageUrl: true,
  primaryColor: true,
  secondaryColor: true,
  address: true,
  latitude: true,
  longitude: true,
  phone: true,
  countryDialCode: true,
  secondPhone: true,
  secondCountryDialCode: true,
  email: true,
  web: true,
  facebook: true,
  instagram: true,
  twitter: true,
  footerLogoUrl: true,
  footerLabel: true,
  footerWebsite: true,
  hasGTM: true,
  hasGA: true,
  hasFBPixel: true,
  alwaysShowRates: true,
  importantNote: true,
  termsOfService: true,
  privacyPolicy: true,
  notePlaceholder: true,
  isVatRegistered: true,
  vatRate: true,
  settingsExchangeRate: true,
  numberFormat: true,
  embeddingOrigins: true,
  siteHost: true,
  unavailableDisplay: true,
  groupMembers: true,
  paymentMethods: true,
  texts: true,
} satisfies Record<keyof BookingEngine, true>;

let app: TestApp;
beforeAll(() => {
  app = testApp();
});

describe('GET /api/booking-engines', () => {
  it('returns every engine with exactly the BookingEngine fields', async () => {
    const { status, body } = await getJson<{ bookingEngines: BookingEngine[] }>(app, '/api/booking-engines');
    expect(status).toBe(200);
    expect(body.bookingEngines.map((e) => e.slug)).toEqual(['villa-adriatic', 'dalmatia-collection', 'hotel-zadar', 'apartments-split', 'boutique-split']);
    for (const engine of body.bookingEngines) {
      expect(Object.keys(engine).sort()).toEqual(Object.keys(FIELDS).sort());
    }
  });

  it('describes Villa Adriatic completely', async () => {
    const { body } = await getJson<{ bookingEngine: BookingEngine }>(app, '/api/booking-engines/villa-adriatic');
    const villa = body.bookingEngine;
    expect(villa).toMatchObject({
      id: 1,
      isGroup: false,
      currency: 'EUR',
      secondaryCurrency: 'HRK',
      activeCurrencies: ['EUR', 'HRK', 'USD', 'GBP'],
      countryDialCode: 'HR',
      twitter: null,
      hasGTM: true,
      hasGA: true,
      hasFBPixel: false,
      isVatRegistered: true,
      vatRate: 13,
      settingsExchangeRate: 7.5345,
      numberFormat: { decimalSeparator: ',', thousandSeparator: '.' },
      embeddingOrigins: ['https://www.villa-adriatic.example'],
      siteHost: null,
      unavailableDisplay: 'B',
      groupMembers: [],
      coverImageUrl: '/images/demo/villa-adriatic/cover.webp',
    });
    expect(villa.activeLanguages).toHaveLength(11);
    expect(villa.web).not.toMatch(/http/);
    expect(villa.termsOfService!.split('\n').length).toBeGreaterThan(3);
    expect(villa.privacyPolicy!.split('\n').length).toBeGreaterThan(3);
    expect(villa.paymentMethods.map((m) => m.id)).toEqual([1, 2]);
    expect(villa.paymentMethods[0].settings?.selectedCardTypes).toContain('visa');
    expect(villa.paymentMethods[1]).toMatchObject({
      bookingEngineId: 1,
      settings: { iban: expect.stringMatching(/^HR\d{19}$/), swiftCode: expect.any(String) },
    });
  });

  it('lists the group members of the group engine', async () => {
    const { body } = await getJson<{ bookingEngine: BookingEngine }>(app, '/api/booking-engines/dalmatia-collection');
    expect(body.bookingEngine).toMatchObject({ isGroup: true, alwaysShowRates: true, unavailableDisplay: 'A', activeLanguages: ['en', 'hr', 'de', 'it'] });
    expect(body.bookingEngine.groupMembers).toEqual([
      { id: 3, name: 'Hotel Zadar Riva', slug: 'hotel-zadar', city: 'Zadar', siteHost: null },
      { id: 4, name: 'Apartments Bačvice', slug: 'apartments-split', city: 'Split', siteHost: null },
      { id: 5, name: 'Peristil Boutique Hotel', slug: 'boutique-split', city: 'Split', siteHost: null },
    ]);
  });

  it('answers 404 for an unknown slug', async () => {
    const { status, body } = await getJson(app, '/api/booking-engines/nowhere');
    expect(status).toBe(404);
    expect(body).toEqual([{ message: 'Unknown property' }]);
  });

  it('serves the exchange rates', async () => {
    const { status, body } = await getJson(app, '/api/exchange-rates');
    expect(status).toBe(200);
    expect(body.baseCurrency).toBe('EUR');
    expect(body.currencies).toMatchObject({ EUR: 1, HRK: 7.5345 });
    for (const code of ['USD', 'GBP', 'CZK', 'PLN', 'VND']) expect(body.currencies[code]).toBeGreaterThan(0);
  });
});
