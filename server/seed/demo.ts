/**
 * Seeds the demo catalogue (server/seed/content) in one transaction.
 *
 * Deterministic apart from the unit type UUIDs (random, version 4, so a
 * calendar URL cannot be guessed): every date is relative to "today" in
 * the property's time zone, so the demo always has inventory and prices
 * from 30 days ago to 730 days ahead.
 */
import { PROPERTY_TEXT_FIELDS } from '../../src/lib/types.ts';
import { randomUUID } from 'node:crypto';
import { transaction, type Database } from '../db.ts';
import { addDays, todayIn, weekday } from '../dates.ts';
import {
  AMENITIES,
  DEMO_ENGINES,
  EXCHANGE_RATES,
  amenityIconUrl,
  demoImageDir,
  type DayInfo,
  type DemoChildrenCategory,
  type DemoEngine,
  type DemoImage,
  type DemoRatePlan,
  type DemoUnitType,
  type Texts,
} from './content/index.ts';
import { DEMO_TIMEZONE, demoScenarios, staysToKeepFree } from './scenarios.ts';

export { DEMO_TIMEZONE, demoScenarios } from './scenarios.ts';
export const DAYS_BEFORE = 30;
export const DAYS_AHEAD = 730;

/** Nightly price factor by month (January first): quiet winters, busy Julys and Augusts. */
const SEASON = [0.7, 0.7, 0.75, 0.85, 0.95, 1.2, 1.5, 1.55, 1.15, 0.9, 0.75, 0.8];

const isSummer = (month: number): boolean => month >= 6 && month <= 9;

/** A deterministic number in [0, 1) from integers (a small integer hash). */
function unitNoise(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h ^= value & 0xffff;
    h = Math.imul(h, 0x01000193);
    h ^= value >>> 16;
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return (h >>> 0) / 0x1_0000_0000;
}

/**
 * Demo occupancy: each physical unit takes bookings in four-night blocks,
 * more of them in summer.
 */
function defaultBooked(unit: DemoUnitType, day: DayInfo): number {
  const share = isSummer(day.month) ? 0.5 : 0.18;
  let booked = 0;
  for (let i = 0; i < unit.unitCount; i++) {
    const block = Math.floor((day.offset + 400 + i * 3) / 4);
    if (unitNoise(unit.id, i, block) < share) booked += 1;
  }
  return booked;
}

function nightlyFactor(day: DayInfo): number {
  const weekend = day.weekday === 5 || day.weekday === 6;
  return SEASON[day.month - 1] * (weekend ? 1.1 : 1);
}

function dayInfo(today: string, offset: number): DayInfo {
  const date = addDays(today, offset);
  return { date, weekday: weekday(date), month: Number(date.slice(5, 7)), offset };
}

function textRows(texts: Texts): Array<[string, string]> {
  return Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

const flag = (value: boolean | undefined): number => (value ? 1 : 0);

/** True when the demo (or any catalogue) is already in the database. */
export function isSeeded(db: Database): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM booking_engines').get() as { n: number };
  return row.n > 0;
}

export interface SeedOptions {
  /** The clock the relative dates hang on. */
  now?: Date;
}

/**
 * Inserts the whole demo catalogue. Run on an empty, migrated database.
 * @example seedDemo(db, { now: new Date() })
 */
export function seedDemo(db: Database, options: SeedOptions = {}): void {
  const today = todayIn(DEMO_TIMEZONE, options.now ?? new Date());
  const days = Array.from({ length: DAYS_BEFORE + DAYS_AHEAD + 2 }, (_, i) => dayInfo(today, i - DAYS_BEFORE));
  const stayDays = days.slice(0, -1);
  transaction(db, () => {
    const insertRate = db.prepare('INSERT INTO exchange_rates (currency, rate) VALUES (?, ?)');
    for (const [currency, rate] of Object.entries(EXCHANGE_RATES)) insertRate.run(currency, rate);
    seedAmenities(db);
    for (const engine of DEMO_ENGINES) seedEngine(db, engine, today, stayDays, days);
    const insertMember = db.prepare('INSERT INTO booking_engine_group_members (group_id, member_id, position) VALUES (?, ?, ?)');
    for (const group of DEMO_ENGINES.filter((engine) => engine.isGroup)) {
      (group.members ?? []).forEach((slug, position) => {
        const member = DEMO_ENGINES.find((engine) => engine.slug === slug);
        if (!member) throw new Error(`Demo group ${group.slug} lists unknown member ${slug}`);
        insertMember.run(group.id, member.id, position);
      });
    }
    keepScenarioStaysFree(db, today);
  });
}

/**
 * Inserts the catalogues of the given single-property engines, with the
 * exchange rates and amenities, and none of the demo's scenarios: for
 * generated properties such as the load bench's (seed/scale.ts). Run on an
 * empty, migrated database.
 * @example seedEngines(db, [scaleProperty()], { now: new Date() })
 */
export function seedEngines(db: Database, engines: DemoEngine[], options: SeedOptions = {}): void {
  const today = todayIn(DEMO_TIMEZONE, options.now ?? new Date());
  const days = Array.from({ length: DAYS_BEFORE + DAYS_AHEAD + 2 }, (_, i) => dayInfo(today, i - DAYS_BEFORE));
  transaction(db, () => {
    const insertRate = db.prepare('INSERT INTO exchange_rates (currency, rate) VALUES (?, ?)');
    for (const [currency, rate] of Object.entries(EXCHANGE_RATES)) insertRate.run(currency, rate);
    seedAmenities(db);
    for (const engine of engines) {
      if (engine.isGroup) throw new Error(`${engine.slug} is a group; seedEngines takes single properties`);
      seedEngine(db, engine, today, days.slice(0, -1), days);
    }
  });
}

/**
 * Leaves at least one unit free on every night of the documented demo
 * scenarios (seed/scenarios.ts) that should be bookable, whatever the
 * generated occupancy put there.
 */
function keepScenarioStaysFree(db: Database, today: string): void {
  const update = db.prepare(
    `UPDATE unit_type_inventory SET booked_units = MIN(booked_units, total_units - 1)
     WHERE unit_type_id = ? AND date >= ? AND date < ? AND total_units >= 1`,
  );
  for (const stay of staysToKeepFree(demoScenarios(today))) update.run(stay.unitTypeId, stay.from, stay.to);
}

function seedAmenities(db: Database): void {
  const insert = db.prepare('INSERT INTO amenities (id, code, icon_url) VALUES (?, ?, ?)');
  const insertText = db.prepare('INSERT INTO amenity_translations (amenity_id, language, name) VALUES (?, ?, ?)');
  for (const amenity of AMENITIES) {
    insert.run(amenity.id, amenity.code, amenityIconUrl(amenity.code));
    for (const [language, name] of textRows(amenity.name)) insertText.run(amenity.id, language, name);
  }
}

function seedEngine(db: Database, e: DemoEngine, today: string, stayDays: DayInfo[], serviceDays: DayInfo[]): void {
  const dir = demoImageDir(e.slug);
  db.prepare('INSERT INTO properties (id, title, city, country, timezone) VALUES (?, ?, ?, ?, ?)').run(e.id, e.propertyTitle, e.city, 'HR', DEMO_TIMEZONE);
  db.prepare(
    `INSERT INTO booking_engines (
      id, property_id, slug, name, is_group, currency, secondary_currency,
      logo_name, logo_url, logo_redirects_to, cover_image_name, cover_image_url, primary_color, secondary_color,
      address, latitude, longitude, phone, country_dial_code, second_phone, second_country_dial_code,
      email, web, facebook, instagram, twitter, footer_logo_url, footer_label, footer_website,
      has_gtm, has_ga, has_fb_pixel, always_show_rates, important_note, terms_of_service, privacy_policy,
      note_placeholder, is_vat_registered, vat_rate, settings_exchange_rate, decimal_separator,
      thousand_separator, unavailable_display
    ) VALUES (${Array.from({ length: 43 }, () => '?').join(', ')})`,
  ).run(
    e.id,
    e.id,
    e.slug,
    e.name,
    flag(e.isGroup),
    e.currency,
    e.secondaryCurrency ?? null,
    'logo.svg',
    `${dir}/logo.svg`,
    e.logoRedirectsTo ?? null,
    'cover.webp',
    `${dir}/cover.webp`,
    e.primaryColor,
    e.secondaryColor,
    e.address.en,
    e.latitude,
    e.longitude,
    e.phone ?? null,
    e.countryDialCode ?? null,
    e.secondPhone ?? null,
    e.secondCountryDialCode ?? null,
    e.email ?? null,
    e.web ?? null,
    e.facebook ?? null,
    e.instagram ?? null,
    e.twitter ?? null,
    e.footerLogo ? `${dir}/footer-logo.svg` : null,
    e.footerLabel?.en ?? null,
    e.footerWebsite ?? null,
    flag(e.hasGTM),
    flag(e.hasGA),
    flag(e.hasFBPixel),
    flag(e.alwaysShowRates),
    e.importantNote?.en ?? null,
    e.termsOfService.en,
    e.privacyPolicy.en,
    e.notePlaceholder?.en ?? null,
    flag(e.isVatRegistered),
    e.vatRate,
    e.settingsExchangeRate ?? null,
    e.numberFormat.decimalSeparator,
    e.numberFormat.thousandSeparator,
    e.unavailableDisplay,
  );
  // The English wording is the property's own (the columns); each other language's, where it has one, a row of its texts.
  const insertText = db.prepare('INSERT INTO booking_engine_texts (booking_engine_id, language, field, value) VALUES (?, ?, ?, ?)');
  // Only the languages the property shows, as a property would word them.
  const shown = new Set<string>(e.activeLanguages);
  for (const field of PROPERTY_TEXT_FIELDS) {
    const texts = e[field];
    for (const [language, value] of textRows(texts ?? { en: '' }))
      if (language !== 'en' && value !== texts?.en && shown.has(language)) insertText.run(e.id, language, field, value);
  }
  const insertLanguage = db.prepare('INSERT INTO booking_engine_languages (booking_engine_id, language, position) VALUES (?, ?, ?)');
  e.activeLanguages.forEach((language, i) => insertLanguage.run(e.id, language, i));
  const insertCurrency = db.prepare('INSERT INTO booking_engine_currencies (booking_engine_id, currency, position) VALUES (?, ?, ?)');
  e.activeCurrencies.forEach((currency, i) => insertCurrency.run(e.id, currency, i));
  const insertOrigin = db.prepare('INSERT INTO booking_engine_embedding_origins (booking_engine_id, origin) VALUES (?, ?)');
  for (const origin of e.embeddingOrigins ?? []) insertOrigin.run(e.id, origin);
  const insertMethod = db.prepare('INSERT INTO payment_methods (booking_engine_id, method_id, settings, position) VALUES (?, ?, ?, ?)');
  e.paymentMethods.forEach((method, i) => insertMethod.run(e.id, method.id, method.settings ? JSON.stringify(method.settings) : null, i));

  const policyIds = seedPolicies(db, e);
  const serviceIds = seedServices(db, e, serviceDays);
  e.unitTypes.forEach((unit, position) => seedUnitType(db, e, unit, position, policyIds, serviceIds, stayDays));
  seedFees(db, e, stayDays);
  seedTouristTaxes(db, e, stayDays);

  const insertPromo = db.prepare(
    `INSERT INTO promo_codes (id, booking_engine_id, code, name, discount_type, discount_amount, valid_from, valid_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertPromoPlan = db.prepare('INSERT INTO promo_code_rate_plans (promo_code_id, rate_plan_id) VALUES (?, ?)');
  const insertPromoName = db.prepare('INSERT INTO promo_code_translations (promo_code_id, language, name) VALUES (?, ?, ?)');
  for (const promo of e.promoCodes) {
    insertPromo.run(
      promo.id,
      e.id,
      promo.code,
      promo.name.en,
      promo.discountType,
      promo.discountAmount,
      addDays(today, promo.validFromOffset),
      addDays(today, promo.validToOffset),
    );
    for (const ratePlanId of promo.ratePlanIds ?? []) insertPromoPlan.run(promo.id, ratePlanId);
    for (const [language, name] of textRows(promo.name)) insertPromoName.run(promo.id, language, name);
  }
}

function seedPolicies(db: Database, e: DemoEngine): Map<string, number> {
  const ids = new Map<string, number>();
  const insert = db.prepare(
    `INSERT INTO cancellation_policies (
      property_id, code, days_before_arrival, can_guest_cancel_free_of_charge,
      cancellation_fee_percentage_before, cancellation_fee_percentage_after,
      cancellation_fee_before_type, cancellation_fee_after_type, no_show_percentage, no_show_fee_type,
      prepayment_amount, prepayment_amount_type, prepayment_amount_due_date,
      full_amount_will_be_paid, amount_will_be_paid_days_before
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare('INSERT INTO cancellation_policy_translations (cancellation_policy_id, language, additional_note) VALUES (?, ?, ?)');
  for (const p of e.policies) {
    const { lastInsertRowid } = insert.run(
      e.id,
      p.code,
      p.daysBeforeArrival ?? null,
      flag(p.canGuestCancelFreeOfCharge),
      p.cancellationFeePercentageBefore ?? null,
      p.cancellationFeePercentageAfter ?? null,
      p.cancellationFeeBeforeType ?? null,
      p.cancellationFeeAfterType ?? null,
      p.noShowPercentage ?? null,
      p.noShowFeeType ?? null,
      p.prepaymentAmount ?? null,
      p.prepaymentAmountType ?? null,
      p.prepaymentAmountDueDate ?? null,
      p.fullAmountWillBePaid ?? null,
      p.amountWillBePaidDaysBefore ?? null,
    );
    ids.set(p.code, Number(lastInsertRowid));
    for (const [language, note] of textRows(p.additionalNote ?? { en: '' })) {
      if (note) insertText.run(lastInsertRowid, language, note);
    }
  }
  return ids;
}

function seedChildrenCategories(
  db: Database,
  owner: 'rate_plan_id' | 'unit_type_id' | 'service_id' | 'fee_id',
  id: number,
  categories: DemoChildrenCategory[] | undefined,
): void {
  const insert = db.prepare(
    `INSERT INTO children_categories (${owner}, age_from, age_to, type, value_type, percentage_value, nominal_value)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const c of categories ?? []) {
    insert.run(id, c.ageFrom, c.ageTo, c.type, c.valueType ?? null, c.percentageValue ?? null, c.nominalValue ?? null);
  }
}

function seedServices(db: Database, e: DemoEngine, days: DayInfo[]): Map<string, number> {
  const ids = new Map<string, number>();
  const insert = db.prepare(
    `INSERT INTO services (
      id, booking_engine_id, code, payment_type, pricing_type, pricing_dynamic, is_mandatory,
      is_mandatory_quantity_update, is_included, exclude_arrival, include_departure,
      children_different_than_adults, vat_rate, position
    ) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare('INSERT INTO service_translations (service_id, language, name, description) VALUES (?, ?, ?, ?)');
  const insertPrice = db.prepare('INSERT INTO service_daily_prices (service_id, date, price) VALUES (?, ?, ?)');
  e.services.forEach((s, position) => {
    insert.run(
      s.id,
      e.id,
      s.code,
      s.paymentType,
      s.pricingType,
      s.pricingDynamic,
      flag(s.isMandatory),
      flag(s.isMandatoryQuantityUpdate),
      flag(s.isIncluded),
      flag(s.excludeArrival),
      flag(s.includeDeparture),
      flag((s.childrenCategories ?? []).length > 0),
      s.vatRate ?? null,
      position,
    );
    ids.set(s.code, s.id);
    for (const [language, name] of textRows(s.name)) {
      insertText.run(s.id, language, name, s.description?.[language as keyof Texts] ?? null);
    }
    seedChildrenCategories(db, 'service_id', s.id, s.childrenCategories);
    for (const day of days) {
      insertPrice.run(s.id, day.date, isSummer(day.month) && s.summerPrice !== undefined ? s.summerPrice : s.price);
    }
  });
  return ids;
}

function seedImages(db: Database, table: 'unit_type_images' | 'rate_plan_images', ownerId: number, dir: string, images: DemoImage[]): void {
  const owner = table === 'unit_type_images' ? 'unit_type_id' : 'rate_plan_id';
  const insert = db.prepare(`INSERT INTO ${table} (${owner}, url, is_featured, order_number) VALUES (?, ?, ?, ?)`);
  images.forEach((image, i) => insert.run(ownerId, `${dir}/${image.file}`, flag(image.isFeatured), i + 1));
}

function seedUnitType(
  db: Database,
  e: DemoEngine,
  u: DemoUnitType,
  position: number,
  policyIds: Map<string, number>,
  serviceIds: Map<string, number>,
  days: DayInfo[],
): void {
  db.prepare(
    `INSERT INTO unit_types (
      id, uuid, property_id, slug, position, unit_count, max_occupancy, standard_occupancy, min_occupancy,
      max_occupancy_adults, min_occupancy_adults, max_occupancy_children, min_occupancy_children,
      children_age, children_allowed, children_free_of_charge, children_extra_charge,
      has_extra_person_charge, extra_person_charge, check_in_begin, check_in_end, check_out_begin, check_out_end,
      smoking_allowed, pets_allowed, latitude, longitude, city
    ) VALUES (${Array.from({ length: 28 }, () => '?').join(', ')})`,
  ).run(
    u.id,
    randomUUID(),
    e.id,
    u.slug,
    position,
    u.unitCount,
    u.maxOccupancy,
    u.standardOccupancy,
    u.minOccupancy ?? null,
    u.maxOccupancyAdults ?? null,
    u.minOccupancyAdults ?? null,
    u.maxOccupancyChildren ?? null,
    u.minOccupancyChildren ?? null,
    u.childrenAge ?? null,
    u.childrenAllowed === false ? 0 : 1,
    flag(u.childrenFreeOfCharge),
    u.childrenExtraCharge ?? 0,
    flag((u.extraPersonCharge ?? 0) > 0),
    u.extraPersonCharge ?? 0,
    u.checkInBegin ?? null,
    u.checkInEnd ?? null,
    u.checkOutBegin ?? null,
    u.checkOutEnd ?? null,
    u.smokingAllowed ?? null,
    u.petsAllowed ?? null,
    u.latitude,
    u.longitude,
    e.city,
  );
  const insertText = db.prepare('INSERT INTO unit_type_translations (unit_type_id, language, name, description) VALUES (?, ?, ?, ?)');
  for (const [language, name] of textRows(u.name)) {
    insertText.run(u.id, language, name, u.description[language as keyof Texts] ?? null);
  }
  for (const [language, description] of textRows(u.description)) {
    if (!(language in u.name)) insertText.run(u.id, language, u.name.en, description);
  }
  const dir = demoImageDir(e.slug);
  seedImages(db, 'unit_type_images', u.id, dir, u.images);
  const insertAmenity = db.prepare('INSERT INTO unit_type_amenities (unit_type_id, amenity_id, position) VALUES (?, ?, ?)');
  u.amenities.forEach((code, i) => {
    const amenity = AMENITIES.find((a) => a.code === code);
    if (!amenity) throw new Error(`Unknown amenity ${code} on ${u.slug}`);
    insertAmenity.run(u.id, amenity.id, i);
  });
  const insertBed = db.prepare('INSERT INTO unit_type_beds (unit_type_id, bed_type, count, position) VALUES (?, ?, ?, ?)');
  (u.beds ?? []).forEach(([type, count], i) => insertBed.run(u.id, type, count, i));
  seedChildrenCategories(db, 'unit_type_id', u.id, u.childrenCategories);

  const insertInventory = db.prepare('INSERT INTO unit_type_inventory (unit_type_id, date, total_units, booked_units) VALUES (?, ?, ?, ?)');
  for (const day of days) {
    const total = Math.max(0, u.unitCount - (u.outOfOrder?.(day) ?? 0));
    const booked = Math.min(total, Math.max(0, u.booked?.(day) ?? defaultBooked(u, day)));
    insertInventory.run(u.id, day.date, total, booked);
  }
  u.ratePlans.forEach((plan, i) => seedRatePlan(db, e, u, plan, i, policyIds, serviceIds, days));
}

function seedRatePlan(
  db: Database,
  e: DemoEngine,
  u: DemoUnitType,
  plan: DemoRatePlan,
  position: number,
  policyIds: Map<string, number>,
  serviceIds: Map<string, number>,
  days: DayInfo[],
): void {
  const policyId = policyIds.get(plan.policy);
  if (policyId === undefined) throw new Error(`Unknown policy ${plan.policy} on rate plan ${plan.id}`);
  db.prepare(
    `INSERT INTO rate_plans (id, unit_type_id, cancellation_policy_id, code, kind, is_package_deal, promote, is_tourist_tax_included, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(plan.id, u.id, policyId, plan.code, plan.kind, flag(plan.isPackageDeal), flag(plan.promote), flag(plan.isTouristTaxIncluded), position);
  const insertText = db.prepare('INSERT INTO rate_plan_translations (rate_plan_id, language, name, package_description, rate_note) VALUES (?, ?, ?, ?, ?)');
  const languages = new Set([...Object.keys(plan.name), ...Object.keys(plan.packageDescription ?? {}), ...Object.keys(plan.rateNote ?? {})]);
  for (const language of languages) {
    const key = language as keyof Texts;
    insertText.run(plan.id, language, plan.name[key] ?? plan.name.en, plan.packageDescription?.[key] ?? null, plan.rateNote?.[key] ?? null);
  }
  seedImages(db, 'rate_plan_images', plan.id, demoImageDir(e.slug), plan.images ?? []);
  seedChildrenCategories(db, 'rate_plan_id', plan.id, plan.childrenCategories);
  const insertIncluded = db.prepare('INSERT INTO rate_plan_included_services (rate_plan_id, service_id, position) VALUES (?, ?, ?)');
  (plan.included ?? []).forEach((code, i) => {
    const serviceId = serviceIds.get(code);
    if (serviceId === undefined) throw new Error(`Unknown service ${code} on rate plan ${plan.id}`);
    insertIncluded.run(plan.id, serviceId, i);
  });

  const insertPrice = db.prepare('INSERT INTO rate_plan_prices (rate_plan_id, date, price, first_night_base_price, price_per_person) VALUES (?, ?, ?, ?, ?)');
  const insertPax = db.prepare('INSERT INTO rate_plan_pax_prices (rate_plan_id, date, pax, price) VALUES (?, ?, ?, ?)');
  const insertRestriction = db.prepare(
    `INSERT INTO rate_plan_restrictions (rate_plan_id, date, min_stay, max_stay, closed_to_arrival, closed_to_departure,
      min_advance_hours, max_advance_hours, min_stay_arrival, max_stay_arrival, closed)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const day of days) {
    const factor = nightlyFactor(day);
    if (plan.kind === 'pppd' && plan.pppd) {
      const base = Math.round(plan.pppd.base * factor);
      const perPerson = Math.round(plan.pppd.perPerson * factor);
      insertPrice.run(plan.id, day.date, base + u.standardOccupancy * perPerson, base, perPerson);
    } else if (plan.kind === 'pax' && plan.pax) {
      const prices = plan.pax.map((price) => Math.round(price * factor));
      prices.forEach((price, i) => insertPax.run(plan.id, day.date, i + 1, price));
      const standard = prices[Math.min(u.standardOccupancy, prices.length) - 1];
      insertPrice.run(plan.id, day.date, standard, standard, null);
    } else {
      insertPrice.run(plan.id, day.date, Math.round(u.basePrice * plan.priceFactor * factor), null, null);
    }
    const r = plan.restrictions?.(day);
    if (r && Object.values(r).some((value) => value !== undefined && value !== false)) {
      insertRestriction.run(
        plan.id,
        day.date,
        r.minStay ?? null,
        r.maxStay ?? null,
        flag(r.closedToArrival),
        flag(r.closedToDeparture),
        r.minAdvanceHours ?? null,
        r.maxAdvanceHours ?? null,
        r.minStayArrival ?? null,
        r.maxStayArrival ?? null,
        flag(r.closed),
      );
    }
  }
}

function seedFees(db: Database, e: DemoEngine, days: DayInfo[]): void {
  const insert = db.prepare('INSERT INTO fees (id, booking_engine_id, code, pricing_type, children_different_than_adults, position) VALUES (?, ?, ?, ?, ?, ?)');
  const insertText = db.prepare('INSERT INTO fee_translations (fee_id, language, name) VALUES (?, ?, ?)');
  const insertPrice = db.prepare('INSERT INTO fee_daily_prices (fee_id, date, price) VALUES (?, ?, ?)');
  const insertPlan = db.prepare('INSERT INTO fee_rate_plans (fee_id, rate_plan_id) VALUES (?, ?)');
  const insertUnit = db.prepare('INSERT INTO fee_unit_types (fee_id, unit_type_id) VALUES (?, ?)');
  e.fees.forEach((fee, position) => {
    insert.run(fee.id, e.id, fee.code, fee.pricingType, flag((fee.childrenCategories ?? []).length > 0), position);
    for (const [language, name] of textRows(fee.name)) insertText.run(fee.id, language, name);
    for (const day of days) insertPrice.run(fee.id, day.date, fee.price);
    for (const id of fee.ratePlanIds ?? []) insertPlan.run(fee.id, id);
    for (const id of fee.unitTypeIds ?? []) insertUnit.run(fee.id, id);
    seedChildrenCategories(db, 'fee_id', fee.id, fee.childrenCategories);
  });
}

function seedTouristTaxes(db: Database, e: DemoEngine, days: DayInfo[]): void {
  const insert = db.prepare(
    `INSERT INTO tourist_tax_rates (booking_engine_id, valid_from, valid_to, adults, children_under_12, children_above_12)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const firstYear = Number(days[0].date.slice(0, 4));
  const lastYear = Number(days[days.length - 1].date.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year++) {
    for (const tax of e.touristTaxes) {
      insert.run(e.id, `${year}-${tax.from}`, `${year}-${tax.to}`, tax.adults, tax.childrenUnder12, tax.childrenAbove12);
    }
  }
}
