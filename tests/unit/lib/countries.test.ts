import { describe, expect, it } from 'vitest';
import cs from 'i18n-iso-countries/langs/cs.json' with { type: 'json' };
import de from 'i18n-iso-countries/langs/de.json' with { type: 'json' };
import el from 'i18n-iso-countries/langs/el.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import hr from 'i18n-iso-countries/langs/hr.json' with { type: 'json' };
import it_ from 'i18n-iso-countries/langs/it.json' with { type: 'json' };
import pl from 'i18n-iso-countries/langs/pl.json' with { type: 'json' };
import sl from 'i18n-iso-countries/langs/sl.json' with { type: 'json' };
import vi from 'i18n-iso-countries/langs/vi.json' with { type: 'json' };
import {
  acceptTyped,
  countryOptions,
  filterOptions,
  findCountry,
  NO_RESULTS_KEY,
  noResultsMessage,
  type CountryOption,
} from '../../../src/lib/checkout/countries.ts';
import { dialCode } from '../../../src/lib/frame/frame.ts';

const FILES = { hr, en, cs, de, es, fr, it: it_, vi, el, pl, sl };
const positions = (options: CountryOption[], ...ids: string[]) => ids.map((id) => options.findIndex((option) => option.id === id));

describe('country options (02 §3.15)', () => {
  it('has every country in each of the 11 languages, with the same alpha-2 ids', () => {
    const english = countryOptions('en', en)
      .map((option) => option.id)
      .sort();
    expect(english).toHaveLength(250);
    for (const [locale, file] of Object.entries(FILES)) {
      const options = countryOptions(locale, file);
      expect(options.map((option) => option.id).sort(), locale).toEqual(english);
      for (const option of options) {
        expect(option.id).toMatch(/^[A-Z]{2}$/);
        expect(option.value).toBe(option.id);
        expect(option.code).toBe(option.id);
        expect(option.label.trim(), `${locale} ${option.id}`).not.toBe('');
      }
    }
  });

  it('names countries in the page’s language', () => {
    expect(findCountry(countryOptions('hr', hr), 'HR')).toEqual({
      id: 'HR',
      value: 'HR',
      code: 'HR',
      label: 'Hrvatska',
      aliases: ['Croatia'],
    });
    expect(findCountry(countryOptions('de', de), 'HR')?.label).toBe('Kroatien');
    expect(findCountry(countryOptions('el', el), 'GR')?.label).toBe('Ελλάδα');
    expect(findCountry(countryOptions('vi', vi), 'DE')?.label).toBe('Đức');
  });

  it('labels with the first name and keeps the others as aliases', () => {
    expect(findCountry(countryOptions('en', en), 'RU')).toMatchObject({ label: 'Russian Federation', aliases: ['Russia'] });
    expect(findCountry(countryOptions('de', de), 'US')).toMatchObject({
      label: 'Vereinigte Staaten von Amerika',
      aliases: ['Vereinigte Staaten', 'USA', 'United States'],
    });
  });

  it('sorts by the language’s collation', () => {
    // Croatian: Č after C; English: Č with C.
    const croatian = countryOptions('hr', hr);
    const [curacao, chad, chile] = positions(croatian, 'CW', 'TD', 'CL');
    expect(curacao).toBeLessThan(chad);
    expect(chad).toBeLessThan(chile);
    // Czech: 'Ch' is a letter after H.
    const [czechChile, czechHaiti] = positions(countryOptions('cs', cs), 'CL', 'HT');
    expect(czechChile).toBeGreaterThan(czechHaiti);
    const [englishChile, englishHaiti] = positions(countryOptions('en', en), 'CL', 'HT');
    expect(englishChile).toBeLessThan(englishHaiti);
    // German: Ö with O, before P.
    const [oman, austria, pakistan] = positions(countryOptions('de', de), 'OM', 'AT', 'PK');
    expect(oman).toBeLessThan(austria);
    expect(austria).toBeLessThan(pakistan);
    // English starts with Afghanistan, Åland Islands, Albania.
    expect(
      countryOptions('en', en)
        .slice(0, 3)
        .map((option) => option.id),
    ).toEqual(['AF', 'AX', 'AL']);
  });

  it('takes the whole langs file or its countries', () => {
    expect(countryOptions('en', en.countries)).toEqual(countryOptions('en', en));
  });

  it('skips entries that are not countries with a name', () => {
    const options = countryOptions('en', { countries: { hr: 'Croatia', '': 'Nowhere', XYZ: 'Long', ZZ: [], QQ: '  ', SI: ['', 'Slovenia'] } });
    expect(options.map((option) => [option.id, option.label])).toEqual([
      ['HR', 'Croatia'],
      ['SI', 'Slovenia'],
    ]);
  });
});

describe('dial codes (01 §3.15, the contact section’s phones: lib/frame/frame.ts)', () => {
  it('gives the international calling code with a plus', () => {
    expect(dialCode('HR')).toBe('+385');
    expect(dialCode('hr')).toBe('+385');
    expect(dialCode('US')).toBe('+1');
    expect(dialCode('KY')).toBe('+1'); // the Cayman Islands, without the space of the old list
    expect(dialCode('VA')).toBe('+39');
    expect(dialCode('GB')).toBe('+44');
    expect(dialCode('XK')).toBe('+383');
  });
  it('has none for territories without a calling code in the metadata', () => {
    const missing = countryOptions('en', en)
      .filter((option) => dialCode(option.id) === null)
      .map((option) => option.id)
      .sort();
    expect(missing).toEqual(['AQ', 'BV', 'GS', 'HM', 'PN', 'TF', 'UM']);
    expect(dialCode('ZZ')).toBeNull();
  });
  it('is a plus and up to 4 digits everywhere else', () => {
    for (const option of countryOptions('en', en)) {
      const code = dialCode(option.id);
      if (code) expect(code).toMatch(/^\+\d{1,4}$/);
    }
  });
});

describe('searchable select filter (02 §2.2, §2.10)', () => {
  const english = countryOptions('en', en);

  it('matches the label ignoring case, anywhere in it', () => {
    expect(filterOptions(english, 'CROAT').map((option) => option.id)).toEqual(['HR']);
    expect(filterOptions(english, 'slov').map((option) => option.id)).toEqual(['SK', 'SI']);
    expect(filterOptions(english, '  zealand ').map((option) => option.id)).toEqual(['NZ']);
  });
  it('matches the other names too', () => {
    expect(filterOptions(english, 'russia').map((option) => option.id)).toEqual(['RU']);
    expect(filterOptions(english, 'ivory').map((option) => option.id)).toEqual(['CI']);
  });
  it('ignores accents, in the page’s language', () => {
    expect(filterOptions(countryOptions('cs', cs), 'ceska', 'cs').map((option) => option.id)).toEqual(['CZ']);
    expect(filterOptions(countryOptions('hr', hr), 'CESKA', 'hr').map((option) => option.id)).toEqual(['CZ']);
    expect(filterOptions(countryOptions('el', el), 'ελλαδα', 'el').map((option) => option.id)).toEqual(['GR']);
    expect(filterOptions(english, 'aland isl').map((option) => option.id)).toEqual(['AX']);
    // As guests type on keyboards without the language's letters (seen on a guest's walk: 'No results' for each).
    const ids = (options: ReturnType<typeof countryOptions>, query: string, locale: string) => filterOptions(options, query, locale).map((option) => option.id);
    expect(ids(countryOptions('hr', hr), 'Njemacka', 'hr')).toEqual(['DE']);
    expect(ids(countryOptions('de', de), 'Osterreich', 'de')).toEqual(['AT']);
    expect(ids(countryOptions('de', de), 'Turkei', 'de')).toEqual(['TR']);
    expect(ids(countryOptions('el', el), 'Κροατια', 'el')).toEqual(['HR']);
    expect(ids(countryOptions('vi', vi), 'Viet Nam', 'vi')).toEqual(['VN']);
    expect(ids(countryOptions('vi', vi), 'Duc', 'vi')).toEqual(['DE']);
  });
  it('puts the whole name typed first, then names starting with it, then a later word, then the rest (seen: India gave British Indian Ocean Territory)', () => {
    const first = (options: ReturnType<typeof countryOptions>, query: string, locale: string) => filterOptions(options, query, locale)[0]?.id;
    expect(first(english, 'India', 'en')).toBe('IN');
    expect(first(english, 'Sudan', 'en')).toBe('SD');
    expect(first(english, 'Samoa', 'en')).toBe('WS');
    expect(first(english, 'Guinea', 'en')).toBe('GN');
    expect(first(countryOptions('hr', hr), 'Rusija', 'hr')).toBe('RU');
    expect(first(countryOptions('hr', hr), 'Kina', 'hr')).toBe('CN');
    expect(first(countryOptions('cs', cs), 'Irsko', 'cs')).toBe('IE');
    expect(first(countryOptions('vi', vi), 'Ý', 'vi')).toBe('IT');
    expect(first(countryOptions('vi', vi), 'Úc', 'vi')).toBe('AU');
    expect(first(countryOptions('de', de), 'Island', 'de')).toBe('IS');
    expect(first(countryOptions('hr', hr), 'Island', 'hr')).toBe('IS');
    // A name that starts with the text before one that holds it later: 'slo' is Slovakia and Slovenia, in order.
    expect(
      filterOptions(english, 'slo')
        .map((option) => option.id)
        .slice(0, 2),
    ).toEqual(['SK', 'SI']);
    // Letters with no accent to strip, as typed on another keyboard.
    expect(first(countryOptions('pl', pl), 'Wlochy', 'pl')).toBe('IT');
    expect(first(countryOptions('pl', pl), 'Bialorus', 'pl')).toBe('BY');
  });

  it('leaving a field takes the option the typed text names whole, or its only match; none when unsure', () => {
    expect(acceptTyped(english, 'slovenia')?.id).toBe('SI');
    expect(acceptTyped(english, 'Croatia ')?.id).toBe('HR');
    expect(acceptTyped(english, 'sudan')?.id).toBe('SD');
    expect(acceptTyped(english, 'zealand')?.id).toBe('NZ');
    expect(acceptTyped(english, 'slo')).toBeNull();
    expect(acceptTyped(english, 'Atlantis')).toBeNull();
    expect(acceptTyped(countryOptions('el', el), 'Germany', 'el')?.id).toBe('DE');
  });

  it('matches the English name on a page in another language', () => {
    expect(filterOptions(countryOptions('el', el), 'Germany', 'el').map((option) => option.id)).toEqual(['DE']);
    expect(filterOptions(countryOptions('hr', hr), 'croatia', 'hr').map((option) => option.id)).toEqual(['HR']);
    // English's own options carry no second copy of their names.
    expect(english.find((option) => option.id === 'HR')?.aliases).toEqual([]);
  });
  it('keeps all options, in order, for a blank query', () => {
    expect(filterOptions(english, '')).toEqual(english);
    expect(filterOptions(english, '   ')).toEqual(english);
    expect(filterOptions(english, null)).toEqual(english);
  });
  it('says No results when nothing matches', () => {
    const none = filterOptions(english, 'Atlantis');
    expect(none).toEqual([]);
    expect(noResultsMessage(none)).toEqual({ key: NO_RESULTS_KEY, tokens: {} });
    expect(noResultsMessage(filterOptions(english, 'chad'))).toBeNull();
  });
  it('filters any labelled options, such as the check-in selects', () => {
    const genders = [
      { value: '1', label: 'Female' },
      { value: '2', label: 'Male' },
    ];
    // 'Male' whole first, then 'Female', which holds it.
    expect(filterOptions(genders, 'MALE').map((option) => option.value)).toEqual(['2', '1']);
    expect(filterOptions(genders, 'fem').map((option) => option.value)).toEqual(['1']);
  });
});

describe('finding a country', () => {
  const english = countryOptions('en', en);
  it('finds by code in any case', () => {
    expect(findCountry(english, 'hr')?.label).toBe('Croatia');
    expect(findCountry(english, ' DE ')?.label).toBe('Germany');
  });
  it('finds nothing for an unknown or empty code', () => {
    expect(findCountry(english, 'ZZ')).toBeUndefined();
    expect(findCountry(english, '')).toBeUndefined();
    expect(findCountry(english, null)).toBeUndefined();
  });
});
