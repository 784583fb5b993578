/**
 * Helpers of the reservation tests: a guest and a payment as the checkout
 * sends them, the total the site would show for a room (priced from GET
 * /api/availability with the site's own functions, as the basket does),
 * and the booking call.
 */
import { DatabaseSync } from 'node:sqlite';
import { queriesOf, type Queryable } from '../../../server/store/queries.ts';
import type { BasketFee, BasketService } from '../../../src/lib/basket/basket.ts';
import { applicableFees, touristTaxTotal } from '../../../src/lib/extras/fees.ts';
import { extrasTotals, startingQuantity } from '../../../src/lib/extras/extras.ts';
import { composeNote } from '../../../src/lib/checkout/guest-note.ts';
import { totalRateBeforeTax } from '../../../src/lib/pricing/vat.ts';
import type { Database } from '../../../server/db.ts';
import { day, getJson, type TestApp } from './helpers.ts';

export const GUEST = {
  firstName: 'Ana',
  lastName: 'Horvat',
  email: 'ana.horvat@example.com',
  phone: '+385 91 555 0192',
  country: 'HR',
  estimatedTimeOfArrival: '15:00',
  note: composeNote('We arrive by ferry.', '15:00'),
  isNewsletterSubscribed: true,
};

/** Visa's published test number, with a CVV that appears nowhere else. */
export const CARD_NUMBER = '4111111111111111';
export const CVV = '9517';
export const CARD = { type: 1, name: 'Ana Horvat', expirationDate: '12/29', cvv: CVV, cardNumber: CARD_NUMBER } as const;
export const BANK = { type: 2 } as const;

export interface Room {
  from: string;
  to: string;
  adults: number;
  children: number[];
  unitTypeId: number;
  ratePlanId: number;
  promoCode: string | null;
  services: { serviceId: number; quantity: number }[];
  amenities: number[];
  fromGoogleTravel: boolean;
}

/** A room of the villa's Two-Bedroom Apartment with Sea View (103) on its flexible rate, 3 nights from today + 21. */
export function room(changes: Partial<Room> = {}): Room {
  return {
    from: day(21),
    to: day(24),
    adults: 2,
    children: [],
    unitTypeId: 103,
    ratePlanId: 1031,
    promoCode: null,
    services: [],
    amenities: [],
    fromGoogleTravel: false,
    ...changes,
  };
}

/**
 * What the site shows as the room's total (accommodation + extras), built
 * from the availability answer the way the basket builds its item.
 */
export async function siteTotal(app: TestApp, bookingEngine: string, r: Room): Promise<number> {
  const { status, body } = await getJson(app, '/api/availability', {
    bookingEngine,
    from: r.from,
    to: r.to,
    adults: r.adults,
    children: r.children.join(','),
    rooms: 1,
    promoCode: r.promoCode ?? undefined,
    unitTypeId: r.unitTypeId,
  });
  if (status !== 200) throw new Error(`availability answered ${status}: ${JSON.stringify(body)}`);
  const unit = body.unitTypes.find((u: { unitTypeId: number }) => u.unitTypeId === r.unitTypeId);
  const rate = unit.rates.find((x: { ratePlanId: number }) => x.ratePlanId === r.ratePlanId);
  const engineId = unit.bookingEngineId;
  const services: BasketService[] = body.services
    .filter((s: { bookingEngineId: number }) => s.bookingEngineId === engineId)
    .map((s: BasketService) => ({ ...s, quantity: s.isMandatory ? startingQuantity(s) : (r.services.find((x) => x.serviceId === s.id)?.quantity ?? 0) }));
  const touristTax = body.touristTaxes.filter((t: { bookingEngineId: number }) => t.bookingEngineId === engineId);
  const item = {
    adults: r.adults,
    childrenAges: r.children,
    nights: rate.nights,
    isVatRegistered: unit.bookingEngine.isVatRegistered,
    vatRate: unit.bookingEngine.vatRate,
    ratePlanId: r.ratePlanId,
    unitTypeId: r.unitTypeId,
    totalRate: rate.totalRate,
    totalRateBeforeTax: totalRateBeforeTax({
      totalRate: rate.totalRate,
      isVatRegistered: unit.bookingEngine.isVatRegistered,
      vatRate: unit.bookingEngine.vatRate,
      isTouristTaxIncluded: rate.isTouristTaxIncluded,
      touristTax: touristTaxTotal(touristTax, r.adults, r.children),
    }),
    touristTax,
    isTouristTaxIncluded: rate.isTouristTaxIncluded,
    services,
    fees: applicableFees<BasketFee>(
      body.fees.filter((f: { bookingEngineId: number }) => f.bookingEngineId === engineId),
      r.ratePlanId,
      r.unitTypeId,
    ),
  };
  return extrasTotals(item).total;
}

export interface BookingBody {
  bookingEngine: string;
  guest: Record<string, unknown>;
  payment: Record<string, unknown>;
  rooms: Room[];
  expectedTotal: number;
}

/** A booking body whose expectedTotal is what the site would show. */
export async function bookingBody(
  app: TestApp,
  changes: { bookingEngine?: string; guest?: Record<string, unknown>; payment?: Record<string, unknown>; rooms?: Room[] } = {},
): Promise<BookingBody> {
  const bookingEngine = changes.bookingEngine ?? 'villa-adriatic';
  const rooms = changes.rooms ?? [room()];
  let expectedTotal = 0;
  for (const r of rooms) expectedTotal += await siteTotal(app, bookingEngine, r);
  return {
    bookingEngine,
    guest: { ...GUEST, ...changes.guest },
    payment: { ...(changes.payment ?? CARD) },
    rooms,
    expectedTotal: Math.round(expectedTotal * 100) / 100,
  };
}

let keys = 0;
/** A fresh idempotency key. */
export const newKey = (): string => `test-key-${process.pid}-${++keys}-${Math.random().toString(36).slice(2, 10)}`;

/** POST /api/reservation; returns status, parsed JSON and the raw text. */
export async function book(app: TestApp, body: unknown, key: string | null = newKey(), headers: Record<string, string> = {}) {
  const response = await app.request('/api/reservation', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key === null ? {} : { 'Idempotency-Key': key }), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text, response };
}

/** The queries of a test's database, whichever way it was given. */
const queriesOfTest = (db: Database | Queryable): Queryable => (db instanceof DatabaseSync ? queriesOf(db) : db);

/** booked_units of a unit type for each night from `from` up to `to`. */
export async function bookedUnits(db: Database | Queryable, unitTypeId: number, from: string, to: string): Promise<number[]> {
  const rows = await queriesOfTest(db).all<{ booked_units: number }>(
    'SELECT booked_units FROM unit_type_inventory WHERE unit_type_id = ? AND date >= ? AND date < ? ORDER BY date',
    unitTypeId,
    from,
    to,
  );
  return rows.map((row) => row.booked_units);
}

/** Number of rows of a table. */
export const countRows = async (db: Database | Queryable, table: string): Promise<number> =>
  Number((await queriesOfTest(db).get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))!.n);

/**
 * Ids the database or the API draw at random: UUIDs, reservation codes
 * (`VA-2027-12345678`), and public ids and tokens of 20 and more letters.
 */
const RANDOM_IDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b[A-Z]{1,4}-\d{4}-\d{8}\b|[A-Za-z0-9_-]{20,}/gi;

/**
 * The stored values that hold `secret` (a CVV, say) outside the random ids
 * in them: a 4-digit CVV turns up inside some UUID of a seeded database in
 * about one run in fifty, which says nothing of where the CVV went.
 * @example valuesHolding(await everyStoredValue(db), CVV) // []
 */
export const valuesHolding = (values: readonly string[], secret: string): string[] => values.filter((value) => value.replace(RANDOM_IDS, ' ').includes(secret));

/** Every text value (and number, as text) stored in every column of every table. */
export async function everyStoredValue(db: Database | Queryable): Promise<string[]> {
  const queries = queriesOfTest(db);
  const tables =
    queries.dialect === 'sqlite'
      ? await queries.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      : await queries.all<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'");
  const values: string[] = [];
  for (const { name } of tables) {
    for (const row of await queries.all<Record<string, unknown>>(`SELECT * FROM "${name}"`)) {
      for (const value of Object.values(row)) if (value !== null && value !== undefined) values.push(String(value));
    }
  }
  return values;
}

/** A statement a test's database runs: its kind and its SQL. */
export type StatementKind = 'all' | 'get' | 'run';

/**
 * `db` whose every statement (in its transactions too) `watch` sees first:
 * it runs unless `watch` gives an answer to send in its place (another
 * request that took a unit meanwhile, say).
 */
export function watchStatements<T extends object>(db: T, watch: (text: string, kind: StatementKind) => { answer: unknown } | undefined): T {
  return new Proxy(db, {
    get(inner, name, receiver) {
      const value = Reflect.get(inner, name, receiver);
      if (name === 'transaction') {
        return (work: (tx: Queryable) => Promise<unknown>, waitMs?: number) =>
          (value as (work: (tx: Queryable) => Promise<unknown>, waitMs?: number) => Promise<unknown>).call(
            inner,
            (tx) => work(watchStatements(tx, watch)),
            waitMs,
          );
      }
      if (name !== 'all' && name !== 'get' && name !== 'run') return typeof value === 'function' ? value.bind(inner) : value;
      return (text: string, ...params: unknown[]) => {
        const instead = watch(text, name);
        return instead ? Promise.resolve(instead.answer) : (value as (text: string, ...params: unknown[]) => unknown).call(inner, text, ...params);
      };
    },
  });
}

/** `db` counting, in `reads`, the tables each statement names after FROM (`FROM unit_types`). */
export const countingReads = <T extends object>(db: T, reads: Map<string, number>): T =>
  watchStatements(db, (text) => {
    for (const table of text.match(/FROM \w+/g) ?? []) reads.set(table, (reads.get(table) ?? 0) + 1);
    return undefined;
  });
