/**
 * The card holder name sent with a card payment (02 §5.4): who holds the
 * card when the guest leaves 'Card holder same as booker' ticked, and what
 * is sent when it is unticked.
 *
 * Pure: plain values in, a string out.
 */
import { METHOD } from '../payment/payment-methods.ts';

/** The checkout (or offer) details the card holder name is read from (02 §3.1). */
export interface CardholderDetails {
  /** 'Card holder same as booker' (default ticked). */
  cardholderSameAsGuest: boolean;
  /** The 'Card holder' field, read when the box is unticked. */
  cardholderName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  isCompany?: boolean | null;
  companyName?: string | null;
}

/**
 * Which reading of 02 §5.4 applies.
 * - 'checkout' (the default, checkout and offer screens alike): box ticked
 *   sends the company name for a company booker, else the booker's first
 *   and last name.
 * - 'offer': the other reading of the offer flow, where the box ticked
 *   always sends first + last name (the holder is the guest, never the
 *   company); a company booker without a first or last name then sends as
 *   a private booker with a missing part does.
 */
export type CardholderReading = 'checkout' | 'offer';

const clean = (value: string | null | undefined): string => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * The card holder name to send for a payment by `method` (02 §5.4):
 * - box unticked: the name entered in 'Card holder';
 * - box ticked, company booker: the company name;
 * - box ticked, private booker: 'first last' when both are present. When
 *   one is missing, gateway C (method 5) sends '' (its tokenising request
 *   needs a full customer name, and an empty one is refused by its form
 *   check instead of charging under half a name); every other method sends
 *   the part that is present, so the required card holder check of 02 §5.2
 *   judges what the guest entered. Both missing: ''.
 * Every name is trimmed, with runs of spaces read as one.
 * @example cardholderNameSent({ cardholderSameAsGuest: true, firstName: 'Ana', lastName: 'Horvat' }, 4) // 'Ana Horvat'
 * @example cardholderNameSent({ cardholderSameAsGuest: true, firstName: 'Ana', lastName: '' }, 5) // ''
 * @example cardholderNameSent({ cardholderSameAsGuest: true, firstName: 'Ana', lastName: '' }, 1) // 'Ana'
 * @example cardholderNameSent({ cardholderSameAsGuest: true, isCompany: true, companyName: 'Jadran d.o.o.' }, 3) // 'Jadran d.o.o.'
 * @example cardholderNameSent({ cardholderSameAsGuest: false, cardholderName: ' Ivo  Kovač ' }, 6) // 'Ivo Kovač'
 */
export function cardholderNameSent(details: CardholderDetails, method: number, reading: CardholderReading = 'checkout'): string {
  if (!details.cardholderSameAsGuest) return clean(details.cardholderName);
  if (reading === 'checkout' && details.isCompany === true) return clean(details.companyName);
  const first = clean(details.firstName);
  const last = clean(details.lastName);
  if (first && last) return `${first} ${last}`;
  if (method === METHOD.GATEWAY_C) return '';
  return first || last;
}
