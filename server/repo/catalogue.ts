/**
 * Reads of the sellable catalogue: unit types with their texts, images,
 * amenities and inventory; rate plans with prices, restrictions, policies
 * and children categories; promo codes; services, fees and tourist taxes.
 *
 * Translated text is looked up in the requested language and falls back
 * to English.
 */
import type { Queryable } from '../store/queries.ts';
import type { ChildrenCategory, NightlyPrice, RatePlanKind } from '../pricing.ts';
import type { Restriction } from '../restrictions.ts';
import { all, bool, get, placeholders } from '../sql.ts';
import type { Image, Amenity, CancellationPolicy, IncludedService } from '../../src/lib/search/availability-contract.ts';

export type { Image, Amenity, CancellationPolicy, IncludedService };

/**
 * Rows grouped by the id of what they belong to, in the order the query
 * gave them. The loaders below read for many unit types or rate plans in
 * one query (a search of 50 unit types would otherwise ask the database
 * some 1,400 times); the single-id loaders ask for a list of one.
 */
function grouped<R, V>(ids: readonly number[], rows: readonly R[], owner: (row: R) => number, value: (row: R) => V): Map<number, V[]> {
  const groups = new Map<number, V[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(owner(row))?.push(value(row));
  return groups;
}

const one = <V>(groups: Map<number, V[]>, id: number): V[] => groups.get(id) ?? [];

const imageOf = (r: { url: string; is_featured: number; order_number: number }): Image => ({
  url: r.url,
  isFeatured: bool(r.is_featured),
  orderNumber: r.order_number,
});

export interface UnitTypeRecord {
  id: number;
  uuid: string;
  propertyId: number;
  slug: string;
  name: string;
  description: string | null;
  maxOccupancy: number;
  standardOccupancy: number;
  minOccupancy: number | null;
  maxOccupancyAdults: number | null;
  minOccupancyAdults: number | null;
  maxOccupancyChildren: number | null;
  minOccupancyChildren: number | null;
  childrenAge: number | null;
  childrenAllowed: boolean;
  childrenFreeOfCharge: boolean;
  childrenExtraCharge: number;
  hasExtraPersonCharge: boolean;
  extraPersonCharge: number;
  checkInBegin: string | null;
  checkInEnd: string | null;
  checkOutBegin: string | null;
  checkOutEnd: string | null;
  smokingAllowed: string | null;
  petsAllowed: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
}

interface UnitTypeRow {
  id: number;
  uuid: string;
  property_id: number;
  slug: string;
  name: string;
  description: string | null;
  max_occupancy: number;
  standard_occupancy: number;
  min_occupancy: number | null;
  max_occupancy_adults: number | null;
  min_occupancy_adults: number | null;
  max_occupancy_children: number | null;
  min_occupancy_children: number | null;
  children_age: number | null;
  children_allowed: number;
  children_free_of_charge: number;
  children_extra_charge: number;
  has_extra_person_charge: number;
  extra_person_charge: number;
  check_in_begin: string | null;
  check_in_end: string | null;
  check_out_begin: string | null;
  check_out_end: string | null;
  smoking_allowed: string | null;
  pets_allowed: string | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
}

/** Active unit types of the given properties, in display order. */
export async function loadUnitTypes(db: Queryable, propertyIds: number[], language: string): Promise<UnitTypeRecord[]> {
  if (propertyIds.length === 0) return [];
  const rows = await all<UnitTypeRow>(
    db,
    `SELECT ut.*, COALESCE(t.name, en.name, ut.slug) AS name, COALESCE(t.description, en.description) AS description,
            COALESCE(ut.city, p.city) AS city
     FROM unit_types ut
     JOIN properties p ON p.id = ut.property_id
     LEFT JOIN unit_type_translations t ON t.unit_type_id = ut.id AND t.language = ?
     LEFT JOIN unit_type_translations en ON en.unit_type_id = ut.id AND en.language = 'en'
     WHERE ut.is_active = 1 AND ut.property_id IN (${placeholders(propertyIds.length)})
     ORDER BY ut.position, ut.id`,
    language,
    ...propertyIds,
  );
  return rows.map((r) => ({
    id: r.id,
    uuid: r.uuid,
    propertyId: r.property_id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    maxOccupancy: r.max_occupancy,
    standardOccupancy: r.standard_occupancy,
    minOccupancy: r.min_occupancy,
    maxOccupancyAdults: r.max_occupancy_adults,
    minOccupancyAdults: r.min_occupancy_adults,
    maxOccupancyChildren: r.max_occupancy_children,
    minOccupancyChildren: r.min_occupancy_children,
    childrenAge: r.children_age,
    childrenAllowed: bool(r.children_allowed),
    childrenFreeOfCharge: bool(r.children_free_of_charge),
    childrenExtraCharge: r.children_extra_charge,
    hasExtraPersonCharge: bool(r.has_extra_person_charge),
    extraPersonCharge: r.extra_person_charge,
    checkInBegin: r.check_in_begin,
    checkInEnd: r.check_in_end,
    checkOutBegin: r.check_out_begin,
    checkOutEnd: r.check_out_end,
    smokingAllowed: r.smoking_allowed,
    petsAllowed: r.pets_allowed,
    latitude: r.latitude,
    longitude: r.longitude,
    city: r.city,
  }));
}

/** The pictures of each unit type, by id. */
export async function loadUnitTypeImagesOf(db: Queryable, unitTypeIds: readonly number[]): Promise<Map<number, Image[]>> {
  if (unitTypeIds.length === 0) return new Map();
  const rows = await all<{ owner: number; url: string; is_featured: number; order_number: number }>(
    db,
    `SELECT unit_type_id AS owner, url, is_featured, order_number FROM unit_type_images
     WHERE unit_type_id IN (${placeholders(unitTypeIds.length)}) ORDER BY order_number, id`,
    ...unitTypeIds,
  );
  return grouped(unitTypeIds, rows, (r) => r.owner, imageOf);
}

export const loadUnitTypeImages = async (db: Queryable, unitTypeId: number): Promise<Image[]> => one(await loadUnitTypeImagesOf(db, [unitTypeId]), unitTypeId);

/** The pictures of each rate plan, by id. */
export async function loadRatePlanImagesOf(db: Queryable, ratePlanIds: readonly number[]): Promise<Map<number, Image[]>> {
  if (ratePlanIds.length === 0) return new Map();
  const rows = await all<{ owner: number; url: string; is_featured: number; order_number: number }>(
    db,
    `SELECT rate_plan_id AS owner, url, is_featured, order_number FROM rate_plan_images
     WHERE rate_plan_id IN (${placeholders(ratePlanIds.length)}) ORDER BY order_number, id`,
    ...ratePlanIds,
  );
  return grouped(ratePlanIds, rows, (r) => r.owner, imageOf);
}

export const loadRatePlanImages = async (db: Queryable, ratePlanId: number): Promise<Image[]> => one(await loadRatePlanImagesOf(db, [ratePlanId]), ratePlanId);

/** The amenities of each unit type, by id, named in `language`. */
export async function loadUnitTypeAmenitiesOf(db: Queryable, unitTypeIds: readonly number[], language: string): Promise<Map<number, Amenity[]>> {
  if (unitTypeIds.length === 0) return new Map();
  const rows = await all<{ owner: number; id: number; icon_url: string | null; name: string }>(
    db,
    `SELECT uta.unit_type_id AS owner, a.id, a.icon_url, COALESCE(t.name, en.name, a.code) AS name
     FROM unit_type_amenities uta
     JOIN amenities a ON a.id = uta.amenity_id
     LEFT JOIN amenity_translations t ON t.amenity_id = a.id AND t.language = ?
     LEFT JOIN amenity_translations en ON en.amenity_id = a.id AND en.language = 'en'
     WHERE uta.unit_type_id IN (${placeholders(unitTypeIds.length)})
     ORDER BY uta.position, a.id`,
    language,
    ...unitTypeIds,
  );
  return grouped(
    unitTypeIds,
    rows,
    (r) => r.owner,
    (r) => ({ id: r.id, imageUrl: r.icon_url, name: r.name }),
  );
}

export const loadUnitTypeAmenities = async (db: Queryable, unitTypeId: number, language: string): Promise<Amenity[]> =>
  one(await loadUnitTypeAmenitiesOf(db, [unitTypeId], language), unitTypeId);

/**
 * Units free on every night from `from` up to `to` (exclusive), by unit
 * type: the minimum of total − booked over the nights, 0 when a night has
 * no inventory row.
 */
export async function availableUnitsOf(db: Queryable, unitTypeIds: readonly number[], from: string, to: string, nights: number): Promise<Map<number, number>> {
  if (unitTypeIds.length === 0) return new Map();
  const rows = await all<{ owner: number; nights: number; free: number | null }>(
    db,
    `SELECT unit_type_id AS owner, COUNT(*) AS nights, MIN(total_units - booked_units) AS free
     FROM unit_type_inventory WHERE unit_type_id IN (${placeholders(unitTypeIds.length)}) AND date >= ? AND date < ?
     GROUP BY unit_type_id`,
    ...unitTypeIds,
    from,
    to,
  );
  const free = new Map<number, number>(unitTypeIds.map((id) => [id, 0]));
  for (const row of rows) if (row.nights >= nights && row.free !== null) free.set(row.owner, Math.max(0, row.free));
  return free;
}

/**
 * Units free (total − booked, may be below 0) on each date from `from` to
 * `to` (both included), by date and unit type; a unit type without an
 * inventory row on a date is absent from it.
 */
export async function inventoryFrom(db: Queryable, unitTypeIds: readonly number[], from: string, to: string): Promise<Map<string, Map<number, number>>> {
  const byDate = new Map<string, Map<number, number>>();
  if (unitTypeIds.length === 0) return byDate;
  const rows = await all<{ owner: number; date: string; free: number }>(
    db,
    `SELECT unit_type_id AS owner, date, total_units - booked_units AS free FROM unit_type_inventory
     WHERE unit_type_id IN (${placeholders(unitTypeIds.length)}) AND date >= ? AND date <= ?`,
    ...unitTypeIds,
    from,
    to,
  );
  for (const row of rows) {
    let free = byDate.get(row.date);
    if (!free) {
      free = new Map();
      byDate.set(row.date, free);
    }
    free.set(row.owner, Number(row.free));
  }
  return byDate;
}

export const availableUnits = async (db: Queryable, unitTypeId: number, from: string, to: string, nights: number): Promise<number> =>
  (await availableUnitsOf(db, [unitTypeId], from, to, nights)).get(unitTypeId) ?? 0;

export interface RatePlanRecord {
  id: number;
  unitTypeId: number;
  kind: RatePlanKind;
  name: string;
  packageDescription: string | null;
  rateNote: string | null;
  isPackageDeal: boolean;
  promote: boolean;
  isTouristTaxIncluded: boolean;
  policy: CancellationPolicy | null;
}

interface RatePlanRow {
  id: number;
  unit_type_id: number;
  kind: RatePlanKind;
  name: string;
  package_description: string | null;
  rate_note: string | null;
  is_package_deal: number;
  promote: number;
  is_tourist_tax_included: number;
  policy_id: number | null;
  days_before_arrival: number | null;
  can_guest_cancel_free_of_charge: number | null;
  cancellation_fee_percentage_before: number | null;
  cancellation_fee_percentage_after: number | null;
  cancellation_fee_before_type: number | null;
  cancellation_fee_after_type: number | null;
  no_show_percentage: number | null;
  no_show_fee_type: number | null;
  prepayment_amount: number | null;
  prepayment_amount_type: number | null;
  prepayment_amount_due_date: number | null;
  full_amount_will_be_paid: number | null;
  amount_will_be_paid_days_before: number | null;
  additional_note: string | null;
}

/** Active rate plans of each unit type with their cancellation policy, by unit type id. */
export async function loadRatePlansOf(db: Queryable, unitTypeIds: readonly number[], language: string): Promise<Map<number, RatePlanRecord[]>> {
  if (unitTypeIds.length === 0) return new Map();
  const rows = await all<RatePlanRow>(
    db,
    `SELECT rp.id, rp.unit_type_id, rp.kind, rp.is_package_deal, rp.promote, rp.is_tourist_tax_included,
            COALESCE(t.name, en.name, rp.code) AS name,
            COALESCE(t.package_description, en.package_description) AS package_description,
            COALESCE(t.rate_note, en.rate_note) AS rate_note,
            cp.id AS policy_id, cp.days_before_arrival, cp.can_guest_cancel_free_of_charge,
            cp.cancellation_fee_percentage_before, cp.cancellation_fee_percentage_after,
            cp.cancellation_fee_before_type, cp.cancellation_fee_after_type,
            cp.no_show_percentage, cp.no_show_fee_type, cp.prepayment_amount, cp.prepayment_amount_type,
            cp.prepayment_amount_due_date, cp.full_amount_will_be_paid, cp.amount_will_be_paid_days_before,
            COALESCE(ct.additional_note, cen.additional_note) AS additional_note
     FROM rate_plans rp
     LEFT JOIN rate_plan_translations t ON t.rate_plan_id = rp.id AND t.language = ?
     LEFT JOIN rate_plan_translations en ON en.rate_plan_id = rp.id AND en.language = 'en'
     LEFT JOIN cancellation_policies cp ON cp.id = rp.cancellation_policy_id
     LEFT JOIN cancellation_policy_translations ct ON ct.cancellation_policy_id = cp.id AND ct.language = ?
     LEFT JOIN cancellation_policy_translations cen ON cen.cancellation_policy_id = cp.id AND cen.language = 'en'
     WHERE rp.unit_type_id IN (${placeholders(unitTypeIds.length)}) AND rp.is_active = 1
     ORDER BY rp.position, rp.id`,
    language,
    language,
    ...unitTypeIds,
  );
  return grouped(unitTypeIds, rows, (r) => r.unit_type_id, ratePlanOf);
}

export const loadRatePlans = async (db: Queryable, unitTypeId: number, language: string): Promise<RatePlanRecord[]> =>
  one(await loadRatePlansOf(db, [unitTypeId], language), unitTypeId);

function ratePlanOf(r: RatePlanRow): RatePlanRecord {
  return {
    id: r.id,
    unitTypeId: r.unit_type_id,
    kind: r.kind,
    name: r.name,
    packageDescription: r.package_description,
    rateNote: r.rate_note,
    isPackageDeal: bool(r.is_package_deal),
    promote: bool(r.promote),
    isTouristTaxIncluded: bool(r.is_tourist_tax_included),
    policy:
      r.policy_id === null
        ? null
        : {
            daysBeforeArrival: r.days_before_arrival,
            canGuestCancelFreeOfCharge: bool(r.can_guest_cancel_free_of_charge),
            cancellationFeePercentageBefore: r.cancellation_fee_percentage_before,
            cancellationFeePercentageAfter: r.cancellation_fee_percentage_after,
            cancellationFeeBeforeType: r.cancellation_fee_before_type,
            cancellationFeeAfterType: r.cancellation_fee_after_type,
            noShowPercentage: r.no_show_percentage,
            noShowFeeType: r.no_show_fee_type,
            prepaymentAmount: r.prepayment_amount,
            prepaymentAmountType: r.prepayment_amount_type,
            prepaymentAmountDueDate: r.prepayment_amount_due_date,
            fullAmountWillBePaid: r.full_amount_will_be_paid,
            amountWillBePaidDaysBefore: r.amount_will_be_paid_days_before,
            additionalNote: r.additional_note,
          },
  };
}

/** The pax prices of a night without any: one map for all of them (read only). */
const NO_PAX_PRICES: ReadonlyMap<number, number> = new Map();

/**
 * Stored prices of the nights from `from` up to `to` (exclusive) of each
 * rate plan, by rate plan id, in date order; missing nights are absent.
 */
export async function loadNightlyPricesOf(db: Queryable, ratePlanIds: readonly number[], from: string, to: string): Promise<Map<number, NightlyPrice[]>> {
  if (ratePlanIds.length === 0) return new Map();
  const ids = placeholders(ratePlanIds.length);
  const prices = await all<{ owner: number; date: string; price: number; first_night_base_price: number | null; price_per_person: number | null }>(
    db,
    `SELECT rate_plan_id AS owner, date, price, first_night_base_price, price_per_person FROM rate_plan_prices
     WHERE rate_plan_id IN (${ids}) AND date >= ? AND date < ? ORDER BY date`,
    ...ratePlanIds,
    from,
    to,
  );
  const pax = new Map<string, Map<number, number>>();
  for (const row of await all<{ owner: number; date: string; pax: number; price: number }>(
    db,
    `SELECT rate_plan_id AS owner, date, pax, price FROM rate_plan_pax_prices WHERE rate_plan_id IN (${ids}) AND date >= ? AND date < ?`,
    ...ratePlanIds,
    from,
    to,
  )) {
    const night = `${row.owner} ${row.date}`;
    let byPax = pax.get(night);
    if (!byPax) {
      byPax = new Map();
      pax.set(night, byPax);
    }
    byPax.set(row.pax, row.price);
  }
  return grouped(
    ratePlanIds,
    prices,
    (row) => row.owner,
    (row) => ({
      date: row.date,
      price: row.price,
      firstNightBasePrice: row.first_night_base_price,
      pricePerPerson: row.price_per_person,
      paxPrices: pax.get(`${row.owner} ${row.date}`) ?? NO_PAX_PRICES,
    }),
  );
}

export const loadNightlyPrices = async (db: Queryable, ratePlanId: number, from: string, to: string): Promise<NightlyPrice[]> =>
  one(await loadNightlyPricesOf(db, [ratePlanId], from, to), ratePlanId);

interface RestrictionRow {
  min_stay: number | null;
  max_stay: number | null;
  closed_to_arrival: number;
  closed_to_departure: number;
  min_advance_hours: number | null;
  max_advance_hours: number | null;
  min_stay_arrival: number | null;
  max_stay_arrival: number | null;
  closed: number;
}

/** The restriction rows of the rate plans on the given dates, by `{rate plan id} {date}`. */
export async function loadRestrictionsOf(db: Queryable, ratePlanIds: readonly number[], dates: readonly string[]): Promise<Map<string, Restriction>> {
  if (ratePlanIds.length === 0 || dates.length === 0) return new Map();
  const rows = await all<RestrictionRow & { rate_plan_id: number; date: string }>(
    db,
    `SELECT * FROM rate_plan_restrictions WHERE rate_plan_id IN (${placeholders(ratePlanIds.length)}) AND date IN (${placeholders(dates.length)})`,
    ...ratePlanIds,
    ...dates,
  );
  return new Map(rows.map((r) => [`${r.rate_plan_id} ${r.date}`, restrictionOf(r)]));
}

/** A rate plan's restriction row for a date, or null. */
export const loadRestriction = async (db: Queryable, ratePlanId: number, date: string): Promise<Restriction | null> =>
  (await loadRestrictionsOf(db, [ratePlanId], [date])).get(`${ratePlanId} ${date}`) ?? null;

function restrictionOf(r: RestrictionRow): Restriction {
  return {
    minStay: r.min_stay,
    maxStay: r.max_stay,
    closedToArrival: bool(r.closed_to_arrival),
    closedToDeparture: bool(r.closed_to_departure),
    minAdvanceHours: r.min_advance_hours,
    maxAdvanceHours: r.max_advance_hours,
    minStayArrival: r.min_stay_arrival,
    maxStayArrival: r.max_stay_arrival,
    closed: bool(r.closed),
  };
}

/** The rate plans with a closed night from `from` up to `to` (exclusive). */
export async function withClosedNight(db: Queryable, ratePlanIds: readonly number[], from: string, to: string): Promise<Set<number>> {
  if (ratePlanIds.length === 0) return new Set();
  return new Set(
    (
      await all<{ owner: number }>(
        db,
        `SELECT DISTINCT rate_plan_id AS owner FROM rate_plan_restrictions
       WHERE rate_plan_id IN (${placeholders(ratePlanIds.length)}) AND date >= ? AND date < ? AND closed = 1`,
        ...ratePlanIds,
        from,
        to,
      )
    ).map((row) => row.owner),
  );
}

/** True when a night from `from` up to `to` (exclusive) is closed. */
export const hasClosedNight = async (db: Queryable, ratePlanId: number, from: string, to: string): Promise<boolean> =>
  (await withClosedNight(db, [ratePlanId], from, to)).has(ratePlanId);

export type ChildrenCategoryOwner = 'rate_plan_id' | 'unit_type_id' | 'service_id' | 'fee_id';

/** The children categories of each owner (rate plan, unit type, service or fee), by its id. */
export async function loadChildrenCategoriesOf(db: Queryable, owner: ChildrenCategoryOwner, ids: readonly number[]): Promise<Map<number, ChildrenCategory[]>> {
  if (ids.length === 0) return new Map();
  const rows = await all<{
    owner: number;
    age_from: number;
    age_to: number;
    type: number;
    value_type: number | null;
    percentage_value: number | null;
    nominal_value: number | null;
  }>(
    db,
    `SELECT ${owner} AS owner, age_from, age_to, type, value_type, percentage_value, nominal_value
     FROM children_categories WHERE ${owner} IN (${placeholders(ids.length)}) ORDER BY age_from, id`,
    ...ids,
  );
  return grouped(
    ids,
    rows,
    (r) => r.owner,
    (r) => ({
      ageFrom: r.age_from,
      ageTo: r.age_to,
      type: r.type,
      valueType: r.value_type,
      percentageValue: r.percentage_value,
      nominalValue: r.nominal_value,
    }),
  );
}

/** The services each rate plan includes, by rate plan id, named in `language`. */
export async function loadIncludedServicesOf(db: Queryable, ratePlanIds: readonly number[], language: string): Promise<Map<number, IncludedService[]>> {
  if (ratePlanIds.length === 0) return new Map();
  const rows = await all<IncludedService & { owner: number }>(
    db,
    `SELECT ris.rate_plan_id AS owner, s.id, COALESCE(t.name, en.name, s.code) AS name, COALESCE(t.description, en.description) AS description
     FROM rate_plan_included_services ris
     JOIN services s ON s.id = ris.service_id
     LEFT JOIN service_translations t ON t.service_id = s.id AND t.language = ?
     LEFT JOIN service_translations en ON en.service_id = s.id AND en.language = 'en'
     WHERE ris.rate_plan_id IN (${placeholders(ratePlanIds.length)})
     ORDER BY ris.position, s.id`,
    language,
    ...ratePlanIds,
  );
  return grouped(
    ratePlanIds,
    rows,
    (r) => r.owner,
    (r) => ({ id: r.id, name: r.name, description: r.description ?? null }),
  );
}

export const loadIncludedServices = async (db: Queryable, ratePlanId: number, language: string): Promise<IncludedService[]> =>
  one(await loadIncludedServicesOf(db, [ratePlanId], language), ratePlanId);

export interface PromoCodeRecord {
  id: number;
  code: string;
  name: string;
  discountType: number;
  discountAmount: number;
  validFrom: string;
  validTo: string;
  /** Rate plans it applies to; empty means every rate plan of the engine. */
  ratePlanIds: number[];
}

/** An active promo code of the engine (case-insensitive), named in `language` (else English, else its own name), or null. */
export async function findPromoCode(db: Queryable, bookingEngineId: number, code: string, language: string): Promise<PromoCodeRecord | null> {
  const row = await get<{
    id: number;
    code: string;
    name: string;
    discount_type: number;
    discount_amount: number;
    valid_from: string;
    valid_to: string;
  }>(
    db,
    `SELECT pc.id, pc.code, COALESCE(t.name, en.name, pc.name) AS name, pc.discount_type, pc.discount_amount, pc.valid_from, pc.valid_to
       FROM promo_codes pc
       LEFT JOIN promo_code_translations t ON t.promo_code_id = pc.id AND t.language = ?
       LEFT JOIN promo_code_translations en ON en.promo_code_id = pc.id AND en.language = 'en'
      WHERE pc.booking_engine_id = ? AND pc.code = ? COLLATE NOCASE AND pc.is_active = 1`,
    language,
    bookingEngineId,
    code,
  );
  if (!row) return null;
  const ratePlanIds = (
    await all<{ rate_plan_id: number }>(db, 'SELECT rate_plan_id FROM promo_code_rate_plans WHERE promo_code_id = ? ORDER BY rate_plan_id', row.id)
  ).map((r) => r.rate_plan_id);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    discountType: row.discount_type,
    discountAmount: row.discount_amount,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    ratePlanIds,
  };
}

export interface ServiceRecord {
  id: number;
  bookingEngineId: number;
  name: string;
  description: string | null;
  paymentType: number;
  pricingType: number;
  pricingDynamic: number;
  isMandatory: boolean;
  isMandatoryQuantityUpdate: boolean;
  isIncluded: boolean;
  excludeArrival: boolean;
  includeDeparture: boolean;
  childrenDifferentThanAdults: boolean;
  vatRate: number | null;
}

/** Active services of the given engines. */
export async function loadServices(db: Queryable, engineIds: number[], language: string): Promise<ServiceRecord[]> {
  if (engineIds.length === 0) return [];
  return (
    await all<{
      id: number;
      booking_engine_id: number;
      name: string;
      description: string | null;
      payment_type: number;
      pricing_type: number;
      pricing_dynamic: number;
      is_mandatory: number;
      is_mandatory_quantity_update: number;
      is_included: number;
      exclude_arrival: number;
      include_departure: number;
      children_different_than_adults: number;
      vat_rate: number | null;
    }>(
      db,
      `SELECT s.*, COALESCE(t.name, en.name, s.code) AS name, COALESCE(t.description, en.description) AS description
     FROM services s
     LEFT JOIN service_translations t ON t.service_id = s.id AND t.language = ?
     LEFT JOIN service_translations en ON en.service_id = s.id AND en.language = 'en'
     WHERE s.is_active = 1 AND s.booking_engine_id IN (${placeholders(engineIds.length)})
     ORDER BY s.booking_engine_id, s.position, s.id`,
      language,
      ...engineIds,
    )
  ).map((r) => ({
    id: r.id,
    bookingEngineId: r.booking_engine_id,
    name: r.name,
    description: r.description,
    paymentType: r.payment_type,
    pricingType: r.pricing_type,
    pricingDynamic: r.pricing_dynamic,
    isMandatory: bool(r.is_mandatory),
    isMandatoryQuantityUpdate: bool(r.is_mandatory_quantity_update),
    isIncluded: bool(r.is_included),
    excludeArrival: bool(r.exclude_arrival),
    includeDeparture: bool(r.include_departure),
    childrenDifferentThanAdults: bool(r.children_different_than_adults),
    vatRate: r.vat_rate,
  }));
}

/** Daily prices of services or fees on the given dates, by service or fee id and date. */
export async function loadDailyPricesOf(
  db: Queryable,
  table: 'service' | 'fee',
  ids: readonly number[],
  dates: readonly string[],
): Promise<Map<number, Map<string, number>>> {
  const prices = new Map<number, Map<string, number>>(ids.map((id) => [id, new Map()]));
  if (ids.length === 0 || dates.length === 0) return prices;
  const sqlText =
    table === 'service'
      ? `SELECT service_id AS owner, date, price FROM service_daily_prices WHERE service_id IN (${placeholders(ids.length)}) AND date IN (${placeholders(dates.length)})`
      : `SELECT fee_id AS owner, date, price FROM fee_daily_prices WHERE fee_id IN (${placeholders(ids.length)}) AND date IN (${placeholders(dates.length)})`;
  for (const row of await all<{ owner: number; date: string; price: number }>(db, sqlText, ...ids, ...dates)) prices.get(row.owner)?.set(row.date, row.price);
  return prices;
}

export interface FeeRecord {
  id: number;
  bookingEngineId: number;
  name: string;
  pricingType: number;
  childrenDifferentThanAdults: boolean;
  vatRate: number | null;
  ratePlanIds: number[];
  unitTypeIds: number[];
}

/** Active fees of the given engines. */
export async function loadFees(db: Queryable, engineIds: number[], language: string): Promise<FeeRecord[]> {
  if (engineIds.length === 0) return [];
  const rows = await all<{
    id: number;
    booking_engine_id: number;
    name: string;
    pricing_type: number;
    children_different_than_adults: number;
    vat_rate: number | null;
  }>(
    db,
    `SELECT f.*, COALESCE(t.name, en.name, f.code) AS name
     FROM fees f
     LEFT JOIN fee_translations t ON t.fee_id = f.id AND t.language = ?
     LEFT JOIN fee_translations en ON en.fee_id = f.id AND en.language = 'en'
     WHERE f.is_active = 1 AND f.booking_engine_id IN (${placeholders(engineIds.length)})
     ORDER BY f.booking_engine_id, f.position, f.id`,
    language,
    ...engineIds,
  );
  if (rows.length === 0) return [];
  // The rate plans and unit types each fee is limited to: one query each for all the fees.
  const feeIds = rows.map((r) => r.id);
  const limits = async (sqlText: string) =>
    grouped(
      feeIds,
      await all<{ owner: number; id: number }>(db, sqlText, ...feeIds),
      (row) => row.owner,
      (row) => row.id,
    );
  const ratePlans = await limits(`SELECT fee_id AS owner, rate_plan_id AS id FROM fee_rate_plans WHERE fee_id IN (${placeholders(feeIds.length)}) ORDER BY 2`);
  const unitTypes = await limits(`SELECT fee_id AS owner, unit_type_id AS id FROM fee_unit_types WHERE fee_id IN (${placeholders(feeIds.length)}) ORDER BY 2`);
  return rows.map((r) => ({
    id: r.id,
    bookingEngineId: r.booking_engine_id,
    name: r.name,
    pricingType: r.pricing_type,
    childrenDifferentThanAdults: bool(r.children_different_than_adults),
    vatRate: r.vat_rate,
    ratePlanIds: one(ratePlans, r.id),
    unitTypeIds: one(unitTypes, r.id),
  }));
}

export interface TouristTaxRate {
  adults: number;
  childrenUnder12: number;
  childrenAbove12: number;
}

/**
 * The tourist tax rate of each engine on each date, or null when none is
 * set: one query for all of them. Where ranges overlap, the one starting
 * last applies (of two starting the same day, the one entered last).
 */
export async function touristTaxRatesOn(
  db: Queryable,
  bookingEngineIds: readonly number[],
  dates: readonly string[],
): Promise<Map<number, Map<string, TouristTaxRate | null>>> {
  const out = new Map<number, Map<string, TouristTaxRate | null>>(bookingEngineIds.map((id) => [id, new Map(dates.map((date) => [date, null]))]));
  if (bookingEngineIds.length === 0 || dates.length === 0) return out;
  const sorted = [...dates].sort();
  const rows = await all<{
    booking_engine_id: number;
    valid_from: string;
    valid_to: string;
    adults: number;
    children_under_12: number;
    children_above_12: number;
  }>(
    db,
    `SELECT booking_engine_id, valid_from, valid_to, adults, children_under_12, children_above_12 FROM tourist_tax_rates
     WHERE booking_engine_id IN (${placeholders(bookingEngineIds.length)}) AND valid_from <= ? AND valid_to >= ?
     ORDER BY booking_engine_id, valid_from DESC, id DESC`,
    ...bookingEngineIds,
    sorted[sorted.length - 1],
    sorted[0],
  );
  for (const [engineId, byDate] of out) {
    const own = rows.filter((row) => row.booking_engine_id === engineId);
    for (const date of dates) {
      const row = own.find((candidate) => candidate.valid_from <= date && candidate.valid_to >= date);
      if (row) byDate.set(date, { adults: row.adults, childrenUnder12: row.children_under_12, childrenAbove12: row.children_above_12 });
    }
  }
  return out;
}

/** A catalogue table whose names the receipt keeps, and how the catalogue names a row without a translation. */
const NAMED = {
  unitType: { table: 'unit_types', translations: 'unit_type_translations', key: 'unit_type_id', fallback: 'slug' },
  ratePlan: { table: 'rate_plans', translations: 'rate_plan_translations', key: 'rate_plan_id', fallback: 'code' },
  service: { table: 'services', translations: 'service_translations', key: 'service_id', fallback: 'code' },
  fee: { table: 'fees', translations: 'fee_translations', key: 'fee_id', fallback: 'code' },
} as const;

/**
 * The additional note of each rate plan's cancellation policy in two
 * languages (the catalogue's fallbacks: the language, else English), by
 * rate plan id; rate plans without a policy or note are left out.
 */
export async function policyNotesInTwoLanguages(
  db: Queryable,
  ratePlanIds: readonly number[],
  booked: string,
  wanted: string,
): Promise<Map<number, { booked: string; wanted: string }>> {
  if (ratePlanIds.length === 0) return new Map();
  const rows = await all<{ id: number; booked: string | null; wanted: string | null }>(
    db,
    `SELECT rp.id, COALESCE(b.additional_note, en.additional_note) AS booked, COALESCE(w.additional_note, en.additional_note) AS wanted
     FROM rate_plans rp
     JOIN cancellation_policies cp ON cp.id = rp.cancellation_policy_id
     LEFT JOIN cancellation_policy_translations b ON b.cancellation_policy_id = cp.id AND b.language = ?
     LEFT JOIN cancellation_policy_translations w ON w.cancellation_policy_id = cp.id AND w.language = ?
     LEFT JOIN cancellation_policy_translations en ON en.cancellation_policy_id = cp.id AND en.language = 'en'
     WHERE rp.id IN (${placeholders(ratePlanIds.length)})`,
    booked,
    wanted,
    ...ratePlanIds,
  );
  return new Map(rows.flatMap((row) => (row.booked !== null && row.wanted !== null ? [[row.id, { booked: row.booked, wanted: row.wanted }]] : [])));
}

/**
 * Each id's name as the catalogue gives it in two languages (`booked`,
 * `wanted`), each with the catalogue's own fallbacks: English, then the
 * code (a unit type's slug). The reservation page's receipt is renamed by
 * it (`server/receiptLanguage.ts`).
 */
export async function namesInTwoLanguages(
  db: Queryable,
  kind: keyof typeof NAMED,
  ids: readonly number[],
  booked: string,
  wanted: string,
): Promise<Map<number, { booked: string; wanted: string }>> {
  if (ids.length === 0) return new Map();
  const { table, translations, key, fallback } = NAMED[kind];
  const rows = await all<{ id: number; booked: string; wanted: string }>(
    db,
    `SELECT x.id, COALESCE(b.name, en.name, x.${fallback}) AS booked, COALESCE(w.name, en.name, x.${fallback}) AS wanted
     FROM ${table} x
     LEFT JOIN ${translations} b ON b.${key} = x.id AND b.language = ?
     LEFT JOIN ${translations} w ON w.${key} = x.id AND w.language = ?
     LEFT JOIN ${translations} en ON en.${key} = x.id AND en.language = 'en'
     WHERE x.id IN (${placeholders(ids.length)})`,
    booked,
    wanted,
    ...ids,
  );
  return new Map(rows.map((row) => [row.id, { booked: row.booked, wanted: row.wanted }]));
}
