/**
 * The hosted payment page's options (02 §3.3, §9.1). The options come
 * from the settings of gateway E (Saferpay, method id 7): its wallet types,
 * plus amex when amex is among its card types. What the page is opened
 * with for an option is `payment-page-init.ts`'s.
 *
 * Pure: plain values in, plain values out.
 */
import type { PaymentMethod } from '../types.ts';

/** Gateway E's payment method id (Saferpay): hosted card fields, and the hosted payment page. */
export const GATEWAY_E_METHOD_ID = 7;

/** Wallet types a property can enable (02 §3.2 selectedWalletTypes), in the order their options are offered. */
export const WALLET_TYPES = ['googlepay', 'applepay', 'clicktopay', 'paypal'] as const;

/** A wallet type, e.g. 'googlepay'. */
export type WalletType = (typeof WALLET_TYPES)[number];

/** One option of the payment page: a wallet, Google Pay and Apple Pay merged, or amex. */
export type PaymentPageOptionValue = 'googlepay,applepay' | WalletType | 'amex';

/** Every option value, in the order options are offered. */
export const PAYMENT_PAGE_OPTION_VALUES: readonly PaymentPageOptionValue[] = ['googlepay,applepay', 'googlepay', 'applepay', 'clicktopay', 'paypal', 'amex'];

/** A payment page option as the method selector offers it (02 §3.3). */
export interface PaymentPageOption {
  /** Gateway E's method id followed by the option value, e.g. '7googlepay,applepay'. */
  id: string;
  bookingEngineId: number;
  paymentPageOption: PaymentPageOptionValue;
}

/**
 * The values of a comma-separated setting, trimmed, lower-cased, without
 * blanks or repeats.
 * @example settingValues(' GooglePay, applepay,,applepay') // ['googlepay', 'applepay']
 */
export function settingValues(setting: string | null | undefined): string[] {
  const values = (setting ?? '').split(',').map((value) => value.trim().toLowerCase());
  return [...new Set(values.filter(Boolean))];
}

/**
 * The payment page options of one gateway E method (02 §9.1): each enabled
 * wallet type is an option, except that Google Pay and Apple Pay merge
 * into one option when both are enabled; amex is added when it is among
 * the method's selectedCardTypes. Options come in the fixed order of
 * `PAYMENT_PAGE_OPTION_VALUES` whatever the order of the settings; unknown
 * wallet types are ignored. A method other than gateway E has none.
 * @example methodPaymentPageOptions({ id: 7, bookingEngineId: 3, settings: { selectedWalletTypes: 'paypal,applepay,googlepay', selectedCardTypes: 'visa,amex' } }).map((o) => o.id) // ['7googlepay,applepay', '7paypal', '7amex']
 */
export function methodPaymentPageOptions(method: PaymentMethod): PaymentPageOption[] {
  if (method.id !== GATEWAY_E_METHOD_ID) return [];
  const wallets = new Set(settingValues(method.settings?.selectedWalletTypes));
  const enabled = new Set<PaymentPageOptionValue>();
  if (wallets.has('googlepay') && wallets.has('applepay')) enabled.add('googlepay,applepay');
  else {
    if (wallets.has('googlepay')) enabled.add('googlepay');
    if (wallets.has('applepay')) enabled.add('applepay');
  }
  if (wallets.has('clicktopay')) enabled.add('clicktopay');
  if (wallets.has('paypal')) enabled.add('paypal');
  if (settingValues(method.settings?.selectedCardTypes).includes('amex')) enabled.add('amex');
  return PAYMENT_PAGE_OPTION_VALUES.filter((value) => enabled.has(value)).map((value) => ({
    id: paymentPageOptionId(value),
    bookingEngineId: method.bookingEngineId,
    paymentPageOption: value,
  }));
}

/**
 * The payment page options of every gateway E method of a booking engine
 * (all engines when `bookingEngineId` is null), in method order.
 * @example paymentPageOptions([{ id: 2, bookingEngineId: 1, settings: null }, { id: 7, bookingEngineId: 1, settings: { selectedWalletTypes: 'clicktopay' } }], 1) // [{ id: '7clicktopay', bookingEngineId: 1, paymentPageOption: 'clicktopay' }]
 */
export function paymentPageOptions(methods: readonly PaymentMethod[], bookingEngineId: number | null = null): PaymentPageOption[] {
  return methods.filter((method) => bookingEngineId === null || method.bookingEngineId === bookingEngineId).flatMap(methodPaymentPageOptions);
}

/**
 * An option's id: gateway E's method id followed by the option value (02 §3.3).
 * @example paymentPageOptionId('googlepay,applepay') // '7googlepay,applepay'
 */
export function paymentPageOptionId(option: PaymentPageOptionValue): string {
  return `${GATEWAY_E_METHOD_ID}${option}`;
}

/**
 * The option an id names, or null when the id is not a payment page
 * option's (a plain method id such as 7 or '7', or anything else).
 * @example paymentPageOptionOf('7paypal') // 'paypal'
 * @example paymentPageOptionOf(7) // null
 */
export function paymentPageOptionOf(id: string | number | null | undefined): PaymentPageOptionValue | null {
  if (typeof id !== 'string') return null;
  const prefix = String(GATEWAY_E_METHOD_ID);
  if (!id.startsWith(prefix)) return null;
  const value = id.slice(prefix.length);
  return (PAYMENT_PAGE_OPTION_VALUES as readonly string[]).includes(value) ? (value as PaymentPageOptionValue) : null;
}

/**
 * Whether an id is a payment page option's: booking with it goes through
 * the hosted payment page (02 §4.1).
 * @example isPaymentPageOptionId('7amex') // true
 * @example isPaymentPageOptionId(2) // false
 */
export function isPaymentPageOptionId(id: string | number | null | undefined): boolean {
  return paymentPageOptionOf(id) !== null;
}

/** What a payment through the payment page was made with: one wallet (the guest picks Google Pay or Apple Pay there), or amex. */
export type PaidWith = WalletType | 'amex';

/** Every `PaidWith`, as the reservation keeps it. */
export const PAID_WITH: readonly PaidWith[] = ['googlepay', 'applepay', 'clicktopay', 'paypal', 'amex'];

/**
 * What the payment page says a payment was made with (its code, e.g.
 * 'PAYPAL'), as a reservation keeps it; null for a code it does not offer.
 * @example paidWithOf('GOOGLEPAY') // 'googlepay'
 * @example paidWithOf('VISA') // null
 */
export function paidWithOf(code: unknown): PaidWith | null {
  const value = typeof code === 'string' ? code.toLowerCase() : '';
  return (PAID_WITH as readonly string[]).includes(value) ? (value as PaidWith) : null;
}

const LABEL_KEYS: Readonly<Record<PaymentPageOptionValue, string>> = {
  'googlepay,applepay': 'wallet.googlepay-applepay',
  googlepay: 'wallet.googlepay',
  applepay: 'wallet.applepay',
  clicktopay: 'wallet.clicktopay',
  paypal: 'wallet.paypal',
  amex: 'wallet.amex',
};

/**
 * The translation key naming an option on its tile (02 §2.2: a tile shows
 * the method's translated name). Wallet and card names are brand names and
 * read the same in every language; the merged option reads 'Google Pay or
 * Apple Pay' in the guest's language.
 * @example paymentPageOptionLabelKey('googlepay,applepay') // 'wallet.googlepay-applepay'
 */
export function paymentPageOptionLabelKey(option: PaymentPageOptionValue): string {
  return LABEL_KEYS[option];
}
