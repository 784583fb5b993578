import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };
import { createI18n } from '../../../src/i18n/translator.ts';
import { NO_RESULTS_KEY, noResultsMessage } from '../../../src/lib/checkout/countries.ts';
import type { Message } from '../../../src/lib/format/messages.ts';
import { formatAmountTokens, POLICY_TEXT_KEYS, type CancellationPolicy } from '../../../src/lib/pricing/policy-texts.ts';
import { billingTexts, cancellationTexts, noShowTexts } from '../../../src/lib/pricing/policy-messages.ts';
import { checkoutReceipt } from '../../../src/lib/checkout/checkout-receipt.ts';
import { RECEIPT_KEYS, receiptFromLines, type ReceiptLine } from '../../../src/lib/checkout/receipt.ts';
import { chargedItems } from '../../../src/lib/checkout/receipt-items.ts';
import { stayDayTexts, touristTaxLines, vatLines, vatMessages } from '../../../src/lib/checkout/receipt-summary.ts';
import { FLEXIBLE, NON_REFUNDABLE, PACKAGE } from './checkout-fixtures.ts';

const declared = [...Object.values(POLICY_TEXT_KEYS).flatMap((block) => Object.values(block)), ...Object.values(RECEIPT_KEYS), NO_RESULTS_KEY];

/** Every message the checkout rules can produce, amounts formatted as the page shows them. */
function everyMessage(): Message[] {
  const messages: Message[] = [];
  const amounts = { price: 300, firstNightPrice: 100, currency: 'EUR' };
  const arrival = '2026-07-24';
  const policies: CancellationPolicy[] = [
    FLEXIBLE,
    NON_REFUNDABLE,
    PACKAGE,
    { ...FLEXIBLE, daysBeforeArrival: 0 },
    { ...NON_REFUNDABLE, daysBeforeArrival: 30, cancellationFeePercentageBefore: 20, prepaymentAmountDueDate: 30 },
    { noShowPercentage: 0, fullAmountWillBePaid: 1, amountWillBePaidDaysBefore: 14 },
    { fullAmountWillBePaid: 2 },
  ];
  for (const now of [new Date('2026-06-01T09:00:00Z'), new Date('2026-07-20T09:00:00Z')]) {
    for (const policy of policies) {
      messages.push(...cancellationTexts(policy, { ...amounts, arrival, now }).messages, ...noShowTexts(policy, amounts));
      for (const method of [1, 2]) {
        for (const prepayment of [0, 90, 300])
          messages.push(...billingTexts(policy, { method, prepayment, total: 300, currency: 'EUR', arrival, now }).messages);
      }
    }
  }
  for (const isVatRegistered of [true, false]) messages.push(...vatMessages({ isVatRegistered, vatRate: 13, extras: { totalCost: 10 } }));
  messages.push(...touristTaxLines({ currency: 'EUR', touristTax: { notIncluded: 1, included: 1 } }).map((line) => line.message));
  for (const [begin, end] of [
    ['14:00', '10:00'],
    [null, null],
    [null, '20:00'],
  ]) {
    const texts = stayDayTexts({ from: arrival, to: '2026-07-27', checkInBegin: begin, checkInEnd: end, checkOutBegin: begin, checkOutEnd: end }, 'en');
    messages.push(texts.checkIn, texts.checkOut);
  }
  // A receipt whose lines carry their charges and whose taxes are named (an offer's, 02 §2.7).
  const line: ReceiptLine = {
    ...{
      unitTypeId: 1,
      ratePlanId: 1,
      unitTypeName: 'Studio',
      ratePlanName: 'Flexible rate',
      currency: 'EUR',
      from: arrival,
      to: '2026-07-27',
      cancellationPolicy: null,
    },
    ...{ checkInBegin: null, checkInEnd: null, checkOutBegin: null, checkOutEnd: null, units: 1, price: 300, priceBeforeTax: 265.49, firstNightPrice: 100 },
    ...{
      servicesCost: 0,
      servicesCostBeforeTax: 0,
      touristTax: { included: 0, notIncluded: 0 },
      includedServices: ['Breakfast'],
      extras: [],
      pricesPerDayIndex: 0,
    },
    charges: [{ key: 'ACCOMMODATION_0', name: 'Flexible rate', type: 1, primaryPrice: 300, quantity: 1, includedExtras: ['Breakfast'] }],
  };
  const charged = receiptFromLines([line], {
    isVatRegistered: true,
    vatRate: 13,
    currency: 'EUR',
    bookingEngineId: 1,
    taxes: [{ label: 'VAT', rate: 13, taxAmount: 34.51 }],
  });
  for (const item of chargedItems(charged, { method: 2, now: new Date('2026-06-01T09:00:00Z') })) {
    messages.push(item.heading, ...item.charges.flatMap((charge) => (charge.includedExtras ? [charge.includedExtras.label] : [])));
  }
  messages.push(...vatLines(charged).map((entry) => entry.message));
  messages.push(noResultsMessage([])!);
  return messages.map((text) => formatAmountTokens(text));
}

describe('checkout message keys', () => {
  const keys = en as Record<string, string>;
  const t = createI18n('en', { en: keys });

  it('English has every key the rules declare', () => {
    expect([...new Set(declared)].filter((key) => !(key in keys))).toEqual([]);
  });

  it('holds every key the rules produce', () => {
    const produced = new Set(everyMessage().map((m) => m.key));
    expect([...produced].filter((key) => !(key in keys))).toEqual([]);
    // Every declared key is reachable.
    expect(declared.filter((key) => !produced.has(key))).toEqual([]);
  });

  it('renders every message in English with all its tokens filled', () => {
    for (const { key, tokens } of everyMessage()) {
      const text = t.t(key, tokens) as string;
      expect(text, key).not.toMatch(/%\w+%/);
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('reads as the spec’s texts', () => {
    const render = (m: Message) => t.t(m.key, formatAmountTokens(m).tokens) as string;
    const now = new Date('2026-06-01T09:00:00Z');
    const amounts = { price: 300, firstNightPrice: 100, currency: 'EUR', arrival: '2026-07-24', now };
    expect(cancellationTexts(FLEXIBLE, amounts).messages.map(render)).toEqual([
      'You can cancel your reservation free of charge until 16.07.2026 at 23:59.',
      'If you cancel the reservation after that, you will be charged 100.00\u00a0EUR.',
    ]);
    expect(noShowTexts(FLEXIBLE, amounts).map(render)).toEqual(['In case of no-show, you will be charged 300.00\u00a0EUR.']);
    expect(billingTexts(FLEXIBLE, { ...amounts, method: 2, prepayment: 90, total: 300 }).messages.map(render)).toEqual([
      'To confirm the reservation we ask you to pay 90.00\u00a0EUR now.',
      'The remaining amount should be paid no later than 09.07.2026.',
    ]);
    expect(billingTexts(PACKAGE, { ...amounts, method: 1, prepayment: 100, total: 300 }).messages.map(render)).toEqual([
      'After confirming the reservation you will be charged 100.00\u00a0EUR.',
      'The remaining amount will be charged during your stay.',
    ]);
    expect(t.t('AccomodationVATIncluded', { vatRate: 13 })).toBe('Accommodation VAT (13%) is included in price');
    const receipt = checkoutReceipt([]);
    expect(vatMessages(receipt).map(render)).toEqual(['Property is not VAT registered, so VAT is not applicable']);
    const stay = stayDayTexts(
      { from: '2026-07-24', to: '2026-07-27', checkInBegin: '14:00', checkInEnd: null, checkOutBegin: null, checkOutEnd: '10:00' },
      'en',
    );
    expect([render(stay.checkIn), render(stay.checkOut)]).toEqual(['Friday, 24.07.2026 (from 14:00)', 'Monday, 27.07.2026 (until 10:00)']);
  });
});
