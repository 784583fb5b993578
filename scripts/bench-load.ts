/**
 * The API part of `npm run bench`: a bounded load on the reference API
 * over loopback, with autocannon.
 *
 * - Availability search: `connections` clients search a generated property
 *   with 50 unit types (server/seed/scale.ts) for `seconds` seconds, twice:
 *   searches asked again (120 stays in turn: each API process computes an
 *   answer once and keeps it, server/availabilityCache.ts), then every
 *   search new (a stay, occupancy and language never asked before: every
 *   answer computed). Requests/s, latency percentiles, and the CPU time the
 *   API's processes spent per request (from /proc; PostgreSQL's own
 *   processes are not counted).
 * - Bookings: `bookingRequests` POST /api/reservation, `connections` at a
 *   time, each with its own Idempotency-Key, for the bench rooms' limited
 *   inventory (`benchUnits` units on each night of one stay): bookings/s,
 *   and the oversell check — exactly `benchUnits` bookings succeed, one
 *   reservation each, and no night ever has more units booked than it has
 *   (read from the database after the run, and from the per-month
 *   availability while it runs).
 *
 * One API (`server/main.ts`) with `workers` worker processes (API_WORKERS,
 * `cluster.ts`) on the run's database: the SQLite file, or on PostgreSQL
 * (`postgres`) the same seeded database copied into a new PostgreSQL
 * database.
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
import { commandCpuMs, oversellProblems, treeCpuMs } from './bench-lib.ts';
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
  /** Run on PostgreSQL instead: a copy of the seeded database. */
  postgres?: boolean;
  /** The API's worker processes (API_WORKERS). */
  workers: number;
  log: (line: string) => void;
}

export interface LatencyMs {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** One load run's figures. */
export interface RunFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: LatencyMs;
  /** CPU time of the API's processes (primary and workers) per request answered. */
  cpuMsPerRequest: number;
  /** CPU time of PostgreSQL's processes on this host per request answered (null on SQLite, or a server elsewhere). */
  databaseCpuMsPerRequest: number | null;
  /** Answers other than 2xx, and connection errors or timeouts. */
  non2xx: number;
  errors: number;
}

export interface LoadFigures {
  /** Where it ran: `sqlite` or `postgres`. */
  database: string;
  /** The host's benchmark index measured after the load (`npm run bench`), when measured. */
  hostIndex?: number;
  /** The API's worker processes. */
  workers: number;
  /** How SQLite's commits reached the disk. */
  synchronous: 'FULL' | 'NORMAL';
  unitTypes: number;
  /** Availability searches asked again (answers kept) and every one new (every answer computed). */
  availabilityRepeated: RunFigures;
  availabilityNew: RunFigures;
  bookings: RunFigures & {
    inventory: number;
    booked: number;
    /** Answers by HTTP status. */
    statuses: Record<string, number>;
    /** Successful bookings per second, from the first request to the last success. */
    bookingsPerSecond: number;
    fewestFreeSeen: number | null;
    /** More sold than there was: more successes than units, a night booked past its units, or free units below zero. */
    oversold: boolean;
    /** Everything that differs from selling each unit exactly once (see oversellProblems). */
    problems: string[];
  };
}

/** The percentiles of every answer's time (autocannon's histogram has no 95th). */
function latency(times: number[]): LatencyMs {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => (sorted.length === 0 ? 0 : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Runs autocannon to completion, timing every answer; `onResponse` sees each status. */
async function cannon(
  options: autocannon.Options,
  pid: number,
  databaseCpuMs: (() => number) | null,
  onResponse?: (status: number) => void,
): Promise<{ result: autocannon.Result; figures: RunFigures }> {
  const times: number[] = [];
  const cpuBefore = treeCpuMs(pid);
  const databaseBefore = databaseCpuMs?.() ?? 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(options, (error, outcome) => (error ? fail(error) : done(outcome)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      onResponse?.(status);
    });
  });
  const cpuMs = treeCpuMs(pid) - cpuBefore;
  const databaseMs = databaseCpuMs ? databaseCpuMs() - databaseBefore : null;
  const answered = Math.max(1, times.length);
  return {
    result,
    figures: {
      connections: result.connections,
      seconds: Math.round(result.duration * 10) / 10,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      latencyMs: latency(times),
      cpuMsPerRequest: Math.round((cpuMs / answered) * 100) / 100,
      databaseCpuMsPerRequest: databaseMs === null ? null : Math.round((databaseMs / answered) * 100) / 100,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    },
  };
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
  const api = startApi({
    port: options.port,
    dbFile,
    sitePort: options.port + 1,
    quiet: true,
    env: {
      API_WORKERS: String(options.workers),
      API_BOOKINGS_PER_CLIENT: '0',
      API_BOOKINGS_PER_EMAIL: '0',
      BOOKING_DB_SYNCHRONOUS: options.synchronous ?? 'FULL',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  const base = `http://127.0.0.1:${options.port}`;
  const database = await openConfiguredDatabase({ dbPath: dbFile, databaseUrl });
  try {
    await waitForApi(`${base}/api`, api);
    const pid = api.pid!;
    // PostgreSQL's own CPU, when its server runs on this host (its processes are named 'postgres').
    const local = databaseUrl !== null && ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(databaseUrl).hostname);
    const databaseCpuMs = local && commandCpuMs('postgres') > 0 ? () => commandCpuMs('postgres') : null;

    // Availability asked again: 120 stays (1–4 nights within the next four months) in turn.
    const repeated = Array.from({ length: 120 }, (_, i) => {
      const from = addDays(today, 7 + i);
      return `/api/availability?bookingEngine=${SCALE_SLUG}&from=${from}&to=${addDays(from, 1 + (i % 4))}&adults=2`;
    });
    const probe = await fetch(base + repeated[0]);
    const answer = (await probe.json()) as { unitTypes?: unknown[] };
    if (probe.status !== 200 || answer.unitTypes?.length !== options.unitTypes) {
      throw new Error(`the availability search answered ${probe.status} with ${answer.unitTypes?.length ?? 0} unit types`);
    }
    // Every search new: a stay (arrival within two years, 1–7 nights), party and language not asked before in the run.
    const LANGUAGES = ['en', 'hr', 'de', 'it'];
    const fresh = (n: number): string => {
      const from = addDays(today, 1 + (n % 700));
      const nights = 1 + (Math.floor(n / 700) % 7);
      const adults = 1 + (Math.floor(n / 4900) % 2);
      const language = LANGUAGES[Math.floor(n / 9800) % LANGUAGES.length];
      return `/api/availability?bookingEngine=${SCALE_SLUG}&from=${from}&to=${addDays(from, nights)}&adults=${adults}&language=${language}`;
    };
    const search = async (name: string, path: () => string): Promise<RunFigures> => {
      log(`load: availability search, ${name}, ${options.unitTypes} unit types, ${options.connections} clients, ${options.seconds} s…`);
      const { figures } = await cannon(
        {
          url: base,
          connections: options.connections,
          duration: options.seconds,
          timeout: 30,
          // What Chromium sends on HTTPS: the API answers it in Zstandard.
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
          requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: path() }) }],
        },
        pid,
        databaseCpuMs,
      );
      return figures;
    };
    let next = 0;
    // Not measured: every worker up, its code warmed, and each of the 120 stays asked of every worker a few times over
    // (connections go to the workers in turn), so the measured run is of answers kept, as a busy property's are.
    await cannon(
      {
        url: base,
        connections: options.connections,
        amount: repeated.length * options.workers * 4,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: repeated[next++ % repeated.length]! }) }],
      },
      pid,
      databaseCpuMs,
    );
    const availabilityRepeated = await search('searches asked again', () => repeated[next++ % repeated.length]!);
    let unique = 0;
    const availabilityNew = await search('every search new', () => fresh(unique++));

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
        url: base,
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
      pid,
      databaseCpuMs,
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
      workers: options.workers,
      synchronous: options.synchronous ?? 'FULL',
      unitTypes: options.unitTypes,
      availabilityRepeated,
      availabilityNew,
      bookings: {
        ...booking.figures,
        inventory: options.benchUnits,
        booked,
        statuses,
        bookingsPerSecond: Math.round(booked / bookingSeconds),
        fewestFreeSeen: fewestFree,
        oversold: booked > options.benchUnits || nights.some((night) => night.booked > night.total) || (fewestFree !== null && fewestFree < 0),
        problems,
      },
    };
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => (api.exitCode !== null ? resolve(null) : api.once('exit', resolve)));
    await database.close();
    if (databaseUrl) await dropPostgres(databaseUrl);
  }
}
