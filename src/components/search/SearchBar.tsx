import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation, labelled } from '../../i18n/react.tsx';
import { Popover } from '../ui/Popover.tsx';
import { useMedia } from '../ui/useMedia.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { formatDayMonth, nightsBetween, today as todayIn, type IsoDate } from '../../lib/format/dates.ts';
import { $config } from '../../stores/config.ts';
import { $loaded, $search, setLocation, submitSearch } from '../../stores/search.ts';

/** Phones: the width below which the search bar stands above the results and fills the screen. */
const PHONE = '(max-width: 600px)';

const DateRangePicker = lazyPart(() => import('./DateRangePicker.tsx').then((module) => module.default));
/** The counters load when the guests panel first opens. */
const GuestsPanel = lazyPart(() => import('./GuestsPanel.tsx').then((module) => module.default));

/** Months and day size of the search calendar (01 §2.4). */
function useCalendarLayout(isGroup: boolean): { months: number; daySize: number } {
  const tabletUp = useMedia('(min-width: 900px)');
  const laptopUp = useMedia('(min-width: 1200px)');
  const months = !tabletUp ? 1 : !laptopUp ? 2 : isGroup ? 3 : 2;
  const daySize = !tabletUp ? 40 : isGroup ? 34 : 36;
  return { months, daySize };
}

/** Keys that choose on a closed select without stepping through its options. */
const CHOOSING_KEYS = new Set(['Enter', ' ', 'Tab', 'Escape']);
/** How long a value stepped to with the keys stands before it is searched, if the guest neither leaves nor presses Enter. */
const SETTLE_MS = 800;

/**
 * A group's filter (its location, its property): a choice searches at
 * once, except one made with the arrow keys (or a letter) on the closed
 * select, which moves its value option by option: that one searches when
 * the guest leaves the field, presses Enter or stays on it for a moment
 * (a menu the keys opened, as on macOS, takes its Enter itself), not once
 * for every option passed (each search announces loading and adds a
 * history entry).
 */
function FilterSelect({ id, value, onChoose, children }: { id: string; value: string; onChoose: (value: string) => void; children: ReactNode }) {
  // The value stepped to and not searched yet: shown by the select, read by the timer (a ref, not the render's state).
  const [pending, setPending] = useState<string | null>(null);
  const waiting = useRef<string | null>(null);
  const stepping = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = () => {
    clearTimeout(timer.current);
    const chosen = waiting.current;
    if (chosen === null) return;
    waiting.current = null;
    setPending(null);
    if (chosen !== value) onChoose(chosen);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <select
      id={id}
      className="field-button"
      value={pending ?? value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') flush();
        stepping.current = !CHOOSING_KEYS.has(event.key);
      }}
      onPointerDown={() => {
        stepping.current = false;
      }}
      onChange={(event) => {
        clearTimeout(timer.current);
        if (stepping.current) {
          waiting.current = event.target.value;
          setPending(event.target.value);
          timer.current = setTimeout(flush, SETTLE_MS);
        } else {
          waiting.current = null;
          setPending(null);
          onChoose(event.target.value);
        }
      }}
      onBlur={flush}
    >
      {children}
    </select>
  );
}

export interface SearchBarProps {
  lang: string;
  isGroup: boolean;
  /** A group's member properties (their cities make the location list). */
  members: { id: number; name: string; city: string | null }[];
  /** The property's time zone: days before its today are disabled. */
  timeZone: string;
}

export function SearchBar({ lang, isGroup, members, timeZone }: SearchBarProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const search = useStore($search);
  const config = useStore($config);
  const loaded = useStore($loaded);
  const [open, setOpen] = useState<'dates' | 'guests' | null>(null);
  const [dates, setDates] = useState<{ from: IsoDate | null; to: IsoDate | null }>({ from: search.from, to: search.to });
  const [guests, setGuests] = useState({ adults: search.adults, children: search.children, rooms: search.rooms });
  const layout = useCalendarLayout(isGroup);

  // The draft follows the search whenever it changes from elsewhere (URL, a unit's calendar, similar dates).
  useEffect(() => setDates({ from: search.from, to: search.to }), [search.from, search.to]);
  useEffect(() => setGuests({ adults: search.adults, children: search.children, rooms: search.rooms }), [search.adults, search.children, search.rooms]);

  // 'All locations' and the unique non-null cities (01 §2.4): the members' cities and those of any loaded unit type.
  const cities = useMemo(
    () =>
      [
        ...new Set(
          [...members.map((member) => member.city), ...(loaded?.unitTypes ?? []).map((unitType) => unitType.city)].filter((city): city is string =>
            Boolean(city),
          ),
        ),
      ].sort(),
    [loaded, members],
  );
  // Dates and guests come from the URL and the guest's clock: shown once hydrated.
  const hydrated = useHydrated();
  const datesReady = hydrated && Boolean(dates.from && dates.to);
  const nights = dates.from && dates.to ? nightsBetween(dates.from, dates.to) : 0;
  // The trigger's name holds the text it shows (what a voice-control user says).
  const datesText = datesReady
    ? `${formatDayMonth(dates.from!, lang)} – ${formatDayMonth(dates.to!, lang)} · ${t('nights', { count: nights })}`
    : t('Select dates');
  const guestSummary = [
    t('adults', { count: guests.adults }),
    guests.children.length > 0 ? t('children', { count: guests.children.length }) : null,
    t('rooms', { count: guests.rooms }),
  ]
    .filter(Boolean)
    .join(', ');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!dates.from || !dates.to) {
      setOpen('dates');
      return;
    }
    setOpen(null);
    const searched = submitSearch({ from: dates.from, to: dates.to, adults: guests.adults, children: guests.children, rooms: guests.rooms });
    // On a phone the search bar fills the screen: the guest is taken down to the results.
    if (searched && window.matchMedia(PHONE).matches) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      document.getElementById('main')?.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  };

  return (
    <form role="search" aria-label={t('Search availability')} className="search-bar" onSubmit={onSubmit}>
      <div className="search-field">
        <span className="search-label" id="search-dates-label">
          {t('Check-in')} – {t('Check-out')}
        </span>
        <Popover
          open={open === 'dates'}
          onOpenChange={(value) => setOpen(value ? 'dates' : null)}
          panelLabel={t('Select dates')}
          panelClassName="popover-panel popover-wide popover-dates"
          triggerLabel={`${labelled(t, `${t('Check-in')} – ${t('Check-out')}`)} ${datesText}`}
          trigger={
            datesReady ? (
              <span>
                {formatDayMonth(dates.from!, lang)} – {formatDayMonth(dates.to!, lang)} <span className="muted">· {t('nights', { count: nights })}</span>
              </span>
            ) : (
              <span>{datesText}</span>
            )
          }
        >
          <Suspense fallback={<p role="status">{t('Loading')}</p>}>
            <DateRangePicker
              autoFocus
              lang={lang}
              from={dates.from}
              to={dates.to}
              today={todayIn(timeZone)}
              numberOfMonths={layout.months}
              daySize={layout.daySize}
              onChange={(range) => {
                setDates(range);
                if (range.from && range.to && range.from !== range.to) setOpen(null);
              }}
            />
          </Suspense>
        </Popover>
      </div>

      <div className="search-field">
        <span className="search-label">{t('Guests')}</span>
        <Popover
          open={open === 'guests'}
          onOpenChange={(value) => setOpen(value ? 'guests' : null)}
          panelLabel={t('Guests')}
          panelClassName="popover-panel popover-guests"
          triggerLabel={`${labelled(t, t('Guests'))} ${hydrated ? guestSummary : t('Guests')}`}
          trigger={<span>{hydrated ? guestSummary : t('Guests')}</span>}
        >
          <Suspense fallback={<p role="status">{t('Loading')}</p>}>
            <GuestsPanel guests={guests} onChange={setGuests} />
          </Suspense>
          <button type="button" className="btn-ghost w-full mt-2" onClick={() => setOpen(null)}>
            {t('Done')}
          </button>
        </Popover>
      </div>

      {isGroup ? (
        <label className="search-field" htmlFor={`${filterId}-location`}>
          <span className="search-label">{t('Location')}</span>
          <FilterSelect id={`${filterId}-location`} value={config.location ?? ''} onChoose={(value) => setLocation(value || null)}>
            <option value="">{t('All locations')}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </FilterSelect>
        </label>
      ) : null}
      {isGroup && members.length > 0 ? (
        <label className="search-field" htmlFor={`${filterId}-property`}>
          <span className="search-label">{t('Property')}</span>
          <FilterSelect
            id={`${filterId}-property`}
            value={search.bookingEngineId === null ? '' : String(search.bookingEngineId)}
            onChoose={(value) => submitSearch({ bookingEngineId: value ? Number(value) : null }, { force: true })}
          >
            <option value="">{t('All properties')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </FilterSelect>
        </label>
      ) : null}

      <button type="submit" className="btn-primary search-submit">
        {t('Search')}
      </button>
    </form>
  );
}
