import { useDeferredValue } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value for the part of a screen it fills in at once (the offer,
 * the reservation, the basket as it is read): React renders a store's
 * update synchronously, the whole form and receipt in one long task; the
 * deferred value renders the screen first as it was, then the new value in
 * slices that give way to input and paint. Not for what a form's inputs
 * show: an input would lag its own keystroke.
 * @example const state = useStoreInSlices($offer);
 */
export function useStoreInSlices<Value>(store: ReadableAtom<Value>): Value {
  return useDeferredValue(useStore(store));
}
