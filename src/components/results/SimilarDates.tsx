import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { CalendarLoadError } from './CalendarLoadError.tsx';
import { Messages } from './Messages.tsx';
import type { UnitType } from '../../api/availability.ts';
import { addDays, formatDayMonth, today as todayIn } from '../../lib/format/dates.ts';
import { checkOutOnlyNotice, similarDates, SIMILAR_DATES_WINDOW_DAYS } from '../../lib/search/similar-dates.ts';
import { $dayAvailability, loadRange } from '../../stores/calendar.ts';
import { $property, $search, submitSearch } from '../../stores/search.ts';

const AvailabilityCalendar = lazyPart(() => import('./AvailabilityCalendar.tsx').then((module) => module.default));

/**
 * Reading B of an unavailable unit type (01 §2.8): up to two similar stays
 * as buttons, 'Choose another date' with the one-month calendar, and the
 * check-out-only notice. Dates that could not be loaded are said so,
 * with 'Try again' (the calendar's own notice while it is open).
 */
export default function SimilarDates({ lang, unitType }: { lang: string; unitType: UnitType }) {
  const { t } = useTranslation();
  const search = useStore($search);
  const property = useStore($property);
  const availability = useStore($dayAvailability)[unitType.unitTypeUuid];
  const [choosing, setChoosing] = useState(false);
  const today = todayIn(property?.timeZone);

  useEffect(() => {
    const from = addDays(search.from, -SIMILAR_DATES_WINDOW_DAYS - 1);
    void loadRange(unitType.unitTypeUuid, from < today ? today : from, addDays(search.to, SIMILAR_DATES_WINDOW_DAYS), today);
  }, [search.from, search.to, unitType.unitTypeUuid]);

  const suggestions = similarDates(availability, search, today, { minUnits: 1 });
  const notice = checkOutOnlyNotice(availability, search.from, search.to);
  return (
    <div className="similar-dates">
      {choosing ? null : <CalendarLoadError unitTypeUuid={unitType.unitTypeUuid} />}
      {suggestions.length > 0 ? (
        <>
          <p className="similar-title">{t('See similar dates')}</p>
          <ul className="similar-list">
            {suggestions.map((range) => (
              <li key={range.from + range.to}>
                <button type="button" className="btn-ghost" onClick={() => submitSearch({ from: range.from, to: range.to }, { force: true })}>
                  {formatDayMonth(range.from, lang)} – {formatDayMonth(range.to, lang)} ({t('nights', { count: range.nights })})
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {notice ? (
        <Messages className="similar-notice" messages={[{ key: notice.key, tokens: { date: formatDayMonth(String(notice.tokens.date), lang) } }]} />
      ) : null}
      <button type="button" className="link-button" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
        {t('Choose another date')}
      </button>
      {choosing ? (
        <Suspense fallback={<p role="status">{t('Loading')}</p>}>
          <AvailabilityCalendar lang={lang} unitType={unitType} onDone={() => setChoosing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
