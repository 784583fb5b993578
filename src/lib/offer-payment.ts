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
import { METHOD, offeredMethods, paymentNoticeKey, resetsTermsOnSwitch, methodNameKey, isScrolledToEnd } from './payment-methods.ts';
import { bankTransferPayment, cardPayment, type BankTransferPayment, type CardPayment } from './payment-payload.ts';
import { roundMoney } from './money.ts';
import { DEFAULT_OFFER_CURRENCY } from './offer-grouping.ts';
import type { PaymentMethod, PaymentMethodSettings } from './types.ts';
import { GATEWAY_E_METHOD_ID, paymentPageOptionLabelKey, paymentPageOptions, type PaymentPageOptionValue } from './wallets.ts';

export { isScrolledToEnd };

/** One way to pay the offer, as the method selector offers it. */
export interface OfferPaymentChoice {
  /** What the selector and the booker record name it: a method id, or a payment page option's id ('7paypal'). */
  id: number | string;
  /** The payment method behind it (02 §9.1): 1 card form, 2 bank transfer, 3–6 gateways A–D, 7 gateway E. */
  methodId: number;
  bookingEngineId: number;
  settings: PaymentMethodSettings | null;
  /** Method 4 without an authenticityToken, offered as the card form (02 §4.2). */
  emptyGatewayB: boolean;
  /** The hosted payment page's option (a wallet or amex), or null for a method. */
  paymentPageOption: PaymentPageOptionValue | null;
}

/**
 * The ways to pay an offer (02 §2.7, §4.2): the payment methods of the
 * offer's booking engine in their order (method 4 without an
 * authenticityToken becomes the card form, as on checkout), then the
 * hosted payment page's options of its gateway E method.
 * @example offerPaymentChoices([{ id: 1, bookingEngineId: 3, settings: null }, { id: 2, bookingEngineId: 3, settings: null }], 3).map((c) => c.id) // [1, 2]
 */
export function offerPaymentChoices(methods: readonly PaymentMethod[], bookingEngineId: number): OfferPaymentChoice[] {
  const direct = offeredMethods(methods, bookingEngineId).map(
    (method): OfferPaymentChoice => ({
      id: method.id,
      methodId: method.id,
      bookingEngineId: method.bookingEngineId,
      settings: method.settings,
      emptyGatewayB: method.emptyGatewayB,
      paymentPageOption: null,
    }),
  );
  const pages = paymentPageOptions(methods, bookingEngineId).map(
    (option): OfferPaymentChoice => ({
      id: option.id,
      methodId: GATEWAY_E_METHOD_ID,
      bookingEngineId: option.bookingEngineId,
      settings: methods.find((method) => method.id === GATEWAY_E_METHOD_ID && method.bookingEngineId === bookingEngineId)?.settings ?? null,
      emptyGatewayB: false,
      paymentPageOption: option.paymentPageOption,
    }),
  );
  return [...direct, ...pages];
}

/** The method the offer form starts with (02 §3.1: 2 on the offer checkout form). */
export const OFFER_DEFAULT_METHOD = METHOD.BANK_TRANSFER;

/**
 * The choice the form starts with. 02 §3.1 gives two defaults: 1 in the
 * checkout state and 2 on the offer checkout form; this screen takes the
 * offer form's reading, 2: bank transfer is preselected when the offer's
 * engine offers it. An engine without bank transfer gets its first choice
 * (02 §4.2), since a default it does not offer could not be paid with.
 * A choice the guest made before (a restored form) is kept while it is
 * still offered.
 * @example defaultOfferChoice([{ id: 1 }, { id: 2 }]).id // 2
 * @example defaultOfferChoice([{ id: 1 }, { id: 4 }]).id // 1
 */
export function defaultOfferChoice<C extends Pick<OfferPaymentChoice, 'id'>>(choices: readonly C[], previous?: number | string | null): C | null {
  if (previous !== undefined && previous !== null) {
    const kept = choices.find((choice) => choice.id === previous);
    if (kept) return kept;
  }
  return choices.find((choice) => choice.id === OFFER_DEFAULT_METHOD) ?? choices[0] ?? null;
}

/**
 * The translation key naming a choice on its tile and in the summary.
 * @example choiceNameKey({ methodId: 2, paymentPageOption: null }) // 'Bank transfer'
 */
export function choiceNameKey(choice: Pick<OfferPaymentChoice, 'methodId' | 'paymentPageOption'>): string {
  return choice.paymentPageOption ? paymentPageOptionLabelKey(choice.paymentPageOption) : methodNameKey(choice.methodId);
}

/** Whether the choice's card entry waits for the terms: methods 4, 6, gateway E, the wallets, and the card form as 'empty gateway B' (02 §4.3). */
function readsTermsFirst(choice: Pick<OfferPaymentChoice, 'methodId' | 'emptyGatewayB' | 'paymentPageOption'>): boolean {
  if (choice.paymentPageOption) return true;
  return (
    choice.methodId === METHOD.GATEWAY_B ||
    choice.methodId === METHOD.GATEWAY_A ||
    choice.methodId === GATEWAY_E_METHOD_ID ||
    (choice.methodId === METHOD.CARD && choice.emptyGatewayB)
  );
}

/**
 * Whether the 'Terms and conditions' box shows (02 §2.7, §4.3): only while
 * the offer is bookable, only when the engine has terms, and for the
 * choices that read the terms first (methods 4, 6, gateway E, the wallet
 * options, and 1 as 'empty gateway B').
 * @example offerTermsBoxShown({ methodId: 4, emptyGatewayB: false, paymentPageOption: null }, 'Terms…', true) // true
 * @example offerTermsBoxShown({ methodId: 4, emptyGatewayB: false, paymentPageOption: null }, 'Terms…', false) // false
 */
export function offerTermsBoxShown(
  choice: Pick<OfferPaymentChoice, 'methodId' | 'emptyGatewayB' | 'paymentPageOption'> | null,
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
  choice: Pick<OfferPaymentChoice, 'methodId' | 'emptyGatewayB' | 'paymentPageOption'> | null,
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
 * - 'gateway': the gateway's own card fields (methods 3 and 5 at once;
 *   4, 6 and 7 once the terms are accepted);
 * - 'paymentPage': nothing to fill in, the hosted payment page asks;
 * - null: nothing yet.
 * @example offerPaymentForm({ methodId: 4, emptyGatewayB: false, paymentPageOption: null }, false) // null
 */
export function offerPaymentForm(
  choice: Pick<OfferPaymentChoice, 'methodId' | 'emptyGatewayB' | 'paymentPageOption'> | null,
  termsAccepted: boolean,
): 'card' | 'bankTransfer' | 'gateway' | 'paymentPage' | null {
  if (!choice) return null;
  if (choice.paymentPageOption) return 'paymentPage';
  if (choice.methodId === METHOD.BANK_TRANSFER) return 'bankTransfer';
  if (choice.methodId === METHOD.CARD) return !choice.emptyGatewayB || termsAccepted ? 'card' : null;
  if (readsTermsFirst(choice)) return termsAccepted ? 'gateway' : null;
  return 'gateway';
}

/**
 * Whether switching choices resets the terms (02 §4.2): from bank
 * transfer to anything but the card form.
 * @example offerSwitchResetsTerms({ methodId: 2, paymentPageOption: null }, { methodId: 7, paymentPageOption: 'paypal' }) // true
 */
export function offerSwitchResetsTerms(
  from: Pick<OfferPaymentChoice, 'methodId' | 'paymentPageOption'> | null,
  to: Pick<OfferPaymentChoice, 'methodId' | 'paymentPageOption'>,
): boolean {
  if (!from || from.paymentPageOption) return false;
  return resetsTermsOnSwitch(from.methodId, to.paymentPageOption ? GATEWAY_E_METHOD_ID : to.methodId);
}

/**
 * The notice under the payment section (02 §2.7): 'PaymentInformationNotice'
 * for methods other than 2, 4 and 6; gateway B's own text for 4 and 6;
 * none for bank transfer.
 * @example offerPaymentNoticeKey({ methodId: 1, emptyGatewayB: false, paymentPageOption: null, bookingEngineId: 3, settings: null, id: 1 }) // 'PaymentInformationNotice'
 */
export function offerPaymentNoticeKey(choice: OfferPaymentChoice | null): string | null {
  if (!choice) return null;
  return paymentNoticeKey({ id: choice.methodId, bookingEngineId: choice.bookingEngineId, settings: choice.settings, emptyGatewayB: choice.emptyGatewayB });
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
 * @example validateOfferForm({ ...EMPTY_OFFER_FORM, firstName: 'Ana' }, { methodId: 2 }, false, new Date()).lastName // { key: 'This value cannot be empty', tokens: {} }
 */
export function validateOfferForm(
  values: OfferFormValues,
  choice: Pick<OfferPaymentChoice, 'methodId'>,
  isCompany: boolean,
  now: Date,
  acceptedCardBrands: readonly string[] = [],
): BookingErrors {
  return validateBooking(
    {
      ...values,
      isCompany,
      cardNumber: normalizeCardNumber(values.cardNumber),
      name: offerCardholderName(values, isCompany, choice.methodId),
    },
    choice.methodId,
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
  generic: 'There was an error during booking',
} as const;

/**
 * The message a failed accept shows (02 §4.5, §8): an answer of status 400
 * naming 'Email doesnt exist' or 'UnitType is not available' shows that
 * text; any other failed request 'There was an error during booking'. An
 * answer that arrived but carries `response.error` instead of a
 * reservation (02 §4.5) shows nothing: `status` null.
 * @example offerAcceptErrorKey(400, ['Email doesnt exist']) // 'Email doesnt exist'
 * @example offerAcceptErrorKey(null, []) // null
 */
export function offerAcceptErrorKey(status: number | null, messages: readonly string[]): string | null {
  if (status === null) return null;
  if (status === 400 && messages.includes(OFFER_ACCEPT_ERRORS.emailMissing)) return OFFER_ACCEPT_ERRORS.emailMissing;
  if (status === 400 && messages.includes(OFFER_ACCEPT_ERRORS.unitUnavailable)) return OFFER_ACCEPT_ERRORS.unitUnavailable;
  return OFFER_ACCEPT_ERRORS.generic;
}
