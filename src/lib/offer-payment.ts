/**
 * The offer payment screen's rules (02 §2.7, §3.1, §4.2, §4.3, §5.1, §5.4,
 * §8): which ways to pay it offers and which is preselected, when the
 * terms box and the card form show, what is checked before accepting,
 * the guest details and payment the accept call carries, and the message
 * a failed accept shows. The checkout's own rules (`payment-methods.ts`,
 * `booking-schema.ts`, `cardholder.ts`) are reused wherever the spec says
 * the offer screen follows them.
 *
 * Pure: plain values in, plain values out; the clock is a parameter.
 */
import { validateBooking, type BookingErrors } from './booking-schema.ts';
import { normalizeCardNumber } from './card-brands.ts';
import { cardholderNameSent } from './cardholder.ts';
import { composeNote } from './guest-note.ts';
import type { OfferBookerPrefill } from './offer-booker.ts';
import type { OfferGuestDetails, OfferReservation } from './offer-contract.ts';
import { cardFieldsAfterTerms, isScrolledToEnd, METHOD, methodNameKey, paymentChoices, paymentNoticeKey, resetsTermsOnSwitch, type PaymentChoice } from './payment-methods.ts';
import { bankTransferPayment, cardPayment, type BankTransferPayment, type CardPayment } from './payment-payload.ts';
import { roundMoney } from './money.ts';
import { DEFAULT_OFFER_CURRENCY } from './offer-grouping.ts';
import type { PaymentMethod } from './types.ts';
import { paymentPageOptionLabelKey } from './wallets.ts';

export { isScrolledToEnd };

/** One way to pay the offer, as the method selector offers it: a method, or one of gateway E's payment page options. */
export type OfferPaymentChoice = PaymentChoice;

/**
 * The ways to pay an offer (02 §2.7, §4.2), as on checkout: the payment
 * methods of the offer's booking engine in their order (method 4 without
 * an authenticityToken becomes the card form), then the hosted payment
 * page's options of its gateway E method.
 * @example offerPaymentChoices([{ id: 1, bookingEngineId: 3, settings: null }, { id: 2, bookingEngineId: 3, settings: null }], 3).map((c) => c.key) // ['1', '2']
 */
export function offerPaymentChoices(methods: readonly PaymentMethod[], bookingEngineId: number): OfferPaymentChoice[] {
  return paymentChoices(methods, bookingEngineId);
}

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
 * @example defaultOfferChoice(offerPaymentChoices([card, bank], 3))?.key // '2'
 */
export function defaultOfferChoice(choices: readonly OfferPaymentChoice[], previousKey?: string | null): OfferPaymentChoice | null {
  if (previousKey) {
    const kept = choices.find((choice) => choice.key === previousKey);
    if (kept) return kept;
  }
  return choices.find((choice) => choice.option === null && choice.method.id === OFFER_DEFAULT_METHOD) ?? choices[0] ?? null;
}

/**
 * The choice a booker record names (02 §4.1 step 5): a payment page
 * option's id ('7paypal'), or a plain method id.
 * @example choiceOfRecord(choices, '7paypal')?.key // '7paypal'
 */
export function choiceOfRecord(choices: readonly OfferPaymentChoice[], selected: number | string): OfferPaymentChoice | null {
  if (typeof selected === 'string') return choices.find((choice) => choice.option?.id === selected) ?? null;
  return choices.find((choice) => choice.option === null && choice.method.id === selected) ?? null;
}

/**
 * What a booker record stores as the selected method: the option's id for
 * a wallet, else the method id.
 * @example recordedChoice({ key: '2', method: { id: 2, … }, option: null }) // 2
 */
export function recordedChoice(choice: OfferPaymentChoice): number | string {
  return choice.option?.id ?? choice.method.id;
}

/**
 * The payment method a choice is checked and paid as: 7 (gateway E) for a
 * payment page option, else its method.
 * @example choiceMethodId({ method: { id: 7, … }, option: { id: '7paypal', … } }) // 7
 */
export function choiceMethodId(choice: Pick<OfferPaymentChoice, 'method' | 'option'>): number {
  return choice.option ? METHOD.GATEWAY_E : choice.method.id;
}

/**
 * The translation key naming a choice in the summary.
 * @example choiceNameKey({ method: { id: 2, … }, option: null }) // 'Bank transfer'
 */
export function choiceNameKey(choice: Pick<OfferPaymentChoice, 'method' | 'option'>): string {
  return choice.option ? paymentPageOptionLabelKey(choice.option.paymentPageOption) : methodNameKey(choice.method.id);
}

/** Whether the choice's card entry waits for the terms: methods 4, 6, gateway E, the wallets, and the card form as 'empty gateway B' (02 §4.3). */
const readsTermsFirst = (choice: Pick<OfferPaymentChoice, 'method' | 'option'>): boolean => choice.option !== null || cardFieldsAfterTerms(choice.method);

/**
 * Whether the 'Terms and conditions' box shows (02 §2.7, §4.3): only while
 * the offer is bookable, only when the engine has terms, and for the
 * choices that read the terms first (methods 4, 6, gateway E, the wallet
 * options, and 1 as 'empty gateway B').
 * @example offerTermsBoxShown(monriChoice, 'Terms…', false) // false
 */
export function offerTermsBoxShown(
  choice: Pick<OfferPaymentChoice, 'method' | 'option'> | null,
  termsOfService: string | null | undefined,
  bookable: boolean,
): boolean {
  if (!choice || !bookable || !termsOfService?.trim()) return false;
  return readsTermsFirst(choice);
}

/**
 * Whether the newsletter and terms checkboxes wait for the terms to be
 * read (02 §4.3): while the box shows and is unread. The terms links are
 * plain text meanwhile (02 §2.7).
 */
export function offerTermsLocked(
  choice: Pick<OfferPaymentChoice, 'method' | 'option'> | null,
  termsOfService: string | null | undefined,
  bookable: boolean,
  termsRead: boolean,
): boolean {
  return offerTermsBoxShown(choice, termsOfService, bookable) && !termsRead;
}

/**
 * Which payment form shows under the selector (02 §2.4, §4.3):
 * - 'card': the built-in card form (method 1; as 'empty gateway B' only
 *   once the terms are accepted);
 * - 'bankTransfer': the prepayment message (method 2);
 * - 'gateway': the gateway's own form (methods 3–7; it shows its hosted
 *   card fields for 4, 6 and 7 once the terms are accepted);
 * - 'paymentPage': nothing to fill in, the hosted payment page asks;
 * - null: nothing yet.
 * @example offerPaymentForm(emptyGatewayBChoice, false) // null
 */
export function offerPaymentForm(
  choice: Pick<OfferPaymentChoice, 'method' | 'option'> | null,
  termsAccepted: boolean,
): 'card' | 'bankTransfer' | 'gateway' | 'paymentPage' | null {
  if (!choice) return null;
  if (choice.option) return 'paymentPage';
  if (choice.method.id === METHOD.BANK_TRANSFER) return 'bankTransfer';
  if (choice.method.id === METHOD.CARD) return !choice.method.emptyGatewayB || termsAccepted ? 'card' : null;
  return 'gateway';
}

/**
 * Whether switching choices resets the terms (02 §4.2): from bank
 * transfer to anything but the card form.
 * @example offerSwitchResetsTerms(bankChoice, paypalChoice) // true
 */
export function offerSwitchResetsTerms(from: Pick<OfferPaymentChoice, 'method' | 'option'> | null, to: Pick<OfferPaymentChoice, 'method' | 'option'>): boolean {
  if (!from || from.option) return false;
  return resetsTermsOnSwitch(from.method.id, choiceMethodId(to));
}

/**
 * The notice under the payment section (02 §2.7): 'PaymentInformationNotice'
 * for methods other than 2, 4 and 6; gateway B's own text for 4 and 6;
 * none for bank transfer.
 * @example offerPaymentNoticeKey(cardChoice) // 'PaymentInformationNotice'
 */
export function offerPaymentNoticeKey(choice: Pick<OfferPaymentChoice, 'method'> | null): string | null {
  return choice ? paymentNoticeKey(choice.method) : null;
}

/**
 * The card brands the built-in form takes: the first of the engine's
 * methods that lists selectedCardTypes (as on checkout); empty takes every
 * supported brand.
 * @example offerAcceptedCardBrands([{ id: 1, bookingEngineId: 3, settings: { selectedCardTypes: 'visa, mastercard' } }], 3) // ['visa', 'mastercard']
 */
export function offerAcceptedCardBrands(methods: readonly PaymentMethod[], bookingEngineId: number): string[] {
  const listed = methods.find((method) => method.bookingEngineId === bookingEngineId && method.settings?.selectedCardTypes)?.settings?.selectedCardTypes ?? '';
  return listed
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
}

/** The offer payment form's fields (02 §3.1). Card fields stay in memory only. */
export interface OfferFormValues {
  firstName: string;
  lastName: string;
  companyName: string;
  companyVatId: string;
  email: string;
  phone: string;
  country: string;
  address: string;
  city: string;
  postalCode: string;
  estimatedTimeOfArrival: string;
  note: string;
  isNewsletterSubscribed: boolean;
  termsAccepted: boolean;
  cardholderSameAsGuest: boolean;
  cardholderName: string;
  cardNumber: string;
  cvv: string;
  expirationDate: string;
}

/** An empty form: every text '', the card holder the booker (02 §3.1 defaults). */
export const EMPTY_OFFER_FORM: OfferFormValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  companyVatId: '',
  email: '',
  phone: '',
  country: '',
  address: '',
  city: '',
  postalCode: '',
  estimatedTimeOfArrival: '',
  note: '',
  isNewsletterSubscribed: false,
  termsAccepted: false,
  cardholderSameAsGuest: true,
  cardholderName: '',
  cardNumber: '',
  cvv: '',
  expirationDate: '',
};

/**
 * The form's values with the offer's known booker fields over them (02
 * §2.7: pre-filled and read-only), so a restored or typed value never
 * replaces what the property entered.
 * @example withPrefill({ ...EMPTY_OFFER_FORM, email: 'typed@example.com' }, { isCompany: false, values: { email: 'ana@example.com' }, locked: ['email'], isNewsletterSubscribed: false }).email // 'ana@example.com'
 */
export function withPrefill(values: OfferFormValues, prefill: OfferBookerPrefill): OfferFormValues {
  return { ...values, ...prefill.values };
}

/**
 * The card holder name sent (02 §5.4). Of the two readings the spec gives
 * for the offer flow, this screen takes the checkout's: with 'Card holder
 * same as booker' ticked a company booker sends its company name, a
 * private booker 'first last'; unticked, the name entered.
 * @example offerCardholderName({ ...EMPTY_OFFER_FORM, firstName: 'Ana', lastName: 'Horvat' }, false, 1) // 'Ana Horvat'
 */
export function offerCardholderName(values: OfferFormValues, isCompany: boolean, methodId: number): string {
  return cardholderNameSent({ ...values, isCompany }, methodId, 'checkout');
}

/**
 * Checks the form before accepting (02 §5.1, §5.2): the booker rules
 * (private or company as the offer's booker is), the terms, and the
 * choice's own fields (the card form for 1, the card holder's address for
 * 3–6; the booker only for 2, gateway E and the wallets).
 * @example validateOfferForm({ ...EMPTY_OFFER_FORM, firstName: 'Ana' }, bankChoice, false, new Date()).lastName // { key: 'This value cannot be empty', tokens: {} }
 */
export function validateOfferForm(
  values: OfferFormValues,
  choice: Pick<OfferPaymentChoice, 'method' | 'option'>,
  isCompany: boolean,
  now: Date,
  acceptedCardBrands: readonly string[] = [],
): BookingErrors {
  const methodId = choiceMethodId(choice);
  return validateBooking(
    {
      ...values,
      isCompany,
      cardNumber: normalizeCardNumber(values.cardNumber),
      name: offerCardholderName(values, isCompany, methodId),
    },
    methodId,
    now,
    { acceptedCardBrands },
  );
}

const blankToNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * The guest details of the accept call (02 §7): the booker's fields
 * (company name and VAT id for a company booker, first and last name
 * otherwise), contact, country, the card holder's address when the form
 * asked for it, the arrival time also written into the note (as on
 * checkout, so the reservation page finds it), the newsletter choice and
 * the accepted terms. Blank values are null.
 * @example offerGuestDetails({ ...EMPTY_OFFER_FORM, firstName: 'Ana', estimatedTimeOfArrival: '15:00' }, false).note // '\nEstimated time of arrival: 15:00'
 */
export function offerGuestDetails(values: OfferFormValues, isCompany: boolean): OfferGuestDetails & { isCompany: boolean } {
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
 * The payment of a direct accept (02 §7): the built-in card form (method 1)
 * with the card holder of 02 §5.4, or bank transfer. Gateways pay through
 * their own adapters, the wallets through the hosted payment page.
 * @example offerDirectPayment({ ...EMPTY_OFFER_FORM }, false, 2) // { type: 2 }
 */
export function offerDirectPayment(values: OfferFormValues, isCompany: boolean, methodId: number): CardPayment | BankTransferPayment | null {
  if (methodId === METHOD.BANK_TRANSFER) return bankTransferPayment();
  if (methodId === METHOD.CARD) {
    return cardPayment({ name: offerCardholderName(values, isCompany, methodId), expirationDate: values.expirationDate, cvv: values.cvv, cardNumber: values.cardNumber });
  }
  return null;
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
