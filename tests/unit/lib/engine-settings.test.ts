import { describe, expect, it } from 'vitest';
import { checkEngineSettings, formatSettingsProblems } from '../../../src/lib/settings/engine-settings.ts';
import { seedHostileProperty } from '../../../server/seed/hostile.ts';
import { hostileTexts } from '../../e2e/support/hostile.ts';
import { freshlySeededDb, testApp } from '../server/helpers.ts';

/** The settings the API answers for the demo (and, with `hostile`, the property whose every text is hostile). */
async function demoSettings({ hostile = false } = {}): Promise<{ bookingEngines: Record<string, unknown>[] }> {
  const db = freshlySeededDb();
  if (hostile) seedHostileProperty(db, hostileTexts());
  return (await testApp(db).request('/api/booking-engines')).json();
}

describe('the shape of engine settings the build reads', () => {
  it('takes every demo property as the API answers it, and the hostile one (its texts are the pages’ to render as text)', async () => {
    const settings = await demoSettings({ hostile: true });
    const checked = checkEngineSettings(settings);
    expect(checked.ok && checked.engines.map((engine) => engine.slug)).toEqual(settings.bookingEngines.map((engine) => engine.slug));
  });

  it('refuses settings of another shape with one line per property and field', async () => {
    const settings = await demoSettings();
    const bySlug = (slug: string) => settings.bookingEngines.find((engine) => engine.slug === slug)!;
    const [villa, group, hotel, boutique, apartments] = ['villa-adriatic', 'dalmatia-collection', 'hotel-zadar', 'boutique-split', 'apartments-split'].map(
      bySlug,
    );
    villa.activeLanguages = ['en', 'xx'];
    villa.hasGA = 'yes';
    delete group.currency;
    hotel.timeZone = 'Europe/Atlantis';
    hotel.groupMembers = null;
    boutique.paymentMethods = 'bank';
    apartments.slug = 'villa-adriatic';
    const checked = checkEngineSettings(settings);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(formatSettingsProblems(checked.problems).split('\n').sort()).toEqual([
      'boutique-split: paymentMethods: Invalid type: Expected Array but received "bank"',
      'dalmatia-collection: currency: missing',
      'hotel-zadar: groupMembers: Invalid type: Expected Array but received null',
      'hotel-zadar: timeZone: a time zone is an IANA name, like Europe/Zagreb',
      'villa-adriatic: activeLanguages.1: a language is one of hr, en, cs, de, es, fr, it, vi, el, pl, sl',
      'villa-adriatic: hasGA: Invalid type: Expected boolean but received "yes"',
      'villa-adriatic: slug: another property has this slug',
    ]);
  });

  it('says how settings are laid out when the whole file has another shape', () => {
    for (const input of [null, [], { bookingEngines: { villa: {} } }, 'settings']) {
      const checked = checkEngineSettings(input);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(formatSettingsProblems(checked.problems)).toMatch(/settings are \{ "bookingEngines": \[ … \] \}$/);
    }
  });

  it('names an entry without a slug by its place in the list', () => {
    const checked = checkEngineSettings({ bookingEngines: [{ name: 'Nameless' }] });
    expect(!checked.ok && checked.problems[0]?.property).toBe('bookingEngines[0]');
  });
});
