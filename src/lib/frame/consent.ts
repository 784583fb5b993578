import type { AnalyticsTool, BookingEngine } from '../types.ts';

/** Browser storage key of the cookie consent record (01 §3.14). */
export const CONSENT_STORAGE_KEY = 'analyticscookies';

/** Set on `<html>` before the first paint when a choice is kept (`CONSENT_PEEK`): the built-in notice stays hidden. */
export const CONSENT_KEPT_ATTRIBUTE = 'data-consent-kept';

/**
 * The page's first script (inline in its head, allowed by its hash): when
 * the guest's choice is kept, the notice built into the page is hidden
 * before anything paints. Any kept value counts, even an expired or
 * malformed one: the notice then shows once the page's scripts have read
 * it (`loadConsent`), as it would have without this. Storage that cannot
 * be read leaves the notice showing, which is what the stored consent says
 * then too.
 */
export const CONSENT_PEEK = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(CONSENT_KEPT_ATTRIBUTE)},'')}catch(e){}`;

/** Consent lasts one year (01 §9.4). */
export const CONSENT_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

export interface ConsentChoice {
  enabled: boolean;
  /** Translation key naming the tool. */
  label: string;
}

/** The consent record (01 §3.14): one entry per analytics tool plus the expiry in unix seconds. */
export type ConsentRecord = Partial<Record<AnalyticsTool, ConsentChoice>> & { expirationDate: number };

const TOOL_LABELS: Record<AnalyticsTool, string> = {
  gtm: 'cookies.tool.gtm',
  ga: 'cookies.tool.ga',
  fbPixel: 'cookies.tool.fbPixel',
};

/**
 * The analytics tools the engine uses, each offered as a choice (01 §2.16).
 * @example analyticsTools({ hasGTM: true, hasGA: false, hasFBPixel: true }) // ['gtm', 'fbPixel']
 */
export function analyticsTools(engine: Pick<BookingEngine, 'hasGTM' | 'hasGA' | 'hasFBPixel'>): AnalyticsTool[] {
  const tools: AnalyticsTool[] = [];
  if (engine.hasGTM) tools.push('gtm');
  if (engine.hasGA) tools.push('ga');
  if (engine.hasFBPixel) tools.push('fbPixel');
  return tools;
}

export const toolLabel = (tool: AnalyticsTool): string => TOOL_LABELS[tool];

/**
 * The record saved on Accept: the per-tool choices and an expiry one year
 * after now (01 §4.9).
 * @example buildConsentRecord({ gtm: true }, 1_700_000_000).expirationDate // 1_731_536_000
 */
export function buildConsentRecord(choices: Partial<Record<AnalyticsTool, boolean>>, nowSeconds: number): ConsentRecord {
  const record: ConsentRecord = { expirationDate: nowSeconds + CONSENT_LIFETIME_SECONDS };
  for (const [tool, enabled] of Object.entries(choices) as [AnalyticsTool, boolean][]) {
    record[tool] = { enabled: Boolean(enabled), label: TOOL_LABELS[tool] };
  }
  return record;
}

/**
 * Reads a stored record; anything malformed counts as no record.
 * @example parseConsentRecord('{"expirationDate":1}') // { expirationDate: 1 }
 */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const record = value as Record<string, unknown>;
    if (typeof record.expirationDate !== 'number' || !Number.isFinite(record.expirationDate)) return null;
    const parsed: ConsentRecord = { expirationDate: record.expirationDate };
    for (const tool of Object.keys(TOOL_LABELS) as AnalyticsTool[]) {
      const entry = record[tool] as Record<string, unknown> | undefined;
      if (entry && typeof entry === 'object' && typeof entry.enabled === 'boolean') {
        parsed[tool] = { enabled: entry.enabled, label: TOOL_LABELS[tool] };
      }
    }
    return parsed;
  } catch {
    return null;
  }
}

export type ConsentState = 'ask' | 'given';

/**
 * Whether the notice shows (01 §4.9): when storage is unavailable, when there
 * is no record, or when the record has expired ('ask' with `removeExpired`).
 */
export function consentState(storageAvailable: boolean, record: ConsentRecord | null, nowSeconds: number): { state: ConsentState; removeExpired: boolean } {
  if (!storageAvailable || !record) return { state: 'ask', removeExpired: false };
  if (record.expirationDate <= nowSeconds) return { state: 'ask', removeExpired: true };
  return { state: 'given', removeExpired: false };
}

/** Whether a tool may run under a record. */
export function isToolAllowed(record: ConsentRecord | null, tool: AnalyticsTool, nowSeconds: number): boolean {
  return Boolean(record && record.expirationDate > nowSeconds && record[tool]?.enabled);
}
