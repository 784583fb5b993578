/**
 * The booking steps' links (Accommodation, Extras, Confirmation) are
 * static, but the page's query holds the guest's search and display
 * currency: each link takes it along, so going back a step shows the same
 * stay in the same currency (a page without one lets the search page take
 * the basket's stored search).
 */
// No import: this runs in every page's frame script.

/** Query parameters that belong to one page visit, never carried on: the e-mail's language switch and the gateway return flags (`payments/messages.ts`). */
const VISIT_ONLY = ['language', 'saferpay-payment-page-redirect', 'saferpay-3ds-redirect'];

/** The attribute that marks a link to carry the page's query. */
export const KEEPS_QUERY = 'data-keeps-query';

/**
 * A step link with the page's query carried over, less the parameters of
 * one visit.
 * @example withPageQuery('/en/', '?from=24-07-2027&to=27-07-2027&currency=USD') // '/en/?from=24-07-2027&to=27-07-2027&currency=USD'
 */
export function withPageQuery(href: string, search: string): string {
  const [path] = href.split('?');
  const query = new URLSearchParams(search);
  for (const name of VISIT_ONLY) query.delete(name);
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Makes every marked link of the document carry the page's query, now and
 * whenever one is followed (a page may have changed its query since).
 */
export function carryPageQuery(document: Document, location: Pick<Location, 'search'>): void {
  const update = (link: HTMLAnchorElement) => link.setAttribute('href', withPageQuery(link.getAttribute('href') ?? '', location.search));
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${KEEPS_QUERY}]`)) update(link);
  const follow = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${KEEPS_QUERY}]`) : null;
    if (link) update(link);
  };
  document.addEventListener('click', follow, true);
  document.addEventListener('auxclick', follow, true);
  document.addEventListener('contextmenu', follow, true);
}
