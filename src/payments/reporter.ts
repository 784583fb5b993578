/**
 * Reporting unexpected gateway answers to the error-reporting service
 * (02 §1, §8), with everything that could identify a card or a payment
 * scrubbed first (`src/lib/frame/error-scrub.ts`: token and secret fields,
 * client secrets, card-like digit runs, e-mail addresses, UUIDs).
 */
import { scrubText, scrubValue } from '../lib/frame/error-scrub.ts';

export type ReportLevel = 'critical' | 'error' | 'warning' | 'info';

/** One report as it is sent. */
export interface Report {
  level: ReportLevel;
  message: string;
  context: unknown;
  at: string;
}

/** Where reports go. */
export type ReportSink = (report: Report) => void;

export interface Reporter {
  report(level: ReportLevel, message: string, context?: unknown): void;
}

/**
 * A reporter that scrubs every report before handing it to `sink`.
 * @example createReporter((report) => console.log(report)).report('critical', 'Unexpected gateway answer', { result })
 */
export function createReporter(sink: ReportSink, clock: () => Date = () => new Date()): Reporter {
  return {
    report(level, message, context = null) {
      try {
        sink({ level, message: scrubText(message), context: scrubValue(context), at: clock().toISOString() });
      } catch {
        /* reporting never breaks a payment */
      }
    },
  };
}

/**
 * The site's sink: a POST of the report as JSON to `PUBLIC_ERROR_REPORT_URL`
 * (sent with `keepalive`, so it survives the page leaving); without one,
 * the browser console.
 */
export function browserSink(endpoint: string | null | undefined = import.meta.env?.PUBLIC_ERROR_REPORT_URL as string | undefined): ReportSink {
  return (report) => {
    if (endpoint) {
      void fetch(endpoint, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...report, page: location.pathname }),
      }).catch(() => undefined);
    } else {
      console.error(`[payments] ${report.level}: ${report.message}`, report.context);
    }
  };
}

let siteReporter: Reporter | undefined;

/** The page's reporter (created on first use). */
export function reporter(): Reporter {
  siteReporter ??= createReporter(browserSink());
  return siteReporter;
}
