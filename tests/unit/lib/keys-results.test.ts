import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../../src/i18n/dictionaries.ts';
import { cancellationSummary } from '../../../src/lib/pricing/cancellation.ts';
import { createI18n } from '../../../src/i18n/translator.ts';
import { exchangeRateNote } from '../../../src/lib/pricing/currency.ts';
import type { Message } from '../../../src/lib/format/messages.ts';
import { occupancyMessages } from '../../../src/lib/search/occupancy.ts';
import { generalPolicy } from '../../../src/lib/pricing/policies.ts';
import { restrictionMessages, scarcityMessage } from '../../../src/lib/search/restrictions.ts';
import { checkOutOnlyNotice } from '../../../src/lib/search/similar-dates.ts';
import { unitCardPanel } from '../../../src/lib/search/unit-card.ts';

/** Every message the results rules can produce, with sample tokens. */
function everyMessage(): Message[] {
  const messages: Message[] = [];
  messages.push(
    ...occupancyMessages(
      { maxOccupancy: 2, minOccupancy: 5, maxOccupancyAdults: 1, minOccupancyAdults: 3, maxOccupancyChildren: 1, minOccupancyChildren: 3, childrenAge: 6 },
      { adults: 2, childrenAges: [2, 4] },
    ),
  );
  messages.push(...occupancyMessages({ maxOccupancy: 2 }, { adults: 0, childrenAges: [] }));
  messages.push(
    ...restrictionMessages(
      {
        restrictionErrors: [1, 2, 3, 4, 5, 6, 7, 8, 9],
        minStay: 3,
        maxStay: 14,
        minAdvanceReservation: 47,
        maxAdvanceReservation: 168,
        minStayArrival: 7,
        maxStayArrival: 21,
      },
      0,
    ),
  );
  for (const units of [1, 2]) messages.push(scarcityMessage(units)!);
  const panel = unitCardPanel({ available: false, availableUnits: 1, maxOccupancy: 1 }, 80, { adults: 2, childrenAges: [] }, 'A');
  if (panel.kind === 'unavailable') messages.push(...panel.messages);
  messages.push(exchangeRateNote({ currency: 'EUR', secondaryCurrency: 'HRK' }, 'EUR')!);
  messages.push(checkOutOnlyNotice({ 2027: { 3: { 1: 1, 2: 0 } } }, '2027-03-02', '2027-03-03')!);
  for (const [begin, end] of [
    ['14:00', '22:00'],
    [null, null],
    ['14:00', null],
    [null, '22:00'],
  ]) {
    messages.push(...generalPolicy({ checkInBegin: begin, checkInEnd: end, checkOutBegin: begin, checkOutEnd: end }));
  }
  messages.push(...generalPolicy({ maxOccupancyChildren: 0, smokingAllowed: 'Y', petsAllowed: 'R' }));
  messages.push(...generalPolicy({ childrenAge: 6, smokingAllowed: 'N', petsAllowed: 'N' }));
  messages.push(...generalPolicy({ petsAllowed: 'Y' }));
  for (const policy of [
    { canGuestCancelFreeOfCharge: false },
    { canGuestCancelFreeOfCharge: true, daysBeforeArrival: 0 },
    { canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7 },
  ]) {
    messages.push(cancellationSummary(policy)!);
  }
  messages.push(cancellationSummary({ canGuestCancelFreeOfCharge: true, daysBeforeArrival: 7 }, '2026-12-03', '2026-11-30')!);
  return messages;
}

describe('results message keys', () => {
  const dictionary = dictionaries.en;
  const t = createI18n('en', { en: dictionary });

  it('English has every key the rules produce', () => {
    const produced = new Set(everyMessage().map((m) => m.key));
    expect([...produced].filter((key) => !(key in dictionary))).toEqual([]);
  });

  it('renders every message in English with all its tokens filled', () => {
    for (const { key, tokens } of everyMessage()) {
      const text = t.t(key, tokens) as string;
      expect(text, key).not.toMatch(/%\w+%/);
      expect(text, key).not.toBe(key.startsWith('%') ? key : '');
    }
  });

  it('reads as the spec’s texts', () => {
    expect(t.t('Max occupancy for this unit is %maxOccupancy%', { maxOccupancy: 4 })).toBe('Max occupancy for this unit is 4');
    expect(t.t('MinAdvanceReservationError', { days: 1, hours: 23 })).toBe('Book at least 1 d 23 h before arrival');
    expect(t.t('Exchange rate 1 EUR = %rate% HRK', { rate: '7.53450' })).toBe('Exchange rate 1\u00a0EUR = 7.53450\u00a0HRK');
    expect(t.t('%date% is check out day only', { date: '2 Mar' })).toBe('2 Mar is check out day only');
  });
});
