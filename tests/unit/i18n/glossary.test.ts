import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../src/i18n/dictionaries.ts';
import { glossaryDocument, languageGlossaries } from '../../../src/i18n/glossary/index.ts';
import { BUTTON_KEYS, buttonBudget, GLOSSARY_TERMS } from '../../../src/i18n/glossary/terms.ts';
import { LOCALES } from '../../../src/lib/types.ts';

const glossaries = languageGlossaries();

describe('the glossary (docs/GLOSSARY.md)', () => {
  it('is the page the glossary files make', () => {
    expect(readFileSync('docs/GLOSSARY.md', 'utf8')).toBe(glossaryDocument());
  });

  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const glossary = glossaries[locale]!;
    const dictionary = dictionaries[locale];

    it(`${locale}: names every term, and uses it in every key the term lists`, () => {
      const problems: string[] = [];
      for (const term of GLOSSARY_TERMS) {
        const local = glossary.terms[term.id];
        if (!local) {
          problems.push(`no term for ${term.id}`);
          continue;
        }
        const pattern = new RegExp(local.match, 'iu');
        if (!pattern.test(local.term)) problems.push(`${term.id}: '${local.term}' does not match its own /${local.match}/`);
        for (const key of term.keys) {
          if (!pattern.test(dictionary[key] ?? '')) problems.push(`${term.id} (/${local.match}/) not in ${key}: '${dictionary[key]}'`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${locale}: keeps its register in every text (${glossary.register.informal.length} informal markers)`, () => {
      const markers = glossary.register.informal.map((source) => new RegExp(source, 'u'));
      const problems = Object.entries(dictionary).flatMap(([key, value]) =>
        markers.filter((marker) => marker.test(value)).map((marker) => `${key}: '${value}' has /${marker.source}/`),
      );
      expect(problems).toEqual([]);
    });

    it(`${locale}: button labels fit where the English ones do`, () => {
      const long = BUTTON_KEYS.filter((key) => dictionary[key].length > buttonBudget(dictionaries.en[key])).map(
        (key) => `${key}: '${dictionary[key]}' (${dictionary[key].length} > ${buttonBudget(dictionaries.en[key])})`,
      );
      expect(long).toEqual([]);
    });
  }

  it('fr: a non-breaking space before : ; ! ? » and %, and after «', () => {
    const problems = Object.entries(dictionaries.fr)
      .filter(([, value]) => / [:;!?»]| %(?![A-Za-z]+%)|« /u.test(value))
      .map(([key, value]) => `${key}: '${value}'`);
    expect(problems).toEqual([]);
  });
});
