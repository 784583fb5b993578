import { useTranslation } from '../../i18n/react.tsx';
import { Field } from '../checkout/Field.tsx';
import { SearchableSelect, type SelectOption } from '../ui/SearchableSelect.tsx';
import type { BookingErrors } from '../../lib/booking-schema.ts';
import { arrivalTimeOptions } from '../../lib/guest-note.ts';
import type { OfferBookerField } from '../../lib/offer-booker.ts';
import type { OfferFormValues } from '../../lib/offer-payment.ts';

export interface OfferBookerFieldsProps {
  values: OfferFormValues;
  /** A company booker: company name and VAT id instead of first and last name. */
  isCompany: boolean;
  /** Fields the offer already knows: shown filled in and disabled. */
  locked: readonly OfferBookerField[];
  errors: BookingErrors;
  countries: SelectOption[];
  notePlaceholder: string | null;
  onChange: (changes: Partial<OfferFormValues>) => void;
}

const ARRIVAL_OPTIONS: SelectOption[] = arrivalTimeOptions().map((time) => ({ value: time, label: time }));

/**
 * 'Booker details' of the offer payment screen (02 §2.7, §6): company name
 * and VAT id for a company booker, else first and last name; e-mail,
 * phone, country, estimated time of arrival and a message. Whatever the
 * offer's booker already has is filled in and cannot be changed.
 */
export function OfferBookerFields({ values, isCompany, locked, errors, countries, notePlaceholder, onChange }: OfferBookerFieldsProps) {
  const { t } = useTranslation();
  const isLocked = (field: OfferBookerField) => locked.includes(field);
  const errorText = (field: keyof BookingErrors) => {
    const error = errors[field];
    return error ? t(error.key, error.tokens) : undefined;
  };
  return (
    <section aria-labelledby="booker-heading" className="checkout-section">
      <h2 id="booker-heading">{t('Booker details')}</h2>
      <div className="field-grid">
        {isCompany ? (
          <>
            <Field
              label={t('Company name')}
              value={values.companyName}
              onChange={(companyName) => onChange({ companyName })}
              error={errorText('companyName')}
              disabled={isLocked('companyName')}
              autoComplete="organization"
              maxLength={150}
            />
            <Field label={t('Company VAT id')} value={values.companyVatId} onChange={(companyVatId) => onChange({ companyVatId })} error={errorText('companyVatId')} disabled={isLocked('companyVatId')} />
          </>
        ) : (
          <>
            <Field label={t('First name')} value={values.firstName} onChange={(firstName) => onChange({ firstName })} error={errorText('firstName')} disabled={isLocked('firstName')} autoComplete="given-name" />
            <Field label={t('Last name')} value={values.lastName} onChange={(lastName) => onChange({ lastName })} error={errorText('lastName')} disabled={isLocked('lastName')} autoComplete="family-name" />
          </>
        )}
        <Field label={t('E-mail')} type="email" value={values.email} onChange={(email) => onChange({ email })} error={errorText('email')} disabled={isLocked('email')} autoComplete="email" />
        <Field label={t('Phone')} type="tel" value={values.phone} onChange={(phone) => onChange({ phone })} error={errorText('phone')} disabled={isLocked('phone')} autoComplete="tel" />
        <SearchableSelect
          label={t('Country')}
          placeholder={t('Select country')}
          options={countries}
          value={values.country}
          onChange={(country) => onChange({ country })}
          error={errorText('country')}
          disabled={isLocked('country')}
        />
        <SearchableSelect
          label={t('Estimated time of arrival')}
          placeholder={t('Select time')}
          options={ARRIVAL_OPTIONS}
          value={values.estimatedTimeOfArrival}
          onChange={(estimatedTimeOfArrival) => onChange({ estimatedTimeOfArrival })}
          error={errorText('estimatedTimeOfArrival')}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor="offer-note">
          {t('Message')}
        </label>
        <textarea
          id="offer-note"
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
