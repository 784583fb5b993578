import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { CardForm } from '../checkout/CardForm.tsx';
import { GatewayForm } from '../payment/GatewayForm.tsx';
import { PaymentChoices } from '../payment/PaymentChoices.tsx';
import { useOwedMoney } from '../ui/useMoney.ts';
import type { BookingErrors } from '../../lib/checkout/booking-schema.ts';
import { isScrolledToEnd, paymentFormOf, termsBoxShown, type PaymentChoice } from '../../lib/checkout/booking-form.ts';
import { paragraphs } from '../../lib/frame/frame.ts';
import type { BookingForm } from '../../stores/booking-form.ts';

export interface PaymentSectionProps {
  /** The screen's booking form: its values, chosen way to pay, terms, errors and gateway adapter. */
  form: BookingForm;
  choices: PaymentChoice[];
  termsOfService: string | null;
  /** Whether the booking can be made (an offer still bookable): the terms box shows only then. */
  bookable: boolean;
  /** What bank transfer asks to pay now (02 §2.4 'PrepaymentMsg'). */
  prepayment: { amount: number; currency: string };
  /** The page's language: the terms box goes back to its top when it changes (02 §4.3). */
  lang: string;
}

/**
 * The payment section (02 §2.2, §2.4, §2.7, §4.3): 'Select payment method'
 * with the radio tiles when there is more than one way to pay, else
 * 'Reservation confirm'; the 'Terms and conditions' box for the choices
 * that read the terms first; then the built-in card form, the gateway's
 * form with its hosted card fields, or the bank transfer prepayment
 * message. A wallet needs nothing here: its hosted payment page asks.
 */
export function PaymentSection({ form: booking, choices, termsOfService, bookable, prepayment, lang }: PaymentSectionProps) {
  const { t } = useTranslation();
  const { values, termsRead } = useStore(booking.$form);
  const errors = useStore(booking.$errors);
  const choice = useStore(booking.$choice);
  const adapter = useStore(booking.$adapter);
  const { gatewayError } = useStore(booking.$submit);
  const { select: onSelect, update: onChange, markTermsRead: onTermsRead } = booking;
  const owed = useOwedMoney();
  const termsBox = useRef<HTMLDivElement>(null);
  const showTerms = termsBoxShown(choice, termsOfService, bookable);
  const form = paymentFormOf(choice, values.termsAccepted);
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

  const title = choices.length > 1 ? t('Select payment method') : t('Reservation confirm');
  return (
    <section aria-labelledby="payment-heading" className="checkout-section">
      <h2 id="payment-heading">{title}</h2>
      {choices.length > 1 ? (
        <PaymentChoices choices={choices} chosen={choice} onChoose={(next) => onSelect(next.key)} legend={t('Select payment method')} />
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
        <GatewayForm
          method={choice.method}
          adapter={adapter}
          values={values}
          onChange={onChange}
          errorText={errorText}
          termsAccepted={values.termsAccepted}
          gatewayError={gatewayError}
        />
      ) : null}

      {form === 'bankTransfer' ? (
        <p className="prepayment-msg">{t('PrepaymentMsg', { amount: owed.amount(prepayment.amount, prepayment.currency), currency: prepayment.currency })}</p>
      ) : null}
    </section>
  );
}
