/**
 * The offer's receipt (02 §3.5 "Offer receipt"), built as the shared
 * `Receipt` every receipt view shows (`receiptFromLines`): one line per
 * grouped item, with its charges for one unit and its 'See prices by day'
 * index, and the booking's taxes by label and rate. The spec's offer
 * receipt fields map onto it as `Receipt` documents.
 */

import { unixToIsoDate } from '../format/dates.ts';
import { roundMoney } from '../format/money.ts';
import { receiptFromLines, type Receipt, type ReceiptCharge, type ReceiptLine, type ReceiptTax } from '../checkout/receipt.ts';
import { CHARGE_TYPE, type OfferCharge, type OfferReservation } from './offer-contract.ts';
import type { OfferItem } from './offer-grouping.ts';

/** The engine settings the receipt carries (01 §3.1). */
export interface OfferReceiptEngine {
  id?: number | null;
  isVatRegistered: boolean;
  vatRate: number;
}

const CHARGE_KEYS: Record<number, string> = { [CHARGE_TYPE.ACCOMMODATION]: 'ACCOMMODATION', [CHARGE_TYPE.SERVICE]: 'SERVICE', [CHARGE_TYPE.FEE]: 'FEE' };

const chargeAmount = (charge: Pick<OfferCharge, 'primaryPrice' | 'quantity'>): number => roundMoney(charge.primaryPrice * charge.quantity);
const chargeTaxes = (charge: Pick<OfferCharge, 'taxes'>): number => charge.taxes.reduce((sum, tax) => sum + tax.amount, 0);

/**
 * The receipt of an offer (02 §3.5) from its grouped items
 * (`groupOfferReservations`) and the reservations they came from. Per
 * item, money for all its units: the accommodation (totalAccommodationPrice
 * × units; before tax, less its charges' taxes), the services and fees
 * (charge types 2 and 4), the first night, the included extras, each
 * charge of one unit (the accommodation charge lists the included extras)
 * and the index of its first reservation for 'See prices by day'. The
 * booking's taxes are summed per label and rate over every charge of every
 * unit, the rate read from pricesPerDay.taxes.
 * @example receiptOfOffer(groupOfferReservations(booking.reservations), booking.reservations, engine).price.total
 */
export function receiptOfOffer(
  items: readonly OfferItem<OfferReservation>[],
  reservations: readonly Pick<OfferReservation, 'reservationsId'>[],
  engine: OfferReceiptEngine,
): Receipt {
  const taxes = new Map<string, ReceiptTax>();
  const lines = items.map((item): ReceiptLine => {
    const r = item.reservation;
    const units = item.unitsNumber;
    const rates = new Map(r.pricesPerDay.taxes.map((tax) => [tax.taxesId, tax.rate]));
    for (const charge of r.charges) {
      for (const tax of charge.taxes) {
        const rate = rates.get(tax.taxesId) ?? r.pricesPerDay.taxes.find((entry) => entry.label === tax.label)?.rate ?? 0;
        const key = `${tax.label}|${rate}`;
        taxes.set(key, { label: tax.label, rate, taxAmount: roundMoney((taxes.get(key)?.taxAmount ?? 0) + tax.amount * units) });
      }
    }
    const accommodation = r.charges.filter((charge) => charge.type === CHARGE_TYPE.ACCOMMODATION);
    const services = r.charges.filter((charge) => charge.type === CHARGE_TYPE.SERVICE || charge.type === CHARGE_TYPE.FEE);
    const servicesCost = services.reduce((sum, charge) => sum + chargeAmount(charge), 0);
    const included = r.includedExtras.map((extra) => extra.name);
    const charges = r.charges.map(
      (charge, position): ReceiptCharge => ({
        key: `${CHARGE_KEYS[charge.type] ?? 'CHARGE'}_${position}`,
        name: charge.name,
        type: charge.type,
        primaryPrice: charge.primaryPrice,
        quantity: charge.quantity,
        includedExtras: charge.type === CHARGE_TYPE.ACCOMMODATION ? included : [],
      }),
    );
    return {
      // Each grouped item is its own line: two items of one unit type, rate and stay differ in what they hold.
      key: `offer_${item.reservationIds[0] ?? r.reservationsId}`,
      unitTypeId: r.unitType.id,
      ratePlanId: r.ratePlansId,
      unitTypeName: r.unitType.name,
      ratePlanName: r.ratePlanName,
      currency: r.currency,
      from: unixToIsoDate(r.arrivalDate),
      to: unixToIsoDate(r.departureDate),
      checkInBegin: null,
      checkInEnd: null,
      checkOutBegin: null,
      checkOutEnd: null,
      cancellationPolicy: r.cancellationPolicy,
      units,
      price: roundMoney(r.totalAccommodationPrice * units),
      priceBeforeTax: roundMoney((r.totalAccommodationPrice - accommodation.reduce((sum, charge) => sum + chargeTaxes(charge), 0)) * units),
      firstNightPrice: roundMoney(r.firstNightPrice * units),
      servicesCost: roundMoney(servicesCost * units),
      servicesCostBeforeTax: roundMoney((servicesCost - services.reduce((sum, charge) => sum + chargeTaxes(charge), 0)) * units),
      // A tourist tax the rate leaves out is paid at the property, as the card says: the summary names it as the checkout does.
      touristTax: {
        included: 0,
        notIncluded: r.isTouristTaxIncluded ? 0 : roundMoney(r.pricesPerDay.touristTaxes.reduce((sum, entry) => sum + entry.total, 0) * units),
      },
      includedServices: included,
      extras: services.map((charge) => ({
        key: `${CHARGE_KEYS[charge.type]}_${charge.name}`,
        kind: charge.type === CHARGE_TYPE.FEE ? 'fee' : 'service',
        name: charge.name,
        quantity: charge.quantity * units,
        nights: null,
        total: roundMoney(chargeAmount(charge) * units),
        totalBeforeTax: roundMoney((chargeAmount(charge) - chargeTaxes(charge)) * units),
      })),
      charges,
      pricesPerDayIndex: Math.max(
        0,
        reservations.findIndex((entry) => entry.reservationsId === item.reservationIds[0]),
      ),
    };
  });
  return receiptFromLines(lines, {
    isVatRegistered: engine.isVatRegistered,
    vatRate: engine.vatRate,
    currency: lines[0]?.currency ?? 'EUR',
    bookingEngineId: engine.id ?? null,
    taxes: [...taxes.values()],
  });
}
