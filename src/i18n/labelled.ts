import type { TFunction } from 'i18next';

/**
 * A label and its colon as the page's language writes them ('Total cost:',
 * French 'Montant total :' with a non-breaking space), for a value that
 * follows it: the colon is the translation's (`labelColon`), never typed
 * after a translated label.
 * @example `${labelled(t, 'Card holder')} ${holder}`
 */
export const labelled = (t: TFunction, key: string, tokens: Record<string, string | number> = {}): string => t('labelColon', { label: t(key, tokens) });
