import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { HOSTILE_SLUG } from '../../server/seed/hostile.ts';
import { addDays } from '../../src/lib/format/dates.ts';
import { formatQueryDate } from '../../src/lib/search/search-query.ts';
import { fillBooker } from './support/checkout.ts';
import { API_URL, getFromHost, SITE_PORT, siteUrl } from './support/frame.ts';
import { hostileTexts } from './support/hostile.ts';
import { runDatabase } from './support/offer.ts';
import { ResultsPage, scenarios } from './support/results.ts';

/**
 * What search engines and chat apps read from the built sites, as the
 * static server answers it (the `_headers` rules applied): on every
 * language's accommodation page absolute alternates with `x-default`, a
 * canonical URL, Open Graph and Twitter tags with a 1200×630 preview
 * picture, and schema.org JSON-LD; a sitemap and robots.txt per property;
 * `noindex` (meta and `X-Robots-Tag`) on every other page type, none of
 * them in the sitemap. No browser: the pages are read as a crawler reads
 * them; the travel-search partner's landing link is then followed as a
 * guest does, to the booking.
 */
interface Engine {
  slug: string;
  name: string;
  isGroup: boolean;
  activeLanguages: string[];
  groupMembers: { slug: string; name: string }[];
}

let engines: Engine[] = [];
test.beforeAll(async ({ request }) => {
  engines = ((await (await request.get(`${API_URL}/booking-engines`)).json()) as { bookingEngines: Engine[] }).bookingEngines;
});
const engine = (slug: string) => engines.find((candidate) => candidate.slug === slug)!;

const get = (slug: string, path: string) => getFromHost(SITE_PORT, slug, path);
const origin = (slug: string) => siteUrl(slug, '').replace(/\/$/, '');

/** The head's tags as a crawler reads them: attributes by tag, in document order. */
function tags(html: string, tag: 'link' | 'meta'): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  // A quoted attribute value may hold '>' (only '"' and '&' are escaped in it).
  return [...head.matchAll(new RegExp(`<${tag}\\s((?:[^>"']|"[^"]*"|'[^']*')*?)\\s*/?>`, 'g'))].map((match) =>
    Object.fromEntries([...match[1]!.matchAll(/([a-z:-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!, decode(attribute[2]!)])),
  );
}
/** Attribute text as a crawler reads it: named and numeric character references decoded. */
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (_, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" }[name.toLowerCase()]!,
  );
const meta = (html: string, key: string) =>
  tags(html, 'meta')
    .filter((tag) => tag.property === key || tag.name === key)
    .map((tag) => tag.content);

/** The page's JSON-LD blocks, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

test('every language’s accommodation page carries absolute alternates, a canonical URL, its preview and its structured data', async ({ request }) => {
  for (const slug of ['villa-adriatic', 'dalmatia-collection', 'apartments-split']) {
    const property = engine(slug);
    for (const lang of property.activeLanguages) {
      await test.step(`${slug} ${lang}`, async () => {
        const answer = await get(slug, `/${lang}/`);
        expect(answer.status).toBe(200);
        expect(answer.headers['x-robots-tag']).toBeUndefined();
        const html = answer.body;
        const url = `${origin(slug)}/${lang}/`;
        expect(tags(html, 'link').filter((link) => link.rel === 'canonical')).toEqual([{ rel: 'canonical', href: url }]);
        expect(tags(html, 'link').filter((link) => link.rel === 'alternate')).toEqual([
          ...property.activeLanguages.map((other) => ({ rel: 'alternate', hreflang: other, href: `${origin(slug)}/${other}/` })),
          { rel: 'alternate', hreflang: 'x-default', href: `${origin(slug)}/${property.activeLanguages[0]}/` },
        ]);
        expect(meta(html, 'robots')).toEqual([]);
        expect(meta(html, 'og:url')).toEqual([url]);
        expect(meta(html, 'og:title')[0]).toContain(property.name);
        expect(meta(html, 'og:description')).toEqual(meta(html, 'description'));
        expect(meta(html, 'og:locale')[0]).toMatch(new RegExp(`^${lang}_[A-Z]{2}$`));
        expect(meta(html, 'og:locale:alternate')).toHaveLength(property.activeLanguages.length - 1);
        expect(meta(html, 'og:image')).toEqual([`${origin(slug)}/images/preview.jpg`]);
        expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);

        const [data, ...more] = structuredData(html);
        expect(more).toEqual([]);
        expect(data).toMatchObject({ '@context': 'https://schema.org', name: property.name, url });
        if (property.isGroup) {
          expect(data!['@type']).toBe('Organization');
          expect(data!.subOrganization).toEqual(
            property.groupMembers.map((member) =>
              expect.objectContaining({ '@type': 'LodgingBusiness', name: member.name, url: `${origin(member.slug)}/${lang}/` }),
            ),
          );
        } else {
          expect(data!['@type']).toBe('LodgingBusiness');
          for (const field of ['address', 'telephone', 'email', 'image', 'geo']) expect(data![field], `${slug} ${field}`).toBeTruthy();
          expect(data!.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) });
          // The unit types, as the API lists them, named in the page's language.
          const listing = (await (await request.get(`${API_URL}/booking-engines/${slug}/listing`)).json()) as {
            unitTypes: { names: Record<string, string>; maxOccupancy: number; beds: { count: number }[] }[];
          };
          expect(listing.unitTypes.length).toBeGreaterThan(0);
          expect(data!.containsPlace).toEqual(
            listing.unitTypes.map((unit) =>
              expect.objectContaining({
                '@type': 'Accommodation',
                name: unit.names[lang] ?? unit.names.en,
                occupancy: expect.objectContaining({ maxValue: unit.maxOccupancy }),
                bed: unit.beds.map((bed) => ({ '@type': 'BedDetails', numberOfBeds: bed.count, typeOfBed: expect.any(String) })),
                image: expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]),
              }),
            ),
          );
          expect(data!.checkinTime).toMatch(/^\d{2}:\d{2}$/);
          expect(data!.amenityFeature).toEqual(expect.arrayContaining([expect.objectContaining({ '@type': 'LocationFeatureSpecification', value: true })]));
        }
      });
    }
  }
});

test('the preview picture is a 1200×630 JPEG; the sitemap lists each language’s page with its alternates; robots.txt names it', async () => {
  const slug = 'villa-adriatic';
  const picture = await get(slug, '/images/preview.jpg');
  expect(picture.status).toBe(200);
  expect(picture.headers['content-type']).toEqual(['image/jpeg']);
  expect(await sharp(picture.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

  const sitemap = await get(slug, '/sitemap.xml');
  expect(sitemap.status).toBe(200);
  expect(sitemap.headers['content-type']).toEqual(['application/xml; charset=utf-8']);
  const languages = engine(slug).activeLanguages;
  expect([...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(languages.map((lang) => `${origin(slug)}/${lang}/`));
  expect(sitemap.body.match(/<xhtml:link rel="alternate" hreflang="x-default" /g)).toHaveLength(languages.length);
  for (const lang of languages) expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${origin(slug)}/${lang}/"/>`);
  expect(sitemap.body).not.toMatch(/services|payment|reservation|offer|check-in|close|404/);

  const robots = await get(slug, '/robots.txt');
  expect(robots.status).toBe(200);
  expect(robots.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin(slug)}/sitemap.xml\n`);
});

test('every other page type says noindex, in its head and in X-Robots-Tag, and has no canonical, alternates or preview', async () => {
  const offerShell = '/en/offer/00000000-0000-4000-8000-000000000000/ABC123';
  const pages = [
    '/en/services',
    '/en/payment',
    '/hr/reservations/00000000-0000-4000-8000-000000000000',
    offerShell,
    `${offerShell}/payment`,
    '/de/reservation/check-in/00000000-0000-4000-8000-000000000000',
    '/en/close',
  ];
  for (const path of pages) {
    await test.step(path, async () => {
      const answer = await get('villa-adriatic', path);
      expect(answer.headers['x-robots-tag'], path).toEqual(['noindex']);
      expect(meta(answer.body, 'robots'), path).toEqual(['noindex']);
      expect(
        tags(answer.body, 'link').filter((link) => link.rel === 'canonical' || link.rel === 'alternate'),
        path,
      ).toEqual([]);
      expect(meta(answer.body, 'og:url'), path).toEqual([]);
      expect(structuredData(answer.body), path).toEqual([]);
    });
  }
  // A page that does not exist answers 404, which no search engine indexes; its page says noindex too.
  const missing = await get('villa-adriatic', '/en/no-such-page');
  expect(missing.status).toBe(404);
  expect(meta(missing.body, 'robots')).toEqual(['noindex']);
  expect(tags(missing.body, 'link').filter((link) => link.rel === 'canonical' || link.rel === 'alternate')).toEqual([]);
  // The language chooser at `/` only sends the guest on: not indexed either.
  expect(meta((await get('villa-adriatic', '/')).body, 'robots')).toEqual(['noindex']);
});

test('a property’s hostile texts stay inside its JSON-LD and its preview tags', async () => {
  const texts = hostileTexts();
  const answer = await get(HOSTILE_SLUG, '/en/');
  expect(answer.status).toBe(200);
  const [data] = structuredData(answer.body);
  expect(data).toMatchObject({ name: texts.name, address: texts.address });
  // Its web address is a script, not a page: left out; the profiles it shares with the villa stay.
  expect(data!.sameAs).toEqual((data!.sameAs as string[]).filter((href) => href.startsWith('https://')));
  expect(JSON.stringify(data)).not.toContain('javascript:');
  expect(meta(answer.body, 'og:site_name')).toEqual([texts.name]);
  // One JSON-LD block, closed where the page closes it: nothing of the texts became markup.
  const blocks = [...answer.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).not.toContain('<');
  // Every text of the head stayed in its attribute: the tags are the ones of any property's page.
  expect(tags(answer.body, 'meta').map((tag) => tag.property ?? tag.name ?? tag.charset)).toEqual(
    tags((await get('villa-adriatic', '/en/')).body, 'meta')
      .map((tag) => tag.property ?? tag.name ?? tag.charset)
      .filter((key) => key !== 'og:locale:alternate' && key !== 'maps-api-key'),
  );
});

test('a travel-search partner’s landing link shows its stay and unit type, and its mark reaches the booking', async ({ page }) => {
  // The README's template, as Google fills it in: arrival, nights, adults, the unit type and the partner; on days of its own.
  const from = addDays(scenarios().today, 280);
  await page.goto(siteUrl('villa-adriatic', `/en/?from=${formatQueryDate(from)}&nights=3&adults=2&rooms=1&unitTypeId=103&partner=google`));
  const results = new ResultsPage(page, 'en');
  await results.loaded();
  await expect(results.units()).toHaveCount(1);
  const unit = results.units().first();
  await expect(page.getByRole('search').getByRole('button', { name: /^Check-in – Check-out:/ })).toContainText('3 nights');
  await results.showRates(unit);
  await unit.getByRole('button', { name: 'Select this unit' }).first().click();
  await page.waitForURL(/\/en\/services/);
  await page.getByRole('region', { name: 'Total cost' }).getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Booker details' })).toBeVisible();
  // An address of its own: the run's limit of bookings per address counts the shared one's.
  await fillBooker(page, 'en', `partner-${Date.now()}@mail.hr`);
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('checkbox', { name: /I have read and I accept the/ }).check();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your reservation!' })).toBeVisible();
  // The booking as the API stored it: the partner's mark on its unit, on the landing link's stay.
  const publicId = /\/reservations\/([A-Za-z0-9_-]{22})/.exec(page.url())![1];
  const db = new DatabaseSync(runDatabase(), { readOnly: true, timeout: 5000 });
  try {
    const rooms = db
      .prepare(
        'SELECT rr.unit_type_id AS unitTypeId, rr.from_date AS arrival, rr.to_date AS departure, rr.from_google_travel AS partner FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE r.public_id = ?',
      )
      .all(publicId);
    expect(rooms).toEqual([{ unitTypeId: 103, arrival: from, departure: addDays(from, 3), partner: 1 }]);
  } finally {
    db.close();
  }
});
