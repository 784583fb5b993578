/**
 * What the hosted payment page is opened with (02 §7 "Wallet option →
 * payment page codes", §9.1): apart from the options (`wallets.ts`), so
 * the checkout loads it only when a guest pays on the payment page.
 *
 * Pure: plain values in, plain values out.
 */
import type { PaymentPageOptionValue } from './wallets.ts';

/** The amount the hosted payment page is initialised with (02 §9.1). */
export const PAYMENT_PAGE_INIT_AMOUNT = 0.01;

/** What the payment page is initialised with (02 §7): its wallets and its payment methods. */
export interface PaymentPageCodes {
  paymentPageWallets: string[];
  paymentPageMethods: string[];
}

const CODES: Readonly<Record<PaymentPageOptionValue, PaymentPageCodes>> = {
  'googlepay,applepay': { paymentPageWallets: ['GOOGLEPAY', 'APPLEPAY'], paymentPageMethods: [] },
  googlepay: { paymentPageWallets: ['GOOGLEPAY'], paymentPageMethods: [] },
  applepay: { paymentPageWallets: ['APPLEPAY'], paymentPageMethods: [] },
  clicktopay: { paymentPageWallets: ['CLICKTOPAY'], paymentPageMethods: [] },
  paypal: { paymentPageWallets: [], paymentPageMethods: ['PAYPAL'] },
  amex: { paymentPageWallets: [], paymentPageMethods: ['AMEX'] },
};

/**
 * The wallets and payment methods the payment page opens with for an
 * option (02 §7): Google Pay + Apple Pay → wallets GOOGLEPAY and
 * APPLEPAY; googlepay, applepay and clicktopay → that wallet; paypal and
 * amex → that payment method. Fresh arrays on every call.
 * @example paymentPageCodes('paypal') // { paymentPageWallets: [], paymentPageMethods: ['PAYPAL'] }
 */
export function paymentPageCodes(option: PaymentPageOptionValue): PaymentPageCodes {
  const codes = CODES[option];
  return { paymentPageWallets: [...codes.paymentPageWallets], paymentPageMethods: [...codes.paymentPageMethods] };
}

/** The body of the payment page initialisation call (02 §7). */
export interface PaymentPageInitBody extends PaymentPageCodes {
  amount: number;
  currency: string;
  bookingEngineId: number;
  offerUuid?: string;
  code?: string;
}

/**
 * The payment page initialisation body for an option (02 §7, §9.1): the
 * fixed amount 0.01, the currency and booking engine, the option's codes,
 * and on the offer flow the offer's uuid and booking code.
 * @example paymentPageInitBody('clicktopay', { currency: 'EUR', bookingEngineId: 3 }) // { amount: 0.01, currency: 'EUR', bookingEngineId: 3, paymentPageWallets: ['CLICKTOPAY'], paymentPageMethods: [] }
 */
export function paymentPageInitBody(
  option: PaymentPageOptionValue,
  context: { currency: string; bookingEngineId: number; offer?: { offerUuid: string; code: string } | null },
): PaymentPageInitBody {
  const body: PaymentPageInitBody = {
    amount: PAYMENT_PAGE_INIT_AMOUNT,
    currency: context.currency,
    bookingEngineId: context.bookingEngineId,
    ...paymentPageCodes(option),
  };
  if (context.offer) {
    body.offerUuid = context.offer.offerUuid;
    body.code = context.offer.code;
  }
  return body;
}
