/**
 * A property's own texts in the guest's language: the address, the
 * footer's label, the important note, the legal texts and the message
 * placeholder as the property wrote them for that language, else as it
 * wrote them once (the engine's fields), and a bank's address worded per
 * language (payment settings). The build makes each language's
 * pages from the engine in that language, and the API its e-mails and
 * answers; neither carries the other languages' texts.
 *
 * Pure: plain values in, plain values out.
 */
import {
  LOCALES,
  PROPERTY_TEXT_FIELDS,
  type BookingEngine,
  type Locale,
  type PaymentMethod,
  type PaymentMethodSettings,
  type PropertyTextField,
  type PropertyTexts,
} from '../types.ts';

type WithTexts = Pick<BookingEngine, PropertyTextField> & { texts?: PropertyTexts; paymentMethods?: PaymentMethod[] };

/**
 * A bank address as a language reads it: the one text, or the language's
 * own, else English, else the first given; null when there is none.
 * @example bankAddressIn({ hr: 'Radnička cesta 50, Zagreb, Hrvatska', en: 'Radnička cesta 50, Zagreb, Croatia' }, 'de') // 'Radnička cesta 50, Zagreb, Croatia'
 */
export function bankAddressIn(address: PaymentMethodSettings['bankAddress'], language: string): string | null {
  if (typeof address === 'string' || address == null) return address?.trim() ? address : null;
  const worded = address as Record<string, unknown>;
  const texts = [worded[language], worded.en, ...Object.values(worded)];
  return (texts.find((text) => typeof text === 'string' && text.trim() !== '') as string | undefined) ?? null;
}

/**
 * Payment methods as `language`'s pages and answers carry them: a bank
 * address worded per language in that language alone (`bankAddressIn`).
 * @example paymentMethodsIn([{ id: 2, bookingEngineId: 1, settings: { bankAddress: { en: 'Zagreb, Croatia', de: 'Zagreb, Kroatien' } } }], 'de')[0].settings.bankAddress // 'Zagreb, Kroatien'
 */
export function paymentMethodsIn(methods: readonly PaymentMethod[], language: string): PaymentMethod[] {
  return methods.map((method) =>
    method.settings && typeof method.settings.bankAddress === 'object' && method.settings.bankAddress !== null
      ? { ...method, settings: { ...method.settings, bankAddress: bankAddressIn(method.settings.bankAddress, language) } }
      : method,
  );
}

/**
 * The engine as `language`'s pages show it: each text in that language
 * where the property wrote one, else its own; without `texts`. A
 * translation words the property's own text: while that is empty (a
 * seasonal note taken down), no language shows one.
 * @example engineInLanguage({ ...engine, importantNote: 'Parking is free.', texts: { hr: { importantNote: 'Parking je besplatan.' } } }, 'hr').importantNote // 'Parking je besplatan.'
 */
export function engineInLanguage<T extends WithTexts>(engine: T, language: string): Omit<T, 'texts'> {
  const { texts, ...rest } = engine;
  const worded = { ...rest, ...wordedOf(texts?.[language as Locale], (field) => Boolean(engine[field]?.trim())) };
  return engine.paymentMethods ? { ...worded, paymentMethods: paymentMethodsIn(engine.paymentMethods, language) } : worded;
}

/** A language's texts that are text and not blank, of the fields `keeps` takes. */
function wordedOf(
  own: Readonly<Record<string, string | null | undefined>> | undefined,
  keeps: (field: PropertyTextField) => boolean = () => true,
): Partial<Record<PropertyTextField, string>> {
  const worded: Partial<Record<PropertyTextField, string>> = {};
  for (const field of PROPERTY_TEXT_FIELDS) {
    const text = own?.[field];
    if (typeof text === 'string' && text.trim() && keeps(field)) worded[field] = text;
  }
  return worded;
}

/**
 * The texts kept when a change that does not send them (a back office
 * older than them) rewrites or clears some of the property's own texts:
 * the other languages' wording of those was of the old text, and goes
 * with it, so no guest reads outdated terms in their language.
 * @example textsAfterOwnChange({ hr: { importantNote: 'Parking je besplatan.' } }, { importantNote: 'Parking is free.' }, { importantNote: 'Parking costs 10 EUR.' }) // {}
 */
export function textsAfterOwnChange(
  texts: PropertyTexts,
  before: Pick<BookingEngine, PropertyTextField>,
  after: Pick<BookingEngine, PropertyTextField>,
): PropertyTexts {
  const changed = PROPERTY_TEXT_FIELDS.filter((field) => (before[field] ?? '') !== (after[field] ?? ''));
  if (changed.length === 0) return texts;
  const kept: PropertyTexts = {};
  for (const [language, own] of Object.entries(texts) as [Locale, Partial<Record<PropertyTextField, string>>][]) {
    const still = Object.fromEntries(Object.entries(own).filter(([field]) => !changed.includes(field as PropertyTextField)));
    if (Object.keys(still).length > 0) kept[language] = still;
  }
  return kept;
}

/**
 * Texts as a property keeps them: known languages and fields only, each
 * text non-blank (a text left empty reads as the engine's own), languages
 * without one left out.
 * @example keptTexts({ hr: { importantNote: 'Parking je besplatan.', footerLabel: ' ' }, de: {} }) // { hr: { importantNote: 'Parking je besplatan.' } }
 */
export function keptTexts(texts: Readonly<Record<string, Readonly<Record<string, string | null | undefined>> | undefined>> | null | undefined): PropertyTexts {
  const kept: PropertyTexts = {};
  for (const language of LOCALES) {
    const worded = wordedOf(texts?.[language]);
    if (Object.keys(worded).length > 0) kept[language] = worded;
  }
  return kept;
}
