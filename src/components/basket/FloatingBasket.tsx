import '../../styles/extras.css';
import { useStore } from '@nanostores/react';
import { useTranslation, withI18n, type IslandProps } from '../../i18n/react.tsx';
import { useMoney } from '../ui/useMoney.ts';
import { useHydrated } from '../ui/useHydrated.ts';
import { basketTotals } from '../../lib/extras.ts';
import { $basket, $basketNotice, clearBasket } from '../../stores/basket.ts';
import { stepUrl } from '../../stores/navigation.ts';

/**
 * The floating basket of the results (01 §2.13), and the note when a stored
 * basket could not be kept (01 §4.7).
 */
function FloatingBasket({ lang }: IslandProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const hydrated = useHydrated();
  const items = useStore($basket);
  const notice = useStore($basketNotice);
  if (!hydrated) return null;
  const totals = basketTotals(items);
  const currency = items[0]?.currency ?? 'EUR';
  const hasServices = items.some((item) => item.services.length > 0);
  return (
    <>
      {notice ? (
        <div className="basket-notice" role="status">
          <p>{t(notice)}</p>
          <button type="button" className="btn-ghost" onClick={() => $basketNotice.set(null)}>
            {t('Close')}
          </button>
        </div>
      ) : null}
      {items.length > 0 ? (
        <aside className="floating-basket" aria-label={t('Your selection')}>
          <p className="floating-count">{t('selected units: %count%', { count: items.length })}</p>
          <dl className="floating-total">
            <dt>{t('Total cost')}</dt>
            <dd>{money(totals.total, currency)}</dd>
          </dl>
          <div className="floating-actions">
            <button type="button" className="btn-ghost" onClick={() => clearBasket()}>
              {t('Clear all')}
            </button>
            <a className="btn-primary" href={stepUrl(lang, hasServices ? 'services' : 'payment')}>
              {t('Proceed')}
            </a>
          </div>
        </aside>
      ) : null}
    </>
  );
}

export default withI18n(FloatingBasket);
