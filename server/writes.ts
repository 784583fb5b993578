/**
 * Routes that write. SQLite lets one connection write at a time, and its
 * own wait for the lock holds the whole event loop: a booking waiting on a
 * lock another process holds would freeze health checks, searches and
 * every other request with it. A writing route's handler therefore runs
 * through `whenWritable` (`db.ts`): in one transaction, started without
 * SQLite's wait and tried again after short pauses while the lock is held,
 * so other requests are served meanwhile. A lock held past
 * `config.writeWaitMs` answers `503` with the route's message; nothing is
 * written.
 */
import { DatabaseBusyError, whenWritable } from './db.ts';
import { ApiError } from './errors.ts';
import type { Context } from 'hono';
import type { AppEnv } from './http.ts';

/**
 * Runs a route's handler that writes (synchronous) through `whenWritable`.
 * @example .delete('/reservation/:publicId', (c) => writing(c, RESERVATION_MESSAGES.busy, () => c.json(cancel(c))))
 */
export async function writing(c: Context<AppEnv>, busyMessage: string, handler: () => Response): Promise<Response> {
  // A database file removed or replaced under the API takes no write (`dbFile.ts`).
  if (c.var.databaseFile?.reportedProblem()) throw new ApiError(503, [busyMessage]);
  try {
    return await whenWritable(c.var.db, handler, c.var.config.writeWaitMs);
  } catch (error) {
    if (error instanceof DatabaseBusyError) throw new ApiError(503, [busyMessage]);
    throw error;
  }
}
