import '../../styles/counter.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { onBlurValue, stepperValue } from '../../lib/extras/extras.ts';

export interface QuantityStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

/**
 * The quantity of a service (01 §5.3): − and + buttons and a number field;
 * non-numeric input becomes 0, input above the maximum is clamped, and on
 * blur a value below the minimum goes back to it. A button at its limit is
 * marked disabled (aria-disabled) but keeps the keyboard's focus, as the
 * guests' counter's do (ui/Counter.tsx); `disabled` turns the whole
 * stepper off.
 */
export function QuantityStepper({ label, value, min, max, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <div className="quantity-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="counter-button"
        aria-label={t('Decrease %label%', { label })}
        disabled={disabled}
        aria-disabled={value <= min || undefined}
        onClick={() => {
          if (value > min) onChange(value - 1);
        }}
      >
        −
      </button>
      <input
        className="quantity-input"
        inputMode="numeric"
        aria-label={t('Quantity of %label%', { label })}
        value={text}
        disabled={disabled}
        onChange={(event) => {
          const next = stepperValue(event.target.value, { min: Number.NEGATIVE_INFINITY, max });
          setText(event.target.value === '' ? '' : String(next));
          onChange(Math.max(min, next));
        }}
        onBlur={() => {
          const next = onBlurValue(stepperValue(text, { min: Number.NEGATIVE_INFINITY, max }), min);
          setText(String(next));
          onChange(next);
        }}
      />
      <button
        type="button"
        className="counter-button"
        aria-label={t('Increase %label%', { label })}
        disabled={disabled}
        aria-disabled={value >= max || undefined}
        onClick={() => {
          if (value < max) onChange(value + 1);
        }}
      >
        +
      </button>
    </div>
  );
}
