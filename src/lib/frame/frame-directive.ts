/**
 * `client:frame`, the hydration of the frame's islands (header menus,
 * policy links and modals, cookie notice, loading overlay): when the page
 * is first idle and at the latest `timeout` ms after it loads, as
 * `client:idle` does — and at once when the guest reaches into the island
 * (focus, pointer, touch) or when another island needs the frame
 * (`FRAME_NEEDED`: a policy modal or the loading overlay asked for before
 * the frame hydrated). A guest's action therefore never waits for an idle
 * period that a busy phone may not have.
 *
 * Astro inlines this file into every page (built on its own by esbuild),
 * so it imports nothing but the event's name.
 */
import type { ClientDirective } from 'astro';
import { FRAME_NEEDED } from './frame-events.ts';

const REACH = ['focusin', 'pointerover', 'touchstart'] as const;

const frameDirective: ClientDirective = (load, options, element) => {
  let started = false;
  /** A button pressed before the island answered (a click, or Enter or Space on it). */
  let pressed: HTMLButtonElement | null = null;
  const press = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && element.contains(button)) pressed = button;
    void start();
  };
  const start = async () => {
    if (started) return;
    started = true;
    window.removeEventListener(FRAME_NEEDED, start);
    for (const type of REACH) element.removeEventListener(type, start);
    const hydrate = await load();
    // From here React listens itself (and replays what a hydrating island receives).
    element.removeEventListener('click', press, true);
    await hydrate();
    const again = pressed;
    pressed = null;
    if (again?.isConnected && !again.disabled) again.click();
  };
  window.addEventListener(FRAME_NEEDED, start);
  for (const type of REACH) element.addEventListener(type, start, { passive: true });
  element.addEventListener('click', press, true);
  const value = options.value as { timeout?: number } | boolean | undefined;
  const timeout = typeof value === 'object' && typeof value.timeout === 'number' ? value.timeout : 2000;
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout });
  else setTimeout(() => void start(), 200);
};

export default frameDirective;
