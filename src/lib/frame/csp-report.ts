/**
 * Violations of the page's `<meta>` Content-Security-Policy, sent to the
 * API's `/csp-report` (a `<meta>` policy cannot name a report endpoint; the
 * header half of the policy reports by itself). Only the directive, the
 * blocked resource and the page go out; the API strips identifiers from
 * the page's path before counting.
 */

/** The legacy `application/csp-report` body the API reads. */
export interface ViolationReport {
  'csp-report': { 'document-uri': string; 'effective-directive': string; 'blocked-uri': string };
}

/** A page sends at most this many reports (a broken policy must not flood the API). */
export const MAX_VIOLATION_REPORTS = 10;

/**
 * @example violationReport({ documentURI: 'https://villa.example/en/', effectiveDirective: 'script-src-elem', blockedURI: 'https://evil.example/x.js' })['csp-report']['blocked-uri'] // 'https://evil.example/x.js'
 */
export function violationReport(event: Pick<SecurityPolicyViolationEvent, 'documentURI' | 'effectiveDirective' | 'blockedURI'>): ViolationReport {
  return { 'csp-report': { 'document-uri': event.documentURI, 'effective-directive': event.effectiveDirective, 'blocked-uri': event.blockedURI } };
}

/** Listens for violations on the page and posts each (up to the limit) to `endpoint`. */
export function reportViolations(endpoint: string, target: Pick<Document, 'addEventListener'> = document, send: typeof fetch = fetch): void {
  let sent = 0;
  target.addEventListener('securitypolicyviolation', (event) => {
    if (sent >= MAX_VIOLATION_REPORTS) return;
    sent += 1;
    void send(endpoint, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(violationReport(event as SecurityPolicyViolationEvent)),
    }).catch(() => undefined);
  });
}
