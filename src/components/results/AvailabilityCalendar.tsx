import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import type { UnitType } from '../../api/availability.ts';
import { calendarLastDay, isBlockedDay, isCheckOutOnlyDay, isDayInCalendar, isRangeAvailable } from '../../lib/search/calendar.ts';
import { today as todayIn, type IsoDate } from '../../lib/format/dates.ts';
import { unitHeadingId } from '../../lib/search/unit-card.ts';
import { $dayAvailability, loadMonth } from '../../stores/calendar.ts';
import { $property, $search, submitSearch } from '../../stores/search.ts';
import { CalendarLoadError } from './CalendarLoadError.tsx';

/** The calendar's code loads with the first calendar shown. */
const DateRangePicker = lazyPart(() => import('../search/DateRangePicker.tsx').then((module) => module.default));

/**
 * A unit type's availability calendar (01 §2.11, §4.8, §5.4): one month,
 * day size 40, fetched month by month from when it is shown (its card
 * shows it as the card comes near the viewport, a similar stay's 'Choose
 * another date' on a click); blocked days disabled, check-out-only days
 * highlighted; a range across an unavailable night is refused; 'Clear'
 * goes back to the search dates, 'Save' searches the chosen dates. Months
 * that could not be loaded are said so, with 'Try again'.
 */
export default function AvailabilityCalendar({ lang, unitType, onDone }: { lang: string; unitType: UnitType; onDone?: () => void }) {
  const { t } = useTranslation();
  const search = useStore($search);
  const property = useStore($property);
  const all = useStore($dayAvailability);
  const availability = all[unitType.unitTypeUuid];
  const today = todayIn(property?.timeZone);
  const [range, setRange] = useState<{ from: IsoDate | null; to: IsoDate | null }>({ from: search.from, to: search.to });
  const [refused, setRefused] = useState(false);

  // Other search dates start it over.
  useEffect(() => {
    setRange({ from: search.from, to: search.to });
    setRefused(false);
  }, [search.from, search.to]);
  useEffect(() => {
    const [year, month] = search.from.split('-').map(Number);
    void loadMonth(unitTypeUuid(unitType), year, month, today);
  }, [search.from]);

  const isDisabled = (date: IsoDate): boolean => {
    if (!isDayInCalendar(date, today)) return true;
    // With a start chosen, only the blocked days from it on are shown (01 §4.8).
    if (range.from && !range.to && date <= range.from) return false;
    return isBlockedDay(availability, date);
  };

  return (
    <div className="availability-calendar" role="group" aria-label={t('Availability calendar for %name%', { name: unitType.unitTypeName })}>
      <Suspense fallback={<p className="calendar-placeholder">{t('Loading')}</p>}>
        <DateRangePicker
          lang={lang}
          from={range.from}
          to={range.to}
          today={today}
          numberOfMonths={1}
          endMonth={calendarLastDay(today)}
          excludeDisabled={false}
          disabled={isDisabled}
          checkOutOnly={(date) => isCheckOutOnlyDay(availability, date)}
          onMonthChange={(year, month) => void loadMonth(unitTypeUuid(unitType), year, month, today)}
          onChange={(next) => {
            if (next.from && next.to && !isRangeAvailable(availability, next.from, next.to)) {
              // Refused: the selection starts over, so the next click is a new check-in.
              setRefused(true);
              setRange({ from: null, to: null });
              return;
            }
            setRefused(false);
            setRange(next);
          }}
        />
      </Suspense>
      <CalendarLoadError unitTypeUuid={unitTypeUuid(unitType)} />
      <p className="calendar-message" role="status">
        {refused ? t('These dates include a night that is not available. Please choose other dates.') : ''}
      </p>
      <div className="calendar-actions">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            setRange({ from: search.from, to: search.to });
            setRefused(false);
          }}
        >
          {t('Clear')}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!range.from || !range.to}
          onClick={() => {
            if (!range.from || !range.to) return;
            // The page goes to the top (01 §2.7); focus goes to the card's heading, which the new results keep (Results), rather
            // than falling to the page's start with this button: the next Tab is in the card that now shows its rates.
            document.getElementById(unitHeadingId(unitType.unitTypeId))?.focus({ preventScroll: true });
            submitSearch({ from: range.from, to: range.to }, { force: true });
            onDone?.();
            window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
          }}
        >
          {t('Save')}
        </button>
      </div>
    </div>
  );
}

const unitTypeUuid = (unitType: UnitType) => unitType.unitTypeUuid;
