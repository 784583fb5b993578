import { useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation, labelled } from '../../i18n/react.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Popover } from '../ui/Popover.tsx';
import { useMedia } from '../ui/useMedia.ts';
import type { Amenity } from '../../api/availability.ts';
import { $config } from '../../stores/config.ts';
import { $modal, closeModal, openModal } from '../../stores/modal.ts';
import { $loaded, setAmenities, toggleAmenity } from '../../stores/search.ts';

/** The amenity filter (01 §2.6): a panel, a modal at tablet width or narrower, chips when closed. */
export function AmenityFilter() {
  const { t } = useTranslation();
  const loaded = useStore($loaded);
  const { selectedAmenities } = useStore($config);
  const modal = useStore($modal);
  const narrow = !useMedia('(min-width: 901px)');
  const [open, setOpen] = useState(false);

  const amenities = useMemo(() => {
    const byId = new Map<number, Amenity>();
    for (const unitType of loaded?.unitTypes ?? []) for (const amenity of unitType.amenities) byId.set(amenity.id, amenity);
    return [...byId.values()];
  }, [loaded]);
  const panelOpen = narrow ? modal.openModal === 'AMENITY_FILTER' : open;
  // In alphabetical order once the panel opens: the page's first collation costs a phone 20–80 ms while it loads.
  const sorted = useMemo(() => (panelOpen ? [...amenities].sort((a, b) => a.name.localeCompare(b.name)) : []), [amenities, panelOpen]);
  const selected = amenities.filter((amenity) => selectedAmenities.includes(amenity.id)).sort((a, b) => a.name.localeCompare(b.name));
  if (amenities.length === 0 && selected.length === 0) return null;

  const list: ReactNode = !panelOpen ? null : (
    <div className="amenity-panel">
      <ul className="amenity-list">
        {sorted.map((amenity) => {
          const on = selectedAmenities.includes(amenity.id);
          return (
            <li key={amenity.id}>
              <button type="button" className="amenity-option" aria-pressed={on} onClick={() => toggleAmenity(amenity.id)}>
                {amenity.imageUrl ? <img src={amenity.imageUrl} alt="" width={24} height={24} /> : null}
                <span>{amenity.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="amenity-actions">
        {/* Marked disabled with nothing to clear, but not disabled: clearing under the keyboard's focus would drop it. */}
        <button
          type="button"
          className="btn-ghost"
          aria-disabled={selectedAmenities.length === 0 || undefined}
          onClick={() => {
            if (selectedAmenities.length > 0) setAmenities([]);
          }}
        >
          {t('Clear all filters')}
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={() => {
            setOpen(false);
            if ($modal.get().openModal === 'AMENITY_FILTER') closeModal();
          }}
        >
          {t('Save')}
        </button>
      </div>
    </div>
  );

  return (
    <div className="amenity-filter">
      {narrow ? (
        <>
          <button type="button" className="field-button" aria-haspopup="dialog" onClick={() => openModal('AMENITY_FILTER')}>
            {t('Add filter')}
          </button>
          <Modal name="AMENITY_FILTER" title={t('Filters')}>
            {list}
          </Modal>
        </>
      ) : (
        <Popover
          open={open}
          onOpenChange={setOpen}
          panelLabel={t('Filters')}
          trigger={<span>{t('Add filter')}</span>}
          panelClassName="popover-panel popover-wide"
        >
          {list}
        </Popover>
      )}
      {!panelOpen && selected.length > 0 ? (
        <div className="amenity-chips">
          <span className="amenity-active">
            {labelled(t, t('Active'))} {selected.length}
          </span>
          <ul className="chip-list">
            {selected.map((amenity) => (
              <li key={amenity.id}>
                <button
                  type="button"
                  className="chip"
                  aria-label={t('Remove filter %name%', { name: amenity.name })}
                  onClick={(event) => {
                    // The chip goes: focus moves to the next one, else the one before, else 'Add filter'.
                    const item = event.currentTarget.closest('li');
                    const next = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
                    const target = next ?? event.currentTarget.closest('.amenity-filter')?.querySelector('button');
                    toggleAmenity(amenity.id);
                    target?.focus();
                  }}
                >
                  {amenity.name} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
