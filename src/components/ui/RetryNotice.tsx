import '../../styles/notice.css';
import { useTranslation } from '../../i18n/react.tsx';

/**
 * Something could not be loaded or sent: what, in the guest's language,
 * and 'Try again'. An alert by default; a status for a page that still
 * works without it.
 */
export function RetryNotice({ message, onRetry, role = 'alert' }: { message: string; onRetry: () => void; role?: 'alert' | 'status' }) {
  const { t } = useTranslation();
  return (
    <div className="retry-notice" role={role}>
      <p>{message}</p>
      <button type="button" className="btn-ghost" onClick={onRetry}>
        {t('Try again')}
      </button>
    </div>
  );
}
