/**
 * A property whose every text a property manager types is hostile: XSS
 * payloads and naughty strings in its name, address, contacts, footer,
 * important note, note placeholder, terms, privacy policy and bank
 * transfer details. The end-to-end run seeds it beside the demo
 * (scripts/e2e.ts) so the built pages of a property like that can be
 * checked for a script that runs (tests/e2e/hostile.spec.ts). It copies
 * Villa Adriatic's settings and sells nothing.
 */
import type { Database } from '../db.ts';
import { transaction } from '../db.ts';

export const HOSTILE_ENGINE_ID = 990;
export const HOSTILE_SLUG = 'naughty-strings';

/** The texts of the property, each one hostile string (or a set of them, one per line). */
export interface HostileTexts {
  name: string;
  address: string;
  email: string;
  web: string;
  footerLabel: string;
  importantNote: string;
  notePlaceholder: string;
  termsOfService: string;
  privacyPolicy: string;
  bankDetails: string;
}

/** Copies Villa Adriatic's engine row under the hostile property's id, slug and texts; English only, EUR only, bank transfer only. */
export function seedHostileProperty(db: Database, texts: HostileTexts): void {
  const villa = db.prepare("SELECT id, property_id FROM booking_engines WHERE slug = 'villa-adriatic'").get() as
    | { id: number; property_id: number }
    | undefined;
  if (!villa) throw new Error('The demo must be seeded first.');
  const columns = (db.prepare('PRAGMA table_info(booking_engines)').all() as { name: string }[])
    .map((column) => column.name)
    .filter((name) => name !== 'created_at');
  const overrides: Record<string, unknown> = {
    id: HOSTILE_ENGINE_ID,
    property_id: HOSTILE_ENGINE_ID,
    slug: HOSTILE_SLUG,
    name: texts.name,
    address: texts.address,
    email: texts.email,
    web: texts.web,
    facebook: texts.web,
    footer_label: texts.footerLabel,
    footer_website: texts.web,
    important_note: texts.importantNote,
    note_placeholder: texts.notePlaceholder,
    terms_of_service: texts.termsOfService,
    privacy_policy: texts.privacyPolicy,
    primary_color: '#0973A0;}</style><script>window.__pwned=1</script>',
    has_gtm: 0,
    has_ga: 0,
  };
  transaction(db, () => {
    db.prepare('INSERT INTO properties (id, title, city, country, timezone) SELECT ?, ?, city, country, timezone FROM properties WHERE id = ?').run(
      HOSTILE_ENGINE_ID,
      texts.name,
      villa.property_id,
    );
    const values = columns.map((column) => (column in overrides ? '?' : column));
    const parameters = columns.filter((column) => column in overrides).map((column) => overrides[column] as string | number);
    db.prepare(`INSERT INTO booking_engines (${columns.join(', ')}) SELECT ${values.join(', ')} FROM booking_engines WHERE id = ?`).run(
      ...parameters,
      villa.id,
    );
    db.prepare("INSERT INTO booking_engine_languages (booking_engine_id, language, position) VALUES (?, 'en', 0)").run(HOSTILE_ENGINE_ID);
    db.prepare("INSERT INTO booking_engine_currencies (booking_engine_id, currency, position) VALUES (?, 'EUR', 0)").run(HOSTILE_ENGINE_ID);
    db.prepare('INSERT INTO payment_methods (booking_engine_id, method_id, settings, position) VALUES (?, 2, ?, 0)').run(
      HOSTILE_ENGINE_ID,
      JSON.stringify({
        accountHolderName: texts.bankDetails,
        bankName: texts.bankDetails,
        bankAddress: texts.bankDetails,
        iban: texts.bankDetails,
        swiftCode: texts.bankDetails,
      }),
    );
  });
}
