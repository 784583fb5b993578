/**
 * The Astro log destination of `scripts/build.ts`: counts the pages Astro
 * renders (one `├─ path` line each) for the progress bar, and passes on
 * only the messages at or above the chosen level. Counting log events
 * costs nothing, where listing the output folder costs a walk of every
 * page written so far, on every tick.
 */
const LEVELS = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;
type Level = keyof typeof LEVELS;

interface LogEvent {
  label: string | null;
  level: Level;
  message: string;
  newLine: boolean;
}

let rendered = 0;

/** Pages rendered so far in this process. */
export function pagesRendered(): number {
  return rendered;
}

/** True for Astro's per-page line (`├─ /en/slug/index.html`). */
export function isPageLine(event: Pick<LogEvent, 'label' | 'level' | 'message'>): boolean {
  return event.level === 'info' && event.label === null && event.message.includes('\u251C\u2500');
}

export default function progressDestination(config: { level?: Level } = {}): { write(event: LogEvent): void } {
  const threshold = LEVELS[config.level ?? 'warn'];
  return {
    write(event) {
      if (isPageLine(event)) rendered++;
      if (LEVELS[event.level] < threshold) return;
      const line = event.label && event.label !== 'SKIP_FORMAT' ? `[${event.label}] ${event.message}` : event.message;
      process.stderr.write(line + (event.newLine ? '\n' : ''));
    },
  };
}
