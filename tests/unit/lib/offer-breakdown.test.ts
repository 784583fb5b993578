import { describe, expect, it } from 'vitest';
import {
  accommodationTable,
  BREAKDOWN_KEYS as K,
  breakdownReservation,
  childBands,
  extrasTable,
  priceBreakdown,
  taxNotes,
} from '../../../src/lib/offer/offer-breakdown.ts';
import { apartment, halfBoard, utc } from './offer-fixtures.ts';

const keys = (messages: { key: string }[]) => messages.map((m) => m.key);

describe('the accommodation table (02 §2.8)', () => {
  it('has Date, Accommodation, Adults, a column per children band priced above 0, and Total', () => {
    const table = accommodationTable(halfBoard().pricesPerDay.accommodation);
    expect(table.detailed).toBe(true);
    expect(keys(table.columns)).toEqual(['Date', 'Accommodation', 'Adults', 'Children %ageFrom%-%ageTo%', 'Total']);
    expect(table.columns[3].tokens).toEqual({ ageFrom: 3, ageTo: 12 });
    expect(table.bands).toEqual([{ ageFrom: 3, ageTo: 12 }]);
    expect(table.rows).toEqual([
      { date: '22.03.2027', perNight: 30, adults: 110, children: [27.5], total: 167.5 },
      { date: '23.03.2027', perNight: 30, adults: 110, children: [27.5], total: 167.5 },
    ]);
    expect(table.total).toBe(335);
    expect(table.empty).toBeNull();
  });

  it('shows only Date and Total when there is no perNight value', () => {
    const table = accommodationTable(apartment().pricesPerDay.accommodation);
    expect(table.detailed).toBe(false);
    expect(keys(table.columns)).toEqual(['Date', 'Total']);
    expect(table.rows[0]).toEqual({ date: '22.03.2027', perNight: null, adults: null, children: [], total: 150 });
    expect(table.total).toBe(450);
  });

  it('says "No accomodation data found" (the spec’s spelling) without nights', () => {
    const table = accommodationTable([]);
    expect(table.empty).toEqual({ key: 'No accomodation data found', tokens: {} });
    expect(table.rows).toEqual([]);
    expect(table.total).toBe(0);
  });

  it('gives a band a column when its price is above 0 on any night, and 0 on nights it has none', () => {
    const days = [
      { timestamp: utc('2027-07-01'), perNight: 40, adults: 110, children: [{ ageFrom: 12, ageTo: 18, price: 0 }], total: 150 },
      {
        timestamp: utc('2027-07-02'),
        perNight: 40,
        adults: 110,
        children: [
          { ageFrom: 12, ageTo: 18, price: 55 },
          { ageFrom: 3, ageTo: 12, price: 27.5 },
        ],
        total: 232.5,
      },
    ];
    expect(childBands(days)).toEqual([
      { ageFrom: 12, ageTo: 18 },
      { ageFrom: 3, ageTo: 12 },
    ]);
    expect(accommodationTable(days).rows.map((row) => row.children)).toEqual([
      [0, 0],
      [55, 27.5],
    ]);
  });

  it('adds the prices of two children of one band', () => {
    const days = [
      {
        timestamp: utc('2027-07-01'),
        perNight: 40,
        adults: 55,
        children: [
          { ageFrom: 3, ageTo: 12, price: 27.5 },
          { ageFrom: 3, ageTo: 12, price: 27.5 },
        ],
        total: 150,
      },
    ];
    expect(accommodationTable(days).rows[0].children).toEqual([55]);
  });
});

describe('services, fees and tourist taxes tables', () => {
  it('has the columns Service, Type, Quantity, Price; a service of 0 reads "Free"', () => {
    const table = extrasTable('services', apartment().pricesPerDay.services);
    expect(keys(table.columns)).toEqual(['Service', 'Type', 'Quantity', 'Price']);
    expect(table.title.key).toBe('Services');
    expect(table.rows).toEqual([
      { name: 'Final cleaning', type: { key: 'One time', tokens: {} }, quantity: 1, total: 40, zeroLabel: null },
      { name: 'Breakfast', type: { key: 'Daily', tokens: {} }, quantity: 1, total: 0, zeroLabel: { key: 'Free', tokens: {} } },
    ]);
    expect(table.total).toBe(40);
  });

  it('reads a fee of 0 as "Included in rate"', () => {
    const table = extrasTable('fees', halfBoard().pricesPerDay.fees);
    expect(table.title.key).toBe('Fees');
    expect(table.rows[0].zeroLabel).toEqual({ key: 'Included in rate', tokens: {} });
    expect(extrasTable('fees', apartment().pricesPerDay.fees).rows[0]).toMatchObject({ total: 6, zeroLabel: null });
  });

  it('reads a tourist tax of 0 as "Free"', () => {
    const table = extrasTable('touristTaxes', halfBoard().pricesPerDay.touristTaxes);
    expect(table.title.key).toBe('Tourist taxes');
    expect(table.rows[0].zeroLabel).toEqual({ key: 'Free', tokens: {} });
    expect(extrasTable('touristTaxes', apartment().pricesPerDay.touristTaxes).total).toBe(7.98);
  });

  it('has no type for an unknown pricing dynamic', () => {
    expect(extrasTable('services', [{ name: 'X', pricingDynamic: 9, quantity: 1, total: 5 }]).rows[0].type).toBeNull();
  });
});

describe('priceBreakdown', () => {
  it('has the header, the tables, the tax notes and Total per unit', () => {
    const breakdown = priceBreakdown(apartment());
    expect(breakdown.title.key).toBe('Price breakdown');
    expect(breakdown.header).toEqual({
      unitTypeName: 'Two-Bedroom Apartment with Sea View',
      arrival: '22.03.2027',
      departure: '25.03.2027',
      guests: [
        { key: 'adults', tokens: { count: 2 } },
        { key: 'children', tokens: { count: 0 } },
      ],
    });
    expect(breakdown.accommodation.total).toBe(450);
    expect(breakdown.services.total + breakdown.fees.total).toBe(46);
    expect(breakdown.taxNotes).toEqual([
      { key: '%label% (%rate%%) included in price', tokens: { label: 'VAT', rate: 13 } },
      { key: '%label% (%rate%%) included in price', tokens: { label: 'VAT', rate: 25 } },
      { key: 'Tourist tax is not included in total and is paid at property', tokens: {} },
    ]);
    expect(breakdown.totalPerUnit).toBe(496);
    // Made of the accommodation and the extras, as the card's panel sums it in a display currency.
    expect(breakdown.totalPerUnitParts).toEqual([450, 46]);
    expect(breakdown.currency).toBe('EUR');
  });

  it('notes a tourist tax the rate includes, and none when it is 0', () => {
    expect(keys(taxNotes(apartment({ isTouristTaxIncluded: true })))).toContain('Tourist tax is included in price');
    expect(keys(taxNotes(halfBoard()))).toEqual(['%label% (%rate%%) included in price']);
  });

  it('shows the reservation at the price-per-day index, 0 by default', () => {
    const list = [apartment(), halfBoard()];
    expect(breakdownReservation(list)).toBe(list[0]);
    expect(breakdownReservation(list, 1)).toBe(list[1]);
    expect(breakdownReservation(list, 5)).toBe(list[0]);
    expect(breakdownReservation([], 0)).toBeNull();
  });

  it('declares every key it uses', () => {
    expect(Object.values(K)).toContain('No accomodation data found');
    expect(Object.values(K)).toContain('Total per unit');
  });
});
