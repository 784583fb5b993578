import { useTranslation } from '../../i18n/react.tsx';
import { BOOKING_LIMITS } from '../../lib/checkout/booking-limits.ts';
import { Field } from '../checkout/Field.tsx';

/** The card holder's details a gateway form asks for (02 §2.4). */
export interface CardholderValues {
  cardholderSameAsGuest: boolean;
  cardholderName: string;
  address: string;
  city: string;
  postalCode: string;
}

export interface CardholderFieldsProps {
  values: CardholderValues;
  onChange: (changes: Partial<CardholderValues>) => void;
  /** The error of a field, already translated. */
  errorText: (field: string) => string | undefined;
  /** The form the fields belong to (gateway C's own form), and whether the browser's required checks apply. */
  form?: string;
  required?: boolean;
}

/**
 * 'Card holder same as booker' (ticked by default), 'Card holder' when it is
 * unticked, then 'Address', 'City' and 'Zip code' (02 §2.4, §5.2).
 */
export function CardholderFields({ values, onChange, errorText, form, required = false }: CardholderFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <label className="checkbox">
        <input
          type="checkbox"
          form={form}
          checked={values.cardholderSameAsGuest}
          onChange={(event) => onChange({ cardholderSameAsGuest: event.target.checked })}
        />
        {t('Card holder same as booker')}
      </label>
      <div className="field-grid">
        {values.cardholderSameAsGuest ? null : (
          <Field
            label={t('Card holder')}
            form={form}
            required={required}
            value={values.cardholderName}
            onChange={(cardholderName) => onChange({ cardholderName })}
            error={errorText('name')}
            autoComplete="cc-name"
            maxLength={BOOKING_LIMITS.name}
          />
        )}
        <Field
          label={t('Address')}
          form={form}
          required={required}
          value={values.address}
          onChange={(address) => onChange({ address })}
          error={errorText('address')}
          autoComplete="street-address"
          maxLength={BOOKING_LIMITS.address}
        />
        <Field
          label={t('City')}
          form={form}
          required={required}
          value={values.city}
          onChange={(city) => onChange({ city })}
          error={errorText('city')}
          autoComplete="address-level2"
          maxLength={BOOKING_LIMITS.city}
        />
        <Field
          label={t('Zip code')}
          form={form}
          required={required}
          value={values.postalCode}
          onChange={(postalCode) => onChange({ postalCode })}
          error={errorText('postalCode')}
          autoComplete="postal-code"
          maxLength={BOOKING_LIMITS.postalCode}
        />
      </div>
    </>
  );
}
