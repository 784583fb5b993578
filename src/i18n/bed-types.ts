import type { BedType } from '../lib/seo/listing-contract.ts';
import type { Locale } from '../lib/types.ts';

/**
 * The name of each kind of bed in every language, as the accommodation
 * page's structured data gives a unit type's beds (`BedDetails.typeOfBed`)
 * and as accommodation sites name them. Build-time only: no page embeds it.
 */
export const BED_TYPE_NAMES: Record<Locale, Record<BedType, string>> = {
  hr: {
    single: 'Krevet za jednu osobu',
    double: 'Bračni krevet',
    queen: 'Veliki bračni krevet',
    king: 'Izrazito veliki bračni krevet',
    'sofa-bed': 'Kauč na razvlačenje',
    'bunk-bed': 'Krevet na kat',
  },
  en: { single: 'Single bed', double: 'Double bed', queen: 'Queen-size bed', king: 'King-size bed', 'sofa-bed': 'Sofa bed', 'bunk-bed': 'Bunk bed' },
  cs: {
    single: 'Jednolůžko',
    double: 'Manželská postel',
    queen: 'Velká manželská postel',
    king: 'Extra velká manželská postel',
    'sofa-bed': 'Rozkládací pohovka',
    'bunk-bed': 'Palanda',
  },
  de: {
    single: 'Einzelbett',
    double: 'Doppelbett',
    queen: 'Großes Doppelbett',
    king: 'Extragroßes Doppelbett',
    'sofa-bed': 'Schlafsofa',
    'bunk-bed': 'Etagenbett',
  },
  es: {
    single: 'Cama individual',
    double: 'Cama doble',
    queen: 'Cama doble grande',
    king: 'Cama doble extragrande',
    'sofa-bed': 'Sofá cama',
    'bunk-bed': 'Litera',
  },
  fr: {
    single: 'Lit simple',
    double: 'Lit double',
    queen: 'Grand lit double',
    king: 'Très grand lit double',
    'sofa-bed': 'Canapé-lit',
    'bunk-bed': 'Lits superposés',
  },
  it: {
    single: 'Letto singolo',
    double: 'Letto matrimoniale',
    queen: 'Letto matrimoniale grande',
    king: 'Letto matrimoniale extra large',
    'sofa-bed': 'Divano letto',
    'bunk-bed': 'Letto a castello',
  },
  vi: {
    single: 'Giường đơn',
    double: 'Giường đôi',
    queen: 'Giường đôi lớn',
    king: 'Giường đôi cực lớn',
    'sofa-bed': 'Giường sofa',
    'bunk-bed': 'Giường tầng',
  },
  el: {
    single: 'Μονό κρεβάτι',
    double: 'Διπλό κρεβάτι',
    queen: 'Μεγάλο διπλό κρεβάτι',
    king: 'Πολύ μεγάλο διπλό κρεβάτι',
    'sofa-bed': 'Καναπές-κρεβάτι',
    'bunk-bed': 'Κουκέτα',
  },
  pl: {
    single: 'Łóżko pojedyncze',
    double: 'Łóżko podwójne',
    queen: 'Duże łóżko podwójne',
    king: 'Bardzo duże łóżko podwójne',
    'sofa-bed': 'Rozkładana sofa',
    'bunk-bed': 'Łóżko piętrowe',
  },
  sl: {
    single: 'Enojna postelja',
    double: 'Zakonska postelja',
    queen: 'Velika zakonska postelja',
    king: 'Zelo velika zakonska postelja',
    'sofa-bed': 'Raztegljiv kavč',
    'bunk-bed': 'Pograd',
  },
};
