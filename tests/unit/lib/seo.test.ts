import { describe, expect, it } from 'vitest';
import { alternates, isIndexed, pageUrl, robotsTxt, siteOrigin, sitemapXml, socialTags } from '../../../src/lib/seo/discovery.ts';
import { jsonLdText, propertyStructuredData, type StructuredEngine } from '../../../src/lib/seo/structured-data.ts';

const ORIGIN = 'https://villa-adriatic.book.example.com';

describe('where a property’s pages live', () => {
  it('is {slug}.{SITE_DOMAIN} over HTTPS in production, {slug}.localhost on the developer’s port otherwise', () => {
    expect(siteOrigin('villa-adriatic', { SITE_DOMAIN: 'book.example.com' })).toBe(ORIGIN);
    expect(siteOrigin('villa-adriatic', { SITE_DOMAIN: 'https://book.example.com/' })).toBe(ORIGIN);
    expect(siteOrigin('villa-adriatic', {})).toBe('http://villa-adriatic.localhost:4321');
    expect(siteOrigin('villa-adriatic', { SITE_PORT: '14321' })).toBe('http://villa-adriatic.localhost:14321');
    expect(siteOrigin('villa-adriatic', { SITE_PORT: 'eighty' })).toBe('http://villa-adriatic.localhost:4321');
  });

  it('is the property’s own host name over HTTPS in production when it has one; on the developer’s machine still {slug}.localhost', () => {
    expect(siteOrigin('villa-adriatic', { SITE_DOMAIN: 'book.example.com' }, 'book.villa-adriatic.hr')).toBe('https://book.villa-adriatic.hr');
    expect(siteOrigin('villa-adriatic', { SITE_DOMAIN: 'book.example.com' }, null)).toBe(ORIGIN);
    expect(siteOrigin('villa-adriatic', { SITE_PORT: '14321' }, 'book.villa-adriatic.hr')).toBe('http://villa-adriatic.localhost:14321');
    const own = 'https://book.villa-adriatic.hr';
    expect(alternates(own, ['hr', 'en'])).toEqual([
      { hreflang: 'hr', href: `${own}/hr/` },
      { hreflang: 'en', href: `${own}/en/` },
      { hreflang: 'x-default', href: `${own}/hr/` },
    ]);
    expect(robotsTxt(own)).toContain(`Sitemap: ${own}/sitemap.xml`);
  });

  it('gives every page an absolute URL ending in a slash, as the static folders serve them', () => {
    expect(pageUrl(ORIGIN, 'hr')).toBe(`${ORIGIN}/hr/`);
    expect(pageUrl(ORIGIN, 'de', 'services')).toBe(`${ORIGIN}/de/services/`);
  });
});

describe('what search engines index', () => {
  it('indexes the accommodation page only', () => {
    expect(isIndexed('search')).toBe(true);
    for (const page of ['services', 'payment', 'reservation', 'offer', 'offerPayment', 'checkin', 'notFound'] as const)
      expect(isIndexed(page), page).toBe(false);
  });

  it('lists every active language as an absolute alternate, and the property’s first language as x-default', () => {
    expect(alternates(ORIGIN, ['hr', 'en', 'de'])).toEqual([
      { hreflang: 'hr', href: `${ORIGIN}/hr/` },
      { hreflang: 'en', href: `${ORIGIN}/en/` },
      { hreflang: 'de', href: `${ORIGIN}/de/` },
      { hreflang: 'x-default', href: `${ORIGIN}/hr/` },
    ]);
  });

  it('writes a sitemap of each language’s accommodation page with its alternates, and a robots.txt naming it', () => {
    const xml = sitemapXml(ORIGIN, ['hr', 'en'], new Date('2026-11-26T10:00:00Z'));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([`${ORIGIN}/hr/`, `${ORIGIN}/en/`]);
    expect(xml.match(/<xhtml:link rel="alternate" hreflang="x-default" href="https:\/\/villa-adriatic\.book\.example\.com\/hr\/"\/>/g)).toHaveLength(2);
    expect(xml.match(/<lastmod>2026-11-26<\/lastmod>/g)).toHaveLength(2);
    expect(robotsTxt(ORIGIN)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});

describe('a shared link’s preview', () => {
  it('names the page, its language and the others, and the 1200×630 picture', () => {
    const tags = socialTags({
      title: 'Accommodation | Villa Adriatic',
      description: 'Book Villa Adriatic directly.',
      url: `${ORIGIN}/de/`,
      image: `${ORIGIN}/images/preview.jpg`,
      imageAlt: 'Villa Adriatic',
      lang: 'de',
      languages: ['hr', 'en', 'de'],
      siteName: 'Villa Adriatic',
    });
    const value = (key: string) => tags.filter((tag) => (tag.property ?? tag.name) === key).map((tag) => tag.content);
    expect(value('og:locale')).toEqual(['de_DE']);
    expect(value('og:locale:alternate')).toEqual(['hr_HR', 'en_GB']);
    expect(value('og:url')).toEqual([`${ORIGIN}/de/`]);
    expect(value('og:image')).toEqual([`${ORIGIN}/images/preview.jpg`]);
    expect([value('og:image:width'), value('og:image:height')]).toEqual([['1200'], ['630']]);
    expect(value('twitter:card')).toEqual(['summary_large_image']);
  });
});

const villa: StructuredEngine = {
  name: 'Villa Adriatic',
  slug: 'villa-adriatic',
  isGroup: false,
  currency: 'EUR',
  logoUrl: null,
  coverImageUrl: '/images/demo/villa-adriatic/cover.webp',
  address: 'Put Firula 12, 21000 Split',
  latitude: 43.5,
  longitude: 16.45,
  phone: '91 555 0100',
  countryDialCode: 'HR',
  email: 'stay@villa-adriatic.example',
  web: 'www.villa-adriatic.example',
  facebook: null,
  instagram: 'https://instagram.com/villa.adriatic',
  twitter: null,
  groupMembers: [],
};

describe('structured data of the accommodation page', () => {
  it('describes a single property as a LodgingBusiness with what its settings hold, and nothing empty', () => {
    const data = propertyStructuredData(villa, 'hr', { SITE_DOMAIN: 'book.example.com' });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LodgingBusiness',
      '@id': `${ORIGIN}/#property`,
      name: 'Villa Adriatic',
      url: `${ORIGIN}/hr/`,
      image: [`${ORIGIN}/images/demo/villa-adriatic/cover.webp`, `${ORIGIN}/images/preview.jpg`],
      telephone: '+385 91 555 0100',
      email: 'stay@villa-adriatic.example',
      address: 'Put Firula 12, 21000 Split',
      sameAs: ['https://www.villa-adriatic.example', 'https://instagram.com/villa.adriatic'],
      geo: { '@type': 'GeoCoordinates', latitude: 43.5, longitude: 16.45 },
      currenciesAccepted: 'EUR',
    });
  });

  it('describes a group as an Organization of lodging businesses on their own sites (a member’s own host name where it has one)', () => {
    const group = propertyStructuredData(
      {
        ...villa,
        name: 'Dalmatia Collection',
        slug: 'dalmatia-collection',
        isGroup: true,
        groupMembers: [
          { id: 2, name: 'Hotel Zadar Riva', slug: 'hotel-zadar', city: 'Zadar' },
          { id: 3, name: 'Apartments Bačvice', slug: 'apartments-split', city: null },
          { id: 4, name: 'Peristil Boutique Hotel', slug: 'boutique-split', city: 'Split', siteHost: 'book.peristil.hr' },
        ],
      },
      'en',
      { SITE_DOMAIN: 'book.example.com' },
    );
    expect(group['@type']).toBe('Organization');
    expect(group.geo).toBeUndefined();
    expect(group.subOrganization).toEqual([
      { '@type': 'LodgingBusiness', name: 'Hotel Zadar Riva', url: 'https://hotel-zadar.book.example.com/en/', address: 'Zadar' },
      { '@type': 'LodgingBusiness', name: 'Apartments Bačvice', url: 'https://apartments-split.book.example.com/en/' },
      { '@type': 'LodgingBusiness', name: 'Peristil Boutique Hotel', url: 'https://book.peristil.hr/en/', address: 'Split' },
    ]);
  });

  it('adds the listing: its unit types with occupancy, beds (named in the page’s language), pictures and amenities, and what holds for the whole property', () => {
    const unit = (id: number, overrides: object = {}) => ({
      id,
      uuid: `unit-${id}`,
      names: { en: `Unit ${id}`, hr: `Jedinica ${id}` },
      descriptions: { en: `About unit ${id}` },
      maxOccupancy: 2 + id,
      images: [`/images/demo/unit-${id}.webp`, 'https://cdn.example.com/unit.webp'],
      amenities: [
        { id: 1, names: { en: 'Wi-Fi', hr: 'Wi-Fi' } },
        { id: id + 10, names: { en: `Sea view ${id}`, hr: `Pogled na more ${id}` } },
      ],
      beds: [
        { type: 'double' as const, count: 1 },
        { type: 'sofa-bed' as const, count: id },
      ],
      checkInFrom: '14:00',
      checkOutUntil: '10:00',
      petsAllowed: 'N' as const,
      smokingAllowed: 'N' as const,
      ...overrides,
    });
    const data = propertyStructuredData(
      villa,
      'hr',
      { SITE_DOMAIN: 'book.example.com' },
      {
        unitTypes: [unit(1), unit(2, { checkInFrom: '15:00', petsAllowed: 'R' }), unit(3)],
      },
    );
    expect(data).toMatchObject({ checkinTime: '14:00', checkoutTime: '10:00', petsAllowed: true, smokingAllowed: false });
    expect((data.amenityFeature as { name: string }[]).map((feature) => feature.name)).toEqual([
      'Wi-Fi',
      'Pogled na more 1',
      'Pogled na more 2',
      'Pogled na more 3',
    ]);
    expect((data.containsPlace as object[])[1]).toEqual({
      '@type': 'Accommodation',
      '@id': `${ORIGIN}/#unit-2`,
      name: 'Jedinica 2',
      description: 'About unit 2',
      occupancy: { '@type': 'QuantitativeValue', maxValue: 4, unitCode: 'C62' },
      bed: [
        { '@type': 'BedDetails', numberOfBeds: 1, typeOfBed: 'Bračni krevet' },
        { '@type': 'BedDetails', numberOfBeds: 2, typeOfBed: 'Kauč na razvlačenje' },
      ],
      image: [`${ORIGIN}/images/demo/unit-2.webp`, 'https://cdn.example.com/unit.webp'],
      amenityFeature: [
        { '@type': 'LocationFeatureSpecification', name: 'Wi-Fi', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Pogled na more 2', value: true },
      ],
      petsAllowed: true,
    });
    // Without a listing (a build from a settings export) the property is described by its settings alone.
    expect(propertyStructuredData(villa, 'hr', {}).containsPlace).toBeUndefined();
  });

  it('cannot end its script block: a property’s text with </script> stays inside the JSON', () => {
    const text = jsonLdText(propertyStructuredData({ ...villa, name: 'Villa</script><script>alert(1)</script>\u2028' }, 'en', {}));
    expect(text).not.toMatch(/<|\u2028/);
    expect(JSON.parse(text).name).toBe('Villa</script><script>alert(1)</script>\u2028');
  });
});
