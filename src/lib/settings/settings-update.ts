/**
 * A change of a property's engine settings as the back office sends it
 * (PUT /api/booking-engines/{slug}): the settings as GET answers them, with
 * what the property may change changed. The build's shape
 * (`EngineSettingsSchema`) plus the content rules a page relies on: colours
 * are colours, links are http(s) (or the site's own paths for images),
 * origins are exact origins, the currencies and languages agree. The fields
 * that name the property (id, slug, property, time zone, group) are not
 * changed here; sent with another value they are refused, as is any field
 * the settings do not have.
 */
import * as v from 'valibot';
import type { BookingEngine } from '../types.ts';
import { EngineSettingsSchema, propertyTextsOrNone, siteHostName } from './engine-settings.ts';
import { textsAfterOwnChange } from './property-texts.ts';

/** Fields the settings API does not change: they name the property, or belong to the property-management system. */
export const FIXED_FIELDS = ['id', 'slug', 'propertyId', 'propertyTitle', 'timeZone', 'isGroup', 'groupMembers'] as const;

const shape = EngineSettingsSchema.entries;
const colour = v.nullable(v.pipe(v.string(), v.regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'a colour is written #RRGGBB, like #0973A0')));
const link = v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^https?:\/\/[^\s/]+\.[^\s]*$/i, 'a link starts with https:// and names a host')));
/** An image: a full https address, or a path of the site's own (`/images/…`). */
const image = v.nullable(
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^(?:https?:\/\/[^\s/]+\.[^\s]*|\/[^\s/][^\s]*)$/i, 'an image is an https:// address or a path of the site, like /images/logo.svg'),
  ),
);
/** A web address as the footer shows it: a host with or without https://. */
const web = v.nullable(
  v.pipe(v.string(), v.trim(), v.regex(/^(?:https?:\/\/)?[^\s/]+\.[^\s]+$/i, 'a website is a host name, like www.villa-adriatic.example')),
);
const email = v.nullable(v.pipe(v.string(), v.trim(), v.email('an e-mail address looks like book@villa-adriatic.example')));
const origin = v.pipe(
  v.string(),
  v.check((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
    } catch {
      return false;
    }
  }, 'an embedding origin is exactly scheme, host and port, like https://www.villa-adriatic.example (no path, no slash at the end)'),
);

const SEPARATORS = [',', '.', ' ', '\u00a0', "'", ''];

export const SettingsUpdateSchema = v.pipe(
  v.strictObject({
    ...Object.fromEntries(FIXED_FIELDS.map((field) => [field, v.optional(v.unknown())])),
    name: shape.name,
    currency: shape.currency,
    secondaryCurrency: shape.secondaryCurrency,
    activeCurrencies: v.pipe(shape.activeCurrencies, v.nonEmpty('a property shows at least its own currency')),
    activeLanguages: shape.activeLanguages,
    logoName: shape.logoName,
    logoUrl: image,
    logoRedirectsTo: link,
    coverImageName: shape.coverImageName,
    coverImageUrl: image,
    primaryColor: colour,
    secondaryColor: colour,
    address: shape.address,
    latitude: shape.latitude,
    longitude: shape.longitude,
    phone: shape.phone,
    countryDialCode: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'a dial code is named by its country, two capital letters like HR'))),
    secondPhone: shape.secondPhone,
    secondCountryDialCode: v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'a dial code is named by its country, two capital letters like HR'))),
    email,
    web,
    facebook: link,
    instagram: link,
    twitter: link,
    footerLogoUrl: image,
    footerLabel: shape.footerLabel,
    footerWebsite: web,
    hasGTM: shape.hasGTM,
    hasGA: shape.hasGA,
    hasFBPixel: shape.hasFBPixel,
    alwaysShowRates: shape.alwaysShowRates,
    importantNote: shape.importantNote,
    termsOfService: shape.termsOfService,
    privacyPolicy: shape.privacyPolicy,
    notePlaceholder: shape.notePlaceholder,
    isVatRegistered: shape.isVatRegistered,
    vatRate: shape.vatRate,
    settingsExchangeRate: shape.settingsExchangeRate,
    numberFormat: v.object({
      decimalSeparator: v.picklist([',', '.'], 'the decimal separator is , or .'),
      thousandSeparator: v.picklist(SEPARATORS, "the thousand separator is . , ' a space or none"),
    }),
    embeddingOrigins: v.array(origin),
    // Left out (a back office older than the field): unchanged, not removed.
    siteHost: v.optional(siteHostName),
    unavailableDisplay: shape.unavailableDisplay,
    // Left out (a back office older than the field): unchanged but for the texts the change rewrites. Sent: every
    // language's texts as they are to be; null, none.
    texts: v.optional(propertyTextsOrNone),
    paymentMethods: v.array(
      v.object({
        id: v.pipe(v.number(), v.integer(), v.minValue(1, 'a payment method is 1 to 7'), v.maxValue(7, 'a payment method is 1 to 7')),
        bookingEngineId: v.optional(v.number()),
        settings: shape.paymentMethods.item.entries.settings,
      }),
    ),
  }),
  v.forward(
    v.check((input) => input.activeCurrencies.includes(input.currency), 'the active currencies include the property’s own currency'),
    ['activeCurrencies'],
  ),
  v.forward(
    v.check((input) => input.numberFormat.decimalSeparator !== input.numberFormat.thousandSeparator, 'the decimal and thousand separators differ'),
    ['numberFormat', 'thousandSeparator'],
  ),
  v.forward(
    v.check((input) => new Set(input.paymentMethods.map((method) => method.id)).size === input.paymentMethods.length, 'each payment method is listed once'),
    ['paymentMethods'],
  ),
  v.forward(
    v.check((input) => new Set(input.activeLanguages).size === input.activeLanguages.length, 'each language is listed once'),
    ['activeLanguages'],
  ),
);

export type SettingsUpdate = v.InferOutput<typeof SettingsUpdateSchema>;

/** What a change may set: the settings less the fields that name the property. */
export type EditableSettings = Omit<BookingEngine, (typeof FIXED_FIELDS)[number]>;

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * Checks a change against the property's current settings: the change, or
 * one problem per field. A fixed field sent with another value is refused.
 */
export function checkSettingsUpdate(
  input: unknown,
  current: BookingEngine,
): { ok: true; settings: EditableSettings } | { ok: false; problems: FieldProblem[] } {
  const result = v.safeParse(SettingsUpdateSchema, input);
  if (!result.success) {
    return {
      ok: false,
      problems: result.issues.map((issue) => {
        const field = v.getDotPath(issue) ?? '';
        const unknown = issue.type === 'strict_object' && issue.expected === 'never';
        const missing = issue.type === 'object' || (issue.received === 'undefined' && issue.path?.length);
        return { field, message: unknown ? 'the settings have no such field' : missing && issue.received === 'undefined' ? 'missing' : issue.message };
      }),
    };
  }
  const problems: FieldProblem[] = [];
  for (const field of FIXED_FIELDS) {
    const sent = (result.output as Record<string, unknown>)[field];
    if (sent !== undefined && stableJson(sent) !== stableJson(current[field]))
      problems.push({ field, message: 'is the property’s own and is not changed through the settings' });
  }
  if (problems.length > 0) return { ok: false, problems };
  const settings = Object.fromEntries(
    Object.entries(result.output).filter(([field]) => !(FIXED_FIELDS as readonly string[]).includes(field)),
  ) as EditableSettings;
  settings.paymentMethods = settings.paymentMethods.map((method) => ({ id: method.id, bookingEngineId: current.id, settings: method.settings }));
  if (settings.siteHost === undefined) settings.siteHost = current.siteHost ?? null;
  // Not sent: kept, less the wording of any of the property's own texts this change rewrites.
  if (settings.texts === undefined) settings.texts = textsAfterOwnChange(current.texts ?? {}, current, settings);
  return { ok: true, settings };
}

/** JSON with every object's keys sorted: two values that are the same in another key order compare equal. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fields whose value a change alters, with their old and new values. */
export function settingsChanges(current: BookingEngine, next: EditableSettings): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, value] of Object.entries(next)) {
    const before = current[field as keyof BookingEngine];
    if (stableJson(before) !== stableJson(value)) changes[field] = { from: before, to: value };
  }
  return changes;
}
