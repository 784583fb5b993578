/**
 * Reports where reporting is rare (a gateway's code or card fields that
 * could not be loaded): the reporter (`reporter.ts`) and its scrubbing load
 * with the first such report, so they reach the page only when something
 * went wrong. Every report is still scrubbed before anything is sent.
 */
import type { ReportLevel } from './reporter.ts';

/** Hands the report to the page's reporter once it is loaded; never throws (reporting never breaks a payment). */
export function reportLater(level: ReportLevel, message: string, context?: unknown): Promise<void> {
  return import('./reporter.ts').then(
    ({ reporter }) => reporter().report(level, message, context),
    () => undefined,
  );
}
