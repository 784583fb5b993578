import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFER_CURRENCY,
  groupOfferReservations,
  mergeKey,
  occupancyText,
  offerBar,
  offerHeaderDates,
  offerItemTotal,
  roomsMessage,
} from '../../../src/lib/offer/offer-grouping.ts';
import { apartment, halfBoard, utc } from './offer-fixtures.ts';

describe('groupOfferReservations (02 §9.4 merge rule)', () => {
  it('merges identical reservations into one item with unitsNumber, in offer order', () => {
    const a = apartment({ reservationsId: 1 });
    const b = halfBoard({ reservationsId: 2 });
    const a2 = apartment({ reservationsId: 3 });
    const items = groupOfferReservations([a, b, a2]);
    expect(items.map((item) => [item.reservation.reservationsId, item.unitsNumber, item.reservationIds])).toEqual([
      [1, 2, [1, 3]],
      [2, 1, [2]],
    ]);
  });

  it('ignores the reservation id, the row ids of discounts and charge taxes, the prepayment, images and policy', () => {
    const a = apartment({ reservationsId: 1 });
    const other = apartment({
      reservationsId: 2,
      prepaymentAmount: 0,
      images: [],
      cancellationPolicy: null,
      discounts: a.discounts.map((discount) => ({ ...discount, id: 99 })),
      charges: a.charges.map((charge) => ({ ...charge, taxes: charge.taxes.map((tax) => ({ ...tax, id: tax.id + 1000 })) })),
    });
    expect(mergeKey(other)).toBe(mergeKey(a));
    expect(groupOfferReservations([a, other])).toHaveLength(1);
  });

  it('does not depend on the order of object keys', () => {
    const a = apartment();
    const reversed = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).reverse()) as T;
    const reordered = { ...reversed(a), pricesPerDay: reversed(a.pricesPerDay), charges: a.charges.map(reversed) };
    expect(mergeKey(reordered)).toBe(mergeKey(a));
  });

  const a = apartment();
  const differing: Array<[string, ReturnType<typeof apartment>]> = [
    ['arrival date', apartment({ arrivalDate: utc('2027-03-23') })],
    ['departure date', apartment({ departureDate: utc('2027-03-26') })],
    ['adults', apartment({ adults: 3 })],
    ['children', apartment({ children: 1, childrenAges: [5] })],
    ['children ages', apartment({ children: 0, childrenAges: [5] })],
    ['currency', apartment({ currency: 'USD' })],
    ['discounts', apartment({ discounts: [{ ...a.discounts[0], value: 15 }] })],
    ['discount definition', apartment({ discounts: [{ ...a.discounts[0], discountsId: 4 }] })],
    ['included extras', apartment({ includedExtras: [] })],
    ['prices per day', apartment({ pricesPerDay: { ...a.pricesPerDay, fees: [] } })],
    ['charges', apartment({ charges: a.charges.slice(0, 2) })],
    ['charge tax definition', apartment({ charges: a.charges.map((charge) => ({ ...charge, taxes: charge.taxes.map((tax) => ({ ...tax, taxesId: 9 })) })) })],
    ['rate plan name', apartment({ ratePlanName: 'Flexible' })],
    ['rate plan id', apartment({ ratePlansId: 1032 })],
    ['accommodation total', apartment({ totalAccommodationPrice: 451 })],
    ['reservation total', apartment({ totalReservationPrice: 497 })],
    ['unit type id', apartment({ unitType: { ...a.unitType, id: 102 } })],
  ];
  it.each(differing)('keeps reservations apart when the %s differs', (_name, other) => {
    expect(groupOfferReservations([a, { ...other, reservationsId: 2 }]).map((item) => item.unitsNumber)).toEqual([1, 1]);
  });

  it('gives no items for no reservations', () => {
    expect(groupOfferReservations([])).toEqual([]);
  });
});

describe('the offer card and bar (02 §2.6)', () => {
  it('shows occupancy as standard-max, or one number when they are equal', () => {
    expect(occupancyText({ standardOccupancy: 4, maxOccupancy: 6 })).toBe('4-6');
    expect(occupancyText({ standardOccupancy: 3, maxOccupancy: 3 })).toBe('3');
  });

  it('says "{n} rooms" with the plural key', () => {
    expect(roomsMessage(2)).toEqual({ key: 'rooms', tokens: { count: 2 } });
    expect(roomsMessage(1)).toEqual({ key: 'rooms', tokens: { count: 1 } });
  });

  it('totals a card as totalReservationPrice × unitsNumber', () => {
    const [item] = groupOfferReservations([apartment({ reservationsId: 1 }), apartment({ reservationsId: 2 })]);
    expect(offerItemTotal(item)).toBe(992);
    expect(offerItemTotal({ reservation: { totalReservationPrice: 0.1 }, unitsNumber: 3 })).toBe(0.3);
  });

  it('counts every reservation in Selected rooms and sums their totalReservationPrice', () => {
    const reservations = [apartment({ reservationsId: 1 }), apartment({ reservationsId: 2 }), halfBoard()];
    expect(offerBar(reservations)).toEqual({ selectedRooms: 3, totalCost: 1327, currency: 'EUR' });
  });

  it('uses EUR when the offer has no reservations (02 §9.2)', () => {
    expect(DEFAULT_OFFER_CURRENCY).toBe('EUR');
    expect(offerBar([])).toEqual({ selectedRooms: 0, totalCost: 0, currency: 'EUR' });
    expect(offerBar([apartment({ currency: 'GBP' })]).currency).toBe('GBP');
  });

  it('dates the header in UTC as DD.MM.YYYY', () => {
    expect(offerHeaderDates({ validUntil: utc('2027-03-15') + 86_399, createdAt: Date.parse('2027-02-28T23:30:00Z') / 1000 })).toEqual({
      validUntil: '15.03.2027',
      createdAt: '28.02.2027',
    });
  });
});
