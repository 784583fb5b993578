import { startTransition, useEffect, useState } from 'react';

/**
 * False during the build's render and the first client render, true after:
 * for content that depends on the guest's clock, URL or storage, so the
 * hydrated markup matches the pre-rendered one. The render that shows that
 * content is a transition: React renders it in slices that give way to
 * input and paint, where an update from an effect would render the whole
 * island in one long task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
