import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_KIND,
  GENDER,
  GENDER_OPTIONS,
  TRAVEL_DOCUMENT_TYPE_IDS,
  documentKindOf,
  documentTypeForCountry,
  documentTypeOptions,
  isDocumentTypeFor,
  isDomesticCountry,
  travelDocumentTypeId,
} from '../../../src/lib/checkin/checkin-documents.ts';

describe('gender (02 §9.3)', () => {
  it('is 1 Female, 2 Male', () => {
    expect(GENDER).toEqual({ FEMALE: 1, MALE: 2 });
    expect(GENDER_OPTIONS).toEqual([
      { value: 1, label: 'Female' },
      { value: 2, label: 'Male' },
    ]);
  });
});

describe('travel document type by country of birth (02 §9.3)', () => {
  it('kinds are 1 personal ID card and 2 passport', () => {
    expect(DOCUMENT_KIND).toEqual({ ID_CARD: 1, PASSPORT: 2 });
  });

  it('with the spec’s numbered countries: born in 53 → passport 14, ID card 25; elsewhere → passport 18, ID card 23', () => {
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 53, 53)).toBe(14);
    expect(travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, 53, 53)).toBe(25);
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 54, 53)).toBe(18);
    expect(travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, 54, 53)).toBe(23);
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, '53', 53)).toBe(14);
  });

  it('with the site’s alpha-2 countries, Croatia domestic by default', () => {
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 'HR')).toBe(14);
    expect(travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, 'hr')).toBe(25);
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 'DE')).toBe(18);
    expect(travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, 'DE')).toBe(23);
  });

  it('takes another domestic country when configured', () => {
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 'SI', 'SI')).toBe(14);
    expect(travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 'HR', 'SI')).toBe(18);
    expect(isDomesticCountry('si', 'SI')).toBe(true);
  });

  it('treats a guest with no country of birth yet as not domestic', () => {
    expect(isDomesticCountry(null)).toBe(false);
    expect(isDomesticCountry('')).toBe(false);
    expect(travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, null)).toBe(23);
  });

  it('offers ID card then passport with the country’s ids', () => {
    expect(documentTypeOptions('HR')).toEqual([
      { value: 25, kind: 1, label: 'Personal ID card' },
      { value: 14, kind: 2, label: 'Passport' },
    ]);
    expect(documentTypeOptions('AT')).toEqual([
      { value: 23, kind: 1, label: 'Personal ID card' },
      { value: 18, kind: 2, label: 'Passport' },
    ]);
    expect(documentTypeOptions(53, 53).map((option) => option.value)).toEqual([25, 14]);
  });

  it('knows the kind of each id', () => {
    expect([14, 18, 23, 25].map(documentKindOf)).toEqual([2, 2, 1, 1]);
    expect(documentKindOf(7)).toBeNull();
    expect(documentKindOf('14')).toBeNull();
    expect(documentKindOf(null)).toBeNull();
    expect([...TRAVEL_DOCUMENT_TYPE_IDS].sort()).toEqual([14, 18, 23, 25]);
  });

  it('keeps the kind when the country of birth changes', () => {
    expect(documentTypeForCountry(18, 'HR')).toBe(14);
    expect(documentTypeForCountry(14, 'FR')).toBe(18);
    expect(documentTypeForCountry(23, 'HR')).toBe(25);
    expect(documentTypeForCountry(25, 'IT')).toBe(23);
    expect(documentTypeForCountry(25, 'HR')).toBe(25);
    expect(documentTypeForCountry(null, 'HR')).toBeNull();
  });

  it('tells whether an id belongs to the country of birth', () => {
    expect(isDocumentTypeFor(14, 'HR')).toBe(true);
    expect(isDocumentTypeFor(25, 'HR')).toBe(true);
    expect(isDocumentTypeFor(18, 'HR')).toBe(false);
    expect(isDocumentTypeFor(23, 'HR')).toBe(false);
    expect(isDocumentTypeFor(18, 'SI')).toBe(true);
    expect(isDocumentTypeFor(14, 'SI')).toBe(false);
  });
});
