import { useContext, type ComponentType } from 'react';
import type { i18n, TFunction } from 'i18next';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { getI18n } from './runtime.ts';

/** Every island takes the page's language as a prop. */
export interface IslandProps {
  lang: string;
}

/**
 * Wraps an island so `useTranslation()` inside it reads the page's language
 * (each island is its own React root, so each gets the provider).
 * @example export default withI18n(CookieNotice)
 */
export function withI18n<P extends IslandProps>(Component: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    return (
      <I18nextProvider i18n={getI18n(props.lang)}>
        <Component {...props} />
      </I18nextProvider>
    );
  }
  Island.displayName = `withI18n(${Component.displayName ?? Component.name})`;
  return Island;
}

/** Translations kept before the table starts again (a long session's prices would otherwise pile up). */
const CACHE_LIMIT = 5000;

/**
 * `t` with its answers kept: a page's language and dictionary never change
 * in place, so a key with the same plain tokens always translates the same,
 * and a results page asks for the same few dozen texts hundreds of times
 * (i18next's lookup, plural and interpolation were a fifth of its script
 * time). Calls with anything but strings, numbers and booleans as options
 * go to i18next every time.
 */
function keptTranslations(translate: TFunction): TFunction {
  const kept = new Map<string, unknown>();
  const call = translate as unknown as (...args: unknown[]) => unknown;
  const keptT = (...args: unknown[]) => {
    const [key, options] = args;
    if (typeof key !== 'string' || args.length > 2) return call(...args);
    let id = key;
    if (options !== undefined) {
      if (options === null || typeof options !== 'object') return call(...args);
      for (const [name, value] of Object.entries(options)) {
        if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return call(...args);
        id += `\u0000${name}\u0001${typeof value}:${value}`;
      }
    }
    if (kept.has(id)) return kept.get(id);
    const text = call(...args);
    if (kept.size >= CACHE_LIMIT) kept.clear();
    kept.set(id, text);
    return text;
  };
  return keptT as unknown as TFunction;
}

/**
 * A translated label and its colon as the page's language writes them
 * ('Total cost:', French 'Montant total :' with a non-breaking space), for a
 * value that follows it: the colon is the translation's (`labelColon`),
 * never typed after a label.
 * @example `${labelled(t, t('Card holder'))} ${holder}`
 */
export const labelled = (t: TFunction, label: string): string => t('labelColon', { label });

/** One `{ t }` per i18next instance, shared by every component that asks for it. */
const translators = new WeakMap<i18n, { t: TFunction; lang: string }>();

/**
 * The island's translate function, from the instance its `withI18n`
 * provider holds. A page's language never changes in place (another
 * language is another static page), so unlike react-i18next's hook this
 * one keeps no state and subscribes to no language events: a results page
 * renders a few hundred components that translate, and each of those
 * subscriptions cost a hook and an effect on a phone's main thread.
 * Islands import it from here, so the client's translation runtime stays
 * one module's decision.
 * @example const { t } = useTranslation(); t('Total cost')
 */
export function useTranslation(): { t: TFunction; lang: string } {
  const instance = useContext(I18nContext)?.i18n;
  if (!instance) throw new Error('useTranslation() needs the island to be wrapped in withI18n');
  let translator = translators.get(instance);
  if (!translator) {
    translator = { t: keptTranslations(instance.getFixedT(instance.language)), lang: instance.language };
    translators.set(instance, translator);
  }
  return translator;
}
