/**
 * A property's listing (src/lib/seo/listing-contract.ts): its active unit
 * types with their texts in each of the property's languages (English
 * where a text is missing, as the results show it), beds, pictures, amenities,
 * times and house rules. A group has none of its own.
 */
import type { BedType, Listing, ListingUnitType } from '../../src/lib/seo/listing-contract.ts';
import type { BookingEngine } from '../../src/lib/types.ts';
import type { Queryable } from '../store/queries.ts';
import { all } from '../sql.ts';
import { loadUnitTypeAmenities, loadUnitTypeImages, loadUnitTypes } from './catalogue.ts';

const yesNo = (value: string | null): 'Y' | 'N' | null => (value === 'Y' || value === 'N' ? value : null);
const yesNoOnRequest = (value: string | null): 'Y' | 'N' | 'R' | null => (value === 'Y' || value === 'N' || value === 'R' ? value : null);

export async function propertyListing(db: Queryable, engine: Pick<BookingEngine, 'isGroup' | 'propertyId' | 'activeLanguages'>): Promise<Listing> {
  if (engine.isGroup) return { unitTypes: [] };
  const languages = engine.activeLanguages.length > 0 ? engine.activeLanguages : ['en'];
  const byLanguage = new Map<string, Awaited<ReturnType<typeof loadUnitTypes>>>();
  for (const lang of languages) byLanguage.set(lang, await loadUnitTypes(db, [engine.propertyId], lang));
  const first = byLanguage.get(languages[0]!)!;
  const unitTypes: ListingUnitType[] = [];
  for (const [index, unit] of first.entries()) {
    const texts = (pick: (record: (typeof first)[number]) => string | null) =>
      Object.fromEntries(
        languages.flatMap((lang) => {
          const value = pick(byLanguage.get(lang)![index]!);
          return value ? [[lang, value]] : [];
        }),
      );
    const amenityNames = new Map<number, Record<string, string>>();
    for (const lang of languages) {
      for (const amenity of await loadUnitTypeAmenities(db, unit.id, lang))
        amenityNames.set(amenity.id, { ...amenityNames.get(amenity.id), [lang]: amenity.name });
    }
    const images = await loadUnitTypeImages(db, unit.id);
    const beds = await all<{ type: BedType; count: number }>(
      db,
      'SELECT bed_type AS type, count FROM unit_type_beds WHERE unit_type_id = ? ORDER BY position',
      unit.id,
    );
    unitTypes.push({
      id: unit.id,
      uuid: unit.uuid,
      names: texts((record) => record.name),
      descriptions: texts((record) => record.description),
      maxOccupancy: unit.maxOccupancy,
      images: [...images.filter((image) => image.isFeatured), ...images.filter((image) => !image.isFeatured)].map((image) => image.url),
      amenities: [...amenityNames].map(([id, names]) => ({ id, names })),
      beds,
      checkInFrom: unit.checkInBegin,
      checkOutUntil: unit.checkOutEnd,
      petsAllowed: yesNoOnRequest(unit.petsAllowed),
      smokingAllowed: yesNo(unit.smokingAllowed),
    });
  }
  return { unitTypes };
}
