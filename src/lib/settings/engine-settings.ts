/**
 * The shape of a property's engine settings (`BookingEngine`, the answer of
 * GET /api/booking-engines and of a settings export) as the build needs it:
 * every field of the right type, the lists lists, the languages and
 * currencies ones the product knows, the slug fit for a host name and a
 * folder. A settings file or an API answer of another shape is refused
 * before any page is built, with one message per property and field.
 *
 * Content that the pages guard themselves is not refused here: a colour
 * that is no colour falls back to the theme's (`themeColor`), texts are
 * rendered as text, links are checked where they are shown.
 */
import * as v from 'valibot';
import { LOCALES, PROPERTY_TEXT_FIELDS, type BookingEngine } from '../types.ts';
import { keptTexts } from './property-texts.ts';

const text = v.string();
const optionalText = v.nullable(v.string());
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a currency is three capital letters (ISO 4217), like EUR'));
/** Lower-case letters, digits and dashes: the property's host name label and folder. */
export const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const slug = v.pipe(v.string(), v.regex(SLUG, 'a slug is lower-case letters, digits and dashes, as in villa-adriatic'));
/**
 * A property's own host name: lower-case labels of letters, digits and
 * dashes joined by dots, at least two of them, no scheme, port or path.
 */
export const SITE_HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const siteHostName = v.nullable(
  v.pipe(v.string(), v.regex(SITE_HOST, 'a host name is written in lower case without https:// or a path, like book.villa-adriatic.hr')),
);
/** Settings written before host names of their own have none. */
const siteHost = v.optional(siteHostName, null);

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The property's texts per language (`BookingEngine.texts`): languages the
 * product knows, the texts a language may word its own way, each a text or
 * null (left empty: the property's own wording). Settings written before
 * have none.
 */
const languageTexts = v.strictObject(
  {
    address: v.optional(optionalText),
    footerLabel: v.optional(optionalText),
    importantNote: v.optional(optionalText),
    termsOfService: v.optional(optionalText),
    privacyPolicy: v.optional(optionalText),
    notePlaceholder: v.optional(optionalText),
  } satisfies Record<(typeof PROPERTY_TEXT_FIELDS)[number], unknown>,
  `a language’s texts are ${PROPERTY_TEXT_FIELDS.join(', ')}`,
);
const propertyTexts = v.pipe(
  v.record(v.picklist(LOCALES, `a language is one of ${LOCALES.join(', ')}`), languageTexts),
  v.transform((texts) => keptTexts(texts)),
);
/** `propertyTexts`, or null for none. */
export const propertyTextsOrNone = v.pipe(
  v.nullable(propertyTexts),
  v.transform((texts) => texts ?? {}),
);

const paymentSettings = v.looseObject({
  // A bank's address: one text, or a text per language (`bankAddressIn`).
  bankAddress: v.nullish(v.union([v.string(), v.record(v.picklist(LOCALES, `a language is one of ${LOCALES.join(', ')}`), v.string())])),
  selectedCardTypes: v.nullish(v.string()),
  selectedWalletTypes: v.nullish(v.string()),
  environment: v.nullish(v.picklist(['test', 'live'])),
});

export const EngineSettingsSchema = v.object({
  id,
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('a property needs a name')),
  slug,
  propertyId: id,
  propertyTitle: text,
  isGroup: v.boolean(),
  currency,
  secondaryCurrency: v.nullable(currency),
  activeCurrencies: v.array(currency),
  activeLanguages: v.pipe(v.array(v.picklist(LOCALES, `a language is one of ${LOCALES.join(', ')}`)), v.nonEmpty('a property needs at least one language')),
  logoName: optionalText,
  logoUrl: optionalText,
  logoRedirectsTo: optionalText,
  coverImageName: optionalText,
  coverImageUrl: optionalText,
  primaryColor: optionalText,
  secondaryColor: optionalText,
  address: optionalText,
  latitude: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  phone: optionalText,
  countryDialCode: optionalText,
  secondPhone: optionalText,
  secondCountryDialCode: optionalText,
  email: optionalText,
  web: optionalText,
  facebook: optionalText,
  instagram: optionalText,
  twitter: optionalText,
  footerLogoUrl: optionalText,
  footerLabel: optionalText,
  footerWebsite: optionalText,
  hasGTM: v.boolean(),
  hasGA: v.boolean(),
  hasFBPixel: v.boolean(),
  alwaysShowRates: v.boolean(),
  importantNote: optionalText,
  termsOfService: optionalText,
  privacyPolicy: optionalText,
  notePlaceholder: optionalText,
  isVatRegistered: v.boolean(),
  vatRate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  settingsExchangeRate: v.nullable(v.pipe(v.number(), v.gtValue(0))),
  timeZone: v.pipe(v.string(), v.check(isTimeZone, 'a time zone is an IANA name, like Europe/Zagreb')),
  numberFormat: v.object({ decimalSeparator: text, thousandSeparator: text }),
  embeddingOrigins: v.array(text),
  siteHost,
  unavailableDisplay: v.picklist(['A', 'B'], "unavailableDisplay is 'A' (a calendar) or 'B' (similar dates)"),
  groupMembers: v.array(v.object({ id, name: text, slug, city: optionalText, siteHost })),
  paymentMethods: v.array(v.object({ id: v.pipe(v.number(), v.integer()), bookingEngineId: id, settings: v.nullable(paymentSettings) })),
  texts: v.optional(propertyTextsOrNone, {}),
});

export const SettingsExportSchema = v.object({ bookingEngines: v.array(v.unknown()) });

/** What is wrong with one property's settings: where (a dotted path) and what. */
export interface SettingsProblem {
  property: string;
  field: string;
  message: string;
}

function problemsOf(property: string, issues: readonly v.BaseIssue<unknown>[]): SettingsProblem[] {
  return issues.map((issue) => ({
    property,
    field: v.getDotPath(issue) ?? '(the whole entry)',
    // A field left out: said so, not as valibot's "Invalid key".
    message: issue.type === 'object' && issue.received === 'undefined' && issue.path?.length ? 'missing' : issue.message,
  }));
}

/**
 * Checks settings as the build reads them (`{ bookingEngines: [...] }`):
 * the properties, or every problem of every property. Slugs must be unique.
 * @example checkEngineSettings({ bookingEngines: [] }) // { ok: true, engines: [] }
 */
export function checkEngineSettings(input: unknown): { ok: true; engines: BookingEngine[] } | { ok: false; problems: SettingsProblem[] } {
  const top = v.safeParse(SettingsExportSchema, input);
  if (!top.success)
    return {
      ok: false,
      problems: problemsOf('(the settings)', top.issues).map((problem) => ({
        ...problem,
        message: `${problem.message}; settings are { "bookingEngines": [ … ] }`,
      })),
    };
  const engines: BookingEngine[] = [];
  const problems: SettingsProblem[] = [];
  const seen = new Set<string>();
  top.output.bookingEngines.forEach((entry, index) => {
    const named = typeof (entry as { slug?: unknown } | null)?.slug === 'string' ? (entry as { slug: string }).slug : `bookingEngines[${index}]`;
    if (seen.has(named)) problems.push({ property: named, field: 'slug', message: 'another property has this slug' });
    seen.add(named);
    const result = v.safeParse(EngineSettingsSchema, entry);
    if (result.success) engines.push(result.output as BookingEngine);
    else problems.push(...problemsOf(named, result.issues));
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, engines };
}

/** One line per problem: `villa-adriatic: activeLanguages.1: a language is one of hr, en, …`. */
export const formatSettingsProblems = (problems: readonly SettingsProblem[]): string =>
  problems.map((problem) => `${problem.property}: ${problem.field}: ${problem.message}`).join('\n');
