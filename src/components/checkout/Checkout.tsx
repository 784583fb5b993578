import '../../styles/checkout.css';
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useStoreInSlices } from '../ui/useStoreInSlices.ts';
import { BookerFields } from '../booking/BookerFields.tsx';
import { BookingFormShell, FormErrorsNotice } from '../booking/BookingFormShell.tsx';
import { Consents } from '../booking/Consents.tsx';
import { PaymentSection } from '../booking/PaymentSection.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { Summary } from './Summary.tsx';
import { useCountries, useCountriesNeeded } from './useCountries.ts';
import { ChallengeModalsWhenNeeded } from '../payment/ChallengeModalsWhenNeeded.tsx';
import { ThreeDsReturn } from '../payment/ThreeDsReturn.tsx';
import { choiceNameKey } from '../../lib/checkout/booking-form.ts';
import { basketPrepayment } from '../../lib/pricing/basket-prepayment.ts';
import { staySearchQuery } from '../../lib/search/search-query.ts';
import type { Locale, NumberFormat, PaymentMethod } from '../../lib/types.ts';
import { hasFlag, THREE_DS_RETURN_FLAG } from '../../payments/messages.ts';
import { $basketShown, $basketUnreadable } from '../../stores/basket.ts';
import { PartNotLoaded } from '../ui/lazyPart.tsx';
import { $checkoutChoices, checkoutForm, openCheckout, STALE_STAY_ERRORS } from '../../stores/checkout.ts';
import { reservationPath } from '../../lib/frame/page-paths.ts';
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
  const items = useStoreInSlices($basketShown);
  const unreadable = useStore($basketUnreadable);
  const submit = useStore(checkoutForm.$submit);
  const booked = useStore(checkoutForm.$booked);
  const choices = useStore($checkoutChoices);
  const choice = useStore(checkoutForm.$choice);
  const { values } = useStore(checkoutForm.$form);
  // The country names load when the guest reaches into the form, or at once for a country already filled in.
  const { needed, reach } = useCountriesNeeded(values.country !== '');
  const countries = useCountries(lang, needed);

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
  if (unreadable) return <PartNotLoaded />;
  if (!hydrated || items.length === 0)
    return (
      <p className="results-loading" role="status">
        {t('Loading')}
      </p>
    );

  const currency = items[0]?.currency ?? engine.currency;
  const prepayment = basketPrepayment(items, new Date(), engine.timeZone);

  return (
    <div className="checkout" {...reach}>
      <BookingFormShell form={checkoutForm}>
        <ExchangeRatesNotice propertyCurrency={currency} />
        <FormErrorsNotice form={checkoutForm} />
        <BookerFields form={checkoutForm} company="choose" countries={countries} notePlaceholder={engine.notePlaceholder} />
        <PaymentSection
          form={checkoutForm}
          choices={choices}
          termsOfService={engine.termsOfService}
          bookable
          prepayment={{ amount: prepayment.prepaymentAmount, currency }}
          lang={lang}
        />
        <Consents
          form={checkoutForm}
          termsOfService={engine.termsOfService}
          bookable
          afterError={
            // Refused for a price change or a unit sold meanwhile: a fresh search of the same stay shows what is bookable now.
            submit.error && STALE_STAY_ERRORS.includes(submit.error) ? (
              <a className="btn-ghost search-again" href={`/${lang}/${staySearchQuery(items, window.location.search)}`}>
                {t('Search again for these dates')}
              </a>
            ) : null
          }
        />
      </BookingFormShell>
      <Summary lang={lang} items={items} method={choice?.method ?? null} engine={engine} methodName={choice ? choiceNameKey(choice) : undefined} />
      <ChallengeModalsWhenNeeded />
    </div>
  );
}

export default withI18n(Checkout);
