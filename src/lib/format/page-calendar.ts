import { isPageCalendar, type PageCalendar } from './zone-calendar.ts';

/**
 * The calendar facts the frame embeds in each page, in
 * `<script type="application/json" id="page-calendar">` (see
 * `zone-calendar.ts`): read once, on first use; a missing or unreadable
 * element means none (Intl answers then).
 */
export const PAGE_CALENDAR_ELEMENT_ID = 'page-calendar';

let facts: PageCalendar | null | undefined;

/** Sets the facts in place of the page's own (tests; null for none). */
export function providePageCalendar(value: PageCalendar | null | undefined): void {
  facts = value;
}

/** The page's embedded calendar facts, or null. */
export function embeddedPageCalendar(): PageCalendar | null {
  if (facts === undefined) facts = readEmbedded();
  return facts;
}

function readEmbedded(): PageCalendar | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_CALENDAR_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isPageCalendar(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
