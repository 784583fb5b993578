import type { BookingEngine } from '../types.ts';

/** The cover the hero shows when a property has none of its own. */
export const DEFAULT_COVER = '/images/frame/default-cover.webp';

/**
 * The hero's cover image: the property's, else the default one. The page
 * preloads it from its head, as it is the largest paint of most pages.
 * @example heroCoverUrl({ coverImageUrl: null }) // '/images/frame/default-cover.webp'
 */
export function heroCoverUrl(engine: Pick<BookingEngine, 'coverImageUrl'>): string {
  return engine.coverImageUrl || DEFAULT_COVER;
}

/**
 * The cover as a phone shows it, cut by the build beside the pages
 * (scripts/discovery-files.ts). The hero fills its box with the cover
 * (`object-fit: cover`), and on a phone that box is about as tall as it is
 * wide (0.8 to 1.6 times as wide, 320 to 480 px, by the search bar's
 * height), so only the cover's middle shows: the phone downloads that
 * middle alone, at most as tall as a 3× screen draws it. Up to `maxAspect`
 * the phone sees exactly what it saw of the whole cover.
 */
export const NARROW_COVER = { path: '/images/cover-narrow.webp', media: '(max-width: 480px)', maxAspect: 1.6, maxHeight: 900 } as const;

export interface CoverCut {
  /** The part of the cover kept, in its pixels. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** The size it is scaled to (never up). */
  outWidth: number;
  outHeight: number;
}

/**
 * Where the phone's cover is cut from a cover of `width`×`height`: its
 * middle, at most `NARROW_COVER.maxAspect` times as wide as it is tall,
 * then scaled down to at most `NARROW_COVER.maxHeight` tall.
 * @example narrowCoverCut(1600, 600) // { left: 320, top: 0, width: 960, height: 600, outWidth: 960, outHeight: 600 }
 */
export function narrowCoverCut(width: number, height: number): CoverCut {
  const cutWidth = Math.min(width, Math.round(height * NARROW_COVER.maxAspect));
  const scale = Math.min(1, NARROW_COVER.maxHeight / height);
  return {
    left: Math.floor((width - cutWidth) / 2),
    top: 0,
    width: cutWidth,
    height,
    outWidth: Math.max(1, Math.round(cutWidth * scale)),
    outHeight: Math.max(1, Math.round(height * scale)),
  };
}
