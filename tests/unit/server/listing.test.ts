import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ListingSchema, type Listing } from '../../../src/lib/seo/listing-contract.ts';
import { testApp } from './helpers.ts';

/** GET /api/booking-engines/{slug}/listing: what the accommodation page's structured data describes. */
describe('GET /api/booking-engines/{slug}/listing', () => {
  it('answers the property’s unit types with their texts in every active language, beds, pictures, amenities, times and house rules', async () => {
    const app = testApp();
    const response = await app.request('/api/booking-engines/villa-adriatic/listing');
    expect(response.status).toBe(200);
    const listing = (await response.json()) as Listing;
    expect(v.safeParse(ListingSchema, listing).success).toBe(true);
    const availability = (await (
      await app.request('/api/availability?bookingEngine=villa-adriatic&from=2027-03-08&to=2027-03-10&adults=2&children=&rooms=1&language=hr')
    ).json()) as {
      unitTypes: { unitTypeId: number; unitTypeName: string }[];
    };
    // The same unit types as the results, in their order, named as the results name them.
    expect(listing.unitTypes.map((unit) => unit.id)).toEqual(availability.unitTypes.map((unit) => unit.unitTypeId));
    expect(listing.unitTypes.map((unit) => unit.names.hr)).toEqual(availability.unitTypes.map((unit) => unit.unitTypeName));
    for (const unit of listing.unitTypes) {
      expect(Object.keys(unit.names).sort()).toEqual(['cs', 'de', 'el', 'en', 'es', 'fr', 'hr', 'it', 'pl', 'sl', 'vi']);
      expect(unit.images.length).toBeGreaterThan(0);
      expect(unit.maxOccupancy).toBeGreaterThanOrEqual(1);
    }
    expect(listing.unitTypes.some((unit) => unit.amenities.length > 0 && unit.amenities.every((amenity) => amenity.names.en && amenity.names.hr))).toBe(true);
    expect(listing.unitTypes.some((unit) => unit.checkInFrom !== null)).toBe(true);
    // Beds as the property lists them, room enough for the unit type's guests.
    const riva = listing.unitTypes.find((unit) => unit.names.en === 'One-Bedroom Apartment Riva')!;
    expect(riva.beds).toEqual([
      { type: 'double', count: 1 },
      { type: 'sofa-bed', count: 1 },
    ]);
    for (const unit of listing.unitTypes) expect(unit.beds.length, unit.names.en).toBeGreaterThan(0);
  });

  it('answers a group with no unit types of its own, and an unknown property with 404', async () => {
    const app = testApp();
    expect(await (await app.request('/api/booking-engines/dalmatia-collection/listing')).json()).toEqual({ unitTypes: [] });
    const unknown = await app.request('/api/booking-engines/no-such-property/listing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual([{ message: 'Unknown property' }]);
  });
});
