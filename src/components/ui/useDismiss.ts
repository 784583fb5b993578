import { useEffect, type RefObject } from 'react';

/**
 * Closes an open panel on a pointer press outside `root`, on focus moving
 * outside it (Tab past its last control: an open panel no one looks at
 * would cover what focus went to) or on Escape (focus then goes back to
 * `returnFocus`): the behaviour of every dropdown, popover and inline
 * editor of the product. None of them opens a modal from inside, which
 * would take focus out of it.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void, returnFocus?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node;
      // Focus on a box around the panel is a press inside it on what takes no focus (a label, a count; every
      // button in Safari and iOS), which focuses the nearest focusable ancestor (the page's <main>): not leaving.
      if (root.current && !root.current.contains(target) && !target.contains(root.current)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
}
