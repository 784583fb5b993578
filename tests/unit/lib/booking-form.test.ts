import { describe, expect, it } from 'vitest';
import { message } from '../../../src/lib/format/messages.ts';
import {
  acceptedCardBrands,
  cardholderOf,
  choiceMethodId,
  choiceNameKey,
  choiceOfRecord,
  consentsLocked,
  EMPTY_BOOKING_FORM,
  keptValues,
  paymentFormOf,
  recordedChoice,
  switchResetsTerms,
  termsBoxShown,
  type BookingFormValues,
} from '../../../src/lib/checkout/booking-form.ts';
import { directPayment, validateBookingForm } from '../../../src/lib/checkout/booking-check.ts';
import { defaultOfferChoice, offerAcceptErrorKey, offerGuestDetails, offerPrepayment, withPrefill } from '../../../src/lib/offer/offer-payment.ts';
import { paymentChoices as offerPaymentChoices, paymentNoticeKey } from '../../../src/lib/payment/payment-methods.ts';
import type { PaymentMethod } from '../../../src/lib/types.ts';

const ENGINE = 3;
const card: PaymentMethod = { id: 1, bookingEngineId: ENGINE, settings: { selectedCardTypes: 'visa,mastercard' } };
const bank: PaymentMethod = { id: 2, bookingEngineId: ENGINE, settings: { iban: 'HR1210010051863000160' } };
const emptyMonri: PaymentMethod = { id: 4, bookingEngineId: ENGINE, settings: { selectedCardTypes: 'visa' } };
const monri: PaymentMethod = { id: 4, bookingEngineId: ENGINE, settings: { authenticityToken: 'tok' } };
const saferpay: PaymentMethod = {
  id: 7,
  bookingEngineId: ENGINE,
  settings: { customerId: '245994', selectedWalletTypes: 'paypal,googlepay,applepay', selectedCardTypes: 'visa,amex' },
};
const otherEngine: PaymentMethod = { id: 2, bookingEngineId: 9, settings: null };

const filled: BookingFormValues = {
  ...EMPTY_BOOKING_FORM,
  firstName: 'Ana',
  lastName: 'Horvat',
  email: 'ana.horvat@mail.hr',
  phone: '+385 91 555 0101',
  country: 'HR',
  estimatedTimeOfArrival: '15:00',
  note: 'We arrive by ferry.',
  termsAccepted: true,
};

const TERMS = 'You agree to the house rules.';

describe('the ways to pay (02 §2.2, §2.7, §4.2)', () => {
  it('lists the engine methods in order, then the payment page options of gateway E', () => {
    const choices = offerPaymentChoices([card, bank, saferpay, otherEngine], ENGINE);
    expect(choices.map((choice) => choice.key)).toEqual(['1', '2', '7', '7googlepay,applepay', '7paypal', '7amex']);
    expect(choices.slice(3).every((choice) => choice.method.id === 7 && choiceMethodId(choice) === 7)).toBe(true);
  });

  it('offers method 4 without its token as the card form (empty gateway B)', () => {
    const [choice] = offerPaymentChoices([emptyMonri], ENGINE);
    expect(choice).toMatchObject({ key: '1-card', method: { id: 1, emptyGatewayB: true, settings: null }, option: null });
  });

  it('preselects bank transfer, the offer form reading of 02 §3.1, else the first choice', () => {
    expect(defaultOfferChoice(offerPaymentChoices([card, bank], ENGINE))?.key).toBe('2');
    expect(defaultOfferChoice(offerPaymentChoices([card, monri], ENGINE))?.key).toBe('1');
    expect(defaultOfferChoice([])).toBeNull();
  });

  it('keeps a choice made before while it is still offered', () => {
    const choices = offerPaymentChoices([card, bank], ENGINE);
    expect(defaultOfferChoice(choices, '1')?.key).toBe('1');
    expect(defaultOfferChoice(choices, '7paypal')?.key).toBe('2');
  });

  it('reads and writes the choice of a booker record', () => {
    const choices = offerPaymentChoices([card, bank, saferpay], ENGINE);
    expect(choiceOfRecord(choices, '7paypal')?.key).toBe('7paypal');
    expect(choiceOfRecord(choices, 2)?.key).toBe('2');
    expect(choiceOfRecord(choices, 4)).toBeNull();
    expect(choices.map(recordedChoice)).toEqual([1, 2, 7, '7googlepay,applepay', '7paypal', '7amex']);
  });

  it('names methods and wallet options', () => {
    const [cardChoice, bankChoice, , merged] = offerPaymentChoices([card, bank, saferpay], ENGINE);
    expect(choiceNameKey(cardChoice)).toBe('Credit card');
    expect(choiceNameKey(bankChoice)).toBe('Bank transfer');
    expect(choiceNameKey(merged)).toBe('wallet.googlepay-applepay');
  });
});

describe('the terms box and the payment forms (02 §2.7, §4.3)', () => {
  const [cardChoice, bankChoice] = offerPaymentChoices([card, bank], ENGINE);
  const [emptyChoice] = offerPaymentChoices([emptyMonri], ENGINE);
  const [monriChoice] = offerPaymentChoices([monri], ENGINE);
  const [saferpayChoice, paypal] = offerPaymentChoices([saferpay], ENGINE).filter((choice) => choice.key === '7' || choice.key === '7paypal');
  const stripeChoice = offerPaymentChoices([{ id: 3, bookingEngineId: ENGINE, settings: { publishableApiKey: 'pk_test_1' } }], ENGINE)[0];

  it('shows the terms only while bookable, with terms, for the choices that read them first', () => {
    expect(termsBoxShown(emptyChoice, TERMS, true)).toBe(true);
    expect(termsBoxShown(monriChoice, TERMS, true)).toBe(true);
    expect(termsBoxShown(saferpayChoice, TERMS, true)).toBe(true);
    expect(termsBoxShown(paypal, TERMS, true)).toBe(true);
    expect(termsBoxShown(emptyChoice, TERMS, false)).toBe(false);
    expect(termsBoxShown(emptyChoice, '  ', true)).toBe(false);
    expect(termsBoxShown(cardChoice, TERMS, true)).toBe(false);
    expect(termsBoxShown(bankChoice, TERMS, true)).toBe(false);
    expect(termsBoxShown(null, TERMS, true)).toBe(false);
  });

  it('locks the consents while the shown terms are unread', () => {
    expect(consentsLocked(emptyChoice, TERMS, true, false)).toBe(true);
    expect(consentsLocked(emptyChoice, TERMS, true, true)).toBe(false);
    expect(consentsLocked(bankChoice, TERMS, true, false)).toBe(false);
  });

  it('shows the card form at once, or as empty gateway B once the terms are accepted', () => {
    expect(paymentFormOf(cardChoice, false)).toBe('card');
    expect(paymentFormOf(emptyChoice, false)).toBeNull();
    expect(paymentFormOf(emptyChoice, true)).toBe('card');
    expect(paymentFormOf(bankChoice, false)).toBe('bankTransfer');
    expect(paymentFormOf(monriChoice, false)).toBe('gateway');
    expect(paymentFormOf(saferpayChoice, false)).toBe('gateway');
    expect(paymentFormOf(stripeChoice, false)).toBe('gateway');
    expect(paymentFormOf(paypal, false)).toBe('paymentPage');
    expect(paymentFormOf(null, true)).toBeNull();
  });

  it('resets the terms when leaving bank transfer for anything but the card form', () => {
    expect(switchResetsTerms(bankChoice, cardChoice)).toBe(false);
    expect(switchResetsTerms(bankChoice, monriChoice)).toBe(true);
    expect(switchResetsTerms(bankChoice, paypal)).toBe(true);
    expect(switchResetsTerms(cardChoice, bankChoice)).toBe(false);
    expect(switchResetsTerms(null, bankChoice)).toBe(false);
  });

  it('shows the card notice for card payments and none for bank transfer', () => {
    expect(paymentNoticeKey(cardChoice.method)).toBe('PaymentInformationNotice');
    expect(paymentNoticeKey(monriChoice.method)).toBe('PaymentInformationGatewayB');
    expect(paymentNoticeKey(bankChoice.method)).toBeNull();
    expect(paymentNoticeKey(null)).toBeNull();
  });

  it('takes the card brands the engine lists', () => {
    expect(acceptedCardBrands([bank, card], ENGINE)).toEqual(['visa', 'mastercard']);
    expect(acceptedCardBrands([bank], ENGINE)).toEqual([]);
  });
});

describe('checking and sending the form (02 §5.1, §5.2, §5.4, §7)', () => {
  const now = new Date('2027-03-01T09:00:00Z');
  const [cardChoice, bankChoice, , paypalChoice] = offerPaymentChoices(
    [card, bank, { ...saferpay, settings: { ...saferpay.settings, selectedWalletTypes: 'paypal' } }],
    ENGINE,
  );

  it('checks the booker only for a wallet, the card holder address for a gateway', () => {
    expect(paypalChoice.key).toBe('7paypal');
    expect(validateBookingForm(filled, paypalChoice, now)).toEqual({});
    const [monriChoice] = offerPaymentChoices([monri], ENGINE);
    expect(Object.keys(validateBookingForm(filled, monriChoice, now))).toEqual(['address', 'city', 'postalCode']);
  });

  it('accepts a complete private booker paying by bank transfer', () => {
    expect(validateBookingForm(filled, bankChoice, now)).toEqual({});
  });

  it('asks for the terms and every booker field', () => {
    const errors = validateBookingForm(EMPTY_BOOKING_FORM, bankChoice, now);
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'email', 'phone', 'country', 'estimatedTimeOfArrival', 'termsAccepted']);
    expect(errors.termsAccepted).toEqual(message('TOSValidationError'));
  });

  it('asks a company booker for company name and VAT id, not first and last name', () => {
    const company = { ...filled, firstName: '', lastName: '' };
    expect(Object.keys(validateBookingForm({ ...company, isCompany: true }, bankChoice, now))).toEqual(['companyName', 'companyVatId']);
    expect(
      validateBookingForm({ ...{ ...company, companyName: 'Adriatic Travel d.o.o.', companyVatId: 'HR12345678901' }, isCompany: true }, bankChoice, now),
    ).toEqual({});
  });

  it('checks the card form for method 1 with the engine brands and the card holder of 02 §5.4', () => {
    const withCard = { ...filled, cardNumber: '4111 1111 1111 1111', cvv: '123', expirationDate: '12/30' };
    expect(validateBookingForm(withCard, cardChoice, now, ['visa'])).toEqual({});
    expect(validateBookingForm(withCard, cardChoice, now, ['mastercard']).cardNumber).toEqual(message('This is not supported card number'));
    expect(validateBookingForm({ ...withCard, cardholderSameAsGuest: false }, cardChoice, now).name).toEqual(message('This value cannot be empty'));
    expect(validateBookingForm({ ...withCard, expirationDate: '01/27' }, cardChoice, now).expirationDate).toEqual(message('Expiration date is in the past'));
  });

  it('sends the company name as card holder for a company booker (the checkout reading of 02 §5.4)', () => {
    expect(cardholderOf({ ...{ ...filled, companyName: 'Adriatic Travel d.o.o.' }, isCompany: true }, 1)).toBe('Adriatic Travel d.o.o.');
    expect(cardholderOf(filled, 1)).toBe('Ana Horvat');
    expect(cardholderOf({ ...filled, cardholderSameAsGuest: false, cardholderName: ' Ivo  Kovač ' }, 1)).toBe('Ivo Kovač');
  });

  it('puts the known booker fields over what was typed, a company booker or not as the offer says', () => {
    const values = withPrefill(
      { ...filled, email: 'typed@example.com', isCompany: true },
      { isCompany: false, values: { email: 'ana@example.com' }, locked: ['email'], isNewsletterSubscribed: false },
    );
    expect(values.email).toBe('ana@example.com');
    expect(values.firstName).toBe('Ana');
    expect(values.isCompany).toBe(false);
  });

  it('keeps for the tab only the typed booker fields of the right type, never card data or the terms', () => {
    expect(keptValues({ ...filled, phone: 5, cardNumber: '4111111111111111', cvv: '123', expirationDate: '12/30' })).toEqual({
      isCompany: false,
      firstName: 'Ana',
      lastName: 'Horvat',
      companyName: '',
      companyVatId: '',
      email: 'ana.horvat@mail.hr',
      country: 'HR',
      address: '',
      city: '',
      postalCode: '',
      estimatedTimeOfArrival: '15:00',
      note: 'We arrive by ferry.',
      isNewsletterSubscribed: false,
      cardholderSameAsGuest: true,
      cardholderName: '',
    });
    expect(keptValues('not an object')).toEqual({});
    expect(keptValues(null)).toEqual({});
  });

  it('builds the guest details with the arrival time in the note, blank values null', () => {
    expect(offerGuestDetails(filled)).toEqual({
      firstName: 'Ana',
      lastName: 'Horvat',
      companyName: null,
      companyVatId: null,
      email: 'ana.horvat@mail.hr',
      phone: '+385 91 555 0101',
      country: 'HR',
      address: null,
      city: null,
      postalCode: null,
      estimatedTimeOfArrival: '15:00',
      note: 'We arrive by ferry.\nEstimated time of arrival: 15:00',
      isCompany: false,
      isNewsletterSubscribed: false,
      termsAccepted: true,
    });
    const company = offerGuestDetails({ ...{ ...filled, companyName: 'Adriatic Travel d.o.o.', companyVatId: 'HR12345678901' }, isCompany: true });
    expect(company).toMatchObject({ firstName: null, lastName: null, companyName: 'Adriatic Travel d.o.o.', companyVatId: 'HR12345678901', isCompany: true });
  });

  it('pays directly by card or bank transfer only', () => {
    expect(directPayment(filled, 2)).toEqual({ type: 2 });
    expect(directPayment({ ...filled, cardNumber: '4111 1111 1111 1111', cvv: '123', expirationDate: '12/30' }, 1)).toEqual({
      type: 1,
      name: 'Ana Horvat',
      expirationDate: '12/30',
      cvv: '123',
      cardNumber: '4111111111111111',
    });
    expect(directPayment(filled, 4)).toBeNull();
  });

  it('sums the prepayment of every reservation', () => {
    expect(
      offerPrepayment([
        { prepaymentAmount: 148.8, currency: 'EUR' },
        { prepaymentAmount: 100.5, currency: 'EUR' },
      ]),
    ).toEqual({ amount: 249.3, currency: 'EUR' });
    expect(offerPrepayment([])).toEqual({ amount: 0, currency: 'EUR' });
  });
});

describe('a failed accept (02 §4.5, §8)', () => {
  it('names the e-mail and availability refusals, else the generic error', () => {
    expect(offerAcceptErrorKey(400, ['Email doesnt exist'])).toBe('Email doesnt exist');
    expect(offerAcceptErrorKey(400, ['UnitType is not available'])).toBe('UnitType is not available');
    expect(offerAcceptErrorKey(400, ['Card authorisation error'])).toBe('Card authorisation error');
    expect(offerAcceptErrorKey(409, ['UnitType is not available'])).toBe('There was an error during booking');
    expect(offerAcceptErrorKey(0, [])).toBe('There was an error during booking');
  });

  it('shows nothing for an answer that carries response.error', () => {
    expect(offerAcceptErrorKey(null, [])).toBeNull();
  });
});
