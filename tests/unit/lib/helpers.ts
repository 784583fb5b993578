import { createI18n } from '../../../src/i18n/translator.ts';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };

const english = createI18n('en', { en });

/** Renders a `{ key, tokens }` pair in English, as the page would. */
export function headingOf(heading: { key: string; tokens: Record<string, string> }): string {
  return english.t(heading.key, heading.tokens) as string;
}
