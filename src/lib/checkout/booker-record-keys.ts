/**
 * Where a flow keeps the booker record and the payment page token in the
 * tab's storage (02 §9.1), apart from the record's schema
 * (`booker-record.ts`, which re-exports these): a screen looks for a kept
 * record before it loads the code that reads one.
 */

/** Storage keys on checkout (02 §9.1). */
export const BOOKER_RECORD_KEYS = { booker: 'booker', paymentPageToken: 'payment-page-token' } as const;

/** The two storage keys of a flow: the booker record and the payment page token. */
export interface BookerRecordKeys {
  booker: string;
  paymentPageToken: string;
}

/**
 * The storage keys of a flow (02 §9.1): 'booker' and 'payment-page-token'
 * on checkout; 'booking-engine-{slug}-booker' and
 * 'booking-engine-{slug}-payment-page-token' on the offer flow, named by
 * the property's slug. No slug (or a blank one) is checkout.
 * @example bookerRecordKeys('villa-adriatic') // { booker: 'booking-engine-villa-adriatic-booker', paymentPageToken: 'booking-engine-villa-adriatic-payment-page-token' }
 * @example bookerRecordKeys() // { booker: 'booker', paymentPageToken: 'payment-page-token' }
 */
export function bookerRecordKeys(offerSlug?: string | null): BookerRecordKeys {
  const slug = offerSlug?.trim();
  if (!slug) return { ...BOOKER_RECORD_KEYS };
  return { booker: `booking-engine-${slug}-booker`, paymentPageToken: `booking-engine-${slug}-payment-page-token` };
}
