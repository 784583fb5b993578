import { describe, expect, it } from 'vitest';
import { languageRedirect, preferredLocale, switchLanguageUrl } from '../../../src/lib/format/language.ts';

describe('preferred language', () => {
  it('takes an explicit language the property offers, then the browser languages, then English', () => {
    expect(preferredLocale(['de-AT', 'en'], ['hr', 'en', 'de'], 'hr')).toBe('hr');
    expect(preferredLocale(['de-AT', 'en'], ['hr', 'en', 'de'], 'xx')).toBe('de');
    expect(preferredLocale(['ja'], ['hr', 'en'])).toBe('en');
  });
  it('falls back to the first active language when English is not offered', () => {
    expect(preferredLocale(['ja'], ['hr', 'de'])).toBe('hr');
  });
});

describe('language switch keeps the page', () => {
  it('swaps the language segment and keeps path, query and hash', () => {
    expect(switchLanguageUrl('/en/services', '?currency=HRK', '#extras', 'hr')).toBe('/hr/services?currency=HRK#extras');
    expect(switchLanguageUrl('/en/reservations/abc123', '', '', 'de')).toBe('/de/reservations/abc123');
    expect(switchLanguageUrl('/en/', '?from=2026-07-01&language=en', '', 'it')).toBe('/it/?from=2026-07-01');
  });
});

describe('?language= links land on the static language URL', () => {
  it('redirects the root and language-less paths', () => {
    expect(languageRedirect('/', '?language=hr&unitTypeId=3', ['hr', 'en'])).toBe('/hr/?unitTypeId=3');
    expect(languageRedirect('/reservations/abc', '?language=de', ['en', 'de'])).toBe('/de/reservations/abc');
  });
  it('replaces the language of a language URL', () => {
    expect(languageRedirect('/en/payment', '?language=hr', ['hr', 'en'])).toBe('/hr/payment');
  });
  it('uses the browser language when none is asked for or it is not offered', () => {
    expect(languageRedirect('/', '', ['hr', 'en'], ['hr-HR'])).toBe('/hr/');
    expect(languageRedirect('/', '?language=vi', ['hr', 'en'], ['en-GB'])).toBe('/en/');
  });
  it('leaves a language URL without the parameter alone', () => {
    expect(languageRedirect('/en/services', '?x=1', ['en'])).toBeNull();
  });
});
