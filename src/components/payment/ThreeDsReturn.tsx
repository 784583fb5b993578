import { useTranslation } from '../../i18n/react.tsx';
import { SpinnerIcon } from '../ui/icons.tsx';

/**
 * Gateway E's 3-D Secure return screen (02 §2.1: /payment?saferpay-3ds-redirect=true),
 * shown inside the challenge frame instead of the checkout: a spinner. The
 * message 'close' to the checkout around it is sent by the page's own
 * script before any island hydrates (`announceThreeDsReturn`).
 */
export function ThreeDsReturn() {
  const { t } = useTranslation();
  return (
    <div className="challenge-return" role="status">
      <SpinnerIcon className="spinner" />
      <span className="sr-only">{t('Loading')}</span>
    </div>
  );
}
