import { Suspense, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $modal, type ModalName } from '../../stores/modal.ts';

/**
 * Renders `children` (parts loaded with `lazyPart`) from the first time
 * `needed` is true, and from then on: a part most guests never use loads
 * its script when it is first needed, not with the page.
 */
export function WhenNeeded({ needed, children }: { needed: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  if (needed && !wanted) setWanted(true);
  return wanted || needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Renders `children` (modals loaded with `lazyPart`) from the first time
 * one of `names` opens: an island's modals most guests never open
 * (details, price breakdown) load their script on the first opening.
 */
export function WhenOpened({ names, children }: { names: readonly ModalName[]; children: ReactNode }) {
  const { openModal } = useStore($modal);
  return <WhenNeeded needed={openModal !== null && names.includes(openModal)}>{children}</WhenNeeded>;
}
