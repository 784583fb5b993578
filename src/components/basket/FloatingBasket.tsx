import '../../styles/basket.css';
import { Suspense } from 'react';
import { lazyPart, PartNotLoaded } from '../ui/lazyPart.tsx';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { $basketNotice, $basketShown, $basketUnreadable } from '../../stores/basket.ts';

/** The totals and actions load only once the basket holds something: an empty basket shows nothing. */
const FloatingBasketPanel = lazyPart(() => import('./FloatingBasketPanel.tsx').then((module) => module.default));

/**
 * The floating basket of the results (01 §2.13), the note when a stored
 * basket could not be kept (01 §4.7), or that it could not be read.
 */
function FloatingBasket({ lang }: IslandProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const items = useStore($basketShown);
  const notice = useStore($basketNotice);
  const unreadable = useStore($basketUnreadable);
  if (!hydrated) return null;
  // A stored basket that cannot be checked is not shown as empty: the guest is told, with 'Try again'.
  if (unreadable) return <PartNotLoaded />;
  return (
    <>
      {/* The live region is there before its note, so a note that comes while the guest searches is announced. */}
      <div role="status">
        {notice ? (
          <div className="basket-notice">
            <p>{t(notice)}</p>
            <button type="button" className="btn-ghost" onClick={() => $basketNotice.set(null)}>
              {t('Close')}
            </button>
          </div>
        ) : null}
      </div>
      {items.length > 0 ? (
        <Suspense fallback={null}>
          <FloatingBasketPanel lang={lang} items={items} />
        </Suspense>
      ) : null}
    </>
  );
}

export default withI18n(FloatingBasket);
