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

/** The token the offer heading's template keeps for the booking code (the page's script fills it in). */
export const OFFER_CODE_TOKEN = '%code%';

/**
 * The offer screens' hero heading (01 §2.3, 02 §2.1), 'Offer #{code}': the
 * translated template with the booking code of the offer URL
 * `/{lang}/offer/{offerUuid}/{bookingCode}[/payment]`; null when the path
 * names no offer (the page keeps its plain 'Offer').
 * @example offerHeading('Offer #%code%', '/en/offer/4f1c/B-1042/payment') // 'Offer #B-1042'
 * @example offerHeading('Offer #%code%', '/en/reservations/1') // null
 */
export function offerHeading(template: string, pathname: string): string | null {
  const match = /^\/[a-z]{2}\/offer\/[^/]+\/([^/]+)/.exec(pathname);
  if (!match) return null;
  try {
    const code = decodeURIComponent(match[1]);
    // A function, so that '$&' or "$'" in a code stay as typed.
    return template.replace(OFFER_CODE_TOKEN, () => code);
  } catch {
    return null;
  }
}
