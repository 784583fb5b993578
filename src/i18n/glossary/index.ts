import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../lib/types.ts';
import { glossaryTable, type LanguageGlossary } from './terms.ts';

/** Every language's glossary file (not English: its terms are the glossary's own). Build-time and test code only. */
export function languageGlossaries(): Partial<Record<Locale, LanguageGlossary>> {
  const glossaries: Partial<Record<Locale, LanguageGlossary>> = {};
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    glossaries[locale] = JSON.parse(readFileSync(join(import.meta.dirname, `${locale}.json`), 'utf8')) as LanguageGlossary;
  }
  return glossaries;
}

const INTRO = `# Glossary

The words that decide what a guest pays for and what they accept, in all
11 languages, and each language's register. Every dictionary in
\`src/i18n/locales\` follows them; \`tests/unit/i18n/glossary.test.ts\`
checks the keys each term names, the register's informal markers, French
non-breaking spaces and the length of button labels. The terms live in
\`src/i18n/glossary/\` (\`terms.ts\` and one file per language); this page
is written from them by \`node scripts/glossary.ts\`.

`;

/** docs/GLOSSARY.md as the glossary files make it. */
export function glossaryDocument(): string {
  return `${INTRO}${glossaryTable(languageGlossaries(), LOCALES)}`;
}
