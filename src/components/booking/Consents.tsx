import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { consentsLocked } from '../../lib/checkout/booking-form.ts';
import { paymentNoticeKey } from '../../lib/payment/payment-methods.ts';
import type { BookingForm } from '../../stores/booking-form.ts';
import { openModal } from '../../stores/modal.ts';

export interface ConsentsProps {
  /** The screen's booking form: its consents, chosen way to pay, errors and submitting state. */
  form: BookingForm;
  termsOfService: string | null;
  /** Whether the booking can be made: 'Book now' shows only then (an offer no longer bookable has none). */
  bookable: boolean;
  /** What follows the booking's message (the checkout's fresh search of the same stay). */
  afterError?: ReactNode;
  /** Whether 'Book now' waits for the accepted terms (02 §2.7, the offer) besides the booking under way (02 §2.2). */
  waitsForTerms?: boolean;
}

/**
 * The consents and 'Book now' (02 §2.2, §2.7): the newsletter box, the
 * terms box with the terms of service and privacy policy links, the
 * payment notice, the booking's error and the button.
 */
export function Consents({ form: booking, termsOfService, bookable, afterError, waitsForTerms = false }: ConsentsProps) {
  const { t } = useTranslation();
  const { values, termsRead } = useStore(booking.$form);
  const errors = useStore(booking.$errors);
  const choice = useStore(booking.$choice);
  const { submitting, error, paymentKept } = useStore(booking.$submit);
  const locked = consentsLocked(choice, termsOfService, bookable, termsRead);
  const notice = choice ? paymentNoticeKey(choice.method) : null;
  const disabled = submitting || (waitsForTerms && !values.termsAccepted);
  const onChange = booking.update;
  return (
    <section className="checkout-section consents" aria-label={t('Confirmation')}>
      <label className="checkbox">
        <input
          type="checkbox"
          disabled={locked}
          checked={values.isNewsletterSubscribed}
          onChange={(event) => onChange({ isNewsletterSubscribed: event.target.checked })}
        />
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
          {paymentKept ? (
            <>
              <br />
              {t('booking.paymentKept')}
            </>
          ) : null}
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
