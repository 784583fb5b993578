import '../../styles/checkout.css';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { Field } from './Field.tsx';
import { CardForm } from './CardForm.tsx';
import { SearchableSelect } from '../ui/SearchableSelect.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { useMoney } from '../ui/useMoney.ts';
import { Summary } from './Summary.tsx';
import { useCountries } from './useCountries.ts';
import { ChallengeModals } from '../payment/ChallengeModals.tsx';
import { GatewayForm } from '../payment/GatewayForm.tsx';
import { PaymentChoices } from '../payment/PaymentChoices.tsx';
import { ThreeDsReturn } from '../payment/ThreeDsReturn.tsx';
import { useGatewayAdapter } from '../payment/useGatewayAdapter.ts';
import { useFocusAfterAttempt } from '../payment/useFocusAfterAttempt.ts';
import { apiBase } from '../../api/client.ts';
import type { BookingPayment } from '../../api/reservation.ts';
import { validateBooking } from '../../lib/booking-schema.ts';
import type { BookerRecord } from '../../lib/booker-record.ts';
import { cardholderNameSent } from '../../lib/cardholder.ts';
import { basketTotals } from '../../lib/extras.ts';
import { arrivalTimeOptions } from '../../lib/guest-note.ts';
import type { Message } from '../../lib/messages.ts';
import { bankTransferPayment, cardPayment, paymentPagePayment } from '../../lib/payment-payload.ts';
import { chosenPayment, isScrolledToEnd, METHOD, methodNameKey, paymentChoices, paymentNoticeKey, resetsTermsOnSwitch, showsTermsBox, termsLocked, type PaymentChoice } from '../../lib/payment-methods.ts';
import { isPaymentPageOptionId, paymentPageOptionOf } from '../../lib/wallets.ts';
import { basketPrepayment } from '../../lib/prepayment.ts';
import type { Locale, NumberFormat, PaymentMethod } from '../../lib/types.ts';
import { gatewayOf } from '../../payments/index.ts';
import { hasFlag, THREE_DS_RETURN_FLAG } from '../../payments/messages.ts';
import { GENERIC_ERROR } from '../../payments/results.ts';
import { $basket, loadStoredBasket } from '../../stores/basket.ts';
import { $details, restoreDetails, updateDetails, type CheckoutDetails } from '../../stores/checkout.ts';
import { CARD_AGAIN, CHECKOUT_ATTEMPT, keepPayment, reservationPath, resumeBooking, STALE_STAY_ERRORS, submitBooking } from '../../stores/checkout-booking.ts';
import { staySearchQuery } from '../../lib/search-query.ts';
import { hasPendingAttempt, lastBooking } from '../../stores/booking-attempt.ts';
import { trackFormInput } from '../../stores/analytics.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { startLoading, stopLoading } from '../../stores/loading.ts';
import { openModal } from '../../stores/modal.ts';
import { stepUrl } from '../../stores/navigation.ts';
import { $gatewayAdapter, paymentOrder, runPayment } from '../../stores/payment.ts';
import { dropQueryString, PAYMENT_PAGE_ERROR, startPaymentPage, takePaymentPageReturn } from '../../stores/payment-page.ts';
import { ExchangeRatesNotice } from '../ui/ExchangeRatesNotice.tsx';

export interface CheckoutProps extends IslandProps {
  lang: Locale;
  engine: {
    slug: string;
    currency: string;
    activeCurrencies: string[];
    numberFormat: NumberFormat;
    notePlaceholder: string | null;
    termsOfService: string | null;
    secondaryCurrency: string | null;
    settingsExchangeRate: number | null;
    timeZone: string;
  };
  paymentMethods: PaymentMethod[];
}

const BOOKING = 'booking';

/** Smooth scroll to the top in about 500 ms (02 §4.1 step 2, §9.7). */
function scrollToTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** The checkout details a booker record kept across the payment page restores (02 §2.2). */
function detailsOfRecord(record: BookerRecord): Partial<CheckoutDetails> {
  const { termsRead: _read, selectedPaymentMethod, ...booker } = record;
  const option = typeof selectedPaymentMethod === 'string' && isPaymentPageOptionId(selectedPaymentMethod) ? selectedPaymentMethod : '';
  return { ...booker, selectedPaymentMethod: option ? METHOD.GATEWAY_E : Number(selectedPaymentMethod), selectedPaymentOption: option };
}

/** Whether this page is gateway E's 3-D Secure return screen inside the challenge frame (02 §2.1). */
const isThreeDsReturn = (): boolean => typeof window !== 'undefined' && hasFlag(window.location.search, THREE_DS_RETURN_FLAG);

function Checkout({ lang, engine, paymentMethods }: CheckoutProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const hydrated = useHydrated();
  const items = useStore($basket);
  const details = useStore($details);
  const countries = useCountries(lang);
  const [errors, setErrors] = useState<Partial<Record<string, Message>>>({});
  const [bookingError, setBookingError] = useState<string | null>(null);
  /** Gateway C's error text under its form (02 §4.4). */
  const [gatewayError, setGatewayError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [termsRead, setTermsRead] = useState(false);
  const termsBox = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusAfterAttempt(loading, formElement);

  /** Loading ends, with the error to show (or none: 'payment failed' without a message). */
  const stop = (message: string | null, underGatewayForm = false) => {
    if (underGatewayForm) setGatewayError(message);
    else setBookingError(message);
    setLoading(false);
    stopLoading(BOOKING);
  };

  useEffect(() => {
    // Inside gateway E's 3-D Secure frame this page only tells the checkout around it (ThreeDsReturn).
    if (isThreeDsReturn()) return;
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    restoreDetails();
    // Back from the hosted payment page: the booker restored, the terms as they were (02 §2.2, §4.1 step 5).
    const back = takePaymentPageReturn(window.location.search);
    if (back.record) {
      updateDetails(detailsOfRecord(back.record));
      setTermsRead(back.record.termsRead);
    }
    // The payment page's token is kept as this tab's approved payment before anything else can happen.
    if (back.token) keepPayment(paymentPagePayment(back.token));
    void loadStoredBasket().then(async (hasBasket) => {
      if (back.returning) dropQueryString();
      // A booking this tab left in flight (a reload, Back, the return opened again) is finished first: never paid twice.
      if (hasPendingAttempt(CHECKOUT_ATTEMPT)) {
        setLoading(true);
        startLoading(BOOKING);
        const error = await resumeBooking(lang, engine.slug);
        // Without a basket there is no form to show an error on: the guest goes on as below.
        stop(hasBasket ? error : null);
        if (hasBasket) return;
      }
      if (hasBasket) return;
      // Without accommodation there is nothing to book (02 §2.2): back to the search, or to the reservation
      // this tab just booked when the payment page sends the guest back again.
      const last = back.returning ? lastBooking() : null;
      window.location.replace(last ? reservationPath(lang, last) : stepUrl(lang, ''));
    });
  }, []);

  const engineId = items[0]?.bookingEngineId ?? null;
  const choices = paymentChoices(paymentMethods, engineId);
  const choice = chosenPayment(choices, details.selectedPaymentMethod, details.selectedPaymentOption);
  const method = choice?.method ?? null;
  const option = choice?.option ?? null;
  const totals = basketTotals(items);
  const currency = items[0]?.currency ?? engine.currency;
  const gatewayMethod = hydrated && method && !option && gatewayOf(method.id, method.settings) ? method : null;
  const adapter = useGatewayAdapter(
    gatewayMethod
      ? {
          methodId: gatewayMethod.id,
          bookingEngineId: gatewayMethod.bookingEngineId,
          settings: gatewayMethod.settings ?? {},
          apiUrl: apiBase(),
          locale: lang,
          amount: totals.total,
          currency,
          labels: { cardNumber: t('Card number'), expirationDate: t('Expiration date'), cvv: t('CVV'), cvc: t('CVC') },
        }
      : null,
  );

  // The first method of the basket's engine is preselected (02 §4.2); read from the store, not this render,
  // so details restored in the same commit (session, payment page record) are not overwritten.
  useEffect(() => {
    if (engineId === null) return;
    const current = $details.get();
    const chosen = chosenPayment(choices, current.selectedPaymentMethod, current.selectedPaymentOption);
    if (!chosen) return;
    const optionId = chosen.option?.id ?? '';
    if (chosen.method.id !== current.selectedPaymentMethod || optionId !== current.selectedPaymentOption) updateDetails({ selectedPaymentMethod: chosen.method.id, selectedPaymentOption: optionId });
  }, [choice?.key, engineId]);

  // Another method's gateway: its error text goes (02 §4.4 step 1).
  useEffect(() => setGatewayError(null), [method?.id]);

  // Terms read: within 5 px of the bottom, or at once when they do not overflow (02 §4.3).
  useEffect(() => {
    const box = termsBox.current;
    if (!box) return;
    if (isScrolledToEnd(box)) setTermsRead(true);
  }, [method?.id, hydrated, items.length]);

  if (hydrated && isThreeDsReturn()) return <ThreeDsReturn />;
  if (!hydrated || items.length === 0) return <p className="results-loading" role="status">{t('Loading')}</p>;

  const prepayment = basketPrepayment(items, new Date(), engine.timeZone);
  const showTerms = showsTermsBox(method, engine.termsOfService);
  const locked = termsLocked(method, engine.termsOfService, termsRead);
  const errorText = (field: string) => {
    const error = errors[field];
    return error ? t(error.key, error.tokens) : undefined;
  };
  const set = (changes: Partial<CheckoutDetails>) => {
    updateDetails(changes);
    trackFormInput('checkout', Object.keys(changes));
    if (Object.keys(errors).length > 0) setErrors({});
  };
  const acceptedCardTypes = (paymentMethods.find((candidate) => candidate.bookingEngineId === engineId && candidate.settings?.selectedCardTypes)?.settings?.selectedCardTypes ?? '').split(',').map((type) => type.trim()).filter(Boolean);

  const choose = (next: PaymentChoice) => {
    const changes: Partial<CheckoutDetails> = { selectedPaymentMethod: next.method.id, selectedPaymentOption: next.option?.id ?? '' };
    if (method && resetsTermsOnSwitch(method.id, next.method.id)) {
      changes.termsAccepted = false;
      setTermsRead(false);
    }
    set(changes);
  };

  // 02 §4.1: ignored while loading; validated; then routed by method.
  const book = async () => {
    if (loading || !method) return;
    setBookingError(null);
    setGatewayError(null);
    const name = cardholderNameSent(details, method.id);
    const found = validateBooking(
      { ...details, cardNumber: details.cardNumber.replace(/\s/g, ''), name },
      option ? METHOD.GATEWAY_E : method.id,
      new Date(),
      { acceptedCardBrands: acceptedCardTypes },
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      scrollToTop();
      return;
    }
    setLoading(true);
    startLoading(BOOKING);
    // A booking left in flight is found (or sent again) before anything is paid again.
    if (hasPendingAttempt(CHECKOUT_ATTEMPT)) {
      const error = await resumeBooking(lang, engine.slug);
      if (error !== null && error !== CARD_AGAIN) return stop(error);
    }
    // A wallet or amex: the hosted payment page, and back (02 §4.1 step 3).
    if (option) {
      const started = await startPaymentPage(paymentPageOptionOf(option.id)!, { currency, bookingEngineId: option.bookingEngineId }, { ...details, termsRead, selectedPaymentMethod: option.id });
      if (!started) stop(PAYMENT_PAGE_ERROR);
      return;
    }
    let payment: BookingPayment;
    if (gatewayMethod) {
      const ready = $gatewayAdapter.get();
      if (!ready) return stop(GENERIC_ERROR);
      const outcome = await runPayment(ready, paymentOrder(details, method.id, engine.slug));
      if (outcome.status !== 'approved') return stop(outcome.status === 'failed' ? outcome.message : GENERIC_ERROR, method.id === METHOD.GATEWAY_C);
      payment = outcome.payment;
    } else if (method.id === METHOD.CARD) {
      payment = cardPayment({ name, expirationDate: details.expirationDate, cvv: details.cvv, cardNumber: details.cardNumber });
    } else {
      payment = bankTransferPayment();
    }
    stop(await submitBooking(lang, engine.slug, payment));
  };

  return (
    <div className="checkout">
      <form
        ref={formElement}
        className="checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void book();
        }}
      >
        <ExchangeRatesNotice propertyCurrency={currency} />
        {Object.keys(errors).length > 0 ? (
          <p className="form-error" role="alert">
            {t('The form has errors, please check above.')}
          </p>
        ) : null}
        <section aria-labelledby="booker-heading" className="checkout-section">
          <h2 id="booker-heading">{t('Booker details')}</h2>
          <label className="checkbox">
            <input type="checkbox" checked={details.isCompany} onChange={(event) => set({ isCompany: event.target.checked })} />
            {t('I am booking for a company')}
          </label>
          <div className="field-grid">
            {details.isCompany ? (
              <>
                <Field label={t('Company name')} value={details.companyName} onChange={(companyName) => set({ companyName })} error={errorText('companyName')} autoComplete="organization" maxLength={150} />
                <Field label={t('Company VAT id')} value={details.companyVatId} onChange={(companyVatId) => set({ companyVatId })} error={errorText('companyVatId')} />
              </>
            ) : null}
            <Field label={t('First name')} value={details.firstName} onChange={(firstName) => set({ firstName })} error={errorText('firstName')} autoComplete="given-name" />
            <Field label={t('Last name')} value={details.lastName} onChange={(lastName) => set({ lastName })} error={errorText('lastName')} autoComplete="family-name" />
            <Field label={t('E-mail')} type="email" value={details.email} onChange={(email) => set({ email })} error={errorText('email')} autoComplete="email" />
            <Field label={t('Phone')} type="tel" value={details.phone} onChange={(phone) => set({ phone })} error={errorText('phone')} autoComplete="tel" />
            <SearchableSelect label={t('Country')} placeholder={t('Select country')} options={countries} value={details.country} onChange={(country) => set({ country })} error={errorText('country')} />
            <div className="field">
              <label className="field-label" htmlFor="eta">
                {t('Estimated time of arrival')}
              </label>
              <select
                id="eta"
                className="field-input"
                value={details.estimatedTimeOfArrival}
                aria-invalid={errors.estimatedTimeOfArrival ? true : undefined}
                aria-describedby={errors.estimatedTimeOfArrival ? 'eta-error' : undefined}
                onChange={(event) => set({ estimatedTimeOfArrival: event.target.value })}
              >
                <option value="">{t('Select time')}</option>
                {arrivalTimeOptions().map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
              {errors.estimatedTimeOfArrival ? (
                <p id="eta-error" className="field-error">
                  {errorText('estimatedTimeOfArrival')}
                </p>
              ) : null}
            </div>
          </div>
          <div className="field">
            <label className="field-label" htmlFor="note">
              {t('Message')}
            </label>
            <textarea id="note" className="field-input" rows={3} maxLength={2000} placeholder={engine.notePlaceholder ?? ''} value={details.note} onChange={(event) => set({ note: event.target.value })} />
          </div>
        </section>

        <section aria-labelledby="payment-heading" className="checkout-section">
          <h2 id="payment-heading">{choices.length > 1 ? t('Select payment method') : t('Reservation confirm')}</h2>
          {choices.length > 1 ? <PaymentChoices choices={choices} chosen={choice} onChoose={choose} legend={t('Select payment method')} /> : null}

          {showTerms ? (
            <div className="terms">
              <h3 id="terms-heading">{t('Terms and conditions')}</h3>
              <div
                ref={termsBox}
                className={termsRead ? 'terms-box' : 'terms-box unread'}
                tabIndex={0}
                role="region"
                aria-labelledby="terms-heading"
                onScroll={(event) => {
                  if (isScrolledToEnd(event.currentTarget)) setTermsRead(true);
                }}
              >
                {(engine.termsOfService ?? '')
                  .split(/\r?\n/)
                  .filter((line) => line.trim())
                  .map((line, index) => (
                    <p key={index}>{line}</p>
                  ))}
              </div>
              {!termsRead ? (
                <p className="terms-hint" role="status">
                  {t('Please read fully these Terms and Conditions in order to be able to accept them and proceed to enter credit card information')}
                </p>
              ) : null}
            </div>
          ) : null}

          {method?.id === METHOD.CARD && (!method.emptyGatewayB || details.termsAccepted) ? <CardForm details={details} set={set} errorText={errorText} /> : null}

          {gatewayMethod ? (
            <GatewayForm method={gatewayMethod} adapter={adapter} values={details} onChange={set} errorText={errorText} termsAccepted={details.termsAccepted} gatewayError={gatewayError} />
          ) : null}

          {method?.id === METHOD.BANK_TRANSFER ? (
            <p className="prepayment-msg">{t('PrepaymentMsg', { amount: money(prepayment.prepaymentAmount, currency).replace(` ${currency}`, ''), currency })}</p>
          ) : null}
        </section>

        <section className="checkout-section consents" aria-label={t('Confirmation')}>
          <label className="checkbox">
            <input type="checkbox" disabled={locked} checked={details.isNewsletterSubscribed} onChange={(event) => set({ isNewsletterSubscribed: event.target.checked })} />
            {t('Yes, I would like to receive special offers and news.')}
          </label>
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                disabled={locked}
                checked={details.termsAccepted}
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
                onChange={(event) => set({ termsAccepted: event.target.checked })}
              />
              <span>
                {t('BookNowTOS')}{' '}
                {locked ? (
                  <>
                    {t('Terms of service')} · {t('Privacy policy')}
                  </>
                ) : (
                  <>
                    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('TERMS_AND_CONDITIONS')}>
                      {t('Terms of service')}
                    </button>{' '}
                    ·{' '}
                    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('PRIVACY_POLICY')}>
                      {t('Privacy policy')}
                    </button>
                  </>
                )}
              </span>
            </label>
            {errors.termsAccepted ? (
              <p id="terms-error" className="field-error">
                {errorText('termsAccepted')}
              </p>
            ) : null}
          </div>
          {paymentNoticeKey(method) ? <p className="payment-notice">{t(paymentNoticeKey(method)!)}</p> : null}
          {bookingError ? (
            <p className="form-error" role="alert" tabIndex={-1} data-payment-message="">
              {t(bookingError)}
            </p>
          ) : null}
          {/* Refused for a price change or a unit sold meanwhile: a fresh search of the same stay shows what is bookable now. */}
          {bookingError && STALE_STAY_ERRORS.includes(bookingError) ? (
            <a className="btn-ghost search-again" href={`/${lang}/${staySearchQuery(items, window.location.search)}`}>
              {t('Search again for these dates')}
            </a>
          ) : null}
          <button type="submit" className="btn-primary book-now" disabled={loading || items.length === 0}>
            {t('Book now')}
          </button>
        </section>
      </form>
      <Summary lang={lang} items={items} method={method} engine={engine} methodName={method ? methodNameKey(method.id) : undefined} />
      <ChallengeModals />
    </div>
  );
}

export default withI18n(Checkout);
