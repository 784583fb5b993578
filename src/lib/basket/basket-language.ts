import type { Availability } from '../../api/availability.ts';
import type { Locale } from '../types.ts';
import type { BasketItem, BasketService } from './basket.ts';

/**
 * The texts of a unit type's rate in one language, as an item carries
 * them: the unit type's name and description, the rate's name, its
 * included services and its policy's note, the fees' and extras' names,
 * the code's name.
 */
interface ItemTexts {
  language: Locale;
  unitTypeName: string;
  description: string;
  ratePlanName: string;
  includedServices: string[];
  /** Undefined when there is no policy to take the note from. */
  policyNote: string | null | undefined;
  fees: ReadonlyMap<number, string>;
  services: ReadonlyMap<number, Pick<BasketService, 'name' | 'description'>>;
  promo: { code?: unknown; name?: unknown } | null;
}

const asPromo = (value: unknown): { code?: unknown; name?: unknown } | null => (value && typeof value === 'object' ? value : null);

/**
 * `item` with `texts`, and nothing else changed: prices, quantities, the
 * policy's terms and the chosen extras stay as the guest saw them.
 * Included services of another count, and a code of another name, are
 * not taken as the item's.
 */
function withTexts(item: BasketItem, texts: ItemTexts): BasketItem {
  const promo = asPromo(item.activePromoCode);
  return {
    ...item,
    language: texts.language,
    unitTypeName: texts.unitTypeName,
    description: texts.description,
    ratePlanName: texts.ratePlanName,
    includedServices: texts.includedServices.length === item.includedServices.length ? texts.includedServices : item.includedServices,
    // Only the note is text: the terms stay those the guest was shown.
    cancellationPolicy:
      item.cancellationPolicy && typeof item.cancellationPolicy === 'object' && texts.policyNote !== undefined
        ? { ...item.cancellationPolicy, additionalNote: texts.policyNote }
        : item.cancellationPolicy,
    fees: item.fees.map((fee) => ({ ...fee, name: texts.fees.get(fee.id) ?? fee.name })),
    services: item.services.map((service) => {
      const named = texts.services.get(service.id);
      return named ? { ...service, name: named.name, description: named.description } : service;
    }),
    activePromoCode: promo && texts.promo && promo.code === texts.promo.code ? { ...promo, name: texts.promo.name } : item.activePromoCode,
  };
}

/**
 * A basket item is a snapshot of the answer it was added from (01 §3.11),
 * texts included. A guest who changes the language (01 §4.6 re-runs the
 * search) expects the basket in it too, on the extras step and the
 * checkout that have no search of their own. These are the items with
 * their texts taken from an answer in another language (the one it says
 * it is in), and nothing else (`withTexts`). An item whose unit type or
 * rate the answer does not hold (sold out, filtered away) keeps its texts
 * and its language, so a later answer can still relabel it. Null when no
 * item changes.
 */
export function relabelled(items: readonly BasketItem[], data: Availability): BasketItem[] | null {
  const language = data.configuration.locale;
  let changed = false;
  const next = items.map((item) => {
    if (item.language === language) return item;
    const unitType = data.unitTypes.find((candidate) => candidate.unitTypeId === item.unitTypeId && candidate.bookingEngineId === item.bookingEngineId);
    const rate = unitType?.rates.find((candidate) => candidate.ratePlanId === item.ratePlanId);
    if (!unitType || !rate) return item;
    changed = true;
    return withTexts(item, {
      language,
      unitTypeName: unitType.unitTypeName,
      description: unitType.description ?? '',
      ratePlanName: rate.ratePlanName,
      includedServices: rate.includedServices,
      policyNote: rate.policy ? rate.policy.additionalNote : undefined,
      fees: new Map(
        data.fees.filter((fee) => fee.bookingEngineId === undefined || fee.bookingEngineId === item.bookingEngineId).map((fee) => [fee.id, fee.name]),
      ),
      services: new Map(data.services.filter((service) => service.bookingEngineId === item.bookingEngineId).map((service) => [service.id, service])),
      promo: rate.activePromoCode,
    });
  });
  return changed ? next : null;
}

/**
 * The items with the texts of the same rate's item in `language` among
 * `shown` (the basket as a tab last showed it), where they are in another
 * language: a second tab's relabelling does not change what this tab
 * shows. An item of a rate `shown` does not hold in the language stays as
 * it is; `items` itself when none takes other texts.
 */
export function inLanguageOf(items: BasketItem[], shown: readonly BasketItem[], language: Locale): BasketItem[] {
  let changed = false;
  const next = items.map((item) => {
    const source =
      item.language === language
        ? undefined
        : shown.find(
            (candidate) =>
              candidate.language === language &&
              candidate.bookingEngineId === item.bookingEngineId &&
              candidate.unitTypeId === item.unitTypeId &&
              candidate.ratePlanId === item.ratePlanId,
          );
    if (!source) return item;
    changed = true;
    const policy = source.cancellationPolicy;
    return withTexts(item, {
      language,
      unitTypeName: source.unitTypeName,
      description: source.description,
      ratePlanName: source.ratePlanName,
      includedServices: source.includedServices,
      policyNote: policy && typeof policy === 'object' ? (policy as { additionalNote?: string | null }).additionalNote : undefined,
      fees: new Map(source.fees.map((fee) => [fee.id, fee.name])),
      services: new Map(source.services.map((service) => [service.id, service])),
      promo: asPromo(source.activePromoCode),
    });
  });
  return changed ? next : items;
}
