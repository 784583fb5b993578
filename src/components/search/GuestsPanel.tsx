import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { Counter } from '../ui/Counter.tsx';
import { focusFirstControl } from '../ui/Popover.tsx';
import { resizeChildrenAges } from '../../lib/search/occupancy.ts';

const CHILD_AGES = Array.from({ length: 18 }, (_, age) => age);

export interface Guests {
  adults: number;
  children: number[];
  rooms: number;
}

/** The search's guests panel (01 §2.4): adults, children with an age each (0–17), rooms. */
export default function GuestsPanel({ guests, onChange }: { guests: Guests; onChange: (guests: Guests) => void }) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  // Loaded after the panel opened: focus moves in as it would have on opening.
  useEffect(() => focusFirstControl(root.current), []);
  return (
    <div ref={root}>
      <Counter label={t('Adults')} value={guests.adults} min={0} max={99} onChange={(adults) => onChange({ ...guests, adults })} />
      <Counter
        label={t('Children')}
        value={guests.children.length}
        min={0}
        max={99}
        onChange={(count) => onChange({ ...guests, children: resizeChildrenAges(guests.children, count) })}
      />
      {guests.children.map((age, index) => (
        <label key={index} className="child-age">
          <span>{t('Age of child %number% at check-out', { number: index + 1 })}</span>
          <select
            value={age}
            onChange={(event) => {
              const children = [...guests.children];
              children[index] = Number(event.target.value);
              onChange({ ...guests, children });
            }}
          >
            {CHILD_AGES.map((option) => (
              <option key={option} value={option}>
                {t('%age% yrs', { age: option })}
              </option>
            ))}
          </select>
        </label>
      ))}
      <Counter label={t('Rooms')} value={guests.rooms} min={1} max={99} onChange={(rooms) => onChange({ ...guests, rooms })} />
    </div>
  );
}
