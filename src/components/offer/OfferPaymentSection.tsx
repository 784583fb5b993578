import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Field } from '../checkout/Field.tsx';
import type { BookingErrors } from '../../lib/booking-schema.ts';
import { detectCardBrand } from '../../lib/card-brands.ts';
import { acceptCvv, expiryPlaceholder, formatCardNumber, maskExpiry } from '../../lib/card-input.ts';
import { paragraphs } from '../../lib/frame.ts';
import { choiceNameKey, isScrolledToEnd, offerPaymentForm, offerTermsBoxShown, type OfferFormValues, type OfferPaymentChoice } from '../../lib/offer-payment.ts';

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
  /** The page's language: the terms box goes back to its top when it changes (02 §4.3). */
  lang: string;
  onSelect: (id: number | string) => void;
  onChange: (changes: Partial<OfferFormValues>) => void;
  onTermsRead: () => void;
  /**
   * The card fields of a gateway method (02 §2.4, methods 3–7), drawn by
   * the gateway's own form; without it the screen offers no gateway.
   */
  renderGateway?: (choice: OfferPaymentChoice) => ReactNode;
}

const choiceKey = (choice: OfferPaymentChoice) => `${choice.id}-${choice.emptyGatewayB}`;

/**
 * The offer's payment section (02 §2.7, §2.4, §4.3): 'Select payment
 * method' with a radio tile per way to pay when there is more than one,
 * the 'Terms and conditions' box (only while the offer is bookable, for
 * the choices that read the terms first), then the built-in card form,
 * the bank transfer prepayment message, or the gateway's own fields.
 */
export function OfferPaymentSection(props: OfferPaymentSectionProps) {
  const { choices, choice, values, termsRead, termsOfService, bookable, errors, prepaymentText, lang, onSelect, onChange, onTermsRead, renderGateway } = props;
  const { t } = useTranslation();
  const termsBox = useRef<HTMLDivElement>(null);
  const showTerms = offerTermsBoxShown(choice, termsOfService, bookable);
  const form = offerPaymentForm(choice, values.termsAccepted);
  const brand = detectCardBrand(values.cardNumber.replace(/\s/g, ''));
  const errorText = (field: keyof BookingErrors) => {
    const error = errors[field];
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
  }, [showTerms, choice?.id, termsRead]);

  return (
    <section aria-labelledby="payment-heading" className="checkout-section">
      <h2 id="payment-heading">{t('Select payment method')}</h2>
      {choices.length > 1 ? (
        <fieldset className="method-tiles">
          <legend className="sr-only">{t('Select payment method')}</legend>
          {choices.map((candidate) => (
            <label key={choiceKey(candidate)} className={candidate === choice ? 'method-tile selected' : 'method-tile'}>
              <input type="radio" name="offer-payment-method" checked={candidate === choice} onChange={() => onSelect(candidate.id)} />
              {t(choiceNameKey(candidate))}
            </label>
          ))}
        </fieldset>
      ) : null}

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

      {form === 'card' ? (
        <div className="card-form">
          <label className="checkbox">
            <input type="checkbox" checked={values.cardholderSameAsGuest} onChange={(event) => onChange({ cardholderSameAsGuest: event.target.checked })} />
            {t('Card holder same as booker')}
          </label>
          <div className="field-grid">
            {values.cardholderSameAsGuest ? null : (
              <Field label={t('Card holder')} value={values.cardholderName} onChange={(cardholderName) => onChange({ cardholderName })} error={errorText('name')} autoComplete="cc-name" />
            )}
            <div className="card-number">
              <Field
                label={t('Card number')}
                inputMode="numeric"
                autoComplete="cc-number"
                value={values.cardNumber}
                onChange={(value) => onChange({ cardNumber: formatCardNumber(value) })}
                error={errorText('cardNumber')}
              />
              {brand ? <img className="card-brand-icon" src={`/images/cards/${brand}.svg`} alt={brand} width={48} height={32} /> : null}
            </div>
            <Field label={t('CVV')} inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={values.cvv} onChange={(value) => onChange({ cvv: acceptCvv(value, values.cvv) })} error={errorText('cvv')} />
            <Field
              label={t('Expiration date')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={expiryPlaceholder(new Date())}
              maxLength={5}
              value={values.expirationDate}
              onChange={(value) => onChange({ expirationDate: maskExpiry(value, values.expirationDate) })}
              error={errorText('expirationDate')}
            />
          </div>
        </div>
      ) : null}

      {form === 'gateway' && choice && renderGateway ? renderGateway(choice) : null}

      {form === 'bankTransfer' ? <p className="prepayment-msg">{prepaymentText}</p> : null}
    </section>
  );
}
