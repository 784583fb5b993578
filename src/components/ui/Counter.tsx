import '../../styles/counter.css';
import { useId } from 'react';
import { useTranslation } from '../../i18n/react.tsx';

export interface CounterProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * A − value + stepper for guest counts (01 §5.2), each button named for
 * what it changes. A button at its limit is marked disabled
 * (aria-disabled) and does nothing, but keeps the keyboard's focus: a
 * button that disabled itself under the focus would drop it to the page's
 * start.
 */
export function Counter({ label, value, min, max, onChange }: CounterProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="counter">
      <span id={id} className="counter-label">
        {label}
      </span>
      <div className="counter-controls" role="group" aria-labelledby={id}>
        <button
          type="button"
          className="counter-button"
          aria-label={t('Decrease %label%', { label })}
          aria-disabled={value <= min || undefined}
          onClick={() => {
            if (value > min) onChange(value - 1);
          }}
        >
          −
        </button>
        <output className="counter-value" aria-live="polite" aria-labelledby={id}>
          {value}
        </output>
        <button
          type="button"
          className="counter-button"
          aria-label={t('Increase %label%', { label })}
          aria-disabled={value >= max || undefined}
          onClick={() => {
            if (value < max) onChange(value + 1);
          }}
        >
          +
        </button>
      </div>
    </div>
  );
}
