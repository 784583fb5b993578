/**
 * The demo catalogue as the results screen needs it: enough unit types on
 * the group for the bench, each with images, amenities, texts and rates,
 * and one amenity catalogue whose ids and names agree across engines.
 */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db.ts';
import { AMENITIES, DEMO_ENGINES } from '../../../server/seed/content/index.ts';
import { dictionaries } from '../../../src/i18n/dictionaries.ts';
import { noteBeyond } from '../../../src/lib/format/text.ts';
import { cancellationSummary } from '../../../src/lib/pricing/cancellation.ts';
import type { Locale } from '../../../src/lib/types.ts';
import { day, getJson, seededDb, testApp, type TestApp } from './helpers.ts';

let db: Database;
let app: TestApp;
beforeAll(() => {
  db = seededDb();
  app = testApp(db);
});

const PUBLIC = fileURLToPath(new URL('../../../public', import.meta.url));

const search = (bookingEngine: string, query: Record<string, string | number> = {}) =>
  getJson(app, '/api/availability', { bookingEngine, from: day(40), to: day(42), adults: 2, ...query });

describe('the Dalmatia Collection results page', () => {
  it('lists at least 21 unit types from its three members in at least two cities', async () => {
    const { status, body } = await search('dalmatia-collection');
    expect(status).toBe(200);
    expect(body.unitTypes.length).toBeGreaterThanOrEqual(21);
    expect(new Set(body.unitTypes.map((u: any) => u.bookingEngineId))).toEqual(new Set([3, 4, 5]));
    expect(new Set(body.unitTypes.map((u: any) => u.city)).size).toBeGreaterThanOrEqual(2);
    for (const member of [3, 4, 5]) expect(body.unitTypes.filter((u: any) => u.bookingEngineId === member).length).toBeGreaterThanOrEqual(6);
  });

  it('gives every unit type 2–3 images on disk of at most 30 KB, several amenities and at least one rate', async () => {
    const { body } = await search('dalmatia-collection');
    for (const unit of body.unitTypes) {
      expect(unit.images.length, unit.unitTypeName).toBeGreaterThanOrEqual(2);
      expect(unit.images.length, unit.unitTypeName).toBeLessThanOrEqual(3);
      expect(unit.images.filter((image: any) => image.isFeatured)).toHaveLength(1);
      for (const image of unit.images) {
        const file = `${PUBLIC}${image.url}`;
        expect(existsSync(file), image.url).toBe(true);
        expect(statSync(file).size, image.url).toBeLessThanOrEqual(30 * 1024);
      }
      expect(unit.amenities.length, unit.unitTypeName).toBeGreaterThanOrEqual(4);
      expect(unit.rates.length).toBeGreaterThanOrEqual(1);
      expect(unit.description.length).toBeGreaterThan(60);
    }
  });

  it('has an English and a Croatian name and description for every member unit type', () => {
    const units = db.prepare('SELECT id FROM unit_types WHERE property_id IN (3, 4, 5)').all() as Array<{ id: number }>;
    expect(units.length).toBeGreaterThanOrEqual(21);
    for (const { id } of units) {
      const texts = db
        .prepare("SELECT language, name, description FROM unit_type_translations WHERE unit_type_id = ? AND language IN ('en', 'hr') ORDER BY language")
        .all(id) as Array<{
        name: string;
        description: string | null;
      }>;
      expect(texts, `unit type ${id}`).toHaveLength(2);
      for (const text of texts) expect(text.description, `unit type ${id}`).toBeTruthy();
    }
  });

  it('answers in Croatian on the group', async () => {
    const { body } = await search('dalmatia-collection', { language: 'hr' });
    const family = body.unitTypes.find((u: any) => u.unitTypeId === 305);
    expect(family.name).toBe('Obiteljska soba');
    expect(family.description).toMatch(/^Dvije povezane sobe/);
  });
});

describe('amenities', () => {
  it('have stable ids, codes and icons', () => {
    const rows = db.prepare('SELECT id, code, icon_url FROM amenities ORDER BY id').all() as Array<{ id: number; code: string; icon_url: string }>;
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(rows.slice(0, 3).map((r) => r.code)).toEqual(['wifi', 'air-conditioning', 'kitchen']);
    for (const row of rows) {
      expect(row.icon_url).toBe(`/images/amenities/${row.code}.svg`);
      expect(existsSync(`${PUBLIC}${row.icon_url}`), row.icon_url).toBe(true);
    }
    expect(AMENITIES.map((a) => a.id)).toEqual(rows.map((r) => r.id));
  });

  it.each(['en', 'hr', 'de', 'fr', 'pl'])('carry the same id, name and icon on every engine of the group (%s)', async (language) => {
    const byId = new Map<number, { name: string; imageUrl: string }>();
    const record = (body: any, where: string) => {
      for (const unit of body.unitTypes) {
        for (const amenity of unit.amenities) {
          expect(Object.keys(amenity).sort()).toEqual(['id', 'imageUrl', 'name']);
          const seen = byId.get(amenity.id);
          if (seen) expect({ name: amenity.name, imageUrl: amenity.imageUrl }, `${where} ${unit.unitTypeId} amenity ${amenity.id}`).toEqual(seen);
          else byId.set(amenity.id, { name: amenity.name, imageUrl: amenity.imageUrl });
        }
      }
    };
    for (const slug of ['dalmatia-collection', 'hotel-zadar', 'apartments-split', 'boutique-split', 'villa-adriatic']) {
      record((await search(slug, { language })).body, slug);
    }
    expect(byId.size).toBeGreaterThanOrEqual(15);
    const catalogue = new Map(AMENITIES.map((a) => [a.id, a]));
    for (const [id, seen] of byId) {
      const names = catalogue.get(id)!.name as Record<string, string | undefined>;
      // The requested language, else English.
      expect(seen.name).toBe(names[language] ?? names.en);
    }
  });

  it('are named in the requested language, with English as the fallback', async () => {
    const wifi = async (language: string) => (await search('boutique-split', { language })).body.unitTypes[0].amenities.find((a: any) => a.id === 1).name;
    expect(await wifi('fr')).toBe('Wi-Fi gratuit');
    expect(await wifi('es')).toBe('Wi-Fi gratis');
    expect(await wifi('hr')).toBe('Besplatan Wi-Fi');
    expect(await wifi('pl')).toBe('Free Wi-Fi');
  });

  it('let the site filter the group by amenity id', async () => {
    const { body } = await search('dalmatia-collection');
    const withPets = body.unitTypes.filter((u: any) => u.amenities.some((a: any) => a.id === 19));
    const withSeaView = body.unitTypes.filter((u: any) => u.amenities.some((a: any) => a.id === 8));
    expect(withPets.length).toBeGreaterThan(0);
    expect(withSeaView.length).toBeGreaterThan(0);
    expect(withSeaView.length).toBeLessThan(body.unitTypes.length);
  });
});

describe('the demo policies’ notes', () => {
  it('restate the rate card’s cancellation summary, where they do, in its very words: the card says it once in every language', () => {
    const twice: string[] = [];
    for (const engine of DEMO_ENGINES)
      for (const policy of engine.policies) {
        const summary = cancellationSummary(policy);
        if (!summary?.tokens.days || !policy.additionalNote) continue;
        for (const [language, note] of Object.entries(policy.additionalNote)) {
          const shown = dictionaries[language as Locale][summary.key]!.replace('%days%', String(summary.tokens.days));
          const first = note.split(/(?<=[.!?])\s+(?=[^\p{Ll}\p{N}])/u)[0]!;
          // A first sentence naming the days again that the card would show beside the summary.
          if (first.includes(String(summary.tokens.days)) && noteBeyond(note, shown) === note.trim())
            twice.push(`${engine.slug} ${policy.code} ${language}: '${first}' beside '${shown}'`);
        }
      }
    expect(twice).toEqual([]);
  });
});
