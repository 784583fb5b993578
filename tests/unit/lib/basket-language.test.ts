/**
 * The basket in the page's language (01 §3.11, §4.6): items added from an
 * answer in one language take their texts from an answer in another, and
 * keep everything the guest chose and was shown as terms. Built on the
 * reference API's own answers for Villa Adriatic in English and Croatian.
 */
import { describe, expect, it } from 'vitest';
import type { Availability } from '../../../src/api/availability.ts';
import type { BasketItem } from '../../../src/lib/basket/basket.ts';
import { basketItemFor } from '../../../src/lib/basket/basket-item.ts';
import { inLanguageOf, relabelled } from '../../../src/lib/basket/basket-language.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';
import type { Locale } from '../../../src/lib/types.ts';
import { day, testApp } from '../server/helpers.ts';
import { availabilityAnswer, searchRequest } from './availability-answers.ts';

const app = testApp();
const STAY = { from: day(20), to: day(23) };
const answer = (language: Locale, changes: Partial<SearchRequest> = {}, engine = 'villa-adriatic') =>
  availabilityAnswer(app, engine, searchRequest({ ...STAY, rooms: 3, ...changes }), language);

function added(data: Availability, unitTypeId: number, ratePlanId: number | null, basketId: string, promoCode: string | null = null): BasketItem {
  const unitType = data.unitTypes.find((candidate) => candidate.unitTypeId === unitTypeId)!;
  const rate = unitType.rates.find((candidate) => ratePlanId === null || candidate.ratePlanId === ratePlanId)!;
  const item = basketItemFor(data, unitType, rate, { adults: 2, childrenAges: [] }, { ...STAY, promoCode, amenities: [], fromGoogleTravel: false });
  return { ...item, basketId, itemNumber: null };
}

describe('the basket in the page’s language', () => {
  it('takes the unit type’s, the rate’s, the fees’ and the extras’ texts from the answer, and keeps prices, choices and terms', async () => {
    const english = await answer('en', { promoCode: 'SUMMER10' });
    const croatian = await answer('hr', { promoCode: 'SUMMER10' });
    const item = added(english, 103, 1031, 'a', 'SUMMER10');
    const chosen = { ...item, services: item.services.map((service, index) => (index === 0 ? { ...service, quantity: 2 } : service)) };
    expect(item.fees.length * item.services.length).toBeGreaterThan(0);
    const next = relabelled([chosen], croatian)!;
    expect(next).not.toBeNull();
    const [relabelledItem] = next;
    const inCroatian = added(croatian, 103, 1031, 'a', 'SUMMER10');

    expect(relabelledItem.language).toBe('hr');
    expect(relabelledItem.unitTypeName).toBe(inCroatian.unitTypeName);
    expect(relabelledItem.description).toBe(inCroatian.description);
    expect(relabelledItem.description).not.toBe(item.description);
    expect(relabelledItem.ratePlanName).toBe(inCroatian.ratePlanName);
    expect(relabelledItem.ratePlanName).not.toBe(item.ratePlanName);
    expect(relabelledItem.includedServices).toEqual(inCroatian.includedServices);
    expect(relabelledItem.services.map((service) => [service.name, service.description])).toEqual(
      inCroatian.services.map((service) => [service.name, service.description]),
    );
    expect(relabelledItem.services.map((service) => service.name)).not.toEqual(item.services.map((service) => service.name));
    expect(relabelledItem.fees.map((fee) => fee.name)).toEqual(inCroatian.fees.map((fee) => fee.name));
    expect((relabelledItem.activePromoCode as { name: string }).name).toBe((inCroatian.activePromoCode as { name: string }).name);
    expect((relabelledItem.cancellationPolicy as { additionalNote: string }).additionalNote).toBe(
      (inCroatian.cancellationPolicy as { additionalNote: string }).additionalNote,
    );

    // What the guest chose and was shown stays: prices, quantities, the policy's terms, the code.
    expect(withoutTexts(relabelledItem)).toEqual(withoutTexts(chosen));
    expect(relabelledItem.services.map((service) => service.quantity)).toEqual([2, ...chosen.services.slice(1).map((service) => service.quantity)]);
  });

  it('takes the included services of a rate that has them', async () => {
    const item = added(await answer('en'), 103, 1032, 'a');
    const inCroatian = added(await answer('hr'), 103, 1032, 'a');
    expect(item.includedServices.length).toBeGreaterThan(1);
    expect(inCroatian.includedServices).not.toEqual(item.includedServices);
    expect(relabelled([item], await answer('hr'))?.[0].includedServices).toEqual(inCroatian.includedServices);
  });

  it('relabels a group’s items of several properties, each with its own property’s fees and extras', async () => {
    const english = await answer('en', {}, 'dalmatia-collection');
    const croatian = await answer('hr', {}, 'dalmatia-collection');
    const engines = [...new Set(english.unitTypes.map((unitType) => unitType.bookingEngineId))];
    expect(engines.length).toBeGreaterThan(1);
    const items = engines.map((engine, index) => {
      const unitType = english.unitTypes.find((candidate) => candidate.bookingEngineId === engine && candidate.rates.length > 0)!;
      return added(english, unitType.unitTypeId, null, String(index));
    });
    expect(items.some((item) => item.fees.length > 0)).toBe(true);
    const next = relabelled(items, croatian)!;
    for (const [index, item] of next.entries()) {
      const inCroatian = added(croatian, item.unitTypeId, item.ratePlanId, String(index));
      expect(item).toMatchObject({ language: 'hr', bookingEngineId: items[index].bookingEngineId, ratePlanName: inCroatian.ratePlanName });
      expect(item.fees.map((fee) => [fee.id, fee.name])).toEqual(inCroatian.fees.map((fee) => [fee.id, fee.name]));
      expect(item.services.map((service) => [service.id, service.name])).toEqual(inCroatian.services.map((service) => [service.id, service.name]));
      expect(withoutTexts(item)).toEqual(withoutTexts(items[index]));
    }
  });

  it('leaves items already in the language, and items the answer does not hold, as they are', async () => {
    const english = await answer('en');
    const croatian = await answer('hr');
    const already = added(croatian, 101, 1012, 'a');
    expect(relabelled([already], croatian)).toBeNull();

    const item = added(english, 103, 1031, 'b');
    const without = { ...croatian, unitTypes: croatian.unitTypes.filter((unitType) => unitType.unitTypeId !== 103) };
    expect(relabelled([item], without)).toBeNull();

    // Stored before items kept their language: relabelled once.
    const { language: _language, ...unrecorded } = item;
    expect(relabelled([already, unrecorded], croatian)?.map((next) => [next.basketId, next.language, next.ratePlanName])).toEqual([
      ['a', 'hr', already.ratePlanName],
      ['b', 'hr', added(croatian, 103, 1031, 'b').ratePlanName],
    ]);
  });
});

describe('the basket in a tab’s language while another tab relabels it into its own', () => {
  it('takes the texts of the same rate’s item shown in the language, as an answer would give them, and keeps what the guest chose since', async () => {
    const croatian = await answer('hr', { promoCode: 'SUMMER10' });
    const seen = added(croatian, 103, 1031, 'a', 'SUMMER10');
    // The other tab's English texts, with a quantity chosen there since.
    const english = added(await answer('en', { promoCode: 'SUMMER10' }), 103, 1031, 'a', 'SUMMER10');
    const chosen = { ...english, services: english.services.map((service, index) => (index === 0 ? { ...service, quantity: 3 } : service)) };
    const [shown] = inLanguageOf([chosen], [seen], 'hr');
    expect(shown).toEqual(relabelled([chosen], croatian)![0]);
    expect(shown.ratePlanName).toBe(seen.ratePlanName);
    expect(shown.services[0].quantity).toBe(3);
    expect(withoutTexts(shown)).toEqual(withoutTexts(chosen));
  });

  it('leaves an item already in the language, and one of a rate not shown in it, as it is', async () => {
    const croatian = await answer('hr');
    const english = await answer('en');
    const seen = added(croatian, 101, 1012, 'a');
    const other = added(english, 103, 1031, 'b');
    const items = [seen, other];
    expect(inLanguageOf(items, [seen], 'hr')).toBe(items);
    // Shown in Croatian, now in German: nothing to take.
    expect(inLanguageOf([added(english, 101, 1012, 'a')], [seen], 'de')[0].language).toBe('en');
  });
});

/** An item without the texts `relabelled` takes from the answer: what must not change. */
function withoutTexts(item: BasketItem) {
  const { language: _language, unitTypeName: _unit, description: _description, ratePlanName: _rate, includedServices: _included, ...rest } = item;
  return {
    ...rest,
    services: item.services.map(({ name: _name, description: _text, ...service }) => service),
    fees: item.fees.map(({ name: _name, ...fee }) => fee),
    activePromoCode: { ...(item.activePromoCode as object), name: null },
    cancellationPolicy: { ...(item.cancellationPolicy as object), additionalNote: null },
  };
}
