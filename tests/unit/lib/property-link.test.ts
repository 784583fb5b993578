import { describe, expect, it } from 'vitest';
import { propertyUnitUrl } from '../../../src/lib/search/property-link.ts';

const unit = { groupBESlug: 'dalmatia-collection', unitTypeSlug: 'villa-adriatic', unitTypeId: 101 };

describe('a group unit’s link to its property’s own engine (01 §1)', () => {
  it('swaps the group’s slug for the unit’s in the sub-domain, keeping the port, the language and the search', () => {
    const page = {
      protocol: 'http:',
      host: 'dalmatia-collection.localhost:14321',
      search: '?from=24-07-2027&to=27-07-2027&adults=2&children=5&rooms=1&currency=USD',
    };
    expect(propertyUnitUrl(page, unit, 'hr')).toBe(
      'http://villa-adriatic.localhost:14321/hr/?from=24-07-2027&to=27-07-2027&adults=2&children=5&rooms=1&currency=USD&unitTypeId=101',
    );
  });

  it('leaves out what only the group’s page means: its location, property and amenity filters', () => {
    const page = {
      protocol: 'https:',
      host: 'dalmatia-collection.example.com',
      search: '?from=24-07-2027&to=27-07-2027&location=Split&bookingEngineId=2&amenities=3,4&unitTypeId=7',
    };
    expect(propertyUnitUrl(page, unit, 'en')).toBe('https://villa-adriatic.example.com/en/?from=24-07-2027&to=27-07-2027&unitTypeId=101');
  });

  it('leads to the property’s own host name when it has one, from the group’s sub-domain or its own host', () => {
    const search = '?from=24-07-2027&to=27-07-2027&location=Split&adults=2';
    const own = 'https://book.villa-adriatic.hr';
    expect(propertyUnitUrl({ protocol: 'https:', host: 'dalmatia-collection.example.com', search }, unit, 'de', own)).toBe(
      'https://book.villa-adriatic.hr/de/?from=24-07-2027&to=27-07-2027&adults=2&unitTypeId=101',
    );
    expect(propertyUnitUrl({ protocol: 'https:', host: 'book.dalmatia.hr', search }, unit, 'en', own)).toBe(
      'https://book.villa-adriatic.hr/en/?from=24-07-2027&to=27-07-2027&adults=2&unitTypeId=101',
    );
  });

  it('is none off the group’s own sub-domain or without a group', () => {
    expect(propertyUnitUrl({ protocol: 'https:', host: 'booking.example.com', search: '' }, unit, 'en')).toBeNull();
    expect(propertyUnitUrl({ protocol: 'https:', host: 'localhost', search: '' }, { ...unit, groupBESlug: 'localhost' }, 'en')).toBeNull();
    expect(propertyUnitUrl({ protocol: 'https:', host: 'dalmatia-collection.example.com', search: '' }, { ...unit, groupBESlug: null }, 'en')).toBeNull();
  });
});
