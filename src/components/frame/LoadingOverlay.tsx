import { useStore } from '@nanostores/react';
import { SpinnerIcon } from '../ui/icons.tsx';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { $loading } from '../../stores/loading.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/** The full-screen loading animation (01 §2.17), announced politely to screen readers. */
function LoadingOverlay(_props: IslandProps) {
  const { t } = useTranslation();
  // A search may already run when this island hydrates: the first render matches the built page.
  const hydrated = useHydrated();
  const loading = useStore($loading).size > 0 && hydrated;
  return (
    <div role="status" aria-live="polite" className={loading ? 'loading-overlay' : 'sr-only'}>
      {loading ? (
        <>
          <SpinnerIcon className="spinner" />
          <span className="sr-only">{t('Loading')}</span>
        </>
      ) : null}
    </div>
  );
}

export default withI18n(LoadingOverlay);
