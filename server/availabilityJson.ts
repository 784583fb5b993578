/**
 * The availability answer as UTF-8 JSON, the same JSON as
 * `JSON.stringify(payload)` (its fields in another order), made without
 * encoding again what no stay changes.
 *
 * Most of a 50-unit-type answer (about 320 KB) is each unit type's texts,
 * images, amenities and occupancy, and each rate plan's names, cancellation
 * policy and included services: the same bytes in every search of a
 * language while the catalogue's version stands. Those parts are encoded
 * once per version (`Fragments`, kept by `availabilityCache.ts`); a search
 * encodes only what its stay and party change (availability, prices,
 * restrictions, totals). That took a computed answer's encoding from about
 * 2.8 ms of CPU (stringify and UTF-8) to a fraction of it.
 */
import type { AvailabilityPayload, Rate, UnitType } from '../src/lib/search/availability-contract.ts';

/**
 * The UTF-8 JSON made by `make` under `scope` and `id`, kept for the
 * catalogue's version (`AvailabilityCache.fragment`). The scope and the id
 * must name everything the JSON is made of besides the catalogue.
 */
export type Fragments = (scope: string, id: number, make: () => string) => Buffer;

/** Encodes each fragment anew: for a caller that keeps nothing. */
export const encodeEachTime: Fragments = (_scope, _id, make) => Buffer.from(make());

/**
 * A unit type's fields that only the catalogue (the unit type, the engine
 * selling it, its group) and the language set; the others (`available`,
 * `availableUnits`, `rates`, `minimumRate`) are the stay's.
 */
const UNIT_TYPE_FIELDS = [
  'unitTypeId',
  'unitTypeUuid',
  'unitTypeName',
  'name',
  'description',
  'images',
  'amenities',
  'city',
  'unitTypeCity',
  'latitude',
  'longitude',
  'unitTypeSlug',
  'groupBESlug',
  'isGroupBookingEngine',
  'bookingEngineId',
  'maxOccupancy',
  'standardOccupancy',
  'minOccupancy',
  'maxOccupancyAdults',
  'minOccupancyAdults',
  'maxOccupancyChildren',
  'minOccupancyChildren',
  'childrenAge',
  'childrenAllowed',
  'childrenFreeOfCharge',
  'childrenExtraCharge',
  'hasExtraPersonCharge',
  'extraPersonCharge',
  'childrenCategories',
  'checkInBegin',
  'checkInEnd',
  'checkOutBegin',
  'checkOutEnd',
  'smokingAllowed',
  'petsAllowed',
  'bookingEngine',
] as const satisfies readonly (keyof UnitType)[];

/**
 * A rate's fields that only its rate plan, the language and the property
 * selling it set (the children's categories: the plan's, else its unit
 * type's, with the seller's VAT); the others are the stay's (prices,
 * restrictions, totals, promo).
 */
const RATE_PLAN_FIELDS = [
  'ratePlanId',
  'rateId',
  'ratePlanName',
  'name',
  'unitTypeId',
  'isPackageDeal',
  'promote',
  'policy',
  'includedServices',
  'services',
  'images',
  'packageDescription',
  'rateNote',
  'isTouristTaxIncluded',
  'childrenCategories',
] as const satisfies readonly (keyof Rate)[];

/** The JSON members (`"name":value,…`, no braces) of the fields of `value` that `fields` names. */
function members<T extends object>(value: T, fields: readonly (keyof T)[]): string {
  const picked: Partial<T> = {};
  for (const name of fields) picked[name] = value[name];
  return JSON.stringify(picked).slice(1, -1);
}

/**
 * What the stay sets of a unit type, as an object literal of one shape
 * (JSON.stringify's fast path); the type checks it names every field
 * `UNIT_TYPE_FIELDS` does not.
 */
const unitTypeStay = (unit: UnitType) =>
  ({
    available: unit.available,
    availableUnits: unit.availableUnits,
    minimumRate: unit.minimumRate,
  }) satisfies Record<Exclude<keyof UnitType, (typeof UNIT_TYPE_FIELDS)[number] | 'rates'>, unknown>;

/** What the stay sets of a rate, the same way. */
const rateStay = (rate: Rate) =>
  ({
    isBookable: rate.isBookable,
    restrictionErrors: rate.restrictionErrors,
    minStay: rate.minStay,
    maxStay: rate.maxStay,
    minAdvanceReservation: rate.minAdvanceReservation,
    maxAdvanceReservation: rate.maxAdvanceReservation,
    minStayArrival: rate.minStayArrival,
    maxStayArrival: rate.maxStayArrival,
    nights: rate.nights,
    totalRate: rate.totalRate,
    totalRateBeforeDiscount: rate.totalRateBeforeDiscount,
    averageRatePerNight: rate.averageRatePerNight,
    isPaxRate: rate.isPaxRate,
    paxValues: rate.paxValues,
    isPPPDRate: rate.isPPPDRate,
    pricePerPerson: rate.pricePerPerson,
    firstNightBasePrice: rate.firstNightBasePrice,
    activePromoCode: rate.activePromoCode,
    dailyPrices: rate.dailyPrices,
    pppdBasis: rate.pppdBasis,
  }) satisfies Record<Exclude<keyof Rate, (typeof RATE_PLAN_FIELDS)[number]>, unknown>;

/**
 * Joins JSON text and kept fragments into one buffer: the text between
 * fragments is kept as is and written once, at the end, straight into a
 * buffer of the answer's exact size (no buffer per piece of text, and no
 * copy to join them).
 */
class JsonParts {
  private readonly parts: (string | Buffer)[] = [];
  private text = '';
  private bytes = 0;
  add(text: string): void {
    this.text += text;
  }
  fragment(encoded: Buffer): void {
    this.flush();
    this.parts.push(encoded);
    this.bytes += encoded.length;
  }
  done(): Buffer {
    this.flush();
    const out = Buffer.allocUnsafe(this.bytes);
    let at = 0;
    for (const part of this.parts) at += typeof part === 'string' ? out.write(part, at) : part.copy(out, at);
    return out;
  }
  private flush(): void {
    if (this.text === '') return;
    this.parts.push(this.text);
    this.bytes += Buffer.byteLength(this.text);
    this.text = '';
  }
}

/** The answer's UTF-8 JSON; `fragments` keeps the parts only the catalogue and the language set. */
export function availabilityJson(payload: AvailabilityPayload, fragments: Fragments = encodeEachTime): Buffer {
  const { unitTypes, ...rest } = payload;
  const language = payload.configuration.locale;
  const json = new JsonParts();
  json.add('{"unitTypes":[');
  unitTypes.forEach((unit, u) => {
    json.add(u === 0 ? '{' : ',{');
    json.fragment(
      fragments(`unit type sold by ${unit.bookingEngineId} in ${unit.groupBESlug ?? '-'} ${language}`, unit.unitTypeId, () => members(unit, UNIT_TYPE_FIELDS)),
    );
    json.add(`,${JSON.stringify(unitTypeStay(unit)).slice(1, -1)},"rates":[`);
    // One scope for the unit type's rate plans: they are sold by its property.
    const plans = `rate plan sold by ${unit.bookingEngineId} ${language}`;
    unit.rates.forEach((rate, r) => {
      json.add(r === 0 ? '{' : ',{');
      json.fragment(fragments(plans, rate.ratePlanId, () => members(rate, RATE_PLAN_FIELDS)));
      json.add(`,${JSON.stringify(rateStay(rate)).slice(1, -1)}}`);
    });
    json.add(']}');
  });
  json.add(`],${JSON.stringify(rest).slice(1)}`);
  return json.done();
}
