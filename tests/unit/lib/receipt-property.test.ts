/**
 * A unit a group's site sells is named with its property on the checkout's
 * receipt (not in the spec: the group's pages show the group's name and
 * contacts, so the guest would not see where the stay is). Built on the
 * reference API's own answers.
 */
import { describe, expect, it } from 'vitest';
import { basketItemFor } from '../../../src/lib/basket/basket-item.ts';
import { checkoutReceipt } from '../../../src/lib/checkout/checkout-receipt.ts';
import { isRateSelectable } from '../../../src/lib/search/restrictions.ts';
import { day, testApp } from '../server/helpers.ts';
import { availabilityAnswer, searchRequest } from './availability-answers.ts';

const app = testApp();
const STAY = { from: day(40), to: day(42) };

/** The receipt line of the first unit a guest could select on `slug`'s results, with the unit's property. */
async function firstLine(slug: string) {
  const data = await availabilityAnswer(app, slug, searchRequest({ ...STAY, adults: 2 }));
  const unitType = data.unitTypes.find((unit) => unit.rates.some((rate) => isRateSelectable(rate, unit, [])))!;
  const rate = unitType.rates.find((candidate) => isRateSelectable(candidate, unitType, []))!;
  const item = basketItemFor(data, unitType, rate, { adults: 2, childrenAges: [] }, { ...STAY, promoCode: null, amenities: [], fromGoogleTravel: false });
  return { line: checkoutReceipt([item]).accomodation.items[0]!, property: unitType.bookingEngine.name };
}

describe('the property of a unit on the checkout’s receipt', () => {
  it('names the member a group’s site sells the unit for', async () => {
    const { line, property } = await firstLine('dalmatia-collection');
    expect(property).not.toBe('Dalmatia Collection');
    expect(line.propertyName).toBe(property);
  });

  it('names none on a property’s own site, whose pages say it', async () => {
    const { line } = await firstLine('villa-adriatic');
    expect(line.propertyName).toBeNull();
  });
});
