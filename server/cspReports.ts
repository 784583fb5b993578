/**
 * Content-Security-Policy violation reports: read from either format a
 * browser sends — `application/csp-report` (`report-uri`) or
 * `application/reports+json` (`report-to`) — and reduced to what says
 * which rule blocked what, with nothing that could identify a guest or a
 * booking.
 */

export interface CspViolation {
  /** e.g. 'script-src-elem'. */
  directive: string;
  /** The blocked resource's origin, or a keyword such as 'inline' or 'eval'. */
  blocked: string;
  /** The page's path with identifiers replaced by ':id', e.g. '/en/reservations/:id'. */
  page: string;
}

const MAX_REPORTS = 20;
const KEYWORDS = new Set(['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink', 'data', 'blob']);

const text = (value: unknown, max = 200): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** The origin of a URL, a keyword as it is, anything else 'other'. */
export function blockedSource(value: unknown): string {
  const raw = text(value, 2000).trim();
  if (KEYWORDS.has(raw)) return raw;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol.replace(/:$/, '');
  } catch {
    return raw === '' ? 'none' : 'other';
  }
}

/**
 * A page path without query, fragment or identifiers: segments of a
 * reservation, offer or check-in link and anything that looks like an id
 * become ':id'.
 * @example pagePath('https://villa.example/en/offer/7f0c…/K7Q2/payment?x=1') // '/en/offer/:id/:id/payment'
 */
export function pagePath(value: unknown): string {
  let path: string;
  try {
    path = new URL(text(value, 2000)).pathname;
  } catch {
    return 'unknown';
  }
  const parts = path.split('/').filter(Boolean).slice(0, 8);
  const out: string[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    const previous = out.at(-1);
    const idSlot =
      previous === 'reservations' ||
      previous === 'check-in' ||
      (previous === 'offer' && index > 0) ||
      (out.at(-2) === 'offer' && part !== 'payment') ||
      /\d/.test(part) ||
      part.length > 24;
    out.push(idSlot ? ':id' : part.replace(/[^a-z-]/gi, '').slice(0, 24) || ':id');
  }
  return `/${out.join('/')}`;
}

function fromBody(body: Record<string, unknown>): CspViolation | null {
  const directive = text(body['effective-directive'] ?? body.effectiveDirective ?? body['violated-directive'] ?? body.violatedDirective, 60)
    .split(' ')[0]
    .replace(/[^a-z-]/g, '');
  if (!directive) return null;
  return {
    directive,
    blocked: blockedSource(body['blocked-uri'] ?? body.blockedURL),
    page: pagePath(body['document-uri'] ?? body.documentURL),
  };
}

/**
 * The violations in a report body of either format; anything else is no
 * violation (an empty list), never an error.
 */
export function readCspReports(payload: unknown): CspViolation[] {
  if (Array.isArray(payload)) {
    return payload
      .slice(0, MAX_REPORTS)
      .filter((entry): entry is Record<string, unknown> => Boolean(entry) && typeof entry === 'object')
      .filter((entry) => entry.type === 'csp-violation' && entry.body && typeof entry.body === 'object')
      .map((entry) => fromBody(entry.body as Record<string, unknown>))
      .filter((entry): entry is CspViolation => entry !== null);
  }
  if (payload && typeof payload === 'object' && 'csp-report' in payload) {
    const report = (payload as Record<string, unknown>)['csp-report'];
    const violation = report && typeof report === 'object' ? fromBody(report as Record<string, unknown>) : null;
    return violation ? [violation] : [];
  }
  return [];
}
