/**
 * The availability answer (spec 01 §3.4 initial load payload): unit types
 * with their rates for a stay and an occupancy, computed from inventory,
 * nightly prices, restrictions and promo codes, plus the engine's
 * services, payment methods, fees and tourist taxes.
 */
import { engineInLanguage, paymentMethodsIn } from '../src/lib/settings/property-texts.ts';
import type { BookingEngine, ExchangeRates, Locale } from '../src/lib/types.ts';
import type { Queryable } from './store/queries.ts';
import { addDays, eachNight, toUnixSeconds, zonedMidnight } from './dates.ts';
import { ApiError } from './errors.ts';
import { minimumRate, priceRate } from '../src/lib/pricing/stay-price.ts';
import { guestsPerUnit, priceBeforeTax, ratePricingFields, type ChildrenCategory, type Guests, type NightlyPrice } from './pricing.ts';
import type { EngineContext } from './repo/bookingEngines.ts';
import {
  availableUnitsOf,
  findPromoCode,
  inventoryFrom,
  loadChildrenCategoriesOf,
  loadDailyPricesOf,
  loadFees,
  loadIncludedServicesOf,
  loadNightlyPricesOf,
  loadRatePlanImagesOf,
  loadRatePlansOf,
  loadRestrictionsOf,
  loadServices,
  loadUnitTypeAmenitiesOf,
  loadUnitTypeImagesOf,
  loadUnitTypes,
  touristTaxRatesOn,
  withClosedNight,
  type Amenity,
  type Image,
  type IncludedService,
  type FeeRecord,
  type PromoCodeRecord,
  type RatePlanRecord,
  type ServiceRecord,
  type TouristTaxRate,
  type UnitTypeRecord,
} from './repo/catalogue.ts';
import { restrictionErrors, type Restriction } from './restrictions.ts';
import type {
  ActivePromoCode,
  AvailabilityPayload,
  ChildrenCategoryOut,
  Fee,
  Rate,
  Service,
  TouristTax,
  UnitType,
} from '../src/lib/search/availability-contract.ts';

export type {
  ChildrenCategoryOut,
  Rate,
  UnitTypeEngine,
  UnitType,
  DailyPrice,
  Service,
  Fee,
  TouristTax,
  AvailabilityPayload,
} from '../src/lib/search/availability-contract.ts';

export const PROMO_CODE_INVALID = 'Promo code is invalid';

/** A validated availability search. */
export interface AvailabilitySearch {
  from: string;
  to: string;
  adults: number;
  childrenAges: number[];
  rooms: number;
  promoCode: string | null;
  /** A unit type id or uuid, as sent. */
  unitTypeId: string | null;
  location: string | null;
  bookingEngineId: number | null;
  language: Locale;
  currency: string;
}

interface StayContext {
  db: Queryable;
  search: AvailabilitySearch;
  nights: string[];
  guests: Guests;
  hoursUntilArrival: number;
  promo: PromoCodeRecord | null;
}

/**
 * What a search reads of its unit types and their rate plans, each kind in
 * one query for all of them (`loadSearchCatalogue`), by unit type or rate
 * plan id: a property of 50 unit types is about 15 queries, not 1,400.
 */
interface SearchCatalogue {
  available: Map<number, number>;
  images: Map<number, Image[]>;
  amenities: Map<number, Amenity[]>;
  unitCategories: Map<number, ChildrenCategory[]>;
  plans: Map<number, RatePlanRecord[]>;
  prices: Map<number, NightlyPrice[]>;
  planCategories: Map<number, ChildrenCategory[]>;
  /** The restriction row of each rate plan that has one on the arrival day. */
  arrivalRestrictions: ReadonlyMap<number, Restriction>;
  /** The same on the departure day. */
  departureRestrictions: ReadonlyMap<number, Restriction>;
  closed: Set<number>;
  included: Map<number, IncludedService[]>;
  planImages: Map<number, Image[]>;
}

/**
 * Keeps what no stay changes for the requests of one catalogue version
 * (`availabilityCache.ts`: unit types, rate plans, their texts, images and
 * categories, services and fees); by default reads it each time.
 */
export interface Memo extends Kept {
  /** Whether it keeps what it reads: without, a stay's nights are read in one query of each kind, not night by night. */
  readonly keeps: boolean;
  /**
   * The same for what the inventory sets (a night's free units), which
   * bookings and cancellations change: kept until the inventory's version
   * moves, where the rest is kept until the catalogue's does.
   */
  readonly ofInventory: Kept;
}

/**
 * A value read once under its key and kept, or read each time. With
 * `bytesOf`, the value counts towards the kept answers' bound (a date's
 * nights, free units or extras: `keptByDate`).
 */
export type Kept = <T>(key: string, compute: () => Promise<T>, bytesOf?: (value: T) => number) => Promise<T>;

const readEveryTime: Kept = (_key, compute) => compute();
/** Reads everything each time. */
export const readEachTime: Memo = Object.assign(readEveryTime, { keeps: false, ofInventory: readEveryTime });

/** `read` with what it keeps of the inventory read each time instead (`AvailabilityCache.settledFor`). */
export const readingInventory = (read: Kept): Memo => Object.assign(read, { keeps: true, ofInventory: readEveryTime });

/** What the catalogue holds on one night for a search's rate plans. */
interface Night {
  /** The night's price of each rate plan that has one. */
  prices: Map<number, NightlyPrice>;
  /** The restriction row of each rate plan that has one on the date. */
  restrictions: Map<number, Restriction>;
}

/** Units free (total − booked) on one night of each unit type with an inventory row. */
type FreeUnits = Map<number, number>;

/** About what a night's values hold in memory, for the kept answers' bound. */
const nightBytes = (night: Night): number => 64 + 200 * night.prices.size + 180 * night.restrictions.size;
const freeUnitsBytes = (free: FreeUnits): number => 64 + 40 * free.size;

/** Restrictions read by `{rate plan id} {date}` (`loadRestrictionsOf`), by date and rate plan. */
function restrictionsByDate(read: Map<string, Restriction>): Map<string, Map<number, Restriction>> {
  const byDate = new Map<string, Map<number, Restriction>>();
  for (const [key, restriction] of read) {
    const space = key.indexOf(' ');
    const date = key.slice(space + 1);
    const plans = byDate.get(date) ?? new Map<number, Restriction>();
    plans.set(Number(key.slice(0, space)), restriction);
    byDate.set(date, plans);
  }
  return byDate;
}

/** The dates from `from` to `to`, both included. */
const datesThrough = (from: string, to: string): string[] => [...eachNight(from, to), to];

/**
 * Each date's prices and restrictions of the rate plans from `from` to `to`
 * (both included), one query of each kind.
 */
async function loadNights(db: Queryable, planIds: readonly number[], from: string, to: string): Promise<Map<string, Night>> {
  const dates = datesThrough(from, to);
  const nights = new Map<string, Night>(dates.map((date) => [date, { prices: new Map(), restrictions: new Map() }]));
  for (const [plan, prices] of await loadNightlyPricesOf(db, planIds, from, addDays(to, 1))) {
    for (const price of prices) nights.get(price.date)?.prices.set(plan, price);
  }
  for (const [date, restrictions] of restrictionsByDate(await loadRestrictionsOf(db, planIds, dates))) {
    const night = nights.get(date);
    if (night) night.restrictions = restrictions;
  }
  return nights;
}

/** Each date's free units of the unit types from `from` to `to` (both included), in one query. */
async function loadFreeUnits(db: Queryable, unitIds: readonly number[], from: string, to: string): Promise<Map<string, FreeUnits>> {
  const read = await inventoryFrom(db, unitIds, from, to);
  return new Map(datesThrough(from, to).map((date) => [date, read.get(date) ?? new Map()]));
}

/**
 * Each of `dates`' values, kept once read under `key` and the date (`memo`,
 * counted by `bytesOf`): `read` is called once, on the first date not kept,
 * and gives every date of `covered` (the dates not kept yet and those
 * around them). From the moment the read starts, each covered date waits
 * on it: searches of nearby stays asked meanwhile (fifty guests trying
 * the days of one week) share the one read instead of each reading its
 * own week. With a memo that keeps nothing, `read` is still called only once.
 */
async function keptByDate<T>(
  memo: Kept,
  key: string,
  dates: readonly string[],
  covered: readonly string[],
  bytesOf: (value: T) => number,
  read: () => Promise<Map<string, T>>,
): Promise<T[]> {
  const dateOf = (values: Map<string, T>, date: string): T => {
    const value = values.get(date);
    if (value === undefined) throw new Error(`${key}: ${date} is not among the dates read`);
    return value;
  };
  let reading: Promise<Map<string, T>> | undefined;
  /** Starts the read on the first date not kept (`first`, which the memo is keeping already) and keeps the others it covers. */
  const readOnce = (first: string) => {
    if (!reading) {
      const started = read();
      reading = started;
      // A failed read is not kept (the memo forgets it) and fails the searches waiting on it, each with its own error.
      for (const date of covered) {
        if (date !== first) memo(`${key} ${date}`, async () => dateOf(await started, date), bytesOf).catch(() => undefined);
      }
    }
    return reading;
  };
  const values: T[] = [];
  for (const date of dates) values.push(await memo(`${key} ${date}`, async () => dateOf(await readOnce(date), date), bytesOf));
  return values;
}

/** Days read with a stay's nights when one of them is not kept: the week from its arrival (`stayFromNights`). */
const READ_AHEAD_DAYS = 7;

/**
 * The dates read with a stay whose dates are not all kept, in order: guests
 * try the days around a stay, and a week's rows cost little more than a
 * night's query, so the week from the arrival, or up to the departure if later.
 */
function readAheadDates(from: string, to: string): string[] {
  const ahead = addDays(from, READ_AHEAD_DAYS);
  return datesThrough(from, ahead > to ? ahead : to);
}

/**
 * The stay's prices, restrictions, closed rate plans and free units from
 * the dates it spans, each date kept once read (`keptByDate`: prices and
 * restrictions for the catalogue's version, free units for the
 * inventory's, so a booking drops only those): searches of other stays
 * share their nights. The same values as the range queries
 * `loadSearchCatalogue` makes without a memo that keeps.
 */
async function stayFromNights(
  db: Queryable,
  unitIds: readonly number[],
  planIds: readonly number[],
  search: AvailabilitySearch,
  nights: readonly string[],
  memo: Memo,
): Promise<Pick<SearchCatalogue, 'available' | 'prices' | 'arrivalRestrictions' | 'departureRestrictions' | 'closed'>> {
  const covered = readAheadDates(search.from, search.to);
  const last = covered.at(-1)!;
  const [dates, freeByNight] = await Promise.all([
    keptByDate(memo, `unit types ${unitIds.join(',')} night`, [...nights, search.to], covered, nightBytes, () => loadNights(db, planIds, search.from, last)),
    keptByDate(memo.ofInventory, `unit types ${unitIds.join(',')} free`, nights, covered, freeUnitsBytes, () => loadFreeUnits(db, unitIds, search.from, last)),
  ]);
  const stay = dates.slice(0, -1);
  const departure = dates.at(-1)!;
  const arrival = stay[0] ?? departure;
  const available = new Map<number, number>();
  for (const unit of unitIds) {
    let free = Number.POSITIVE_INFINITY;
    for (const night of freeByNight) free = Math.min(free, night.get(unit) ?? Number.NEGATIVE_INFINITY);
    available.set(unit, freeByNight.length > 0 && free > 0 ? free : 0);
  }
  const prices = new Map<number, NightlyPrice[]>();
  const closed = new Set<number>();
  for (const plan of planIds) {
    const priced: NightlyPrice[] = [];
    for (const night of stay) {
      const price = night.prices.get(plan);
      if (price) priced.push(price);
      if (night.restrictions.get(plan)?.closed) closed.add(plan);
    }
    prices.set(plan, priced);
  }
  // The kept nights' own maps, read only.
  return { available, prices, arrivalRestrictions: arrival.restrictions, departureRestrictions: departure.restrictions, closed };
}

async function loadSearchCatalogue(
  db: Queryable,
  units: readonly UnitTypeRecord[],
  search: AvailabilitySearch,
  nights: readonly string[],
  memo: Memo,
): Promise<SearchCatalogue> {
  const unitIds = units.map((unit) => unit.id);
  const language = search.language;
  const ofUnits = `unit types ${unitIds.join(',')}`;
  const plans = await memo(`${ofUnits} plans ${language}`, () => loadRatePlansOf(db, unitIds, language));
  const planIds = [...plans.values()].flat().map((plan) => plan.id);
  const ofPlans = `rate plans ${planIds.join(',')}`;
  const stay = memo.keeps
    ? await stayFromNights(db, unitIds, planIds, search, nights, memo)
    : {
        available: await availableUnitsOf(db, unitIds, search.from, search.to, nights.length),
        prices: await loadNightlyPricesOf(db, planIds, search.from, search.to),
        ...(await loadRestrictionsOf(db, planIds, [search.from, search.to]).then((read) => {
          const byDate = restrictionsByDate(read);
          return { arrivalRestrictions: byDate.get(search.from) ?? new Map(), departureRestrictions: byDate.get(search.to) ?? new Map() };
        })),
        closed: await withClosedNight(db, planIds, search.from, search.to),
      };
  return {
    ...stay,
    images: await memo(`${ofUnits} images`, () => loadUnitTypeImagesOf(db, unitIds)),
    amenities: await memo(`${ofUnits} amenities ${language}`, () => loadUnitTypeAmenitiesOf(db, unitIds, language)),
    unitCategories: await memo(`${ofUnits} children categories`, () => loadChildrenCategoriesOf(db, 'unit_type_id', unitIds)),
    plans,
    planCategories: await memo(`${ofPlans} children categories`, () => loadChildrenCategoriesOf(db, 'rate_plan_id', planIds)),
    included: await memo(`${ofPlans} included ${language}`, () => loadIncludedServicesOf(db, planIds, language)),
    planImages: await memo(`${ofPlans} images`, () => loadRatePlanImagesOf(db, planIds)),
  };
}

function categoriesOut(categories: ChildrenCategory[], vatRate: number | null): ChildrenCategoryOut[] {
  return categories.map((category) => ({
    ...category,
    nominalValueBeforeTax: category.nominalValue === null ? null : priceBeforeTax(category.nominalValue, vatRate),
  }));
}

const vatOf = (engine: { isVatRegistered: boolean; vatRate: number }, override: number | null = null): number | null =>
  engine.isVatRegistered ? (override ?? engine.vatRate) : null;

/**
 * The promo code for the search, when one is given: it must exist on the
 * engine, be active and cover every night of the stay.
 * @throws ApiError 400 'Promo code is invalid'
 */
export async function validPromoCode(db: Queryable, engineId: number, search: AvailabilitySearch, nights: string[]): Promise<PromoCodeRecord | null> {
  if (search.promoCode === null) return null;
  const promo = await findPromoCode(db, engineId, search.promoCode, search.language);
  const lastNight = nights[nights.length - 1];
  if (!promo || promo.validFrom > search.from || promo.validTo < lastNight) {
    throw new ApiError(400, [PROMO_CODE_INVALID]);
  }
  return promo;
}

function rateFor(stay: StayContext, catalogue: SearchCatalogue, unit: UnitTypeRecord, plan: RatePlanRecord, units: number, engine: BookingEngine): Rate {
  const { nights } = stay;
  const prices = catalogue.prices.get(plan.id) ?? [];
  const ownCategories = catalogue.planCategories.get(plan.id) ?? [];
  const categories = ownCategories.length > 0 ? ownCategories : (catalogue.unitCategories.get(unit.id) ?? []);
  const arrival = catalogue.arrivalRestrictions.get(plan.id) ?? null;
  const departure = catalogue.departureRestrictions.get(plan.id) ?? null;
  const priced = prices.length === nights.length;
  const errors = restrictionErrors({
    nights: nights.length,
    arrival,
    departure,
    anyNightClosed: !priced || catalogue.closed.has(plan.id),
    hoursUntilArrival: stay.hoursUntilArrival,
  });

  const promo = stay.promo && priced && (stay.promo.ratePlanIds.length === 0 || stay.promo.ratePlanIds.includes(plan.id)) ? stay.promo : null;
  const activePromoCode: ActivePromoCode | null = promo
    ? { name: promo.name, code: promo.code, discountAmount: promo.discountAmount, discountType: promo.discountType }
    : null;
  // The wire pricing data, priced with the site's own pricing for the searched guests.
  const pricing = ratePricingFields(plan.kind, priced ? prices : [], unit.maxOccupancy, categoriesOut(categories, vatOf(engine)), activePromoCode);
  const price = priced
    ? priceRate({ nights: nights.length, activePromoCode, ...pricing }, unit, stay.guests)
    : { totalRate: 0, totalRateBeforeDiscount: 0, averageRatePerNight: 0 };
  const included = catalogue.included.get(plan.id) ?? [];
  const first = prices[0];

  return {
    ratePlanId: plan.id,
    rateId: plan.id,
    ratePlanName: plan.name,
    name: plan.name,
    unitTypeId: unit.id,
    isBookable: errors.length === 0 && units > 0,
    isPackageDeal: plan.isPackageDeal,
    promote: plan.promote,
    restrictionErrors: errors,
    minStay: arrival?.minStay ?? null,
    maxStay: arrival?.maxStay ?? null,
    minAdvanceReservation: arrival?.minAdvanceHours ?? null,
    maxAdvanceReservation: arrival?.maxAdvanceHours ?? null,
    minStayArrival: arrival?.minStayArrival ?? null,
    maxStayArrival: arrival?.maxStayArrival ?? null,
    nights: nights.length,
    totalRate: price.totalRate,
    totalRateBeforeDiscount: price.totalRateBeforeDiscount,
    averageRatePerNight: price.averageRatePerNight,
    isPaxRate: pricing.isPaxRate,
    paxValues: pricing.paxValues,
    isPPPDRate: pricing.isPPPDRate,
    pricePerPerson: first?.pricePerPerson ?? null,
    firstNightBasePrice: first?.firstNightBasePrice ?? null,
    childrenCategories: pricing.childrenCategories,
    activePromoCode,
    policy: plan.policy,
    includedServices: included.map((service) => service.name),
    services: included,
    images: catalogue.planImages.get(plan.id) ?? [],
    packageDescription: plan.packageDescription,
    rateNote: plan.rateNote,
    isTouristTaxIncluded: plan.isTouristTaxIncluded,
    dailyPrices: pricing.dailyPrices,
    pppdBasis: pricing.pppdBasis,
  };
}

function unitTypeFor(stay: StayContext, catalogue: SearchCatalogue, unit: UnitTypeRecord, engine: BookingEngine, group: BookingEngine | null): UnitType {
  const units = catalogue.available.get(unit.id) ?? 0;
  const persons = stay.guests.adults + stay.guests.childrenAges.length;
  const rates = (catalogue.plans.get(unit.id) ?? []).map((plan) => rateFor(stay, catalogue, unit, plan, units, engine));
  return {
    unitTypeId: unit.id,
    unitTypeUuid: unit.uuid,
    unitTypeName: unit.name,
    name: unit.name,
    description: unit.description,
    images: catalogue.images.get(unit.id) ?? [],
    amenities: catalogue.amenities.get(unit.id) ?? [],
    city: unit.city,
    unitTypeCity: unit.city,
    latitude: unit.latitude,
    longitude: unit.longitude,
    unitTypeSlug: engine.slug,
    groupBESlug: group?.slug ?? null,
    isGroupBookingEngine: group !== null,
    bookingEngineId: engine.id,
    maxOccupancy: unit.maxOccupancy,
    standardOccupancy: unit.standardOccupancy,
    minOccupancy: unit.minOccupancy,
    maxOccupancyAdults: unit.maxOccupancyAdults,
    minOccupancyAdults: unit.minOccupancyAdults,
    maxOccupancyChildren: unit.maxOccupancyChildren,
    minOccupancyChildren: unit.minOccupancyChildren,
    childrenAge: unit.childrenAge,
    childrenAllowed: unit.childrenAllowed,
    childrenFreeOfCharge: unit.childrenFreeOfCharge,
    childrenExtraCharge: unit.childrenExtraCharge,
    hasExtraPersonCharge: unit.hasExtraPersonCharge,
    extraPersonCharge: unit.extraPersonCharge,
    childrenCategories: categoriesOut(catalogue.unitCategories.get(unit.id) ?? [], vatOf(engine)),
    available: units > 0 && persons <= unit.maxOccupancy,
    availableUnits: units,
    checkInBegin: unit.checkInBegin,
    checkInEnd: unit.checkInEnd,
    checkOutBegin: unit.checkOutBegin,
    checkOutEnd: unit.checkOutEnd,
    smokingAllowed: unit.smokingAllowed,
    petsAllowed: unit.petsAllowed,
    rates,
    minimumRate: minimumRate(rates, unit, stay.guests),
    bookingEngine: {
      id: engine.id,
      slug: engine.slug,
      name: engine.name,
      currency: engine.currency,
      isVatRegistered: engine.isVatRegistered,
      vatRate: engine.vatRate,
    },
  };
}

/** Days a service is delivered on: the nights, less arrival / plus departure as configured. */
function serviceDays(nights: string[], to: string, excludeArrival: boolean, includeDeparture: boolean): string[] {
  const days = excludeArrival ? nights.slice(1) : [...nights];
  if (includeDeparture) days.push(to);
  return days.length > 0 ? days : [nights[0]];
}

/** What one day holds for an engine's services, fees and tourist tax. */
interface ExtrasDay {
  /** The day's price of each service that has one. */
  services: Map<number, number>;
  /** The day's price of each fee that has one. */
  fees: Map<number, number>;
  /** Each engine's tourist tax rate on the day, or null. */
  touristTaxes: Map<number, TouristTaxRate | null>;
}

const extrasBytes = (day: ExtrasDay): number => 64 + 40 * (day.services.size + day.fees.size) + 80 * day.touristTaxes.size;

/** The days' prices of the services and fees and the engines' tourist tax rates, one query of each kind. */
async function loadExtrasDays(
  db: Queryable,
  engineIds: readonly number[],
  serviceIds: readonly number[],
  feeIds: readonly number[],
  dates: readonly string[],
): Promise<Map<string, ExtrasDay>> {
  const services = await loadDailyPricesOf(db, 'service', serviceIds, dates);
  const fees = await loadDailyPricesOf(db, 'fee', feeIds, dates);
  const taxes = await touristTaxRatesOn(db, engineIds, dates);
  const days = new Map<string, ExtrasDay>();
  for (const date of dates) {
    const day: ExtrasDay = { services: new Map(), fees: new Map(), touristTaxes: new Map() };
    for (const [id, prices] of services) if (prices.has(date)) day.services.set(id, prices.get(date)!);
    for (const [id, prices] of fees) if (prices.has(date)) day.fees.set(id, prices.get(date)!);
    for (const engineId of engineIds) day.touristTaxes.set(engineId, taxes.get(engineId)!.get(date) ?? null);
    days.set(date, day);
  }
  return days;
}

/**
 * The stay's days (its nights and the departure day) for the engines'
 * extras, each kept once read like the nights (`keptByDate`, read with
 * the rest of the week from the arrival).
 */
async function extrasOfStay(
  db: Queryable,
  engineIds: readonly number[],
  services: readonly ServiceRecord[],
  fees: readonly FeeRecord[],
  search: AvailabilitySearch,
  nights: readonly string[],
  memo: Memo,
): Promise<Map<string, ExtrasDay>> {
  const serviceIds = services.map((service) => service.id);
  const feeIds = fees.map((fee) => fee.id);
  const dates = [...nights, search.to];
  const covered = readAheadDates(search.from, search.to);
  const days = await keptByDate(memo, `engines ${engineIds.join(',')} extras`, dates, covered, extrasBytes, () =>
    loadExtrasDays(db, engineIds, serviceIds, feeIds, covered),
  );
  return new Map(dates.map((date, index) => [date, days[index]!]));
}

function servicesFor(
  engines: BookingEngine[],
  services: readonly ServiceRecord[],
  days: Map<string, ExtrasDay>,
  search: AvailabilitySearch,
  nights: string[],
  categoriesOf: Map<number, ChildrenCategory[]>,
): Service[] {
  const byId = new Map(engines.map((engine) => [engine.id, engine]));
  const out: Service[] = [];
  for (const service of services) {
    const engine = byId.get(service.bookingEngineId)!;
    const vat = vatOf(engine, service.vatRate);
    const serviceDates = serviceDays(nights, search.to, service.excludeArrival, service.includeDeparture);
    // A service without a price for one of its days is not on sale for this stay.
    if (serviceDates.some((day) => !days.get(day)?.services.has(service.id))) continue;
    const dailyPrices = serviceDates.map((date) => {
      const price = days.get(date)!.services.get(service.id)!;
      return { date, price, priceBeforeTax: priceBeforeTax(price, vat) };
    });
    out.push({
      id: service.id,
      bookingEngineId: service.bookingEngineId,
      name: service.name,
      description: service.description,
      quantity: service.isMandatory ? 1 : 0,
      price: dailyPrices[0].price,
      priceBeforeTax: dailyPrices[0].priceBeforeTax,
      isMandatory: service.isMandatory,
      isMandatoryQuantityUpdate: service.isMandatoryQuantityUpdate,
      isIncluded: service.isIncluded,
      paymentType: service.paymentType,
      pricingType: service.pricingType,
      pricingDynamic: service.pricingDynamic,
      excludeArrival: service.excludeArrival,
      includeDeparture: service.includeDeparture,
      dailyPrices,
      childrenDifferentThanAdults: service.childrenDifferentThanAdults,
      childrenCategories: categoriesOut(categoriesOf.get(service.id) ?? [], vat),
    });
  }
  return out;
}

function feesFor(
  engines: BookingEngine[],
  fees: readonly FeeRecord[],
  days: Map<string, ExtrasDay>,
  nights: string[],
  categoriesOf: Map<number, ChildrenCategory[]>,
): Fee[] {
  const byId = new Map(engines.map((engine) => [engine.id, engine]));
  return fees.map((fee) => {
    const vat = vatOf(byId.get(fee.bookingEngineId)!, fee.vatRate);
    return {
      id: fee.id,
      bookingEngineId: fee.bookingEngineId,
      name: fee.name,
      dailyPrices: nights.flatMap((date) => {
        const price = days.get(date)?.fees.get(fee.id);
        return price === undefined ? [] : [{ date, price, priceBeforeTax: priceBeforeTax(price, vat) }];
      }),
      pricingType: fee.pricingType,
      childrenDifferentThanAdults: fee.childrenDifferentThanAdults,
      childrenCategories: categoriesOut(categoriesOf.get(fee.id) ?? [], vat),
      ratePlanIds: fee.ratePlanIds,
      unitTypeIds: fee.unitTypeIds,
    };
  });
}

/** One entry per engine and night with the per-person amounts of that night. */
function touristTaxesFor(engines: BookingEngine[], days: Map<string, ExtrasDay>, nights: string[]): TouristTax[] {
  const out: TouristTax[] = [];
  for (const engine of engines) {
    for (const date of nights) {
      const rate = days.get(date)?.touristTaxes.get(engine.id);
      if (rate) out.push({ bookingEngineId: engine.id, date, ...rate });
    }
  }
  return out;
}

/**
 * The engines' services, fees and tourist taxes for the stay (what no stay
 * changes of them kept by `memo`, their prices by day).
 */
async function extrasFor(
  db: Queryable,
  engines: BookingEngine[],
  search: AvailabilitySearch,
  nights: string[],
  memo: Memo,
): Promise<Pick<AvailabilityPayload, 'services' | 'fees' | 'touristTaxes'>> {
  const engineIds = engines.map((engine) => engine.id);
  const ofEngines = `engines ${engineIds.join(',')}`;
  const services = await memo(`${ofEngines} services ${search.language}`, () => loadServices(db, engineIds, search.language));
  const fees = await memo(`${ofEngines} fees ${search.language}`, () => loadFees(db, engineIds, search.language));
  // One query for all the services' children categories and one for the fees' (not one per service or fee).
  const serviceCategories = await memo(`${ofEngines} services children categories`, () =>
    loadChildrenCategoriesOf(
      db,
      'service_id',
      services.map((service) => service.id),
    ),
  );
  const feeCategories = await memo(`${ofEngines} fees children categories`, () =>
    loadChildrenCategoriesOf(
      db,
      'fee_id',
      fees.map((fee) => fee.id),
    ),
  );
  const days = await extrasOfStay(db, engineIds, services, fees, search, nights, memo);
  return {
    services: servicesFor(engines, services, days, search, nights, serviceCategories),
    fees: feesFor(engines, fees, days, nights, feeCategories),
    touristTaxes: touristTaxesFor(engines, days, nights),
  };
}

/** Whole hours from `now` to the arrival day's midnight at the property: what the advance-booking restrictions compare. */
export const hoursUntilArrival = (from: string, timezone: string, now: Date): number => Math.floor((zonedMidnight(from, timezone) - now.getTime()) / 3_600_000);

const sameText = (a: string | null, b: string): boolean => a !== null && a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * Computes the availability answer for an engine. The search has been
 * validated; the promo code is checked here.
 * @throws ApiError 400 'Promo code is invalid'
 */
export async function computeAvailability(
  db: Queryable,
  context: EngineContext,
  search: AvailabilitySearch,
  exchangeRates: ExchangeRates,
  now: Date,
  memo: Memo = readEachTime,
): Promise<AvailabilityPayload> {
  const { engine } = context;
  const nights = eachNight(search.from, search.to);
  const promo = await validPromoCode(db, engine.id, search, nights);
  const stay: StayContext = {
    db,
    search,
    nights,
    guests: guestsPerUnit(search.adults, search.childrenAges, search.rooms),
    hoursUntilArrival: hoursUntilArrival(search.from, context.timezone, now),
    promo,
  };

  const group = engine.isGroup ? engine : null;
  const engines = context.sellingEngines.filter((selling) => search.bookingEngineId === null || selling.id === search.bookingEngineId);
  const found: { unit: UnitTypeRecord; selling: BookingEngine }[] = [];
  for (const selling of engines) {
    for (const unit of await memo(`property ${selling.propertyId} unit types ${search.language}`, () =>
      loadUnitTypes(db, [selling.propertyId], search.language),
    )) {
      if (search.unitTypeId !== null && String(unit.id) !== search.unitTypeId && unit.uuid !== search.unitTypeId) continue;
      if (search.location !== null && !sameText(unit.city, search.location)) continue;
      found.push({ unit, selling });
    }
  }
  const catalogue = await loadSearchCatalogue(
    db,
    found.map(({ unit }) => unit),
    search,
    nights,
    memo,
  );
  const unitTypes: UnitType[] = found.map(({ unit, selling }) => unitTypeFor(stay, catalogue, unit, selling, group));

  const paymentMethods = paymentMethodsIn(
    [engine, ...(group ? context.sellingEngines : [])].flatMap((e) => e.paymentMethods),
    search.language,
  );
  const extras = await extrasFor(db, context.sellingEngines, search, nights, memo);
  return {
    configuration: {
      locale: search.language,
      currency: search.currency,
      location: search.location,
      selectedAmenities: [],
      fromGoogleTravel: false,
      numberFormat: engine.numberFormat,
      exchangeRates,
    },
    // Its texts in the search's language, and none of the other languages'.
    bookingEngine: engineInLanguage(engine, search.language),
    request: {
      from: toUnixSeconds(search.from),
      to: toUnixSeconds(search.to),
      adults: search.adults,
      children: search.childrenAges,
      rooms: search.rooms,
      promoCode: promo ? promo.code : null,
      unitTypeId: search.unitTypeId,
      bookingEngineId: search.bookingEngineId,
      nights: nights.length,
    },
    unitTypes,
    services: extras.services,
    paymentMethods,
    fees: extras.fees,
    touristTaxes: extras.touristTaxes,
  };
}

/** The last date a stay may end on (src/lib/search/search-query.ts: the site keeps a link's dates only within it). */
export { latestCheckOut } from '../src/lib/search/search-query.ts';
