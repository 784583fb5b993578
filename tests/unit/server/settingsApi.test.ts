import { queriesOf } from '../../../server/store/queries.ts';
import { describe, expect, it } from 'vitest';
import { checkEngineSettings } from '../../../src/lib/settings/engine-settings.ts';
import { createPropertyToken, revokePropertyToken } from '../../../server/repo/engineSettings.ts';
import { NOW, freshlySeededDb, testApp } from './helpers.ts';

const OPERATOR = 'operator-token-0123456789abcdef';

function setUp() {
  const db = freshlySeededDb();
  const app = testApp(db, { operatorToken: OPERATOR });
  const settings = async (slug = 'villa-adriatic') =>
    (await (await app.request(`/api/booking-engines/${slug}`)).json()) as { bookingEngine: Record<string, unknown>; settingsVersion: number };
  const put = (slug: string, body: unknown, token: string | null = OPERATOR) =>
    app.request(`/api/booking-engines/${slug}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  return { db, app, settings, put };
}

describe('PUT /api/booking-engines/{slug}: settings as a back-office contract', () => {
  it('changes what is sent, bumps the version, records who changed what, and the build reads the new settings', async () => {
    const { db, app, settings, put } = setUp();
    const before = await settings();
    expect(before.settingsVersion).toBe(1);
    const list = await app.request('/api/booking-engines');
    const tag = list.headers.get('ETag')!;
    expect(tag).toMatch(/^W\/"/);
    expect((await app.request('/api/booking-engines', { headers: { 'If-None-Match': tag } })).status).toBe(304);

    const next = { ...before.bookingEngine, name: 'Villa Adriatic Split', primaryColor: '#124A6B', activeLanguages: ['en', 'hr', 'de'] };
    const response = await put('villa-adriatic', next);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { bookingEngine: Record<string, unknown>; settingsVersion: number; changed: string[] };
    expect(answer.settingsVersion).toBe(2);
    expect(answer.changed.sort()).toEqual(['activeLanguages', 'name', 'primaryColor']);
    expect(answer.bookingEngine).toMatchObject({ name: 'Villa Adriatic Split', primaryColor: '#124A6B', activeLanguages: ['en', 'hr', 'de'] });

    const history = db.prepare('SELECT version, changed_by AS changedBy, changes FROM booking_engine_settings_changes').all() as {
      version: number;
      changedBy: string;
      changes: string;
    }[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ version: 2, changedBy: 'operator' });
    expect(JSON.parse(history[0]!.changes).name).toEqual({ from: 'Villa Adriatic', to: 'Villa Adriatic Split' });

    const after = await app.request('/api/booking-engines');
    expect(after.headers.get('ETag')).not.toBe(tag);
    const body = await after.json();
    expect(body.settingsVersions['villa-adriatic']).toBe(2);
    expect(checkEngineSettings(body).ok).toBe(true);

    // The same settings again change nothing and keep the version.
    const again = await put('villa-adriatic', (await settings()).bookingEngine);
    expect(await again.json()).toMatchObject({ settingsVersion: 2, changed: [] });
  });

  it('keeps the property’s texts per language: written, answered, left as they are when not sent, and refused field by field', async () => {
    const { db, settings, put } = setUp();
    const current = (await settings()).bookingEngine;
    const texts = {
      ...(current.texts as Record<string, unknown>),
      hr: { importantNote: 'Parkiralište je besplatno.', notePlaceholder: 'Vrijeme dolaska?', footerLabel: '  ' },
      fr: { privacyPolicy: 'Nous protégeons vos données.\nÉcrivez-nous.' },
    };
    const response = await put('villa-adriatic', { ...current, texts });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { bookingEngine: { texts: Record<string, Record<string, string>> }; changed: string[] };
    expect(answer.changed).toEqual(['texts']);
    // A text left blank reads as the property's own wording: it is not kept.
    expect(answer.bookingEngine.texts.hr).toEqual({ importantNote: 'Parkiralište je besplatno.', notePlaceholder: 'Vrijeme dolaska?' });
    expect(answer.bookingEngine.texts.fr).toEqual({ privacyPolicy: 'Nous protégeons vos données.\nÉcrivez-nous.' });
    expect((await settings()).bookingEngine.texts).toEqual(answer.bookingEngine.texts);
    expect(db.prepare("SELECT COUNT(*) AS n FROM booking_engine_texts WHERE booking_engine_id = 1 AND language = 'hr'").get()).toEqual({ n: 2 });

    // A back office that does not know the texts leaves them as they are.
    const { texts: _kept, ...withoutTexts } = (await settings()).bookingEngine;
    expect(await (await put('villa-adriatic', { ...withoutTexts, name: 'Villa Adriatic Split' })).json()).toMatchObject({ changed: ['name'] });
    expect((await settings()).bookingEngine.texts).toEqual(answer.bookingEngine.texts);
    // One that rewrites a text drops the other languages' wording of the old one: no guest reads outdated words.
    const rewritten = await put('villa-adriatic', { ...withoutTexts, name: 'Villa Adriatic Split', importantNote: 'Parking costs 10 EUR a day.' });
    expect(await rewritten.json()).toMatchObject({ changed: expect.arrayContaining(['importantNote', 'texts']) });
    const after = (await settings()).bookingEngine.texts as Record<string, Record<string, string>>;
    expect(after.hr).toEqual({ notePlaceholder: 'Vrijeme dolaska?' });
    expect(Object.values(after).some((own) => 'importantNote' in own)).toBe(false);
    expect(after.de?.termsOfService).toBe((answer.bookingEngine.texts.de as Record<string, string>).termsOfService);
    // Null is none.
    expect(await (await put('villa-adriatic', { ...(await settings()).bookingEngine, texts: null })).json()).toMatchObject({
      changed: ['texts'],
      bookingEngine: { texts: {} },
    });

    const refused = await put('villa-adriatic', {
      ...current,
      texts: { xx: { importantNote: 'Hi' }, de: { importantNotice: 'Hallo' }, it: { footerLabel: 3 } },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { field: string }[]).map((problem) => problem.field).sort()).toEqual([
      'texts.de.importantNotice',
      'texts.it.footerLabel',
      'texts.xx',
    ]);
  });

  it('refuses a change with one message per field, and changes nothing', async () => {
    const { put, settings } = setUp();
    const current = (await settings()).bookingEngine;
    const response = await put('villa-adriatic', {
      ...current,
      primaryColor: 'blue',
      slug: 'villa-elsewhere',
      activeCurrencies: ['USD'],
      embeddingOrigins: ['https://www.villa-adriatic.example/booking'],
      facebook: 'javascript:alert(1)',
      primaryColour: '#000000',
    });
    expect(response.status).toBe(400);
    const problems = (await response.json()) as { message: string; field: string }[];
    expect(problems.map((problem) => problem.field).sort()).toEqual(['embeddingOrigins.0', 'facebook', 'primaryColor', 'primaryColour']);
    expect(problems.find((problem) => problem.field === 'primaryColour')!.message).toBe('primaryColour: the settings have no such field');
    // The fixed fields and the cross-field rules are checked once the fields themselves are right.
    const fixed = await put('villa-adriatic', { ...current, slug: 'villa-elsewhere', activeCurrencies: ['USD'] });
    expect(((await fixed.json()) as { field: string }[]).map((problem) => problem.field).sort()).toEqual(['activeCurrencies']);
    const slug = await put('villa-adriatic', { ...current, slug: 'villa-elsewhere' });
    expect(await slug.json()).toEqual([{ field: 'slug', message: 'slug: is the property’s own and is not changed through the settings' }]);
    expect((await settings()).settingsVersion).toBe(1);
  });

  it('needs a token: none 401, a wrong or another property’s 403; a property’s own token signs with its label until revoked', async () => {
    const { db, put, settings } = setUp();
    const current = (await settings()).bookingEngine;
    const none = await put('villa-adriatic', current, null);
    expect(none.status).toBe(401);
    expect((await put('villa-adriatic', current, 'not-a-token')).status).toBe(403);

    const zadar = db.prepare("SELECT id FROM booking_engines WHERE slug = 'hotel-zadar'").get() as { id: number };
    const villa = db.prepare("SELECT id FROM booking_engines WHERE slug = 'villa-adriatic'").get() as { id: number };
    const other = await createPropertyToken(queriesOf(db), zadar.id, 'zadar pms', NOW);
    expect((await put('villa-adriatic', current, other.token)).status).toBe(403);

    const own = await createPropertyToken(queriesOf(db), villa.id, 'villa pms', NOW);
    const changed = await put('villa-adriatic', { ...current, importantNote: 'Parking is free for guests.' }, own.token);
    expect(changed.status).toBe(200);
    expect((db.prepare('SELECT changed_by AS changedBy FROM booking_engine_settings_changes').get() as { changedBy: string }).changedBy).toBe('villa pms');
    expect((db.prepare('SELECT token_hash AS hash FROM booking_engine_tokens WHERE id = ?').get(own.id) as { hash: string }).hash).not.toContain(own.token);

    await revokePropertyToken(queriesOf(db), own.id, NOW);
    expect((await put('villa-adriatic', current, own.token)).status).toBe(403);
  });

  it('gives a property a host name of its own: checked, one property per host, and its pages there may call the API', async () => {
    const { db, settings, put } = setUp();
    const villa = (await settings()).bookingEngine;
    for (const wrong of ['https://book.villa-adriatic.hr', 'Book.Villa-Adriatic.hr', 'localhost', 'book.villa-adriatic.hr/en', 'book..hr']) {
      const refused = await put('villa-adriatic', { ...villa, siteHost: wrong });
      expect(refused.status, wrong).toBe(400);
      expect(await refused.json()).toEqual([
        { field: 'siteHost', message: 'siteHost: a host name is written in lower case without https:// or a path, like book.villa-adriatic.hr' },
      ]);
    }
    const given = await put('villa-adriatic', { ...villa, siteHost: 'book.villa-adriatic.hr' });
    expect(given.status).toBe(200);
    expect(await given.json()).toMatchObject({ settingsVersion: 2, changed: ['siteHost'], bookingEngine: { siteHost: 'book.villa-adriatic.hr' } });
    const zadar = (await settings('hotel-zadar')).bookingEngine;
    const taken = await put('hotel-zadar', { ...zadar, siteHost: 'book.villa-adriatic.hr' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual([{ field: 'siteHost', message: 'siteHost: another property’s pages are served at this host name' }]);
    // Never an address under SITE_DOMAIN: the property's own (a redirect to itself) or another's (a takeover).
    for (const shared of ['villa-adriatic.book.example.com', 'hotel-zadar.book.example.com', 'book.example.com']) {
      const refused = await put('villa-adriatic', { ...villa, siteHost: shared });
      expect(refused.status, shared).toBe(400);
      expect(await refused.json()).toEqual([
        {
          field: 'siteHost',
          message: 'siteHost: a host name of the property’s own is outside book.example.com, whose addresses are the properties’ shared ones',
        },
      ]);
    }
    // The operator's to give: the API trusts the origin. A property's own token changes everything else.
    const { token } = await createPropertyToken(queriesOf(db), 1, 'pms', NOW);
    const byProperty = await put('villa-adriatic', { ...villa, siteHost: 'evil.example' }, token);
    expect(byProperty.status).toBe(403);
    expect(await byProperty.json()).toEqual([
      { field: 'siteHost', message: 'siteHost: only the operator (API_OPERATOR_TOKEN) changes a property’s host name' },
    ]);
    const current = (await settings()).bookingEngine;
    expect((await put('villa-adriatic', { ...current, footerLabel: 'Villa Adriatic, Split' }, token)).status).toBe(200);
    // A back office that does not know the field leaves the host name as it is.
    const { siteHost: _left, ...withoutHost } = (await settings()).bookingEngine;
    const older = await put('villa-adriatic', { ...withoutHost, footerLabel: 'Villa Adriatic' }, token);
    expect(older.status).toBe(200);
    expect(await older.json()).toMatchObject({ changed: ['footerLabel'], bookingEngine: { siteHost: 'book.villa-adriatic.hr' } });
    // The group lists its member's host, for the links its structured data gives.
    const group = (await settings('dalmatia-collection')).bookingEngine as { groupMembers: { slug: string; siteHost: string | null }[] };
    expect(group.groupMembers.every((member) => member.siteHost === null)).toBe(true);

    // In production its pages are at https://book.villa-adriatic.hr, and that origin may call the API; on a developer's machine, not.
    const production = testApp(db, { operatorToken: OPERATOR, siteDomain: 'book.example.com' });
    const from = async (app: ReturnType<typeof testApp>, origin: string) =>
      (await app.request('/api/booking-engines/villa-adriatic', { headers: { Origin: origin } })).headers.get('Access-Control-Allow-Origin');
    expect(await from(production, 'https://book.villa-adriatic.hr')).toBe('https://book.villa-adriatic.hr');
    expect(await from(production, 'https://villa-adriatic.book.example.com')).toBe('https://villa-adriatic.book.example.com');
    expect(await from(production, 'https://book.someone-else.hr')).toBeNull();
    expect(await from(production, 'http://book.villa-adriatic.hr')).toBeNull();
    expect(await from(testApp(db, { siteDomain: null }), 'https://book.villa-adriatic.hr')).toBeNull();
    // Taken away again: the origin is refused.
    expect((await put('villa-adriatic', { ...villa, siteHost: null })).status).toBe(200);
    expect(await from(production, 'https://book.villa-adriatic.hr')).toBeNull();
  });

  it('answers 404 for an unknown property', async () => {
    const { put, settings } = setUp();
    expect((await put('nowhere', (await settings()).bookingEngine)).status).toBe(404);
  });
});
