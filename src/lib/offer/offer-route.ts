/**
 * The offer screens' addresses (02 §2.1): `/{lang}/offer/{offerUuid}/{bookingCode}`
 * and the same with `/payment`. The two ids come from the path; the
 * screens move between each other keeping the query (the display currency).
 */

/** The ids an offer link carries. */
export interface OfferRef {
  offerUuid: string;
  bookingCode: string;
}

const OFFER_PATH = /^\/[a-z]{2}\/offer\/([^/]+)\/([^/]+?)(\/payment)?\/?$/;

/**
 * The offer a path names, or null when it is not an offer path.
 * @example offerRefFromPath('/en/offer/3f1c2d4e-0000-4000-8000-000000000001/VA-7KQ2M9XD4T/payment') // { offerUuid: '3f1c2d4e-0000-4000-8000-000000000001', bookingCode: 'VA-7KQ2M9XD4T' }
 * @example offerRefFromPath('/en/payment') // null
 */
export function offerRefFromPath(pathname: string): OfferRef | null {
  const match = OFFER_PATH.exec(pathname);
  if (!match) return null;
  try {
    return { offerUuid: decodeURIComponent(match[1]), bookingCode: decodeURIComponent(match[2]) };
  } catch {
    return null;
  }
}

/**
 * The offer screen of an offer, or its payment screen, in a language; the
 * query is kept as given.
 * @example offerUrl('en', { offerUuid: 'a1', bookingCode: 'VA-1' }, 'payment', '?currency=USD') // '/en/offer/a1/VA-1/payment?currency=USD'
 * @example offerUrl('hr', { offerUuid: 'a1', bookingCode: 'VA-1' }) // '/hr/offer/a1/VA-1'
 */
export function offerUrl(lang: string, ref: OfferRef, screen: 'offer' | 'payment' = 'offer', search = ''): string {
  const base = `/${lang}/offer/${encodeURIComponent(ref.offerUuid)}/${encodeURIComponent(ref.bookingCode)}`;
  return `${screen === 'payment' ? `${base}/payment` : base}${search}`;
}

/**
 * The API path of an offer (02 §7).
 * @example offerApiPath({ offerUuid: 'a1', bookingCode: 'VA-1' }) // 'offer/a1/VA-1'
 */
export function offerApiPath(ref: OfferRef): string {
  return `offer/${encodeURIComponent(ref.offerUuid)}/${encodeURIComponent(ref.bookingCode)}`;
}

/**
 * The photo the offer screen shows first, the first reservation's first
 * image (the first card's, its largest paint), read from the API's answer
 * as it comes, or null: the page preloads it as soon as the offer is known.
 * @example leadImageUrl({ booking: { reservations: [{ images: [{ url: '/a.webp' }] }] } }) // '/a.webp'
 */
export function leadImageUrl(payload: unknown): string | null {
  const url = (payload as { booking?: { reservations?: { images?: { url?: unknown }[] }[] } } | null)?.booking?.reservations?.[0]?.images?.[0]?.url;
  return typeof url === 'string' && url !== '' ? url : null;
}
