import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import type { Availability, RatePlan, UnitType } from '../../api/availability.ts';
import { cancellationSummary } from '../../lib/pricing/cancellation.ts';
import { occupancyMessages } from '../../lib/search/occupancy.ts';
import { noteBeyond } from '../../lib/format/text.ts';
import { today } from '../../lib/format/dates.ts';
import type { Occupancy } from '../../lib/pricing/pricing.ts';
import { priceRate } from '../../lib/pricing/stay-price.ts';
import { discountKind, promoBadge } from '../../lib/search/promo.ts';
import { convertAmount } from '../../lib/pricing/currency.ts';
import { bookableCount, isRateSelectable, restrictionMessages, unitsLeft } from '../../lib/search/restrictions.ts';
import { $basket, addToBasket } from '../../stores/basket.ts';
import { $config } from '../../stores/config.ts';
import { $property, $search } from '../../stores/search.ts';
import { $rateOccupancy, rateKey, setRateOccupancy, showPackageDeal } from '../../stores/results.ts';
import { Messages } from './Messages.tsx';
import { RateOccupancy } from './RateOccupancy.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { PartNotLoaded } from '../ui/lazyPart.tsx';
import { focusFell } from './focus-fell.ts';

export interface RateCardProps {
  data: Availability;
  unitType: UnitType;
  rate: RatePlan;
  /** The searched occupancy of one unit. */
  searched: Occupancy;
}

/** One rate plan of a unit type (01 §2.10). */
export function RateCard({ data, unitType, rate, searched }: RateCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [addFailed, setAddFailed] = useState(false);
  // Whether focus is in this card: only then is its price a live region (see below).
  const [focusWithin, setFocusWithin] = useState(false);
  const basket = useStore($basket);
  const overrides = useStore($rateOccupancy);
  const { currency: shownCurrency, numberFormat } = useStore($config);
  const occupancy = overrides[rateKey(unitType.unitTypeId, rate.ratePlanId)] ?? searched;
  const currency = unitType.bookingEngine.currency;
  const occupancyErrors = occupancyMessages(unitType, occupancy);
  const price = priceRate(rate, unitType, occupancy);
  const left = unitsLeft(unitType, basket);
  const { rooms } = useStore($search);
  const property = useStore($property);
  // Selectable (01 §5.5): bookable with units left, and the basket may hold one more of it — not locked to
  // another property, and fewer items than the rooms searched for.
  const held = basket.filter((item) => item.unitTypeId === unitType.unitTypeId && item.ratePlanId === rate.ratePlanId).length;
  const selectable = occupancyErrors.length === 0 && isRateSelectable(rate, unitType, basket) && bookableCount(rate, unitType, basket, rooms) > held;
  const restrictions = restrictionMessages(rate, left);
  const promo = rate.activePromoCode;
  const badge = promo
    ? promoBadge(
        {
          ...promo,
          discountAmount:
            discountKind(promo) === 'percentage'
              ? promo.discountAmount
              : convertAmount(promo.discountAmount, currency, shownCurrency, data.configuration.exchangeRates),
        },
        shownCurrency,
        numberFormat,
      )
    : null;
  // The stay these results are for (the search may already be on to other dates).
  const policy = cancellationSummary(rate.policy, data.request.from, today(property?.timeZone));
  const note = noteBeyond(rate.policy?.additionalNote, policy ? t(policy.key, policy.tokens) : '');
  const headingId = `rate-${unitType.unitTypeId}-${rate.ratePlanId}`;

  return (
    <li
      className={['rate-card', rate.promote ? 'rate-promoted' : '', rate.isPackageDeal ? 'rate-package' : ''].join(' ')}
      aria-labelledby={headingId}
      onFocus={() => setFocusWithin(true)}
      // Safari focuses no button on a click or a VoiceOver double-tap: a click in the card counts as working in it too.
      onClick={() => setFocusWithin(true)}
      onBlur={(event) => setFocusWithin(event.currentTarget.contains(event.relatedTarget))}
    >
      <div className="rate-main">
        <div className="rate-badges">
          {rate.isPackageDeal ? <span className="badge badge-package">{t('Package deal')}</span> : null}
          {rate.promote ? <span className="badge badge-promote">{t('Special promo')}</span> : null}
        </div>
        <h4 id={headingId} className="rate-name">
          {rate.ratePlanName}
        </h4>
        {rate.isPackageDeal ? (
          <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => showPackageDeal(unitType, rate)}>
            {t('More details')}
          </button>
        ) : null}
        {rate.includedServices.length > 0 ? (
          <p className="rate-included">
            {t('Included: ')}
            {rate.includedServices.join(', ')}
          </p>
        ) : null}
        {policy ? <Messages className="rate-policy" messages={[policy]} /> : null}
        {/* The property's note, less what only repeats the summary above it. */}
        {note ? <p className="rate-note-text">{note}</p> : null}
        <RateOccupancy
          label={t('Guests for %rate%', { rate: rate.ratePlanName })}
          value={occupancy}
          onChange={(next) => setRateOccupancy(unitType.unitTypeId, rate.ratePlanId, next)}
        />
      </div>
      <div className="rate-side">
        {/* The price, or why there is none, is announced as the rate's guests change it: while focus is in the card. Not
            what the basket changes beside it, nor a unit chosen elsewhere re-pricing the rate for the next unit's guests:
            that would be read out once for every rate card on the page. */}
        <div aria-live={focusWithin ? 'polite' : 'off'}>
          {occupancyErrors.length > 0 ? (
            <Messages className="rate-error" messages={occupancyErrors} />
          ) : (
            <div className="rate-price">
              {promo && badge ? (
                <p className="rate-promo">
                  <span className="sr-only">{t('Price before discount %price%', { price: money(price.totalRateBeforeDiscount, currency) })}</span>
                  <s aria-hidden="true">{money(price.totalRateBeforeDiscount, currency)}</s>
                  <span className="badge badge-discount">
                    {badge.name} {badge.text}
                  </span>
                </p>
              ) : null}
              <p className="rate-total">{money(price.totalRate, currency)}</p>
              <p className="rate-per-night">
                {money(price.averageRatePerNight, currency)} {t('per night')}
              </p>
            </div>
          )}
        </div>
        {selectable ? (
          <>
            <button
              type="button"
              className="btn-primary"
              onClick={(event) => {
                const button = event.currentTarget;
                setAddFailed(false);
                // What adding needs loads on the first add (the item's prices, a stored basket's checks): a failed load says so here.
                addToBasket(data, unitType, rate, occupancy).then(
                  () =>
                    // The last room chosen, this button gives way to a note: focus goes on to the basket's 'Proceed'.
                    requestAnimationFrame(() => {
                      if (!button.isConnected && focusFell()) document.querySelector<HTMLElement>('.floating-basket .btn-primary')?.focus();
                    }),
                  () => setAddFailed(true),
                );
              }}
            >
              {t('Select this unit')}
            </button>
            {addFailed ? <PartNotLoaded /> : null}
          </>
        ) : occupancyErrors.length === 0 && (restrictions.length > 0 || left <= 0) ? (
          <Messages className="rate-restriction" messages={restrictions.length > 0 ? restrictions : [{ key: 'No units left', tokens: {} }]} />
        ) : occupancyErrors.length === 0 ? (
          <p className="rate-restriction">
            {basket.length > 0 && basket[0].bookingEngineId !== unitType.bookingEngineId
              ? t('Your selection holds units of another property. Book them first, or clear your selection to choose here.')
              : t('You have chosen units for all the rooms you searched for. Search for more rooms to add another unit.')}
          </p>
        ) : (
          <button type="button" className="btn-primary" disabled>
            {t('Select this unit')}
          </button>
        )}
      </div>
      {rate.rateNote ? <p className="rate-note">{rate.rateNote}</p> : null}
    </li>
  );
}
