import { describe, expect, it } from 'vitest';
import { getCountries, getCountryCallingCode, isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { callingCode, COUNTRIES_BY_CALLING_CODE } from '../../../src/lib/format/dial-codes.ts';

describe('dial-codes', () => {
  it('holds the calling code libphonenumber-js/min gives every country it knows', () => {
    for (const country of getCountries()) expect(callingCode(country), country).toBe(getCountryCallingCode(country));
  });

  it('names no country libphonenumber-js/min does not know, and each country once', () => {
    const listed = Object.values(COUNTRIES_BY_CALLING_CODE).flatMap((countries) => countries.split(' '));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...getCountries()].sort());
  });

  it('has none for the countries of the selects without a calling code of their own', () => {
    for (const country of Object.keys(en.countries)) {
      expect(callingCode(country) !== undefined, country).toBe(isSupportedCountry(country as CountryCode));
    }
    expect(callingCode('AQ')).toBeUndefined();
    expect(callingCode('hr')).toBeUndefined();
    expect(callingCode('constructor')).toBeUndefined();
  });
});
