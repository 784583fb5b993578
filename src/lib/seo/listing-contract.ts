/**
 * A property's listing, one contract for the API and the build:
 * `GET /api/booking-engines/{slug}/listing` answers what the accommodation
 * page's structured data describes beyond the settings — its unit types
 * with their texts in every active language, occupancy, beds, pictures,
 * amenities, check-in and check-out times and house rules. A group's
 * listing has no unit types: each member's own site describes its own.
 */
import * as v from 'valibot';

const Time = v.nullable(v.pipe(v.string(), v.regex(/^[0-2]\d:[0-5]\d$/)));
/** Texts by language code. */
const ByLanguage = v.record(v.pipe(v.string(), v.regex(/^[a-z]{2}$/)), v.string());

/** The kinds of bed a unit type lists (migration 015_unit_type_beds). */
export const BED_TYPES = ['single', 'double', 'queen', 'king', 'sofa-bed', 'bunk-bed'] as const;
export type BedType = (typeof BED_TYPES)[number];

export const ListingUnitTypeSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  uuid: v.string(),
  names: ByLanguage,
  descriptions: ByLanguage,
  maxOccupancy: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Site paths or absolute addresses, the featured picture first. */
  images: v.array(v.string()),
  amenities: v.array(v.object({ id: v.pipe(v.number(), v.integer()), names: ByLanguage })),
  /** Its beds, how many of each kind; empty when the property has not said. */
  beds: v.array(v.object({ type: v.picklist(BED_TYPES), count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  checkInFrom: Time,
  checkOutUntil: Time,
  /** 'Y', 'N', or 'R' (on request); null when the property has not said. */
  petsAllowed: v.nullable(v.picklist(['Y', 'N', 'R'])),
  smokingAllowed: v.nullable(v.picklist(['Y', 'N'])),
});

export const ListingSchema = v.object({ unitTypes: v.array(ListingUnitTypeSchema) });

export type ListingUnitType = v.InferOutput<typeof ListingUnitTypeSchema>;
export type Listing = v.InferOutput<typeof ListingSchema>;

/** A text in a language, else in English, else in any language it has. */
export function textIn(texts: Readonly<Record<string, string>>, lang: string): string | null {
  return texts[lang] ?? texts.en ?? Object.values(texts)[0] ?? null;
}
