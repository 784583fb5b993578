/**
 * 'Did you mean …?' under the booker's e-mail address: a likely typo in
 * its domain ('ana@gmial.com', 'ana@tcom.hr'), caught before the
 * confirmation goes to an address nobody reads. Not in the spec; the
 * address is never changed without the guest's click, and an address the
 * hint does not recognise is left alone.
 *
 * The matching is @zootools/email-spell-checker's (MIT; mailcheck's
 * algorithm, kept up to date), with the providers and country domains of
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
 * The address the guest probably meant, or null: none for an address
 * without one '@', for a domain that is already a known provider's or is
 * not close to one, and for a suggestion that is not a known provider's.
 * @example emailSuggestion('ana@gmial.com') // 'ana@gmail.com'
 * @example emailSuggestion('ana@tcom.hr') // 'ana@t-com.hr'
 * @example emailSuggestion('ana@hotel-zadar.hr') // null
 */
export function emailSuggestion(email: string): string | null {
  const address = email.trim();
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@') || at === address.length - 1) return null;
  const domain = address.slice(at + 1).toLowerCase();
  if (KNOWN.has(domain)) return null;
  const suggestion = run({ email: address, domains: DOMAINS, topLevelDomains: TOP_LEVEL_DOMAINS });
  if (!suggestion || !KNOWN.has(suggestion.domain.toLowerCase())) return null;
  return `${address.slice(0, at)}@${suggestion.domain.toLowerCase()}`;
}
