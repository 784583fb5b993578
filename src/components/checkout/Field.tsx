import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Takes the form's whole row (an e-mail address, which a narrow column would cut). */
  wide?: boolean;
  /**
   * A suggestion under the field (the e-mail's 'Did you mean …?'): its live
   * region is there whenever this is given, so what appears in it is
   * announced; null while there is nothing to say.
   */
  hint?: ReactNode;
}

/** A labelled text field with its error and hint under it, announced with the field. */
export function Field({ label, value, onChange, error, wide = false, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={wide ? 'field field-wide' : 'field'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field-input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      {hint === undefined ? null : (
        <p id={`${id}-hint`} className="field-hint" role="status">
          {hint}
        </p>
      )}
    </div>
  );
}
