import { describe, expect, it, vi } from 'vitest';
import { cspSources } from '../../../src/lib/frame/csp.ts';
import { MAX_VIOLATION_REPORTS, reportViolations, violationReport } from '../../../src/lib/frame/csp-report.ts';
import { THEME, themeColor } from '../../../src/lib/frame/frame.ts';

const directive = (directives: string[], name: string) =>
  directives
    .find((entry) => entry.startsWith(`${name} `))!
    .split(' ')
    .slice(1);

describe('the pages’ Content-Security-Policy sources', () => {
  it('allow scripts from the site, the API (test gateway SDKs) and every gateway’s documented SDK host, and never inline', () => {
    const { scripts } = cspSources({ PUBLIC_API_URL: 'https://api.example.com/api' });
    expect(scripts).toEqual([
      "'self'",
      'https://api.example.com',
      'https://ipg.monri.com',
      'https://js.stripe.com',
      'https://gateway.cardstream.com',
      'https://www.saferpay.com',
      'https://code.jquery.com',
    ]);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });

  it('refuse plugins and <base>, and name frames and connections of the API and the gateways', () => {
    const { directives } = cspSources({ PUBLIC_API_URL: 'https://api.example.com/api' });
    expect(directive(directives, 'object-src')).toEqual(["'none'"]);
    expect(directive(directives, 'base-uri')).toEqual(["'none'"]);
    expect(directive(directives, 'default-src')).toEqual(["'self'"]);
    expect(directive(directives, 'frame-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.com', 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.saferpay.com']),
    );
    expect(directive(directives, 'connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.com', 'https://api.stripe.com', 'https://ipg.monri.com']),
    );
    expect(directive(directives, 'connect-src')).not.toContain('https:');
  });

  it('follow the SDK addresses the build was given and add the error-report host', () => {
    const { scripts, directives } = cspSources({
      PUBLIC_API_URL: 'http://127.0.0.1:8787/api',
      PUBLIC_MONRI_SDK_URL: 'https://ipgtest.monri.com/dist/components.js',
      PUBLIC_ERROR_REPORT_URL: 'https://errors.example.com/report',
    });
    expect(scripts).toContain('https://ipgtest.monri.com');
    expect(scripts).toContain('http://127.0.0.1:8787');
    expect(directive(directives, 'connect-src')).toContain('https://errors.example.com');
    // An http API is named for images too ("https:" would not cover it).
    expect(directive(directives, 'img-src')).toContain('http://127.0.0.1:8787');
  });

  it('ignore an address that is not http(s)', () => {
    const { scripts } = cspSources({ PUBLIC_API_URL: 'https://api.example.com/api', PUBLIC_STRIPE_SDK_URL: 'javascript:alert(1)' });
    expect(scripts.some((source) => source.startsWith('javascript'))).toBe(false);
  });
});

describe('violation reports of the <meta> policy', () => {
  it('carry only the page, the directive and what was blocked, in the legacy format the API reads', () => {
    expect(
      violationReport({ documentURI: 'https://villa.example/en/payment', effectiveDirective: 'script-src-elem', blockedURI: 'https://evil.example/x.js' }),
    ).toEqual({
      'csp-report': {
        'document-uri': 'https://villa.example/en/payment',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    });
  });

  it('are posted to the endpoint, at most ten from a page', () => {
    const target = new EventTarget();
    const send = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    reportViolations('https://api.example.com/api/csp-report', target as unknown as Document, send as unknown as typeof fetch);
    for (let index = 0; index < 15; index++) {
      const event = Object.assign(new Event('securitypolicyviolation'), {
        documentURI: 'https://villa.example/en/',
        effectiveDirective: 'script-src-elem',
        blockedURI: 'inline',
      });
      target.dispatchEvent(event);
    }
    expect(send).toHaveBeenCalledTimes(MAX_VIOLATION_REPORTS);
    expect(send.mock.calls[0]).toEqual(['https://api.example.com/api/csp-report', expect.objectContaining({ method: 'POST', keepalive: true })]);
  });
});

describe('engine colours in the page’s style sheet', () => {
  it('are hex colours or the theme’s', () => {
    expect(themeColor('#ff6600', THEME.primary)).toBe('#ff6600');
    expect(themeColor(' #ABC ', THEME.primary)).toBe('#ABC');
    expect(themeColor(null, THEME.secondary)).toBe(THEME.secondary);
    expect(themeColor('red;}</style><script>alert(1)</script>', THEME.primary)).toBe(THEME.primary);
    expect(themeColor('#12345', THEME.primary)).toBe(THEME.primary);
    expect(themeColor('url(https://evil.example/x)', THEME.primary)).toBe(THEME.primary);
  });
});
