/**
 * 'Did you mean …?' under the booker's e-mail address: a likely typo in
 * its domain ('ana@gmial.com', 'ana@tcom.hr'), caught before the
 * confirmation goes to an address nobody reads. Not in the spec; the
 * address is never changed without the guest's click, and an address the
 * hint does not recognise is left alone.
 *
 * The matching is @zootools/email-spell-checker's (MIT; mailcheck's
 * algorithm, packaged and typed), with the providers and country domains of
 * the product's markets added to its lists: without `hr`, it would offer
 * 'ana@t-com.fr' for a Croatian address. A suggestion is kept only when
 * its domain is one of the known providers: the library also builds
 * domains from a guessed name and ending ('gmial.co' for 'gmial.con'),
 * and a made-up domain is a worse hint than none.
 */
import { POPULAR_DOMAINS, POPULAR_TLDS, run } from '@zootools/email-spell-checker';

/**
 * Mail providers the library's list leaves to its guesses (it builds
 * hotmail, yahoo, outlook and live addresses from a name and an ending),
 * and those of the product's markets (Croatia and its neighbours, the
 * guests' home countries).
 */
const MARKET_DOMAINS = [
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.de',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.de',
  'yahoo.fr',
  'yahoo.it',
  'yahoo.es',
  'outlook.com',
  'outlook.de',
  'outlook.fr',
  'outlook.it',
  'outlook.es',
  'live.com',
  'live.de',
  'live.fr',
  'live.it',
  'mail.com',
  'gmx.com',
  't-com.hr',
  'net.hr',
  'inet.hr',
  'vip.hr',
  'optinet.hr',
  'email.t-com.hr',
  'siol.net',
  't-2.net',
  'gmx.de',
  'gmx.at',
  'gmx.net',
  'web.de',
  't-online.de',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
  'seznam.cz',
  'centrum.cz',
  'email.cz',
  'wp.pl',
  'o2.pl',
  'onet.pl',
  'interia.pl',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'wanadoo.fr',
  'sfr.fr',
  'telefonica.net',
  'otenet.gr',
];

/** Country and other endings the library's list lacks. */
const MARKET_TLDS = ['hr', 'si', 'ba', 'rs', 'me', 'mk', 'sk', 'hu', 'vn', 'com.vn', 'com.hr'];

const DOMAINS = [...new Set([...POPULAR_DOMAINS, ...MARKET_DOMAINS])];
const KNOWN = new Set(DOMAINS);
const TOP_LEVEL_DOMAINS = [...new Set([...POPULAR_TLDS, ...MARKET_TLDS])];

/**
 * Real mail domains one or two letters from a listed one, which the
 * matching would 'correct' ('op.pl' to 'wp.pl', 'email.com' to
 * 'gmail.com'): never touched.
 */
const NEVER_CORRECTED = new Set([
  'op.pl',
  'vp.pl',
  'go2.pl',
  'onet.eu',
  'interia.eu',
  'orange.pl',
  'orange.es',
  'tiscali.cz',
  'centrum.sk',
  'centrum.hu',
  'seznam.sk',
  'gmx.ch',
  'gmx.fr',
  'gmx.it',
  'email.com',
  'email.de',
  'email.si',
  'online.de',
  'htnet.hr',
  'mac.com',
]);

/** Providers with one domain the world over: a country ending typed after their name is a typo ('gmail.co'). */
const GLOBAL = new Set(['gmail.com', 'googlemail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'aol.com', 'protonmail.com']);

/** Everything after a domain's first label: 'com', 'co.uk'. */
const ending = (domain: string): string => domain.slice(domain.indexOf('.') + 1);

/**
 * The address the guest probably meant, or null. None for an address
 * without one '@'; for a domain that is a known provider's, one of the
 * real look-alikes above, or a name of one or two letters (too short to
 * tell a typo from a real one: 'op.pl'); for a suggestion that is not a
 * known provider's; and for one that swaps a real country ending for
 * another ('orange.pl' is not 'orange.fr'), unless it is a provider with
 * one domain the world over.
 * @example emailSuggestion('ana@gmial.com') // 'ana@gmail.com'
 * @example emailSuggestion('ana@tcom.hr') // 'ana@t-com.hr'
 * @example emailSuggestion('ana@hotel-zadar.hr') // null
 */
export function emailSuggestion(email: string): string | null {
  const address = email.trim();
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@') || at === address.length - 1) return null;
  const domain = address.slice(at + 1).toLowerCase();
  if (KNOWN.has(domain) || NEVER_CORRECTED.has(domain) || !domain.includes('.') || domain.indexOf('.') <= 2) return null;
  let suggested: string;
  try {
    suggested = run({ email: address, domains: DOMAINS, topLevelDomains: TOP_LEVEL_DOMAINS })?.domain.toLowerCase() ?? '';
  } catch {
    // An address the matching cannot read (a broken character): no hint.
    return null;
  }
  if (!KNOWN.has(suggested)) return null;
  if (ending(suggested) !== ending(domain) && TOP_LEVEL_DOMAINS.includes(ending(domain)) && !GLOBAL.has(suggested)) return null;
  return `${address.slice(0, at)}@${suggested}`;
}
