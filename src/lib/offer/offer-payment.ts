/**
 * The offer payment screen's own rules (02 §2.7, §3.1, §4.5, §7, §8):
 * which way to pay is preselected, the offer's known booker fields over
 * the form, the guest details and prepayment of the accept call, and the
 * message a failed accept shows. The form's rules shared with the checkout
 * are in `booking-form.ts`.
 *
 * Pure: plain values in, plain values out.
 */
import type { BookingFormValues, PaymentChoice } from '../checkout/booking-form.ts';
import { composeNote } from '../checkout/guest-note.ts';
import type { OfferBookerPrefill } from './offer-booker.ts';
import type { OfferReservation } from './offer-contract.ts';
import type { OfferGuestDetails } from './offer-accept-contract.ts';
import { METHOD } from '../payment/payment-methods.ts';
import { roundMoney } from '../format/money.ts';
import { DEFAULT_OFFER_CURRENCY } from './offer-grouping.ts';

/** The method the offer form starts with (02 §3.1: 2 on the offer checkout form). */
export const OFFER_DEFAULT_METHOD = METHOD.BANK_TRANSFER;

/**
 * The choice the form starts with. 02 §3.1 gives two defaults: 1 in the
 * checkout state and 2 on the offer checkout form; this screen takes the
 * offer form's reading, 2: bank transfer is preselected when the offer's
 * engine offers it. An engine without bank transfer gets its first choice
 * (02 §4.2), since a default it does not offer could not be paid with.
 * A choice the guest made before (a restored form, by its key) is kept
 * while it is still offered.
 * @example defaultOfferChoice(paymentChoices([card, bank], 3))?.key // '2'
 */
export function defaultOfferChoice(choices: readonly PaymentChoice[], previousKey?: string | null): PaymentChoice | null {
  if (previousKey) {
    const kept = choices.find((choice) => choice.key === previousKey);
    if (kept) return kept;
  }
  return choices.find((choice) => choice.option === null && choice.method.id === OFFER_DEFAULT_METHOD) ?? choices[0] ?? null;
}

/**
 * The form's values with the offer's known booker fields over them (02
 * §2.7: pre-filled and read-only), so a restored or typed value never
 * replaces what the property entered; a company booker or not, as the
 * offer's booker is.
 * @example withPrefill({ ...EMPTY_BOOKING_FORM, email: 'typed@example.com' }, { isCompany: false, values: { email: 'ana@example.com' }, locked: ['email'], isNewsletterSubscribed: false }).email // 'ana@example.com'
 */
export function withPrefill(values: BookingFormValues, prefill: OfferBookerPrefill): BookingFormValues {
  return { ...values, ...prefill.values, isCompany: prefill.isCompany };
}

const blankToNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * The guest details of the accept call (02 §7): the booker's fields
 * (company name and VAT id for a company booker, first and last name
 * otherwise), contact, country, the card holder's address when the form
 * asked for it, the arrival time also written into the note (as on
 * checkout, so the reservation page finds it), the newsletter choice and
 * the accepted terms. Blank values are null.
 * @example offerGuestDetails({ ...EMPTY_BOOKING_FORM, firstName: 'Ana', estimatedTimeOfArrival: '15:00' }).note // '\nEstimated time of arrival: 15:00'
 */
export function offerGuestDetails(values: BookingFormValues): OfferGuestDetails & { isCompany: boolean } {
  const { isCompany } = values;
  return {
    firstName: isCompany ? null : blankToNull(values.firstName),
    lastName: isCompany ? null : blankToNull(values.lastName),
    companyName: isCompany ? blankToNull(values.companyName) : null,
    companyVatId: isCompany ? blankToNull(values.companyVatId) : null,
    email: blankToNull(values.email),
    phone: blankToNull(values.phone),
    country: blankToNull(values.country),
    address: blankToNull(values.address),
    city: blankToNull(values.city),
    postalCode: blankToNull(values.postalCode),
    estimatedTimeOfArrival: blankToNull(values.estimatedTimeOfArrival),
    note: composeNote(values.note, values.estimatedTimeOfArrival),
    isCompany,
    isNewsletterSubscribed: values.isNewsletterSubscribed,
    termsAccepted: values.termsAccepted,
  };
}

/**
 * What bank transfer asks to pay now (02 §2.4 'PrepaymentMsg'): the
 * reservations' prepayment amounts summed, in the first one's currency.
 * @example offerPrepayment([{ prepaymentAmount: 135, currency: 'EUR' }, { prepaymentAmount: 135, currency: 'EUR' }]) // { amount: 270, currency: 'EUR' }
 */
export function offerPrepayment(reservations: readonly Pick<OfferReservation, 'prepaymentAmount' | 'currency'>[]): { amount: number; currency: string } {
  return {
    amount: roundMoney(reservations.reduce((sum, reservation) => sum + (Number.isFinite(reservation.prepaymentAmount) ? reservation.prepaymentAmount : 0), 0)),
    currency: reservations[0]?.currency ?? DEFAULT_OFFER_CURRENCY,
  };
}

/** The error texts a failed accept can show (02 §8), as translation keys. */
export const OFFER_ACCEPT_ERRORS = {
  emailMissing: 'Email doesnt exist',
  unitUnavailable: 'UnitType is not available',
  cardAuthorisation: 'Card authorisation error',
  generic: 'There was an error during booking',
} as const;

/**
 * The message a failed accept shows (02 §4.5, §8): an answer of status 400
 * naming 'Email doesnt exist', 'UnitType is not available' or a refused
 * card check ('Card authorisation error') shows that text; any other
 * failed request 'There was an error during booking'. An
 * answer that arrived but carries `response.error` instead of a
 * reservation (02 §4.5) shows nothing: `status` null.
 * @example offerAcceptErrorKey(400, ['Email doesnt exist']) // 'Email doesnt exist'
 * @example offerAcceptErrorKey(null, []) // null
 */
export function offerAcceptErrorKey(status: number | null, messages: readonly string[]): string | null {
  if (status === null) return null;
  if (status === 400 && messages.includes(OFFER_ACCEPT_ERRORS.emailMissing)) return OFFER_ACCEPT_ERRORS.emailMissing;
  if (status === 400 && messages.includes(OFFER_ACCEPT_ERRORS.unitUnavailable)) return OFFER_ACCEPT_ERRORS.unitUnavailable;
  if (status === 400 && messages.includes(OFFER_ACCEPT_ERRORS.cardAuthorisation)) return OFFER_ACCEPT_ERRORS.cardAuthorisation;
  return OFFER_ACCEPT_ERRORS.generic;
}
