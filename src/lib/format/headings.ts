/**
 * Hero heading of the reservation page (01 §2.3): 'Reservation: {code}', or
 * without a code 'Reservation ID: {id1, id2}'. Returns the translation key
 * and its tokens.
 * @example reservationHeading({ code: null, reservationIds: [4, 5] }) // { key: 'Reservation ID: %ids%', tokens: { ids: '4, 5' } }
 */
export function reservationHeading(reservation: { code: string | null; reservationIds: Array<string | number> }): {
  key: string;
  tokens: Record<string, string>;
} {
  if (reservation.code) return { key: 'Reservation: %code%', tokens: { code: reservation.code } };
  return { key: 'Reservation ID: %ids%', tokens: { ids: reservation.reservationIds.join(', ') } };
}

/**
 * The booking code of an offer URL `/{lang}/offer/{offerUuid}/{bookingCode}[/payment]`.
 * @example offerCodeFromPath('/en/offer/4f1c…/B-1042/payment') // 'B-1042'
 */
export function offerCodeFromPath(pathname: string): string | null {
  const match = /^\/[a-z]{2}\/offer\/[^/]+\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}
