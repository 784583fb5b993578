import type { Availability } from '../../api/availability.ts';
import type { BasketItem } from './basket.ts';

/**
 * A basket item is a snapshot of the answer it was added from (01 §3.11),
 * texts included: the unit type's name and description, the rate's name,
 * its included services and its policy's note, the fees' and extras'
 * names. A guest who changes the language (01 §4.6 re-runs the search)
 * expects the basket in it too, on the extras step and the checkout that
 * have no search of their own. These are the items with their texts taken
 * from an answer in another language (the one it says it is in), and
 * nothing else: prices, quantities, the policy's terms and the chosen
 * extras stay as the guest saw them. An item whose unit type or rate the
 * answer does not hold (sold out, filtered away) keeps its texts and its
 * language, so a later answer can still relabel it. Null when no item
 * changes.
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
    const fees = new Map(
      data.fees.filter((fee) => fee.bookingEngineId === undefined || fee.bookingEngineId === item.bookingEngineId).map((fee) => [fee.id, fee.name]),
    );
    const services = new Map(data.services.filter((service) => service.bookingEngineId === item.bookingEngineId).map((service) => [service.id, service]));
    const promo = item.activePromoCode as { code?: unknown } | null;
    return {
      ...item,
      language,
      unitTypeName: unitType.unitTypeName,
      description: unitType.description ?? '',
      ratePlanName: rate.ratePlanName,
      // The rate's included services, by the same rate in the answer's language (a list of another length is not taken as theirs).
      includedServices: rate.includedServices.length === item.includedServices.length ? rate.includedServices : item.includedServices,
      // Only the note is text: the terms stay those the guest was shown.
      cancellationPolicy:
        item.cancellationPolicy && typeof item.cancellationPolicy === 'object' && rate.policy
          ? { ...item.cancellationPolicy, additionalNote: rate.policy.additionalNote }
          : item.cancellationPolicy,
      fees: item.fees.map((fee) => ({ ...fee, name: fees.get(fee.id) ?? fee.name })),
      services: item.services.map((service) => {
        const named = services.get(service.id);
        return named ? { ...service, name: named.name, description: named.description } : service;
      }),
      activePromoCode:
        promo && rate.activePromoCode && promo.code === rate.activePromoCode.code ? { ...promo, name: rate.activePromoCode.name } : item.activePromoCode,
    };
  });
  return changed ? next : null;
}
