import type { InputHTMLAttributes, ReactNode } from 'react';

/** What every guest card control shares: its label, its error under it, linked for assistive technology. */
interface ControlProps {
  id: string;
  label: string;
  error?: string;
  required: boolean;
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;
}

export interface TextControlProps extends ControlProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'> {
  value: string;
  onValue: (value: string) => void;
  /** Drawn inside the field, after the text (the date of birth's calendar). */
  icon?: ReactNode;
  /** A line under the field that says why it is as it is. */
  hint?: string;
}

/** A labelled text input of a guest card. */
export function TextControl({ id, label, error, required, value, onValue, icon, hint, ...input }: TextControlProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className={icon ? 'checkin-input-icon' : undefined}>
        <input
          {...input}
          id={id}
          className="field-input"
          value={value}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          onChange={(event) => onValue(event.target.value)}
        />
        {icon}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

export interface SelectControlProps extends ControlProps {
  value: string;
  onValue: (value: string) => void;
  onLeave: () => void;
  /** The first, empty option's text; '' when the form is disabled. */
  placeholder: string;
  options: Array<{ value: string | number; label: string }>;
  disabled: boolean;
}

/** A labelled native select of a guest card, with an empty first option carrying the placeholder. */
export function SelectControl({ id, label, error, required, value, onValue, onLeave, placeholder, options, disabled }: SelectControlProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onLeave}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The calendar drawn in the date-of-birth field (decorative: the date is typed). */
export function CalendarIcon() {
  return (
    <svg
      className="checkin-calendar"
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}
