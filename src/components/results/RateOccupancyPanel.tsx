import { useTranslation } from '../../i18n/react.tsx';
import { Counter } from '../ui/Counter.tsx';
import { ADULTS_BOUNDS, CHILD_AGE_OPTIONS, CHILDREN_BOUNDS, resizeChildrenAges, setChildAge } from '../../lib/search/occupancy.ts';
import type { Occupancy } from '../../lib/pricing/pricing.ts';

/** A rate's occupancy counters and children's ages (01 §2.10.1), shown while the guest edits it. */
export default function RateOccupancyPanel({ value, onChange }: { value: Occupancy; onChange: (occupancy: Occupancy) => void }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
