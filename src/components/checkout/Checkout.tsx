import '../../styles/checkout.css';
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { BookerFields } from '../booking/BookerFields.tsx';
import { Consents } from '../booking/Consents.tsx';
import { PaymentSection } from '../booking/PaymentSection.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Summary } from './Summary.tsx';
import { useCountries } from './useCountries.ts';
import { ChallengeModals } from '../payment/ChallengeModals.tsx';
import { ThreeDsReturn } from '../payment/ThreeDsReturn.tsx';
import { useFocusAfterAttempt } from '../payment/useFocusAfterAttempt.ts';
import { choiceNameKey, consentsLocked } from '../../lib/checkout/booking-form.ts';
import { paymentNoticeKey } from '../../lib/payment/payment-methods.ts';
import { basketPrepayment } from '../../lib/pricing/prepayment.ts';
import { staySearchQuery } from '../../lib/search/search-query.ts';
import type { Locale, NumberFormat, PaymentMethod } from '../../lib/types.ts';
import { hasFlag, THREE_DS_RETURN_FLAG } from '../../payments/messages.ts';
import { $basket } from '../../stores/basket.ts';
import { $checkoutChoices, checkoutForm, openCheckout, reservationPath, STALE_STAY_ERRORS } from '../../stores/checkout.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
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

/** Smooth scroll to the top in about 500 ms (02 §4.1 step 2, §9.7). */
function scrollToTop(): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

/** Whether this page is gateway E's 3-D Secure return screen inside the challenge frame (02 §2.1). */
const isThreeDsReturn = (): boolean => typeof window !== 'undefined' && hasFlag(window.location.search, THREE_DS_RETURN_FLAG);

/**
 * The checkout (02 §2.2): the booker details, the payment section, the
 * consents and 'Book now' of the shared booking form (`stores/checkout.ts`),
 * and the basket's summary.
 */
function Checkout({ lang, engine, paymentMethods }: CheckoutProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const items = useStore($basket);
  const form = useStore(checkoutForm.$form);
  const errors = useStore(checkoutForm.$errors);
  const submit = useStore(checkoutForm.$submit);
  const booked = useStore(checkoutForm.$booked);
  const choices = useStore($checkoutChoices);
  const choice = useStore(checkoutForm.$choice);
  const adapter = useStore(checkoutForm.$adapter);
  const countries = useCountries(lang);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusAfterAttempt(submit.submitting, formElement);

  useEffect(() => {
    // Inside gateway E's 3-D Secure frame this page only tells the checkout around it (ThreeDsReturn).
    if (isThreeDsReturn()) return;
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    const labels = { cardNumber: t('Card number'), expirationDate: t('Expiration date'), cvv: t('CVV'), cvc: t('CVC') };
    return openCheckout({ lang, engineSlug: engine.slug, currency: engine.currency, paymentMethods, labels }, window.location.search);
  }, []);

  // Booked: on to the reservation (02 §4.1 step 4).
  useEffect(() => {
    if (booked) window.location.replace(reservationPath(lang, booked));
  }, [booked]);

  if (hydrated && isThreeDsReturn()) return <ThreeDsReturn />;
  if (!hydrated || items.length === 0) return <p className="results-loading" role="status">{t('Loading')}</p>;

  const { values, termsRead } = form;
  const currency = items[0]?.currency ?? engine.currency;
  const prepayment = basketPrepayment(items, new Date(), engine.timeZone);
  const book = async () => {
    const outcome = await checkoutForm.submit();
    if (outcome.status === 'invalid') scrollToTop();
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
        <BookerFields values={values} company="choose" errors={errors} countries={countries} notePlaceholder={engine.notePlaceholder} onChange={checkoutForm.update} />
        <PaymentSection
          choices={choices}
          choice={choice}
          values={values}
          termsRead={termsRead}
          termsOfService={engine.termsOfService}
          bookable
          errors={errors}
          prepayment={{ amount: prepayment.prepaymentAmount, currency }}
          adapter={adapter}
          gatewayError={submit.gatewayError}
          lang={lang}
          onSelect={checkoutForm.select}
          onChange={checkoutForm.update}
          onTermsRead={checkoutForm.markTermsRead}
        />
        <Consents
          values={values}
          locked={consentsLocked(choice, engine.termsOfService, true, termsRead)}
          errors={errors}
          notice={choice ? paymentNoticeKey(choice.method) : null}
          error={submit.error}
          afterError={
            // Refused for a price change or a unit sold meanwhile: a fresh search of the same stay shows what is bookable now.
            submit.error && STALE_STAY_ERRORS.includes(submit.error) ? (
              <a className="btn-ghost search-again" href={`/${lang}/${staySearchQuery(items, window.location.search)}`}>
                {t('Search again for these dates')}
              </a>
            ) : null
          }
          bookable
          disabled={submit.submitting}
          onChange={checkoutForm.update}
        />
      </form>
      <Summary lang={lang} items={items} method={choice?.method ?? null} engine={engine} methodName={choice ? choiceNameKey(choice) : undefined} />
      <ChallengeModals />
    </div>
  );
}

export default withI18n(Checkout);
