import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import type { CheckInGuestField } from '../../lib/checkin/checkin-contract.ts';
import { GUEST_FIELD_TEXTS, shouldValidateGuest, type GuestErrors } from '../../lib/checkin/checkin.ts';
import { guestCardTitle, guestFieldPlaceholder } from '../../lib/checkin/checkin-view.ts';
import { GENDER_OPTIONS, documentTypeOptions } from '../../lib/checkin/checkin-documents.ts';
import { fieldText, type CheckInGuestForm } from '../../lib/checkin/checkin-form.ts';
import { SearchableSelect, type SearchableOptions } from '../ui/SearchableSelect.tsx';
import { CalendarIcon, SelectControl, TextControl } from './GuestFields.tsx';

/** The fields a guest must fill in once the card is checked (02 §5.5); e-mail and phone are optional. */
const REQUIRED: ReadonlySet<CheckInGuestField> = new Set([
  'name',
  'dateOfBirth',
  'genderId',
  'travelDocumentTypesId',
  'documentNumber',
  'city',
  'countryOfBirthId',
]);

/** Browser autofill for the primary guest (the one filling in the form); the other guests' fields are not autofilled. */
const PRIMARY_AUTOFILL: Partial<Record<CheckInGuestField, string>> = { name: 'name', city: 'address-level2', email: 'email', contactNumber: 'tel' };

export interface GuestCardProps {
  guest: CheckInGuestForm;
  index: number;
  editable: boolean;
  errors: GuestErrors;
  /** The document number was typed before a reload, which does not keep it: its field asks for it again. */
  retypeDocument: boolean;
  countries: SearchableOptions;
  domesticCountryId: string;
  onEdit: (index: number, field: CheckInGuestField, text: string) => void;
  onLeave: (index: number, field: CheckInGuestField) => void;
}

/**
 * One guest's card (02 §2.10): 'Primary guest' or 'Guest N', every field
 * of the table with its label and placeholder (blank when the form is
 * disabled), the error under each field. The document types offered are
 * those of the guest's country of birth (02 §9.3).
 */
export function GuestCard({ guest, index, editable, errors, retypeDocument, countries, domesticCountryId, onEdit, onLeave }: GuestCardProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const title = guestCardTitle(guest, index);
  const checked = shouldValidateGuest(guest);
  const text = (field: CheckInGuestField) => GUEST_FIELD_TEXTS.find((entry) => entry.field === field)!;
  const placeholder = (field: CheckInGuestField) => {
    const key = guestFieldPlaceholder(field, editable);
    return key ? t(key) : '';
  };
  const common = (field: CheckInGuestField) => {
    const error = errors[field];
    return {
      id: `${baseId}-${field}`,
      label: t(text(field).label),
      error: error ? t(error.key, error.tokens) : undefined,
      required: checked && REQUIRED.has(field),
      value: fieldText(guest, field),
      onValue: (value: string) => onEdit(index, field, value),
    };
  };
  const textInput = (field: CheckInGuestField, extra: Partial<Parameters<typeof TextControl>[0]> = {}) => (
    <TextControl
      {...common(field)}
      name={`guest-${guest.id}-${field}`}
      placeholder={placeholder(field)}
      disabled={!editable}
      autoComplete={(guest.isPrimary && PRIMARY_AUTOFILL[field]) || 'off'}
      onBlur={() => onLeave(index, field)}
      {...extra}
    />
  );
  const countryError = errors.countryOfBirthId;

  return (
    <fieldset className="checkin-guest" disabled={!editable}>
      <legend>
        <h2 className="checkin-guest-title">{t(title.key, title.tokens)}</h2>
      </legend>
      <div className="field-grid">
        {textInput('name')}
        {/* No maxLength: a pasted date with spaces around it would be cut before the mask reads it (which keeps 10 characters). */}
        {textInput('dateOfBirth', { inputMode: 'numeric', icon: <CalendarIcon /> })}
        <SelectControl
          {...common('genderId')}
          placeholder={placeholder('genderId')}
          disabled={!editable}
          options={GENDER_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          onLeave={() => onLeave(index, 'genderId')}
        />
        <SelectControl
          {...common('travelDocumentTypesId')}
          placeholder={placeholder('travelDocumentTypesId')}
          disabled={!editable}
          options={documentTypeOptions(guest.countryOfBirthId, domesticCountryId).map((option) => ({ value: option.value, label: t(option.label) }))}
          onLeave={() => onLeave(index, 'travelDocumentTypesId')}
        />
        {textInput('documentNumber', { hint: retypeDocument ? t('checkIn.retypeDocument') : undefined })}
        {textInput('city')}
        <div className="checkin-country" onBlur={() => onLeave(index, 'countryOfBirthId')}>
          <SearchableSelect
            label={t(text('countryOfBirthId').label)}
            name={`guest-${guest.id}-countryOfBirthId`}
            {...countries}
            value={fieldText(guest, 'countryOfBirthId')}
            onChange={(value) => onEdit(index, 'countryOfBirthId', value)}
            placeholder={placeholder('countryOfBirthId')}
            disabled={!editable}
            required={checked}
            error={countryError ? t(countryError.key, countryError.tokens) : undefined}
          />
        </div>
        {textInput('email', { type: 'email', inputMode: 'email' })}
        {textInput('contactNumber', { type: 'tel', inputMode: 'tel' })}
      </div>
    </fieldset>
  );
}
