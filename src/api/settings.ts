import { readFileSync } from 'node:fs';
import type { Listing } from '../lib/seo/listing-contract.ts';
import type { BookingEngine, Locale } from '../lib/types.ts';
import { engineInLanguage } from '../lib/settings/property-texts.ts';

/**
 * Build-time access to the properties' settings. `scripts/build.ts` reads
 * every booking engine from the API (or a JSON export, for offline builds)
 * and hands the build a file of them through BOOKING_ENGINES_FILE; it also
 * narrows the set for `--property` and `--shard` builds.
 */
export interface SettingsExport {
  /** The properties whose pages the build renders. */
  bookingEngines: BookingEngine[];
  /**
   * The member properties of the groups among them (`groupMembersFor`),
   * rendered by this build or not: what a group's pages show of them
   * (`memberEnginesOf`). Absent in a settings export, whose properties
   * are all there (and a group's members among them).
   */
  groupMembers?: BookingEngine[];
  /** Each property's listing by slug (src/lib/seo/listing-contract.ts); absent for a build from a settings export. */
  listings?: Record<string, Listing>;
}

let cache: { file: string; engines: BookingEngine[]; members: BookingEngine[]; listings: Record<string, Listing> } | undefined;

export function loadBookingEngines(): BookingEngine[] {
  const file = process.env.BOOKING_ENGINES_FILE ?? '.build/booking-engines.json';
  if (cache?.file === file) return cache.engines;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as SettingsExport;
  const only = process.env.BUILD_PROPERTIES?.split(',').filter(Boolean);
  const engines = only ? parsed.bookingEngines.filter((engine) => only.includes(engine.slug)) : parsed.bookingEngines;
  cache = { file, engines, members: parsed.groupMembers ?? parsed.bookingEngines, listings: parsed.listings ?? {} };
  return engines;
}

/**
 * A group's member properties as the build read them, whether or not it
 * renders their pages (a group rebuilt alone): its checkout offers the
 * payment methods of the member whose units are in the basket.
 */
export function memberEnginesOf(group: BookingEngine): BookingEngine[] {
  loadBookingEngines();
  const ids = new Set(group.groupMembers.map((member) => member.id));
  return (cache?.members ?? []).filter((engine) => ids.has(engine.id));
}

/**
 * The ways to pay a property's checkout offers: its own, and a group's
 * members' too (the property whose units are in the basket decides which
 * show). Its payment page's script policy and script inventory cover them
 * all.
 */
export function checkoutPaymentMethods(engine: BookingEngine, members: readonly BookingEngine[]): BookingEngine['paymentMethods'] {
  return [...engine.paymentMethods, ...members.flatMap((member) => member.paymentMethods)];
}

/** A property's listing as the build read it, or null (a build from a settings export). */
export function loadListing(slug: string): Listing | null {
  loadBookingEngines();
  return cache?.listings[slug] ?? null;
}

/** Public configuration baked into the pages. */
export interface SiteConfig {
  /** API base as the browser reaches it, e.g. https://api.example.com/api. */
  apiUrl: string;
  /** Key of the static maps service; without one the site shows its own map illustration. */
  mapsApiKey: string | null;
  /** The platform vendor's site for the 'Powered by' link. */
  vendorUrl: string;
  vendorName: string;
}

export function siteConfig(): SiteConfig {
  return {
    apiUrl: (process.env.PUBLIC_API_URL ?? 'http://localhost:8787/api').replace(/\/$/, ''),
    mapsApiKey: process.env.PUBLIC_MAPS_API_KEY || null,
    vendorUrl: process.env.PUBLIC_VENDOR_URL ?? 'https://sidro.app',
    vendorName: process.env.PUBLIC_VENDOR_NAME ?? 'Sidro',
  };
}

/**
 * The path params of every property × active language page. Each page
 * gets the engine in its language (`engineInLanguage`): the property's
 * texts as it wrote them for that language, and none of the others'.
 */
export function pagePaths(): { params: { lang: Locale; property: string }; props: { engine: BookingEngine; lang: Locale } }[] {
  return loadBookingEngines().flatMap((engine) =>
    engine.activeLanguages.map((lang) => ({ params: { lang, property: engine.slug }, props: { engine: engineInLanguage(engine, lang), lang } })),
  );
}
