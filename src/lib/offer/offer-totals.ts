/**
 * An offer unit's totals (02 §2.6, §9.4): a charge's cost, the
 * accommodation and the extras, and the amounts a card's totals are made
 * of. Its own module: the offer's payment screen reads them without the
 * rate plan panel's code.
 */
import { roundMoney } from '../format/money.ts';
import { CHARGE_TYPE, SERVICE_CHARGE_TYPES, type OfferCharge, type OfferReservation } from './offer-contract.ts';

/**
 * What a charge costs: primaryPrice × quantity, to cents.
 * @example chargeTotal({ primaryPrice: 15, quantity: 6 }) // 90
 */
export function chargeTotal(charge: Pick<OfferCharge, 'primaryPrice' | 'quantity'>): number {
  return roundMoney(charge.primaryPrice * charge.quantity);
}

/**
 * Whether a charge counts as a service (02 §9.4: types 2 and 4).
 * @example isServiceCharge({ type: 4 }) // true
 */
export const isServiceCharge = (charge: Pick<OfferCharge, 'type'>): boolean => SERVICE_CHARGE_TYPES.includes(charge.type);

/**
 * The unit's extras (02 §2.6 'Extras total'): the charges that count as
 * services, summed, to cents.
 * @example extrasTotal({ charges: [{ type: 1, primaryPrice: 300, quantity: 1 }, { type: 2, primaryPrice: 40, quantity: 1 }, { type: 4, primaryPrice: 1, quantity: 6 }] }) // 46
 */
export function extrasTotal(reservation: Pick<OfferReservation, 'charges'>): number {
  return roundMoney(reservation.charges.filter(isServiceCharge).reduce((sum, charge) => sum + chargeTotal(charge), 0));
}

/**
 * The unit's accommodation (02 §2.6 'Accommodation total'):
 * totalAccommodationPrice, else the accommodation charges summed.
 * @example accommodationTotal({ totalAccommodationPrice: 300, charges: [] }) // 300
 */
export function accommodationTotal(reservation: Pick<OfferReservation, 'totalAccommodationPrice' | 'charges'>): number {
  if (Number.isFinite(reservation.totalAccommodationPrice)) return roundMoney(reservation.totalAccommodationPrice);
  return roundMoney(reservation.charges.filter((charge) => charge.type === CHARGE_TYPE.ACCOMMODATION).reduce((sum, charge) => sum + chargeTotal(charge), 0));
}

/**
 * The amounts a card shows of one unit, by the 'Total per unit' they make:
 * its accommodation and extras totals where they make it, else the total
 * itself. A display currency sums them as shown (`convertedTotal`), so the
 * panel, the card's rooms and the bar add up alike (not in the spec).
 * @example unitParts({ totalReservationPrice: 490, totalAccommodationPrice: 450, charges }) // [450, 40]
 */
export function unitParts(reservation: Pick<OfferReservation, 'totalReservationPrice' | 'totalAccommodationPrice' | 'charges'>): number[] {
  const parts = [accommodationTotal(reservation), extrasTotal(reservation)];
  return roundMoney(parts[0] + parts[1]) === roundMoney(reservation.totalReservationPrice) ? parts : [reservation.totalReservationPrice];
}

/**
 * The amounts a card's '{n} rooms' total is made of: each unit's (`unitParts`).
 * @example offerItemParts({ reservation, unitsNumber: 2 }) // [450, 40, 450, 40]
 */
export function offerItemParts(item: {
  reservation: Pick<OfferReservation, 'totalReservationPrice' | 'totalAccommodationPrice' | 'charges'>;
  unitsNumber: number;
}): number[] {
  const parts = unitParts(item.reservation);
  return Array.from({ length: item.unitsNumber }, () => parts).flat();
}
