import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaries, pageMessages } from '../../../src/i18n/dictionaries.ts';
import { emailDictionaries } from '../../../src/i18n/email-dictionaries.ts';
import { createI18n, toLocale } from '../../../src/i18n/translator.ts';
import { LOCALES } from '../../../src/lib/types.ts';

const en = dictionaries.en;
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key the code asks for: literal t('…') calls and the label/key constants handed to t(). */
function keysUsedInCode(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (['.ts', '.tsx', '.astro'].includes(extname(entry.name))) {
        // Comments (JSDoc examples) are not code.
        const source = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
        for (const match of source.matchAll(/\bt\(\s*(['"`])((?:(?!\1).)+)\1/g)) keys.add(match[2]);
        for (const match of source.matchAll(/\b(?:label|key): '([^']+)'/g)) keys.add(match[1]);
        for (const match of source.matchAll(/'(cookies\.tool\.[A-Za-z]+)'/g)) keys.add(match[1]);
        for (const match of source.matchAll(/\bmessage\(\s*'([^']+)'/g)) keys.add(match[1]);
      }
    }
  };
  walk('src');
  return keys;
}

describe('translations', () => {
  it('English has every key the code uses', () => {
    const missing = [...keysUsedInCode()].filter((key) => !(key in en) && !(`${key}_other` in en));
    expect(missing).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`${locale} has every key, every plural form its language needs, and the same tokens`, () => {
      const dictionary = dictionaries[locale];
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const problems: string[] = [];
      for (const key of Object.keys(en)) {
        if (PLURAL.test(key)) continue;
        if (!(key in dictionary)) problems.push(`missing ${key}`);
      }
      const pluralBases = new Set(
        Object.keys(en)
          .filter((key) => PLURAL.test(key))
          .map((key) => key.replace(PLURAL, '')),
      );
      for (const base of pluralBases) {
        for (const category of categories) if (!(`${base}_${category}` in dictionary)) problems.push(`missing ${base}_${category}`);
      }
      for (const [key, value] of Object.entries(dictionary)) {
        const source = en[key] ?? en[`${key.replace(PLURAL, '')}_other`];
        if (source === undefined) {
          problems.push(`unknown key ${key}`);
          continue;
        }
        if (!value.trim()) problems.push(`empty ${key}`);
        const tokens = (text: string) =>
          [...text.matchAll(/%[A-Za-z]+%/g)]
            .map((match) => match[0])
            .filter((token) => token !== '%count%')
            .sort();
        if (tokens(value).join() !== tokens(source).join()) problems.push(`tokens differ in ${key}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('is really translated: most strings differ from English outside English', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const keys = Object.keys(en).filter((key) => !PLURAL.test(key));
      const same = keys.filter((key) => dictionaries[locale][key] === en[key]);
      expect(same.length / keys.length, `${locale} repeats English in ${same.join(', ')}`).toBeLessThan(0.25);
    }
  });
});

describe('the e-mails’ texts (src/i18n/email, server/mail/compose.ts)', () => {
  const emailEn = emailDictionaries.en;
  const tokens = (text: string) => [...text.matchAll(/%[A-Za-z]+%/g)].map((match) => match[0]).sort();

  it('English has every key the e-mails use; the others come from the site’s dictionaries', () => {
    const source = readFileSync('server/mail/compose.ts', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const used = [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map((match) => match[1]!);
    const events = ['booked', 'offerAccepted', 'cancelled'];
    const templated = [...source.matchAll(/\bt\(\s*`([^`]+)`/g)].flatMap((match) => events.map((event) => match[1]!.replace('${key}', event)));
    const missing = [...used, ...templated].filter((key) => !(key in emailEn) && !(key in en) && !(`${key}_other` in en));
    expect(missing).toEqual([]);
    expect(templated.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    it(`${locale} has every key, none empty, with the same tokens, and is translated`, () => {
      const dictionary = emailDictionaries[locale];
      expect(Object.keys(dictionary).sort()).toEqual(Object.keys(emailEn).sort());
      const problems = Object.entries(dictionary).flatMap(([key, value]) => [
        ...(value.trim() ? [] : [`empty ${key}`]),
        ...(tokens(value).join() === tokens(emailEn[key]!).join() ? [] : [`tokens differ in ${key}`]),
      ]);
      expect(problems).toEqual([]);
      const same = Object.keys(emailEn).filter(
        // Patterns of tokens only, written alike in most languages.
        (key) => dictionary[key] === emailEn[key] && !['%unit%, %rate%: %from% – %to%, %nights%, %guests%', '%label%: %value%'].includes(emailEn[key]!),
      );
      expect(same, `${locale} repeats English`).toEqual([]);
    });
  }
});

describe('translation lookup (01 §9.1)', () => {
  it('looks up the chosen locale, then English, then returns the key', () => {
    const i18n = createI18n('hr', { hr: { Close: 'Zatvori' }, en: { Close: 'Close', Phone: 'Phone' } });
    expect(i18n.t('Close')).toBe('Zatvori');
    expect(i18n.t('Phone')).toBe('Phone');
    expect(i18n.t('No such key')).toBe('No such key');
  });
  it('falls back to English for an unknown locale', () => {
    expect(toLocale('xx')).toBe('en');
    expect(toLocale('de-AT')).toBe('de');
    expect(toLocale(undefined)).toBe('en');
  });
  it('substitutes %token% names and leaves markup as text', () => {
    const i18n = createI18n('en', { en: { 'Max occupancy for this unit is %maxOccupancy%': 'Max occupancy for this unit is %maxOccupancy%' } });
    expect(i18n.t('Max occupancy for this unit is %maxOccupancy%', { maxOccupancy: 4 })).toBe('Max occupancy for this unit is 4');
    expect(i18n.t('Max occupancy for this unit is %maxOccupancy%', { maxOccupancy: '<b>4</b>' })).toBe('Max occupancy for this unit is <b>4</b>');
  });
  it('chooses plural forms by the language rules', () => {
    const pl = createI18n('pl', { pl: pageMessages('pl') });
    const forms = [1, 2, 5, 22].map((count) => pl.t('nights', { count }));
    expect(new Set(forms).size).toBeGreaterThanOrEqual(3);
    const en = createI18n('en', { en: pageMessages('en') });
    expect(en.t('nights', { count: 1 })).toBe('1 night');
    expect(en.t('nights', { count: 3 })).toBe('3 nights');
  });
  it('embeds English under a missing translation on the page', () => {
    expect(pageMessages('hr').Close).toBe(dictionaries.hr.Close ?? en.Close);
  });
});
