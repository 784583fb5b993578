import type { PaymentMethod } from '../types.ts';
import { paymentPageOptionLabelKey, paymentPageOptions, type PaidWith, type PaymentPageOption } from './wallets.ts';

/** Payment method ids (02 §9.1; gateway E, Saferpay, is 7). */
export const METHOD = { CARD: 1, BANK_TRANSFER: 2, GATEWAY_D: 3, GATEWAY_B: 4, GATEWAY_C: 5, GATEWAY_A: 6, GATEWAY_E: 7 } as const;

/** A payment method as the checkout offers it. */
export interface OfferedMethod {
  id: number;
  bookingEngineId: number;
  settings: PaymentMethod['settings'];
  /** Method 4 without an authenticityToken, offered as the card form (02 §4.2 'empty gateway B'). */
  emptyGatewayB: boolean;
}

/**
 * The methods of the basket's booking engine, in order (02 §4.2): the
 * first is preselected; method 4 without authenticityToken becomes method 1
 * with no settings and is flagged 'empty gateway B'.
 * @example offeredMethods([{ id: 4, bookingEngineId: 1, settings: {} }], 1) // [{ id: 1, bookingEngineId: 1, settings: null, emptyGatewayB: true }]
 */
export function offeredMethods(methods: readonly PaymentMethod[], bookingEngineId: number | null): OfferedMethod[] {
  return methods
    .filter((method) => bookingEngineId === null || method.bookingEngineId === bookingEngineId)
    .map((method) =>
      method.id === METHOD.GATEWAY_B && !method.settings?.authenticityToken
        ? { id: METHOD.CARD, bookingEngineId: method.bookingEngineId, settings: null, emptyGatewayB: true }
        : { ...method, emptyGatewayB: false },
    );
}

/**
 * Whether a method's card fields wait for the terms to be accepted (02 §4.3):
 * methods 4, 6 and gateway E, and method 1 as 'empty gateway B'.
 * @example cardFieldsAfterTerms({ id: 6, bookingEngineId: 3, settings: {}, emptyGatewayB: false }) // true
 */
export function cardFieldsAfterTerms(method: OfferedMethod | null): boolean {
  if (!method) return false;
  return (
    method.id === METHOD.GATEWAY_B || method.id === METHOD.GATEWAY_A || method.id === METHOD.GATEWAY_E || (method.id === METHOD.CARD && method.emptyGatewayB)
  );
}

/**
 * Terms count as read within 5 px of the bottom, or at once when the text
 * does not overflow (02 §4.3, §9.7).
 * @example isScrolledToEnd({ scrollTop: 396, clientHeight: 200, scrollHeight: 600 }) // true
 */
export function isScrolledToEnd(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight <= box.clientHeight || box.scrollTop + box.clientHeight >= box.scrollHeight - 5;
}

/** The notice under the payment section (02 §2.2): none for 2, 4 and 6's own text, 'PaymentInformationNotice' otherwise. */
export function paymentNoticeKey(method: OfferedMethod | null): string | null {
  if (!method || method.id === METHOD.BANK_TRANSFER) return null;
  if (method.id === METHOD.GATEWAY_B || method.id === METHOD.GATEWAY_A) return 'PaymentInformationGatewayB';
  return 'PaymentInformationNotice';
}

/**
 * Switching from bank transfer to anything but the card form resets the
 * terms (02 §4.2).
 */
export function resetsTermsOnSwitch(from: number, to: number): boolean {
  return from === METHOD.BANK_TRANSFER && to !== METHOD.CARD;
}

/**
 * The translation key naming a method on its tile and in the summary
 * (02 §2.2: a tile shows the method's translated name).
 * @example methodNameKey(2) // 'Bank transfer'
 */
export function methodNameKey(id: number): string {
  if (id === METHOD.CARD) return 'Credit card';
  if (id === METHOD.BANK_TRANSFER) return 'Bank transfer';
  return 'Card payment';
}

/**
 * The translation key naming how a reservation was paid: the wallet or
 * amex when it went through the payment page, else its method.
 * @example paymentNameKey(7, 'paypal') // 'wallet.paypal'
 * @example paymentNameKey(7, null) // 'Card payment'
 */
export function paymentNameKey(methodId: number, paidWith: PaidWith | null): string {
  return paidWith ? paymentPageOptionLabelKey(paidWith) : methodNameKey(methodId);
}

/** The card gateways' names, shown beside 'Card payment' on their tiles (brand names, the same in every language). */
const GATEWAY_BRANDS: Readonly<Record<number, string>> = { 3: 'Stripe', 4: 'Monri', 5: 'Cardstream', 6: 'WSPay', 7: 'Saferpay' };

/**
 * The brand of a card gateway method, or null for the card form and bank transfer.
 * @example gatewayBrand(4) // 'Monri'
 */
export function gatewayBrand(id: number): string | null {
  return GATEWAY_BRANDS[id] ?? null;
}

/** One tile of the method selector: a payment method, or one of gateway E's payment page options (02 §3.3). */
export interface PaymentChoice {
  /** Unique among the tiles: the method id, or the option's id such as '7paypal'. */
  key: string;
  method: OfferedMethod;
  option: PaymentPageOption | null;
}

/**
 * The tiles of the method selector (02 §2.2, §9.1): the offered methods in
 * order, then gateway E's payment page options (wallets and amex), each
 * with the method that pays for it.
 * @example paymentChoices([{ id: 2, bookingEngineId: 3, settings: null }, { id: 7, bookingEngineId: 3, settings: { selectedWalletTypes: 'paypal' } }], 3).map((c) => c.key) // ['2', '7', '7paypal']
 */
export function paymentChoices(methods: readonly PaymentMethod[], bookingEngineId: number | null): PaymentChoice[] {
  const offered = offeredMethods(methods, bookingEngineId);
  const choices: PaymentChoice[] = offered.map((method) => ({ key: `${method.id}${method.emptyGatewayB ? '-card' : ''}`, method, option: null }));
  for (const option of paymentPageOptions(methods, bookingEngineId)) {
    const method = offered.find((candidate) => candidate.id === METHOD.GATEWAY_E && candidate.bookingEngineId === option.bookingEngineId);
    if (method) choices.push({ key: option.id, method, option });
  }
  return choices;
}
