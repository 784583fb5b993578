import type { BasketService } from '../basket/basket.ts';
import { serviceDays, type ExtrasItem } from './extras-price.ts';
import { isDaily } from './extras-quantity.ts';

/**
 * The price the extras page shows beside a service (01 §2.14: 'price with
 * currency'): its price; for a daily service, the price of its nights, and
 * their lowest and highest when they differ (a dearer weekend night), so
 * that a guest reading '10,00–15,00 EUR · Daily · 3 nights' is not led to
 * three times ten when the total beside it is 35. Not in the spec, which
 * shows the one price.
 * @example servicePriceRange({ ...parking, pricingDynamic: 1, dailyPrices: [{ price: 10 }, { price: 10 }, { price: 15 }] }, stay) // { from: 10, to: 15 }
 * @example servicePriceRange({ ...transfer, pricingDynamic: 2, price: 40 }, stay) // { from: 40, to: 40 }
 */
export function servicePriceRange(service: BasketService, item: ExtrasItem): { from: number; to: number } {
  const prices = isDaily(service) ? serviceDays(service, item).map((day) => day.price) : [];
  if (prices.length === 0) return { from: service.price, to: service.price };
  return { from: Math.min(...prices), to: Math.max(...prices) };
}
