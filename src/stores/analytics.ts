import { atom } from 'nanostores';
import type { AnalyticsTool } from '../lib/types.ts';
import { CONSENT_STORAGE_KEY, buildConsentRecord, consentState, parseConsentRecord, type ConsentRecord } from '../lib/frame/consent.ts';
import { safeLocalStorage } from './storage.ts';
import { formInputEvent, type AnalyticsEventName } from '../lib/frame/analytics-events.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The consent record in force on this page, null until the guest accepts. */
export const $consent = atom<ConsentRecord | null>(null);
/** Whether the cookie notice is showing (01 §4.9: activate / accept). */
export const $cookieNoticeActive = atom<boolean>(false);

/** Reads the stored record and decides whether the notice shows; an expired record is removed. */
let consentRead = false;

export function loadConsent(): void {
  consentRead = true;
  const storage = safeLocalStorage();
  const record = parseConsentRecord(storage.getItem(CONSENT_STORAGE_KEY));
  const { state, removeExpired } = consentState(storage.available, record, nowSeconds());
  if (removeExpired) storage.removeItem(CONSENT_STORAGE_KEY);
  $consent.set(state === 'given' ? record : null);
  $cookieNoticeActive.set(state === 'ask');
}

/** Keeps the guest's choice for a year and closes the notice. */
function remember(choices: Partial<Record<AnalyticsTool, boolean>>): void {
  const record = buildConsentRecord(choices, nowSeconds());
  safeLocalStorage().setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  $consent.set(record);
  $cookieNoticeActive.set(false);
}

/**
 * Accept (01 §4.9): saves the per-tool choices for a year, fires
 * consent-given when the guest allowed any tool, and closes the notice.
 */
export function acceptCookies(choices: Partial<Record<AnalyticsTool, boolean>>): void {
  remember(choices);
  if (Object.values(choices).some(Boolean)) track('consent_given', { tools: choices });
}

/**
 * Decline (01 §4.9 says it only closes the notice; a refusal is remembered
 * here as consent is, under the GDPR, so the notice does not come back on
 * every page): every tool saved as not allowed, for a year.
 */
export function declineCookies(tools: readonly AnalyticsTool[]): void {
  remember(Object.fromEntries(tools.map((tool) => [tool, false])));
}

/**
 * Pushes an analytics event (01 §7.3) to the tag manager's data layer, only
 * once the guest has allowed the tag manager.
 */
export function track(event: AnalyticsEventName, payload: Record<string, unknown> = {}): boolean {
  if (typeof window === 'undefined') return false;
  // An event can come before the cookie notice has read the stored choice (the first search of a page).
  if (!consentRead) loadConsent();
  const record = $consent.get();
  if (!record?.gtm?.enabled || record.expirationDate <= nowSeconds()) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...payload });
  return true;
}

/** The first-input events already pushed on this page. */
const pushedOnce = new Set<string>();

/**
 * The checkout's and the payment part's first input (01 §7.3): pushed once
 * per page and form, on the guest's first change of a booker field
 * (`begin_checkout`) or of a payment field (`add_payment_info`).
 */
export function trackFormInput(form: 'checkout' | 'offer', fields: readonly string[]): void {
  const event = formInputEvent(fields);
  if (!event || pushedOnce.has(`${form}:${event}`)) return;
  if (track(event, { form })) pushedOnce.add(`${form}:${event}`);
}
