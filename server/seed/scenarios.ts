/**
 * The demo scenarios: concrete searches that show each state of the
 * results screen on the demo data — every restriction error (codes 1–9),
 * a sold-out unit type with free dates nearby, a unit type too small for
 * five adults, and the promo codes (percentage, fixed amount, expired) —
 * on Villa Adriatic (unavailable display B) and on the Dalmatia
 * Collection group (display A).
 *
 * Dates are relative to the day the demo was seeded ("today" in
 * Europe/Zagreb). The seed reads this file too: it keeps a unit free on
 * every scenario stay that should be bookable, and the content files take
 * their sold-out windows from here, so a recipe and the data cannot drift
 * apart.
 *
 * Pure and free of node:sqlite, so end-to-end tests can import it:
 *
 *   import { demoScenarios } from '../../server/seed/scenarios.ts';
 *   const s = demoScenarios(new Date()).villaAdriatic.restrictions[1];
 *   // s.search: { bookingEngine, from, to, adults, children, rooms }
 */
import { addDays, daysBetween, eachNight, todayIn, weekday } from '../dates.ts';

export const DEMO_TIMEZONE = 'Europe/Zagreb';

/** Restriction error codes (spec 01 §8): 1–8 rules, 9 closed. */
export type RestrictionCode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export const RESTRICTION_CODES: RestrictionCode[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export type DemoEngineSlug = 'villa-adriatic' | 'dalmatia-collection';

/** A window of nights given as day offsets from the seeding day. */
export interface NightWindow {
  unitTypeId: number;
  /** Offset of the first night. */
  firstNight: number;
  nights: number;
}

/** Villa Adriatic: the Deluxe Double Room (104) is sold out for a week, starting ten days after seeding. */
export const VILLA_SOLD_OUT: NightWindow = { unitTypeId: 104, firstNight: 10, nights: 7 };
/** Dalmatia Collection: Hotel Zadar's Family Room (305) is sold out for a week, starting twenty days after seeding. */
export const GROUP_SOLD_OUT: NightWindow = { unitTypeId: 305, firstNight: 20, nights: 7 };

/** True when the night `offset` days after seeding is in the window. */
export const inWindow = (window: NightWindow, offset: number): boolean => offset >= window.firstNight && offset < window.firstNight + window.nights;

/** The query of GET /api/availability for a scenario (children as ages). */
export interface DemoSearch {
  bookingEngine: DemoEngineSlug;
  from: string;
  to: string;
  adults: number;
  children: number[];
  rooms: number;
  promoCode?: string;
}

/** A stay of one unit type, from a check-in day up to a check-out day. */
export interface DemoStay {
  unitTypeId: number;
  from: string;
  to: string;
}

interface ScenarioBase {
  /** Stable id, e.g. 'villa-adriatic/restriction-1'. */
  id: string;
  engine: DemoEngineSlug;
  /** What the guest sees. */
  title: string;
  /** How the dates are found, relative to the seeding day. */
  recipe: string;
  search: DemoSearch;
  unitTypeId: number;
}

/** The rate `ratePlanId` of `unitTypeId` answers `restrictionErrors: [code]`; the unit type is available. */
export interface RestrictionScenario extends ScenarioBase {
  kind: 'restriction';
  code: RestrictionCode;
  ratePlanId: number;
}

/**
 * The unit type has no free unit on `soldOutNights` (the search's nights
 * lie within them): `available: false, availableUnits: 0`. `freeStays` are
 * stays of the same length within ±15 days of the search's check-in that
 * are bookable (the similar dates of reading B, the free days of the
 * calendar in reading A).
 */
export interface SoldOutScenario extends ScenarioBase {
  kind: 'soldOut';
  soldOutNights: string[];
  freeStays: Array<{ from: string; to: string }>;
}

/** Five adults do not fit: `available: false` although `availableUnits > 0`. */
export interface MaxOccupancyScenario extends ScenarioBase {
  kind: 'maxOccupancy';
  maxOccupancy: number;
}

/** The code applies to `ratePlanId`: `activePromoCode` is set and the total is discounted. */
export interface PromoScenario extends ScenarioBase {
  kind: 'promo';
  ratePlanId: number;
  promoCode: string;
  /** 1 percentage, 2 fixed amount in the engine currency. */
  discountType: 1 | 2;
  discountAmount: number;
}

/** An expired code: the search answers `400 [{ message }]`. */
export interface ExpiredPromoScenario extends ScenarioBase {
  kind: 'expiredPromo';
  promoCode: string;
  message: string;
}

export type DemoScenario = RestrictionScenario | SoldOutScenario | MaxOccupancyScenario | PromoScenario | ExpiredPromoScenario;

export interface EngineScenarios {
  slug: DemoEngineSlug;
  unavailableDisplay: 'A' | 'B';
  restrictions: Record<RestrictionCode, RestrictionScenario>;
  soldOut: SoldOutScenario;
  maxOccupancy: MaxOccupancyScenario;
  promoPercentage: PromoScenario;
  promoFixed: PromoScenario;
  promoExpired: ExpiredPromoScenario;
}

export interface DemoScenarios {
  /** The seeding day the dates hang on (YYYY-MM-DD). */
  today: string;
  villaAdriatic: EngineScenarios;
  dalmatiaCollection: EngineScenarios;
  /** Every scenario of both engines. */
  all: DemoScenario[];
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The first day on or after `date` that falls on `day` (0 Sunday … 6 Saturday). */
export function nextWeekday(date: string, day: number): string {
  return addDays(date, (day - weekday(date) + 7) % 7);
}

/** The first day on or after `date` whose month (1–12) is in `months`. */
function nextInMonths(date: string, months: number[]): string {
  let d = date;
  while (!months.includes(Number(d.slice(5, 7)))) d = addDays(d, 1);
  return d;
}

function stay(engine: DemoEngineSlug, from: string, nights: number, adults = 2, promoCode?: string): DemoSearch {
  return { bookingEngine: engine, from, to: addDays(from, nights), adults, children: [], rooms: 1, ...(promoCode ? { promoCode } : {}) };
}

const nightsText = (n: number): string => `${n} night${n === 1 ? '' : 's'}`;

interface RuleSpec {
  unitTypeId: number;
  ratePlanId: number;
  title: string;
  /** Check-in: a day offset, or the first given weekday on or after an offset, or the first day in given months after an offset. */
  from: { offset: number; weekday?: number; months?: number[]; monthsText?: string };
  nights: number;
}

function restriction(today: string, engine: DemoEngineSlug, code: RestrictionCode, spec: RuleSpec): RestrictionScenario {
  let from = addDays(today, spec.from.offset);
  let when = `today + ${spec.from.offset} days`;
  if (spec.from.weekday !== undefined) {
    from = nextWeekday(from, spec.from.weekday);
    when = `the first ${WEEKDAYS[spec.from.weekday]} on or after ${when}`;
  }
  if (spec.from.months) {
    from = nextInMonths(from, spec.from.months);
    when = `the first day on or after ${when} in ${spec.from.monthsText ?? `months ${spec.from.months.join(', ')}`}`;
  }
  return {
    kind: 'restriction',
    id: `${engine}/restriction-${code}`,
    engine,
    code,
    title: spec.title,
    recipe: `check-in ${when}, ${nightsText(spec.nights)}, 2 adults`,
    search: stay(engine, from, spec.nights),
    unitTypeId: spec.unitTypeId,
    ratePlanId: spec.ratePlanId,
  };
}

function soldOut(today: string, engine: DemoEngineSlug, window: NightWindow, title: string): SoldOutScenario {
  const firstNight = addDays(today, window.firstNight);
  const from = addDays(firstNight, 2);
  const before = addDays(firstNight, -3);
  const after = addDays(firstNight, window.nights);
  return {
    kind: 'soldOut',
    id: `${engine}/sold-out`,
    engine,
    title,
    recipe:
      `sold out on the nights today + ${window.firstNight} to today + ${window.firstNight + window.nights - 1}; ` +
      `search check-in today + ${window.firstNight + 2}, 2 nights, 2 adults; free: check-in today + ${window.firstNight - 3} ` +
      `or today + ${window.firstNight + window.nights}, 2 nights`,
    search: stay(engine, from, 2),
    unitTypeId: window.unitTypeId,
    soldOutNights: eachNight(firstNight, addDays(firstNight, window.nights)),
    freeStays: [
      { from: before, to: addDays(before, 2) },
      { from: after, to: addDays(after, 2) },
    ],
  };
}

function maxOccupancy(today: string, engine: DemoEngineSlug, unitTypeId: number, max: number, title: string): MaxOccupancyScenario {
  return {
    kind: 'maxOccupancy',
    id: `${engine}/max-occupancy`,
    engine,
    title,
    recipe: 'check-in today + 21 days, 2 nights, 5 adults',
    search: stay(engine, addDays(today, 21), 2, 5),
    unitTypeId,
    maxOccupancy: max,
  };
}

function promo(
  today: string,
  engine: DemoEngineSlug,
  code: string,
  discountType: 1 | 2,
  discountAmount: number,
  target: { unitTypeId: number; ratePlanId: number; offset: number; title: string },
): PromoScenario {
  return {
    kind: 'promo',
    id: `${engine}/promo-${discountType === 1 ? 'percentage' : 'fixed'}`,
    engine,
    title: target.title,
    recipe: `check-in today + ${target.offset} days, 3 nights, 2 adults, promo code ${code}`,
    search: stay(engine, addDays(today, target.offset), 3, 2, code),
    unitTypeId: target.unitTypeId,
    ratePlanId: target.ratePlanId,
    promoCode: code,
    discountType,
    discountAmount,
  };
}

function expired(today: string, engine: DemoEngineSlug, unitTypeId: number, offset: number): ExpiredPromoScenario {
  return {
    kind: 'expiredPromo',
    id: `${engine}/promo-expired`,
    engine,
    title: 'EASTER15 expired: "Invalid code" under the promo widget',
    recipe: `check-in today + ${offset} days, 3 nights, 2 adults, promo code EASTER15`,
    search: stay(engine, addDays(today, offset), 3, 2, 'EASTER15'),
    unitTypeId,
    promoCode: 'EASTER15',
    message: 'Promo code is invalid',
  };
}

function villaAdriatic(today: string): EngineScenarios {
  const e: DemoEngineSlug = 'villa-adriatic';
  const SUN = 0;
  const TUE = 2;
  const MON = 1;
  return {
    slug: e,
    unavailableDisplay: 'B',
    restrictions: {
      1: restriction(today, e, 1, {
        unitTypeId: 101,
        ratePlanId: 1011,
        title: 'Studio Marjan, Flexible rate: minimum stay 2 nights (MinStayError)',
        from: { offset: 14, weekday: TUE },
        nights: 1,
      }),
      2: restriction(today, e, 2, {
        unitTypeId: 102,
        ratePlanId: 1021,
        title: 'Apartment Riva, Flexible rate: at most 21 nights (MaxStayError)',
        from: { offset: 30, weekday: MON },
        nights: 22,
      }),
      3: restriction(today, e, 3, {
        unitTypeId: 101,
        ratePlanId: 1011,
        title: 'Studio Marjan, Flexible rate: no arrivals on Sundays (NoCheckInError)',
        from: { offset: 14, weekday: SUN },
        nights: 2,
      }),
      4: restriction(today, e, 4, {
        unitTypeId: 102,
        ratePlanId: 1021,
        title: 'Apartment Riva, Flexible rate: no departures on Wednesdays (NoCheckOutError)',
        from: { offset: 14, weekday: SUN },
        nights: 3,
      }),
      5: restriction(today, e, 5, {
        unitTypeId: 102,
        ratePlanId: 1023,
        title: 'Apartment Riva, Early booker −15 %: book 30 days ahead (MinAdvanceReservationError)',
        from: { offset: 10 },
        nights: 3,
      }),
      6: restriction(today, e, 6, {
        unitTypeId: 104,
        ratePlanId: 1043,
        title: 'Deluxe Double Room, Last minute: arrivals within 7 days (MaxAdvanceReservationError)',
        from: { offset: 21 },
        nights: 2,
      }),
      7: restriction(today, e, 7, {
        unitTypeId: 103,
        ratePlanId: 1033,
        title: 'Two-Bedroom Sea View, Weekly stay: at least 7 nights (MinStayArrivalError)',
        from: { offset: 21 },
        nights: 3,
      }),
      8: restriction(today, e, 8, {
        unitTypeId: 103,
        ratePlanId: 1033,
        title: 'Two-Bedroom Sea View, Weekly stay: at most 14 nights (MaxStayArrivalError)',
        from: { offset: 21 },
        nights: 15,
      }),
      9: restriction(today, e, 9, {
        unitTypeId: 106,
        ratePlanId: 1063,
        title: 'Penthouse, Winter special: closed from April to October (ClosedError, rate hidden)',
        from: { offset: 60, months: [4, 5, 6, 7, 8, 9, 10], monthsText: 'April to October' },
        nights: 3,
      }),
    },
    soldOut: soldOut(today, e, VILLA_SOLD_OUT, 'Deluxe Double Room sold out for a week: "Unit not available" with similar dates'),
    maxOccupancy: maxOccupancy(today, e, 101, 2, 'Studio Marjan (max 2) for 5 adults: "Unit not available"'),
    promoPercentage: promo(today, e, 'SUMMER10', 1, 10, {
      unitTypeId: 103,
      ratePlanId: 1031,
      offset: 21,
      title: 'SUMMER10: 10 % off the Two-Bedroom Sea View Flexible rate (not on non-refundable rates)',
    }),
    promoFixed: promo(today, e, 'WELCOME20', 2, 20, {
      unitTypeId: 103,
      ratePlanId: 1031,
      offset: 21,
      title: 'WELCOME20: 20 EUR off every rate',
    }),
    promoExpired: expired(today, e, 103, 21),
  };
}

function dalmatiaCollection(today: string): EngineScenarios {
  const e: DemoEngineSlug = 'dalmatia-collection';
  const SUN = 0;
  const TUE = 2;
  const THU = 4;
  return {
    slug: e,
    unavailableDisplay: 'A',
    restrictions: {
      1: restriction(today, e, 1, {
        unitTypeId: 401,
        ratePlanId: 4011,
        title: 'Apartments Bačvice A1, Flexible rate: minimum stay 3 nights (MinStayError)',
        from: { offset: 14, weekday: TUE },
        nights: 1,
      }),
      2: restriction(today, e, 2, {
        unitTypeId: 306,
        ratePlanId: 3063,
        title: 'Hotel Zadar Deluxe Balcony, City break: at most 4 nights (MaxStayError)',
        from: { offset: 28 },
        nights: 5,
      }),
      3: restriction(today, e, 3, {
        unitTypeId: 403,
        ratePlanId: 4031,
        title: 'Apartments Bačvice B1, Flexible rate: no arrivals on Sundays (NoCheckInError)',
        from: { offset: 14, weekday: SUN },
        nights: 3,
      }),
      4: restriction(today, e, 4, {
        unitTypeId: 503,
        ratePlanId: 5031,
        title: 'Peristil Superior Room, Flexible rate: no departures on Sundays (NoCheckOutError)',
        from: { offset: 14, weekday: THU },
        nights: 3,
      }),
      5: restriction(today, e, 5, {
        unitTypeId: 303,
        ratePlanId: 3033,
        title: 'Hotel Zadar Junior Suite, Early booking −20 %: book 60 days ahead (MinAdvanceReservationError)',
        from: { offset: 14 },
        nights: 2,
      }),
      6: restriction(today, e, 6, {
        unitTypeId: 501,
        ratePlanId: 5013,
        title: 'Peristil Classic Room, Last minute −15 %: arrivals within 3 days (MaxAdvanceReservationError)',
        from: { offset: 21 },
        nights: 2,
      }),
      7: restriction(today, e, 7, {
        unitTypeId: 402,
        ratePlanId: 4023,
        title: 'Apartments Bačvice A2, Weekly stay: at least 7 nights (MinStayArrivalError)',
        from: { offset: 21 },
        nights: 3,
      }),
      8: restriction(today, e, 8, {
        unitTypeId: 402,
        ratePlanId: 4023,
        title: 'Apartments Bačvice A2, Weekly stay: at most 14 nights (MaxStayArrivalError)',
        from: { offset: 21 },
        nights: 15,
      }),
      9: restriction(today, e, 9, {
        unitTypeId: 302,
        ratePlanId: 3023,
        title: 'Hotel Zadar Superior Sea View, Summer half board: closed from October to May (ClosedError, rate hidden)',
        from: { offset: 14, months: [1, 2, 3, 4, 5, 10, 11, 12], monthsText: 'October to May' },
        nights: 2,
      }),
    },
    soldOut: soldOut(today, e, GROUP_SOLD_OUT, 'Hotel Zadar Family Room sold out for a week: the availability calendar replaces the prices'),
    maxOccupancy: maxOccupancy(today, e, 301, 2, 'Hotel Zadar Standard Double (max 2) for 5 adults: "Unit not available", "Max occupancy exceeded"'),
    promoPercentage: promo(today, e, 'SUMMER10', 1, 10, {
      unitTypeId: 302,
      ratePlanId: 3021,
      offset: 30,
      title: 'SUMMER10: 10 % off every rate of the collection',
    }),
    promoFixed: promo(today, e, 'WELCOME20', 2, 20, {
      unitTypeId: 302,
      ratePlanId: 3021,
      offset: 30,
      title: 'WELCOME20: 20 EUR off every rate of the collection',
    }),
    promoExpired: expired(today, e, 302, 30),
  };
}

function flatten(engine: EngineScenarios): DemoScenario[] {
  return [
    ...RESTRICTION_CODES.map((code) => engine.restrictions[code]),
    engine.soldOut,
    engine.maxOccupancy,
    engine.promoPercentage,
    engine.promoFixed,
    engine.promoExpired,
  ];
}

/**
 * The demo scenarios with concrete dates for a seeding day: a
 * `YYYY-MM-DD` day, or an instant (its day in Europe/Zagreb).
 * @example demoScenarios('2027-03-01').villaAdriatic.restrictions[1].search
 * // { bookingEngine: 'villa-adriatic', from: '2027-03-16', to: '2027-03-17', adults: 2, children: [], rooms: 1 }
 */
export function demoScenarios(today: string | Date = new Date()): DemoScenarios {
  const day = typeof today === 'string' ? today : todayIn(DEMO_TIMEZONE, today);
  const villa = villaAdriatic(day);
  const group = dalmatiaCollection(day);
  return { today: day, villaAdriatic: villa, dalmatiaCollection: group, all: [...flatten(villa), ...flatten(group)] };
}

/**
 * Stays the seed keeps at least one unit free on: every scenario stay
 * that should be bookable (or, for five adults, have units left).
 */
export function staysToKeepFree(scenarios: DemoScenarios): DemoStay[] {
  const stays: DemoStay[] = [];
  for (const s of scenarios.all) {
    if (s.kind === 'soldOut') {
      for (const free of s.freeStays) stays.push({ unitTypeId: s.unitTypeId, ...free });
    } else {
      stays.push({ unitTypeId: s.unitTypeId, from: s.search.from, to: s.search.to });
    }
  }
  return stays;
}

/**
 * The query string values of GET /api/availability for a search.
 * @example availabilityQuery(s.search) // { bookingEngine: 'villa-adriatic', from: '2027-03-16', …, children: '' }
 */
export function availabilityQuery(search: DemoSearch): Record<string, string> {
  const query: Record<string, string> = {
    bookingEngine: search.bookingEngine,
    from: search.from,
    to: search.to,
    adults: String(search.adults),
    children: search.children.join(','),
    rooms: String(search.rooms),
  };
  if (search.promoCode) query.promoCode = search.promoCode;
  return query;
}

/** Nights of a scenario search. */
export const nightsOf = (search: DemoSearch): number => daysBetween(search.from, search.to);
