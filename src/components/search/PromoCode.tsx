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
  const cta = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  /** The control focus goes to once the widget has re-rendered: the one that held it is gone. */
  const refocus = useRef<'cta' | 'remove' | null>(null);

  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);
  useEffect(() => {
    const target = refocus.current === 'cta' ? cta.current : refocus.current === 'remove' ? remove.current : null;
    if (!target) return;
    refocus.current = null;
    target.focus();
  });
  useDismiss(editing, root, () => setEditing(false));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    refocus.current = draft.trim() ? 'remove' : 'cta';
    setEditing(false);
    setPromoCode(draft);
    // The code now lives in the search: however it goes (× or the browser's Back), the input opens empty.
    setDraft('');
  };

  if (promoCode) {
    return (
      <div className="promo" ref={root}>
        <p className="promo-code">
          <span>{promoCode}</span>
          {/* A live region from the code's first showing: 'applied' comes with the search's answer, and is announced. */}
          <span role="status" className={!promoCodeError && isPromoCodeAppliedToAnyRate ? 'promo-applied' : undefined}>
            {!promoCodeError && isPromoCodeAppliedToAnyRate ? t('applied') : null}
          </span>
          <button
            ref={remove}
            type="button"
            className="promo-remove"
            aria-label={t('Remove discount code %code%', { code: promoCode })}
            onClick={() => {
              refocus.current = 'cta';
              // A removed code is gone: the input opens empty, not with it to type after.
              setDraft('');
              clearPromoCode();
            }}
          >
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
        <form
          className="promo-form"
          onSubmit={onSubmit}
          onKeyDown={(event) => {
            if (event.key === 'Escape') refocus.current = 'cta';
          }}
        >
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
        <button ref={cta} type="button" className="link-button promo-cta" onClick={() => setEditing(true)}>
          {t('Have a discount code?')}
        </button>
      )}
    </div>
  );
}
