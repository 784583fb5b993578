import { describe, expect, it } from 'vitest';
import type { BasketFee, TouristTaxEntry } from '../../../src/lib/basket/basket.ts';
import { convertedTotal, EURO_CHANGEOVER } from '../../../src/lib/pricing/currency.ts';
import { basketParts, basketTotals } from '../../../src/lib/extras/extras.ts';
import { POLICY_TEXT_KEYS as P } from '../../../src/lib/pricing/policy-texts.ts';
import { checkoutReceipt } from '../../../src/lib/checkout/checkout-receipt.ts';
import { RECEIPT_KEYS as K } from '../../../src/lib/checkout/receipt.ts';
import {
  dueByCancellation,
  msUntilCancellationFeeChanges,
  prepaymentAfterCancellation,
  reservationCancellationFee,
} from '../../../src/lib/checkout/cancellation-fee.ts';
import { isStayOver, lastDeparture, msUntilStayIsOver } from '../../../src/lib/checkout/stay-over.ts';
import { dateCard, linePolicies, receiptParts, receiptSummary, stayDayTexts, touristTaxLines, vatMessages } from '../../../src/lib/checkout/receipt-summary.ts';
import { basketItem, FLEXIBLE, NON_REFUNDABLE, PACKAGE, parking } from './checkout-fixtures.ts';

/** Villa Adriatic's environmental fee: 1 per person per night (no VAT split given). */
const environmentalFee: BasketFee = {
  id: 7,
  name: 'Environmental fee',
  dailyPrices: [{ price: 1 }, { price: 1 }, { price: 1 }],
  pricingType: 1,
  childrenDifferentThanAdults: false,
  childrenCategories: [],
  ratePlanIds: [],
  unitTypeIds: [],
};

/** Split's tourist tax: 1.33 per adult a night, nothing under 12, 0.67 from 12. */
const touristTax: TouristTaxEntry[] = Array.from({ length: 3 }, () => ({ adults: 1.33, childrenUnder12: 0, childrenAbove12: 0.67 }));

// Two Studio Marjan units on the flexible rate (one with parking), breakfast included, and Apartment Riva on the package rate.
const studioWithParking = basketItem({ services: [parking(1)], includedServices: ['Breakfast'] });
const studio = basketItem({ includedServices: ['Breakfast'] });
const apartment = basketItem({
  unitTypeId: 8,
  unitTypeName: 'Apartment Riva',
  ratePlanId: 82,
  ratePlanName: 'Summer package',
  cancellationPolicy: PACKAGE,
  totalRate: 450,
  totalRateBeforeTax: 398.23,
  firstNightPrice: 150,
  fees: [environmentalFee],
  touristTax,
});
const basket = [studioWithParking, studio, apartment];

describe('checkout receipt (02 §3.5)', () => {
  const receipt = checkoutReceipt(basket);

  it('groups accommodation by unit type and rate plan with quantities and summed prices', () => {
    expect(
      receipt.accomodation.items.map((line) => [
        line.unitTypeName,
        line.ratePlanName,
        line.quantity,
        line.price,
        line.priceBeforeTax,
        line.firstNightPrice,
        line.servicesCost,
      ]),
    ).toEqual([
      ['Studio Marjan', 'Flexible rate', 2, 600, 530.98, 200, 30],
      ['Apartment Riva', 'Summer package', 1, 450, 398.23, 150, 6],
    ]);
  });

  it('keeps each line’s stay, check-in/out window, currency and cancellation policy', () => {
    expect(receipt.accomodation.items[0]).toMatchObject({
      key: '7_71_2026-07-24_2026-07-27',
      unitTypeId: 7,
      ratePlanId: 71,
      currency: 'EUR',
      from: '2026-07-24',
      to: '2026-07-27',
      checkInBegin: '14:00:00',
      checkInEnd: '22:00:00',
      checkOutBegin: '07:00:00',
      checkOutEnd: '10:00:00',
      cancellationPolicy: FLEXIBLE,
    });
    expect(receipt.accomodation.items[1].cancellationPolicy).toBe(PACKAGE);
  });

  it('totals the accommodation with and without VAT and its first nights', () => {
    expect(receipt.accomodation).toMatchObject({ totalCost: 1050, totalBeforeTax: 929.21, taxAmount: 120.79, firstNightPrice: 350 });
  });

  it('keys extras by included service name, SERVICE_{id} and FEE_{id}, summed over units', () => {
    expect(Object.keys(receipt.extras.items)).toEqual(['Breakfast', 'SERVICE_103', 'FEE_7']);
    expect(receipt.extras.items.Breakfast).toEqual({
      key: 'Breakfast',
      kind: 'included',
      name: 'Breakfast',
      quantity: 2,
      nights: null,
      total: 0,
      totalBeforeTax: 0,
      included: true,
      // Each unit's, as the extras page showed them.
      parts: [0, 0],
    });
    // Parking: 3 nights at 10 (8.85 before VAT).
    expect(receipt.extras.items.SERVICE_103).toEqual({
      key: 'SERVICE_103',
      kind: 'service',
      name: 'Parking',
      quantity: 1,
      nights: 3,
      total: 30,
      totalBeforeTax: 26.55,
      included: false,
      parts: [30],
    });
    // 2 adults × 3 nights at 1 (0.88 before 13 % VAT).
    expect(receipt.extras.items.FEE_7).toMatchObject({ kind: 'fee', quantity: 1, nights: 3, total: 6, totalBeforeTax: 5.28 });
    expect(receipt.extras).toMatchObject({ totalCost: 36, totalBeforeTax: 31.83, taxAmount: 4.17 });
  });

  it('adds up the price and keeps a tourist tax paid at the property outside it', () => {
    expect(receipt.price).toEqual({ total: 1086, beforeTax: 961.04, taxAmount: 124.96 });
    expect(receipt.touristTax).toEqual({ notIncluded: 7.98, included: 0 });
  });

  it('makes its totals of each unit’s amounts, the ones the extras page shows (a display currency sums them as shown)', () => {
    const parts = receiptParts(receipt);
    // Two units of one line: two prices, not their sum.
    expect(receipt.accomodation.items.map((line) => line.parts)).toEqual([[300, 300], [450]]);
    const paid = (amounts: number[]) => amounts.filter((amount) => amount !== 0).sort((a, b) => a - b);
    const shown = basketParts(basket);
    expect(paid(parts.accommodation)).toEqual(paid(shown.accommodation));
    expect(paid(parts.extras)).toEqual(paid(shown.extras));
    expect(parts.total).toEqual([...parts.accommodation, ...parts.extras]);
    const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
    expect(sum(parts.accommodation)).toBeCloseTo(receipt.accomodation.totalCost, 6);
    expect(sum(parts.extras)).toBeCloseTo(receipt.extras.totalCost, 6);
    expect(sum(parts.total)).toBeCloseTo(receipt.price.total, 6);
  });

  it('gives the same converted total as the extras page for units of one line', () => {
    const twins = [
      basketItem({ totalRate: 33.33, totalRateBeforeTax: 29.5, services: [], fees: [] }),
      basketItem({ totalRate: 33.33, totalRateBeforeTax: 29.5, services: [], fees: [] }),
    ];
    const rates = { baseCurrency: 'EUR', currencies: { EUR: 1, HRK: 7.5345 } };
    const twinReceipt = checkoutReceipt(twins);
    expect(twinReceipt.accomodation.items).toHaveLength(1);
    const onCheckout = convertedTotal(twinReceipt.price.total, receiptParts(twinReceipt).total, 'EUR', 'HRK', rates);
    const shown = basketParts(twins);
    const onExtrasPage = convertedTotal(basketTotals(twins).total, [...shown.accommodation, ...shown.extras], 'EUR', 'HRK', rates);
    // 251.12 twice; the 66.66 EUR total converted whole would be 502.25.
    expect([onCheckout, onExtrasPage]).toEqual([502.24, 502.24]);
  });

  it('sums quantities of the same service on several units', () => {
    const twice = checkoutReceipt([studioWithParking, basketItem({ services: [parking(2)] })]);
    expect(twice.extras.items.SERVICE_103).toMatchObject({ quantity: 3, nights: 3, total: 90 });
  });

  it('takes VAT out of a rate that includes the tourist tax without counting the tax as VAT', () => {
    // 307.98 with 7.98 of tourist tax: (307.98 − 7.98) / 1.13 = 265.49 (vat.ts).
    const included = checkoutReceipt([basketItem({ totalRate: 307.98, totalRateBeforeTax: 265.49, touristTax, isTouristTaxIncluded: true })]);
    expect(included.touristTax).toEqual({ notIncluded: 0, included: 7.98 });
    expect(included.accomodation).toMatchObject({ totalCost: 307.98, totalBeforeTax: 265.49, taxAmount: 34.51 });
    expect(included.price.total).toBe(307.98);
  });

  it('has no VAT for a property that is not registered', () => {
    const plain = checkoutReceipt([basketItem({ isVatRegistered: false, vatRate: 0, totalRateBeforeTax: 300 })]);
    expect(plain).toMatchObject({ isVatRegistered: false, vatRate: 0, accomodation: { taxAmount: 0 }, price: { taxAmount: 0 } });
  });

  it('keeps stays of different dates apart', () => {
    const later = basketItem({ from: '2026-08-01', to: '2026-08-04' });
    expect(checkoutReceipt([studio, later]).accomodation.items.map((line) => line.quantity)).toEqual([1, 1]);
  });

  it('carries the engine settings of the first item, or the ones given', () => {
    expect(receipt).toMatchObject({ isVatRegistered: true, vatRate: 13, currency: 'EUR', bookingEngineId: 1 });
    expect(checkoutReceipt(basket, { currency: 'HRK', bookingEngineId: 4, isVatRegistered: false, vatRate: 0 })).toMatchObject({
      isVatRegistered: false,
      vatRate: 0,
      currency: 'HRK',
      bookingEngineId: 4,
    });
  });

  it('is empty for an empty basket', () => {
    expect(checkoutReceipt([])).toEqual({
      accomodation: { items: [], totalBeforeTax: 0, taxAmount: 0, totalCost: 0, firstNightPrice: 0 },
      extras: { items: {}, totalBeforeTax: 0, taxAmount: 0, totalCost: 0 },
      price: { total: 0, beforeTax: 0, taxAmount: 0 },
      touristTax: { notIncluded: 0, included: 0 },
      taxes: null,
      isVatRegistered: false,
      vatRate: 0,
      currency: '',
      bookingEngineId: null,
    });
  });

  it('is plain data the API can store and send back', () => {
    expect(JSON.parse(JSON.stringify(receipt))).toEqual(receipt);
  });
});

describe('VAT and tourist-tax lines (02 §2.3)', () => {
  it('states the accommodation VAT rate and the extras VAT for a registered property', () => {
    expect(vatMessages({ isVatRegistered: true, vatRate: 13, extras: { totalCost: 36 } })).toEqual([
      { key: K.accommodationVat, tokens: { vatRate: 13 } },
      { key: K.extrasVat, tokens: {} },
    ]);
    expect(vatMessages({ isVatRegistered: true, vatRate: 25, extras: { totalCost: 0 } })).toEqual([{ key: K.accommodationVat, tokens: { vatRate: 25 } }]);
  });
  it('says VAT does not apply otherwise', () => {
    expect(vatMessages({ isVatRegistered: false, vatRate: 13, extras: { totalCost: 36 } })).toEqual([{ key: K.notVatRegistered, tokens: {} }]);
  });
  it('shows the tourist tax paid at the property with its amount, an included one without', () => {
    expect(touristTaxLines({ currency: 'EUR', touristTax: { notIncluded: 7.98, included: 0 } })).toEqual([
      { message: { key: K.touristTaxNotIncluded, tokens: {} }, amount: 7.98, currency: 'EUR' },
    ]);
    expect(touristTaxLines({ currency: 'EUR', touristTax: { notIncluded: 0, included: 7.98 } })).toEqual([
      { message: { key: K.touristTaxIncluded, tokens: {} }, amount: null, currency: 'EUR' },
    ]);
    expect(touristTaxLines({ currency: 'EUR', touristTax: { notIncluded: 3.99, included: 7.98 } }).map((line) => line.message.key)).toEqual([
      K.touristTaxNotIncluded,
      K.touristTaxIncluded,
    ]);
    expect(touristTaxLines({ currency: 'EUR', touristTax: { notIncluded: 0, included: 0 } })).toEqual([]);
  });
});

describe('summary footer (02 §2.3, 01 §9.2)', () => {
  const receipt = checkoutReceipt(basket);
  const hrkEngine = { currency: 'EUR', secondaryCurrency: 'HRK', settingsExchangeRate: 7.5 };

  it('adds the HRK counter-value and the exchange-rate note by the currency rules', () => {
    const summary = receiptSummary(receipt, { engine: hrkEngine, now: new Date('2026-06-01T09:00:00Z') });
    expect(summary.totalCost).toBe(1086);
    expect(summary.currency).toBe('EUR');
    // After the euro changeover the kuna figure is informative, at the fixed 7.5345.
    expect(summary.secondaryTotal).toEqual({ amount: 8182.47, currency: 'HRK', rate: 7.5345, informational: true });
    expect(summary.exchangeRateNote).toEqual({ key: 'Exchange rate 1 EUR = %rate% HRK', tokens: { rate: '7.53450' } });
  });
  it('uses settingsExchangeRate before the changeover and the engine’s decimal separator', () => {
    const summary = receiptSummary(receipt, { engine: hrkEngine, now: EURO_CHANGEOVER - 1, format: { decimalSeparator: ',' } });
    expect(summary.secondaryTotal).toMatchObject({ amount: 8145, rate: 7.5, informational: false });
    expect(summary.exchangeRateNote?.tokens.rate).toBe('7,53450');
  });
  it('has neither for other currencies', () => {
    const summary = receiptSummary(receipt, { engine: { currency: 'EUR', secondaryCurrency: null }, now: new Date('2026-06-01T09:00:00Z') });
    expect(summary.secondaryTotal).toBeNull();
    expect(summary.exchangeRateNote).toBeNull();
    expect(receiptSummary(receipt, { engine: hrkEngine, selectedCurrency: 'USD', now: new Date() }).secondaryTotal).toBeNull();
  });
  it('carries the VAT and tourist-tax lines', () => {
    const summary = receiptSummary(receipt, { engine: hrkEngine, now: new Date() });
    expect(summary.vat.map((line) => [line.message.key, line.amount])).toEqual([
      [K.accommodationVat, null],
      [K.extrasVat, null],
    ]);
    expect(summary.touristTax.map((line) => line.amount)).toEqual([7.98]);
  });
});

describe('check-in and check-out texts (02 §2.3)', () => {
  const stay = { from: '2026-07-24', to: '2026-07-27', checkInBegin: '14:00:00', checkInEnd: '22:00:00', checkOutBegin: '07:00:00', checkOutEnd: '10:00:00' };

  it('reads weekday, date (from the check-in start / until the check-out end)', () => {
    expect(stayDayTexts(stay, 'en')).toEqual({
      checkIn: { key: K.dayFrom, tokens: { weekday: 'Friday', date: '24.07.2026', time: '14:00' } },
      checkOut: { key: K.dayUntil, tokens: { weekday: 'Monday', date: '27.07.2026', time: '10:00' } },
    });
  });
  it('says whole day without times', () => {
    const texts = stayDayTexts({ ...stay, checkInBegin: null, checkInEnd: null, checkOutBegin: null, checkOutEnd: '' }, 'en');
    expect(texts.checkIn).toEqual({ key: K.dayWhole, tokens: { weekday: 'Friday', date: '24.07.2026' } });
    expect(texts.checkOut.key).toBe(K.dayWhole);
  });
  it('falls back to the other end of the window when only it is set', () => {
    const texts = stayDayTexts({ ...stay, checkInBegin: null, checkInEnd: '20:00', checkOutBegin: '08:00', checkOutEnd: null }, 'en');
    expect(texts.checkIn).toMatchObject({ key: K.dayUntil, tokens: { time: '20:00' } });
    expect(texts.checkOut).toMatchObject({ key: K.dayFrom, tokens: { time: '08:00' } });
  });
  it('names the weekday in the page’s language', () => {
    expect(stayDayTexts(stay, 'hr').checkIn.tokens.weekday).toBe('petak');
    expect(stayDayTexts(stay, 'de').checkOut.tokens.weekday).toBe('Montag');
  });
  it('gives the date cards their day, month and weekday', () => {
    expect(dateCard('2026-07-24', 'en')).toEqual({ day: '24', month: 'Jul', weekday: 'Fri' });
    expect(dateCard('2026-03-01', 'de')).toMatchObject({ day: '1.', weekday: 'So' });
    // Croatian writes the day as an ordinal and its abbreviations with a dot.
    expect(dateCard('2026-01-12', 'hr')).toEqual({ day: '12.', month: 'sij.', weekday: 'pon.' });
    // The month as it is written after a day, as the search bar writes it; Czech, which writes a number there, by its name.
    expect(dateCard('2026-01-12', 'de')).toMatchObject({ day: '12.', month: 'Jan.' });
    expect(dateCard('2026-03-12', 'de').month).toBe('März');
    expect(dateCard('2026-01-12', 'cs')).toMatchObject({ day: '12.', month: 'led' });
  });
});

describe('what cancelling the whole reservation costs now', () => {
  const receipt = checkoutReceipt(basket);
  const lines = receipt.accomodation.items;

  it('sums its lines’ fees: free before every deadline, then each line’s after fee', () => {
    expect(reservationCancellationFee(lines, new Date('2026-06-01T09:00:00Z'))).toEqual({ amount: 0, currency: 'EUR' });
    // The studios' flexible deadline (16 July) has passed: their two first nights (200); the package's (9 July) too: 50 % of 456.
    expect(reservationCancellationFee(lines, new Date('2026-07-20T09:00:00Z'))).toEqual({ amount: 428, currency: 'EUR' });
    // Only the package's deadline has passed.
    expect(reservationCancellationFee(lines, new Date('2026-07-12T09:00:00Z'))).toEqual({ amount: 228, currency: 'EUR' });
  });

  it('says nothing it cannot stand by: a line without a policy or an arrival, lines in two currencies, no lines', () => {
    const line = { price: 300, currency: 'EUR', firstNightPrice: 100, cancellationPolicy: NON_REFUNDABLE, from: '2026-07-24' };
    expect(reservationCancellationFee([line], new Date('2026-06-01T09:00:00Z'))).toEqual({ amount: 300, currency: 'EUR' });
    expect(reservationCancellationFee([line, { ...line, cancellationPolicy: null }], new Date())).toBeNull();
    expect(reservationCancellationFee([{ ...line, from: undefined }], new Date())).toBeNull();
    expect(reservationCancellationFee([line, { ...line, currency: 'HRK' }], new Date())).toBeNull();
    expect(reservationCancellationFee([], new Date())).toBeNull();
  });

  it('knows when the fee changes next: the nearest deadline ahead, none once all have passed', () => {
    const hour = 3_600_000;
    // The package's deadline passes at 10 July 00:00, the studios' at 17 July 00:00.
    expect(msUntilCancellationFeeChanges(lines, new Date('2026-07-09T22:00:00Z'))).toBe(2 * hour);
    expect(msUntilCancellationFeeChanges(lines, new Date('2026-07-12T09:00:00Z'))).toBe(4 * 24 * hour + 15 * hour);
    expect(msUntilCancellationFeeChanges(lines, new Date('2026-07-16T23:59:30Z'))).toBe(30_000);
    expect(msUntilCancellationFeeChanges(lines, new Date('2026-07-17T00:00:00Z'))).toBeNull();
    // On the property's clock: Split is UTC+2 in July.
    expect(msUntilCancellationFeeChanges(lines, new Date('2026-07-16T21:00:00Z'), 'Europe/Zagreb')).toBe(hour);
    expect(reservationCancellationFee(lines, new Date('2026-07-16T21:59:59Z'), 'Europe/Zagreb')).toEqual({ amount: 228, currency: 'EUR' });
    expect(reservationCancellationFee(lines, new Date('2026-07-16T22:00:00Z'), 'Europe/Zagreb')).toEqual({ amount: 428, currency: 'EUR' });
  });

  it('expects no change where the fee is the same after the deadline, or a line has no deadline, policy or arrival', () => {
    const line = { price: 300, currency: 'EUR', firstNightPrice: 100, cancellationPolicy: NON_REFUNDABLE, from: '2026-07-24' };
    expect(msUntilCancellationFeeChanges([line], new Date('2026-06-01T09:00:00Z'))).toBeNull();
    const same = { ...NON_REFUNDABLE, daysBeforeArrival: 30, cancellationFeePercentageBefore: 100, cancellationFeePercentageAfter: 100 };
    expect(msUntilCancellationFeeChanges([{ ...line, cancellationPolicy: same }], new Date('2026-06-01T09:00:00Z'))).toBeNull();
    const dearer = { ...same, cancellationFeePercentageBefore: 20 };
    expect(msUntilCancellationFeeChanges([{ ...line, cancellationPolicy: dearer }], new Date('2026-06-23T23:00:00Z'))).toBe(3_600_000);
    expect(
      msUntilCancellationFeeChanges(
        [
          { ...line, cancellationPolicy: null },
          { ...line, from: undefined },
        ],
        new Date('2026-06-01T09:00:00Z'),
      ),
    ).toBeNull();
    expect(msUntilCancellationFeeChanges([], new Date())).toBeNull();
  });
});

describe('what the terms had due by a cancellation (not in the spec)', () => {
  // The flexible rate: 30 % when booking, everything 14 days before arrival (10 July for 24 July).
  const line = { price: 400, servicesCost: 28, currency: 'EUR', firstNightPrice: 100, cancellationPolicy: FLEXIBLE, from: '2026-07-24' };

  it('is the prepayment until everything falls due, then everything', () => {
    expect(dueByCancellation([line], new Date('2026-06-01T09:00:00Z'), 128.4, false, 'Europe/Zagreb')).toBe(128.4);
    expect(dueByCancellation([line], new Date('2026-07-15T09:00:00Z'), 128.4, false, 'Europe/Zagreb')).toBe(428);
    // Unix seconds, as the reservation's canceledAt.
    expect(dueByCancellation([line], Date.parse('2026-07-15T09:00:00Z') / 1000, 128.4, false, 'Europe/Zagreb')).toBe(428);
  });

  it('is nothing of a bank transfer’s prepayment before its own due day, the prepayment from that day on', () => {
    // The prepayment is due 30 days before arrival (24 June for 24 July).
    const dueLater = { ...line, cancellationPolicy: { ...FLEXIBLE, prepaymentAmountDueDate: 30 } };
    expect(dueByCancellation([dueLater], new Date('2026-06-01T09:00:00Z'), 128.4, true, 'Europe/Zagreb')).toBe(0);
    expect(dueByCancellation([dueLater], new Date('2026-06-30T09:00:00Z'), 128.4, true, 'Europe/Zagreb')).toBe(128.4);
    // A card pays it when booking.
    expect(dueByCancellation([dueLater], new Date('2026-06-01T09:00:00Z'), 128.4, false, 'Europe/Zagreb')).toBe(128.4);
  });

  it('is never less than the prepayment the booking asked, and skips a line without an arrival', () => {
    expect(dueByCancellation([{ ...line, cancellationPolicy: PACKAGE }], new Date('2026-06-01T09:00:00Z'), 150, false)).toBe(150);
    expect(dueByCancellation([{ ...line, from: undefined }], new Date('2026-07-15T09:00:00Z'), 0, false)).toBe(0);
  });
});

describe('what becomes of a prepayment when the reservation is cancelled (not in the spec)', () => {
  const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
  const euros = (amount: number) => ({ amount, currency: 'EUR' });

  it('is refunded whole when cancelling was free, in part when the fee takes less than it, kept when the fee takes it all', () => {
    expect(prepaymentAfterCancellation(euros(150), euros(0), money)).toEqual({
      key: 'cancelled.prepaymentRefunded',
      tokens: { prepaid: '150.00 EUR', refund: '150.00 EUR' },
    });
    // 30 % of a 428 EUR stay prepaid, the first night (100 EUR) charged.
    expect(prepaymentAfterCancellation(euros(128.4), euros(100), money)).toEqual({
      key: 'cancelled.prepaymentPartlyRefunded',
      tokens: { prepaid: '128.40 EUR', refund: '28.40 EUR' },
    });
    expect(prepaymentAfterCancellation(euros(128.4), euros(128.4), money)?.key).toBe('cancelled.prepaymentKept');
    expect(prepaymentAfterCancellation(euros(128.4), euros(428), money)).toEqual({
      key: 'cancelled.prepaymentKept',
      tokens: { prepaid: '128.40 EUR', refund: '0.00 EUR' },
    });
  });

  it('says nothing without a prepayment, without a fee it can stand by, or in another currency than the fee', () => {
    expect(prepaymentAfterCancellation(euros(0), euros(0), money)).toBeNull();
    expect(prepaymentAfterCancellation(euros(150), null, money)).toBeNull();
    expect(prepaymentAfterCancellation({ amount: 150, currency: 'HRK' }, euros(0), money)).toBeNull();
  });
});

describe('when a stay is over, so it can no longer be cancelled (not in the spec)', () => {
  it('is over from the property’s calendar day of the last departure on, whichever unit leaves last', () => {
    const departures = ['2026-07-20', '2026-07-23', null];
    expect(lastDeparture(departures)).toBe('2026-07-23');
    expect(isStayOver(departures, '2026-07-22')).toBe(false);
    expect(isStayOver(departures, '2026-07-23')).toBe(true);
    expect(isStayOver(departures, '2026-09-01')).toBe(true);
    expect(isStayOver([null, undefined], '2030-01-01')).toBe(false);
  });

  it('counts down to the property’s midnight of that day, in real time across a change of the clocks', () => {
    const hour = 3_600_000;
    // Split is UTC+2 in July: the stay is over at 22 July 22:00 UTC.
    expect(msUntilStayIsOver(['2026-07-23'], new Date('2026-07-22T21:00:00Z'), 'Europe/Zagreb')).toBe(hour);
    expect(msUntilStayIsOver(['2026-07-23'], new Date('2026-07-22T22:00:00Z'), 'Europe/Zagreb')).toBeLessThanOrEqual(0);
    // The clocks go back on 25 October 2026: from noon on the 24th to midnight starting the 26th is 37 hours.
    expect(msUntilStayIsOver(['2026-10-26'], new Date('2026-10-24T10:00:00Z'), 'Europe/Zagreb')).toBe(37 * hour);
    expect(msUntilStayIsOver([], new Date())).toBeNull();
  });
});

describe('policy block of a line (02 §2.3, §2.9, §9.6)', () => {
  const receipt = checkoutReceipt(basket);
  const JUNE_1 = new Date('2026-06-01T09:00:00Z');

  it('prices the texts of a checkout line from its price and services', () => {
    const block = linePolicies(receipt.accomodation.items[0], { method: 1, now: JUNE_1 });
    // Two studios: 600 + 30 of parking; first nights 2 × 100.
    expect(block?.cancellation.messages.map((m) => [m.key, m.tokens])).toEqual([
      [P.cancellation.freeUntil, { date: '16.07.2026', time: '23:59' }],
      [P.cancellation.chargedAfter, { amount: 200, currency: 'EUR' }],
    ]);
    expect(block?.billing.messages.map((m) => [m.key, m.tokens])).toEqual([
      [P.card.chargedNow, { amount: 189, currency: 'EUR' }],
      [P.card.restOn, { amount: 441, currency: 'EUR', date: '09.07.2026' }],
    ]);
    expect(block?.noShow.map((m) => m.tokens.amount)).toEqual([630]);
    expect(block?.additionalNote).toBe(FLEXIBLE.additionalNote);
  });

  it('describes bank transfer for method 2', () => {
    const block = linePolicies(receipt.accomodation.items[1], { method: 2, now: JUNE_1 });
    // Package: first night 150 now, the rest (450 + 6 − 150) during the stay.
    expect(block?.billing.messages.map((m) => [m.key, m.tokens.amount])).toEqual([
      [P.bankTransfer.payNow, 150],
      [P.bankTransfer.restDuringStay, 306],
    ]);
  });

  it('reads a reservation page line with the request’s arrival and createdAt', () => {
    const line = { ratePlanName: 'Non-refundable rate', cancellationPolicy: NON_REFUNDABLE, price: 270, currency: 'EUR', servicesCost: 0, firstNightPrice: 90 };
    const block = linePolicies(line, {
      method: 1,
      now: new Date('2026-07-30T10:00:00Z'),
      createdAt: Date.parse('2026-06-01T09:00:00Z') / 1000,
      arrival: '2026-07-24',
    });
    expect(block?.cancellation.messages.map((m) => m.key)).toEqual([P.cancellation.notFree, P.cancellation.chargedAnyTime]);
    expect(block?.billing).toEqual({ share: 'full', messages: [{ key: P.card.chargedNow, tokens: { amount: 270, currency: 'EUR' } }] });
    expect(block?.additionalNote).toBe(NON_REFUNDABLE.additionalNote);
  });

  it('has no note when the policy has none, no texts without a policy, and nothing without an arrival', () => {
    const bare = { price: 300, currency: 'EUR', firstNightPrice: 100, cancellationPolicy: { ...FLEXIBLE, additionalNote: '  ' }, from: '2026-07-24' };
    expect(linePolicies(bare, { method: 1, now: JUNE_1 })?.additionalNote).toBeNull();
    expect(linePolicies({ ...bare, cancellationPolicy: null }, { method: 1, now: JUNE_1 })).toMatchObject({
      cancellation: { messages: [], deadline: null },
      noShow: [],
      billing: { share: 'none', messages: [{ key: P.card.chargedDuringStay, tokens: { amount: 300 } }] },
    });
    expect(linePolicies({ ...bare, from: undefined }, { method: 1, now: JUNE_1 })).toBeNull();
  });
});
