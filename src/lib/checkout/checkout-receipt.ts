/**
 * The checkout's receipt of the basket (02 §3.5): each basket item a line
 * for `receiptFromLines`, its extras priced by `extrasTotals`. Apart from
 * `receipt.ts` so that the screens showing a receipt the back end priced
 * (offer, offer payment, reservation) do not load the extras' prices.
 */
import type { BasketItem } from '../basket/basket.ts';
import { extrasTotals, type ExtrasBasketItem } from '../extras/extras.ts';
import { asPolicy, receiptExtra, receiptFromLines, type Receipt, type ReceiptLine, type ReceiptSettings } from './receipt.ts';

/** The basket item fields the receipt reads (01 §3.11). */
export type ReceiptBasketItem = ExtrasBasketItem &
  Pick<
    BasketItem,
    | 'bookingEngineId'
    | 'currency'
    | 'isVatRegistered'
    | 'vatRate'
    | 'unitTypeName'
    | 'ratePlanName'
    | 'propertyName'
    | 'firstNightPrice'
    | 'from'
    | 'to'
    | 'cancellationPolicy'
    | 'checkInBegin'
    | 'checkInEnd'
    | 'checkOutBegin'
    | 'checkOutEnd'
    | 'includedServices'
  >;

/** Engine settings of the checkout receipt; by default the first basket item's. */
export type CheckoutReceiptSettings = { [K in keyof ReceiptSettings]?: ReceiptSettings[K] | null };

/**
 * The checkout receipt of the basket (02 §3.5): each item a line of one
 * unit (its accommodation, its extras by `extrasTotals`, the services its
 * rate includes), with the engine's VAT registration and rate, currency
 * and id from `settings` or else the first item.
 * @example checkoutReceipt([item, item]).accomodation.items[0].quantity // 2
 */
export function checkoutReceipt(items: readonly ReceiptBasketItem[], settings: CheckoutReceiptSettings = {}): Receipt {
  const lines = items.map((item): ReceiptLine => {
    const totals = extrasTotals(item);
    return {
      unitTypeId: item.unitTypeId,
      ratePlanId: item.ratePlanId,
      unitTypeName: item.unitTypeName,
      ratePlanName: item.ratePlanName,
      propertyName: item.propertyName,
      currency: item.currency,
      from: item.from,
      to: item.to,
      checkInBegin: item.checkInBegin,
      checkInEnd: item.checkInEnd,
      checkOutBegin: item.checkOutBegin,
      checkOutEnd: item.checkOutEnd,
      cancellationPolicy: asPolicy(item.cancellationPolicy),
      units: 1,
      price: totals.accommodation,
      priceBeforeTax: totals.accommodationBeforeTax,
      firstNightPrice: item.firstNightPrice,
      servicesCost: totals.extras,
      servicesCostBeforeTax: totals.extrasBeforeTax,
      touristTax: totals.touristTax,
      includedServices: item.includedServices,
      extras: totals.lines.map(receiptExtra),
    };
  });
  const first = items[0];
  return receiptFromLines(lines, {
    isVatRegistered: Boolean(settings.isVatRegistered ?? first?.isVatRegistered ?? false),
    vatRate: settings.vatRate ?? first?.vatRate ?? 0,
    currency: settings.currency ?? first?.currency ?? '',
    bookingEngineId: settings.bookingEngineId ?? first?.bookingEngineId ?? null,
  });
}
