import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $modal, type ModalName } from '../../stores/modal.ts';

/**
 * True from the first time one of `names` opens, and from then on: an
 * island renders modals most guests never open (details, price breakdown)
 * only once wanted, so their script loads on the first opening
 * (`React.lazy`) and not with the page.
 */
export function useModalsWanted(names: readonly ModalName[]): boolean {
  const { openModal } = useStore($modal);
  const [wanted, setWanted] = useState(false);
  const opening = openModal !== null && names.includes(openModal);
  if (opening && !wanted) setWanted(true);
  return wanted || opening;
}
