import { useTranslation } from '../../i18n/react.tsx';
import { cardLogo, detectCardBrand } from '../../lib/payment/card-brands.ts';
import { acceptCvv, expiryPlaceholder, formatCardNumber, maskExpiry } from '../../lib/payment/card-input.ts';
import type { BookingFormValues } from '../../lib/checkout/booking-form.ts';
import { Field } from './Field.tsx';

/** The card form's own fields (the checkout's and the offer payment screen's forms both have them). */
export type CardFormValues = Pick<BookingFormValues, 'cardholderSameAsGuest' | 'cardholderName' | 'cardNumber' | 'cvv' | 'expirationDate'>;

export interface CardFormProps {
  details: CardFormValues;
  set: (changes: Partial<CardFormValues>) => void;
  errorText: (field: string) => string | undefined;
}

/**
 * The built-in card form (method 1, 02 §2.4): card holder same as booker,
 * card number with its brand icon, CVV of at most 4 digits, expiry masked
 * MM/YY.
 */
export function CardForm({ details, set, errorText }: CardFormProps) {
  const { t } = useTranslation();
  const brand = detectCardBrand(details.cardNumber.replace(/\s/g, ''));
  const brandLogo = brand ? cardLogo(brand) : null;
  return (
    <div className="card-form">
      <label className="checkbox">
        <input type="checkbox" checked={details.cardholderSameAsGuest} onChange={(event) => set({ cardholderSameAsGuest: event.target.checked })} />
        {t('Card holder same as booker')}
      </label>
      <div className="field-grid">
        {details.cardholderSameAsGuest ? null : (
          <Field
            label={t('Card holder')}
            value={details.cardholderName}
            onChange={(cardholderName) => set({ cardholderName })}
            error={errorText('name')}
            autoComplete="cc-name"
          />
        )}
        <div className="card-number">
          <Field
            label={t('Card number')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={details.cardNumber}
            onChange={(value) => set({ cardNumber: formatCardNumber(value) })}
            error={errorText('cardNumber')}
          />
          {brandLogo ? <img className="card-brand-icon" src={brandLogo} alt={brand ?? ''} width={48} height={32} /> : null}
        </div>
        <Field
          label={t('CVV')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={details.cvv}
          onChange={(value) => set({ cvv: acceptCvv(value, details.cvv) })}
          error={errorText('cvv')}
        />
        <Field
          label={t('Expiration date')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={expiryPlaceholder(new Date())}
          maxLength={5}
          value={details.expirationDate}
          onChange={(value) => set({ expirationDate: maskExpiry(value, details.expirationDate) })}
          error={errorText('expirationDate')}
        />
      </div>
    </div>
  );
}
