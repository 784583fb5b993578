/**
 * schema.org data of a property's accommodation page (JSON-LD), in the
 * page's language: a single property as a `LodgingBusiness` with what its
 * settings hold (name, address, position, telephone, e-mail, pictures,
 * profiles) and its listing holds (the unit types as `Accommodation` with
 * occupancy, beds, pictures and amenities; the amenities, check-in and
 * check-out times and house rules of the whole), a group as an
 * `Organization` whose members are lodging businesses on their own sites. Pure; `jsonLdText` makes it safe to put
 * in a `<script type="application/ld+json">`.
 */
import { BED_TYPE_NAMES } from '../../i18n/bed-types.ts';
import { phoneDisplay, socialLinks, webHref } from '../frame/frame.ts';
import type { BookingEngine, Locale } from '../types.ts';
import { PREVIEW_IMAGE, pageUrl, siteOrigin, type OriginEnv } from './discovery.ts';
import { textIn, type Listing, type ListingUnitType } from './listing-contract.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An absolute URL for a site path (`/images/…`) or an address that already is one. */
const absolute = (origin: string, url: string): string => (/^https?:\/\//i.test(url) ? url : `${origin}/${url.replace(/^\/+/, '')}`);

/** Whether an address is a web page's (http or https, a host name): a profile that is not one is left out. */
function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Drops empty values: a property without a phone has no `telephone`, not an empty one. */
function compact(value: Record<string, Json | undefined>): { [key: string]: Json } {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null && entry !== '' && !(Array.isArray(entry) && entry.length === 0)),
  ) as { [key: string]: Json };
}

export type StructuredEngine = Pick<
  BookingEngine,
  | 'name'
  | 'slug'
  | 'isGroup'
  | 'currency'
  | 'logoUrl'
  | 'coverImageUrl'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'phone'
  | 'countryDialCode'
  | 'email'
  | 'web'
  | 'facebook'
  | 'instagram'
  | 'twitter'
  | 'groupMembers'
  | 'siteHost'
>;

/** The value most unit types share (the first of them on a tie), or undefined when none has one. */
function mostCommon<T>(values: readonly (T | null)[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  for (const [value, count] of counts) if (best === undefined || count > counts.get(best)!) best = value;
  return best;
}

/** A house rule of the whole property: allowed when some unit type allows it, not when every one says no. */
function houseRule(values: readonly ('Y' | 'N' | 'R' | null)[]): boolean | undefined {
  if (values.some((value) => value === 'Y' || value === 'R')) return true;
  return values.length > 0 && values.every((value) => value === 'N') ? false : undefined;
}

const amenityFeatures = (amenities: ListingUnitType['amenities'], lang: string): Json[] =>
  amenities.flatMap((amenity) => {
    const name = textIn(amenity.names, lang);
    return name ? [{ '@type': 'LocationFeatureSpecification', name, value: true }] : [];
  });

/** What the listing adds to a single property: its unit types and what holds for the whole. */
function listingData(listing: Listing, origin: string, lang: Locale): Record<string, Json | undefined> {
  const units = listing.unitTypes;
  const amenities = new Map(units.flatMap((unit) => unit.amenities).map((amenity) => [amenity.id, amenity]));
  return {
    checkinTime: mostCommon(units.map((unit) => unit.checkInFrom)),
    checkoutTime: mostCommon(units.map((unit) => unit.checkOutUntil)),
    petsAllowed: houseRule(units.map((unit) => unit.petsAllowed)),
    smokingAllowed: houseRule(units.map((unit) => unit.smokingAllowed)),
    amenityFeature: amenityFeatures([...amenities.values()], lang),
    containsPlace: units.map((unit) =>
      compact({
        '@type': 'Accommodation',
        '@id': `${origin}/#unit-${unit.id}`,
        name: textIn(unit.names, lang),
        description: textIn(unit.descriptions, lang),
        occupancy: { '@type': 'QuantitativeValue', maxValue: unit.maxOccupancy, unitCode: 'C62' },
        bed: unit.beds.map((bed) => ({ '@type': 'BedDetails', numberOfBeds: bed.count, typeOfBed: BED_TYPE_NAMES[lang][bed.type] })),
        image: unit.images.map((image) => absolute(origin, image)),
        amenityFeature: amenityFeatures(unit.amenities, lang),
        petsAllowed: houseRule([unit.petsAllowed]),
      }),
    ),
  };
}

/** The JSON-LD of a property's accommodation page in `lang`, with its listing when the build read one. */
export function propertyStructuredData(engine: StructuredEngine, lang: Locale, env: OriginEnv, listing: Listing | null = null): { [key: string]: Json } {
  const origin = siteOrigin(engine.slug, env, engine.siteHost);
  const sameAs = [...(engine.web?.trim() ? [webHref(engine.web.trim())] : []), ...socialLinks(engine).map((link) => link.href)].filter(isWebAddress);
  const common = {
    '@context': 'https://schema.org',
    '@id': `${origin}/#${engine.isGroup ? 'organization' : 'property'}`,
    name: engine.name,
    url: pageUrl(origin, lang),
    logo: engine.logoUrl ? absolute(origin, engine.logoUrl) : undefined,
    image: [...(engine.coverImageUrl ? [absolute(origin, engine.coverImageUrl)] : []), `${origin}${PREVIEW_IMAGE.path}`],
    telephone: phoneDisplay(engine.phone, engine.countryDialCode) ?? undefined,
    email: engine.email?.trim() || undefined,
    address: engine.address?.trim() || undefined,
    sameAs,
  };
  if (engine.isGroup) {
    return compact({
      '@type': 'Organization',
      ...common,
      subOrganization: engine.groupMembers.map((member) =>
        compact({
          '@type': 'LodgingBusiness',
          name: member.name,
          url: pageUrl(siteOrigin(member.slug, env, member.siteHost), lang),
          address: member.city ?? undefined,
        }),
      ),
    });
  }
  const geo =
    engine.latitude !== null && engine.longitude !== null ? { '@type': 'GeoCoordinates', latitude: engine.latitude, longitude: engine.longitude } : undefined;
  return compact({ '@type': 'LodgingBusiness', ...common, geo, currenciesAccepted: engine.currency, ...(listing ? listingData(listing, origin, lang) : {}) });
}

/**
 * JSON for a `<script type="application/ld+json">`: no `<` (so no
 * `</script>` or `<!--` from a property's text can end the block) and no
 * line or paragraph separators.
 * @example jsonLdText({ name: '</script><b>' }) // '{"name":"\\u003c/script>\\u003cb>"}'
 */
export function jsonLdText(value: Json): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
