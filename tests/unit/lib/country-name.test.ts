import { describe, expect, it } from 'vitest';
import { countryName } from '../../../src/lib/checkout/country-name.ts';

describe('a country’s name in the page’s language', () => {
  it('names the booker’s country from its code, in every language of the site', () => {
    expect(countryName('HR', 'en')).toBe('Croatia');
    expect(countryName('hr', 'hr')).toBe('Hrvatska');
    expect(countryName('HR', 'de')).toBe('Kroatien');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('IT', 'el')).toBe('Ιταλία');
    for (const lang of ['hr', 'en', 'cs', 'de', 'es', 'fr', 'it', 'vi', 'el', 'pl', 'sl']) expect(countryName('AT', lang)).not.toBe('AT');
  });

  it('shows anything that is not a two-letter code as it is', () => {
    expect(countryName('Croatia', 'en')).toBe('Croatia');
    expect(countryName('', 'en')).toBe('');
    expect(countryName(null, 'en')).toBe('');
    expect(countryName('<b>', 'en')).toBe('<b>');
  });
});
