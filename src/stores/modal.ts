import { atom } from 'nanostores';
import { needFrame } from '../lib/frame/frame-events.ts';

/** The named modals of the product (01 §2.17, 02 §4.8). */
export type ModalName =
  | 'TERMS_AND_CONDITIONS'
  | 'PRIVACY_POLICY'
  | 'CANCELLATION_POLICY'
  | 'GATEWAY_C_3DS'
  | 'GATEWAY_E_3DS'
  | 'UNIT_TYPE'
  | 'PACKAGE_DEAL'
  | 'AMENITY_FILTER'
  | 'UNIT_POLICIES'
  | 'PRICE_BREAKDOWN';

export interface ModalState {
  openModal: ModalName | null;
  modalData: unknown;
}

/** One modal at a time: opening sets its name and data, closing clears both (01 §4.10). */
export const $modal = atom<ModalState>({ openModal: null, modalData: null });

/** Opens a modal; the frame's islands (the policy modals among them) hydrate now if they have not yet. */
export function openModal(name: ModalName, data: unknown = null): void {
  $modal.set({ openModal: name, modalData: data });
  needFrame();
}

export function closeModal(): void {
  $modal.set({ openModal: null, modalData: null });
}
