/**
 * The offer receipt (02 §3.5 "Offer receipt") and the receipt summary of
 * the offer payment screen (02 §2.7): one block per grouped item with its
 * charges, included extras and policy texts, the booking's total cost,
 * the HRK counter-value and the VAT lines.
 *
 * Policy texts, the HRK total and the 'not VAT registered' line are the
 * checkout's own (`receipt.ts`, `currency.ts`, `policy-texts.ts`).
 */

import { roundMoney } from '../format/money.ts';
import { CHARGE_TYPE, type OfferReservation, type CancellationPolicy } from './offer-contract.ts';
import type { OfferItem } from './offer-grouping.ts';
import { extrasTotal } from './offer-pricing.ts';
import { RECEIPT_KEYS } from '../checkout/receipt.ts';

/** Every key the offer receipt summary returns (besides the policy texts of `policy-texts.ts`). */
export const OFFER_RECEIPT_KEYS = {
  heading: '%units% x %name%',
  includedExtras: 'Included extras',
  taxIncluded: '%label% (%rate%%) included in price',
  notVatRegistered: RECEIPT_KEYS.notVatRegistered,
} as const;

const K = OFFER_RECEIPT_KEYS;

/** A charge line of a receipt item (02 §3.5). */
export interface OfferReceiptCharge {
  /** 'ACCOMMODATION_{n}', 'SERVICE_{n}', 'FEE_{n}' (else 'CHARGE_{n}'), n the charge's position: unique within the item. */
  key: string;
  name: string;
  type: number;
  /** For one unit: primaryPrice × quantity. */
  primaryPrice: number;
  quantity: number;
  /** The names of the rate's included services, on the accommodation charge only. */
  includedExtras: string[];
}

/** A grouped item of the receipt (02 §3.5). Money fields cover all its units. */
export interface OfferReceiptItem {
  /** The unit type's name. */
  name: string;
  /** Unix seconds (UTC midnight). */
  arrival: number;
  departure: number;
  cancellationPolicy: CancellationPolicy | null;
  ratePlanName: string;
  /** totalReservationPrice × units. */
  totalCost: number;
  /** totalAccommodationPrice × units. */
  totalRateCost: number;
  /** The services (charge types 2 and 4) × units. */
  totalServicesCost: number;
  currency: string;
  charges: OfferReceiptCharge[];
  unitsNumber: number;
  /** The first night × units. */
  firstNightPrice: number;
  /** The index of the item's first reservation in the booking: the 'See prices by day' index. */
  pricesPerDayIndex: number;
}

/** A tax of the whole booking (02 §3.5). */
export interface OfferReceiptTax {
  label: string;
  rate: number;
  taxAmount: number;
}

/** The offer receipt (02 §3.5). */
export interface OfferReceipt {
  items: OfferReceiptItem[];
  totalBookingCost: number;
  taxes: OfferReceiptTax[];
  currency: string;
  isVatRegistered: boolean;
  vatRate: number;
  bookingEngineId: number | null;
}

/** The engine settings the receipt carries (01 §3.1). */
export interface OfferReceiptEngine {
  id?: number | null;
  isVatRegistered: boolean;
  vatRate: number;
}

const CHARGE_KEYS: Record<number, string> = { [CHARGE_TYPE.ACCOMMODATION]: 'ACCOMMODATION', [CHARGE_TYPE.SERVICE]: 'SERVICE', [CHARGE_TYPE.FEE]: 'FEE' };

/**
 * The receipt of an offer (02 §3.5) from its grouped items
 * (`groupOfferReservations`) and the reservations they came from: per
 * item the unit type's name, stay, policy, rate plan, totals × units,
 * charges (the accommodation charge lists the included extras) and the
 * first night × units; the booking's total; its taxes summed per label and
 * rate over every charge of every unit, the rate read from pricesPerDay.taxes.
 * @example offerReceipt(groupOfferReservations(booking.reservations), booking.reservations, engine).totalBookingCost
 */
export function offerReceipt(
  items: readonly OfferItem<OfferReservation>[],
  reservations: readonly Pick<OfferReservation, 'reservationsId'>[],
  engine: OfferReceiptEngine,
): OfferReceipt {
  const taxes = new Map<string, OfferReceiptTax>();
  const receiptItems = items.map((item): OfferReceiptItem => {
    const r = item.reservation;
    const units = item.unitsNumber;
    const rates = new Map(r.pricesPerDay.taxes.map((tax) => [tax.taxesId, tax.rate]));
    for (const charge of r.charges) {
      for (const tax of charge.taxes) {
        const rate = rates.get(tax.taxesId) ?? r.pricesPerDay.taxes.find((entry) => entry.label === tax.label)?.rate ?? 0;
        const key = `${tax.label}|${rate}`;
        const known = taxes.get(key);
        const amount = tax.amount * units;
        taxes.set(key, { label: tax.label, rate, taxAmount: roundMoney((known?.taxAmount ?? 0) + amount) });
      }
    }
    const included = r.includedExtras.map((extra) => extra.name);
    return {
      name: r.unitType.name,
      arrival: r.arrivalDate,
      departure: r.departureDate,
      cancellationPolicy: r.cancellationPolicy,
      ratePlanName: r.ratePlanName,
      totalCost: roundMoney(r.totalReservationPrice * units),
      totalRateCost: roundMoney(r.totalAccommodationPrice * units),
      totalServicesCost: roundMoney(extrasTotal(r) * units),
      currency: r.currency,
      charges: r.charges.map((charge, position) => ({
        key: `${CHARGE_KEYS[charge.type] ?? 'CHARGE'}_${position}`,
        name: charge.name,
        type: charge.type,
        primaryPrice: charge.primaryPrice,
        quantity: charge.quantity,
        includedExtras: charge.type === CHARGE_TYPE.ACCOMMODATION ? included : [],
      })),
      unitsNumber: units,
      firstNightPrice: roundMoney(r.firstNightPrice * units),
      pricesPerDayIndex: Math.max(0, reservations.findIndex((entry) => entry.reservationsId === item.reservationIds[0])),
    };
  });
  return {
    items: receiptItems,
    totalBookingCost: roundMoney(receiptItems.reduce((sum, item) => sum + item.totalCost, 0)),
    taxes: [...taxes.values()],
    currency: receiptItems[0]?.currency ?? 'EUR',
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    bookingEngineId: engine.id ?? null,
  };
}
