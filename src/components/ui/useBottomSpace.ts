import { useEffect, type RefObject } from 'react';

/**
 * Keeps room for a box fixed to the bottom of the screen while `active`:
 * its height with a gap of 1rem below and above it, in the root's CSS
 * variable `name`. frame.css adds the variables of the cookie notice and
 * the floating basket below the page's content and to its scroll padding,
 * so that neither box covers the end of a page or a control the keyboard
 * moves focus to (the browser scrolls it clear of them).
 */
export function useBottomSpace(ref: RefObject<HTMLElement | null>, name: string, active = true): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(name, `${element.offsetHeight + 2 * parseFloat(getComputedStyle(root).fontSize)}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, active]);
}
