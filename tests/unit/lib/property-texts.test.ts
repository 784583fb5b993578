import { describe, expect, it } from 'vitest';
import { bankAddressIn, engineInLanguage, keptTexts, paymentMethodsIn, textsAfterOwnChange } from '../../../src/lib/settings/property-texts.ts';
import { checkEngineSettings, formatSettingsProblems } from '../../../src/lib/settings/engine-settings.ts';

const engine = {
  slug: 'villa-adriatic',
  address: 'Šetalište Ivana Meštrovića 12, 21000 Split, Croatia',
  footerLabel: 'Family hosts in Split',
  importantNote: 'Parking is free.',
  termsOfService: 'Terms.',
  privacyPolicy: 'Privacy.',
  notePlaceholder: 'Arrival time?',
  texts: {
    hr: { address: 'Šetalište Ivana Meštrovića 12, 21000 Split, Hrvatska', importantNote: 'Parking je besplatan.' },
    de: { notePlaceholder: '  ' },
  },
};

/** The settings' nullable fields, all empty. */
const NULLABLE = [
  'logoName',
  'logoUrl',
  'logoRedirectsTo',
  'coverImageName',
  'coverImageUrl',
  'primaryColor',
  'secondaryColor',
  'address',
  'phone',
  'countryDialCode',
  'secondPhone',
  'secondCountryDialCode',
  'email',
  'web',
  'facebook',
  'instagram',
  'twitter',
  'footerLogoUrl',
  'footerLabel',
  'footerWebsite',
  'importantNote',
  'termsOfService',
  'privacyPolicy',
  'notePlaceholder',
  'settingsExchangeRate',
];

/** Settings of one engine, with `texts` and payment methods as given. */
const settings = (texts?: unknown, paymentMethods: unknown[] = []) => ({
  bookingEngines: [
    {
      id: 1,
      name: 'Villa',
      slug: 'villa',
      propertyId: 1,
      propertyTitle: 'Villa',
      isGroup: false,
      currency: 'EUR',
      secondaryCurrency: null,
      activeCurrencies: ['EUR'],
      activeLanguages: ['en'],
      ...Object.fromEntries(NULLABLE.map((field) => [field, null])),
      latitude: null,
      longitude: null,
      hasGTM: false,
      hasGA: false,
      hasFBPixel: false,
      alwaysShowRates: false,
      isVatRegistered: false,
      vatRate: 0,
      timeZone: 'Europe/Zagreb',
      numberFormat: { decimalSeparator: ',', thousandSeparator: '.' },
      embeddingOrigins: [],
      unavailableDisplay: 'A',
      groupMembers: [],
      paymentMethods,
      ...(texts === undefined ? {} : { texts }),
    },
  ],
});

describe('a property’s texts in the page’s language', () => {
  it('reads each text as the property wrote it for the language, and its own wording where it wrote none', () => {
    const hr = engineInLanguage(engine, 'hr');
    expect(hr).toMatchObject({
      address: 'Šetalište Ivana Meštrovića 12, 21000 Split, Hrvatska',
      importantNote: 'Parking je besplatan.',
      footerLabel: 'Family hosts in Split',
      notePlaceholder: 'Arrival time?',
    });
    // The other languages' texts are not carried into the page.
    expect('texts' in hr).toBe(false);
    // A blank text reads as the property's own; a language without texts reads them all so.
    expect(engineInLanguage(engine, 'de').notePlaceholder).toBe('Arrival time?');
    const { texts: _others, ...own } = engine;
    expect(engineInLanguage(engine, 'it')).toEqual(own);
  });

  it('shows no translation of a text the property took down', () => {
    expect(engineInLanguage({ ...engine, importantNote: null }, 'hr').importantNote).toBeNull();
    expect(engineInLanguage({ ...engine, importantNote: null }, 'hr').address).toBe(engine.texts.hr.address);
  });

  it('drops the other languages’ wording of a text the property rewrites or clears, and keeps the rest', () => {
    const { texts } = engine;
    expect(textsAfterOwnChange(texts, engine, engine)).toBe(texts);
    expect(textsAfterOwnChange(texts, engine, { ...engine, importantNote: 'Parking costs 10 EUR a day.' })).toEqual({
      hr: { address: texts.hr.address },
      de: { notePlaceholder: '  ' },
    });
    expect(textsAfterOwnChange(texts, engine, { ...engine, importantNote: null, address: 'Elsewhere 1' })).toEqual({ de: { notePlaceholder: '  ' } });
  });

  it('keeps the known languages and texts, each non-blank', () => {
    expect(keptTexts({ hr: { importantNote: 'Parking je besplatan.', footerLabel: ' ', notePlaceholder: null }, de: {}, en: { web: 'x' } })).toEqual({
      hr: { importantNote: 'Parking je besplatan.' },
    });
    expect(keptTexts(undefined)).toEqual({});
  });

  it('reads settings without texts as none, and refuses an unknown language or text by its place', () => {
    const without = checkEngineSettings(settings());
    expect(without.ok && without.engines[0]!.texts).toEqual({});
    const kept = checkEngineSettings(settings({ hr: { importantNote: 'Parking je besplatan.', footerLabel: '' } }));
    expect(kept.ok && kept.engines[0]!.texts).toEqual({ hr: { importantNote: 'Parking je besplatan.' } });
    const refused = checkEngineSettings(settings({ xx: {}, de: { note: 'Hallo' } }));
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(formatSettingsProblems(refused.problems).split('\n').sort()).toEqual([
        'villa: texts.de.note: a language’s texts are address, footerLabel, importantNote, termsOfService, privacyPolicy, notePlaceholder',
        'villa: texts.xx: a language is one of hr, en, cs, de, es, fr, it, vi, el, pl, sl',
      ]);
  });
});

describe('a bank address as a language reads it', () => {
  it('is the one text, or the language’s own, else English, else the first given', () => {
    expect(bankAddressIn('Radnička cesta 50, Zagreb', 'de')).toBe('Radnička cesta 50, Zagreb');
    const worded = { hr: 'Radnička cesta 50, Zagreb, Hrvatska', en: 'Radnička cesta 50, Zagreb, Croatia' };
    expect(bankAddressIn(worded, 'hr')).toBe('Radnička cesta 50, Zagreb, Hrvatska');
    expect(bankAddressIn(worded, 'de')).toBe('Radnička cesta 50, Zagreb, Croatia');
    expect(bankAddressIn({ hr: 'Radnička cesta 50, Zagreb, Hrvatska' }, 'de')).toBe('Radnička cesta 50, Zagreb, Hrvatska');
    expect(bankAddressIn({ de: '  ', en: 'Zagreb, Croatia' }, 'de')).toBe('Zagreb, Croatia');
    expect(bankAddressIn(null, 'de')).toBeNull();
    expect(bankAddressIn(' ', 'de')).toBeNull();
    expect(bankAddressIn({}, 'de')).toBeNull();
  });

  it('is carried in the language alone by the payment methods of a page or an answer, the engine’s included', () => {
    const methods = [
      { id: 1, bookingEngineId: 1, settings: null },
      { id: 2, bookingEngineId: 1, settings: { iban: 'HR12', bankAddress: { en: 'Zagreb, Croatia', de: 'Zagreb, Kroatien' } } },
      { id: 3, bookingEngineId: 1, settings: { bankAddress: 'Split' } },
    ];
    expect(paymentMethodsIn(methods, 'de')).toEqual([methods[0], { ...methods[1], settings: { iban: 'HR12', bankAddress: 'Zagreb, Kroatien' } }, methods[2]]);
    expect(engineInLanguage({ ...engine, paymentMethods: methods }, 'hr').paymentMethods?.[1]?.settings?.bankAddress).toBe('Zagreb, Croatia');
  });

  it('is checked in the settings: one text or a text per language', () => {
    expect(checkEngineSettings(settings(undefined, [{ id: 2, bookingEngineId: 1, settings: { bankAddress: { de: 'Zagreb' } } }])).ok).toBe(true);
    expect(checkEngineSettings(settings(undefined, [{ id: 2, bookingEngineId: 1, settings: { bankAddress: { xx: 'Zagreb' } } }])).ok).toBe(false);
  });
});
