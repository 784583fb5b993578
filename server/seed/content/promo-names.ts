/**
 * The demo's promo code names in every language (the rate cards' discount
 * badge shows them beside the discount), written as each language writes
 * a discount, an amount kept on one line with its unit or '%' (a non-breaking
 * space), French with a non-breaking space before ':' as well.
 */
import type { Texts } from './types.ts';

const NBSP = '\u00a0';

export const SUMMER_10: Texts = {
  en: `Summer 10${NBSP}% off`,
  hr: `Ljetni popust 10${NBSP}%`,
  de: `Sommerrabatt 10${NBSP}%`,
  it: `Sconto estate 10${NBSP}%`,
  cs: `Letní sleva 10${NBSP}%`,
  es: `Descuento de verano 10${NBSP}%`,
  fr: `Remise d’été 10${NBSP}%`,
  vi: 'Giảm 10% mùa hè',
  el: `Καλοκαιρινή έκπτωση 10${NBSP}%`,
  pl: `Letni rabat 10${NBSP}%`,
  sl: `Poletni popust 10${NBSP}%`,
};

export const EASTER_15: Texts = {
  en: `Easter 15${NBSP}% off`,
  hr: `Uskrsni popust 15${NBSP}%`,
  de: `Osterrabatt 15${NBSP}%`,
  it: `Sconto Pasqua 15${NBSP}%`,
  cs: `Velikonoční sleva 15${NBSP}%`,
  es: `Descuento de Semana Santa 15${NBSP}%`,
  fr: `Remise de Pâques 15${NBSP}%`,
  vi: 'Giảm 15% dịp Phục sinh',
  el: `Πασχαλινή έκπτωση 15${NBSP}%`,
  pl: `Wielkanocny rabat 15${NBSP}%`,
  sl: `Velikonočni popust 15${NBSP}%`,
};

export const WELCOME_BACK_20: Texts = {
  en: `Welcome back: 20${NBSP}EUR off`,
  hr: `Dobro došli natrag: 20${NBSP}EUR popusta`,
  de: `Willkommen zurück: 20${NBSP}EUR Rabatt`,
  it: `Bentornati: 20${NBSP}EUR di sconto`,
  cs: `Vítejte zpět: sleva 20${NBSP}EUR`,
  es: `Bienvenidos de nuevo: 20${NBSP}EUR de descuento`,
  fr: `Bon retour parmi nous${NBSP}: 20${NBSP}EUR de remise`,
  vi: `Chào mừng Quý khách quay lại: giảm 20${NBSP}EUR`,
  el: `Καλώς ήρθατε ξανά: έκπτωση 20${NBSP}EUR`,
  pl: `Witamy ponownie: 20${NBSP}EUR rabatu`,
  sl: `Dobrodošli nazaj: 20${NBSP}EUR popusta`,
};

export const COLLECTION_5: Texts = {
  en: `Collection 5${NBSP}% off`,
  hr: `Popust Collection 5${NBSP}%`,
  de: `Collection-Rabatt 5${NBSP}%`,
  it: `Sconto Collection 5${NBSP}%`,
  cs: `Sleva Collection 5${NBSP}%`,
  es: `Descuento Collection 5${NBSP}%`,
  fr: `Remise Collection 5${NBSP}%`,
  vi: 'Giảm 5% Collection',
  el: `Έκπτωση Collection 5${NBSP}%`,
  pl: `Rabat Collection 5${NBSP}%`,
  sl: `Popust Collection 5${NBSP}%`,
};
