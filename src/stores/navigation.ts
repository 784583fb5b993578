import { mergeQuery } from '../lib/search/search-query.ts';

/**
 * The URL of a booking step in the page's language, keeping the query
 * (search and display currency), so the steps link to each other without
 * losing the guest's search.
 */
export function stepUrl(lang: string, step: '' | 'services' | 'payment', query = typeof window === 'undefined' ? '' : window.location.search): string {
  return `/${lang}/${step}${mergeQuery(query, {})}`;
}
