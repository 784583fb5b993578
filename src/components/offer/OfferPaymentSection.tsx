import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { CardForm } from '../checkout/CardForm.tsx';
import { GatewayForm } from '../payment/GatewayForm.tsx';
import { PaymentChoices } from '../payment/PaymentChoices.tsx';
import type { BookingErrors } from '../../lib/booking-schema.ts';
import { paragraphs } from '../../lib/frame.ts';
import { isScrolledToEnd, offerPaymentForm, offerTermsBoxShown, type OfferFormValues, type OfferPaymentChoice } from '../../lib/offer-payment.ts';
import type { PaymentAdapter } from '../../payments/types.ts';

export interface OfferPaymentSectionProps {
  choices: OfferPaymentChoice[];
  choice: OfferPaymentChoice | null;
  values: OfferFormValues;
  termsRead: boolean;
  termsOfService: string | null;
  bookable: boolean;
  errors: BookingErrors;
  /** 'PrepaymentMsg' as shown for bank transfer, already filled in. */
  prepaymentText: string;
  /** The chosen gateway's adapter, null while it loads or for other choices. */
  adapter: PaymentAdapter | null;
  /** Gateway C's error text under its form (02 §4.4). */
  gatewayError: string | null;
  /** The page's language: the terms box goes back to its top when it changes (02 §4.3). */
  lang: string;
  onSelect: (key: string) => void;
  onChange: (changes: Partial<OfferFormValues>) => void;
  onTermsRead: () => void;
}

/**
 * The offer's payment section (02 §2.7, §2.4, §4.3) with the checkout's
 * parts: 'Select payment method' with the radio tiles when there is more
 * than one way to pay, the 'Terms and conditions' box (only while the
 * offer is bookable, for the choices that read the terms first), then the
 * built-in card form, the gateway's form with its hosted card fields, or
 * the bank transfer prepayment message. A wallet needs nothing here: its
 * hosted payment page asks.
 */
export function OfferPaymentSection(props: OfferPaymentSectionProps) {
  const { choices, choice, values, termsRead, termsOfService, bookable, errors, prepaymentText, adapter, gatewayError, lang, onSelect, onChange, onTermsRead } = props;
  const { t } = useTranslation();
  const termsBox = useRef<HTMLDivElement>(null);
  const showTerms = offerTermsBoxShown(choice, termsOfService, bookable);
  const form = offerPaymentForm(choice, values.termsAccepted);
  const errorText = (field: string) => {
    const error = errors[field as keyof BookingErrors];
    return error ? t(error.key, error.tokens) : undefined;
  };

  // A change of language scrolls the terms back to their top (02 §4.3).
  useEffect(() => {
    if (termsBox.current) termsBox.current.scrollTop = 0;
  }, [lang]);

  // Read once scrolled to the end, or at once when the text does not overflow (02 §4.3).
  useEffect(() => {
    const box = termsBox.current;
    if (box && !termsRead && isScrolledToEnd(box)) onTermsRead();
  }, [showTerms, choice?.key, termsRead]);

  return (
    <section aria-labelledby="payment-heading" className="checkout-section">
      <h2 id="payment-heading">{t('Select payment method')}</h2>
      {choices.length > 1 ? <PaymentChoices choices={choices} chosen={choice} onChoose={(next) => onSelect(next.key)} legend={t('Select payment method')} /> : null}

      {showTerms ? (
        <div className="terms">
          <h3 id="offer-terms-heading">{t('Terms and conditions')}</h3>
          <div
            ref={termsBox}
            className={termsRead ? 'terms-box' : 'terms-box unread'}
            tabIndex={0}
            role="region"
            aria-labelledby="offer-terms-heading"
            onScroll={(event) => {
              if (!termsRead && isScrolledToEnd(event.currentTarget)) onTermsRead();
            }}
          >
            {paragraphs(termsOfService).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
          {termsRead ? null : (
            <p className="terms-hint" role="status">
              {t('Please read fully these Terms and Conditions in order to be able to accept them and proceed to enter credit card information')}
            </p>
          )}
        </div>
      ) : null}

      {form === 'card' ? <CardForm details={values} set={onChange} errorText={errorText} /> : null}

      {form === 'gateway' && choice ? (
        <GatewayForm method={choice.method} adapter={adapter} values={values} onChange={onChange} errorText={errorText} termsAccepted={values.termsAccepted} gatewayError={gatewayError} />
      ) : null}

      {form === 'bankTransfer' ? <p className="prepayment-msg">{prepaymentText}</p> : null}
    </section>
  );
}
