import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
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

/**
 * Islands import the hook from here, not from react-i18next directly, so the
 * translation runtime of the client is one module's decision.
 */
export { useTranslation } from 'react-i18next';
