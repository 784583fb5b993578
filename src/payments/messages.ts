/**
 * The query flags of the gateways' return screens and the 3-D Secure
 * return screen's hand-off to the checkout around it. The checks of the
 * messages frames post (exact origin, the very frame opened) are in
 * `src/lib/payment/message-origin.ts`, loaded with a gateway's adapter and
 * with the 3-D Secure modals, never by a screen paying otherwise.
 */

/** The data the 3-D Secure return screen posts to the checkout (02 §2.5: the message 'close'). */
export const CHALLENGE_CLOSE_MESSAGE = 'close';

/** Query flags of the gateway E return screens (02 §2.1). */
export const THREE_DS_RETURN_FLAG = 'saferpay-3ds-redirect';
export const PAYMENT_PAGE_RETURN_FLAG = 'saferpay-payment-page-redirect';

/**
 * Whether a query string carries a flag set to 'true'.
 * @example hasFlag('?saferpay-3ds-redirect=true', 'saferpay-3ds-redirect') // true
 */
export function hasFlag(search: string, flag: string): boolean {
  return new URLSearchParams(search).get(flag) === 'true';
}

/**
 * Gateway E's 3-D Secure return screen (02 §2.1, §2.5): when this page is
 * the return screen inside the challenge frame, it tells the checkout
 * around it with the message 'close', addressed to the site's own origin
 * (the checkout's), so no other page can receive it. Run by the payment
 * page's own small script as soon as it loads, so the hand-off never waits
 * for the checkout's island to hydrate inside the frame. True when it told.
 * @example announceThreeDsReturn(window) // false on an ordinary checkout
 */
export function announceThreeDsReturn(view: Pick<Window, 'location' | 'parent' | 'document'>): boolean {
  if (!hasFlag(view.location.search, THREE_DS_RETURN_FLAG) || view.parent === view) return false;
  view.document.documentElement.classList.add('in-challenge-frame');
  view.parent.postMessage(CHALLENGE_CLOSE_MESSAGE, view.location.origin);
  return true;
}

/**
 * The URL without its query string (02 §4.1 step 5), keeping path and hash.
 * @example withoutQuery('https://a.example/en/payment?saferpay-payment-page-redirect=true#top') // 'https://a.example/en/payment#top'
 */
export function withoutQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  return parsed.toString();
}
