import { memo, Suspense, useState, type CSSProperties } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useTranslation } from '../../i18n/react.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import type { Availability, UnitType } from '../../api/availability.ts';
import type { Occupancy } from '../../lib/pricing/pricing.ts';
import { minimumRate } from '../../lib/pricing/stay-price.ts';
import { displayedAvailableUnits, scarcityMessage, visibleRates } from '../../lib/search/restrictions.ts';
import { truncateDescription } from '../../lib/format/text.ts';
import { unitCardPanel, unitHeadingId, type UnavailableDisplay } from '../../lib/search/unit-card.ts';
import { propertyUnitUrl } from '../../lib/search/property-link.ts';
import { $basket } from '../../stores/basket.ts';
import { openModal } from '../../stores/modal.ts';
import { $openRates, showUnitDetails, toggleRates } from '../../stores/results.ts';
import { Messages } from './Messages.tsx';
import { RateCard } from './RateCard.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { useNearViewport } from '../ui/useNearViewport.ts';
import { useStoreValue } from '../ui/useStoreValue.ts';

const AvailabilityCalendar = lazyPart(() => import('./AvailabilityCalendar.tsx').then((module) => module.default));
const SimilarDates = lazyPart(() => import('./SimilarDates.tsx').then((module) => module.default));

export interface UnitTypeCardProps {
  lang: string;
  data: Availability;
  unitType: UnitType;
  searched: Occupancy;
  display: UnavailableDisplay;
  alwaysShowRates: boolean;
  isGroup: boolean;
  /** The origin of the unit's property when it has a host name of its own. */
  memberSite?: string | null;
  odd: boolean;
  /**
   * Rates shown without being opened (alwaysShowRates) render as they come
   * near the viewport, or once this is true (the results fill them in while
   * the page is idle): a long list's rate cards are most of its rendering.
   */
  ratesDue: boolean;
}

/** Scrolls to a unit type's rate list after 200 ms, 450 px above it, over 500 ms (01 §2.8, §9.3). */
function scrollToRates(element: HTMLElement | null): void {
  if (!element) return;
  setTimeout(() => {
    const top = element.getBoundingClientRect().top + window.scrollY - 450;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  }, 200);
}

/**
 * A unit's availability calendar (01 §2.11), loaded as its card comes near
 * the viewport: its code and its months are fetched only for the units the
 * guest scrolls to. Until then, the calendar's labelled place. The card is
 * watched, not the calendar's place: a card away from the viewport is not
 * laid out (content-visibility), and what is inside it has no place yet.
 */
function DeferredCalendar({ lang, unitType, card }: { lang: string; unitType: UnitType; card: HTMLElement | null }) {
  const { t } = useTranslation();
  const near = useNearViewport(card);
  const pending = (
    <div
      className="availability-calendar availability-calendar-pending"
      role="group"
      aria-label={t('Availability calendar for %name%', { name: unitType.unitTypeName })}
    >
      <p role="status">{t('Loading')}</p>
    </div>
  );
  if (!near) return pending;
  return (
    <Suspense fallback={pending}>
      <AvailabilityCalendar lang={lang} unitType={unitType} />
    </Suspense>
  );
}

/** A unit type of the results (01 §2.8). */
/**
 * A group's card names the unit's property, its city and its slug (01
 * §2.8); the name links to the unit on the property's own engine: at its
 * own host name when it has one, else when the page is on the group's
 * sub-domain (01 §1).
 */
function PropertyLine({ lang, unitType, site }: { lang: string; unitType: UnitType; site: string | null }) {
  const href = typeof window === 'undefined' ? null : propertyUnitUrl(window.location, unitType, lang, site);
  return (
    <p className="unit-property">
      {href ? <a href={href}>{unitType.bookingEngine.name}</a> : unitType.bookingEngine.name}
      {unitType.city ? ` · ${unitType.city}` : ''}
      {unitType.unitTypeSlug ? <span className="unit-slug"> · {unitType.unitTypeSlug}</span> : null}
    </p>
  );
}

export const UnitTypeCard = memo(function UnitTypeCard({
  lang,
  data,
  unitType,
  searched,
  display,
  alwaysShowRates,
  isGroup,
  memberSite = null,
  odd,
  ratesDue,
}: UnitTypeCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  // The card's own part of the stores: a change of another card's rates or units leaves this one alone.
  const opened = useStoreValue($openRates, (open) => open.has(unitType.unitTypeId));
  const units = useStoreValue($basket, (basket) => displayedAvailableUnits(unitType, basket));
  const [ratesElement, setRatesElement] = useState<HTMLElement | null>(null);
  const [cardElement, setCardElement] = useState<HTMLElement | null>(null);
  const rates = visibleRates(unitType.rates);
  const minimum = minimumRate(unitType.rates, unitType, searched);
  const panel = unitCardPanel(unitType, minimum, searched, display);
  const showRates = panel.kind === 'price' && (alwaysShowRates || opened);
  // The card is watched, not the rates' place: a card away from the viewport is not laid out, so what is inside has no box.
  const ratesNear = useNearViewport(showRates && !opened && !ratesDue ? cardElement : null, '600px');
  const renderRates = showRates && (opened || ratesDue || ratesNear);
  const scarcity = scarcityMessage(units);
  const headingId = unitHeadingId(unitType.unitTypeId);
  const ratesId = `unit-${unitType.unitTypeId}-rates`;
  const images = unitType.images.map((image) => ({ url: image.url, alt: unitType.unitTypeName }));
  const persons = searched.adults + searched.childrenAges.length;
  const policiesLink = (
    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('UNIT_POLICIES', { unitTypeId: unitType.unitTypeId })}>
      {t('Policies')}
    </button>
  );

  return (
    <article
      ref={setCardElement}
      className={`unit-card ${odd ? 'unit-odd' : 'unit-even'}`}
      // What it shows, for its height's estimate until it is first laid out (results.css).
      style={{ '--rates': showRates ? rates.length : 0, '--calendar': panel.kind === 'calendar' ? 1 : 0 } as CSSProperties}
      aria-labelledby={headingId}
      data-unit-type-id={unitType.unitTypeId}
    >
      <div className="unit-media">
        <Gallery images={images} onOpen={() => showUnitDetails(unitType)} openLabel={t('More details about %name%', { name: unitType.unitTypeName })} />
      </div>
      <div className="unit-body">
        {/* Focusable by script: where focus goes when a new search removes the card's control that held it (Results). */}
        <h3 id={headingId} className="unit-name" tabIndex={-1}>
          {unitType.unitTypeName}
        </h3>
        {isGroup ? <PropertyLine lang={lang} unitType={unitType} site={memberSite} /> : null}
        <p className="unit-occupancy">
          {t('Max occupancy: %max%', { max: unitType.maxOccupancy })} · {t('Standard occupancy: %standard%', { standard: unitType.standardOccupancy })}
        </p>
        <p className="unit-description">{truncateDescription(unitType.description)}</p>
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => showUnitDetails(unitType)}>
          {t('More details')}
        </button>
      </div>
      <div className="unit-panel">
        {panel.kind === 'price' || panel.kind === 'emptyOccupancy' ? (
          <>
            {panel.kind === 'price' ? (
              <p className="unit-from">
                <span>{t('Rates from')}</span> <strong className="unit-from-price">{money(panel.minimumRate, unitType.bookingEngine.currency)}</strong>{' '}
                <span className="nowrap">{t('per night')}</span>
              </p>
            ) : (
              <Messages className="rate-error" messages={[panel.message]} />
            )}
            {/* 'Only 2 left' says how many units there are: the count is not repeated beside it. */}
            <p className="unit-availability">
              {scarcity ? t('persons', { count: persons }) : `${t('availableUnits', { count: units })} · ${t('persons', { count: persons })}`}
            </p>
            {scarcity ? <Messages className="unit-scarcity" messages={[scarcity]} /> : null}
            {alwaysShowRates || panel.kind !== 'price' ? null : (
              <button
                type="button"
                // The card's one call to action stands out until its rates are open.
                className={showRates ? 'btn-ghost' : 'btn-primary'}
                aria-expanded={showRates}
                aria-controls={ratesId}
                onClick={() => {
                  if (toggleRates(unitType.unitTypeId)) scrollToRates(ratesElement);
                }}
              >
                {showRates ? t('Hide rates') : t('Show rates')}
              </button>
            )}
            {policiesLink}
          </>
        ) : panel.kind === 'calendar' ? (
          <>
            <DeferredCalendar lang={lang} unitType={unitType} card={cardElement} />
            {policiesLink}
          </>
        ) : (
          <>
            <Messages className="unit-unavailable" messages={panel.messages} />
            {display === 'A' ? (
              <button type="button" className="btn-ghost" disabled>
                {t('Show rates')}
              </button>
            ) : panel.similarDates ? (
              <Suspense fallback={<p role="status">{t('Loading')}</p>}>
                <SimilarDates lang={lang} unitType={unitType} />
              </Suspense>
            ) : null}
            {policiesLink}
          </>
        )}
      </div>
      <section
        id={ratesId}
        ref={setRatesElement}
        className={renderRates || !showRates ? 'unit-rates' : 'unit-rates unit-rates-pending'}
        hidden={!showRates}
        aria-busy={showRates && !renderRates}
        aria-label={t('Rates for %name%', { name: unitType.unitTypeName })}
      >
        {renderRates ? (
          <ul className="rate-list">
            {rates.map((rate) => (
              <RateCard key={rate.ratePlanId} data={data} unitType={unitType} rate={rate} searched={searched} />
            ))}
          </ul>
        ) : null}
      </section>
    </article>
  );
});
