/**
 * What 'Book now' needs of the booking form's rules (02 §5, §7): the
 * checks of the values for the chosen way to pay, and the payment of the
 * card form or bank transfer. Apart from `booking-form.ts`, so the screens
 * load the rules (valibot schemas, card number checks) only when the guest
 * reaches into the form or books.
 */
import type { BookingErrors } from './booking-schema.ts';
import { validateBooking } from './booking-validation.ts';
import { cardholderOf, choiceMethodId, type BookingFormValues, type PaymentChoice } from './booking-form.ts';
import { normalizeCardNumber } from '../payment/card-brands.ts';
import { METHOD } from '../payment/payment-methods.ts';
import { bankTransferPayment, cardPayment, type BankTransferPayment, type CardPayment } from '../payment/payment-payload.ts';

/** 'Did you mean …?' under the e-mail address: loaded with the rules, when the guest reaches into the form. */
export { emailSuggestion } from './email-suggestion.ts';

/**
 * Checks the form before booking (02 §5.1, §5.2): the booker rules
 * (private or company), the terms, and the choice's own fields (the card
 * form for 1, the card holder's address for 3–6; the booker only for 2,
 * gateway E and the wallets).
 * @example validateBookingForm({ ...EMPTY_BOOKING_FORM, firstName: 'Ana' }, bankChoice, new Date()).lastName // { key: 'This value cannot be empty', tokens: {} }
 */
export function validateBookingForm(
  values: BookingFormValues,
  choice: Pick<PaymentChoice, 'method' | 'option'>,
  now: Date,
  cardBrands: readonly string[] = [],
): BookingErrors {
  const methodId = choiceMethodId(choice);
  return validateBooking({ ...values, cardNumber: normalizeCardNumber(values.cardNumber), name: cardholderOf(values, methodId) }, methodId, now, {
    acceptedCardBrands: cardBrands,
  });
}

/**
 * The payment of a direct booking (02 §7): the built-in card form
 * (method 1) with the card holder of 02 §5.4, or bank transfer. Gateways
 * pay through their own adapters, the wallets through the hosted page.
 * @example directPayment({ ...EMPTY_BOOKING_FORM }, 2) // { type: 2 }
 */
export function directPayment(values: BookingFormValues, methodId: number): CardPayment | BankTransferPayment | null {
  if (methodId === METHOD.BANK_TRANSFER) return bankTransferPayment();
  if (methodId === METHOD.CARD)
    return cardPayment({ name: cardholderOf(values, methodId), expirationDate: values.expirationDate, cvv: values.cvv, cardNumber: values.cardNumber });
  return null;
}
