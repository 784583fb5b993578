/**
 * The files of a property's folder that search engines and chat apps
 * fetch: `sitemap.xml`, `robots.txt` and the link preview picture
 * (`images/preview.jpg`, 1200×630, cut from the property's cover image
 * with sharp). Written by the build beside the pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PREVIEW_IMAGE, robotsTxt, sitemapXml } from '../src/lib/seo/discovery.ts';
import type { BookingEngine } from '../src/lib/types.ts';

/** The cover the hero shows when a property has none of its own. */
export const DEFAULT_COVER = '/images/frame/default-cover.webp';

/** Previews already made in this build, by cover: properties sharing a cover share the work. */
const previews = new Map<string, Promise<Buffer>>();

/** Reads a cover: a path of the site (`/images/…`) from its folder, anything else over HTTP (within 15 s). */
async function coverBytes(site: string, cover: string): Promise<Buffer> {
  if (cover.startsWith('/') && !cover.startsWith('//')) {
    const file = join(site, cover.replace(/^\/+/, ''));
    if (!existsSync(file)) throw new Error(`${cover} is not in the site's files`);
    return readFileSync(file);
  }
  const response = await fetch(cover, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${cover} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The property's cover cut to the preview's size (its middle kept), as a JPEG. */
function previewOf(site: string, cover: string): Promise<Buffer> {
  let made = previews.get(cover);
  if (!made) {
    made = coverBytes(site, cover).then((bytes) =>
      sharp(bytes).resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover', position: 'centre' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    );
    previews.set(cover, made);
  }
  return made;
}

/**
 * Writes the sitemap, robots.txt and the preview picture into a property's
 * folder. A cover that cannot be read or decoded (a remote one that is
 * down) gives way to the default cover, and `warn` says so: the build
 * goes on.
 */
export async function writeDiscoveryFiles(
  site: string,
  engine: Pick<BookingEngine, 'slug' | 'activeLanguages' | 'coverImageUrl'>,
  origin: string,
  options: { now: Date; warn: (line: string) => void },
): Promise<void> {
  writeFileSync(join(site, 'sitemap.xml'), sitemapXml(origin, engine.activeLanguages, options.now));
  writeFileSync(join(site, 'robots.txt'), robotsTxt(origin));
  const target = join(site, PREVIEW_IMAGE.path.replace(/^\/+/, ''));
  mkdirSync(dirname(target), { recursive: true });
  const cover = engine.coverImageUrl || DEFAULT_COVER;
  let picture: Buffer;
  try {
    picture = await previewOf(site, cover);
  } catch (error) {
    if (cover === DEFAULT_COVER) throw error;
    options.warn(`${engine.slug}: the link preview uses the default cover, as ${error instanceof Error ? error.message : String(error)}.`);
    picture = await previewOf(site, DEFAULT_COVER);
  }
  writeFileSync(target, picture);
}
