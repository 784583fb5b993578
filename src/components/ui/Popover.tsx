import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useDismiss } from './useDismiss.ts';

const FOCUSABLE = 'button:not([disabled]), select, input, [tabindex="0"]';

/** The least room a panel keeps from either side of the screen (px). */
const SCREEN_MARGIN = 8;

/**
 * Moves an open panel sideways, when it reaches past either side of the
 * screen, by as much as it does: the stylesheet places it under its
 * trigger, and on a narrow phone a panel wider than the room left of or
 * right of its trigger would be cut off.
 */
function keepOnScreen(panel: HTMLElement): void {
  panel.style.translate = '';
  const { left, right } = panel.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  const shift = left < SCREEN_MARGIN ? SCREEN_MARGIN - left : right > width - SCREEN_MARGIN ? Math.max(SCREEN_MARGIN - left, width - SCREEN_MARGIN - right) : 0;
  if (shift !== 0) panel.style.translate = `${shift}px 0`;
}

/** Moves focus to the first control inside `element`, when it has one. */
export function focusFirstControl(element: HTMLElement | null): void {
  element?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

export interface PopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The trigger's visible content. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content does not say it all. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  /** Name of the panel for assistive technology. */
  panelLabel: string;
  children: ReactNode;
}

/**
 * A disclosure panel under its trigger, kept whole on the screen: an
 * outside click or Escape closes it; focus moves into the panel on open,
 * and back to the trigger on Escape or when the panel closes itself with
 * focus inside.
 */
export function Popover({ open, onOpenChange, trigger, triggerLabel, triggerClassName, panelClassName, panelLabel, children }: PopoverProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const wasOpen = useRef(open);
  useEffect(() => {
    if (open) focusFirstControl(panel.current);
    // Closed from inside (a range picked, 'Done'): its content is gone, so focus goes back to the trigger.
    else if (wasOpen.current && (document.activeElement === document.body || document.activeElement === null)) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useDismiss(open, root, () => onOpenChange(false), button);
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const place = () => keepOnScreen(element);
    place();
    // Its content may grow (a child's age) and the screen turn: placed again whenever either changes its width.
    const watch = new ResizeObserver(place);
    watch.observe(element);
    watch.observe(document.documentElement);
    return () => watch.disconnect();
  }, [open]);

  return (
    <div className="popover" ref={root}>
      <button
        ref={button}
        type="button"
        className={triggerClassName ?? 'field-button'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </button>
      <div id={panelId} ref={panel} role="group" aria-label={panelLabel} className={panelClassName ?? 'popover-panel'} hidden={!open}>
        {open ? children : null}
      </div>
    </div>
  );
}
