/**
 * Gender and travel documents of check-in (02 §3.14, §9.3): the select
 * options and the travel document type id, which depends on whether the
 * guest was born in the property's own (domestic) country.
 *
 * Countries are ISO 3166-1 alpha-2 codes here, as everywhere on the site
 * (`src/lib/checkout/countries.ts`). The spec's domestic country is id 53 of its
 * own numbered list; the API names the property's country
 * (`domesticCountryId`, 'HR' for the demo properties). Ids compare as
 * text without case, so a numbered list works the same way
 * (`travelDocumentTypeId(2, 53, 53)` is 14).
 */

/** Gender ids (02 §9.3). */
export const GENDER = { FEMALE: 1, MALE: 2 } as const;
export type GenderId = (typeof GENDER)[keyof typeof GENDER];

/** The gender select, in the spec's order; labels are translation keys. */
export const GENDER_OPTIONS: ReadonlyArray<{ value: GenderId; label: string }> = [
  { value: GENDER.FEMALE, label: 'Female' },
  { value: GENDER.MALE, label: 'Male' },
];

/** Document kinds (02 §9.3): 1 personal ID card, 2 passport. */
export const DOCUMENT_KIND = { ID_CARD: 1, PASSPORT: 2 } as const;
export type DocumentKind = (typeof DOCUMENT_KIND)[keyof typeof DOCUMENT_KIND];

/** travelDocumentTypesId by kind and country of birth (02 §9.3). */
export const TRAVEL_DOCUMENT_TYPE = {
  DOMESTIC_PASSPORT: 14,
  DOMESTIC_ID_CARD: 25,
  FOREIGN_PASSPORT: 18,
  FOREIGN_ID_CARD: 23,
} as const;
export type TravelDocumentTypeId = (typeof TRAVEL_DOCUMENT_TYPE)[keyof typeof TRAVEL_DOCUMENT_TYPE];

/** Every travelDocumentTypesId there is: 14, 25, 18, 23. */
export const TRAVEL_DOCUMENT_TYPE_IDS: readonly TravelDocumentTypeId[] = Object.values(TRAVEL_DOCUMENT_TYPE);

/** The domestic country when none is given: Croatia, the demo properties' country. */
export const DEFAULT_DOMESTIC_COUNTRY = 'HR';

/** The label key of each kind. */
export const DOCUMENT_KIND_LABEL: Readonly<Record<DocumentKind, string>> = {
  [DOCUMENT_KIND.ID_CARD]: 'Personal ID card',
  [DOCUMENT_KIND.PASSPORT]: 'Passport',
};

const normalizeCountry = (id: unknown): string => (typeof id === 'string' || typeof id === 'number' ? String(id).trim().toUpperCase() : '');

/**
 * Whether a country of birth is the domestic country. No country is not
 * domestic.
 * @example isDomesticCountry('hr') // true (domestic 'HR' by default)
 * @example isDomesticCountry(53, 53) // true
 * @example isDomesticCountry(null) // false
 */
export function isDomesticCountry(countryOfBirthId: unknown, domesticCountryId: string | number = DEFAULT_DOMESTIC_COUNTRY): boolean {
  const country = normalizeCountry(countryOfBirthId);
  return country !== '' && country === normalizeCountry(domesticCountryId);
}

/**
 * The travelDocumentTypesId of a document kind for a country of birth
 * (02 §9.3): born in the domestic country, passport 14 and ID card 25;
 * anywhere else (or not chosen yet), passport 18 and ID card 23.
 * @example travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 'HR') // 14
 * @example travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, 'HR') // 25
 * @example travelDocumentTypeId(DOCUMENT_KIND.PASSPORT, 'DE') // 18
 * @example travelDocumentTypeId(DOCUMENT_KIND.ID_CARD, 'DE') // 23
 */
export function travelDocumentTypeId(
  kind: DocumentKind,
  countryOfBirthId: unknown,
  domesticCountryId: string | number = DEFAULT_DOMESTIC_COUNTRY,
): TravelDocumentTypeId {
  const domestic = isDomesticCountry(countryOfBirthId, domesticCountryId);
  if (kind === DOCUMENT_KIND.PASSPORT) return domestic ? TRAVEL_DOCUMENT_TYPE.DOMESTIC_PASSPORT : TRAVEL_DOCUMENT_TYPE.FOREIGN_PASSPORT;
  return domestic ? TRAVEL_DOCUMENT_TYPE.DOMESTIC_ID_CARD : TRAVEL_DOCUMENT_TYPE.FOREIGN_ID_CARD;
}

/**
 * The kind of a travelDocumentTypesId, or null for any other value.
 * @example documentKindOf(25) // 1 (ID card)
 * @example documentKindOf(18) // 2 (passport)
 * @example documentKindOf(7) // null
 */
export function documentKindOf(travelDocumentTypesId: unknown): DocumentKind | null {
  if (travelDocumentTypesId === TRAVEL_DOCUMENT_TYPE.DOMESTIC_PASSPORT || travelDocumentTypesId === TRAVEL_DOCUMENT_TYPE.FOREIGN_PASSPORT)
    return DOCUMENT_KIND.PASSPORT;
  if (travelDocumentTypesId === TRAVEL_DOCUMENT_TYPE.DOMESTIC_ID_CARD || travelDocumentTypesId === TRAVEL_DOCUMENT_TYPE.FOREIGN_ID_CARD)
    return DOCUMENT_KIND.ID_CARD;
  return null;
}

/** An option of the 'Type of document' select. */
export interface DocumentTypeOption {
  /** The travelDocumentTypesId the guest's choice sends. */
  value: TravelDocumentTypeId;
  kind: DocumentKind;
  /** Translation key: 'Personal ID card' or 'Passport'. */
  label: string;
}

/**
 * The 'Type of document' options for a country of birth: ID card, then
 * passport (02 §9.3 order), with that country's ids.
 * @example documentTypeOptions('HR').map((o) => o.value) // [25, 14]
 * @example documentTypeOptions('AT').map((o) => o.value) // [23, 18]
 */
export function documentTypeOptions(countryOfBirthId: unknown, domesticCountryId: string | number = DEFAULT_DOMESTIC_COUNTRY): DocumentTypeOption[] {
  return [DOCUMENT_KIND.ID_CARD, DOCUMENT_KIND.PASSPORT].map((kind) => ({
    value: travelDocumentTypeId(kind, countryOfBirthId, domesticCountryId),
    kind,
    label: DOCUMENT_KIND_LABEL[kind],
  }));
}

/**
 * The document type after the country of birth changed: the same kind
 * with the new country's id (a passport stays a passport), null when none
 * was chosen. The form calls this whenever the country of birth changes.
 * @example documentTypeForCountry(18, 'HR') // 14 (passport, now domestic)
 * @example documentTypeForCountry(25, 'IT') // 23 (ID card, now foreign)
 * @example documentTypeForCountry(null, 'HR') // null
 */
export function documentTypeForCountry(
  travelDocumentTypesId: unknown,
  countryOfBirthId: unknown,
  domesticCountryId: string | number = DEFAULT_DOMESTIC_COUNTRY,
): TravelDocumentTypeId | null {
  const kind = documentKindOf(travelDocumentTypesId);
  return kind === null ? null : travelDocumentTypeId(kind, countryOfBirthId, domesticCountryId);
}

/**
 * Whether a travelDocumentTypesId is one of the ids offered for the
 * country of birth.
 * @example isDocumentTypeFor(14, 'HR') // true
 * @example isDocumentTypeFor(14, 'SI') // false (a foreign passport is 18)
 */
export function isDocumentTypeFor(
  travelDocumentTypesId: unknown,
  countryOfBirthId: unknown,
  domesticCountryId: string | number = DEFAULT_DOMESTIC_COUNTRY,
): boolean {
  return documentTypeOptions(countryOfBirthId, domesticCountryId).some((option) => option.value === travelDocumentTypesId);
}
