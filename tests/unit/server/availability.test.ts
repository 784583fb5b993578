import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toUnixSeconds } from '../../../server/dates.ts';
import { paymentMethodsIn } from '../../../src/lib/settings/property-texts.ts';
import { demoDb, type TestDb } from './driver.ts';
import { day, getJson, testApp, type TestApp } from './helpers.ts';

let db: TestDb;
let app: TestApp;
beforeAll(async () => {
  db = await demoDb({ closeAfterTest: false });
  app = testApp(db);
});
afterAll(() => db.close());

type Query = Record<string, string | number | undefined>;

const search = (query: Query = {}) =>
  getJson(app, '/api/availability', { bookingEngine: 'villa-adriatic', from: day(20), to: day(23), adults: 2, children: '', rooms: 1, ...query });

const unitType = (body: any, id: number) => body.unitTypes.find((u: any) => u.unitTypeId === id);
const rate = (body: any, unitTypeId: number, ratePlanId: number) => unitType(body, unitTypeId).rates.find((r: any) => r.ratePlanId === ratePlanId);

async function setInventory(unitTypeId: number, from: number, nights: number, total: number, booked: number): Promise<void> {
  for (let i = 0; i < nights; i++)
    await db.run(
      'UPDATE unit_type_inventory SET total_units = ?, booked_units = ? WHERE unit_type_id = ? AND date = ?',
      total,
      booked,
      unitTypeId,
      day(from + i),
    );
}

async function setPrice(ratePlanId: number, offset: number, price: number, base: number | null = null, perPerson: number | null = null): Promise<void> {
  await db.run(
    'UPDATE rate_plan_prices SET price = ?, first_night_base_price = ?, price_per_person = ? WHERE rate_plan_id = ? AND date = ?',
    price,
    base,
    perPerson,
    ratePlanId,
    day(offset),
  );
}

describe('GET /api/availability: the payload', () => {
  it('answers the initial load payload for the requested stay', async () => {
    const { status, body } = await search({ children: '7', language: 'en', currency: 'EUR' });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(
      ['bookingEngine', 'configuration', 'fees', 'paymentMethods', 'request', 'services', 'touristTaxes', 'unitTypes'].sort(),
    );
    expect(body.request).toEqual({
      from: toUnixSeconds(day(20)),
      to: toUnixSeconds(day(23)),
      adults: 2,
      children: [7],
      rooms: 1,
      promoCode: null,
      unitTypeId: null,
      bookingEngineId: null,
      nights: 3,
    });
    expect(body.configuration).toEqual({
      locale: 'en',
      currency: 'EUR',
      location: null,
      selectedAmenities: [],
      fromGoogleTravel: false,
      numberFormat: { decimalSeparator: ',', thousandSeparator: '.' },
      exchangeRates: expect.objectContaining({ baseCurrency: 'EUR' }),
    });
    const engine = await getJson(app, '/api/booking-engines/villa-adriatic');
    // The settings in the search's language: no other language's texts, the bank's address included.
    const { texts, ...own } = engine.body.bookingEngine;
    const inLanguage = (language: string) => ({ ...own, paymentMethods: paymentMethodsIn(own.paymentMethods, language) });
    expect(body.bookingEngine).toEqual(inLanguage('en'));
    const croatian = await search({ language: 'hr' });
    expect(croatian.body.bookingEngine).toEqual({ ...inLanguage('hr'), ...texts.hr });
    expect(croatian.body.paymentMethods.find((method: any) => method.id === 2).settings.bankAddress).toBe('Radnička cesta 50, 10000 Zagreb, Hrvatska');
    expect(body.paymentMethods.map((m: any) => m.id)).toEqual([1, 2]);
    expect(body.unitTypes.length).toBeGreaterThanOrEqual(6);
  });

  it('gives every unit type and rate the fields of spec 01 §3.5 and §3.6', async () => {
    const { body } = await search();
    const unitFields = [
      'unitTypeId',
      'unitTypeUuid',
      'unitTypeName',
      'name',
      'description',
      'images',
      'amenities',
      'city',
      'latitude',
      'longitude',
      'unitTypeCity',
      'unitTypeSlug',
      'groupBESlug',
      'isGroupBookingEngine',
      'maxOccupancy',
      'standardOccupancy',
      'minOccupancy',
      'maxOccupancyAdults',
      'minOccupancyAdults',
      'maxOccupancyChildren',
      'minOccupancyChildren',
      'childrenAge',
      'childrenAllowed',
      'childrenFreeOfCharge',
      'childrenExtraCharge',
      'hasExtraPersonCharge',
      'extraPersonCharge',
      'available',
      'availableUnits',
      'checkInBegin',
      'checkInEnd',
      'checkOutBegin',
      'checkOutEnd',
      'smokingAllowed',
      'petsAllowed',
      'rates',
      'bookingEngine',
      'childrenCategories',
      // Added by this product (server/README.md): the shared pricing's minimum rate.
      'minimumRate',
    ];
    const rateFields = [
      'ratePlanId',
      'rateId',
      'ratePlanName',
      'name',
      'unitTypeId',
      'isBookable',
      'isPackageDeal',
      'promote',
      'restrictionErrors',
      'minStay',
      'maxStay',
      'minAdvanceReservation',
      'maxAdvanceReservation',
      'minStayArrival',
      'maxStayArrival',
      'nights',
      'totalRate',
      'totalRateBeforeDiscount',
      'averageRatePerNight',
      'isPaxRate',
      'paxValues',
      'isPPPDRate',
      'pricePerPerson',
      'firstNightBasePrice',
      'childrenCategories',
      'activePromoCode',
      'policy',
      'includedServices',
      'services',
      'images',
      'packageDescription',
      'rateNote',
      'isTouristTaxIncluded',
      // Added by this product (server/README.md): what repricing another occupancy needs.
      'dailyPrices',
      'pppdBasis',
    ];
    for (const unit of body.unitTypes) {
      expect(Object.keys(unit)).toEqual(expect.arrayContaining(unitFields));
      expect(unit.bookingEngine).toEqual({ id: 1, slug: 'villa-adriatic', name: 'Villa Adriatic', currency: 'EUR', isVatRegistered: true, vatRate: 13 });
      expect(unit).toMatchObject({ unitTypeSlug: 'villa-adriatic', groupBESlug: null, isGroupBookingEngine: false, city: 'Split' });
      for (const r of unit.rates) expect(Object.keys(r)).toEqual(expect.arrayContaining(rateFields));
    }
    const studio = unitType(body, 101);
    expect(studio.images[0]).toEqual({ url: '/images/demo/villa-adriatic/studio-marjan-1.webp', isFeatured: true, orderNumber: 1 });
    expect(studio.amenities[0]).toEqual({ id: 1, imageUrl: '/images/amenities/wifi.svg', name: 'Free Wi-Fi' });
    expect(rate(body, 101, 1011).policy).toMatchObject({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7, additionalNote: expect.any(String) });
    expect(rate(body, 101, 1012).policy).toMatchObject({ canGuestCancelFreeOfCharge: false, prepaymentAmount: 100 });
  });

  it('covers every check-in/out time case and the smoking and pet policies', async () => {
    const { body } = await search();
    const times = body.unitTypes.map((u: any) => [u.checkInBegin !== null, u.checkInEnd !== null].join());
    expect(new Set(times)).toEqual(new Set(['true,true', 'false,false', 'true,false', 'false,true']));
    expect(new Set(body.unitTypes.map((u: any) => u.smokingAllowed))).toEqual(new Set(['Y', 'N', null]));
    expect(new Set(body.unitTypes.map((u: any) => u.petsAllowed))).toEqual(new Set(['Y', 'N', 'R', null]));
  });

  it('lists services with nightly prices, fees and per-night tourist taxes', async () => {
    const { body } = await search();
    const cleaning = body.services.find((s: any) => s.id === 101);
    expect(cleaning).toMatchObject({ isMandatory: true, quantity: 1, paymentType: 7, price: 40, priceBeforeTax: 35.4, bookingEngineId: 1 });
    const breakfast = body.services.find((s: any) => s.id === 102);
    // Served the mornings after each night: not on arrival, on departure.
    expect(breakfast.dailyPrices.map((p: any) => p.date)).toEqual([day(21), day(22), day(23)]);
    expect(breakfast.childrenCategories).toEqual([
      { ageFrom: 0, ageTo: 4, type: 1, valueType: null, percentageValue: null, nominalValue: null, nominalValueBeforeTax: null },
      { ageFrom: 4, ageTo: 12, type: 3, valueType: 1, percentageValue: 50, nominalValue: null, nominalValueBeforeTax: null },
    ]);
    const parking = body.services.find((s: any) => s.id === 103);
    expect(parking).toMatchObject({ price: 10, priceBeforeTax: 8 });
    expect(new Set(body.services.map((s: any) => s.paymentType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(body.fees.find((f: any) => f.id === 101)).toMatchObject({ unitTypeIds: [106], ratePlanIds: [], pricingType: 2 });
    expect(body.fees.find((f: any) => f.id === 101).dailyPrices).toHaveLength(3);
    // Read for all the fees and services at once, each keeps its own limits and children categories.
    expect(body.fees.find((f: any) => f.id === 102)).toMatchObject({ unitTypeIds: [], ratePlanIds: [], pricingType: 1 });
    expect(body.fees.find((f: any) => f.id === 101).childrenCategories).toEqual([]);
    expect(body.fees.find((f: any) => f.id === 102).childrenCategories).toMatchObject([{ ageFrom: 0, ageTo: 12, type: 1 }]);
    expect(body.services.filter((s: any) => s.childrenCategories.length > 0).map((s: any) => s.id)).toEqual([102]);
    expect(body.touristTaxes).toEqual(
      [20, 21, 22].map((offset) => ({ bookingEngineId: 1, date: day(offset), adults: 1.33, childrenUnder12: 0, childrenAbove12: 0.67 })),
    );
  });
});

describe('GET /api/availability: tourist tax rates', () => {
  afterEach(() => db.run('DELETE FROM tourist_tax_rates WHERE booking_engine_id = 1 AND valid_from = ?', day(41)));

  it('applies on each night the range starting last, of two starting the same day the one entered last', async () => {
    await db.run(
      'INSERT INTO tourist_tax_rates (booking_engine_id, valid_from, valid_to, adults, children_under_12, children_above_12) VALUES (1, ?, ?, 2, 0, 1)',
      day(41),
      day(41),
    );
    await db.run(
      'INSERT INTO tourist_tax_rates (booking_engine_id, valid_from, valid_to, adults, children_under_12, children_above_12) VALUES (1, ?, ?, 3, 0, 1.5)',
      day(41),
      day(41),
    );
    const { body } = await search({ from: day(40), to: day(43) });
    expect(body.touristTaxes.map((tax: any) => [tax.date, tax.adults, tax.childrenAbove12])).toEqual([
      [day(40), 1.33, 0.67],
      [day(41), 3, 1.5],
      [day(42), 1.33, 0.67],
    ]);
  });
});

describe('GET /api/availability: units from inventory', () => {
  afterEach(() => setInventory(102, 30, 3, 4, 0));

  it('is the smallest number of free units over the nights and drops when a unit is booked', async () => {
    await setInventory(102, 30, 3, 4, 0);
    const stay = { from: day(30), to: day(33) };
    expect(unitType((await search(stay)).body, 102)).toMatchObject({ availableUnits: 4, available: true });

    await db.run('UPDATE unit_type_inventory SET booked_units = booked_units + 1 WHERE unit_type_id = 102 AND date = ?', day(31));
    expect(unitType((await search(stay)).body, 102).availableUnits).toBe(3);

    await db.run('UPDATE unit_type_inventory SET booked_units = 4 WHERE unit_type_id = 102 AND date = ?', day(32));
    const soldOut = unitType((await search(stay)).body, 102);
    expect(soldOut).toMatchObject({ availableUnits: 0, available: false });
    expect(soldOut.rates.every((r: any) => r.isBookable === false)).toBe(true);

    // The departure night does not count.
    await setInventory(102, 30, 3, 4, 0);
    await db.run('UPDATE unit_type_inventory SET booked_units = 4 WHERE unit_type_id = 102 AND date = ?', day(33));
    expect(unitType((await search(stay)).body, 102).availableUnits).toBe(4);
  });

  it('shows the seeded deluxe room sold out for a week from day 10, and free around it', async () => {
    expect(unitType((await search({ from: day(11), to: day(13) })).body, 104)).toMatchObject({ availableUnits: 0, available: false });
    expect(unitType((await search({ from: day(8), to: day(11) })).body, 104).availableUnits).toBe(0);
    expect(unitType((await search({ from: day(16), to: day(18) })).body, 104).availableUnits).toBe(0);
    expect(unitType((await search({ from: day(8), to: day(10) })).body, 104).available).toBe(true);
    expect(unitType((await search({ from: day(17), to: day(19) })).body, 104).available).toBe(true);
  });

  it('is not available above the maximum occupancy, though units remain', async () => {
    const studio = unitType((await search({ adults: 3 })).body, 101);
    expect(studio.availableUnits).toBeGreaterThan(0);
    expect(studio.available).toBe(false);
  });

  it('prices one unit holding its share of the guests when several rooms are searched', async () => {
    const one = rate((await search({ adults: 2, rooms: 1 })).body, 102, 1021).totalRate;
    const two = rate((await search({ adults: 4, rooms: 2 })).body, 102, 1021).totalRate;
    expect(two).toBe(one);
  });
});

describe('GET /api/availability: prices', () => {
  it('sums the nightly prices across a price change, plus the extra-person charge', async () => {
    // Riva flexible, a Saturday-to-Tuesday stay: 100, 100, then 130.
    await setPrice(1021, 40, 100);
    await setPrice(1021, 41, 100);
    await setPrice(1021, 42, 130);
    const stay = { from: day(40), to: day(43) };
    const two = rate((await search(stay)).body, 102, 1021);
    expect(two).toMatchObject({ totalRate: 330, totalRateBeforeDiscount: 330, averageRatePerNight: 110, nights: 3, restrictionErrors: [], isBookable: true });
    // Standard occupancy 2, extra person 20 per night.
    const three = rate((await search({ ...stay, adults: 3 })).body, 102, 1021);
    expect(three.totalRate).toBe(330 + 3 * 20);
    const four = rate((await search({ ...stay, adults: 2, children: '4,9' })).body, 102, 1021);
    expect(four.totalRate).toBe(330 + 3 * 2 * 20);
  });

  it('prices a PPPD plan as the nightly base plus each person’s share', async () => {
    await setPrice(1042, 25, 150, 40, 55);
    await setPrice(1042, 26, 150, 40, 55);
    const stay = { from: day(25), to: day(27) };
    const adults = rate((await search({ ...stay, adults: 2 })).body, 104, 1042);
    expect(adults).toMatchObject({ isPPPDRate: true, isPaxRate: false, firstNightBasePrice: 40, pricePerPerson: 55, totalRate: 2 * (40 + 2 * 55) });
    // A child of 5 is in the 3–12 category at 50 %; a baby is free.
    const family = rate((await search({ ...stay, adults: 1, children: '5,1' })).body, 104, 1042);
    expect(family.totalRate).toBe(2 * (40 + 55 + 27.5));
    expect(family.childrenCategories.map((c: any) => c.type)).toEqual([1, 3, 2]);
  });

  it('prices a pax plan by the number of guests and lists the pax values', async () => {
    for (const [pax, price] of [
      [1, 90],
      [2, 110],
      [3, 130],
      [4, 145],
      [5, 160],
    ]) {
      await db.run('UPDATE rate_plan_pax_prices SET price = ? WHERE rate_plan_id = 1051 AND date = ? AND pax = ?', price, day(25), pax);
    }
    const stay = { from: day(25), to: day(26) };
    const two = rate((await search({ ...stay, adults: 2 })).body, 105, 1051);
    expect(two).toMatchObject({ isPaxRate: true, totalRate: 110 });
    expect(two.paxValues).toEqual(
      [90, 110, 130, 145, 160].map((price, i) => ({ pax: i + 1, totalRate: price, totalRateBeforeDiscount: price, firstNightBasePrice: price })),
    );
    // A 14-year-old counts as an adult; an 8-year-old pays half of one more guest; a baby is free.
    expect(rate((await search({ ...stay, adults: 2, children: '14' })).body, 105, 1051).totalRate).toBe(130);
    expect(rate((await search({ ...stay, adults: 2, children: '8,1' })).body, 105, 1051).totalRate).toBe(110 + 10);
  });

  it('marks a rate closed when a night has no price', async () => {
    await db.run('DELETE FROM rate_plan_prices WHERE rate_plan_id = 1072 AND date = ?', day(51));
    const economy = rate((await search({ from: day(50), to: day(53) })).body, 107, 1072);
    expect(economy).toMatchObject({ restrictionErrors: [9], isBookable: false });
  });
});

describe('GET /api/availability: restrictions', () => {
  // Two-bedroom flexible (1031) has no seeded restrictions; each case writes its own rows.
  const ARRIVAL = 10;
  const put = async (offset: number, values: Record<string, number>) => {
    const columns = Object.keys(values);
    await db.run(
      `INSERT INTO rate_plan_restrictions (rate_plan_id, date, ${columns.join(', ')}) VALUES (1031, ?, ${columns.map(() => '?').join(', ')})
       ON CONFLICT (rate_plan_id, date) DO UPDATE SET ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
      day(offset),
      ...Object.values(values),
    );
  };
  const errorsFor = async (nights = 3) => rate((await search({ from: day(ARRIVAL), to: day(ARRIVAL + nights) })).body, 103, 1031);
  afterEach(async () => await db.run('DELETE FROM rate_plan_restrictions WHERE rate_plan_id = 1031'));

  it('has none without restriction rows', async () => {
    expect(await errorsFor()).toMatchObject({ restrictionErrors: [], isBookable: true, minStay: null });
  });

  it.each([
    ['1 min stay', { min_stay: 4 }, 1, { minStay: 4 }],
    ['2 max stay', { max_stay: 2 }, 2, { maxStay: 2 }],
    ['3 closed to arrival', { closed_to_arrival: 1 }, 3, {}],
    ['5 min advance', { min_advance_hours: 24 * 14 }, 5, { minAdvanceReservation: 336 }],
    ['6 max advance', { max_advance_hours: 48 }, 6, { maxAdvanceReservation: 48 }],
    ['7 min stay from arrival', { min_stay_arrival: 7 }, 7, { minStayArrival: 7 }],
    ['8 max stay from arrival', { max_stay_arrival: 2 }, 8, { maxStayArrival: 2 }],
  ])('reports %s from the arrival date', async (_name, values, code, fields) => {
    await put(ARRIVAL, values);
    const r = await errorsFor();
    expect(r.restrictionErrors).toEqual([code]);
    expect(r.isBookable).toBe(false);
    expect(r).toMatchObject(fields);
  });

  it('reports 4 closed to departure from the departure date only', async () => {
    await put(ARRIVAL + 3, { closed_to_departure: 1 });
    expect((await errorsFor(3)).restrictionErrors).toEqual([4]);
    expect((await errorsFor(2)).restrictionErrors).toEqual([]);
  });

  it('reports 9 closed when any night is closed, not the departure day', async () => {
    await put(ARRIVAL + 1, { closed: 1 });
    expect((await errorsFor(3)).restrictionErrors).toEqual([9]);
    await put(ARRIVAL + 1, { closed: 0 });
    await put(ARRIVAL + 3, { closed: 1 });
    expect((await errorsFor(3)).restrictionErrors).toEqual([]);
  });

  it('counts advance hours from now to the arrival day at the property', async () => {
    // Now is 10:00 in Split; arrival day 10 starts 230 hours later.
    await put(ARRIVAL, { min_advance_hours: 230 });
    expect((await errorsFor()).restrictionErrors).toEqual([]);
    await put(ARRIVAL, { min_advance_hours: 231 });
    expect((await errorsFor()).restrictionErrors).toEqual([5]);
  });

  it('combines several errors in code order', async () => {
    await put(ARRIVAL, { min_stay: 5, closed_to_arrival: 1, min_stay_arrival: 6 });
    await put(ARRIVAL + 2, { closed: 1 });
    expect((await errorsFor()).restrictionErrors).toEqual([1, 3, 7, 9]);
  });

  it('applies the seeded rules', async () => {
    // Studio: no arrivals on Sundays (day 6 is a Sunday), two nights minimum.
    const sunday = (await search({ from: day(6), to: day(7) })).body;
    expect(rate(sunday, 101, 1011).restrictionErrors).toEqual([1, 3]);
    // Early booker needs 30 days; last minute only within 7 days; weekly needs 7 nights.
    const soon = (await search({ from: day(20), to: day(23) })).body;
    expect(rate(soon, 102, 1023).restrictionErrors).toEqual([5]);
    expect(rate(soon, 104, 1043).restrictionErrors).toEqual([6]);
    expect(rate(soon, 103, 1033).restrictionErrors).toEqual([7]);
    // The winter special is closed from April to October (day 31 is 1 April).
    expect(rate(soon, 106, 1063).restrictionErrors).toEqual([]);
    expect(rate((await search({ from: day(31), to: day(34) })).body, 106, 1063).restrictionErrors).toEqual([9]);
  });
});

describe('GET /api/availability: promo codes', () => {
  it('applies a percentage code to the rate plans it covers, case-insensitively', async () => {
    const plain = (await search()).body;
    const { status, body } = await search({ promoCode: 'summer10' });
    expect(status).toBe(200);
    expect(body.request.promoCode).toBe('SUMMER10');
    const flexible = rate(body, 103, 1031);
    const before = rate(plain, 103, 1031).totalRate;
    expect(flexible.activePromoCode).toEqual({ name: 'Summer 10\u00a0% off', code: 'SUMMER10', discountAmount: 10, discountType: 1 });
    expect(flexible.totalRateBeforeDiscount).toBe(before);
    expect(flexible.totalRate).toBeCloseTo(before * 0.9, 2);
    expect(flexible.averageRatePerNight).toBeCloseTo(flexible.totalRate / 3, 2);
    // Not on the non-refundable rate.
    expect(rate(body, 101, 1012)).toMatchObject({ activePromoCode: null, totalRate: rate(plain, 101, 1012).totalRate });
  });

  it('names the code in the search’s language, else in English, else as the property wrote it', async () => {
    const croatian = (await search({ promoCode: 'SUMMER10', language: 'hr' })).body;
    expect(rate(croatian, 103, 1031).activePromoCode).toEqual({ name: 'Ljetni popust 10\u00a0%', code: 'SUMMER10', discountAmount: 10, discountType: 1 });
    // SUMMER10 is Villa Adriatic's promo code 1.
    const named = await db.all<{ promo_code_id: number; language: string; name: string }>(
      "SELECT promo_code_id, language, name FROM promo_code_translations WHERE promo_code_id = 1 AND language IN ('hr', 'en')",
    );
    expect(named).toHaveLength(2);
    try {
      await db.run("DELETE FROM promo_code_translations WHERE promo_code_id = 1 AND language = 'hr'");
      expect(rate((await search({ promoCode: 'SUMMER10', language: 'hr' })).body, 103, 1031).activePromoCode.name).toBe('Summer 10\u00a0% off');
      await db.run("UPDATE promo_codes SET name = 'Sommer' WHERE id = 1");
      await db.run("DELETE FROM promo_code_translations WHERE promo_code_id = 1 AND language = 'en'");
      expect(rate((await search({ promoCode: 'SUMMER10', language: 'hr' })).body, 103, 1031).activePromoCode.name).toBe('Sommer');
    } finally {
      // The file's other tests read the demo as seeded.
      await db.run('UPDATE promo_codes SET name = ? WHERE id = 1', 'Summer 10\u00a0% off');
      await db.run("DELETE FROM promo_code_translations WHERE promo_code_id = 1 AND language IN ('hr', 'en')");
      for (const row of named)
        await db.run('INSERT INTO promo_code_translations (promo_code_id, language, name) VALUES (?, ?, ?)', row.promo_code_id, row.language, row.name);
    }
  });

  it('takes a fixed amount off with a fixed code', async () => {
    const plain = rate((await search()).body, 101, 1012).totalRate;
    const r = rate((await search({ promoCode: 'WELCOME20' })).body, 101, 1012);
    expect(r).toMatchObject({ totalRate: plain - 20, totalRateBeforeDiscount: plain, activePromoCode: { discountType: 2, discountAmount: 20 } });
  });

  it.each([
    ['an unknown code', 'NOPE', 'Promo code is invalid'],
    ['an expired code', 'EASTER15', 'Promo code is invalid'],
    ['a blank code', '', 'Provide a promo code'],
    ['a code of spaces', '   ', 'Provide a promo code'],
  ])('rejects %s', async (_name, promoCode, message) => {
    const { status, body } = await search({ promoCode });
    expect(status).toBe(400);
    expect(body).toEqual([{ message }]);
  });

  it('rejects a code that does not cover the stay', async () => {
    await db.run(
      "INSERT INTO promo_codes (booking_engine_id, code, name, discount_type, discount_amount, valid_from, valid_to) VALUES (1, 'SPRING', 'Spring', 1, 5, ?, ?)",
      day(0),
      day(10),
    );
    expect((await search({ from: day(5), to: day(8), promoCode: 'SPRING' })).status).toBe(200);
    const { status, body } = await search({ from: day(8), to: day(12), promoCode: 'SPRING' });
    expect(status).toBe(400);
    expect(body).toEqual([{ message: 'Promo code is invalid' }]);
  });
});

describe('GET /api/availability: bad input', () => {
  it.each([
    [{ bookingEngine: undefined }, 'Property is required'],
    [{ bookingEngine: 'nowhere' }, 'Unknown property'],
    [{ from: 'tomorrow' }, 'Check-in date is not a valid date'],
    [{ from: '2027-02-30' }, 'Check-in date is not a valid date'],
    [{ from: undefined }, 'Check-in date is required'],
    [{ to: '23.03.2027' }, 'Check-out date is not a valid date'],
    [{ to: day(20) }, 'Check-out must be after check-in'],
    [{ from: day(21), to: day(20) }, 'Check-out must be after check-in'],
    [{ from: day(-1), to: day(2) }, 'Check-in date cannot be in the past'],
    [{ from: day(1), to: day(62) }, 'Stay cannot be longer than 60 nights'],
    [{ from: day(700), to: day(731) }, 'Check-out date cannot be more than 2 years ahead'],
    [{ adults: undefined }, 'Number of adults is required'],
    [{ adults: -1 }, 'Number of adults must be between 0 and 99'],
    [{ adults: 100 }, 'Number of adults must be between 0 and 99'],
    [{ adults: 'two' }, 'Number of adults must be between 0 and 99'],
    [{ adults: '1.5' }, 'Number of adults must be between 0 and 99'],
    [{ children: '5,18' }, 'Child age must be between 0 and 17'],
    [{ children: '5,,7' }, 'Child age must be between 0 and 17'],
    [{ children: '-1' }, 'Child age must be between 0 and 17'],
    [{ children: Array.from({ length: 100 }, () => '5').join(',') }, 'Number of children must be between 0 and 99'],
    [{ rooms: 0 }, 'Number of rooms must be between 1 and 99'],
    [{ rooms: 'many' }, 'Number of rooms must be between 1 and 99'],
    [{ unitTypeId: 'studio' }, 'Unit type is not valid'],
    [{ bookingEngineId: 'x' }, 'Property is not valid'],
  ])('answers 400 for %j', async (query, message) => {
    const { status, body } = await search(query as Query);
    expect(status).toBe(400);
    expect(body).toContainEqual({ message });
    for (const entry of body) expect(Object.keys(entry)).toEqual(['message']);
  });

  it('reports every problem at once', async () => {
    const { status, body } = await search({ from: 'x', adults: 120, children: '3,40', rooms: 0 });
    expect(status).toBe(400);
    expect(body).toEqual([
      { message: 'Check-in date is not a valid date' },
      { message: 'Number of adults must be between 0 and 99' },
      { message: 'Child age must be between 0 and 17' },
      { message: 'Number of rooms must be between 1 and 99' },
    ]);
  });

  it('accepts a stay starting today, no children, a default of one room and zero adults', async () => {
    const { status, body } = await getJson(app, '/api/availability', { bookingEngine: 'villa-adriatic', from: day(0), to: day(1), adults: 0 });
    expect(status).toBe(200);
    expect(body.request).toMatchObject({ adults: 0, children: [], rooms: 1 });
  });

  it('survives malformed percent-encoding', async () => {
    const response = await app.request('/api/availability?bookingEngine=villa-adriatic&from=%E0%A4%A&to=2027-03-05&adults=2');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([{ message: 'Check-in date is not a valid date' }]);
  });
});

describe('GET /api/availability: language and currency', () => {
  it('answers in the requested language and falls back to English', async () => {
    // The demo words everything in every language: a German description and a Vietnamese name are taken away for this test.
    const kept = await db.all<Record<string, string | number | null>>(
      "SELECT * FROM unit_type_translations WHERE unit_type_id = 102 AND language IN ('de', 'vi')",
    );
    expect(kept.length).toBe(2);
    await db.run("UPDATE unit_type_translations SET description = NULL WHERE unit_type_id = 102 AND language = 'de'");
    await db.run("DELETE FROM unit_type_translations WHERE unit_type_id = 102 AND language = 'vi'");
    try {
      await languagesFallBack();
    } finally {
      for (const row of kept) {
        const columns = Object.keys(row);
        await db.run(`DELETE FROM unit_type_translations WHERE unit_type_id = 102 AND language = ?`, row.language);
        await db.run(
          `INSERT INTO unit_type_translations (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
          ...columns.map((column) => row[column]),
        );
      }
    }
  });

  async function languagesFallBack(): Promise<void> {
    const hr = (await search({ language: 'hr' })).body;
    expect(unitType(hr, 102).name).toBe('Apartman s jednom spavaćom sobom Riva');
    expect(unitType(hr, 102).description).toMatch(/^Apartman od 45/);
    expect(unitType(hr, 102).amenities[0].name).toBe('Besplatan Wi-Fi');
    expect(rate(hr, 102, 1021).ratePlanName).toBe('Fleksibilna cijena');
    expect(hr.configuration.locale).toBe('hr');

    const de = (await search({ language: 'de' })).body;
    expect(unitType(de, 102).name).toBe('Apartment Riva mit einem Schlafzimmer');
    expect(unitType(de, 102).description).toMatch(/^A 45 m² apartment/);

    for (const language of ['vi', 'xx', undefined]) {
      const body = (await search({ language })).body;
      expect(unitType(body, 102).name).toBe('One-Bedroom Apartment Riva');
      expect(body.configuration.locale).toBe(language === 'vi' ? 'vi' : 'en');
    }
  }

  it('uses the requested currency only when the engine offers it', async () => {
    expect((await search({ currency: 'usd' })).body.configuration.currency).toBe('USD');
    expect((await search({ currency: 'CZK' })).body.configuration.currency).toBe('EUR');
    expect((await search({ currency: 'EURO' })).body.configuration.currency).toBe('EUR');
  });
});

describe('GET /api/availability: groups', () => {
  const group = (query: Query = {}) =>
    getJson(app, '/api/availability', { bookingEngine: 'dalmatia-collection', from: day(20), to: day(22), adults: 2, ...query });

  it('lists the unit types of every member with their own engine', async () => {
    const { status, body } = await group();
    expect(status).toBe(200);
    expect(body.bookingEngine.slug).toBe('dalmatia-collection');
    expect(body.unitTypes.map((u: any) => u.unitTypeId)).toEqual([
      301, 302, 303, 304, 305, 306, 307, 308, 309, 401, 402, 403, 404, 405, 406, 501, 502, 503, 504, 505, 506, 507,
    ]);
    expect(unitType(body, 301)).toMatchObject({
      city: 'Zadar',
      unitTypeSlug: 'hotel-zadar',
      groupBESlug: 'dalmatia-collection',
      isGroupBookingEngine: true,
      bookingEngine: { id: 3, slug: 'hotel-zadar', name: 'Hotel Zadar Riva', currency: 'EUR', isVatRegistered: true, vatRate: 13 },
    });
    expect(unitType(body, 401).bookingEngine).toMatchObject({ slug: 'apartments-split', isVatRegistered: false, vatRate: 0 });
    expect(new Set(body.paymentMethods.map((m: any) => m.bookingEngineId))).toEqual(new Set([2, 3, 4, 5]));
    expect(new Set(body.services.map((s: any) => s.bookingEngineId))).toEqual(new Set([3, 4, 5]));
    expect(body.touristTaxes).toHaveLength(3 * 2);
  });

  it('filters by location, member engine and unit type', async () => {
    expect((await group({ location: 'zadar' })).body.unitTypes.map((u: any) => u.unitTypeId)).toEqual([301, 302, 303, 304, 305, 306, 307, 308, 309]);
    expect((await group({ location: 'Split' })).body.configuration.location).toBe('Split');
    expect((await group({ bookingEngineId: 5 })).body.unitTypes.map((u: any) => u.unitTypeId)).toEqual([501, 502, 503, 504, 505, 506, 507]);
    expect((await group({ unitTypeId: 402 })).body.unitTypes.map((u: any) => u.unitTypeId)).toEqual([402]);
    const uuid = unitType((await group()).body, 502).unitTypeUuid;
    expect((await group({ unitTypeId: uuid })).body.unitTypes.map((u: any) => u.unitTypeId)).toEqual([502]);
    expect((await group({ location: 'Dubrovnik' })).body.unitTypes).toEqual([]);
    const filtered = await group({ bookingEngineId: 4, unitTypeId: 402 });
    expect(filtered.body.request).toMatchObject({ bookingEngineId: 4, unitTypeId: '402' });
  });

  it('applies the group promo code to every member rate', async () => {
    const { body } = await group({ promoCode: 'dalmatia5' });
    const rates = body.unitTypes.flatMap((u: any) => u.rates);
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r: any) => r.activePromoCode?.code === 'DALMATIA5')).toBe(true);
    // A member's own engine does not know the group's code.
    expect(
      (await getJson(app, '/api/availability', { bookingEngine: 'hotel-zadar', from: day(20), to: day(22), adults: 2, promoCode: 'DALMATIA5' })).status,
    ).toBe(400);
  });
});
