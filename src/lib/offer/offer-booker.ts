/**
 * The booker of the offer payment screen (02 §2.7, §5.1, §6): a company
 * booker (booker.isGuest false) fills in company name and VAT id instead
 * of first and last name, and every field the property already entered is
 * pre-filled and read-only. The reference API applies the same merge when
 * the guest accepts, so a read-only value cannot be changed by a request.
 */
import type { OfferBooker } from './offer-contract.ts';
import type { OfferGuestDetails } from './offer-accept-contract.ts';

/** The booker fields the offer may already know, as the payment form names them. */
export const OFFER_BOOKER_FIELDS = ['firstName', 'lastName', 'companyName', 'companyVatId', 'email', 'phone', 'address', 'country'] as const;

export type OfferBookerField = (typeof OFFER_BOOKER_FIELDS)[number];

/** Where each form field comes from on the offer's booker (02 §3.8 spellings). */
const SOURCE: Record<OfferBookerField, keyof OfferBooker> = {
  firstName: 'firstName',
  lastName: 'lastName',
  companyName: 'name',
  companyVatId: 'legalId',
  email: 'email',
  phone: 'phone',
  address: 'addres',
  country: 'countryId',
};

/** What the payment form starts with. */
export interface OfferBookerPrefill {
  /** booker.isGuest false: company name and VAT id are asked instead of first and last name. */
  isCompany: boolean;
  /** The known values, trimmed. */
  values: Partial<Record<OfferBookerField, string>>;
  /** The fields shown disabled: those with a known value, in form order. */
  locked: OfferBookerField[];
  /** The newsletter box's starting state. */
  isNewsletterSubscribed: boolean;
}

const known = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The form's starting state from the offer's booker: every non-blank
 * value pre-filled and locked; company fields only for a company booker,
 * first and last name only for a private one.
 * @example offerBookerPrefill({ isGuest: false, firstName: null, lastName: null, name: 'Adriatic Travel d.o.o.', legalId: 'HR12345678901', email: 'desk@adriatic-travel.example', phone: null, addres: null, countryId: 'HR', isNewsletterSubscribed: false }).locked // ['companyName', 'companyVatId', 'email', 'country']
 */
export function offerBookerPrefill(booker: OfferBooker): OfferBookerPrefill {
  const isCompany = booker.isGuest === false;
  const values: Partial<Record<OfferBookerField, string>> = {};
  const locked: OfferBookerField[] = [];
  for (const field of OFFER_BOOKER_FIELDS) {
    if (isCompany && (field === 'firstName' || field === 'lastName')) continue;
    if (!isCompany && (field === 'companyName' || field === 'companyVatId')) continue;
    const value = known(booker[SOURCE[field]]);
    if (value === null) continue;
    values[field] = value;
    locked.push(field);
  }
  return { isCompany, values, locked, isNewsletterSubscribed: booker.isNewsletterSubscribed === true };
}

/**
 * The guest details to book with: what the guest sent, with every locked
 * field replaced by the offer's value and isCompany taken from the
 * booker (a company booker books as a company, a private one never does).
 * A newsletter choice that was not sent takes the booker's.
 * @example withOfferBooker({ email: 'other@example.com', phone: '+385 91 555 0192' }, booker).email // the booker's e-mail
 */
export function withOfferBooker(details: OfferGuestDetails, booker: OfferBooker): OfferGuestDetails & { isCompany: boolean } {
  const prefill = offerBookerPrefill(booker);
  return {
    ...details,
    ...prefill.values,
    isCompany: prefill.isCompany,
    isNewsletterSubscribed: details.isNewsletterSubscribed === undefined ? prefill.isNewsletterSubscribed : details.isNewsletterSubscribed,
  };
}
