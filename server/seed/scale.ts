/**
 * A generated property for the API load figures of `npm run bench`: the
 * shapes of the demo content — Villa Adriatic's policies, services, fees,
 * tourist taxes, promo codes, and its unit types with their rate plans
 * (flat, per-guest and per-person-per-day), restrictions and occupancy —
 * repeated to any number of unit types. The last unit type ('Bench
 * rooms') has a fixed inventory and no bookings, for the concurrent
 * booking run.
 *
 * Seed it with `seedEngines(db, [scaleProperty()])` (seed/demo.ts) into a
 * database of its own.
 */
import { flexible, images } from './content/helpers.ts';
import type { DemoEngine, DemoRatePlan, DemoUnitType, Texts } from './content/types.ts';
import { VILLA_ADRIATIC } from './content/villaAdriatic.ts';

export const SCALE_ENGINE_ID = 900;
export const SCALE_SLUG = 'scale-hotel';

export interface ScaleOptions {
  /** Unit types in all, the bench rooms included (default 50). */
  unitTypes?: number;
  /** Units of the bench rooms on every night (default 200). */
  benchUnits?: number;
}

/** Id of the n-th unit type (1-based). */
export const scaleUnitTypeId = (n: number): number => 9000 + n;

const numbered = (texts: Texts, n: number): Texts => Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, `${text} ${n}`])) as Texts;

/**
 * The generated property: `unitTypes − 1` copies of the villa's unit
 * types in turn, each with its own ids, then the bench rooms.
 * @example scaleProperty({ unitTypes: 50 }).unitTypes.length // 50
 */
export function scaleProperty(options: ScaleOptions = {}): DemoEngine {
  const count = options.unitTypes ?? 50;
  const benchUnits = options.benchUnits ?? 200;
  if (!Number.isInteger(count) || count < 1 || count > 999) throw new Error(`unitTypes must be 1–999, got ${count}`);
  const template = VILLA_ADRIATIC;
  /** Template unit type id → its copies' ids; template rate plan id → its copies' ids. */
  const unitCopies = new Map<number, number[]>();
  const planCopies = new Map<number, number[]>();
  const copy = (map: Map<number, number[]>, from: number, to: number) => map.set(from, [...(map.get(from) ?? []), to]);

  const unitTypes: DemoUnitType[] = [];
  for (let n = 1; n < count; n++) {
    const source = template.unitTypes[(n - 1) % template.unitTypes.length];
    const id = scaleUnitTypeId(n);
    copy(unitCopies, source.id, id);
    const ratePlans: DemoRatePlan[] = source.ratePlans.map((plan, index) => {
      const planId = id * 10 + index + 1;
      copy(planCopies, plan.id, planId);
      return { ...plan, id: planId };
    });
    unitTypes.push({
      ...source,
      id,
      slug: `${source.slug}-${n}`,
      name: numbered(source.name, n),
      // A little more or less of everything, so no two copies price or sell alike.
      unitCount: source.unitCount + (n % 3),
      basePrice: source.basePrice + (n % 7) * 4,
      ratePlans,
    });
  }
  const benchId = scaleUnitTypeId(count);
  unitTypes.push({
    id: benchId,
    slug: 'bench-rooms',
    name: { en: 'Bench rooms', hr: 'Sobe za mjerenje' },
    description: { en: 'Double rooms with a fixed number of units free on every night.', hr: 'Dvokrevetne sobe s istim brojem slobodnih jedinica svake noći.' },
    unitCount: benchUnits,
    basePrice: 90,
    maxOccupancy: 2,
    standardOccupancy: 2,
    latitude: template.latitude,
    longitude: template.longitude,
    images: images('bench-rooms', [['bedroom', 1]]),
    amenities: ['wifi', 'air-conditioning'],
    ratePlans: [flexible(benchId * 10 + 1)],
    booked: () => 0,
  });

  const copies = (map: Map<number, number[]>, ids: number[] | undefined) => (ids === undefined ? undefined : ids.flatMap((id) => map.get(id) ?? []));
  // An empty list means 'all': a fee or code for unit types or rates that were not copied is left out.
  const kept = (before: number[] | undefined, after: number[] | undefined) => before === undefined || before.length === 0 || (after ?? []).length > 0;
  return {
    ...template,
    id: SCALE_ENGINE_ID,
    slug: SCALE_SLUG,
    name: 'Scale Hotel',
    propertyTitle: `Scale Hotel (${count} unit types)`,
    embeddingOrigins: [],
    unitTypes,
    fees: template.fees
      .map((fee) => ({ ...fee, unitTypeIds: copies(unitCopies, fee.unitTypeIds), ratePlanIds: copies(planCopies, fee.ratePlanIds) }))
      .filter((fee, i) => kept(template.fees[i].unitTypeIds, fee.unitTypeIds) && kept(template.fees[i].ratePlanIds, fee.ratePlanIds)),
    promoCodes: template.promoCodes
      .map((promo) => ({ ...promo, ratePlanIds: copies(planCopies, promo.ratePlanIds) }))
      .filter((promo, i) => kept(template.promoCodes[i].ratePlanIds, promo.ratePlanIds)),
  };
}
