import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { Gallery } from '../ui/Gallery.tsx';
import { Modal } from '../ui/Modal.tsx';
import { StaticMap } from '../ui/StaticMap.tsx';
import type { Availability } from '../../api/availability.ts';
import { generalPolicy } from '../../lib/pricing/policies.ts';
import { $modal } from '../../stores/modal.ts';
import { Messages } from './Messages.tsx';

interface UnitRef {
  unitTypeId?: number;
  ratePlanId?: number;
}

/**
 * The results' modals (01 §2.9, §2.10, §2.12): unit-type details, package
 * deal details and the general policy, each showing the unit type (and
 * rate) named in the modal data.
 */
export function ResultsModals({ data, primaryColor }: { data: Availability | null; primaryColor: string | null }) {
  const { t } = useTranslation();
  const { openModal, modalData } = useStore($modal);
  const ref = (modalData ?? {}) as UnitRef;
  const unitType = data?.unitTypes.find((unit) => unit.unitTypeId === ref.unitTypeId) ?? null;
  const rate = unitType?.rates.find((candidate) => candidate.ratePlanId === ref.ratePlanId) ?? null;

  return (
    <>
      <Modal name="UNIT_TYPE" title={unitType?.unitTypeName ?? t('More details')} size="large">
        {openModal === 'UNIT_TYPE' && unitType ? (
          <div className="details">
            <Gallery images={unitType.images.map((image) => ({ url: image.url, alt: unitType.unitTypeName }))} thumbnails eager />
            <p className="details-description">{unitType.description}</p>
            {unitType.amenities.length > 0 ? (
              <>
                <h3 className="details-heading">{t('Amenities')}</h3>
                <ul className="amenity-grid">
                  {unitType.amenities.map((amenity) => (
                    <li key={amenity.id}>
                      {amenity.imageUrl ? <img src={amenity.imageUrl} alt="" width={24} height={24} /> : null}
                      <span>{amenity.name}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {unitType.latitude != null && unitType.longitude != null ? (
              <StaticMap latitude={unitType.latitude} longitude={unitType.longitude} primaryColor={primaryColor} place={unitType.unitTypeName} />
            ) : null}
          </div>
        ) : null}
      </Modal>
      <Modal name="PACKAGE_DEAL" title={rate?.ratePlanName ?? t('Package deal')} size="large">
        {openModal === 'PACKAGE_DEAL' && unitType && rate ? (
          <div className="details">
            <span className="badge badge-package">{t('Package deal')}</span>
            <Gallery
              images={(rate.images.length > 0 ? rate.images : unitType.images).map((image) => ({ url: image.url, alt: rate.ratePlanName }))}
              thumbnails
              eager
            />
            {rate.includedServices.length > 0 ? (
              <p>
                {t('Included: ')}
                {rate.includedServices.join(', ')}
              </p>
            ) : null}
            {rate.packageDescription ? <p className="details-description">{rate.packageDescription}</p> : null}
          </div>
        ) : null}
      </Modal>
      <Modal name="UNIT_POLICIES" title={t('General policy')}>
        {openModal === 'UNIT_POLICIES' && unitType ? (
          <ul className="policy-list">
            {generalPolicy(unitType).map((entry) => (
              <li key={entry.key}>
                <Messages messages={[entry]} />
              </li>
            ))}
          </ul>
        ) : null}
      </Modal>
    </>
  );
}
