import { describe, expect, it } from 'vitest';
import {
  analyticsTools,
  buildConsentRecord,
  CONSENT_LIFETIME_SECONDS,
  consentState,
  isToolAllowed,
  parseConsentRecord,
} from '../../../src/lib/frame/consent.ts';

const NOW = 1_790_000_000;

describe('cookie consent (01 §2.16, §3.14, §4.9)', () => {
  it('offers one choice per analytics tool the engine uses', () => {
    expect(analyticsTools({ hasGTM: true, hasGA: false, hasFBPixel: true })).toEqual(['gtm', 'fbPixel']);
    expect(analyticsTools({ hasGTM: false, hasGA: false, hasFBPixel: false })).toEqual([]);
  });
  it('expires one year after acceptance', () => {
    const record = buildConsentRecord({ gtm: true, ga: false }, NOW);
    expect(record.expirationDate).toBe(NOW + 365 * 24 * 3600);
    expect(CONSENT_LIFETIME_SECONDS).toBe(31_536_000);
    expect(record.gtm).toEqual({ enabled: true, label: 'cookies.tool.gtm' });
    expect(record.ga).toEqual({ enabled: false, label: 'cookies.tool.ga' });
  });
  it('shows the notice when storage is unavailable, when there is no record or it expired', () => {
    const record = buildConsentRecord({ gtm: true }, NOW);
    expect(consentState(false, record, NOW)).toEqual({ state: 'ask', removeExpired: false });
    expect(consentState(true, null, NOW)).toEqual({ state: 'ask', removeExpired: false });
    expect(consentState(true, record, record.expirationDate)).toEqual({ state: 'ask', removeExpired: true });
    expect(consentState(true, record, record.expirationDate - 1)).toEqual({ state: 'given', removeExpired: false });
  });
  it('discards corrupt or foreign stored data', () => {
    expect(parseConsentRecord('{not json')).toBeNull();
    expect(parseConsentRecord('"text"')).toBeNull();
    expect(parseConsentRecord('{"expirationDate":"soon"}')).toBeNull();
    expect(parseConsentRecord(JSON.stringify({ expirationDate: NOW, gtm: { enabled: 'yes' }, ga: { enabled: true, label: '<b>x</b>' } }))).toEqual({
      expirationDate: NOW,
      ga: { enabled: true, label: 'cookies.tool.ga' },
    });
  });
  it('allows a tool only while the record is valid and the tool enabled', () => {
    const record = buildConsentRecord({ gtm: true, ga: false }, NOW);
    expect(isToolAllowed(record, 'gtm', NOW + 10)).toBe(true);
    expect(isToolAllowed(record, 'ga', NOW + 10)).toBe(false);
    expect(isToolAllowed(record, 'gtm', record.expirationDate)).toBe(false);
    expect(isToolAllowed(null, 'gtm', NOW)).toBe(false);
  });
});
