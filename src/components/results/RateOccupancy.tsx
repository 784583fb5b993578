import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Counter } from '../ui/Counter.tsx';
import { useDismiss } from '../ui/useDismiss.ts';
import { ADULTS_BOUNDS, CHILD_AGE_OPTIONS, CHILDREN_BOUNDS, resizeChildrenAges, setChildAge } from '../../lib/occupancy.ts';
import type { Occupancy } from '../../lib/pricing.ts';

/**
 * A rate's occupancy selector (01 §2.10.1): clicking it enters editing, an
 * outside click (or Escape) ends it; ages per child while editing.
 */
export function RateOccupancy({ value, onChange, label }: { value: Occupancy; onChange: (occupancy: Occupancy) => void; label: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(editing, root, () => setEditing(false), button);

  const summary = [t('adults', { count: value.adults }), t('children', { count: value.childrenAges.length })].join(', ');
  return (
    <div className="rate-occupancy" ref={root}>
      <button ref={button} type="button" className="field-button rate-occupancy-button" aria-expanded={editing} aria-label={t('%label%: %summary%, change', { label, summary })} onClick={() => setEditing(!editing)}>
        {summary}
      </button>
      {editing ? (
        <div className="rate-occupancy-panel" role="group" aria-label={label}>
          <Counter label={t('Adults')} value={value.adults} min={ADULTS_BOUNDS.min} max={ADULTS_BOUNDS.max} onChange={(adults) => onChange({ ...value, adults })} />
          <Counter
            label={t('Children')}
            value={value.childrenAges.length}
            min={CHILDREN_BOUNDS.min}
            max={CHILDREN_BOUNDS.max}
            onChange={(count) => onChange({ ...value, childrenAges: resizeChildrenAges(value.childrenAges, count) })}
          />
          {value.childrenAges.map((age, index) => (
            <label key={index} className="child-age">
              <span>
                {t('Age at check-out')} ({t('Child %number%', { number: index + 1 })})
              </span>
              <select value={age} onChange={(event) => onChange({ ...value, childrenAges: setChildAge(value.childrenAges, index, Number(event.target.value)) })}>
                {CHILD_AGE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t('%age% yrs', { age: option })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
