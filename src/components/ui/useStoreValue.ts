import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * One value derived from a store, re-rendering the component only when that
 * value changes (compared with `Object.is`), not at every change of the
 * store: a results card asks "is my rate list open", "how many of my units
 * are left", and a change that concerns another card leaves it alone.
 * `select` must return a primitive or a value kept by the store itself.
 * @example const open = useStoreValue($openRates, (ids) => ids.has(unitTypeId));
 */
export function useStoreValue<Value, Selected>(store: ReadableAtom<Value>, select: (value: Value) => Selected): Selected {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  return useSyncExternalStore(
    subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}
