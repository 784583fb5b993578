import { useTranslation } from '../../i18n/react.tsx';
import { reloadOffer } from '../../stores/offer-view.ts';

/** What both offer screens show until the offer is loaded: loading, not found, or a failure with 'Try again'. */
export function OfferStatus({ status }: { status: 'loading' | 'notFound' | 'failed' }) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <p className="offer-loading" role="status">
        {t('Loading')}
      </p>
    );
  if (status === 'notFound')
    return (
      <p className="form-error" role="alert">
        {t('Offer not found')}
      </p>
    );
  return (
    <div className="offer-error" role="alert">
      <p>{t('We could not load your offer. Please try again.')}</p>
      <button type="button" className="btn-ghost" onClick={() => void reloadOffer()}>
        {t('Try again')}
      </button>
    </div>
  );
}
