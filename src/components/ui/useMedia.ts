import { useEffect, useState } from 'react';

/** Whether a media query matches, false on the server (01 §9.3 breakpoints: 400, 600, 900, 1200). */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}
