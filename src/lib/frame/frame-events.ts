/**
 * The window event that asks the frame's islands to hydrate now
 * (`client:frame`, src/lib/frame/frame-directive.ts): sent when a modal opens or
 * the loading overlay starts, which frame islands show.
 */
export const FRAME_NEEDED = 'frame:needed';

/** Asks the frame's islands to hydrate now (nothing outside a browser). */
export function needFrame(): void {
  if (typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') window.dispatchEvent(new Event(FRAME_NEEDED));
}
