import '../../styles/results.css';
import { OFFER_BOOKING_TYPE } from '../../lib/offer/offer-contract.ts';
import '../../styles/offer.css';
import { useEffect } from 'react';
import { lazyPart } from '../ui/lazyPart.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useStoreInSlices } from '../ui/useStoreInSlices.ts';
import { useMoney } from '../ui/useMoney.ts';
import { offerBar, offerHeaderDates } from '../../lib/offer/offer-grouping.ts';
import { offerItemParts } from '../../lib/offer/offer-totals.ts';
import { offerRefFromPath, offerUrl } from '../../lib/offer/offer-route.ts';
import type { Locale, NumberFormat } from '../../lib/types.ts';
import { initConfig } from '../../stores/config.ts';
import { loadExchangeRates } from '../../stores/currency.ts';
import { $offer, $offerBookability, showOffer } from '../../stores/offer-view.ts';
import { OfferCard } from './OfferCard.tsx';
import { OfferStatus } from './OfferStatus.tsx';
import { WhenOpened } from '../ui/WhenOpened.tsx';
import { BreakdownWhenOpened } from './BreakdownWhenOpened.tsx';

/** The unit's details and the price breakdown load when first opened: the offer itself paints without them. */
const OfferUnitModal = lazyPart(() => import('./OfferUnitModal.tsx').then((module) => module.OfferUnitModal));
const UNIT_MODAL = ['UNIT_TYPE'] as const;

export interface OfferPageProps extends IslandProps {
  lang: Locale;
  engine: { currency: string; activeCurrencies: string[]; numberFormat: NumberFormat; primaryColor: string | null };
}

/**
 * The offer screen (02 §2.6): the red banner when the offer cannot be
 * accepted, its validity and creation dates (UTC), a card per grouped
 * reservation, and while it can be accepted the bar leading to payment.
 */
function OfferPage({ lang, engine }: OfferPageProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const state = useStoreInSlices($offer);
  const banner = useStore($offerBookability);

  useEffect(() => {
    initConfig({ locale: lang, currency: engine.currency, activeCurrencies: engine.activeCurrencies, numberFormat: engine.numberFormat });
    loadExchangeRates();
    return showOffer(offerRefFromPath(window.location.pathname));
  }, []);

  if (state.status !== 'loaded') return <OfferStatus status={state.status} />;

  const { offer, booking, items, bookingEngine, ref } = state.offer;
  const dates = offerHeaderDates(offer, lang);
  const bar = offerBar(booking.reservations);
  const indexOf = (reservationsId: number) =>
    Math.max(
      0,
      booking.reservations.findIndex((reservation) => reservation.reservationsId === reservationsId),
    );

  return (
    <div className={banner ? 'offer' : 'offer offer-bookable'}>
      {banner ? (
        <p className="offer-banner" role="alert">
          {t(banner)}
        </p>
      ) : null}
      {/* Accepted already (its booking is a reservation): says so, without leading to the reservation, which only the
          one who accepted holds (the offer's link may have been passed on). */}
      {booking.type === OFFER_BOOKING_TYPE.RESERVATION ? <p className="offer-accepted">{t('offer.accepted')}</p> : null}
      <dl className="offer-dates">
        <div>
          <dt>{t('Offer valid until')}</dt>
          <dd>{dates.validUntil}</dd>
        </div>
        <div>
          <dt>{t('Created at')}</dt>
          <dd>{dates.createdAt}</dd>
        </div>
      </dl>
      <ul className="offer-items">
        {items.map((item, index) => (
          <li key={item.reservationIds.join('-')}>
            <OfferCard item={item} itemIndex={index} reservationIndex={indexOf(item.reservationIds[0])} />
          </li>
        ))}
      </ul>
      {banner ? null : (
        <section className="offer-bar" aria-label={t('Total cost')}>
          <dl className="offer-bar-figures">
            <div>
              <dt>{t('Selected rooms')}</dt>
              <dd>{bar.selectedRooms}</dd>
            </div>
            <div>
              <dt>{t('Total cost')}</dt>
              <dd>{money.total(bar.totalCost, items.flatMap(offerItemParts), bar.currency)}</dd>
            </div>
          </dl>
          <a className="btn-primary offer-continue" href={offerUrl(lang, ref, 'payment', window.location.search)}>
            {t('Continue')}
          </a>
        </section>
      )}
      <WhenOpened names={UNIT_MODAL}>
        <OfferUnitModal items={items} primaryColor={bookingEngine.primaryColor ?? engine.primaryColor} />
      </WhenOpened>
      <BreakdownWhenOpened reservations={booking.reservations} />
    </div>
  );
}

export default withI18n(OfferPage);
