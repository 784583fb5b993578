/**
 * A generated portfolio for the scale bench: `count` booking engines made
 * from one real engine (as GET /api/booking-engines answers it), each with
 * its own id, slug, name, colours and texts, all in the 11 languages.
 * Deterministic: the same template and count give the same export.
 */
import type { BookingEngine, Locale } from '../src/lib/types.ts';
import { LOCALES } from '../src/lib/types.ts';

/** First id of the generated engines, clear of the demo's. */
export const FIRST_GENERATED_ID = 100_000;

const PLACES = [
  'Split',
  'Zadar',
  'Hvar',
  'Rovinj',
  'Poreč',
  'Makarska',
  'Šibenik',
  'Trogir',
  'Opatija',
  'Korčula',
  'Pula',
  'Krk',
  'Bol',
  'Cavtat',
  'Omiš',
  'Vis',
];
const KINDS = ['Villa', 'Apartments', 'Hotel', 'Residence', 'House', 'Rooms', 'Suites', 'Stone House'];
/** Coprime with KINDS × NAMES × PLACES (8 × 14 × 16), so index → combination is one to one. */
const SCRAMBLE = 761;
const NAMES = ['Pinija', 'Marina', 'Lavanda', 'Maslina', 'Bura', 'Jugo', 'Galeb', 'Dupin', 'Borovnica', 'Kamen', 'Sunce', 'Luka', 'Mandrač', 'Rivijera'];

/** A deterministic integer hash (FNV-1a with a final mix). */
function hash(value: number, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (const byte of [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff, value >>> 24]) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h >>> 0;
}

const hex = (n: number): string => Math.round(n).toString(16).padStart(2, '0');

function hsl(hue: number, saturation: number, lightness: number): string {
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] = h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  const m = lightness - c / 2;
  return `#${hex((r + m) * 255)}${hex((g + m) * 255)}${hex((b + m) * 255)}`.toUpperCase();
}

/** WCAG contrast ratio of an `#rrggbb` colour with white. */
export function contrastWithWhite(colour: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 1.05 / (0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b) + 0.05);
}

/**
 * An opaque `#rrggbb` of the hue, darkened from `lightness` until white
 * text on it reads (contrast at least 4.5:1), as the site's buttons need.
 */
export function colour(hue: number, saturation = 0.6, lightness = 0.4): string {
  let value = hsl(hue, saturation, lightness);
  for (let l = lightness; contrastWithWhite(value) < 4.5 && l > 0; l -= 0.01) value = hsl(hue, saturation, l);
  return value;
}

const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Replaces, in one pass, every occurrence of each `from` (longest first) by its `to`: the template's name, address, e-mail in the legal texts. */
function renamed(text: string | null, replacements: [string | null, string][]): string | null {
  const pairs = replacements.filter((pair): pair is [string, string] => Boolean(pair[0])).sort((a, b) => b[0].length - a[0].length);
  if (text === null || pairs.length === 0) return text;
  const pattern = new RegExp(pairs.map(([from]) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return text.replace(pattern, (found) => pairs.find(([from]) => from === found)![1]);
}

/**
 * The n-th generated engine (0-based) from a single-property template.
 * @example generatedEngine(villaAdriatic, 0).slug // 'villa-pinija-split-00001'
 */
export function generatedEngine(template: BookingEngine, index: number, languages: readonly Locale[] = LOCALES): BookingEngine {
  const number = index + 1;
  const id = FIRST_GENERATED_ID + number;
  // Every kind × name × place once (in a scrambled order), then again with a number.
  const combinations = KINDS.length * NAMES.length * PLACES.length;
  const k = (index * SCRAMBLE) % combinations;
  const cycle = Math.floor(index / combinations);
  const place = PLACES[Math.floor(k / (KINDS.length * NAMES.length))];
  const name = `${KINDS[k % KINDS.length]} ${NAMES[Math.floor(k / KINDS.length) % NAMES.length]} ${place}${cycle > 0 ? ` ${cycle + 1}` : ''}`;
  const slug = `${slugify(name)}-${String(number).padStart(5, '0')}`;
  // Hues a golden angle apart: neighbours differ clearly and colours rarely repeat.
  const hue = (index * 137.508) % 360;
  const saturation = 0.5 + (hash(number, 4) % 30) / 100;
  const domain = `${slug}.example`;
  const address = `Obala ${1 + (hash(number, 5) % 120)}, ${place}, Croatia`;
  const email = `stay@${domain}`;
  // The legal texts name the property, its address and its e-mail: each gets its own.
  const replacements: [string | null, string][] = [
    [template.propertyTitle, name],
    [template.name, name],
    [template.address, address],
    [template.email, email],
  ];
  const rename = (text: string | null) => renamed(text, replacements);
  return {
    ...template,
    id,
    propertyId: id,
    name,
    slug,
    propertyTitle: name,
    isGroup: false,
    activeLanguages: [...languages],
    primaryColor: colour(hue, saturation),
    secondaryColor: colour(hue + 150, 0.7, 0.4),
    address,
    latitude: 42.6 + (hash(number, 6) % 2000) / 1000,
    longitude: 13.6 + (hash(number, 7) % 4000) / 1000,
    phone: `21 ${String(100 + (hash(number, 8) % 900))} ${String(1000 + (number % 9000))}`,
    email,
    web: `www.${domain}`,
    facebook: template.facebook === null ? null : `https://www.facebook.com/${slug}`,
    instagram: template.instagram === null ? null : `https://www.instagram.com/${slug}`,
    footerLabel: `${name} — hosts in ${place} since ${1960 + (hash(number, 9) % 60)}`,
    footerWebsite: `https://www.${domain}`,
    importantNote: `${name} is ${1 + (hash(number, 10) % 20)} minutes' walk from the centre of ${place}. Check-in from 14:00.`,
    termsOfService: rename(template.termsOfService),
    privacyPolicy: rename(template.privacyPolicy),
    notePlaceholder: template.notePlaceholder,
    // Worded once: the template's other languages name the template's property.
    texts: {},
    embeddingOrigins: [`https://www.${domain}`],
    groupMembers: [],
    paymentMethods: template.paymentMethods.map((method) => ({ ...method, bookingEngineId: id })),
  };
}

/** A JSON export (the shape of GET /api/booking-engines) of `count` generated engines. */
export function generatedExport(template: BookingEngine, count: number, languages: readonly Locale[] = LOCALES): { bookingEngines: BookingEngine[] } {
  if (template.isGroup) throw new Error('The template must be a single property, not a group.');
  return { bookingEngines: Array.from({ length: count }, (_, index) => generatedEngine(template, index, languages)) };
}
