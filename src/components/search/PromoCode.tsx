import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '../../i18n/react.tsx';
import { useDismiss } from '../ui/useDismiss.ts';
import { $promo, $search, clearPromoCode, setPromoCode } from '../../stores/search.ts';

/** The promo-code widget (01 §2.5, §5.6). */
export function PromoCode() {
  const { t } = useTranslation();
  const { promoCode } = useStore($search);
  const { promoCodeError, isPromoCodeAppliedToAnyRate } = useStore($promo);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  useDismiss(editing, root, () => setEditing(false));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setEditing(false);
    setPromoCode(draft);
  };

  if (promoCode) {
    return (
      <div className="promo" ref={root}>
        <p className="promo-code">
          <span>{promoCode}</span>
          {!promoCodeError && isPromoCodeAppliedToAnyRate ? <span className="promo-applied">{t('applied')}</span> : null}
          <button type="button" className="promo-remove" aria-label={t('Remove discount code %code%', { code: promoCode })} onClick={() => clearPromoCode()}>
            ×
          </button>
        </p>
        {promoCodeError ? (
          <p className="promo-error" role="alert">
            {t('Invalid code')}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="promo" ref={root}>
      {editing ? (
        <form className="promo-form" onSubmit={onSubmit}>
          <label className="sr-only" htmlFor="promo-input">
            {t('Discount code')}
          </label>
          <input
            id="promo-input"
            ref={input}
            className="promo-input"
            value={draft}
            maxLength={64}
            autoComplete="off"
            placeholder={t('Discount code')}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="promo-submit" aria-label={t('Apply discount code')}>
            →
          </button>
        </form>
      ) : (
        <button type="button" className="link-button promo-cta" onClick={() => setEditing(true)}>
          {t('Have a discount code?')}
        </button>
      )}
    </div>
  );
}
