/**
 * Texts and images of unit-type cards (01 §2.8, §2.14).
 */

/** Card descriptions are cut to this many characters (01 §9.3). */
export const DESCRIPTION_MAX_LENGTH = 240;

/**
 * A card description (01 §2.8): a longer text is cut to 240 characters
 * (whole code points, trailing spaces dropped) followed by '...'; a text
 * that fits is shown whole, without the ellipsis.
 * @example truncateDescription('a'.repeat(300)).length // 243
 * @example truncateDescription('A quiet studio.') // 'A quiet studio.'
 */
export function truncateDescription(text: string | null | undefined, max = DESCRIPTION_MAX_LENGTH): string {
  const value = text ?? '';
  const chars = Array.from(value);
  if (chars.length <= max) return value;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}

/** An image of a unit type or rate plan (01 §3.5). */
export interface ImageRef {
  url: string;
  isFeatured?: boolean | null;
  orderNumber?: number | null;
}

/**
 * The featured image (01 §2.14): the one marked isFeatured, else the one
 * with orderNumber 1, else the first; null without images.
 * @example featuredImage([{ url: 'a' }, { url: 'b', orderNumber: 1 }])?.url // 'b'
 */
export function featuredImage<T extends ImageRef>(images: readonly T[] | null | undefined): T | null {
  const list = images ?? [];
  return list.find((image) => image.isFeatured) ?? list.find((image) => image.orderNumber === 1) ?? list[0] ?? null;
}

/** Letters and digits only, lower case: how a reader compares two texts. */
const comparable = (text: string): string =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What a property's note says beyond a text already shown beside it: its
 * sentences less those that repeat the shown text word for word (a rate's
 * additional note that opens with the cancellation summary). Null when
 * nothing is left.
 * @example noteBeyond('Free cancellation up to 7 days before arrival. After that the first night is charged.', 'Free cancellation up to 7 days before arrival') // 'After that the first night is charged.'
 */
export function noteBeyond(note: string | null | undefined, shown: string): string | null {
  const said = comparable(shown);
  // A sentence ends at '.', '!' or '?' before a word that does not go on in lower case or with a digit: not at an
  // ordinal's dot ('do 7. dne před příjezdem', '12. 7. 2026').
  const sentences = (note ?? '').split(/(?<=[.!?])\s+(?=[^\p{Ll}\p{N}])/u).filter((sentence) => comparable(sentence) !== '' && comparable(sentence) !== said);
  const rest = sentences.join(' ').trim();
  return rest === '' ? null : rest;
}
