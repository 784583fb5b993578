/**
 * Quantities of extras (01 §5.3, §9.5): the nights a service is charged
 * for, who a service is for, the quantity of a mandatory service, and the
 * quantity stepper of the extras screen.
 *
 * What a quantity counts:
 * - a mandatory service whose quantity is derived (isMandatoryQuantityUpdate
 *   false): the units its paymentType names, nights and heads included
 *   (breakfast per person per night for 2 persons over 3 nights is 6), and
 *   it costs quantity × price;
 * - any other service: how many the guest orders. A per-person price
 *   (pricingType 1) already counts every person the service is for, so its
 *   quantity is 0 or 1 (see `quantityLimits`); a per-unit or per-consumption
 *   price counts the units ordered.
 */
import type { BasketService } from '../basket/basket.ts';
import type { Occupancy } from '../pricing/pricing.ts';

/** Service paymentType (01 §9.5): what the quantity of a mandatory service counts. */
export const PAYMENT_TYPE = {
  PER_NIGHT: 1,
  PER_PERSON: 2,
  PER_ADULT: 3,
  PER_CHILD_UNDER_12: 4,
  PER_CHILD_ABOVE_12: 5,
  PER_PERSON_PER_NIGHT: 6,
  ONE_TIME_FEE: 7,
} as const;

/** pricingType of a service or fee (01 §9.5). */
export const PRICING_TYPE = { PER_PERSON: 1, PER_UNIT: 2, PER_CONSUMPTION: 3 } as const;

/** pricingDynamic of a service (01 §9.5): Daily services are charged for each of their nights. */
export const PRICING_DYNAMIC = { DAILY: 1, ONE_TIME: 2 } as const;

/** A child from this age counts as 'above 12' (01 §9.5: "a child older than 11"). */
export const CHILD_ABOVE_12_FROM_AGE = 12;

/** The largest quantity the stepper offers, as the occupancy counters (01 §5.2, 0–99). */
export const MAX_SERVICE_QUANTITY = 99;

/** The stay of one basket item, as quantities and prices of extras need it. */
export interface ExtrasStay extends Occupancy {
  /** Nights of the stay (01 §3.2: days between from and to). */
  nights: number;
}

/**
 * Whether the service is charged for each of its nights (pricingDynamic 1
 * 'Daily'); anything else is charged once.
 * @example isDaily({ pricingDynamic: 1 }) // true
 */
export function isDaily(service: Pick<BasketService, 'pricingDynamic'>): boolean {
  return service.pricingDynamic === PRICING_DYNAMIC.DAILY;
}

/**
 * Nights a service is delivered on (01 §2.14): the stay's nights, less the
 * arrival day when excludeArrival, plus the departure day when
 * includeDeparture. At least 1 for a stay of at least one night, as the
 * reference API prices it (a 1-night stay excluding arrival still has its
 * one day); 0 without a stay.
 * @example serviceNights({ excludeArrival: true, includeDeparture: false }, 3) // 2
 * @example serviceNights({ excludeArrival: true, includeDeparture: true }, 3) // 3
 */
export function serviceNights(service: Pick<BasketService, 'excludeArrival' | 'includeDeparture'>, stayNights: number): number {
  if (!(stayNights > 0)) return 0;
  const nights = Math.floor(stayNights) - (service.excludeArrival ? 1 : 0) + (service.includeDeparture ? 1 : 0);
  return Math.max(1, nights);
}

/**
 * Nights a service is charged for: one per entry of its dailyPrices (the
 * API sends one price per day the service is delivered on), else
 * `serviceNights`.
 * @example chargedNights({ excludeArrival: false, includeDeparture: false, dailyPrices: [] }, 4) // 4
 */
export function chargedNights(service: Pick<BasketService, 'excludeArrival' | 'includeDeparture' | 'dailyPrices'>, stayNights: number): number {
  return service.dailyPrices.length > 0 ? service.dailyPrices.length : serviceNights(service, stayNights);
}

/**
 * The persons a service is for, by its paymentType: adults only (per
 * adult), the children under 12 (per child under 12), the children of 12
 * and over (per child above 12), everybody otherwise. A per-person price
 * (pricingType 1) counts these persons.
 * @example serviceAudience(4, { adults: 2, childrenAges: [5, 11, 12] }) // { adults: 0, childrenAges: [5, 11] }
 */
export function serviceAudience(paymentType: number, occupancy: Occupancy): Occupancy {
  const ages = occupancy.childrenAges;
  switch (paymentType) {
    case PAYMENT_TYPE.PER_ADULT:
      return { adults: occupancy.adults, childrenAges: [] };
    case PAYMENT_TYPE.PER_CHILD_UNDER_12:
      return { adults: 0, childrenAges: ages.filter((age) => age < CHILD_ABOVE_12_FROM_AGE) };
    case PAYMENT_TYPE.PER_CHILD_ABOVE_12:
      return { adults: 0, childrenAges: ages.filter((age) => age >= CHILD_ABOVE_12_FROM_AGE) };
    default:
      return { adults: occupancy.adults, childrenAges: [...ages] };
  }
}

/**
 * Quantity of a mandatory service from its paymentType (01 §5.3, §9.5):
 * 1 the nights it is charged for; 2 adults + all children; 3 adults; 4 the
 * children under 12; 5 the children of 12 and over; 6 (adults + all
 * children) × the nights it is charged for; 7 (and an unknown type) 1.
 * The nights are `chargedNights`, so a breakfast excluded on arrival and
 * included on departure counts one per morning.
 * @example mandatoryQuantity({ paymentType: 6, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, { adults: 2, childrenAges: [11, 12], nights: 3 }) // 12
 */
export function mandatoryQuantity(
  service: Pick<BasketService, 'paymentType' | 'excludeArrival' | 'includeDeparture' | 'dailyPrices'>,
  stay: ExtrasStay,
): number {
  const persons = stay.adults + stay.childrenAges.length;
  switch (service.paymentType) {
    case PAYMENT_TYPE.PER_NIGHT:
      return chargedNights(service, stay.nights);
    case PAYMENT_TYPE.PER_PERSON:
      return persons;
    case PAYMENT_TYPE.PER_ADULT:
    case PAYMENT_TYPE.PER_CHILD_UNDER_12:
    case PAYMENT_TYPE.PER_CHILD_ABOVE_12: {
      const audience = serviceAudience(service.paymentType, stay);
      return audience.adults + audience.childrenAges.length;
    }
    case PAYMENT_TYPE.PER_PERSON_PER_NIGHT:
      return persons * chargedNights(service, stay.nights);
    default:
      return 1;
  }
}

/**
 * Quantity a service starts with in a new basket item (01 §9.5): 1 for a
 * mandatory service (a placeholder: `serviceQuantity` derives its real
 * quantity), 0 for any other.
 * @example startingQuantity({ isMandatory: true }) // 1
 */
export function startingQuantity(service: Pick<BasketService, 'isMandatory'>): number {
  return service.isMandatory ? 1 : 0;
}

/**
 * The quantity a service is priced and booked with (01 §5.3):
 * - a mandatory service without isMandatoryQuantityUpdate: derived from its
 *   paymentType (`mandatoryQuantity`), whatever is stored;
 * - a mandatory service with isMandatoryQuantityUpdate: the stored
 *   quantity, kept as set (by the property, or written once with
 *   `settleMandatoryQuantities`);
 * - any other service: the stored quantity the guest chose.
 * @example serviceQuantity({ isMandatory: true, isMandatoryQuantityUpdate: false, quantity: 1, paymentType: 3, excludeArrival: false, includeDeparture: false, dailyPrices: [] }, { adults: 2, childrenAges: [], nights: 2 }) // 2
 */
export function serviceQuantity(
  service: Pick<
    BasketService,
    'isMandatory' | 'isMandatoryQuantityUpdate' | 'quantity' | 'paymentType' | 'excludeArrival' | 'includeDeparture' | 'dailyPrices'
  >,
  stay: ExtrasStay,
): number {
  if (service.isMandatory && !service.isMandatoryQuantityUpdate) return mandatoryQuantity(service, stay);
  return service.quantity;
}

/**
 * The services of an item with every mandatory quantity written down: a
 * mandatory service not yet updated gets its derived quantity and
 * isMandatoryQuantityUpdate true (what the extras screen stores with
 * 'update service quantity', 01 §4.5); everything else is returned as is.
 * @example settleMandatoryQuantities(item).services.every((s) => !s.isMandatory || s.isMandatoryQuantityUpdate) // true
 */
export function settleMandatoryQuantities<T extends ExtrasStay & { services: readonly BasketService[] }>(item: T): T {
  if (!item.services.some((service) => service.isMandatory && !service.isMandatoryQuantityUpdate)) return item;
  return {
    ...item,
    services: item.services.map((service) =>
      service.isMandatory && !service.isMandatoryQuantityUpdate
        ? { ...service, quantity: mandatoryQuantity(service, item), isMandatoryQuantityUpdate: true }
        : service,
    ),
  };
}

/** Bounds of a service's quantity stepper. */
export interface QuantityLimits {
  min: number;
  max: number;
  /** Mandatory services: the stepper shows the quantity and cannot change it (01 §2.14). */
  disabled: boolean;
}

/**
 * The stepper of a service (01 §2.14, §5.3): minimum 0; disabled for a
 * mandatory service (its max is its quantity). The maximum, which the spec
 * does not give, is what a guest can sensibly order:
 * - a per-person price (pricingType 1) already counts everyone the service
 *   is for, so 1 (take it or not), or 0 when nobody in the party is for it
 *   (a children's kit without children under 12);
 * - a per-unit or per-consumption price of a service for persons
 *   (paymentType 2–6): the number of those persons;
 * - anything else (per night, one time): 99, as the occupancy counters.
 * @example quantityLimits({ isMandatory: false, pricingType: 1, paymentType: 6 }, { adults: 2, childrenAges: [], nights: 3 }) // { min: 0, max: 1, disabled: false }
 */
export function quantityLimits(
  service: Pick<
    BasketService,
    'isMandatory' | 'isMandatoryQuantityUpdate' | 'quantity' | 'paymentType' | 'pricingType' | 'excludeArrival' | 'includeDeparture' | 'dailyPrices'
  >,
  stay: ExtrasStay,
): QuantityLimits {
  if (service.isMandatory) return { min: 0, max: Math.max(0, serviceQuantity(service, stay)), disabled: true };
  const audience = serviceAudience(service.paymentType, stay);
  const heads = audience.adults + audience.childrenAges.length;
  if (service.pricingType === PRICING_TYPE.PER_PERSON) return { min: 0, max: heads > 0 ? 1 : 0, disabled: false };
  const forPersons = service.paymentType >= PAYMENT_TYPE.PER_PERSON && service.paymentType <= PAYMENT_TYPE.PER_PERSON_PER_NIGHT;
  return { min: 0, max: forPersons ? Math.min(heads, MAX_SERVICE_QUANTITY) : MAX_SERVICE_QUANTITY, disabled: false };
}

/**
 * A typed or stepped value of the stepper (01 §5.3): non-numeric input
 * (including an empty field) becomes 0, a fraction drops its decimals, a
 * value above the maximum is clamped to it. A value below the minimum is
 * kept while typing and reset by `onBlurValue`.
 * @example stepperValue('abc', { min: 0, max: 99 }) // 0
 * @example stepperValue('150', { min: 0, max: 99 }) // 99
 */
export function stepperValue(input: string | number, limits: Pick<QuantityLimits, 'min' | 'max'>): number {
  const value = typeof input === 'number' ? input : input.trim() === '' ? 0 : Number(input.trim());
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.trunc(value) + 0, limits.max);
}

/**
 * The stepper's value when it loses focus (01 §5.3): below the minimum (or
 * not a number) it resets to the minimum.
 * @example onBlurValue(-3, 0) // 0
 */
export function onBlurValue(value: number, min: number): number {
  return Number.isFinite(value) && value >= min ? value : min;
}

/**
 * The value after the − or + button: one step, kept within the limits.
 * @example stepQuantity(0, -1, { min: 0, max: 99 }) // 0
 */
export function stepQuantity(value: number, step: number, limits: Pick<QuantityLimits, 'min' | 'max'>): number {
  const current = Number.isFinite(value) ? Math.trunc(value) : limits.min;
  return Math.max(limits.min, Math.min(limits.max, current + step));
}
