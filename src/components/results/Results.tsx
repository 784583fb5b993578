import '../../styles/results.css';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { nextUnitGuests } from '../../lib/search/next-unit.ts';
import { unitHeadingId, type UnavailableDisplay } from '../../lib/search/unit-card.ts';
import { $basket } from '../../stores/basket.ts';
import { $config } from '../../stores/config.ts';
import { $availability, $linkDatesRefused, $loaded, $search, runSearch } from '../../stores/search.ts';
import type { ModalName } from '../../stores/modal.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { focusFell } from './focus-fell.ts';
import { WhenOpened } from '../ui/WhenOpened.tsx';
import { UnitTypeCard } from './UnitTypeCard.tsx';

/** The details, package and policy modals load when one first opens: most searches never open them. */
const ResultsModals = lazyPart(() => import('./ResultsModals.tsx').then((module) => module.ResultsModals));
const RESULTS_MODALS: readonly ModalName[] = ['UNIT_TYPE', 'PACKAGE_DEAL', 'UNIT_POLICIES'];

export interface ResultsProps extends IslandProps {
  display: UnavailableDisplay;
  alwaysShowRates: boolean;
  isGroup: boolean;
  /** A group's members that have a host name of their own: slug → origin (its cards link there). */
  memberSites?: Readonly<Record<string, string>>;
  primaryColor: string | null;
}

/**
 * Cards rendered in the first pass, and cards whose rates render at once
 * (the others' as they come near the viewport or the page is idle); the
 * rest follow in transitions of `BATCH` cards, which React renders in
 * slices of a few milliseconds that give way to input and paint. Each
 * commit costs the browser a layout of what it adds: one commit per card
 * made some 70 commits on the group page's 22 cards, and one commit for
 * the whole rest of the list a layout of 140–165 ms at 4× CPU slowdown, a
 * long task of its own; a few cards at a time keep each layout short.
 */
const FIRST_PASS = 1;
const BATCH = 6;

/** Runs `next` after the current task, or `idle`: when the main thread is next idle (a timer where the browser has no idle callbacks). */
function schedule(idle: boolean, next: () => void): () => void {
  if (idle && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(next);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(next, idle ? 50 : 0);
  return () => clearTimeout(timer);
}

/**
 * How many of `total` cards are due: `FIRST_PASS` at once, then from
 * `start` on `BATCH` more at each step (`idle`: at each idle moment), each
 * batch one transition (`first`: more cards at once, see useFocusedCard). The count belongs to one set of results (`key`):
 * new results start again from the first pass in the very render that
 * shows them. The rates filled in while idle make the page complete (find
 * in page, a screen reader's browse mode) without a long task on the way.
 */
function useBatchedCount(key: unknown, total: number, { start = true, idle = false, first = FIRST_PASS } = {}): number {
  const [progress, setProgress] = useState({ key, count: first });
  const count = progress.key === key ? progress.count : first;
  useEffect(() => {
    if (!start || count >= total) return;
    return schedule(idle, () => startTransition(() => setProgress({ key, count: count + BATCH })));
  }, [start, idle, count, total, key]);
  return Math.min(count, total);
}

/**
 * The unit type whose card holds focus, if any (its id, and the element,
 * from `focusin`). A new search renders that card in its first pass, with
 * those before it, so that it stays mounted and keeps the focus in it
 * (a card far down the list makes that first pass longer: it is the guest's
 * own step, not the page's load). Where the control that held focus is
 * gone with the new results (a similar date), focus moves to the card's
 * heading instead of falling to the page's start; focus the guest moved
 * elsewhere meanwhile, or left on the page with a click on text, stays.
 */
function useFocusedCard(data: unknown) {
  const focused = useRef<{ card: number; element: Element } | null>(null);
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const card = event.target instanceof Element ? event.target.closest('[data-unit-type-id]') : null;
      focused.current = card ? { card: Number(card.getAttribute('data-unit-type-id')), element: event.target as Element } : null;
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  useEffect(() => {
    const last = focused.current;
    if (data === null || !last || last.element.isConnected || !focusFell()) return;
    document.getElementById(unitHeadingId(last.card))?.focus();
  }, [data]);
  return focused;
}

/** The results of the accommodation step (01 §2.7). */
function Results({ lang, display, alwaysShowRates, isGroup, memberSites = {}, primaryColor }: ResultsProps) {
  const { t } = useTranslation();
  // The search may have moved on before this island hydrates: its first render is the built page's.
  const hydrated = useHydrated();
  const current = useStore($availability);
  const loaded = useStore($loaded);
  const state = hydrated ? current : { status: 'idle' as const };
  const data = hydrated ? loaded : null;
  const search = useStore($search);
  const basket = useStore($basket);
  const { selectedAmenities, location } = useStore($config);
  const linkDatesRefused = useStore($linkDatesRefused);

  // On tablet widths the page scrolls to 800 px when new results arrive (01 §2.7).
  useEffect(() => {
    if (state.status !== 'loaded') return;
    if (window.matchMedia('(min-width: 600px) and (max-width: 900px)').matches && window.scrollY < 800) {
      window.scrollTo({ top: 800, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
  }, [state]);

  const unitTypes = useMemo(
    () =>
      (data?.unitTypes ?? []).filter(
        (unitType) =>
          selectedAmenities.every((id) => unitType.amenities.some((amenity) => amenity.id === id)) &&
          (search.bookingEngineId === null || unitType.bookingEngineId === search.bookingEngineId) &&
          (!location || unitType.city === location),
      ),
    [data, selectedAmenities, search.bookingEngineId, location],
  );
  // The next unit's guests: the party's not yet in a chosen unit (each child once).
  const searched = useMemo(() => nextUnitGuests(search, basket), [search, basket]);
  const focusedCard = useFocusedCard(data);
  const shown = useBatchedCount(data, unitTypes.length, {
    first: Math.max(FIRST_PASS, unitTypes.findIndex((unitType) => unitType.unitTypeId === focusedCard.current?.card) + 1),
  });
  const ratesDue = useBatchedCount(data, unitTypes.length, { start: shown >= unitTypes.length, idle: true });

  return (
    <div className="results" aria-busy={state.status === 'loading'}>
      {/* The live region is there before its note, so that the note is announced. */}
      <div role="status">
        {hydrated && linkDatesRefused ? (
          <div className="results-notice">
            <p>{t('search.linkDatesRefused')}</p>
            <button type="button" className="btn-ghost" onClick={() => $linkDatesRefused.set(false)}>
              {t('Close')}
            </button>
          </div>
        ) : null}
      </div>
      {state.status === 'failed' && state.error.messages[0] !== 'Promo code is invalid' && state.error.messages[0] !== 'Provide a promo code' ? (
        <div className="results-error" role="alert">
          <p>
            {state.error.status >= 400 && state.error.status < 500 && state.error.messages.length > 0
              ? state.error.messages.join(' ')
              : t('We could not load availability. Please try again.')}
          </p>
          <button type="button" className="btn-ghost" onClick={() => void runSearch()}>
            {t('Try again')}
          </button>
        </div>
      ) : null}
      {data === null ? (
        state.status === 'failed' ? null : (
          <p className="results-loading" role="status">
            {t('Loading')}
          </p>
        )
      ) : unitTypes.length === 0 ? (
        <p className="results-empty" role="status">
          {t('No units available')}
        </p>
      ) : (
        <>
          {/* Filled by a search's answer only: empty while one runs (so that every count is announced, the same one again
              too), and after one failed (whose alert is what the guest hears, not the last answer's count). */}
          <p className="sr-only" role="status">
            {state.status === 'loaded' ? t('unitTypesFound', { count: unitTypes.length }) : ''}
          </p>
          <div className="unit-list">
            {unitTypes.slice(0, shown).map((unitType, index) => (
              <UnitTypeCard
                key={unitType.unitTypeId}
                lang={lang}
                data={data}
                unitType={unitType}
                searched={searched}
                display={display}
                alwaysShowRates={alwaysShowRates}
                isGroup={isGroup}
                memberSite={memberSites[unitType.unitTypeSlug] ?? null}
                odd={index % 2 === 1}
                ratesDue={index < ratesDue}
              />
            ))}
          </div>
        </>
      )}
      <WhenOpened names={RESULTS_MODALS}>
        <ResultsModals data={data} primaryColor={primaryColor} />
      </WhenOpened>
    </div>
  );
}

export default withI18n(Results);
