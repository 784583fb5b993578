import { Suspense, useRef, useState } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { useDismiss } from '../ui/useDismiss.ts';
import type { Occupancy } from '../../lib/pricing/pricing.ts';

/** The counters load when a guest first changes a rate's occupancy. */
const RateOccupancyPanel = lazyPart(() => import('./RateOccupancyPanel.tsx').then((module) => module.default));

/**
 * A rate's occupancy selector (01 §2.10.1): clicking it enters editing, an
 * outside click, Escape or 'Done' ends it; ages per child while editing.
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
      <button
        ref={button}
        type="button"
        className="field-button rate-occupancy-button"
        aria-expanded={editing}
        aria-label={t('%label%: %summary%, change', { label, summary })}
        onClick={() => setEditing(!editing)}
      >
        {summary}
      </button>
      {editing ? (
        <div className="rate-occupancy-panel" role="group" aria-label={label}>
          <Suspense fallback={<p role="status">{t('Loading')}</p>}>
            <RateOccupancyPanel value={value} onChange={onChange} />
          </Suspense>
          {/* On a phone the panel covers the rate's price and its button: 'Done' closes it without a tap elsewhere. */}
          <button
            type="button"
            className="btn-ghost w-full mt-2"
            onClick={() => {
              setEditing(false);
              button.current?.focus();
            }}
          >
            {t('Done')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
