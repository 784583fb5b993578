import { useEffect, useState } from 'react';

/**
 * False during the build's render and the first client render, true after:
 * for content that depends on the guest's clock, URL or storage, so the
 * hydrated markup matches the pre-rendered one.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
