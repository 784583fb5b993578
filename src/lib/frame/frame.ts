import { callingCode } from '../format/dial-codes.ts';
import type { BookingEngine, Locale } from '../types.ts';

/**
 * When the frame's islands (header menus, policy links and modals, cookie
 * notice, loading overlay) hydrate (`client:frame`, frame-directive.ts):
 * when the page is first idle, and at the latest this many ms after it
 * loads, so a phone kept busy without a pause still answers a policy link
 * or the language menu; at once when the guest reaches into one or a
 * modal or the loading overlay is asked for.
 */
export const FRAME_HYDRATION = { timeout: 2000 } as const;

/** Theme defaults (01 §9.3). */
export const THEME = { primary: '#0973A0', secondary: '#DDA41D', alert: '#DD4200' } as const;

/**
 * An engine colour as it may go into CSS: a hex colour (#rgb, #rgba,
 * #rrggbb, #rrggbbaa); anything else (a typo, or text that would break out
 * of the style sheet) gives the fallback.
 * @example themeColor('#ff6600', THEME.primary) // '#ff6600'
 * @example themeColor('red;}</style><script>', THEME.primary) // '#0973A0'
 */
export function themeColor(value: string | null | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(trimmed) ? trimmed : fallback;
}

/** The part of the search request the logo link carries (01 §2.2). */
export interface LogoLinkRequest {
  unitTypeId?: string | number | null;
  bookingEngineId?: string | number | null;
}

/**
 * Where the header logo leads (01 §2.2): the engine's logoRedirectsTo, or the
 * search page with the language and, when set, the unit type and engine of
 * the current search. In check-in mode the logo has no link (null).
 * @example logoHref({ logoRedirectsTo: null }, 'hr', { unitTypeId: 7 }) // '/?language=hr&unitTypeId=7'
 */
export function logoHref(engine: Pick<BookingEngine, 'logoRedirectsTo'>, locale: Locale, request: LogoLinkRequest = {}, checkInMode = false): string | null {
  if (checkInMode) return null;
  if (engine.logoRedirectsTo) return engine.logoRedirectsTo;
  let href = `/?language=${locale}`;
  if (request.unitTypeId != null && request.unitTypeId !== '') href += `&unitTypeId=${encodeURIComponent(request.unitTypeId)}`;
  if (request.bookingEngineId != null && request.bookingEngineId !== '') {
    href += `&bookingEngineId=${encodeURIComponent(request.bookingEngineId)}`;
  }
  return href;
}

/**
 * The international dial code of a two-letter country code, or null.
 * @example dialCode('HR') // '+385'
 */
export function dialCode(countryCode: string | null | undefined): string | null {
  const digits = callingCode((countryCode ?? '').trim().toUpperCase());
  return digits ? `+${digits}` : null;
}

/**
 * Phone as displayed: dial code from the country code, a space, the number;
 * null unless both are present and the country is known (01 §2.15).
 * @example phoneDisplay('21 555 010', 'HR') // '+385 21 555 010'
 */
export function phoneDisplay(number: string | null | undefined, countryCode: string | null | undefined): string | null {
  const value = (number ?? '').trim();
  const code = dialCode(countryCode);
  return value && code ? `${code} ${value}` : null;
}

/**
 * A web address as a link: prefixed with https:// when it holds no 'http'.
 * @example webHref('villa.example') // 'https://villa.example'
 */
export function webHref(web: string): string {
  return web.includes('http') ? web : `https://${web}`;
}

export type ContactKind = 'address' | 'phone' | 'secondPhone' | 'email' | 'web';

export interface ContactEntry {
  kind: ContactKind;
  /** Translation key of the entry's label. */
  label: string;
  value: string;
  href: string | null;
  newTab: boolean;
}

/**
 * The footer's contact entries in order, only those with a value (01 §2.15).
 * @example contactEntries({ ...engine, email: 'stay@villa.hr' })[0] // { kind: 'email', … href: 'mailto:stay@villa.hr' }
 */
export function contactEntries(
  engine: Pick<BookingEngine, 'address' | 'phone' | 'countryDialCode' | 'secondPhone' | 'secondCountryDialCode' | 'email' | 'web'>,
): ContactEntry[] {
  const entries: ContactEntry[] = [];
  const address = engine.address?.trim();
  if (address) entries.push({ kind: 'address', label: 'Address', value: address, href: null, newTab: false });
  const phone = phoneDisplay(engine.phone, engine.countryDialCode);
  if (phone) entries.push({ kind: 'phone', label: 'Phone', value: phone, href: `tel:${phone.replace(/[^+\d]/g, '')}`, newTab: false });
  const secondPhone = phoneDisplay(engine.secondPhone, engine.secondCountryDialCode);
  if (secondPhone) {
    entries.push({ kind: 'secondPhone', label: 'Second phone', value: secondPhone, href: `tel:${secondPhone.replace(/[^+\d]/g, '')}`, newTab: false });
  }
  const email = engine.email?.trim();
  if (email) entries.push({ kind: 'email', label: 'Email', value: email, href: `mailto:${email}`, newTab: false });
  const web = engine.web?.trim();
  if (web) entries.push({ kind: 'web', label: 'Web', value: web, href: webHref(web), newTab: true });
  return entries;
}

/**
 * The external maps page for a point (q = latitude,longitude; 01 §2.9, §2.15).
 * @example mapsPageUrl(43.5, 16.44) // 'https://maps.google.com/?q=43.5,16.44'
 */
export function mapsPageUrl(latitude: number, longitude: number): string {
  return `https://maps.google.com/?q=${latitude},${longitude}`;
}

/**
 * Static map image from the maps service (01 §7.3): zoom 13, 640x640, scale 2,
 * marker in the engine's primary colour (default #0973A0). Null without an
 * API key: the site then shows its own map illustration with a CSS pin.
 */
export function staticMapUrl(latitude: number, longitude: number, primaryColor: string | null, apiKey: string | null | undefined): string | null {
  if (!apiKey) return null;
  const color = themeColor(primaryColor, THEME.primary).replace('#', '0x');
  const params = new URLSearchParams({
    center: `${latitude},${longitude}`,
    zoom: '13',
    size: '640x640',
    scale: '2',
    markers: `color:${color}|${latitude},${longitude}`,
    key: apiKey,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${params.toString()}`;
}

/**
 * An engine-provided text split into one paragraph per line break (01 §2.15),
 * blank lines dropped. The result is rendered as text, never as HTML.
 * @example paragraphs('One\r\nTwo\n\nThree') // ['One', 'Two', 'Three']
 */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Social network links of the footer, each only when set (01 §2.15). */
export function socialLinks(
  engine: Pick<BookingEngine, 'facebook' | 'instagram' | 'twitter'>,
): { network: 'facebook' | 'instagram' | 'twitter'; href: string }[] {
  return (['facebook', 'instagram', 'twitter'] as const)
    .filter((network) => Boolean(engine[network]?.trim()))
    .map((network) => ({ network, href: webHref(engine[network]!.trim()) }));
}
