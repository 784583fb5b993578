/**
 * Frames talk to the checkout with `postMessage`. A message counts only
 * when it comes from the exact origin expected (the API's for the test
 * gateway's and the pre-authorisation frames, the site's own for the 3-D
 * Secure return screen) and from the very frame that was opened; its data
 * is then read as data, never run or rendered as markup.
 */

/** The parts of a MessageEvent that decide whether to listen to it. */
export interface MessageLike {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * Whether a message comes from `origin` and from the window `source`.
 * @example isFrom({ origin: 'https://evil.example', source: frame, data: 'close' }, 'https://api.example.com', frame) // false
 */
export function isFrom(event: MessageLike, origin: string, source: unknown): boolean {
  return typeof origin === 'string' && origin !== '' && origin !== 'null' && event.origin === origin && source != null && event.source === source;
}

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
