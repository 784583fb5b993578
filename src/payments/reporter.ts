/**
 * Reporting unexpected gateway answers to the error-reporting service
 * (02 §1, §8), with everything that could identify a card or a payment
 * scrubbed first: token and secret fields, card-like digit runs, UUIDs and
 * long opaque tokens.
 */

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

export const SCRUBBED = '[scrubbed]';

/** Words of field names whose values are never sent, whatever they hold ('pan_token', 'maskedPan', 'clientSecret', 'cardNumber'). */
const SECRET_WORDS = new Set(['token', 'secret', 'password', 'passwd', 'pan', 'cvv', 'cvc', 'cvn', 'xref', 'alias', 'signature', 'authorization', 'authorisation', 'cookie', 'iban', 'apikey']);

/** Whether a field name names a secret: one of its words (camelCase, snake_case, kebab-case) is, or it names a card number or an API key. */
function isSecretKey(key: string): boolean {
  if (/card.?number|api.?key/i.test(key)) return true;
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => SECRET_WORDS.has(word));
}
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** 12–19 digits, spaces or dashes allowed between them: a card number or a masked one. */
const CARD_LIKE = /(?:\d[ -]?){11,18}\d/g;
/** Masked numbers such as 411111******1111 or 4111-xxxx-xxxx-1111. */
const MASKED_CARD = /\b\d{4,6}[-\s]?[*xX•]{2,}(?:[-\s]?[*xX•]{2,})*[-\s]?\d{2,4}\b/g;
/** Opaque tokens: 20 or more token characters holding both letters and digits. */
const OPAQUE_TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}\b/g;

/**
 * A text with card-like digit runs, masked card numbers, UUIDs and opaque
 * tokens replaced.
 * @example scrubText('card 4111 1111 1111 1111 for 2f1c0a4e-8b1d-4c57-9a55-0d3b7c2e9f10') // 'card [scrubbed] for [scrubbed]'
 */
export function scrubText(text: string): string {
  return text.replace(UUID, SCRUBBED).replace(MASKED_CARD, SCRUBBED).replace(CARD_LIKE, SCRUBBED).replace(OPAQUE_TOKEN, SCRUBBED);
}

/**
 * A copy of any value with secret fields and sensitive text scrubbed, at
 * most 6 levels deep (deeper values are dropped), cycles cut.
 * @example scrub({ pan_token: 'abc', status: 'pending' }) // { pan_token: '[scrubbed]', status: 'pending' }
 */
export function scrub(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e11 ? SCRUBBED : value;
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (depth >= 6 || seen.has(value)) return SCRUBBED;
  seen.add(value);
  if (Array.isArray(value)) return value.map((entry) => scrub(entry, depth + 1, seen));
  if (value instanceof Error) return { name: value.name, message: scrubText(value.message) };
  const copy: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) copy[key] = isSecretKey(key) ? SCRUBBED : scrub(entry, depth + 1, seen);
  return copy;
}

/**
 * A reporter that scrubs every report before handing it to `sink`.
 * @example createReporter((report) => console.log(report)).report('critical', 'Unexpected gateway answer', { result })
 */
export function createReporter(sink: ReportSink, clock: () => Date = () => new Date()): Reporter {
  return {
    report(level, message, context = null) {
      try {
        sink({ level, message: scrubText(message), context: scrub(context), at: clock().toISOString() });
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
export function browserSink(endpoint: string | null | undefined = (import.meta.env ?? {}).PUBLIC_ERROR_REPORT_URL as string | undefined): ReportSink {
  return (report) => {
    if (endpoint) {
      void fetch(endpoint, { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...report, page: location.pathname }) }).catch(() => undefined);
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
