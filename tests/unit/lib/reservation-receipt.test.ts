import { describe, expect, it } from 'vitest';
import { receiptOfReservation } from '../../../src/lib/checkout/reservation-receipt.ts';
import { room, stored } from './reservation-fixtures.ts';
import { stayDayTexts } from '../../../src/lib/checkout/receipt-summary.ts';

describe('the receipt a reservation page shows, from the stored one', () => {
  it('groups the units of one stay on one rate into one line, as the checkout does, with their hours', () => {
    const receipt = receiptOfReservation(stored([room(), room()]));
    expect(receipt.accomodation.items).toHaveLength(1);
    expect(receipt.accomodation.items[0]).toMatchObject({
      key: '101_1011_2027-07-24_2027-07-26',
      quantity: 2,
      price: 278,
      firstNightPrice: 139,
      servicesCost: 12,
      checkInBegin: '14:00',
      checkOutEnd: '10:00',
    });
    const days = stayDayTexts(receipt.accomodation.items[0], 'en');
    expect(days.checkIn.tokens).toMatchObject({ time: '14:00' });
    expect(days.checkOut.tokens).toMatchObject({ time: '10:00' });
  });

  it('lists the services a rate includes as included, then the extras, keyed as on the checkout', () => {
    const receipt = receiptOfReservation(stored([room(), room({ unitTypeId: 102, unitTypeName: 'Apartment Riva' })]));
    expect(Object.values(receipt.extras.items)).toEqual([
      { key: 'Breakfast', kind: 'included', name: 'Breakfast', quantity: 2, nights: null, total: 0, totalBeforeTax: 0, included: true, parts: [0, 0] },
      // Its parts are each room's, as the checkout showed them; its total is the stored one.
      { key: 'FEE_3', kind: 'fee', name: 'Environmental fee', quantity: 2, nights: null, total: 12, totalBeforeTax: 10.62, included: false, parts: [6, 6] },
    ]);
    expect(receipt.price).toEqual({ total: 290, beforeTax: 256.64, taxAmount: 33.36 });
    // Rooms stored without their lines: the stored total is the only part.
    const bare = receiptOfReservation(stored([room({ fees: [] }), room({ fees: [] })]));
    expect(bare.extras.items.FEE_3.parts).toEqual([12]);
  });

  it('reads a receipt stored before the hours were kept as whole days', () => {
    const old = room();
    delete old.checkInBegin;
    delete old.checkOutEnd;
    const line = receiptOfReservation(stored([old])).accomodation.items[0];
    expect([line.checkInBegin, line.checkInEnd, line.checkOutBegin, line.checkOutEnd]).toEqual([null, null, null, null]);
  });
});
