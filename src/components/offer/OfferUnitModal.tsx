import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { Modal } from '../ui/Modal.tsx';
import { StaticMap } from '../ui/StaticMap.tsx';
import type { OfferItem } from '../../lib/offer/offer-grouping.ts';
import { $modal } from '../../stores/modal.ts';

/**
 * The 'More details' modal of an offer card (02 §2.6): the unit's name,
 * its images with thumbnails, the whole description, the amenities with
 * their icons, and a static map at the unit (marker in the engine's
 * primary colour) linking to the maps service. Opened with the card's
 * item index.
 */
export function OfferUnitModal({ items, primaryColor }: { items: readonly OfferItem[]; primaryColor: string | null }) {
  const { t } = useTranslation();
  const { openModal, modalData } = useStore($modal);
  const item = openModal === 'UNIT_TYPE' && typeof modalData === 'number' ? (items[modalData] ?? null) : null;
  const unitType = item?.reservation.unitType ?? null;
  return (
    <Modal name="UNIT_TYPE" title={unitType?.name ?? t('More details')} size="large">
      {item && unitType ? (
        <div className="details">
          <Gallery images={item.reservation.images.map((image) => ({ url: image.url, alt: unitType.name }))} thumbnails eager />
          {unitType.description ? <p className="details-description">{unitType.description}</p> : null}
          {unitType.amenities.length > 0 ? (
            <>
              <h3 className="details-heading">{t('Amenities')}</h3>
              <ul className="amenity-grid">
                {unitType.amenities.map((amenity) => (
                  <li key={`${amenity.id}-${amenity.name}`}>
                    {amenity.imageUrl ? <img src={amenity.imageUrl} alt="" width={24} height={24} /> : null}
                    <span>{amenity.name}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {unitType.latitude != null && unitType.longitude != null ? (
            <StaticMap latitude={unitType.latitude} longitude={unitType.longitude} primaryColor={primaryColor} place={unitType.name} />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
