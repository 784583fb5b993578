import { lazy, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { RetryNotice } from './RetryNotice.tsx';

/**
 * What a part shows in its place when its script could not be loaded (a
 * lazily loaded component, the country names of a form, the calendar's
 * language or stylesheet): a browser may
 * keep a failed module import for the rest of the page's life, so 'Try
 * again' loads the page again (the search, the basket and the form are
 * kept).
 */
export function PartNotLoaded() {
  const { t } = useTranslation();
  return (
    <RetryNotice
      message={t('This part of the page could not be loaded. Please check your connection and try again.')}
      onRetry={() => window.location.reload()}
    />
  );
}

/**
 * `React.lazy` for a part of an island whose script loads on demand
 * (`load` gives its component); render it under a `Suspense`. When the
 * script cannot be loaded (a dropped connection), the part says so in its
 * place, where a rejected `React.lazy` would take the whole island off
 * the page (the search bar, the results, a form).
 * @example const GuestsPanel = lazyPart(() => import('./GuestsPanel.tsx').then((module) => module.default));
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: PartNotLoaded as ComponentType<P> }),
    ),
  );
}
