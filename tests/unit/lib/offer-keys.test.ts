/**
 * Every translation key the offer rules return is either in the English
 * dictionary already or one of the offer screens' new strings below (the
 * key and its English text), which the dictionaries take over.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/locales/en.json' with { type: 'json' };
import type { Message } from '../../../src/lib/format/messages.ts';
import { OFFER_BOOKABILITY_MESSAGES } from '../../../src/lib/offer/offer-bookability.ts';
import { BREAKDOWN_KEYS, priceBreakdown } from '../../../src/lib/offer/offer-breakdown.ts';
import { groupOfferReservations, roomsMessage } from '../../../src/lib/offer/offer-grouping.ts';
import { INCLUDED_MARK, extraMark, offerExtraNames } from '../../../src/lib/offer/offer-pricing.ts';
import { receiptOfOffer } from '../../../src/lib/offer/offer-receipt.ts';
import { RECEIPT_KEYS } from '../../../src/lib/checkout/receipt-keys.ts';
import { chargedItems } from '../../../src/lib/checkout/receipt-items.ts';
import { receiptSummary, vatLines } from '../../../src/lib/checkout/receipt-summary.ts';
import { apartment, halfBoard } from './offer-fixtures.ts';

/** The offer screens' strings that are not in en.json yet: key → English text. */
const NEW_OFFER_STRINGS: Record<string, string> = {
  'This offer has expired.': 'This offer has expired.',
  'Offer is no longer available.': 'Offer is no longer available.',
  'Booking is not available.': 'Booking is not available.',
  'This offer has bookings in past.': 'This offer has bookings in past.',
  'Not enough available units.': 'Not enough available units.',
  '(Included)': '(Included)',
  'Price breakdown': 'Price breakdown',
  Date: 'Date',
  'Children %ageFrom%-%ageTo%': 'Children %ageFrom%-%ageTo%',
  Total: 'Total',
  'No accomodation data found': 'No accommodation data found',
  Services: 'Services',
  Fees: 'Fees',
  'Tourist taxes': 'Tourist taxes',
  Service: 'Service',
  Type: 'Type',
  Quantity: 'Quantity',
  Price: 'Price',
  Free: 'Free',
  'Included in rate': 'Included in rate',
  '%label% (%rate%%) included in price': '%label% (%rate%%) included in price',
  'Total per unit': 'Total per unit',
  '%units% x %name%': '%units% x %name%',
  'Included extras': 'Included extras',
};

const dictionary = en as Record<string, string>;
const known = (key: string): boolean => key in dictionary || key in NEW_OFFER_STRINGS || `${key}_one` in dictionary;

function everyMessage(): Message[] {
  const reservations = [apartment({ reservationsId: 1 }), halfBoard({ reservationsId: 2 }), apartment({ reservationsId: 3, isTouristTaxIncluded: true })];
  const messages: Message[] = [];
  for (const reservation of reservations) {
    const breakdown = priceBreakdown(reservation);
    messages.push(breakdown.title, ...breakdown.header.guests, ...breakdown.accommodation.columns, ...breakdown.taxNotes);
    for (const table of [breakdown.services, breakdown.fees, breakdown.touristTaxes]) {
      messages.push(table.title, ...table.columns);
      for (const row of table.rows) messages.push(...[row.type, row.zeroLabel].filter((m): m is Message => m !== null));
    }
    for (const extra of offerExtraNames(reservation)) {
      const mark = extraMark(extra);
      if (mark) messages.push(mark);
    }
  }
  const empty = priceBreakdown(apartment({ pricesPerDay: { ...apartment().pricesPerDay, accommodation: [] } })).accommodation.empty;
  if (empty) messages.push(empty);
  messages.push(roomsMessage(2));
  const receipt = receiptOfOffer(groupOfferReservations(reservations), reservations, { id: 1, isVatRegistered: true, vatRate: 13 });
  for (const method of [1, 2]) {
    const now = new Date('2027-03-01T09:00:00Z');
    const summary = receiptSummary(receipt, { now, engine: { currency: 'EUR', secondaryCurrency: 'HRK' } });
    for (const item of chargedItems(receipt, { method, now })) {
      messages.push(item.heading, ...item.charges.flatMap((charge) => (charge.includedExtras ? [charge.includedExtras.label] : [])));
      if (item.policies) messages.push(...item.policies.cancellation.messages, ...item.policies.billing.messages, ...item.policies.noShow);
    }
    messages.push(...summary.vat.map((line) => line.message));
  }
  messages.push(...vatLines({ ...receipt, isVatRegistered: false }).map((line) => line.message));
  return messages;
}

describe('offer keys', () => {
  it('are all in the dictionary or among the new offer strings', () => {
    const unknown = [...new Set(everyMessage().map((m) => m.key))].filter((key) => !known(key));
    expect(unknown).toEqual([]);
  });

  it('declares every key of the constants', () => {
    const declared = [...Object.values(OFFER_BOOKABILITY_MESSAGES), ...Object.values(BREAKDOWN_KEYS), ...Object.values(RECEIPT_KEYS), INCLUDED_MARK];
    expect(declared.filter((key) => !known(key))).toEqual([]);
  });
});
