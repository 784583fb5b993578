import { useTranslation } from '../../i18n/react.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { occupancyText, offerItemTotal, roomsMessage, type OfferItem } from '../../lib/offer/offer-grouping.ts';
import { offerItemParts } from '../../lib/offer/offer-totals.ts';
import { truncateDescription } from '../../lib/format/text.ts';
import { openModal } from '../../stores/modal.ts';
import { RatePlanPanel } from './RatePlanPanel.tsx';

export interface OfferCardProps {
  item: OfferItem;
  /** The item's place among the cards: what 'More details' opens. */
  itemIndex: number;
  /** The index of its first reservation in the booking: what 'See prices by day' opens. */
  reservationIndex: number;
}

/**
 * One card per grouped reservation (02 §2.6): the image carousel, the
 * occupancy ('standard-max'), name and shortened description, 'More
 * details', the rooms and their total cost, and the rate plan panel.
 */
export function OfferCard({ item, itemIndex, reservationIndex }: OfferCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { reservation } = item;
  const { unitType } = reservation;
  const headingId = `offer-item-${itemIndex}`;
  const rooms = roomsMessage(item.unitsNumber);
  const details = () => openModal('UNIT_TYPE', itemIndex);
  return (
    <article className="offer-card" aria-labelledby={headingId}>
      <div className="offer-media">
        <Gallery
          images={reservation.images.map((image) => ({ url: image.url, alt: unitType.name }))}
          onOpen={details}
          openLabel={t('More details about %name%', { name: unitType.name })}
          thumbnails
          dots
          eager={itemIndex === 0}
        />
      </div>
      <div className="offer-body">
        <h2 id={headingId} className="unit-name">
          {unitType.name}
        </h2>
        <p className="unit-occupancy">{t('Persons: %occupancy%', { occupancy: occupancyText(unitType) })}</p>
        {unitType.description ? <p className="unit-description">{truncateDescription(unitType.description)}</p> : null}
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={details}>
          {t('More details')}
        </button>
        <dl className="offer-totals offer-card-total">
          <div className="offer-total-main">
            <dt>{t(rooms.key, rooms.tokens)}</dt>
            <dd>{money.total(offerItemTotal(item), offerItemParts(item), reservation.currency)}</dd>
          </div>
        </dl>
      </div>
      <RatePlanPanel item={item} reservationIndex={reservationIndex} headingId={`${headingId}-rate`} />
    </article>
  );
}
