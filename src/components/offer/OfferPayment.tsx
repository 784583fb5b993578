import '../../styles/checkout.css';
import '../../styles/offer.css';
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useCountries } from '../checkout/useCountries.ts';
import { ChallengeModals } from '../payment/ChallengeModals.tsx';
import { useFocusAfterAttempt } from '../payment/useFocusAfterAttempt.ts';
import { useGatewayAdapter } from '../payment/useGatewayAdapter.ts';
import { useMoney } from '../ui/useMoney.ts';
import { apiBase } from '../../api/client.ts';
import { detectCardBrand, maskCardNumber } from '../../lib/card-brands.ts';
import { METHOD } from '../../lib/payment-methods.ts';
import { offerReceipt } from '../../lib/offer-receipt.ts';
import { choiceMethodId, choiceNameKey, offerCardholderName, offerPaymentForm, offerPaymentNoticeKey, offerPrepayment, offerTermsLocked } from '../../lib/offer-payment.ts';
import { gatewayOf } from '../../payments/index.ts';
import { offerRefFromPath, offerUrl } from '../../lib/offer-route.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { openModal } from '../../stores/modal.ts';
import {
  $offer,
  $offerAccepted,
  $offerBookability,
  $offerChoice,
  $offerChoices,
  $offerErrors,
  $offerForm,
  $offerSubmit,
  markTermsRead,
  openOffer,
  selectOfferChoice,
  submitOffer,
  updateOfferForm,
} from '../../stores/offer.ts';
import { OfferBookerFields } from './OfferBookerFields.tsx';
import { OfferStatus } from './OfferStatus.tsx';
import { OfferPaymentSection } from './OfferPaymentSection.tsx';
import { OfferReceiptView } from './OfferReceiptView.tsx';
import { PriceBreakdownModal } from './PriceBreakdownModal.tsx';

export interface OfferPaymentProps extends IslandProps {
  lang: Locale;
  engine: { currency: string; activeCurrencies: string[]; numberFormat: NumberFormat; notePlaceholder: string | null };
}

/** Smooth scroll to the top in about 500 ms (02 §8 validation, §9.7). */
function scrollToTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/**
 * The offer payment screen (02 §2.7): booker details pre-filled from the
 * offer, the payment section with the terms, the consents and 'Book now',
 * and the receipt summary. An offer that can no longer be accepted sends
 * the guest back to the offer screen, where the banner says why.
 */
function OfferPayment({ lang, engine }: OfferPaymentProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = useStore($offer);
  const banner = useStore($offerBookability);
  const form = useStore($offerForm);
  const errors = useStore($offerErrors);
  const submit = useStore($offerSubmit);
  const choices = useStore($offerChoices);
  const choice = useStore($offerChoice);
  const accepted = useStore($offerAccepted);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusAfterAttempt(submit.submitting, formElement);
  const countries = useCountries(lang);
  const loadedOffer = state.status === 'loaded' ? state.offer : null;
  const gatewayMethod = loadedOffer && choice && !choice.option && gatewayOf(choice.method.id, choice.method.settings) ? choice.method : null;
  const receiptTotal = loadedOffer ? offerReceipt(loadedOffer.items, loadedOffer.booking.reservations, loadedOffer.bookingEngine) : null;
  const adapter = useGatewayAdapter(
    gatewayMethod && receiptTotal
      ? {
          methodId: gatewayMethod.id,
          bookingEngineId: gatewayMethod.bookingEngineId,
          settings: gatewayMethod.settings ?? {},
          apiUrl: apiBase(),
          locale: lang,
          amount: receiptTotal.totalBookingCost,
          currency: receiptTotal.currency,
          labels: { cardNumber: t('Card number'), expirationDate: t('Expiration date'), cvv: t('CVV'), cvc: t('CVC') },
        }
      : null,
  );

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    // The screen opens at its top (02 §2.7).
    window.scrollTo({ top: 0 });
    return openOffer(offerRefFromPath(window.location.pathname), window.location.search);
  }, []);

  // Accepted: on to the reservation the offer became (02 §4.5).
  useEffect(() => {
    if (accepted) window.location.replace(`/${lang}/reservations/${encodeURIComponent(accepted)}`);
  }, [accepted]);

  const invalid = state.status === 'loaded' && banner !== null;
  // An offer no longer bookable goes back to the offer screen — unless this tab's own acceptance is being finished.
  const leave = invalid && !submit.submitting && !accepted;
  useEffect(() => {
    if (leave && state.status === 'loaded') window.location.replace(offerUrl(lang, state.offer.ref, 'offer', window.location.search));
  }, [leave]);

  if (state.status !== 'loaded') return <OfferStatus status={state.status} />;
  if (invalid) return <p className="offer-loading" role="status">{t('Loading')}</p>;

  const loaded = state.offer;
  const { values, termsRead } = form;
  const termsOfService = loaded.bookingEngine.termsOfService;
  const bookable = banner === null;
  const locked = offerTermsLocked(choice, termsOfService, bookable, termsRead);
  const prepayment = offerPrepayment(loaded.booking.reservations);
  const notice = offerPaymentNoticeKey(choice);
  const isCard = offerPaymentForm(choice, true) === 'card';
  const errorCount = Object.keys(errors).length;

  const book = async () => {
    const outcome = await submitOffer();
    if (outcome.status === 'invalid') scrollToTop();
  };

  return (
    <div className="checkout offer-payment">
      <form
        ref={formElement}
        className="checkout-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void book();
        }}
      >
        {errorCount > 0 ? (
          <p className="form-error" role="alert">
            {t('The form has errors, please check above.')}
          </p>
        ) : null}
        <OfferBookerFields
          values={values}
          isCompany={loaded.booker.isCompany}
          locked={loaded.booker.locked}
          errors={errors}
          countries={countries}
          notePlaceholder={loaded.bookingEngine.notePlaceholder ?? engine.notePlaceholder}
          onChange={updateOfferForm}
        />
        <OfferPaymentSection
          choices={choices}
          choice={choice}
          values={values}
          termsRead={termsRead}
          termsOfService={termsOfService}
          bookable={bookable}
          errors={errors}
          prepaymentText={t('PrepaymentMsg', { amount: money(prepayment.amount, prepayment.currency).replace(/\s\S+$/, ''), currency: prepayment.currency })}
          adapter={adapter}
          gatewayError={submit.gatewayError}
          lang={lang}
          onSelect={selectOfferChoice}
          onChange={updateOfferForm}
          onTermsRead={markTermsRead}
        />
        <section className="checkout-section consents" aria-label={t('Confirmation')}>
          <label className="checkbox">
            <input type="checkbox" disabled={locked} checked={values.isNewsletterSubscribed} onChange={(event) => updateOfferForm({ isNewsletterSubscribed: event.target.checked })} />
            {t('Yes, I would like to receive special offers and news.')}
          </label>
          <div className="field">
            <label className="checkbox">
              <input
                type="checkbox"
                disabled={locked}
                checked={values.termsAccepted}
                aria-invalid={errors.termsAccepted ? true : undefined}
                aria-describedby={errors.termsAccepted ? 'offer-terms-error' : undefined}
                onChange={(event) => updateOfferForm({ termsAccepted: event.target.checked })}
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
              <p id="offer-terms-error" className="field-error">
                {t(errors.termsAccepted.key, errors.termsAccepted.tokens)}
              </p>
            ) : null}
          </div>
          {notice ? <p className="payment-notice">{t(notice)}</p> : null}
          {submit.error ? (
            <p className="form-error" role="alert" tabIndex={-1} data-payment-message="">
              {t(submit.error)}
            </p>
          ) : null}
          {bookable ? (
            <div className="book-now-block">
              <button type="submit" className="btn-primary book-now" disabled={!values.termsAccepted || submit.submitting}>
                {t('Book now')}
              </button>
            </div>
          ) : null}
        </section>
      </form>
      <OfferReceiptView
        offer={loaded}
        methodId={choice ? choiceMethodId(choice) : METHOD.BANK_TRANSFER}
        methodName={choice ? t(choiceNameKey(choice)) : null}
        card={
          isCard && choice
            ? {
                holder: offerCardholderName(values, loaded.booker.isCompany, METHOD.CARD),
                maskedPan: maskCardNumber(values.cardNumber),
                brand: detectCardBrand(values.cardNumber.replace(/\s/g, '')),
              }
            : null
        }
      />
      <PriceBreakdownModal reservations={loaded.booking.reservations} />
      <ChallengeModals />
    </div>
  );
}

export default withI18n(OfferPayment);
