import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { Field } from '../checkout/Field.tsx';
import { SearchableSelect } from '../ui/SearchableSelect.tsx';
import type { Countries } from '../checkout/useCountries.ts';
import { PartNotLoaded } from '../ui/lazyPart.tsx';
import type { BookingErrors } from '../../lib/checkout/booking-schema.ts';
import { arrivalTimeOptions } from '../../lib/checkout/guest-note.ts';
import type { BookingForm } from '../../stores/booking-form.ts';

export interface BookerFieldsProps {
  /** The screen's booking form: its values and errors. */
  form: BookingForm;
  /** 'choose': the guest ticks 'I am booking for a company' (checkout); 'fixed': the offer's booker decides. */
  company: 'choose' | 'fixed';
  /** Fields the screen already knows (an offer's booker): shown filled in and disabled. */
  locked?: readonly string[];
  /** The countries (`useCountries`); when their names could not be loaded, the form says so under the country. */
  countries: Countries;
  notePlaceholder: string | null;
}

const ARRIVAL_TIMES = arrivalTimeOptions();

/**
 * 'Booker details' (02 §2.2, §2.7, §6): company name and VAT id for a
 * company booker, else first and last name; e-mail, phone, country, the
 * estimated time of arrival and a message. Whatever the screen already
 * knows is filled in and cannot be changed. Every field but the message is
 * required (02 §5.1) and says so to assistive technology (aria-required),
 * before 'Book now' finds it empty.
 */
export function BookerFields({ form: booking, company, locked = [], countries, notePlaceholder }: BookerFieldsProps) {
  const { t } = useTranslation();
  const { values } = useStore(booking.$form);
  const errors = useStore(booking.$errors);
  const emailHint = useStore(booking.$emailHint);
  const onChange = booking.update;
  const isLocked = (field: string) => locked.includes(field);
  const errorText = (field: keyof BookingErrors) => {
    const error = errors[field];
    return error ? t(error.key, error.tokens) : undefined;
  };
  return (
    <section aria-labelledby="booker-heading" className="checkout-section">
      <h2 id="booker-heading">{t('Booker details')}</h2>
      {company === 'choose' ? (
        <label className="checkbox">
          <input type="checkbox" checked={values.isCompany} onChange={(event) => onChange({ isCompany: event.target.checked })} />
          {t('I am booking for a company')}
        </label>
      ) : null}
      <div className="field-grid">
        {values.isCompany ? (
          <>
            <Field
              label={t('Company name')}
              value={values.companyName}
              onChange={(companyName) => onChange({ companyName })}
              error={errorText('companyName')}
              aria-required
              disabled={isLocked('companyName')}
              autoComplete="organization"
              maxLength={150}
            />
            <Field
              label={t('Company VAT id')}
              value={values.companyVatId}
              onChange={(companyVatId) => onChange({ companyVatId })}
              error={errorText('companyVatId')}
              aria-required
              disabled={isLocked('companyVatId')}
            />
          </>
        ) : null}
        {/* A company booking on the checkout still names its guest; an offer's company booker is the company alone. */}
        {!values.isCompany || company === 'choose' ? (
          <>
            <Field
              label={t('First name')}
              value={values.firstName}
              onChange={(firstName) => onChange({ firstName })}
              error={errorText('firstName')}
              aria-required
              disabled={isLocked('firstName')}
              autoComplete="given-name"
            />
            <Field
              label={t('Last name')}
              value={values.lastName}
              onChange={(lastName) => onChange({ lastName })}
              error={errorText('lastName')}
              aria-required
              disabled={isLocked('lastName')}
              autoComplete="family-name"
            />
          </>
        ) : null}
        <Field
          wide
          label={t('E-mail')}
          type="email"
          value={values.email}
          onChange={(email) => onChange({ email })}
          error={errorText('email')}
          aria-required
          disabled={isLocked('email')}
          autoComplete="email"
          onBlur={booking.checkEmail}
          hint={
            emailHint ? (
              <button
                type="button"
                className="link-button"
                onClick={(event) => {
                  // The button goes with the hint: focus goes back to the address it changed.
                  const input = event.currentTarget.closest('.field')?.querySelector('input');
                  booking.takeEmailHint();
                  input?.focus();
                }}
              >
                {t('Did you mean %email%?', { email: emailHint })}
              </button>
            ) : null
          }
        />
        <Field
          label={t('Phone')}
          type="tel"
          value={values.phone}
          onChange={(phone) => onChange({ phone })}
          error={errorText('phone')}
          aria-required
          disabled={isLocked('phone')}
          autoComplete="tel"
        />
        <SearchableSelect
          label={t('Country')}
          placeholder={t('Select country')}
          {...countries}
          value={values.country}
          onChange={(country) => onChange({ country })}
          error={errorText('country')}
          disabled={isLocked('country')}
          required
        />
        {countries.failed ? <PartNotLoaded /> : null}
        <div className="field">
          <label className="field-label" htmlFor="eta">
            {t('Estimated time of arrival')}
          </label>
          <select
            id="eta"
            className="field-input"
            value={values.estimatedTimeOfArrival}
            aria-required
            aria-invalid={errors.estimatedTimeOfArrival ? true : undefined}
            aria-describedby={errors.estimatedTimeOfArrival ? 'eta-error' : undefined}
            onChange={(event) => onChange({ estimatedTimeOfArrival: event.target.value })}
          >
            <option value="">{t('Select time')}</option>
            {ARRIVAL_TIMES.map((time) => (
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
        <textarea
          id="note"
          className="field-input"
          rows={3}
          maxLength={2000}
          placeholder={notePlaceholder ?? ''}
          value={values.note}
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </div>
    </section>
  );
}
