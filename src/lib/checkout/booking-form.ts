/**
 * The booking form's rules, one set for the checkout and the offer payment
 * screen (02 §2.2, §2.7, §3.1, §4.2, §4.3, §5.1, §5.2, §5.4): the form's
 * values, which way to pay a choice is paid as and named by, when the
 * terms box shows and locks the consents, which payment form shows, what
 * is checked before booking and the payment a direct booking carries.
 *
 * Pure: plain values in, plain values out; the clock is a parameter.
 */
import { cardholderNameSent } from './cardholder.ts';
import { cardFieldsAfterTerms, METHOD, methodNameKey, resetsTermsOnSwitch, type PaymentChoice } from '../payment/payment-methods.ts';
import type { PaymentMethod } from '../types.ts';
import { paymentPageOptionLabelKey } from '../payment/wallets.ts';

export { isScrolledToEnd, type PaymentChoice } from '../payment/payment-methods.ts';

/** The booking form's fields (02 §3.1). Card fields stay in memory only. */
export interface BookingFormValues {
  /** A company booker: company name and VAT id instead of first and last name (the offer's booker decides it there). */
  isCompany: boolean;
  firstName: string;
  lastName: string;
  companyName: string;
  companyVatId: string;
  email: string;
  phone: string;
  country: string;
  /** The card holder's address of the gateway forms (02 §2.4, §5.2); always sent, empty when not asked. */
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

/** An empty form: every text '', a private booker, the card holder the booker (02 §3.1 defaults). */
export const EMPTY_BOOKING_FORM: BookingFormValues = {
  isCompany: false,
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
 * The fields kept for the tab (a reload or the language link loses
 * nothing typed): never card data or the terms.
 */
export const KEPT_FIELDS = [
  'isCompany',
  'firstName',
  'lastName',
  'companyName',
  'companyVatId',
  'email',
  'phone',
  'country',
  'address',
  'city',
  'postalCode',
  'estimatedTimeOfArrival',
  'note',
  'isNewsletterSubscribed',
  'cardholderSameAsGuest',
  'cardholderName',
] as const satisfies readonly (keyof BookingFormValues)[];

/**
 * The kept fields of stored values whose type is right; anything else is
 * left out, so a corrupt or foreign entry cannot break the form.
 * @example keptValues({ firstName: 'Ana', cvv: '123', phone: 5 }) // { firstName: 'Ana' }
 */
export function keptValues(stored: unknown): Partial<BookingFormValues> {
  const values: Partial<BookingFormValues> = {};
  if (!stored || typeof stored !== 'object') return values;
  for (const field of KEPT_FIELDS) {
    const value = (stored as Record<string, unknown>)[field];
    if (typeof value === typeof EMPTY_BOOKING_FORM[field]) (values as Record<string, unknown>)[field] = value;
  }
  return values;
}

/** The choice a booker record or a kept form names: a payment page option's id ('7paypal'), or a plain method id. */
export function choiceOfRecord(choices: readonly PaymentChoice[], selected: number | string): PaymentChoice | null {
  if (typeof selected === 'string') return choices.find((choice) => choice.option?.id === selected) ?? null;
  return choices.find((choice) => choice.option === null && choice.method.id === selected) ?? null;
}

/**
 * What a booker record stores as the selected method: the option's id for
 * a wallet, else the method id.
 * @example recordedChoice({ key: '2', method: { id: 2, … }, option: null }) // 2
 */
export function recordedChoice(choice: PaymentChoice): number | string {
  return choice.option?.id ?? choice.method.id;
}

/**
 * The payment method a choice is checked and paid as: 7 (gateway E) for a
 * payment page option, else its method.
 * @example choiceMethodId({ method: { id: 7, … }, option: { id: '7paypal', … } }) // 7
 */
export function choiceMethodId(choice: Pick<PaymentChoice, 'method' | 'option'>): number {
  return choice.option ? METHOD.GATEWAY_E : choice.method.id;
}

/**
 * The translation key naming a choice in the summary.
 * @example choiceNameKey({ method: { id: 2, … }, option: null }) // 'Bank transfer'
 */
export function choiceNameKey(choice: Pick<PaymentChoice, 'method' | 'option'>): string {
  return choice.option ? paymentPageOptionLabelKey(choice.option.paymentPageOption) : methodNameKey(choice.method.id);
}

/** Whether the choice's card entry waits for the terms: methods 4, 6, gateway E, the wallets, and the card form as 'empty gateway B' (02 §4.3). */
const readsTermsFirst = (choice: Pick<PaymentChoice, 'method' | 'option'>): boolean => choice.option !== null || cardFieldsAfterTerms(choice.method);

/**
 * Whether the 'Terms and conditions' box shows (02 §2.2, §2.7, §4.3): only
 * while the booking can be made (an offer still bookable), only when the
 * engine has terms, and for the choices that read the terms first
 * (methods 4, 6, gateway E, the wallet options, and 1 as 'empty gateway B').
 * @example termsBoxShown(monriChoice, 'Terms…', false) // false
 */
export function termsBoxShown(choice: Pick<PaymentChoice, 'method' | 'option'> | null, termsOfService: string | null | undefined, bookable = true): boolean {
  if (!choice || !bookable || !termsOfService?.trim()) return false;
  return readsTermsFirst(choice);
}

/**
 * Whether the newsletter and terms checkboxes wait for the terms to be
 * read (02 §4.3): while the box shows and is unread. The terms links are
 * plain text meanwhile (02 §2.7).
 */
export function consentsLocked(
  choice: Pick<PaymentChoice, 'method' | 'option'> | null,
  termsOfService: string | null | undefined,
  bookable: boolean,
  termsRead: boolean,
): boolean {
  return termsBoxShown(choice, termsOfService, bookable) && !termsRead;
}

/** The form under the method selector. */
export type PaymentFormKind = 'card' | 'bankTransfer' | 'gateway' | 'paymentPage';

/**
 * Which payment form shows under the selector (02 §2.4, §4.3):
 * - 'card': the built-in card form (method 1; as 'empty gateway B' only
 *   once the terms are accepted);
 * - 'bankTransfer': the prepayment message (method 2);
 * - 'gateway': the gateway's own form (methods 3–7; it shows its hosted
 *   card fields for 4, 6 and 7 once the terms are accepted);
 * - 'paymentPage': nothing to fill in, the hosted payment page asks;
 * - null: nothing yet.
 * @example paymentFormOf(emptyGatewayBChoice, false) // null
 */
export function paymentFormOf(choice: Pick<PaymentChoice, 'method' | 'option'> | null, termsAccepted: boolean): PaymentFormKind | null {
  if (!choice) return null;
  if (choice.option) return 'paymentPage';
  if (choice.method.id === METHOD.BANK_TRANSFER) return 'bankTransfer';
  if (choice.method.id === METHOD.CARD) return !choice.method.emptyGatewayB || termsAccepted ? 'card' : null;
  return 'gateway';
}

/**
 * Whether switching choices resets the terms (02 §4.2): from bank
 * transfer to anything but the card form.
 * @example switchResetsTerms(bankChoice, paypalChoice) // true
 */
export function switchResetsTerms(from: Pick<PaymentChoice, 'method' | 'option'> | null, to: Pick<PaymentChoice, 'method' | 'option'>): boolean {
  if (!from || from.option) return false;
  return resetsTermsOnSwitch(from.method.id, choiceMethodId(to));
}

/**
 * The card brands the built-in form takes: the first of the engine's
 * methods that lists selectedCardTypes; empty takes every supported brand.
 * @example acceptedCardBrands([{ id: 1, bookingEngineId: 3, settings: { selectedCardTypes: 'visa, mastercard' } }], 3) // ['visa', 'mastercard']
 */
export function acceptedCardBrands(methods: readonly PaymentMethod[], bookingEngineId: number | null): string[] {
  const listed = methods.find((method) => method.bookingEngineId === bookingEngineId && method.settings?.selectedCardTypes)?.settings?.selectedCardTypes ?? '';
  return listed
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The card holder name sent (02 §5.4). Of the two readings the spec gives
 * for the offer flow, both screens take the checkout's: with 'Card holder
 * same as booker' ticked a company booker sends its company name, a
 * private booker 'first last'; unticked, the name entered.
 * @example cardholderOf({ ...EMPTY_BOOKING_FORM, firstName: 'Ana', lastName: 'Horvat' }, 1) // 'Ana Horvat'
 */
export function cardholderOf(values: BookingFormValues, methodId: number): string {
  return cardholderNameSent(values, methodId, 'checkout');
}
