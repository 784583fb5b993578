import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page's window with working local storage and no data layer yet. */
function pageWindow(stored: Record<string, string> = {}) {
  const data = new Map(Object.entries(stored));
  const localStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  return { localStorage, sessionStorage: localStorage, dataLayer: undefined as Record<string, unknown>[] | undefined };
}

const allowed = () => JSON.stringify({ expirationDate: Math.floor(Date.now() / 1000) + 3600, gtm: { enabled: true, label: 'cookies.tool.gtm' } });

describe('analytics events and consent (01 §4.9, §7.3)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('an event before the cookie notice has loaded reads the stored choice first', async () => {
    const page = pageWindow({ analyticscookies: allowed() });
    vi.stubGlobal('window', page);
    const { track } = await import('../../../src/stores/analytics.ts');
    expect(track('search', { results: 3 })).toBe(true);
    expect(page.dataLayer).toEqual([{ event: 'search', results: 3 }]);
  });

  it('nothing is pushed without a choice, after Decline, or when the tag manager was left out', async () => {
    const page = pageWindow();
    vi.stubGlobal('window', page);
    const analytics = await import('../../../src/stores/analytics.ts');
    expect(analytics.track('search')).toBe(false);
    analytics.declineCookies(['gtm', 'ga']);
    expect(analytics.track('view_item')).toBe(false);
    analytics.acceptCookies({ gtm: false, ga: true });
    expect(analytics.track('add_to_cart')).toBe(false);
    expect(page.dataLayer).toBeUndefined();
  });

  it('a refusal is remembered for a year like a consent, with every tool not allowed, so the notice does not come back', async () => {
    const page = pageWindow();
    vi.stubGlobal('window', page);
    const analytics = await import('../../../src/stores/analytics.ts');
    analytics.loadConsent();
    expect(analytics.$cookieNoticeActive.get()).toBe(true);
    analytics.declineCookies(['gtm', 'ga']);
    expect(analytics.$cookieNoticeActive.get()).toBe(false);
    const stored = JSON.parse(page.localStorage.getItem('analyticscookies')!);
    expect([stored.gtm.enabled, stored.ga.enabled]).toEqual([false, false]);
    expect(stored.expirationDate).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);
    // The next page reads it: no notice, nothing pushed.
    vi.resetModules();
    const next = await import('../../../src/stores/analytics.ts');
    next.loadConsent();
    expect(next.$cookieNoticeActive.get()).toBe(false);
    expect(next.track('search')).toBe(false);
    expect(page.dataLayer).toBeUndefined();
  });

  it('a form’s first input is pushed once per form and kind', async () => {
    const page = pageWindow({ analyticscookies: allowed() });
    vi.stubGlobal('window', page);
    const { trackFormInput } = await import('../../../src/stores/analytics.ts');
    trackFormInput('checkout', ['firstName']);
    trackFormInput('checkout', ['lastName']);
    trackFormInput('checkout', ['cardNumber']);
    trackFormInput('checkout', ['cvv']);
    trackFormInput('offer', ['phone']);
    expect(page.dataLayer?.map((entry) => `${entry.event} ${entry.form}`)).toEqual([
      'begin_checkout checkout',
      'add_payment_info checkout',
      'begin_checkout offer',
    ]);
  });
});
