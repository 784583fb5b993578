/**
 * Building blocks shared by the demo content files.
 */
import type { DemoImage, DemoRatePlan, Scene } from './types.ts';

/** The flexible rate plan (free cancellation, see the 'flexible' policy). */
export const flexible = (id: number, extra: Partial<DemoRatePlan> = {}): DemoRatePlan => ({
  id,
  code: 'flexible',
  kind: 'flat',
  name: { en: 'Flexible rate', hr: 'Fleksibilna cijena', de: 'Flexibler Tarif', it: 'Tariffa flessibile' },
  priceFactor: 1,
  policy: 'flexible',
  ...extra,
});

/** The non-refundable rate plan, 10 % below the flexible rate. */
export const nonRefundable = (id: number): DemoRatePlan => ({
  id,
  code: 'non-refundable',
  kind: 'flat',
  name: { en: 'Non-refundable rate', hr: 'Nepovratna cijena', de: 'Nicht erstattbarer Tarif', it: 'Tariffa non rimborsabile' },
  priceFactor: 0.9,
  policy: 'non-refundable',
  rateNote: {
    en: 'Best price: pay now, save 10 %. This rate cannot be cancelled or changed.',
    hr: 'Najbolja cijena: platite odmah i uštedite 10 %. Rezervacija se ne može otkazati ni promijeniti.',
  },
});

/** Images `{slug}-{n}.webp` drawn from the given scenes; `featured` is the index of the featured one. */
export const images = (slug: string, scenes: Array<[Scene, number]>, featured = 0): DemoImage[] =>
  scenes.map(([scene, variant], index) => ({
    file: `${slug}-${index + 1}.webp`,
    scene,
    variant,
    isFeatured: index === featured,
  }));
