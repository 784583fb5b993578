import '../../styles/checkout.css';
import '../../styles/offer.css';
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { BookerFields } from '../booking/BookerFields.tsx';
import { BookingFormShell, FormErrorsNotice } from '../booking/BookingFormShell.tsx';
import { Consents } from '../booking/Consents.tsx';
import { PaymentSection } from '../booking/PaymentSection.tsx';
import { useCountries } from '../checkout/useCountries.ts';
import { useStoreInSlices } from '../ui/useStoreInSlices.ts';
import { ReceiptView } from '../booking/ReceiptView.tsx';
import { ChargedLines } from './ChargedLines.tsx';
import { offerItemParts } from '../../lib/offer/offer-totals.ts';
import { ChallengeModalsWhenNeeded } from '../payment/ChallengeModalsWhenNeeded.tsx';
import { choiceMethodId, choiceNameKey, cardholderOf, paymentFormOf } from '../../lib/checkout/booking-form.ts';
import { detectCardBrand, maskCardNumber } from '../../lib/payment/card-brands.ts';
import { METHOD } from '../../lib/payment/payment-methods.ts';
import { offerPrepayment } from '../../lib/offer/offer-payment.ts';
import { offerRefFromPath, offerUrl } from '../../lib/offer/offer-route.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { reservationPath } from '../../lib/frame/page-paths.ts';
import { $offer, $offerBookability, $offerChoices, $offerReceipt, offerForm, openOffer } from '../../stores/offer.ts';
import { OfferStatus } from './OfferStatus.tsx';
import { BreakdownWhenOpened } from './BreakdownWhenOpened.tsx';

export interface OfferPaymentProps extends IslandProps {
  lang: Locale;
  engine: { currency: string; activeCurrencies: string[]; numberFormat: NumberFormat; notePlaceholder: string | null };
}

/**
 * The offer payment screen (02 §2.7): booker details pre-filled from the
 * offer, the payment section with the terms, the consents and 'Book now'
 * of the shared booking form (`stores/offer.ts`), and the receipt summary.
 * An offer that can no longer be accepted sends the guest back to the
 * offer screen, where the banner says why.
 */
function OfferPayment({ lang, engine }: OfferPaymentProps) {
  const { t } = useTranslation();
  const state = useStoreInSlices($offer);
  const banner = useStore($offerBookability);
  const form = useStore(offerForm.$form);
  const submit = useStore(offerForm.$submit);
  const choices = useStore($offerChoices);
  const receipt = useStore($offerReceipt);
  const choice = useStore(offerForm.$choice);
  const accepted = useStore(offerForm.$booked);
  const countries = useCountries(lang);

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    // The screen opens at its top (02 §2.7).
    window.scrollTo({ top: 0 });
    const labels = { cardNumber: t('Card number'), expirationDate: t('Expiration date'), cvv: t('CVV'), cvc: t('CVC') };
    return openOffer(offerRefFromPath(window.location.pathname), window.location.search, { lang, labels });
  }, []);

  // Accepted: on to the reservation the offer became (02 §4.5).
  useEffect(() => {
    if (accepted) window.location.replace(reservationPath(lang, accepted));
  }, [accepted]);

  const invalid = state.status === 'loaded' && banner !== null;
  // An offer no longer bookable goes back to the offer screen — unless this tab's own acceptance is being finished.
  const leave = invalid && !submit.submitting && !accepted;
  useEffect(() => {
    if (leave && state.status === 'loaded') window.location.replace(offerUrl(lang, state.offer.ref, 'offer', window.location.search));
  }, [leave]);

  if (state.status !== 'loaded') return <OfferStatus status={state.status} />;
  if (invalid)
    return (
      <p className="offer-loading" role="status">
        {t('Loading')}
      </p>
    );

  const loaded = state.offer;
  const { values } = form;
  const termsOfService = loaded.bookingEngine.termsOfService;
  const bookable = banner === null;
  const isCard = paymentFormOf(choice, true) === 'card';
  const method = choice ? choiceMethodId(choice) : METHOD.BANK_TRANSFER;
  // The receipt's blocks are the offer's grouped items, in their order (`receiptOfOffer`).
  const blockParts = loaded.items.map(offerItemParts);

  return (
    <div className="checkout offer-payment">
      <BookingFormShell form={offerForm}>
        <FormErrorsNotice form={offerForm} />
        <BookerFields
          form={offerForm}
          company="fixed"
          locked={loaded.booker.locked}
          countries={countries}
          notePlaceholder={loaded.bookingEngine.notePlaceholder ?? engine.notePlaceholder}
        />
        <PaymentSection
          form={offerForm}
          choices={choices}
          termsOfService={termsOfService}
          bookable={bookable}
          prepayment={offerPrepayment(loaded.booking.reservations)}
          lang={lang}
        />
        <Consents form={offerForm} termsOfService={termsOfService} bookable={bookable} waitsForTerms />
      </BookingFormShell>
      {receipt ? (
        <ReceiptView
          lang={lang}
          receipt={receipt}
          method={method}
          engine={loaded.bookingEngine}
          timeZone="UTC"
          lines={{ view: <ChargedLines receipt={receipt} method={method} timeZone="UTC" blockParts={blockParts} />, parts: blockParts.flat() }}
          methodName={choice ? t(choiceNameKey(choice)) : null}
          card={
            isCard && choice
              ? {
                  holder: cardholderOf(values, METHOD.CARD),
                  maskedPan: maskCardNumber(values.cardNumber),
                  brand: detectCardBrand(values.cardNumber.replace(/\s/g, '')),
                }
              : null
          }
        />
      ) : null}
      <BreakdownWhenOpened reservations={loaded.booking.reservations} />
      <ChallengeModalsWhenNeeded />
    </div>
  );
}

export default withI18n(OfferPayment);
