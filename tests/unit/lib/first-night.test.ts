/**
 * The first night's price a basket item carries (02 §9.6: the first-night
 * cancellation fee, the no-show fee, a first-night prepayment) is the one
 * the API books: built on the reference API's own answers and quotes.
 */
import { describe, expect, it } from 'vitest';
import { basketItemFor, firstNightRate } from '../../../src/lib/basket/basket-item.ts';
import type { Occupancy } from '../../../src/lib/pricing/pricing.ts';
import { quoteRoom } from '../../../server/booking.ts';
import { findEngineContext } from '../../../server/repo/bookingEngines.ts';
import { queriesOf } from '../../../server/store/queries.ts';
import { day, NOW, seededDb, testApp } from '../server/helpers.ts';
import { availabilityAnswer, searchRequest } from './availability-answers.ts';

const db = queriesOf(seededDb());
const app = testApp(db);
const STAY = { from: day(40), to: day(43) };

/** The site's first night for `occupancy` on a rate of Villa Adriatic's family suite, and the API's quote of it. */
async function firstNights(ratePlanId: number, occupancy: Occupancy) {
  const data = await availabilityAnswer(app, 'villa-adriatic', searchRequest({ ...STAY, adults: occupancy.adults, children: [...occupancy.childrenAges] }));
  const unitType = data.unitTypes.find((unit) => unit.rates.some((rate) => rate.ratePlanId === ratePlanId))!;
  const rate = unitType.rates.find((candidate) => candidate.ratePlanId === ratePlanId)!;
  const item = basketItemFor(data, unitType, rate, occupancy, { ...STAY, promoCode: null, amenities: [], fromGoogleTravel: false });
  const context = (await findEngineContext(db, 'villa-adriatic'))!;
  const quote = await quoteRoom(
    db,
    context,
    {
      ...STAY,
      adults: occupancy.adults,
      children: [...occupancy.childrenAges],
      unitTypeId: unitType.unitTypeId,
      ratePlanId,
      promoCode: null,
      services: [],
      amenities: [],
      fromGoogleTravel: false,
    },
    'en',
    NOW,
  );
  return { site: item.firstNightPrice, api: quote.item.firstNightPrice, average: item.averageRatePerNight, rate };
}

describe('the first night of a basket item', () => {
  it('of a price-per-guest rate is its first night for the party, as the API books it, not the stay’s average night', async () => {
    // Two adults and a child of 5 (a category paying half of one more guest's price), then a party of three adults.
    for (const occupancy of [
      { adults: 2, childrenAges: [5] },
      { adults: 3, childrenAges: [] },
      { adults: 1, childrenAges: [2] },
    ]) {
      const nights = await firstNights(1051, occupancy);
      expect(nights.rate.isPaxRate).toBe(true);
      expect(nights.site, JSON.stringify(occupancy)).toBeCloseTo(nights.api, 2);
    }
  });

  it('of a nightly rate is its first stored night, as the API books it', async () => {
    const nights = await firstNights(1052, { adults: 2, childrenAges: [5] });
    expect(nights.site).toBeCloseTo(nights.api, 2);
  });

  it('falls back to the average night only when the answer carries no first night', () => {
    const pax = { isPaxRate: true, nights: 3, paxValues: [{ pax: 2, totalRate: 270, totalRateBeforeDiscount: 270, firstNightBasePrice: null }] };
    expect(firstNightRate(pax as never)).toBeNull();
    expect(firstNightRate({ ...pax, paxValues: [{ ...pax.paxValues[0], firstNightBasePrice: 80 }] } as never)?.paxValues?.[0]).toMatchObject({
      totalRate: 80,
      totalRateBeforeDiscount: 80,
    });
    expect(firstNightRate({ isPaxRate: false, nights: 3, dailyPrices: [] } as never)).toBeNull();
  });
});
