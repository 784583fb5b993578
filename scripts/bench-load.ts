/**
 * The API part of `npm run bench`: a bounded load on the reference API
 * over loopback, with autocannon.
 *
 * - Availability search: `connections` clients search a generated property
 *   with 50 unit types (server/seed/scale.ts) for `seconds` seconds,
 *   each request a different stay; latency percentiles and requests/s.
 * - Bookings: `bookingRequests` POST /api/reservation, `connections` at a
 *   time, each with its own Idempotency-Key, for the bench rooms' limited
 *   inventory (`benchUnits` units on each night of one stay): bookings/s,
 *   and the oversell check — exactly `benchUnits` bookings succeed, one
 *   reservation each, and no night ever has more units booked than it has
 *   (read from the database after the run, and from the per-month
 *   availability while it runs).
 *
 * On PostgreSQL (`postgres`): the same seeded database copied into a new
 * PostgreSQL database, and `processes` API processes on it; the clients
 * are spread over them, as behind a load balancer.
 */
import { queriesOf } from '../server/store/queries.ts';
import autocannon from 'autocannon';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { basketTotals } from '../src/lib/extras/extras.ts';
import { quoteRoom } from '../server/booking.ts';
import { addDays, todayIn } from '../server/dates.ts';
import { migrate, openDatabase } from '../server/db.ts';
import { findEngineContext } from '../server/repo/bookingEngines.ts';
import { DEMO_TIMEZONE, seedEngines } from '../server/seed/demo.ts';
import { SCALE_SLUG, scaleProperty, scaleUnitTypeId } from '../server/seed/scale.ts';
import { oversellProblems } from './bench-lib.ts';
import { startApi, waitForApi } from './processes.ts';
import { copyToPostgres, dropPostgres } from './postgres-copy.ts';
import { openConfiguredDatabase } from '../server/store/open.ts';

export interface LoadOptions {
  /** Port of the API started for the run (the site port next to it is only named in CORS). */
  port: number;
  work: string;
  unitTypes: number;
  connections: number;
  /** Length of the availability run. */
  seconds: number;
  /** Units of the bench rooms on each night of the booked stay. */
  benchUnits: number;
  /** Booking requests in all (more than benchUnits, so the inventory sells out). */
  bookingRequests: number;
  /** How the API's commits reach the disk (server/db.ts); FULL as in production. */
  synchronous?: 'FULL' | 'NORMAL';
  /** Run on PostgreSQL instead: a copy of the seeded database, with this many API processes on it. */
  postgres?: { processes: number };
  log: (line: string) => void;
}

export interface LatencyMs {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export interface LoadFigures {
  /** Where it ran: `sqlite` (one process) or `postgres` (its processes). */
  database: string;
  processes: number;
  availability: {
    unitTypes: number;
    connections: number;
    seconds: number;
    requests: number;
    requestsPerSecond: number;
    latencyMs: LatencyMs;
    /** Answers other than 200, and connection errors or timeouts. */
    non2xx: number;
    errors: number;
  };
  bookings: {
    connections: number;
    requests: number;
    inventory: number;
    booked: number;
    /** Answers by HTTP status. */
    statuses: Record<string, number>;
    /** Successful bookings per second, from the first request to the last success. */
    bookingsPerSecond: number;
    requestsPerSecond: number;
    latencyMs: LatencyMs;
    fewestFreeSeen: number | null;
    /** More sold than there was: more successes than units, a night booked past its units, or free units below zero. */
    oversold: boolean;
    /** Everything that differs from selling each unit exactly once (see oversellProblems). */
    problems: string[];
  };
}

const latency = (histogram: autocannon.Histogram): LatencyMs => ({ p50: histogram.p50, p90: histogram.p90, p99: histogram.p99, max: histogram.max });

/** Runs autocannon to completion; `onResponse` sees every answer's status. */
function cannon(options: autocannon.Options, onResponse?: (status: number) => void): Promise<autocannon.Result> {
  return new Promise((done, fail) => {
    const instance = autocannon(options, (error, result) => (error ? fail(error) : done(result)));
    if (onResponse) instance.on('response', (_client, status) => onResponse(status));
  });
}

export async function benchApiLoad(options: LoadOptions): Promise<LoadFigures> {
  const { work, log } = options;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const dbFile = join(work, 'booking.sqlite');
  const now = new Date();
  const today = todayIn(DEMO_TIMEZONE, now);
  const benchUnitType = scaleUnitTypeId(options.unitTypes);
  // The booked stay: two nights from the 10th of the month after next (one month on the calendar).
  const month = addDays(`${today.slice(0, 7)}-01`, 62).slice(0, 7);
  const stay = { from: `${month}-10`, to: `${month}-12` };
  const stayDates = [stay.from, `${month}-11`];

  const db = openDatabase(dbFile);
  let body: string;
  try {
    migrate(db);
    seedEngines(db, [scaleProperty({ unitTypes: options.unitTypes, benchUnits: options.benchUnits })], { now });
    const queries = queriesOf(db);
    const context = await findEngineContext(queries, SCALE_SLUG);
    if (!context) throw new Error('The generated property was not seeded.');
    const room = {
      ...stay,
      adults: 2,
      children: [],
      unitTypeId: benchUnitType,
      ratePlanId: benchUnitType * 10 + 1,
      promoCode: null,
      services: [],
      amenities: [],
      fromGoogleTravel: false,
    };
    // The total the site would show: the same pricing the API checks the booking against.
    const expectedTotal = basketTotals([(await quoteRoom(queries, context, room, 'en', now)).item]).total;
    body = JSON.stringify({
      bookingEngine: SCALE_SLUG,
      guest: {
        firstName: 'Bench',
        lastName: 'Guest',
        email: 'bench@mail.hr',
        phone: '+385 1 555 0100',
        country: 'HR',
        estimatedTimeOfArrival: '14:00',
        note: '',
        isNewsletterSubscribed: false,
      },
      payment: { type: 2 },
      rooms: [room],
      expectedTotal,
    });
  } finally {
    db.close();
  }

  const databaseUrl = options.postgres ? await copyToPostgres(dbFile, `booking_bench_${options.port}`) : null;
  // Capacity, not the booking limits: one client books all the units (server/bookingLimit.ts has its own tests).
  const ports = Array.from({ length: options.postgres?.processes ?? 1 }, (_, i) => options.port + 2 * i);
  const apis = ports.map((port) =>
    startApi({
      port,
      dbFile,
      sitePort: options.port + 1,
      quiet: true,
      env: {
        API_BOOKINGS_PER_CLIENT: '0',
        API_BOOKINGS_PER_EMAIL: '0',
        BOOKING_DB_SYNCHRONOUS: options.synchronous ?? 'FULL',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    }),
  );
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const base = bases[0]!;
  // autocannon spreads its connections over the processes' addresses.
  const targets = bases as unknown as string;
  const database = await openConfiguredDatabase({ dbPath: dbFile, databaseUrl });
  try {
    for (const [i, api] of apis.entries()) await waitForApi(`${bases[i]}/api`, api);

    // Availability: every request a different stay (1–4 nights within the next four months).
    const searches = Array.from({ length: 120 }, (_, i) => {
      const from = addDays(today, 7 + i);
      return `/api/availability?bookingEngine=${SCALE_SLUG}&from=${from}&to=${addDays(from, 1 + (i % 4))}&adults=2`;
    });
    const probe = await fetch(base + searches[0]);
    const answer = (await probe.json()) as { unitTypes?: unknown[] };
    if (probe.status !== 200 || answer.unitTypes?.length !== options.unitTypes) {
      throw new Error(`the availability search answered ${probe.status} with ${answer.unitTypes?.length ?? 0} unit types`);
    }
    log(`load: availability search, ${options.unitTypes} unit types, ${options.connections} clients, ${options.seconds} s…`);
    let next = 0;
    const search = await cannon({
      url: targets,
      connections: options.connections,
      duration: options.seconds,
      timeout: 30,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: searches[next++ % searches.length] }) }],
    });

    // Bookings: the free units of the stay, watched while the run goes on.
    const { uuid } = (await database.queries.get<{ uuid: string }>('SELECT uuid FROM unit_types WHERE id = ?', benchUnitType))!;
    const [year, monthNumber] = month.split('-').map(Number);
    let fewestFree: number | null = null;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const response = await fetch(`${base}/api/availability/${uuid}/${year}/${monthNumber}`);
        const { days } = (await response.json()) as { days: Record<string, number> };
        for (const date of stayDates) {
          const free = days[String(Number(date.slice(8)))];
          fewestFree = fewestFree === null ? free : Math.min(fewestFree, free);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    log(`load: ${options.bookingRequests} bookings, ${options.connections} at a time, for ${options.benchUnits} units…`);
    const statuses: Record<string, number> = {};
    let key = 0;
    const started = performance.now();
    let lastSuccess = started;
    const booking = await cannon(
      {
        url: targets,
        connections: options.connections,
        amount: options.bookingRequests,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            path: '/api/reservation',
            body,
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${++key}` },
            }),
          },
        ],
      },
      (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status === 201) lastSuccess = performance.now();
      },
    );
    watching = false;
    await watcher;

    const nights = await database.queries.all<{ date: string; total: number; booked: number }>(
      'SELECT date, total_units AS total, booked_units AS booked FROM unit_type_inventory WHERE unit_type_id = ? ORDER BY date',
      benchUnitType,
    );
    const reservations = Number((await database.queries.get<{ n: number }>('SELECT COUNT(*) AS n FROM reservations'))!.n);
    const booked = statuses['201'] ?? 0;
    const problems = oversellProblems({ inventory: options.benchUnits, booked, reservations, nights, stayDates, fewestFreeSeen: fewestFree });
    const bookingSeconds = Math.max((lastSuccess - started) / 1000, 1e-3);

    return {
      database: options.postgres ? 'postgres' : 'sqlite',
      processes: apis.length,
      availability: {
        unitTypes: options.unitTypes,
        connections: options.connections,
        seconds: search.duration,
        requests: search.requests.total,
        requestsPerSecond: Math.round(search.requests.total / search.duration),
        latencyMs: latency(search.latency),
        non2xx: search.non2xx,
        errors: search.errors + search.timeouts,
      },
      bookings: {
        connections: options.connections,
        requests: booking.requests.total,
        inventory: options.benchUnits,
        booked,
        statuses,
        bookingsPerSecond: Math.round(booked / bookingSeconds),
        requestsPerSecond: Math.round(booking.requests.total / booking.duration),
        latencyMs: latency(booking.latency),
        fewestFreeSeen: fewestFree,
        oversold: booked > options.benchUnits || nights.some((night) => night.booked > night.total) || (fewestFree !== null && fewestFree < 0),
        problems,
      },
    };
  } finally {
    for (const api of apis) api.kill('SIGTERM');
    await Promise.all(apis.map((api) => new Promise((resolve) => (api.exitCode !== null ? resolve(null) : api.once('exit', resolve)))));
    await database.close();
    if (databaseUrl) await dropPostgres(databaseUrl);
  }
}
