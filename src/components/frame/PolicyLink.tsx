import { openModal, type ModalName } from '../../stores/modal.ts';

export interface PolicyLinkProps {
  modal: Extract<ModalName, 'TERMS_AND_CONDITIONS' | 'PRIVACY_POLICY'>;
  label: string;
}

/** A footer link that opens one of the policy modals. */
export default function PolicyLink({ modal, label }: PolicyLinkProps) {
  return (
    <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openModal(modal)}>
      {label}
    </button>
  );
}
