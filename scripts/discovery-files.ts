/**
 * The files of a property's folder that search engines, chat apps and
 * phones fetch: `sitemap.xml`, `robots.txt`, the link preview picture
 * (`images/preview.jpg`, 1200×630) and the hero's cover as a phone shows
 * it (`images/cover-narrow.webp`, its middle), both cut from the
 * property's cover image with sharp. Written by the build beside the pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { DEFAULT_COVER, heroCoverUrl, NARROW_COVER, narrowCoverCut } from '../src/lib/frame/hero-cover.ts';
import { PREVIEW_IMAGE, robotsTxt, sitemapXml } from '../src/lib/seo/discovery.ts';
import type { BookingEngine } from '../src/lib/types.ts';

/** The pictures cut from one cover, made once in a build: properties sharing a cover share the work. */
interface CoverCuts {
  preview: Buffer;
  narrow: Buffer;
}
const cuts = new Map<string, Promise<CoverCuts>>();

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

/** The property's cover cut to the preview's size (its middle kept, a JPEG) and to a phone's hero (a WebP). */
function cutsOf(site: string, cover: string): Promise<CoverCuts> {
  let made = cuts.get(cover);
  if (!made) {
    made = coverBytes(site, cover).then(async (bytes) => {
      const { width, height } = await sharp(bytes).metadata();
      if (!width || !height) throw new Error(`${cover} has no size`);
      const cut = narrowCoverCut(width, height);
      const [preview, narrow] = await Promise.all([
        sharp(bytes).resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'cover', position: 'centre' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
        sharp(bytes)
          .extract({ left: cut.left, top: cut.top, width: cut.width, height: cut.height })
          .resize(cut.outWidth, cut.outHeight)
          .webp({ quality: 80 })
          .toBuffer(),
      ]);
      return { preview, narrow };
    });
    cuts.set(cover, made);
  }
  return made;
}

/**
 * Writes the sitemap, robots.txt, the preview picture and the phone's
 * cover into a property's folder. A cover that cannot be read or decoded (a remote one that is
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
  const cover = heroCoverUrl(engine);
  let pictures: CoverCuts;
  try {
    pictures = await cutsOf(site, cover);
  } catch (error) {
    if (cover === DEFAULT_COVER) throw error;
    options.warn(`${engine.slug}: the link preview and the phone's hero use the default cover, as ${error instanceof Error ? error.message : String(error)}.`);
    pictures = await cutsOf(site, DEFAULT_COVER);
  }
  for (const [path, bytes] of [
    [PREVIEW_IMAGE.path, pictures.preview],
    [NARROW_COVER.path, pictures.narrow],
  ] as const) {
    const target = join(site, path.replace(/^\/+/, ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
  }
}
