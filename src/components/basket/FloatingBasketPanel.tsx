import { useRef } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useBottomSpace } from '../ui/useBottomSpace.ts';
import { useMoney } from '../ui/useMoney.ts';
import { basketParts, basketTotals } from '../../lib/extras/extras.ts';
import type { BasketItem } from '../../lib/basket/basket.ts';
import { clearBasket } from '../../stores/basket.ts';
import { stepUrl } from '../../stores/navigation.ts';

/** The floating basket's count, total and actions (01 §2.13), for a basket that holds something. */
export default function FloatingBasketPanel({ lang, items }: { lang: string; items: readonly BasketItem[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const totals = basketTotals(items);
  const parts = basketParts(items);
  const currency = items[0]?.currency ?? 'EUR';
  const hasServices = items.some((item) => item.services.length > 0);
  // The page keeps room for the basket below its content and above a focused control (frame.css): it covers neither.
  const box = useRef<HTMLElement>(null);
  useBottomSpace(box, '--floating-basket-space');
  return (
    <aside ref={box} className="floating-basket" aria-label={t('Your selection')}>
      {/* A live region while the basket shows: a unit chosen or removed while it does is announced. */}
      <p className="floating-count" role="status">
        {t('selected units: %count%', { count: items.length })}
      </p>
      <dl className="floating-total">
        <dt>{t('Total cost')}</dt>
        <dd>{money.total(totals.total, [...parts.accommodation, ...parts.extras], currency)}</dd>
      </dl>
      <div className="floating-actions">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => {
            // The basket goes with its button: focus goes to the page's content (the results), not to the page's start.
            document.getElementById('main')?.focus({ preventScroll: true });
            clearBasket();
          }}
        >
          {t('Clear all')}
        </button>
        <a className="btn-primary" href={stepUrl(lang, hasServices ? 'services' : 'payment')}>
          {t('Proceed')}
        </a>
      </div>
    </aside>
  );
}
