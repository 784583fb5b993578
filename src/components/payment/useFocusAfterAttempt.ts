import { useEffect, useRef, type RefObject } from 'react';

/** A payment form's failure message (`data-payment-message`, with tabIndex -1): focus goes there when it shows. */
const PAYMENT_MESSAGE = '[data-payment-message]';

/** Whether focus is nowhere useful: on the page itself, on a disabled control or in a dialog that closed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.matches(':disabled') || active.closest('dialog:not([open])') !== null;
}

/**
 * When a booking attempt on a payment form ends without leaving the page
 * (declined, failed, or the 3-D Secure modal closed by the guest), and focus
 * was lost on the way — the Book button was disabled while paying, the
 * challenge modal that held focus closed — focus goes to the failure message
 * shown, or to the Book button when there is none.
 *
 * @example useFocusAfterAttempt(loading, form) // in the checkout, with the form's ref
 */
export function useFocusAfterAttempt(busy: boolean, form: RefObject<HTMLElement | null>): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const ended = wasBusy.current && !busy;
    wasBusy.current = busy;
    if (!ended || !form.current) return;
    const root = form.current;
    // The modal's own close runs in a task of its own: look once it has.
    const timer = setTimeout(() => {
      if (!focusLost()) return;
      const message = [...root.querySelectorAll<HTMLElement>(PAYMENT_MESSAGE)].find((element) => element.textContent?.trim());
      (message ?? root.querySelector<HTMLElement>('button[type="submit"]:not(:disabled)'))?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [busy]);
}
