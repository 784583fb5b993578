import { atom } from 'nanostores';
import { needFrame } from '../lib/frame/frame-events.ts';

/** Reasons the full-screen loading overlay is showing; it shows while any is active. */
export const $loading = atom<ReadonlySet<string>>(new Set());

export function startLoading(reason: string): void {
  const next = new Set($loading.get());
  next.add(reason);
  $loading.set(next);
  // The overlay is a frame island: it hydrates now if it has not yet.
  needFrame();
}

/** Ends a reason, after `delayMs` when given (a search's animation hides 500 ms after it ends, 01 §4.2). */
export function stopLoading(reason: string, delayMs = 0): void {
  const stop = () => {
    const next = new Set($loading.get());
    next.delete(reason);
    $loading.set(next);
  };
  if (delayMs > 0) setTimeout(stop, delayMs);
  else stop();
}

export const isLoading = (): boolean => $loading.get().size > 0;
