import { withPageQuery } from '../lib/frame/step-links.ts';

/**
 * The URL of a booking step in the page's language, keeping the query
 * (search and display currency, `withPageQuery`), so the steps link to
 * each other without losing the guest's search.
 */
export function stepUrl(lang: string, step: '' | 'services' | 'payment', query = typeof window === 'undefined' ? '' : window.location.search): string {
  return withPageQuery(`/${lang}/${step}`, query);
}
