import type { PaymentMethod } from './types.ts';

/** Payment method ids (02 §9.1). */
export const METHOD = { CARD: 1, BANK_TRANSFER: 2, GATEWAY_D: 3, GATEWAY_B: 4, GATEWAY_C: 5, GATEWAY_A: 6 } as const;

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
 * Whether the terms-of-service box shows for a method (02 §4.3): methods 4
 * and 6 and method 1 as 'empty gateway B' (gateway E and wallets come with
 * their gateways), and only when the engine has terms.
 */
export function showsTermsBox(method: OfferedMethod | null, termsOfService: string | null | undefined): boolean {
  if (!method || !termsOfService?.trim()) return false;
  return method.id === METHOD.GATEWAY_B || method.id === METHOD.GATEWAY_A || (method.id === METHOD.CARD && method.emptyGatewayB);
}

/**
 * Whether the terms checkbox waits for the terms to be read (02 §4.3): while
 * the box scrolls and is unread, for the methods that show it.
 */
export function termsLocked(method: OfferedMethod | null, termsOfService: string | null | undefined, termsRead: boolean): boolean {
  return showsTermsBox(method, termsOfService) && !termsRead;
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
