/**
 * A promo code applied, changed or removed once units are in the basket
 * (01 §2.5, §3.11): the items of the search's stay whose rates the answer
 * discounts otherwise take its price, as if added now; the others keep theirs. Built on the reference API's own
 * answers for Villa Adriatic, where SUMMER10 takes 10 % off the flexible
 * rates and nothing off the non-refundable ones.
 */
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../../src/api/availability.ts';
import type { BasketItem } from '../../../src/lib/basket/basket.ts';
import { basketItemFor, withAnswerDiscounts } from '../../../src/lib/basket/basket-item.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';
import { day, testApp } from '../server/helpers.ts';
import { availabilityAnswer, searchRequest } from './availability-answers.ts';

const app = testApp();
const STAY = { from: day(20), to: day(23) };
const answer = (changes: Partial<SearchRequest> = {}) => availabilityAnswer(app, 'villa-adriatic', searchRequest({ ...STAY, rooms: 3, ...changes }));

/** The item a guest adds for a unit type on a rate, from an answer, with the search's code. */
function added(data: Availability, unitTypeId: number, ratePlanId: number, basketId: string, promoCode: string | null = null, stay = STAY): BasketItem {
  const unitType = data.unitTypes.find((candidate) => candidate.unitTypeId === unitTypeId)!;
  const rate = unitType.rates.find((candidate) => candidate.ratePlanId === ratePlanId)!;
  const item = basketItemFor(data, unitType, rate, { adults: 2, childrenAges: [] }, { ...stay, promoCode, amenities: [4], fromGoogleTravel: false });
  return { ...item, basketId, itemNumber: null };
}

describe('a promo code applied with units in the basket', () => {
  it('gives the items of its stay on a rate it discounts its price and code, keeping their ids and chosen extras', async () => {
    const plain = await answer();
    const promo = await answer({ promoCode: 'SUMMER10' });
    const flexible = added(plain, 103, 1031, 'a');
    expect(flexible.services.length).toBeGreaterThan(0);
    const withExtra = { ...flexible, services: flexible.services.map((service, index) => (index === 0 ? { ...service, quantity: 2 } : service)) };
    const nonRefundable = added(plain, 101, 1012, 'b');
    const next = withAnswerDiscounts([withExtra, nonRefundable], promo, { ...STAY, promoCode: 'SUMMER10' })!;

    expect(next).not.toBeNull();
    const discounted = added(promo, 103, 1031, 'a', 'SUMMER10');
    expect(next[0]).toMatchObject({ basketId: 'a', promoCode: 'SUMMER10', totalRate: discounted.totalRate, activePromoCode: { code: 'SUMMER10' } });
    expect(next[0].totalRate).toBeCloseTo(flexible.totalRate * 0.9, 2);
    expect(next[0].services.map((service) => service.quantity)).toEqual(withExtra.services.map((service) => service.quantity));
    expect(next[0].amenities).toEqual([4]);
    // The code does not cover the non-refundable rate: that item is as it was.
    expect(next[1]).toBe(nonRefundable);
  });

  it('takes a removed code’s discount off the items it gave it to, and a mistyped one’s search gives the usual price and no code', async () => {
    const plain = await answer();
    const promo = await answer({ promoCode: 'SUMMER10' });
    const discounted = { ...added(promo, 103, 1031, 'a', 'SUMMER10'), itemNumber: 1 };
    const removed = withAnswerDiscounts([discounted], plain, { ...STAY, promoCode: null })!;
    const usual = added(plain, 103, 1031, 'a');
    expect(removed[0]).toMatchObject({ basketId: 'a', itemNumber: 1, promoCode: null, activePromoCode: null, totalRate: usual.totalRate });
    // A mistyped code's search is answered without it (the results say the code is invalid): no discount, and no code booked.
    const mistyped = withAnswerDiscounts([discounted], plain, { ...STAY, promoCode: 'SUMER10' })!;
    expect(mistyped[0]).toMatchObject({ promoCode: null, totalRate: usual.totalRate });
  });

  it('changes nothing where the answer discounts an item as it is (no code, or the same), or for items of another stay', async () => {
    const plain = await answer();
    const promo = await answer({ promoCode: 'SUMMER10' });
    expect(withAnswerDiscounts([added(plain, 103, 1031, 'a')], plain, { ...STAY, promoCode: null })).toBeNull();
    expect(withAnswerDiscounts([added(promo, 103, 1031, 'a', 'SUMMER10')], promo, { ...STAY, promoCode: 'SUMMER10' })).toBeNull();
    const later = { from: day(40), to: day(43) };
    const otherStay = added(await answer(later), 103, 1031, 'c', null, later);
    expect(withAnswerDiscounts([otherStay], promo, { ...STAY, promoCode: 'SUMMER10' })).toBeNull();
  });
});
