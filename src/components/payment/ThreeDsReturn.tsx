import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { CHALLENGE_CLOSE_MESSAGE } from '../../payments/messages.ts';

/**
 * Gateway E's 3-D Secure return screen (02 §2.1: /payment?saferpay-3ds-redirect=true),
 * shown inside the challenge frame instead of the checkout: a spinner, and
 * the message 'close' to the checkout around it, addressed to the site's
 * own origin (the checkout's), so no other page can receive it.
 */
export function ThreeDsReturn() {
  const { t } = useTranslation();
  useEffect(() => {
    document.documentElement.classList.add('in-challenge-frame');
    if (window.parent !== window) window.parent.postMessage(CHALLENGE_CLOSE_MESSAGE, window.location.origin);
  }, []);
  return (
    <div className="challenge-return" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('Loading')}</span>
    </div>
  );
}
