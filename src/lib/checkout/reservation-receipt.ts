/**
 * The receipt kept with a reservation, as the API stores and sends it
 * (02 §3.12: `receipt` of the reservation's data), and the one pure
 * builder that turns it into the `Receipt` every receipt view shows — the
 * same shape the checkout builds from its basket (`checkoutReceipt` in `checkout-receipt.ts`), so
 * the reservation page says what the checkout said: check-in and
 * check-out times, the services a rate includes, the lines grouped the
 * same way. The API (server/booking.ts, server/offers.ts) writes this
 * contract; nothing crosses between them by a cast.
 *
 * Pure: plain values in, plain values out.
 */
import type { ActivePromoCode, CancellationPolicy } from '../search/availability-contract.ts';
import type { IsoDate } from '../format/dates.ts';
import type { ExtraLine } from '../extras/extras.ts';
import { receiptExtra, receiptFromLines, type Receipt, type ReceiptLine } from './receipt.ts';

/** One receipt line of a unit's extras, as stored: the checkout's extras line ('SERVICE_{id}' or 'FEE_{id}'). */
export type StoredReceiptExtra = ExtraLine;

/** One booked unit, as stored (02 §3.5 accommodation line, §3.12). */
export interface StoredReceiptRoom {
  unitTypeId: number;
  unitTypeName: string;
  ratePlanId: number;
  ratePlanName: string;
  bookingEngineId: number;
  from: string;
  to: string;
  nights: number;
  adults: number;
  childrenAges: number[];
  quantity: 1;
  /** totalRate: the accommodation. */
  price: number;
  priceBeforeTax: number;
  totalRate: number;
  totalRateBeforeDiscount: number;
  totalRateBeforeTax: number;
  firstNightPrice: number;
  /** Services and fees of the unit. */
  servicesCost: number;
  servicesCostBeforeTax: number;
  /** price + servicesCost. */
  totalCost: number;
  currency: string;
  cancellationPolicy: CancellationPolicy | null;
  activePromoCode: ActivePromoCode | null;
  /** Names of the services the rate includes (shown 'Included'). */
  includedServices: string[];
  isTouristTaxIncluded: boolean;
  touristTax: number;
  services: StoredReceiptExtra[];
  fees: StoredReceiptExtra[];
  prepaymentAmount: number;
  /** The unit type's check-in and check-out hours ('14:00'), null for the whole day; absent from receipts stored before they were kept. */
  checkInBegin?: string | null;
  checkInEnd?: string | null;
  checkOutBegin?: string | null;
  checkOutEnd?: string | null;
}

/** The receipt snapshot kept with a reservation (the spec spells 'accomodation'). */
export interface StoredReceipt {
  currency: string;
  bookingEngineId: number;
  isVatRegistered: boolean;
  vatRate: number;
  accomodation: { items: StoredReceiptRoom[]; totalBeforeTax: number; taxAmount: number; totalCost: number; firstNightPrice: number };
  extras: { items: StoredReceiptExtra[]; totalBeforeTax: number; taxAmount: number; totalCost: number };
  price: { total: number; beforeTax: number; taxAmount: number };
  touristTax: { notIncluded: number; included: number };
}

/**
 * The receipt a reservation's page shows, from its stored receipt: units
 * of one unit type on one rate plan for one stay make one line (as on the
 * checkout), each with its check-in and check-out hours; the services a
 * rate includes come first among the extras, as 'Included'; the totals
 * are the stored ones.
 * @example receiptOfReservation(stored).accomodation.items[0].checkInBegin // '14:00'
 */
export function receiptOfReservation(stored: StoredReceipt): Receipt {
  const lines = stored.accomodation.items.map(
    (room): ReceiptLine => ({
      unitTypeId: room.unitTypeId,
      ratePlanId: room.ratePlanId,
      unitTypeName: room.unitTypeName,
      ratePlanName: room.ratePlanName,
      currency: room.currency,
      from: room.from as IsoDate,
      to: room.to as IsoDate,
      checkInBegin: room.checkInBegin ?? null,
      checkInEnd: room.checkInEnd ?? null,
      checkOutBegin: room.checkOutBegin ?? null,
      checkOutEnd: room.checkOutEnd ?? null,
      cancellationPolicy: room.cancellationPolicy,
      units: room.quantity,
      price: room.price,
      priceBeforeTax: room.priceBeforeTax,
      firstNightPrice: room.firstNightPrice,
      servicesCost: room.servicesCost,
      servicesCostBeforeTax: room.servicesCostBeforeTax,
      touristTax: room.isTouristTaxIncluded ? { included: room.touristTax, notIncluded: 0 } : { included: 0, notIncluded: room.touristTax },
      includedServices: room.includedServices ?? [],
      // The paid extras are the booking's stored lines, summed when it was booked (below).
      extras: [],
    }),
  );
  const receipt = receiptFromLines(lines, {
    isVatRegistered: stored.isVatRegistered,
    vatRate: stored.vatRate,
    currency: stored.currency,
    bookingEngineId: stored.bookingEngineId,
  });
  // Each stored extras line's units, as the checkout showed them (a display currency sums them as shown).
  const unitsOf = (key: string): number[] =>
    stored.accomodation.items.flatMap((room) =>
      [...(room.services ?? []), ...(room.fees ?? [])].filter((extra) => extra.key === key).map((extra) => extra.total),
    );
  // What was booked is what was stored: its totals stand, whatever the lines sum to.
  return {
    ...receipt,
    accomodation: { ...stored.accomodation, items: receipt.accomodation.items },
    extras: {
      ...stored.extras,
      items: {
        ...receipt.extras.items,
        ...Object.fromEntries(
          stored.extras.items.map((extra) => {
            const units = unitsOf(extra.key);
            return [extra.key, { ...receiptExtra(extra), included: false, parts: units.length > 0 ? units : [extra.total] }];
          }),
        ),
      },
    },
    price: { ...stored.price },
    touristTax: { ...stored.touristTax },
  };
}
