/**
 * Routes that write. A writing route's handler runs in one transaction of
 * the database (`store/queries.ts`), which never holds the event loop
 * while it waits for a lock: other requests (reads above all) are served
 * meanwhile. While it runs, the request's `db` is that transaction, so
 * every statement of the handler is part of it. A lock held past
 * `config.writeWaitMs` answers `503` with the route's message; nothing is
 * written. On PostgreSQL a transaction ended by a serialization failure
 * runs again, so a handler does nothing outside the database but answer.
 */
import { DatabaseBusyError } from './db.ts';
import { ApiError } from './errors.ts';
import type { Context } from 'hono';
import type { AppEnv } from './http.ts';

/**
 * Runs a route's handler that writes in one transaction.
 * @example .delete('/reservation/:publicId', (c) => writing(c, RESERVATION_MESSAGES.busy, async () => c.json(await cancel(c))))
 */
export async function writing(c: Context<AppEnv>, busyMessage: string, handler: () => Response | Promise<Response>): Promise<Response> {
  // A database file removed or replaced under the API takes no write (`dbFile.ts`).
  if (c.var.databaseFile?.reportedProblem()) throw new ApiError(503, [busyMessage]);
  const store = c.var.store;
  try {
    return await store.transaction(async (tx) => {
      c.set('db', tx);
      try {
        return await handler();
      } finally {
        c.set('db', store);
      }
    }, c.var.config.writeWaitMs);
  } catch (error) {
    if (error instanceof DatabaseBusyError) throw new ApiError(503, [busyMessage]);
    throw error;
  }
}
