import '../../styles/checkout.css';
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { Field } from './Field.tsx';
import { SearchableSelect } from '../ui/SearchableSelect.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { useMoney } from '../ui/useMoney.ts';
import { Summary } from './Summary.tsx';
import { useCountries } from './useCountries.ts';
import { ApiError } from '../../api/client.ts';
import { bookReservation, type BookingPayment } from '../../api/reservation.ts';
import { validateBooking } from '../../lib/booking-schema.ts';
import { detectCardBrand } from '../../lib/card-brands.ts';
import { acceptCvv, expiryPlaceholder, formatCardNumber, maskExpiry } from '../../lib/card-input.ts';
import { basketTotals, reservationServices } from '../../lib/extras.ts';
import { arrivalTimeOptions, composeNote } from '../../lib/guest-note.ts';
import type { Message } from '../../lib/messages.ts';
import { isScrolledToEnd, METHOD, methodNameKey, offeredMethods, paymentNoticeKey, resetsTermsOnSwitch, showsTermsBox, termsLocked, type OfferedMethod } from '../../lib/payment-methods.ts';
import { basketPrepayment } from '../../lib/prepayment.ts';
import type { Locale, NumberFormat, PaymentMethod } from '../../lib/types.ts';
import { track } from '../../stores/analytics.ts';
import { $basket, clearBasket, loadStoredBasket } from '../../stores/basket.ts';
import { $details, attemptKey, clearDetails, endAttempt, restoreDetails, updateDetails, type CheckoutDetails } from '../../stores/checkout.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { startLoading, stopLoading } from '../../stores/loading.ts';
import { openModal } from '../../stores/modal.ts';
import { stepUrl } from '../../stores/navigation.ts';

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

/** The booking error the guest sees (02 §8). */
function bookingErrorKey(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    if (error.messages.includes('Email doesnt exist')) return 'Email doesnt exist';
    if (error.messages.includes('UnitType is not available')) return 'UnitType is not available';
  }
  if (error instanceof ApiError && error.status === 409 && error.messages[0]) return 'The price of your stay has changed. Please review it and book again.';
  return 'There was an error during booking';
}

function Checkout({ lang, engine, paymentMethods }: CheckoutProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const hydrated = useHydrated();
  const items = useStore($basket);
  const details = useStore($details);
  const countries = useCountries(lang);
  const [errors, setErrors] = useState<Partial<Record<string, Message>>>({});
  const [bookingError, setBookingError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [termsRead, setTermsRead] = useState(false);
  const termsBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    restoreDetails();
    // Without accommodation there is nothing to book (02 §2.2).
    void loadStoredBasket().then((hasBasket) => {
      if (!hasBasket) window.location.replace(stepUrl(lang, ''));
    });
  }, []);

  const engineId = items[0]?.bookingEngineId ?? null;
  const methods = offeredMethods(paymentMethods, engineId);
  const method: OfferedMethod | null = methods.find((candidate) => candidate.id === details.selectedPaymentMethod) ?? methods[0] ?? null;

  // The first method of the basket's engine is preselected (02 §4.2).
  useEffect(() => {
    if (engineId !== null && method && method.id !== details.selectedPaymentMethod) updateDetails({ selectedPaymentMethod: method.id });
  }, [method?.id, engineId]);

  // Terms read: within 5 px of the bottom, or at once when they do not overflow (02 §4.3).
  useEffect(() => {
    const box = termsBox.current;
    if (!box) return;
    if (isScrolledToEnd(box)) setTermsRead(true);
  }, [method?.id, hydrated, items.length]);

  if (!hydrated || items.length === 0) return <p className="results-loading" role="status">{t('Loading')}</p>;

  const totals = basketTotals(items);
  const currency = items[0].currency;
  const prepayment = basketPrepayment(items, new Date(), engine.timeZone);
  const showTerms = showsTermsBox(method, engine.termsOfService);
  const locked = termsLocked(method, engine.termsOfService, termsRead);
  const errorText = (field: string) => {
    const error = errors[field];
    return error ? t(error.key, error.tokens) : undefined;
  };
  const set = (changes: Partial<CheckoutDetails>) => {
    updateDetails(changes);
    if (Object.keys(errors).length > 0) setErrors({});
  };
  const brand = detectCardBrand(details.cardNumber.replace(/\s/g, ''));
  const acceptedCardTypes = (paymentMethods.find((candidate) => candidate.bookingEngineId === engineId && candidate.settings?.selectedCardTypes)?.settings?.selectedCardTypes ?? '').split(',').map((type) => type.trim()).filter(Boolean);

  const book = async () => {
    if (loading) return;
    setBookingError(null);
    const found = validateBooking(
      {
        ...details,
        cardNumber: details.cardNumber.replace(/\s/g, ''),
        name: details.cardholderSameAsGuest ? (details.isCompany ? details.companyName : `${details.firstName} ${details.lastName}`.trim()) : details.cardholderName,
      },
      method?.id ?? METHOD.BANK_TRANSFER,
      new Date(),
      { acceptedCardBrands: acceptedCardTypes },
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      scrollToTop();
      return;
    }
    const payment: BookingPayment =
      method?.id === METHOD.CARD
        ? {
            type: 1,
            name: details.cardholderSameAsGuest ? (details.isCompany ? details.companyName : `${details.firstName} ${details.lastName}`) : details.cardholderName,
            expirationDate: details.expirationDate,
            cvv: details.cvv,
            cardNumber: details.cardNumber.replace(/\s/g, ''),
          }
        : { type: 2 };
    const body = {
      bookingEngine: engine.slug,
      guest: {
        firstName: details.firstName,
        lastName: details.lastName,
        isCompany: details.isCompany,
        companyName: details.isCompany ? details.companyName : undefined,
        companyVatId: details.isCompany ? details.companyVatId : undefined,
        email: details.email.trim(),
        phone: details.phone.trim(),
        country: details.country,
        estimatedTimeOfArrival: details.estimatedTimeOfArrival,
        note: composeNote(details.note, details.estimatedTimeOfArrival),
        isNewsletterSubscribed: details.isNewsletterSubscribed,
      },
      payment,
      rooms: items.map((item) => ({
        from: item.from,
        to: item.to,
        adults: item.adults,
        children: item.childrenAges,
        unitTypeId: item.unitTypeId,
        ratePlanId: item.ratePlanId,
        promoCode: item.promoCode,
        services: reservationServices(item),
        amenities: item.amenities,
        fromGoogleTravel: item.fromGoogleTravel,
      })),
      expectedTotal: totals.total,
    };
    const key = attemptKey(JSON.stringify(body.rooms));
    setLoading(true);
    startLoading(BOOKING);
    try {
      const answer = await bookReservation(body, key);
      track('purchase', { value: totals.total, currency, items: items.length });
      clearBasket();
      clearDetails();
      window.location.replace(`/${lang}/reservations/${encodeURIComponent(answer.response.publicId)}`);
    } catch (error) {
      // A definite answer ends this attempt; a lost one keeps its key so a retry replays it.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) endAttempt();
      setBookingError(bookingErrorKey(error));
      setLoading(false);
      stopLoading(BOOKING);
    }
  };

  return (
    <div className="checkout">
      <form
        className="checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void book();
        }}
      >
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
          <h2 id="payment-heading">{methods.length > 1 ? t('Select payment method') : t('Reservation confirm')}</h2>
          {methods.length > 1 ? (
            <fieldset className="method-tiles">
              <legend className="sr-only">{t('Select payment method')}</legend>
              {methods.map((candidate) => (
                <label key={`${candidate.id}-${candidate.emptyGatewayB}`} className={candidate.id === method?.id ? 'method-tile selected' : 'method-tile'}>
                  <input
                    type="radio"
                    name="payment-method"
                    checked={candidate.id === method?.id}
                    onChange={() => {
                      const changes: Partial<CheckoutDetails> = { selectedPaymentMethod: candidate.id };
                      if (method && resetsTermsOnSwitch(method.id, candidate.id)) {
                        changes.termsAccepted = false;
                        setTermsRead(false);
                      }
                      set(changes);
                    }}
                  />
                  {t(methodNameKey(candidate.id))}
                </label>
              ))}
            </fieldset>
          ) : null}

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

          {method?.id === METHOD.CARD && (!method.emptyGatewayB || details.termsAccepted) ? (
            <div className="card-form">
              <label className="checkbox">
                <input type="checkbox" checked={details.cardholderSameAsGuest} onChange={(event) => set({ cardholderSameAsGuest: event.target.checked })} />
                {t('Card holder same as booker')}
              </label>
              <div className="field-grid">
                {details.cardholderSameAsGuest ? null : (
                  <Field label={t('Card holder')} value={details.cardholderName} onChange={(cardholderName) => set({ cardholderName })} error={errorText('name')} autoComplete="cc-name" />
                )}
                <div className="card-number">
                  <Field
                    label={t('Card number')}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    value={details.cardNumber}
                    onChange={(value) => set({ cardNumber: formatCardNumber(value) })}
                    error={errorText('cardNumber')}
                  />
                  {brand ? <img className="card-brand-icon" src={`/images/cards/${brand}.svg`} alt={brand} width={48} height={32} /> : null}
                </div>
                <Field label={t('CVV')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={details.cvv} onChange={(value) => set({ cvv: acceptCvv(value, details.cvv) })} error={errorText('cvv')} />
                <Field
                  label={t('Expiration date')}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder={expiryPlaceholder(new Date())}
                  maxLength={5}
                  value={details.expirationDate}
                  onChange={(value) => set({ expirationDate: maskExpiry(value, details.expirationDate) })}
                  error={errorText('expirationDate')}
                />
              </div>
            </div>
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
            <p className="form-error" role="alert">
              {t(bookingError)}
            </p>
          ) : null}
          <button type="submit" className="btn-primary book-now" disabled={loading || items.length === 0}>
            {t('Book now')}
          </button>
        </section>
      </form>
      <Summary lang={lang} items={items} method={method} engine={engine} methodName={method ? methodNameKey(method.id) : undefined} />
    </div>
  );
}

export default withI18n(Checkout);
