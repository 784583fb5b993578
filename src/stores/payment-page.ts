/**
 * Gateway E's hosted payment page, for a wallet or amex option (02 §4.1
 * step 3 and 5): before the redirect the booker record and the page's
 * token are kept in the tab's storage; on return they are taken back, and
 * the booking is made with the token.
 */
import {
  bookerRecordKeys,
  encodeBookerRecord,
  takeBookerRecord,
  takePaymentPageToken,
  type BookerRecord,
  type BookerRecordSource,
} from '../lib/checkout/booker-record.ts';
import { paymentPageInitBody } from '../lib/payment/payment-page-init.ts';
import type { PaymentPageOptionValue } from '../lib/payment/wallets.ts';
import { hasFlag, PAYMENT_PAGE_RETURN_FLAG, withoutQuery } from '../payments/messages.ts';
import type { paymentPageStart } from '../payments/results.ts';
import { safeSessionStorage } from './storage.ts';

export { PAYMENT_PAGE_ERROR } from '../payments/errors.ts';

export interface PaymentPageContext {
  currency: string;
  bookingEngineId: number;
  /** The offer flow: its uuid, booking code and the property's slug (the storage keys carry it). */
  offer?: { offerUuid: string; code: string; slug: string } | null;
}

/**
 * Saves the booker record, initialises the payment page for `option`,
 * keeps its token and sends the guest to it. False when the page could not
 * be initialised (nothing is kept then, and the guest stays on the form).
 */
export async function startPaymentPage(option: PaymentPageOptionValue, context: PaymentPageContext, details: BookerRecordSource): Promise<boolean> {
  const storage = safeSessionStorage();
  const keys = bookerRecordKeys(context.offer?.slug ?? null);
  const record = encodeBookerRecord(details);
  if (record === null) return false;
  storage.setItem(keys.booker, record);
  let start: ReturnType<typeof paymentPageStart> = null;
  try {
    // The payment page's call and answer handling load only now, when a wallet or amex is booked.
    const [{ saferpayPaymentPage }, { paymentPageStart }] = await Promise.all([import('../api/payments.ts'), import('../payments/results.ts')]);
    start = paymentPageStart(
      await saferpayPaymentPage(
        paymentPageInitBody(option, {
          currency: context.currency,
          bookingEngineId: context.bookingEngineId,
          offer: context.offer ? { offerUuid: context.offer.offerUuid, code: context.offer.code } : null,
        }),
      ),
    );
  } catch {
    start = null;
  }
  if (!start) {
    storage.removeItem(keys.booker);
    return false;
  }
  storage.setItem(keys.paymentPageToken, start.token);
  window.location.assign(start.redirectUrl);
  return true;
}

/** What the screen finds on opening after the payment page. */
export interface PaymentPageReturn {
  /** The kept booker record (restored, then removed), or null. */
  record: BookerRecord | null;
  /** The page's token when the guest came back with the return flag, else null. */
  token: string | null;
  /** Whether the screen counts as a return from the payment page (02 §2.2). */
  returning: boolean;
}

/**
 * Takes the kept booker record, and the token when the URL carries the
 * return flag (02 §2.2, §4.1 step 5): the payment page decided (paid,
 * declined or cancelled), and booking with its token says which. Without
 * the flag the guest came back without a decision (the browser's Back):
 * the token stays, as Forward to the page and paying there still returns
 * with it to be booked.
 */
export function takePaymentPageReturn(search: string, offerSlug: string | null = null): PaymentPageReturn {
  const storage = safeSessionStorage();
  const keys = bookerRecordKeys(offerSlug);
  const flagged = hasFlag(search, PAYMENT_PAGE_RETURN_FLAG);
  const record = takeBookerRecord(storage, keys);
  return { record, token: flagged ? takePaymentPageToken(storage, keys) : null, returning: flagged || record !== null };
}

/** Removes the query string from the address bar, keeping the page (02 §4.1 step 5). */
export function dropQueryString(): void {
  window.history.replaceState(window.history.state, '', withoutQuery(window.location.href));
}
