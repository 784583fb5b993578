import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays
 * true once it has): for parts below the fold whose code and data load only
 * when the guest scrolls towards them. Without IntersectionObserver, at once.
 */
export function useNearViewport(element: Element | null, margin = '300px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return near;
}
