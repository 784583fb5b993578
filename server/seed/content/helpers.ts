/**
 * Building blocks shared by the demo content files.
 */
import type { DemoImage, DemoRatePlan, Scene } from './types.ts';

/** The flexible rate plan (free cancellation, see the 'flexible' policy). */
export const flexible = (id: number, extra: Partial<DemoRatePlan> = {}): DemoRatePlan => ({
  id,
  code: 'flexible',
  kind: 'flat',
  name: {
    en: 'Flexible rate',
    hr: 'Fleksibilna cijena',
    de: 'Flexibler Tarif',
    it: 'Tariffa flessibile',
    fr: 'Tarif flexible',
    es: 'Tarifa flexible',
    cs: 'Flexibilní cena',
    pl: 'Elastyczna stawka',
    sl: 'Fleksibilna cena',
    el: 'Ευέλικτη τιμή',
    vi: 'Giá linh hoạt',
  },
  priceFactor: 1,
  policy: 'flexible',
  ...extra,
});

/** The non-refundable rate plan, 10 % below the flexible rate. */
export const nonRefundable = (id: number): DemoRatePlan => ({
  id,
  code: 'non-refundable',
  kind: 'flat',
  name: {
    en: 'Non-refundable rate',
    hr: 'Nepovratna cijena',
    de: 'Nicht erstattbarer Tarif',
    it: 'Tariffa non rimborsabile',
    fr: 'Tarif non remboursable',
    es: 'Tarifa no reembolsable',
    cs: 'Nevratná cena',
    pl: 'Stawka bezzwrotna',
    sl: 'Nevračljiva cena',
    el: 'Μη επιστρέψιμη τιμή',
    vi: 'Giá không hoàn tiền',
  },
  priceFactor: 0.9,
  policy: 'non-refundable',
  rateNote: {
    en: 'Best price: pay now, save 10 %. This rate cannot be cancelled or changed.',
    hr: 'Najbolja cijena: platite odmah i uštedite 10 %. Rezervacija se ne može otkazati ni promijeniti.',
    de: 'Bester Preis: jetzt bezahlen und 10 % sparen. Buchungen zu diesem Tarif können nicht storniert oder geändert werden.',
    it: 'Miglior prezzo: pagate subito e risparmiate il 10 %. La prenotazione con questa tariffa non può essere cancellata né modificata.',
    fr: 'Meilleur prix : payez maintenant et économisez 10 %. Les réservations à ce tarif ne peuvent être ni annulées ni modifiées.',
    es: 'Mejor precio: pague ahora y ahorre un 10 %. Las reservas con esta tarifa no se pueden cancelar ni modificar.',
    cs: 'Nejlepší cena: zaplaťte hned a ušetřete 10 %. Rezervaci za tuto cenu nelze zrušit ani změnit.',
    pl: 'Najlepsza cena: zapłać teraz i zaoszczędź 10 %. Rezerwacji w tej stawce nie można anulować ani zmienić.',
    sl: 'Najboljša cena: plačajte zdaj in prihranite 10 %. Rezervacije po tej ceni ni mogoče odpovedati ali spremeniti.',
    el: 'Καλύτερη τιμή: πληρώστε τώρα και εξοικονομήστε 10 %. Η κράτηση με αυτή την τιμή δεν μπορεί να ακυρωθεί ή να τροποποιηθεί.',
    vi: 'Giá tốt nhất: thanh toán ngay, tiết kiệm 10 %. Đặt phòng theo giá này không thể hủy hoặc thay đổi.',
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
