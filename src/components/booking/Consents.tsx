import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { BookingErrors } from '../../lib/checkout/booking-schema.ts';
import type { BookingFormValues } from '../../lib/checkout/booking-form.ts';
import { openModal } from '../../stores/modal.ts';

export interface ConsentsProps {
  values: Pick<BookingFormValues, 'isNewsletterSubscribed' | 'termsAccepted'>;
  /** While the terms box is unread (02 §4.3): the boxes are disabled and the links plain text. */
  locked: boolean;
  errors: BookingErrors;
  /** The notice under the payment section (02 §2.2, §2.7), a translation key. */
  notice: string | null;
  /** The message of the last failed booking (a translation key or a gateway's text). */
  error: string | null;
  /** What follows the message (the checkout's fresh search of the same stay). */
  afterError?: ReactNode;
  /** Whether 'Book now' shows at all (an offer no longer bookable has none). */
  bookable: boolean;
  /** Whether 'Book now' is disabled (02 §2.2: while loading or without accommodation; §2.7: until the terms are accepted). */
  disabled: boolean;
  onChange: (changes: Partial<BookingFormValues>) => void;
}

/**
 * The consents and 'Book now' (02 §2.2, §2.7): the newsletter box, the
 * terms box with the terms of service and privacy policy links, the
 * payment notice, the booking's error and the button.
 */
export function Consents({ values, locked, errors, notice, error, afterError, bookable, disabled, onChange }: ConsentsProps) {
  const { t } = useTranslation();
  return (
    <section className="checkout-section consents" aria-label={t('Confirmation')}>
      <label className="checkbox">
        <input type="checkbox" disabled={locked} checked={values.isNewsletterSubscribed} onChange={(event) => onChange({ isNewsletterSubscribed: event.target.checked })} />
        {t('Yes, I would like to receive special offers and news.')}
      </label>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            disabled={locked}
            checked={values.termsAccepted}
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
            onChange={(event) => onChange({ termsAccepted: event.target.checked })}
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
            {t(errors.termsAccepted.key, errors.termsAccepted.tokens)}
          </p>
        ) : null}
      </div>
      {notice ? <p className="payment-notice">{t(notice)}</p> : null}
      {error ? (
        <p className="form-error" role="alert" tabIndex={-1} data-payment-message="">
          {t(error)}
        </p>
      ) : null}
      {error ? afterError : null}
      {bookable ? (
        <div className="book-now-block">
          <button type="submit" className="btn-primary book-now" disabled={disabled}>
            {t('Book now')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
