/**
 * Writing a property's engine settings (the back-office contract of PUT
 * /api/booking-engines/{slug}): the engine's row, its languages,
 * currencies, embedding origins and payment methods, a new settings
 * version and the record of what changed, inside the caller's transaction.
 * And the tokens a property's back office signs its changes with.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { BookingEngine, PropertyTexts } from '../../src/lib/types.ts';
import type { EditableSettings } from '../../src/lib/settings/settings-update.ts';
import type { Queryable } from '../store/queries.ts';
import { all, get, run } from '../sql.ts';

/** The columns of booking_engines each editable scalar field is kept in. */
const COLUMNS: Partial<Record<keyof EditableSettings, string>> = {
  name: 'name',
  currency: 'currency',
  secondaryCurrency: 'secondary_currency',
  logoName: 'logo_name',
  logoUrl: 'logo_url',
  logoRedirectsTo: 'logo_redirects_to',
  coverImageName: 'cover_image_name',
  coverImageUrl: 'cover_image_url',
  primaryColor: 'primary_color',
  secondaryColor: 'secondary_color',
  address: 'address',
  latitude: 'latitude',
  longitude: 'longitude',
  phone: 'phone',
  countryDialCode: 'country_dial_code',
  secondPhone: 'second_phone',
  secondCountryDialCode: 'second_country_dial_code',
  email: 'email',
  web: 'web',
  facebook: 'facebook',
  instagram: 'instagram',
  twitter: 'twitter',
  footerLogoUrl: 'footer_logo_url',
  footerLabel: 'footer_label',
  footerWebsite: 'footer_website',
  hasGTM: 'has_gtm',
  hasGA: 'has_ga',
  hasFBPixel: 'has_fb_pixel',
  alwaysShowRates: 'always_show_rates',
  importantNote: 'important_note',
  termsOfService: 'terms_of_service',
  privacyPolicy: 'privacy_policy',
  notePlaceholder: 'note_placeholder',
  isVatRegistered: 'is_vat_registered',
  vatRate: 'vat_rate',
  settingsExchangeRate: 'settings_exchange_rate',
  unavailableDisplay: 'unavailable_display',
  siteHost: 'site_host',
};

const column = (value: unknown): string | number | null => (typeof value === 'boolean' ? (value ? 1 : 0) : (value as string | number | null));

/** The settings version of every engine, by slug: what a build that follows changes compares. */
export async function settingsVersions(db: Queryable): Promise<Record<string, number>> {
  return Object.fromEntries(
    (await all<{ slug: string; version: number }>(db, 'SELECT slug, settings_version AS version FROM booking_engines ORDER BY id')).map((row) => [
      row.slug,
      row.version,
    ]),
  );
}

/** One engine's settings version. */
export const settingsVersionOf = async (db: Queryable, engineId: number): Promise<number> =>
  (await get<{ version: number }>(db, 'SELECT settings_version AS version FROM booking_engines WHERE id = ?', engineId))!.version;

/**
 * Writes the settings (inside the caller's transaction) and records the
 * change as the engine's next version. `changes` empty: nothing is written.
 * Returns the engine's version after the change.
 */
export async function writeEngineSettings(
  db: Queryable,
  engine: BookingEngine,
  next: EditableSettings,
  changes: Record<string, { from: unknown; to: unknown }>,
  changedBy: string,
  now: Date,
): Promise<number> {
  const current = await settingsVersionOf(db, engine.id);
  if (Object.keys(changes).length === 0) return current;
  const scalars = Object.entries(COLUMNS) as [keyof EditableSettings, string][];
  const version = current + 1;
  await run(
    db,
    `UPDATE booking_engines SET ${scalars.map(([, name]) => `${name} = ?`).join(', ')}, decimal_separator = ?, thousand_separator = ?, settings_version = ?, settings_updated_at = ? WHERE id = ?`,
    ...scalars.map(([field]) => column(next[field])),
    next.numberFormat.decimalSeparator,
    next.numberFormat.thousandSeparator,
    version,
    now.toISOString(),
    engine.id,
  );
  await run(db, 'DELETE FROM booking_engine_languages WHERE booking_engine_id = ?', engine.id);
  for (const [position, language] of next.activeLanguages.entries())
    await run(db, 'INSERT INTO booking_engine_languages (booking_engine_id, language, position) VALUES (?, ?, ?)', engine.id, language, position);
  await run(db, 'DELETE FROM booking_engine_currencies WHERE booking_engine_id = ?', engine.id);
  for (const [position, currency] of next.activeCurrencies.entries())
    await run(db, 'INSERT INTO booking_engine_currencies (booking_engine_id, currency, position) VALUES (?, ?, ?)', engine.id, currency, position);
  await run(db, 'DELETE FROM booking_engine_embedding_origins WHERE booking_engine_id = ?', engine.id);
  for (const origin of new Set(next.embeddingOrigins))
    await run(db, 'INSERT INTO booking_engine_embedding_origins (booking_engine_id, origin) VALUES (?, ?)', engine.id, origin);
  await run(db, 'DELETE FROM payment_methods WHERE booking_engine_id = ?', engine.id);
  for (const [position, method] of next.paymentMethods.entries())
    await run(
      db,
      'INSERT INTO payment_methods (booking_engine_id, method_id, settings, position) VALUES (?, ?, ?, ?)',
      engine.id,
      method.id,
      method.settings === null ? null : JSON.stringify(method.settings),
      position,
    );
  await writeTexts(db, engine.id, next.texts ?? {});
  await run(
    db,
    'INSERT INTO booking_engine_settings_changes (booking_engine_id, version, changed_at, changed_by, changes) VALUES (?, ?, ?, ?, ?)',
    engine.id,
    version,
    now.toISOString(),
    changedBy,
    JSON.stringify(changes),
  );
  return version;
}

/**
 * Replaces an engine's texts per language (inside the caller's transaction), as the settings' schema keeps them
 * (`keptTexts`: no blank text, so none has a row).
 */
async function writeTexts(db: Queryable, engineId: number, texts: PropertyTexts): Promise<void> {
  await run(db, 'DELETE FROM booking_engine_texts WHERE booking_engine_id = ?', engineId);
  for (const [language, own] of Object.entries(texts))
    for (const [field, value] of Object.entries(own))
      await run(db, 'INSERT INTO booking_engine_texts (booking_engine_id, language, field, value) VALUES (?, ?, ?, ?)', engineId, language, field, value);
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The label of the live token of this engine that `token` is, or null. */
export async function propertyTokenLabel(db: Queryable, engineId: number, token: string): Promise<string | null> {
  return (
    (
      await get<{ label: string }>(
        db,
        'SELECT label FROM booking_engine_tokens WHERE booking_engine_id = ? AND token_hash = ? AND revoked_at IS NULL',
        engineId,
        hashOf(token),
      )
    )?.label ?? null
  );
}

/** Makes a token for an engine's back office; the token is returned once and kept only as its hash. */
export async function createPropertyToken(db: Queryable, engineId: number, label: string, now: Date): Promise<{ id: number; token: string }> {
  const token = `sidro_${randomBytes(32).toString('base64url')}`;
  const inserted = await get<{ id: number }>(
    db,
    'INSERT INTO booking_engine_tokens (booking_engine_id, label, token_hash, created_at) VALUES (?, ?, ?, ?) RETURNING id',
    engineId,
    label,
    hashOf(token),
    now.toISOString(),
  );
  return { id: inserted!.id, token };
}

/** Revokes a token by its id; whether one was live. */
export async function revokePropertyToken(db: Queryable, id: number, now: Date): Promise<boolean> {
  return (await run(db, 'UPDATE booking_engine_tokens SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now.toISOString(), id)) === 1;
}

/** The tokens of an engine, live and revoked, without their secrets. */
export async function listPropertyTokens(
  db: Queryable,
  engineId: number,
): Promise<{ id: number; label: string; createdAt: string; revokedAt: string | null }[]> {
  return await all(
    db,
    'SELECT id, label, created_at AS "createdAt", revoked_at AS "revokedAt" FROM booking_engine_tokens WHERE booking_engine_id = ? ORDER BY id',
    engineId,
  );
}
