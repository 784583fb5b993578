import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { checkSettingsUpdate, settingsChanges } from '../../src/lib/settings/settings-update.ts';
import { ApiError } from '../errors.ts';
import { bearerToken, sameToken, type AppContext, type AppEnv } from '../http.ts';
import { findBookingEngine, listBookingEngines } from '../repo/bookingEngines.ts';
import { propertyListing } from '../repo/listing.ts';
import { propertyTokenLabel, settingsVersions, writeEngineSettings } from '../repo/engineSettings.ts';
import { get } from '../sql.ts';
import { writing } from '../writes.ts';

/**
 * Who signs a settings change: the operator (API_OPERATOR_TOKEN, every
 * property) or the property's own back office (a token made with `npm run
 * token`); 401 without a bearer token, 403 for a token that is neither.
 */
async function signer(c: AppContext, engineId: number): Promise<string> {
  const given = bearerToken(c.req.header('Authorization'));
  if (!given) {
    c.header('WWW-Authenticate', 'Bearer realm="booking-engine-settings"');
    throw new ApiError(401, ['Changing settings needs the property’s API token (Authorization: Bearer …)']);
  }
  const operator = c.var.config.operatorToken;
  if (operator && sameToken(given, operator)) return 'operator';
  const label = await propertyTokenLabel(c.var.db, engineId, given);
  if (label === null) throw new ApiError(403, ['This token may not change this property’s settings']);
  return label;
}

/**
 * A new host name of a property's own: the operator's to give (it is a
 * deployment decision, with its DNS and certificate, and the API's CORS
 * trusts the origin), one property's only, and never an address under
 * SITE_DOMAIN (a property's `{slug}.{domain}` would then redirect to itself
 * in the nginx example, or take another property's address).
 */
async function checkSiteHost(c: AppContext, engineId: number, host: string | null, by: string): Promise<void> {
  const refuse = (message: string, status: 400 | 403 = 400) => {
    throw new ApiError(status, [{ message: `siteHost: ${message}`, field: 'siteHost' }]);
  };
  if (by !== 'operator') refuse('only the operator (API_OPERATOR_TOKEN) changes a property’s host name', 403);
  if (host === null) return;
  const domain = c.var.config.siteDomain;
  if (domain && (host === domain || host.endsWith(`.${domain}`)))
    refuse(`a host name of the property’s own is outside ${domain}, whose addresses are the properties’ shared ones`);
  if (await get(c.var.db, 'SELECT 1 AS taken FROM booking_engines WHERE site_host = ? AND id <> ?', host, engineId))
    refuse('another property’s pages are served at this host name');
}

/** A weak tag of every engine's settings version: a build that follows changes polls with If-None-Match. */
function versionsTag(versions: Record<string, number>): string {
  return `W/"${createHash('sha256').update(JSON.stringify(versions)).digest('base64url').slice(0, 22)}"`;
}

/**
 * `GET /api/booking-engines` → `{ bookingEngines: BookingEngine[], settingsVersions: { slug: n } }`
 * (what the static build reads; `ETag` of the versions, `304` for a poll
 * that has them); `GET /api/booking-engines/{slug}` → `{ bookingEngine,
 * settingsVersion }`; `GET /api/booking-engines/{slug}/listing` → the
 * property's unit types for its structured data (src/lib/seo/listing-contract.ts);
 * `PUT /api/booking-engines/{slug}` with the settings as
 * GET answers them, changed → `{ bookingEngine, settingsVersion, changed }`,
 * `400` with one message per field, `401`/`403` without the right token.
 */
export const bookingEngines = new Hono<AppEnv>()
  .get('/booking-engines', async (c) => {
    const versions = await settingsVersions(c.var.db);
    const tag = versionsTag(versions);
    c.header('ETag', tag);
    if (c.req.header('If-None-Match') === tag) return c.body(null, 304);
    return c.json({ bookingEngines: await listBookingEngines(c.var.db), settingsVersions: versions });
  })
  .get('/booking-engines/:slug', async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    // The version first: settings read after it are as new as it or newer, so a build that follows versions never
    // records a version for settings older than it (a change made between the two reads is built again).
    const versioned = await get<{ version: number }>(c.var.db, 'SELECT settings_version AS version FROM booking_engines WHERE slug = ?', slug);
    const engine = versioned ? await findBookingEngine(c.var.db, slug) : null;
    if (!versioned || !engine) throw new ApiError(404, ['Unknown property']);
    return c.json({ bookingEngine: engine, settingsVersion: versioned.version });
  })
  .get('/booking-engines/:slug/listing', async (c) => {
    const engine = await findBookingEngine(c.var.db, c.req.param('slug').toLowerCase());
    if (!engine) throw new ApiError(404, ['Unknown property']);
    return c.json(await propertyListing(c.var.db, engine));
  })
  .put('/booking-engines/:slug', (c) =>
    writing(c, 'The settings could not be saved just now. Please try again.', async () => {
      const { db } = c.var;
      const slug = c.req.param('slug').toLowerCase();
      // Changes of one property take turns: each is checked against, and recorded from, the settings the one before wrote.
      await db.lock(`engine-settings ${slug}`);
      const engine = await findBookingEngine(db, slug);
      if (!engine) throw new ApiError(404, ['Unknown property']);
      const by = await signer(c, engine.id);
      const checked = checkSettingsUpdate(c.var.body, engine);
      if (!checked.ok)
        throw new ApiError(
          400,
          checked.problems.map((problem) => ({ message: `${problem.field}: ${problem.message}`, field: problem.field })),
        );
      const changes = settingsChanges(engine, checked.settings);
      if (changes.siteHost) await checkSiteHost(c, engine.id, checked.settings.siteHost ?? null, by);
      const version = await writeEngineSettings(db, engine, checked.settings, changes, by, c.var.config.now());
      return c.json({ bookingEngine: await findBookingEngine(db, engine.slug), settingsVersion: version, changed: Object.keys(changes) });
    }),
  );
