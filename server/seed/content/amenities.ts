/**
 * Amenities of the demo catalogue. Icons are small monochrome SVG files in
 * public/images/amenities/{code}.svg, drawn by scripts/make-demo-images.ts.
 */
import type { Texts } from './types.ts';

export interface DemoAmenity {
  id: number;
  code: string;
  name: Texts;
}

export const AMENITIES: DemoAmenity[] = [
  {
    id: 1,
    code: 'wifi',
    name: { en: 'Free Wi-Fi', hr: 'Besplatan Wi-Fi', de: 'Kostenloses WLAN', it: 'Wi-Fi gratuito', fr: 'Wi-Fi gratuit', es: 'Wi-Fi gratis' },
  },
  {
    id: 2,
    code: 'air-conditioning',
    name: { en: 'Air conditioning', hr: 'Klima uređaj', de: 'Klimaanlage', it: 'Aria condizionata', fr: 'Climatisation', es: 'Aire acondicionado' },
  },
  {
    id: 3,
    code: 'kitchen',
    name: {
      en: 'Fully equipped kitchen',
      hr: 'Potpuno opremljena kuhinja',
      de: 'Voll ausgestattete Küche',
      it: 'Cucina attrezzata',
      fr: 'Cuisine équipée',
      es: 'Cocina equipada',
    },
  },
  {
    id: 4,
    code: 'kitchenette',
    name: { en: 'Kitchenette', hr: 'Čajna kuhinja', de: 'Kochnische', it: 'Angolo cottura', fr: 'Kitchenette', es: 'Cocina americana' },
  },
  {
    id: 5,
    code: 'washing-machine',
    name: { en: 'Washing machine', hr: 'Perilica rublja', de: 'Waschmaschine', it: 'Lavatrice', fr: 'Lave-linge', es: 'Lavadora' },
  },
  {
    id: 6,
    code: 'dishwasher',
    name: { en: 'Dishwasher', hr: 'Perilica posuđa', de: 'Geschirrspüler', it: 'Lavastoviglie', fr: 'Lave-vaisselle', es: 'Lavavajillas' },
  },
  {
    id: 7,
    code: 'parking',
    name: { en: 'Private parking', hr: 'Privatni parking', de: 'Privatparkplatz', it: 'Parcheggio privato', fr: 'Parking privé', es: 'Aparcamiento privado' },
  },
  { id: 8, code: 'sea-view', name: { en: 'Sea view', hr: 'Pogled na more', de: 'Meerblick', it: 'Vista mare', fr: 'Vue sur la mer', es: 'Vistas al mar' } },
  { id: 9, code: 'balcony', name: { en: 'Balcony', hr: 'Balkon', de: 'Balkon', it: 'Balcone', fr: 'Balcon', es: 'Balcón' } },
  { id: 10, code: 'terrace', name: { en: 'Terrace', hr: 'Terasa', de: 'Terrasse', it: 'Terrazza', fr: 'Terrasse', es: 'Terraza' } },
  {
    id: 11,
    code: 'private-pool',
    name: { en: 'Private pool', hr: 'Privatni bazen', de: 'Privater Pool', it: 'Piscina privata', fr: 'Piscine privée', es: 'Piscina privada' },
  },
  {
    id: 12,
    code: 'tv',
    name: {
      en: 'Flat-screen TV',
      hr: 'TV ravnog ekrana',
      de: 'Flachbild-TV',
      it: 'TV a schermo piatto',
      fr: 'Télévision à écran plat',
      es: 'TV de pantalla plana',
    },
  },
  {
    id: 13,
    code: 'coffee-machine',
    name: { en: 'Coffee machine', hr: 'Aparat za kavu', de: 'Kaffeemaschine', it: 'Macchina del caffè', fr: 'Machine à café', es: 'Cafetera' },
  },
  {
    id: 14,
    code: 'hairdryer',
    name: { en: 'Hairdryer', hr: 'Sušilo za kosu', de: 'Haartrockner', it: 'Asciugacapelli', fr: 'Sèche-cheveux', es: 'Secador de pelo' },
  },
  { id: 15, code: 'safe', name: { en: 'In-room safe', hr: 'Sef u sobi', de: 'Zimmersafe', it: 'Cassaforte', fr: 'Coffre-fort', es: 'Caja fuerte' } },
  { id: 16, code: 'elevator', name: { en: 'Lift', hr: 'Dizalo', de: 'Aufzug', it: 'Ascensore', fr: 'Ascenseur', es: 'Ascensor' } },
  { id: 17, code: 'bbq', name: { en: 'Barbecue', hr: 'Roštilj', de: 'Grill', it: 'Barbecue', fr: 'Barbecue', es: 'Barbacoa' } },
  {
    id: 18,
    code: 'baby-cot',
    name: {
      en: 'Baby cot on request',
      hr: 'Dječji krevetić na upit',
      de: 'Babybett auf Anfrage',
      it: 'Culla su richiesta',
      fr: 'Lit bébé sur demande',
      es: 'Cuna bajo petición',
    },
  },
  {
    id: 19,
    code: 'pets',
    name: {
      en: 'Pets welcome',
      hr: 'Kućni ljubimci dobrodošli',
      de: 'Haustiere willkommen',
      it: 'Animali ammessi',
      fr: 'Animaux acceptés',
      es: 'Se admiten mascotas',
    },
  },
  { id: 20, code: 'minibar', name: { en: 'Minibar', hr: 'Minibar', de: 'Minibar', it: 'Minibar', fr: 'Minibar', es: 'Minibar' } },
  { id: 21, code: 'bathtub', name: { en: 'Bathtub', hr: 'Kada', de: 'Badewanne', it: 'Vasca da bagno', fr: 'Baignoire', es: 'Bañera' } },
];

/** Site-relative URL of an amenity icon. */
export const amenityIconUrl = (code: string): string => `/images/amenities/${code}.svg`;
