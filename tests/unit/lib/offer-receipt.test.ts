import { describe, expect, it } from 'vitest';
import { RECEIPT_KEYS as K } from '../../../src/lib/checkout/receipt-keys.ts';
import { chargedItems } from '../../../src/lib/checkout/receipt-items.ts';
import { offerItemParts, unitParts } from '../../../src/lib/offer/offer-totals.ts';
import { receiptSummary, vatLines } from '../../../src/lib/checkout/receipt-summary.ts';
import { groupOfferReservations } from '../../../src/lib/offer/offer-grouping.ts';
import { receiptOfOffer } from '../../../src/lib/offer/offer-receipt.ts';
import { POLICY_TEXT_KEYS as P } from '../../../src/lib/pricing/policy-texts.ts';
import { apartment, halfBoard } from './offer-fixtures.ts';

const NOW = new Date('2027-03-01T09:00:00Z');
const VILLA = { id: 1, isVatRegistered: true, vatRate: 13 };
const reservations = [apartment({ reservationsId: 1 }), halfBoard({ reservationsId: 2 }), apartment({ reservationsId: 3 })];
const grouped = groupOfferReservations(reservations);
const receipt = receiptOfOffer(grouped, reservations, VILLA);

describe('receiptOfOffer: the offer receipt (02 §3.5) as the shared receipt', () => {
  it('has one line per grouped reservation with its money for all its units', () => {
    const lines = receipt.accomodation.items;
    // name, unitsNumber, totalRateCost, totalServicesCost, firstNightPrice of the spec's offer receipt.
    expect(lines.map((line) => [line.unitTypeName, line.quantity, line.price, line.servicesCost, line.firstNightPrice])).toEqual([
      ['Two-Bedroom Apartment with Sea View', 2, 900, 92, 300],
      ['Deluxe Double Room with Balcony', 1, 335, 0, 177.5],
    ]);
    expect(lines[0]).toMatchObject({
      from: '2027-03-22',
      to: '2027-03-25',
      ratePlanName: 'Flexible rate',
      currency: 'EUR',
      cancellationPolicy: apartment().cancellationPolicy,
    });
  });

  it('keeps two items of one unit type, rate and stay apart', () => {
    const other = apartment({ reservationsId: 4, adults: 1 });
    const offer = [apartment({ reservationsId: 1 }), other];
    expect(receiptOfOffer(groupOfferReservations(offer), offer, VILLA).accomodation.items.map((line) => line.quantity)).toEqual([1, 1]);
  });

  it('lists each charge of one unit, the accommodation charge with the included extras', () => {
    expect(receipt.accomodation.items[0].charges).toEqual([
      { key: 'ACCOMMODATION_0', name: 'Flexible rate', type: 1, primaryPrice: 450, quantity: 1, includedExtras: ['Breakfast'] },
      { key: 'SERVICE_1', name: 'Final cleaning', type: 2, primaryPrice: 40, quantity: 1, includedExtras: [] },
      { key: 'FEE_2', name: 'Environmental fee', type: 4, primaryPrice: 1, quantity: 6, includedExtras: [] },
    ]);
    expect(receipt.accomodation.items[1].charges?.[0].includedExtras).toEqual(['Breakfast', 'Three-course dinner']);
    expect(receipt.accomodation.items.every((line) => line.charges !== null)).toBe(true);
  });

  it('keeps the tourist tax the rates leave out, paid at the property, outside every total: 7.98 for each apartment', () => {
    expect(receipt.touristTax).toEqual({ included: 0, notIncluded: 15.96 });
    expect(receipt.price.total).toBeCloseTo(receipt.accomodation.totalCost + receipt.extras.totalCost, 6);
    const summary = receiptSummary(receipt, {
      engine: { currency: 'EUR', secondaryCurrency: null, settingsExchangeRate: null },
      selectedCurrency: 'EUR',
      now: NOW,
    });
    expect(summary.touristTax).toEqual([{ message: { key: K.touristTaxNotIncluded, tokens: {} }, amount: 15.96, currency: 'EUR' }]);
    const included = [apartment({ reservationsId: 1, isTouristTaxIncluded: true })];
    expect(receiptOfOffer(groupOfferReservations(included), included, VILLA).touristTax).toEqual({ included: 0, notIncluded: 0 });
  });

  it('sums the services and fees of every unit as the extras, the included ones first', () => {
    expect(Object.values(receipt.extras.items).map((extra) => [extra.name, extra.quantity, extra.total, extra.included])).toEqual([
      ['Breakfast', 3, 0, true],
      ['Three-course dinner', 1, 0, true],
      ['Final cleaning', 2, 80, false],
      ['Environmental fee', 12, 12, false],
    ]);
    expect(receipt.extras.totalCost).toBe(92);
  });

  it('totals the booking (the sum of totalReservationPrice × units) and sums each tax over every charge of every unit, with its rate', () => {
    expect(receipt.price.total).toBe(1327);
    expect(receipt.taxes).toEqual([
      { label: 'VAT', rate: 13, taxAmount: 143.46 },
      { label: 'VAT', rate: 25, taxAmount: 16 },
    ]);
    expect(receipt).toMatchObject({ currency: 'EUR', isVatRegistered: true, vatRate: 13, bookingEngineId: 1 });
  });

  it('points each line at its first reservation for "See prices by day"', () => {
    expect(receipt.accomodation.items.map((line) => line.pricesPerDayIndex)).toEqual([0, 1]);
  });

  it('is empty, in EUR, without reservations', () => {
    expect(receiptOfOffer([], [], VILLA)).toMatchObject({ accomodation: { items: [] }, price: { total: 0 }, taxes: [], currency: 'EUR' });
  });
});

describe('the offer payment screen’s receipt summary (02 §2.7)', () => {
  const engine = { currency: 'EUR', secondaryCurrency: 'HRK', settingsExchangeRate: 7.5 };
  const items = chargedItems(receipt, { method: 2, now: NOW });

  it('makes each block’s total and "Total cost" of the amounts the offer’s cards show (a display currency sums them as shown)', () => {
    const blocks = grouped.map(offerItemParts);
    const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
    expect(blocks.map(sum).map((total) => Math.round(total * 100) / 100)).toEqual(items.map((item) => item.total));
    expect(sum(blocks.flat())).toBeCloseTo(receipt.price.total, 6);
    // A unit's accommodation and extras, as its card's panel shows them.
    expect(blocks[0]).toEqual([...unitParts(grouped[0].reservation), ...unitParts(grouped[0].reservation)]);
  });

  it('heads each block "{units} x name" with its dates and rate plan', () => {
    expect(items[0]).toMatchObject({
      heading: { key: K.itemHeading, tokens: { units: 2, name: 'Two-Bedroom Apartment with Sea View' } },
      arrival: '22.03.2027',
      departure: '25.03.2027',
      ratePlanName: 'Flexible rate',
      total: 992,
      currency: 'EUR',
    });
    expect(K.itemHeading).toBe('%units% x %name%');
  });

  it('shows charge lines as quantity × price with the currency, and "Included extras" on the accommodation', () => {
    expect(items[0].charges).toEqual([
      {
        key: 'ACCOMMODATION_0',
        name: 'Flexible rate',
        quantity: 1,
        price: 450,
        total: 450,
        currency: 'EUR',
        includedExtras: { label: { key: 'Included extras', tokens: {} }, names: ['Breakfast'] },
      },
      { key: 'SERVICE_1', name: 'Final cleaning', quantity: 1, price: 40, total: 40, currency: 'EUR', includedExtras: null },
      { key: 'FEE_2', name: 'Environmental fee', quantity: 6, price: 1, total: 6, currency: 'EUR', includedExtras: null },
    ]);
  });

  it('gives the policy texts of the item for the selected method, amounts of all its units, deadlines in UTC', () => {
    const policies = items[0].policies!;
    expect(policies.cancellation.messages).toEqual([
      { key: P.cancellation.freeUntil, tokens: { date: '14.03.2027', time: '23:59' } },
      { key: P.cancellation.chargedAfter, tokens: { amount: 496, currency: 'EUR' } },
    ]);
    expect(policies.noShow).toEqual([{ key: P.noShow.charged, tokens: { amount: 992, currency: 'EUR' } }]);
    // 30 % of 992 now by bank transfer, the rest 14 days before arrival.
    expect(policies.billing.messages).toEqual([
      { key: P.bankTransfer.payNow, tokens: { amount: 297.6, currency: 'EUR' } },
      { key: P.bankTransfer.restBy, tokens: { amount: 694.4, currency: 'EUR', date: '07.03.2027' } },
    ]);
    expect(policies.additionalNote).toBe('Keys are handed over at the reception.');

    const byCard = chargedItems(receipt, { method: 1, now: NOW })[0].policies!;
    expect(byCard.billing.messages.map((m) => m.key)).toEqual([P.card.chargedNow, P.card.restOn]);
  });

  it('totals the booking, with the HRK counter-value when the engine’s second currency is HRK', () => {
    const summary = receiptSummary(receipt, { now: NOW, engine });
    expect(summary.totalCost).toBe(1327);
    expect(summary.secondaryTotal).toEqual({ amount: 9998.28, currency: 'HRK', rate: 7.5345, informational: true });
    expect(receiptSummary(receipt, { now: NOW, engine: { currency: 'EUR', secondaryCurrency: null } }).secondaryTotal).toBeNull();
    expect(receiptSummary(receipt, { now: NOW, engine, selectedCurrency: 'USD' }).secondaryTotal).toBeNull();
  });

  it('before the euro changeover takes settingsExchangeRate (default 1)', () => {
    const then = new Date('2022-12-01T09:00:00Z');
    expect(receiptSummary(receipt, { now: then, engine }).secondaryTotal?.amount).toBe(9952.5);
    expect(receiptSummary(receipt, { now: then, engine: { ...engine, settingsExchangeRate: null } }).secondaryTotal?.amount).toBe(1327);
  });

  it('reads each tax "{label} ({rate}%) included in price" with its amount for a VAT-registered property', () => {
    expect(receiptSummary(receipt, { now: NOW, engine }).vat).toEqual([
      { message: { key: '%label% (%rate%%) included in price', tokens: { label: 'VAT', rate: 13 } }, amount: 143.46 },
      { message: { key: '%label% (%rate%%) included in price', tokens: { label: 'VAT', rate: 25 } }, amount: 16 },
    ]);
  });

  it('says the property is not VAT registered otherwise', () => {
    expect(vatLines({ ...receipt, isVatRegistered: false })).toEqual([
      { message: { key: 'Property is not VAT registered, so VAT is not applicable', tokens: {} }, amount: null },
    ]);
  });
});
