/**
 * The ids the reservation and check-in pages read from their paths (02 §2.1):
 * the island and the page's early read (`src/api/page-reads.ts`) take the
 * same id from the same path.
 */

/** Decodes a path segment; an unreadable one (a stray '%') names nothing. */
function segment(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}

/**
 * The reservation page of a public id (where a booking or an accepted offer leads).
 * @example reservationPath('en', 'VA-7KQ2M9XD4T') // '/en/reservations/VA-7KQ2M9XD4T'
 */
export const reservationPath = (lang: string, publicId: string) => `/${lang}/reservations/${encodeURIComponent(publicId)}`;

/**
 * The reservation of `/{lang}/reservations/{publicId}`, '' when the path names none.
 * @example reservationIdFromPath('/en/reservations/VA-7KQ2M9XD4T') // 'VA-7KQ2M9XD4T'
 * @example reservationIdFromPath('/en/reservations/%E0%A4%A') // ''
 */
export function reservationIdFromPath(pathname: string): string {
  return segment(pathname.split('/')[3]);
}

/**
 * The registration of `/{lang}/reservation/check-in/{uuid}`, '' when the path names none.
 * @example checkInUuidFromPath('/en/reservation/check-in/3f1c2d4e-0000-4000-8000-000000000001') // '3f1c2d4e-0000-4000-8000-000000000001'
 * @example checkInUuidFromPath('/en/reservation/check-in/') // ''
 */
export function checkInUuidFromPath(pathname: string): string {
  return segment(/\/reservation\/check-in\/([^/?#]+)/.exec(pathname)?.[1]);
}
