/**
 * The command line of `npm run offer:create` read into an offer request
 * (`CreateOfferInput` without the clock), with every problem listed. Pure:
 * the script (`offer-create.ts`) does the I/O.
 */
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '../../src/lib/types.ts';
import { addDays, isIsoDate, todayIn } from '../dates.ts';
import type { CreateOfferInput, OfferUnitInput } from '../offer-create.ts';

export const OFFER_CLI_USAGE = `Prepare an offer for a guest and print its link.

npm run offer:create -- --engine <slug> --list [--language <lang>]
npm run offer:create -- --engine <slug> --from <YYYY-MM-DD|+days> --to <YYYY-MM-DD|+days>
                        --room <unitTypeId>:<ratePlanId>:<adults>[:<child ages>[:<units>]] [--room …]
                        [--service <serviceId>=<quantity> …] [--promo-code <code>]
                        [--discount <amount> | --discount <percent>%] [--discount-name <name>]
                        [--valid-until <YYYY-MM-DD> | --valid-days <days>]
                        [--first-name <name>] [--last-name <name>]
                        [--company <name> --vat-id <id>]
                        [--email <address>] [--phone <number>] [--address <text>] [--country <XX>] [--newsletter]
                        [--language <hr|en|cs|de|es|fr|it|vi|el|pl|sl>] [--site <origin>]

  --engine       booking engine slug (a property's, or a group's for a unit of one of its members)
  --list         print the engine's unit types, rate plans and services with their ids, and stop
  --from, --to   the stay of every unit (check-in, check-out): a date, or +N for N days after today (UTC)
  --room         a unit type on a rate plan for its guests, e.g. 103:1031:2 (2 adults),
                 104:1042:2:7 (2 adults and a child of 7), 103:1031:2::2 (two such units);
                 child ages are comma-separated; repeat for more units
  --service      a service ordered for every unit (mandatory services are always added; one the rate includes is refused), e.g. 103=1
  --promo-code   a promo code of the engine, applied as on the site
  --discount     the offer's own discount on the accommodation: an amount (20) or a percentage (10%)
  --discount-name  its name shown to the guest (default 'Special offer')
  --valid-until  the last day (UTC) the guest can accept it; or --valid-days from today (default 7)
  --first-name, --last-name, --email, --phone, --address, --country (ISO alpha-2), --newsletter:
                 what you know of the booker; the guest cannot change these, and fills in the rest
  --company, --vat-id  a company booker: company name and VAT id instead of first and last name
  --language     the language the offer is written in and the link opens in (default en)
  --site         the site's origin for the full link (default http://{slug}.localhost:$SITE_PORT, 4321)

The database is BOOKING_DB (default data/booking.sqlite), as for the API.`;

/** What the command line asks for. */
export interface OfferCliRequest {
  offer: Omit<CreateOfferInput, 'now'>;
  site: string | null;
}

export type OfferCliParse = { ok: true; request: OfferCliRequest } | { ok: false; messages: string[] };

const OPTIONS = {
  engine: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  room: { type: 'string', multiple: true },
  service: { type: 'string', multiple: true },
  'promo-code': { type: 'string' },
  discount: { type: 'string' },
  'discount-name': { type: 'string' },
  'valid-until': { type: 'string' },
  'valid-days': { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  company: { type: 'string' },
  'vat-id': { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  address: { type: 'string' },
  country: { type: 'string' },
  newsletter: { type: 'boolean' },
  language: { type: 'string' },
  site: { type: 'string' },
  list: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options as given, or the parser's message. */
function readArgs(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    return (error as Error).message;
  }
}

const ROOM = /^(\d{1,10}):(\d{1,10}):(\d{1,2})(?::([\d,]*))?(?::(\d{1,2}))?$/;

/**
 * One `--room` value: the units it stands for, or a message.
 * @example parseRoom('103:1031:2::2') // [{ unitTypeId: 103, ratePlanId: 1031, adults: 2, childrenAges: [], services: [] }, …] (two)
 */
export function parseRoom(value: string): OfferUnitInput[] | string {
  const match = ROOM.exec(value.trim());
  if (!match) return `--room ${value}: expected <unitTypeId>:<ratePlanId>:<adults>[:<child ages>[:<units>]]`;
  const ages = (match[4] ?? '')
    .split(',')
    .filter((age) => age !== '')
    .map(Number);
  if (ages.some((age) => !Number.isInteger(age) || age > 17)) return `--room ${value}: child ages are 0 to 17`;
  const units = match[5] === undefined ? 1 : Number(match[5]);
  if (units < 1 || units > 20) return `--room ${value}: 1 to 20 units`;
  return Array.from({ length: units }, () => ({
    unitTypeId: Number(match[1]),
    ratePlanId: Number(match[2]),
    adults: Number(match[3]),
    childrenAges: [...ages],
    services: [],
  }));
}

/**
 * A day given as a date or as `+N` days after today (UTC), so an example works on any day.
 * @example dayOf('+30', '2027-03-01') // '2027-03-31'
 */
export const dayOf = (value: string, today: string): string => (/^\+\d{1,4}$/.test(value) ? addDays(today, Number(value.slice(1))) : value);

const blank = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

/**
 * Reads the command line. `today` (UTC, YYYY-MM-DD) is where --valid-days counts from.
 * @example parseOfferArgs(['--engine', 'villa-adriatic', '--from', '2027-07-01', '--to', '2027-07-04', '--room', '103:1031:2'], '2027-03-01')
 */
export function parseOfferArgs(
  argv: string[],
  today: string,
): OfferCliParse | { ok: 'help' } | { ok: 'list'; engine: string; language: Locale } | { ok: false; messages: string[] } {
  const read = readArgs(argv);
  if (typeof read === 'string') return { ok: false, messages: [read] };
  const values = read;
  if (values.help) return { ok: 'help' };
  const messages: string[] = [];
  const engine = blank(values.engine);
  if (!engine) messages.push('--engine is required');
  if (values.list) {
    const language = (blank(values.language)?.toLowerCase() ?? 'en') as Locale;
    if (!(LOCALES as readonly string[]).includes(language)) messages.push(`--language must be one of ${LOCALES.join(', ')}`);
    return engine && messages.length === 0 ? { ok: 'list', engine, language } : { ok: false, messages };
  }
  const from = dayOf(blank(values.from) ?? '', today);
  const to = dayOf(blank(values.to) ?? '', today);
  if (!isIsoDate(from)) messages.push('--from must be a date (YYYY-MM-DD) or +N days from today');
  if (!isIsoDate(to)) messages.push('--to must be a date (YYYY-MM-DD) or +N days from today');

  const units: OfferUnitInput[] = [];
  for (const room of values.room ?? []) {
    const parsed = parseRoom(room);
    if (typeof parsed === 'string') messages.push(parsed);
    else units.push(...parsed);
  }
  if ((values.room ?? []).length === 0) messages.push('--room is required (at least one unit)');

  const services: { serviceId: number; quantity: number }[] = [];
  for (const service of values.service ?? []) {
    const match = /^(\d{1,10})=(\d{1,3})$/.exec(service.trim());
    if (!match) messages.push(`--service ${service}: expected <serviceId>=<quantity>`);
    else if (services.some((known) => known.serviceId === Number(match[1]))) messages.push(`--service ${service}: given twice`);
    else services.push({ serviceId: Number(match[1]), quantity: Number(match[2]) });
  }
  for (const unit of units) unit.services = services.map((service) => ({ ...service }));

  let discount: CreateOfferInput['discount'] = null;
  const discountText = blank(values.discount);
  if (discountText) {
    const match = /^(\d+(?:\.\d{1,2})?)(%?)$/.exec(discountText);
    if (!match) messages.push('--discount must be an amount (20) or a percentage (10%)');
    else discount = { type: match[2] === '%' ? 2 : 1, value: Number(match[1]), name: blank(values['discount-name']) ?? 'Special offer' };
  } else if (blank(values['discount-name'])) messages.push('--discount-name needs --discount');

  let validUntil = addDays(today, 7);
  const until = blank(values['valid-until']);
  const days = blank(values['valid-days']);
  if (until && days) messages.push('--valid-until and --valid-days: give one of them');
  else if (until) {
    if (!isIsoDate(until)) messages.push('--valid-until must be a date (YYYY-MM-DD)');
    validUntil = until;
  } else if (days) {
    if (!/^\d{1,3}$/.test(days)) messages.push('--valid-days must be a number of days');
    else validUntil = addDays(today, Number(days));
  }

  const company = blank(values.company);
  const vatId = blank(values['vat-id']);
  if (vatId && !company) messages.push('--vat-id needs --company');
  const country = blank(values.country)?.toUpperCase() ?? null;
  if (country !== null && !/^[A-Z]{2}$/.test(country)) messages.push('--country must be a two-letter ISO code, e.g. HR');
  const language = (blank(values.language)?.toLowerCase() ?? 'en') as Locale;
  if (!(LOCALES as readonly string[]).includes(language)) messages.push(`--language must be one of ${LOCALES.join(', ')}`);

  if (messages.length > 0) return { ok: false, messages };
  return {
    ok: true,
    request: {
      offer: {
        bookingEngine: engine!,
        from,
        to,
        units,
        promoCode: blank(values['promo-code']),
        discount,
        validUntil,
        booker: {
          isGuest: company === null,
          firstName: company === null ? blank(values['first-name']) : null,
          lastName: company === null ? blank(values['last-name']) : null,
          name: company,
          legalId: vatId,
          email: blank(values.email),
          phone: blank(values.phone),
          address: blank(values.address),
          countryId: country,
          isNewsletterSubscribed: values.newsletter === true,
        },
        language,
      },
      site: blank(values.site)?.replace(/\/+$/, '') ?? null,
    },
  };
}

/** Today (UTC) for --valid-days. */
export const utcToday = (now: Date): string => todayIn('UTC', now);
