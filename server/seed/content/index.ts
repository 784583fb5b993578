/**
 * The demo catalogue: one single property and one group of three.
 */
import { APARTMENTS_SPLIT, BOUTIQUE_SPLIT, DALMATIA_COLLECTION, HOTEL_ZADAR } from './dalmatiaCollection.ts';
import type { DemoEngine } from './types.ts';
import { VILLA_ADRIATIC } from './villaAdriatic.ts';

export { AMENITIES, amenityIconUrl } from './amenities.ts';
export type * from './types.ts';

/** Every demo booking engine; ids are fixed so URLs and tests can rely on them. */
export const DEMO_ENGINES: DemoEngine[] = [VILLA_ADRIATIC, DALMATIA_COLLECTION, HOTEL_ZADAR, APARTMENTS_SPLIT, BOUTIQUE_SPLIT];

/** Exchange rates against EUR. */
export const EXCHANGE_RATES: Record<string, number> = {
  EUR: 1,
  HRK: 7.5345,
  USD: 1.08,
  GBP: 0.85,
  CHF: 0.94,
  CZK: 25.2,
  PLN: 4.3,
  HUF: 395,
  BAM: 1.95583,
  RSD: 117.2,
  VND: 27500,
};

/** Site-relative folder of an engine's demo images. */
export const demoImageDir = (slug: string): string => `/images/demo/${slug}`;
