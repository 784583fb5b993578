import { useStore } from '@nanostores/react';
import { useTranslation, labelled } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import type { OfferItem } from '../../lib/offer/offer-grouping.ts';
import { extraMark, ratePlanPanel } from '../../lib/offer/offer-pricing.ts';
import { $config } from '../../stores/config.ts';
import { openModal } from '../../stores/modal.ts';

export interface RatePlanPanelProps {
  item: OfferItem;
  /** The index of the item's first reservation in the booking: what 'See prices by day' opens. */
  reservationIndex: number;
  headingId: string;
}

/**
 * A card's rate plan panel (02 §2.6): the rate plan, 'See prices by day',
 * period, guests and units, the discounts with the accommodation price
 * before them, the accommodation, extras and per-unit totals, and the
 * extras named, '(Included)' after what costs nothing and '(Paid at the
 * property)' after a tourist tax the rate leaves out of its totals.
 */
export function RatePlanPanel({ item, reservationIndex, headingId }: RatePlanPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { numberFormat } = useStore($config);
  const panel = ratePlanPanel(item, numberFormat);
  return (
    <section className="offer-rate" aria-labelledby={headingId}>
      <h3 id={headingId} className="offer-rate-name">
        {panel.ratePlanName}
      </h3>
      <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal('PRICE_BREAKDOWN', reservationIndex)}>
        {t('See prices by day')}
      </button>
      <dl className="offer-facts">
        <div>
          <dt>{t('Period')}</dt>
          <dd>
            {panel.period.arrival} – {panel.period.departure}
          </dd>
        </div>
        <div>
          <dt>{t('Adults')}</dt>
          <dd>{panel.adults}</dd>
        </div>
        <div>
          <dt>{t('Children')}</dt>
          <dd>{panel.children}</dd>
        </div>
        <div>
          <dt>{t('Units')}</dt>
          <dd>{panel.units}</dd>
        </div>
      </dl>
      {panel.discounts.length > 0 ? (
        <p className="offer-discounts">
          {panel.discounts.map((badge, index) => (
            <span key={index} className="badge badge-discount">
              {badge.name} {badge.text}
            </span>
          ))}
          {panel.originalAccommodationTotal !== null ? (
            <>
              <span className="sr-only">{t('Price before discount %price%', { price: money(panel.originalAccommodationTotal, panel.currency) })}</span>
              <s aria-hidden="true">{money(panel.originalAccommodationTotal, panel.currency)}</s>
            </>
          ) : null}
        </p>
      ) : null}
      <dl className="offer-totals">
        <div>
          <dt>{t('Accommodation total')}</dt>
          <dd>{money(panel.accommodationTotal, panel.currency)}</dd>
        </div>
        {panel.extrasTotal !== null ? (
          <div>
            <dt>{t('Extras total')}</dt>
            <dd>{money(panel.extrasTotal, panel.currency)}</dd>
          </div>
        ) : null}
        <div className="offer-total-main">
          <dt>{t('Total per unit')}</dt>
          <dd>{money.total(panel.totalPerUnit, panel.totalPerUnitParts, panel.currency)}</dd>
        </div>
      </dl>
      {panel.extras.length > 0 ? (
        <p className="offer-extras">
          <span className="offer-extras-label">{labelled(t, t('Extras'))}</span>{' '}
          {panel.extras
            .map((extra) => {
              const mark = extraMark(extra);
              return mark ? `${extra.name} ${t(mark.key, mark.tokens)}` : extra.name;
            })
            .join(', ')}
        </p>
      ) : null}
    </section>
  );
}
