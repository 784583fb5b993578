/**
 * Guessing defence for the capability URLs: reservations, offers and
 * check-ins are found by unguessable identifiers, and a client that keeps
 * asking for ones that do not exist is slowed down.
 *
 * Every lookup by identifier counts against its client's budget for the
 * window; a lookup that finds nothing (404) counts as much as `missWeight`
 * lookups. Over budget the client gets `429` with `Retry-After` for every
 * lookup — found or not — until the window passes, so the answer never
 * tells a guesser which ids exist. Malformed and unknown ids already share
 * one message and one status in the routes.
 *
 * A lookup is charged as a miss before it runs, in the same statement that
 * reads what the client had spent (`take`), and given back all but one when
 * it finds what it looked for: lookups in flight at once cannot spend past
 * the budget together, however many a guesser sends in parallel.
 *
 * The client is the socket's peer, or behind a reverse proxy the address the
 * trusted proxies forwarded (`clientAddress.ts`, `API_TRUSTED_PROXIES`).
 * Budgets live in the database, so any number of API processes behind a load
 * balancer share one budget per client (`createLookupMeter`).
 *
 * A budget must not be spendable by somebody else's page: a third-party page
 * with a dozen `<img src=".../api/reservation/x">` tags would otherwise lock
 * its visitors out of their own reservations. Such requests come from a
 * browser (`Sec-Fetch-Site` says another site or subdomain sent them) without
 * the Origin of a property's site, which only a CORS request from the
 * property's own pages carries: they are answered `403` at once, spend
 * nothing and look nothing up. Same-origin pages, links typed or opened by
 * the guest (`Sec-Fetch-Site: none`) and servers (no `Sec-Fetch-*` at all)
 * are counted as before.
 */
import type { MiddlewareHandler } from 'hono';
import { requestClient, type TrustedProxies } from './clientAddress.ts';
import { DatabaseBusyError } from './db.ts';
import { errorBody } from './errors.ts';
import type { AppEnv } from './http.ts';
import type { Queries } from './store/queries.ts';

export const TOO_MANY_LOOKUPS_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export const FOREIGN_LOOKUP_MESSAGE = "This link opens on the property's booking pages.";

export interface LookupLimit {
  /** Budget per client and window. */
  budget: number;
  /** What a lookup that found nothing costs. */
  missWeight: number;
  windowMs: number;
  /**
   * Every lookup answers after at least this long, found or not, so the
   * time an answer takes does not tell a guesser whether an id exists
   * (a found reservation or offer takes longer to put together).
   */
  minimumMs: number;
}

/** 120 lookups a minute, a miss costing 10: a guest opening links never notices, a guesser gets 12 misses a minute. */
export const DEFAULT_LOOKUP_LIMIT: LookupLimit = { budget: 120, missWeight: 10, windowMs: 60_000, minimumMs: 30 };

/** The paths that look something up by a capability identifier. */
const LOOKUP_PATHS = [
  /^\/api\/reservation\/check-in\/[^/]+(\/submit)?$/,
  /^\/api\/reservation\/attempt\/[^/]+$/,
  /^\/api\/reservation\/(?!check-in\/)[^/]+$/,
  /^\/api\/offer\/[^/]+\/[^/]+(\/accept)?$/,
];

/** Whether a request path is a lookup by identifier. */
export const isLookupPath = (path: string): boolean => LOOKUP_PATHS.some((pattern) => pattern.test(path));

/** How long a lookup's spending waits for the database's write lock before it is counted in this process instead. */
const SPEND_WAIT_MS = 200;

/**
 * Counts spending per client in fixed windows (aligned to multiples of the
 * window since 1970), in the database (`lookup_budgets`, migration 016),
 * so every API process on it counts against one budget. A spending the
 * database cannot take within a moment (SQLite busy with another process's
 * write) is counted in this process for its window instead: the budget
 * still holds, only then per process.
 * @example const meter = createLookupMeter(DEFAULT_LOOKUP_LIMIT, queries); await meter.spend('1.2.3.4', 10, Date.now())
 */
export function createLookupMeter(limit: LookupLimit, db: Queries) {
  /** Spending of this process the database did not take, by client and window. */
  const local = new Map<string, number>();
  let purgedBefore = 0;
  const windowOf = (now: number): number => Math.floor(now / limit.windowMs) * limit.windowMs;
  const key = (client: string, start: number): string => `${start} ${client}`;
  const waitOf = (spent: number, start: number, now: number): number =>
    spent >= limit.budget ? Math.max(1, Math.ceil((start + limit.windowMs - now) / 1000)) : 0;

  /** Adds `amount` to the client's spending of the window; what it had spent after, or null when counted in this process. */
  async function add(client: string, start: number, amount: number): Promise<number | null> {
    try {
      return await db.transaction(async (tx) => {
        const row = await tx.get<{ spent: number }>(
          `INSERT INTO lookup_budgets (client, window_start, spent) VALUES (?, ?, ?)
           ON CONFLICT (client, window_start) DO UPDATE SET spent = lookup_budgets.spent + excluded.spent
           RETURNING spent`,
          client,
          start,
          amount,
        );
        // Past windows go once a window, so an address is kept about as long as its budget counts.
        if (start > purgedBefore) {
          await tx.run('DELETE FROM lookup_budgets WHERE window_start < ?', start);
          purgedBefore = start;
        }
        return Number(row?.spent ?? amount);
      }, SPEND_WAIT_MS);
    } catch (error) {
      if (!(error instanceof DatabaseBusyError)) throw error;
      local.set(key(client, start), (local.get(key(client, start)) ?? 0) + amount);
      return null;
    } finally {
      if (local.size > 0) for (const entry of local.keys()) if (Number(entry.slice(0, entry.indexOf(' '))) < start) local.delete(entry);
    }
  }

  return {
    /** Seconds until the client may look up again, or 0 when it is within budget. */
    async retryAfter(client: string, now: number): Promise<number> {
      const start = windowOf(now);
      const row = await db.get<{ spent: number }>('SELECT spent FROM lookup_budgets WHERE client = ? AND window_start = ?', client, start);
      return waitOf(Number(row?.spent ?? 0) + (local.get(key(client, start)) ?? 0), start, now);
    },
    async spend(client: string, amount: number, now: number): Promise<void> {
      await add(client, windowOf(now), amount);
    },
    /**
     * Charges `amount` and answers, from what the client had spent before
     * it, the seconds to wait (0: go on) and the window it was charged to.
     * Two lookups at once are charged one after the other, each seeing the
     * other's charge.
     */
    async take(client: string, amount: number, now: number): Promise<{ retryAfter: number; window: number }> {
      const start = windowOf(now);
      const after = await add(client, start, amount);
      const counted = local.get(key(client, start)) ?? 0;
      // Counted in this process (a busy database): what the database holds beside it.
      const spent =
        after === null
          ? Number((await db.get<{ spent: number }>('SELECT spent FROM lookup_budgets WHERE client = ? AND window_start = ?', client, start))?.spent ?? 0) +
            counted
          : after + counted;
      return { retryAfter: waitOf(spent - amount, start, now), window: start };
    },
    /** Gives back part of a charge of `window` (a lookup that found what it looked for); never below nothing. */
    async giveBack(client: string, amount: number, window: number): Promise<void> {
      const here = key(client, window);
      const held = local.get(here) ?? 0;
      if (held > 0) {
        local.set(here, Math.max(0, held - amount));
        return;
      }
      try {
        await db.transaction(
          (tx) =>
            tx.run(
              'UPDATE lookup_budgets SET spent = CASE WHEN spent > ? THEN spent - ? ELSE 0 END WHERE client = ? AND window_start = ?',
              amount,
              amount,
              client,
              window,
            ),
          SPEND_WAIT_MS,
        );
      } catch (error) {
        // A busy database keeps the charge: the client is counted a little more, never less.
        if (!(error instanceof DatabaseBusyError)) throw error;
      }
    },
  };
}

/**
 * Whether a browser sent the request for another site's page (an image, a
 * frame, a link or a fetch from a page that is not the property's).
 * @example sentByForeignPage('cross-site', false) // true
 */
export const sentByForeignPage = (fetchSite: string | undefined, siteOrigin: boolean): boolean =>
  !siteOrigin && (fetchSite === 'cross-site' || fetchSite === 'same-site');

/**
 * Waits at least `ms` by the high-resolution clock. Node's timers truncate
 * fractions and count from the event loop's cached time, so one timer may
 * fire a little early: the rest is waited again.
 */
async function pause(ms: number): Promise<void> {
  const until = performance.now() + ms;
  for (let left = ms; left > 0; left = until - performance.now()) await new Promise<void>((resolve) => setTimeout(resolve, Math.ceil(left)));
}

/**
 * The middleware: lookups over budget answer 429; each lookup spends 1, a
 * miss `missWeight`; every answer waits until `minimumMs` have passed.
 */
export function lookupLimit(
  db: Queries,
  limit: LookupLimit,
  trust: TrustedProxies,
  now: () => number = Date.now,
  wait: (ms: number) => Promise<void> = pause,
): MiddlewareHandler<AppEnv> {
  const meter = createLookupMeter(limit, db);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || !isLookupPath(c.req.path)) return next();
    if (sentByForeignPage(c.req.header('Sec-Fetch-Site'), c.get('siteOrigin'))) return c.json(errorBody([FOREIGN_LOOKUP_MESSAGE]), 403);
    const started = performance.now();
    const client = requestClient(c, trust);
    // Charged as a miss before it runs; a lookup that finds what it looked for costs one in the end.
    const charge = Math.max(1, limit.missWeight);
    const { retryAfter, window } = await meter.take(client, charge, now());
    if (retryAfter > 0) {
      // Refused, it looked nothing up: its charge is given back, so refusals never lengthen the wait.
      await meter.giveBack(client, charge, window);
      c.header('Retry-After', String(retryAfter));
      return c.json(errorBody([TOO_MANY_LOOKUPS_MESSAGE]), 429);
    }
    await next();
    if (c.res.status !== 404 && charge > 1) await meter.giveBack(client, charge - 1, window);
    const elapsed = performance.now() - started;
    if (elapsed < limit.minimumMs) await wait(limit.minimumMs - elapsed);
  };
}
