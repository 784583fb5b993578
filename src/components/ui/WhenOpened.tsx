import { Suspense, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $modal, type ModalName } from '../../stores/modal.ts';

/**
 * Renders `children` (modals loaded with `lazyPart`) from the first time
 * one of `names` opens, and from then on: an island's modals most guests
 * never open (details, price breakdown) load their script on the first
 * opening, not with the page.
 */
export function WhenOpened({ names, children }: { names: readonly ModalName[]; children: ReactNode }) {
  const { openModal } = useStore($modal);
  const [wanted, setWanted] = useState(false);
  const opening = openModal !== null && names.includes(openModal);
  if (opening && !wanted) setWanted(true);
  return wanted || opening ? <Suspense fallback={null}>{children}</Suspense> : null;
}
