import type { ReactNode } from 'react';
import { Modal } from '../ui/Modal.tsx';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';

export interface PolicyModalsProps extends IslandProps {
  /** Slot: the terms of service, pre-rendered by the build as one paragraph per line. */
  terms?: ReactNode;
  /** Slot: the privacy policy, pre-rendered likewise. */
  privacy?: ReactNode;
}

/**
 * The terms of service and privacy policy modals (01 §2.15). The texts are
 * static HTML from the build (slots), so they are in the page once and are
 * never parsed from engine data on the client.
 */
function PolicyModals({ terms, privacy }: PolicyModalsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal name="TERMS_AND_CONDITIONS" title={t('Terms of service')} size="large">
        {terms}
      </Modal>
      <Modal name="PRIVACY_POLICY" title={t('Privacy policy')} size="large">
        {privacy}
      </Modal>
    </>
  );
}

export default withI18n(PolicyModals);
