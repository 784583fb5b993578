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
    translator = { t: instance.getFixedT(instance.language), lang: instance.language };
    translators.set(instance, translator);
  }
  return translator;
}
