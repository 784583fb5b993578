/**
 * The stored basket in the page's language on the extras step and the
 * checkout (01 §3.11, §4.6, §4.7): its stay asked again in the page's
 * language, with the occupancy it was added with, without the unit type or
 * property it was narrowed to, and without a code the API now refuses.
 * Relabelling is not a change of the basket: its expiry stays.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASKET_KEYS } from '../../../src/lib/basket/basket-expiry.ts';
import { basketItemFor } from '../../../src/lib/basket/basket-item.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';
import type { Locale } from '../../../src/lib/types.ts';
import { safeLocalStorage, safeSessionStorage } from '../../../src/stores/storage.ts';
import { availabilityAnswer, searchRequest } from '../lib/availability-answers.ts';
import { day, testApp } from '../server/helpers.ts';

const app = testApp();
/** The availability requests the store made, as it made them. */
const asked: { engine: string; search: SearchRequest; language: Locale }[] = [];

vi.mock('../../../src/api/availability.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  fetchAvailability: async (engine: string, search: SearchRequest) => {
    const { $config } = await import('../../../src/stores/config.ts');
    const language = $config.get().locale;
    asked.push({ engine, search, language });
    return availabilityAnswer(app, engine, search, language);
  },
}));

const { $basket, $basketShown, relabelBasket } = await import('../../../src/stores/basket.ts');
const { saveBasketContext } = await import('../../../src/stores/persistence.ts');
const { $config } = await import('../../../src/stores/config.ts');

const STAY = searchRequest({ from: day(20), to: day(23) });

/** An item of Villa Adriatic's two-bedroom apartment on its flexible rate, from an English answer. */
async function englishItem(promoCode: string | null = null) {
  const data = await availabilityAnswer(app, 'villa-adriatic', { ...STAY, promoCode });
  const unitType = data.unitTypes.find((candidate) => candidate.unitTypeId === 103)!;
  const rate = unitType.rates.find((candidate) => candidate.ratePlanId === 1031)!;
  const item = basketItemFor(data, unitType, rate, { adults: 2, childrenAges: [] }, { ...STAY, promoCode, amenities: [], fromGoogleTravel: false });
  return { ...item, basketId: 'a', itemNumber: null };
}

describe('the stored basket relabelled on a page in another language', () => {
  beforeEach(() => {
    asked.length = 0;
    $config.set({ ...$config.get(), locale: 'hr' });
    safeSessionStorage().removeItem('basket-relabel-unheld');
  });

  it('asks without the unit type or property the last search was narrowed to, and keeps the basket’s expiry', async () => {
    const item = await englishItem();
    $basket.set([item]);
    saveBasketContext(1, { ...STAY, unitTypeId: 'some-unit', bookingEngineId: 1 });
    safeLocalStorage().setItem(BASKET_KEYS.expiry, '4102444800000');

    await relabelBasket('villa-adriatic');

    expect(asked).toEqual([{ engine: 'villa-adriatic', search: { ...STAY, unitTypeId: null, bookingEngineId: null }, language: 'hr' }]);
    expect($basket.get()[0]).toMatchObject({ language: 'hr', totalRate: item.totalRate });
    expect($basket.get()[0].ratePlanName).not.toBe(item.ratePlanName);
    expect(safeLocalStorage().getItem(BASKET_KEYS.expiry)).toBe('4102444800000');

    // In the page's language already: nothing is asked.
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(1);
  });

  it('asks with the code its items carry, and again without it when the API refuses the code', async () => {
    const discounted = await englishItem('SUMMER10');
    $basket.set([discounted]);
    saveBasketContext(1, { ...STAY, promoCode: 'SUMMER10' });
    await relabelBasket('villa-adriatic');
    expect(asked.map((request) => request.search.promoCode)).toEqual(['SUMMER10']);
    expect($basket.get()[0]).toMatchObject({ language: 'hr', totalRate: discounted.totalRate, activePromoCode: { code: 'SUMMER10' } });

    // A code no longer offered (here: one the API does not know) is refused: the texts come from an answer without it.
    asked.length = 0;
    $basket.set([{ ...discounted, language: 'en', promoCode: 'NO-LONGER-OFFERED' }]);
    await relabelBasket('villa-adriatic');
    expect(asked.map((request) => request.search.promoCode)).toEqual(['NO-LONGER-OFFERED', null]);
    expect($basket.get()[0]).toMatchObject({ language: 'hr', promoCode: 'NO-LONGER-OFFERED', totalRate: discounted.totalRate });
  });

  it('does not ask again in this tab for an item the answer did not hold (sold out since), until another item needs it', async () => {
    const gone = { ...(await englishItem()), basketId: 'gone', unitTypeId: 999 };
    $basket.set([gone]);
    saveBasketContext(1, STAY);
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(1);
    expect($basket.get()[0]).toMatchObject({ language: 'en', unitTypeName: gone.unitTypeName });
    // The next page (the checkout after the extras step) does not ask for it alone.
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(1);

    // Another item in English: the stay is asked for again and the item it holds relabelled.
    const held = { ...(await englishItem()), basketId: 'held' };
    $basket.set([gone, held]);
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(2);
    expect($basket.get().map((item) => item.language)).toEqual(['en', 'hr']);
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(2);

    // In another language the tab asks again; an unreadable record is as if nothing had been asked.
    $config.set({ ...$config.get(), locale: 'de' });
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(3);
    $config.set({ ...$config.get(), locale: 'hr' });
    safeSessionStorage().setItem('basket-relabel-unheld', '{not json');
    await relabelBasket('villa-adriatic');
    expect(asked).toHaveLength(4);
  });
});

describe('two tabs in two languages share one basket (01 §4.7)', () => {
  beforeEach(() => {
    asked.length = 0;
    $config.set({ ...$config.get(), locale: 'hr' });
    safeSessionStorage().removeItem('basket-relabel-unheld');
  });

  it('this tab shows each rate in the texts it saw it in, with what the other tab changed, and writes nothing back', async () => {
    const stop = $basketShown.listen(() => undefined);
    try {
      const english = await englishItem();
      $basket.set([english]);
      saveBasketContext(1, STAY);
      // This tab (Croatian) relabels the basket as its page opens.
      await relabelBasket('villa-adriatic');
      const croatian = $basketShown.get()[0];
      expect(croatian.language).toBe('hr');

      // The other tab (English) relabels it back and chooses two of an extra: the stored basket is English now.
      const changed = { ...english, services: english.services.map((service, index) => (index === 0 ? { ...service, quantity: 2 } : service)) };
      $basket.set([changed]);
      if ($basketShown.get()[0].language !== 'hr')
        await new Promise<void>((done) => {
          const settled = $basketShown.listen(() => {
            settled();
            done();
          });
        });
      const [shown] = $basketShown.get();
      expect(shown).toMatchObject({ language: 'hr', unitTypeName: croatian.unitTypeName, ratePlanName: croatian.ratePlanName });
      expect(shown.services.map((service) => [service.name, service.quantity])).toEqual(
        croatian.services.map((service, index) => [service.name, index === 0 ? 2 : service.quantity]),
      );
      expect($basket.get()[0]).toBe(changed);
      expect(JSON.parse(safeLocalStorage().getItem(BASKET_KEYS.basket)!)[0].language).toBe('en');
      expect(asked).toHaveLength(1);

      // A rate this tab never saw in Croatian shows as stored, until this tab's next page relabels it.
      const unseen = { ...english, basketId: 'b', ratePlanId: 1032 };
      $basket.set([changed, unseen]);
      expect($basketShown.get().map((item) => item.language)).toEqual(['hr', 'en']);

      // An item of the rate without a recorded language takes this tab's texts too.
      const { language: _language, ...unrecorded } = changed;
      $basket.set([unrecorded]);
      expect($basketShown.get()[0]).toMatchObject({ language: 'hr', ratePlanName: croatian.ratePlanName });
      // The other tab removes the item, or empties the basket: so does this tab. What this tab remembers is what it shows.
      $basket.set([unseen]);
      expect($basketShown.get()).toEqual([unseen]);
      $basket.set([]);
      expect($basketShown.get()).toEqual([]);
      $basket.set([changed]);
      expect($basketShown.get()[0].language).toBe('en');
    } finally {
      stop();
    }
  });
});
