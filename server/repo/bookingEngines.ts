/**
 * Booking engines as the site sees them (`BookingEngine` of src/lib/types.ts),
 * plus the few back-office facts the API needs about them (time zone, group
 * members).
 */
import type { BookingEngine, GroupMember, Locale, PaymentMethod, PaymentMethodSettings, PropertyTextField, PropertyTexts } from '../../src/lib/types.ts';
import type { Queryable } from '../store/queries.ts';
import { all, bool, get, isLookupText } from '../sql.ts';

interface EngineRow {
  id: number;
  property_id: number;
  property_title: string;
  timezone: string;
  slug: string;
  name: string;
  is_group: number;
  currency: string;
  secondary_currency: string | null;
  logo_name: string | null;
  logo_url: string | null;
  logo_redirects_to: string | null;
  cover_image_name: string | null;
  cover_image_url: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  country_dial_code: string | null;
  second_phone: string | null;
  second_country_dial_code: string | null;
  email: string | null;
  web: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  footer_logo_url: string | null;
  footer_label: string | null;
  footer_website: string | null;
  site_host: string | null;
  has_gtm: number;
  has_ga: number;
  has_fb_pixel: number;
  always_show_rates: number;
  important_note: string | null;
  terms_of_service: string | null;
  privacy_policy: string | null;
  note_placeholder: string | null;
  is_vat_registered: number;
  vat_rate: number;
  settings_exchange_rate: number | null;
  decimal_separator: string;
  thousand_separator: string;
  unavailable_display: 'A' | 'B';
}

const ENGINE_SELECT = `
  SELECT be.*, p.title AS property_title, p.timezone AS timezone
  FROM booking_engines be JOIN properties p ON p.id = be.property_id`;

/** A booking engine with what the API needs beyond the site's shape. */
export interface EngineContext {
  engine: BookingEngine;
  timezone: string;
  /** Engines whose unit types this engine sells: its members for a group, itself otherwise. */
  sellingEngines: BookingEngine[];
}

async function paymentMethodsOf(db: Queryable, engineId: number): Promise<PaymentMethod[]> {
  return (
    await all<{ method_id: number; settings: string | null }>(
      db,
      'SELECT method_id, settings FROM payment_methods WHERE booking_engine_id = ? ORDER BY position, method_id',
      engineId,
    )
  ).map((row) => ({
    id: row.method_id,
    bookingEngineId: engineId,
    settings: row.settings === null ? null : (JSON.parse(row.settings) as PaymentMethodSettings),
  }));
}

async function groupMembersOf(db: Queryable, engineId: number): Promise<GroupMember[]> {
  return (
    await all<GroupMember>(
      db,
      `SELECT be.id, be.name, be.slug, p.city, be.site_host AS "siteHost"
     FROM booking_engine_group_members m
     JOIN booking_engines be ON be.id = m.member_id
     JOIN properties p ON p.id = be.property_id
     WHERE m.group_id = ? ORDER BY m.position, be.id`,
      engineId,
    )
  ).map((row) => ({ id: row.id, name: row.name, slug: row.slug, city: row.city ?? null, siteHost: row.siteHost ?? null }));
}

/** The property's texts per language (migration 021). */
async function textsOf(db: Queryable, engineId: number): Promise<PropertyTexts> {
  const texts: PropertyTexts = {};
  for (const row of await all<{ language: Locale; field: PropertyTextField; value: string }>(
    db,
    'SELECT language, field, value FROM booking_engine_texts WHERE booking_engine_id = ? ORDER BY language, field',
    engineId,
  )) {
    texts[row.language] = { ...texts[row.language], [row.field]: row.value };
  }
  return texts;
}

async function toBookingEngine(db: Queryable, row: EngineRow): Promise<BookingEngine> {
  const languages = (
    await all<{ language: Locale }>(db, 'SELECT language FROM booking_engine_languages WHERE booking_engine_id = ? ORDER BY position', row.id)
  ).map((r) => r.language);
  const currencies = (
    await all<{ currency: string }>(db, 'SELECT currency FROM booking_engine_currencies WHERE booking_engine_id = ? ORDER BY position', row.id)
  ).map((r) => r.currency);
  const origins = (
    await all<{ origin: string }>(db, 'SELECT origin FROM booking_engine_embedding_origins WHERE booking_engine_id = ? ORDER BY origin', row.id)
  ).map((r) => r.origin);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    propertyId: row.property_id,
    propertyTitle: row.property_title,
    timeZone: row.timezone,
    isGroup: bool(row.is_group),
    currency: row.currency,
    secondaryCurrency: row.secondary_currency,
    activeCurrencies: currencies.length > 0 ? currencies : [row.currency],
    activeLanguages: languages.length > 0 ? languages : ['en'],
    logoName: row.logo_name,
    logoUrl: row.logo_url,
    logoRedirectsTo: row.logo_redirects_to,
    coverImageName: row.cover_image_name,
    coverImageUrl: row.cover_image_url,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    countryDialCode: row.country_dial_code,
    secondPhone: row.second_phone,
    secondCountryDialCode: row.second_country_dial_code,
    email: row.email,
    web: row.web,
    facebook: row.facebook,
    instagram: row.instagram,
    twitter: row.twitter,
    footerLogoUrl: row.footer_logo_url,
    footerLabel: row.footer_label,
    footerWebsite: row.footer_website,
    hasGTM: bool(row.has_gtm),
    hasGA: bool(row.has_ga),
    hasFBPixel: bool(row.has_fb_pixel),
    alwaysShowRates: bool(row.always_show_rates),
    importantNote: row.important_note,
    termsOfService: row.terms_of_service,
    privacyPolicy: row.privacy_policy,
    notePlaceholder: row.note_placeholder,
    isVatRegistered: bool(row.is_vat_registered),
    vatRate: row.vat_rate,
    settingsExchangeRate: row.settings_exchange_rate,
    numberFormat: { decimalSeparator: row.decimal_separator, thousandSeparator: row.thousand_separator },
    embeddingOrigins: origins,
    siteHost: row.site_host,
    unavailableDisplay: row.unavailable_display,
    groupMembers: bool(row.is_group) ? await groupMembersOf(db, row.id) : [],
    paymentMethods: await paymentMethodsOf(db, row.id),
    texts: await textsOf(db, row.id),
  };
}

/** Every booking engine, ordered by id. */
export async function listBookingEngines(db: Queryable): Promise<BookingEngine[]> {
  const rows = await all<EngineRow>(db, `${ENGINE_SELECT} ORDER BY be.id`);
  const engines: BookingEngine[] = [];
  for (const row of rows) engines.push(await toBookingEngine(db, row));
  return engines;
}

/** The booking engine with this slug, or null. */
export async function findBookingEngine(db: Queryable, slug: string): Promise<BookingEngine | null> {
  if (!isLookupText(slug)) return null;
  const row = await get<EngineRow>(db, `${ENGINE_SELECT} WHERE be.slug = ?`, slug);
  return row ? await toBookingEngine(db, row) : null;
}

/** The booking engine with its time zone and the engines whose unit types it sells. */
export async function findEngineContext(db: Queryable, slug: string): Promise<EngineContext | null> {
  if (!isLookupText(slug)) return null;
  const row = await get<EngineRow>(db, `${ENGINE_SELECT} WHERE be.slug = ?`, slug);
  if (!row) return null;
  const engine = await toBookingEngine(db, row);
  const sellingEngines = [engine];
  if (engine.isGroup) {
    sellingEngines.length = 0;
    for (const member of engine.groupMembers) {
      const memberRow = await get<EngineRow>(db, `${ENGINE_SELECT} WHERE be.id = ?`, member.id);
      if (memberRow) sellingEngines.push(await toBookingEngine(db, memberRow));
    }
  }
  return { engine, timezone: row.timezone, sellingEngines };
}

/** True when a booking engine with this slug exists (used by CORS). */
export async function bookingEngineSlugExists(db: Queryable, slug: string): Promise<boolean> {
  return (await get(db, 'SELECT 1 AS found FROM booking_engines WHERE slug = ?', slug)) !== undefined;
}

/** True when a booking engine's pages are served at this host name of its own (used by CORS). */
export async function siteHostExists(db: Queryable, host: string): Promise<boolean> {
  return (await get(db, 'SELECT 1 AS found FROM booking_engines WHERE site_host = ?', host)) !== undefined;
}
