/**
 * The demo's promo code names in every language (the rate cards' discount
 * badge shows them beside the discount), written as each language writes
 * a discount: French with a non-breaking space before '%' and ':'.
 */
import type { Texts } from './types.ts';

const NBSP = '\u00a0';

export const SUMMER_10: Texts = {
  en: 'Summer 10 % off',
  hr: 'Ljetni popust 10 %',
  de: 'Sommerrabatt 10 %',
  it: 'Sconto estate 10 %',
  cs: 'Letní sleva 10 %',
  es: 'Descuento de verano 10 %',
  fr: `Remise d’été 10${NBSP}%`,
  vi: 'Giảm 10% mùa hè',
  el: 'Καλοκαιρινή έκπτωση 10 %',
  pl: 'Letni rabat 10 %',
  sl: 'Poletni popust 10 %',
};

export const EASTER_15: Texts = {
  en: 'Easter 15 % off',
  hr: 'Uskrsni popust 15 %',
  de: 'Osterrabatt 15 %',
  it: 'Sconto Pasqua 15 %',
  cs: 'Velikonoční sleva 15 %',
  es: 'Descuento de Semana Santa 15 %',
  fr: `Remise de Pâques 15${NBSP}%`,
  vi: 'Giảm 15% dịp Phục sinh',
  el: 'Πασχαλινή έκπτωση 15 %',
  pl: 'Wielkanocny rabat 15 %',
  sl: 'Velikonočni popust 15 %',
};

export const WELCOME_BACK_20: Texts = {
  en: 'Welcome back: 20 EUR off',
  hr: 'Dobro došli natrag: 20 EUR popusta',
  de: 'Willkommen zurück: 20 EUR Rabatt',
  it: 'Bentornati: 20 EUR di sconto',
  cs: 'Vítejte zpět: sleva 20 EUR',
  es: 'Bienvenidos de nuevo: 20 EUR de descuento',
  fr: `Bon retour parmi nous${NBSP}: 20 EUR de remise`,
  vi: 'Chào mừng Quý khách quay lại: giảm 20 EUR',
  el: 'Καλώς ήρθατε ξανά: έκπτωση 20 EUR',
  pl: 'Witamy ponownie: 20 EUR rabatu',
  sl: 'Dobrodošli nazaj: 20 EUR popusta',
};

export const COLLECTION_5: Texts = {
  en: 'Collection 5 % off',
  hr: 'Popust Collection 5 %',
  de: 'Collection-Rabatt 5 %',
  it: 'Sconto Collection 5 %',
  cs: 'Sleva Collection 5 %',
  es: 'Descuento Collection 5 %',
  fr: `Remise Collection 5${NBSP}%`,
  vi: 'Giảm 5% Collection',
  el: 'Έκπτωση Collection 5 %',
  pl: 'Rabat Collection 5 %',
  sl: 'Popust Collection 5 %',
};
