import { Hono } from 'hono';
import { readCspReports } from '../cspReports.ts';
import { ApiError } from '../errors.ts';
import { bearerToken, sameToken, type AppEnv } from '../http.ts';
import { writing } from '../writes.ts';

/** Distinct rows a day may add: past them, reports are counted in one 'other' row, so no sender can grow the table. */
export const CSP_ROWS_PER_DAY = 1000;
/** Days a count is kept. */
const KEPT_DAYS = 30;

/**
 * `POST /api/csp-report`: where the property sites' Content-Security-Policy
 * sends violations (`report-uri`, `report-to`). Each is counted per day by
 * directive, blocked origin and page path (identifiers removed). `204`
 * (`503` only when the database stayed locked): a browser does nothing with
 * the answer, and a report that says nothing is simply not counted.
 *
 * At most `CSP_ROWS_PER_DAY` distinct rows a day (more reports are counted
 * in one 'other' row), kept 30 days.
 *
 * `GET /api/csp-report` → `{ day, directive, blocked, page, count }[]` of the
 * last 7 days, for the operator only: `Authorization: Bearer` with the
 * API's `API_OPERATOR_TOKEN` (401 without it; 403 when none is set).
 */
export const cspReports = new Hono<AppEnv>()
  .post('/csp-report', (c) =>
    writing(c, 'The report could not be stored right now', async () => {
      const { db, config } = c.var;
      const now = config.now().getTime();
      const day = new Date(now).toISOString().slice(0, 10);
      const violations = readCspReports(c.var.body);
      if (violations.length === 0) return c.body(null, 204);
      const upsert = `INSERT INTO csp_reports (day, directive, blocked, page, count) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (day, directive, blocked, page) DO UPDATE SET count = csp_reports.count + 1`;
      // The report's violations are counted together or not at all (the route's one transaction); counts older than a month go.
      await db.run('DELETE FROM csp_reports WHERE day < ?', new Date(now - KEPT_DAYS * 86_400_000).toISOString().slice(0, 10));
      for (const { directive, blocked, page } of violations) {
        const known = await db.get(
          'SELECT 1 AS known FROM csp_reports WHERE day = ? AND directive = ? AND blocked = ? AND page = ?',
          day,
          directive,
          blocked,
          page,
        );
        const full = !known && (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM csp_reports WHERE day = ?', day))!.n >= CSP_ROWS_PER_DAY - 1;
        if (full) await db.run(upsert, day, 'other', 'other', 'other');
        else await db.run(upsert, day, directive, blocked, page);
      }
      return c.body(null, 204);
    }),
  )
  .get('/csp-report', async (c) => {
    const { db, config } = c.var;
    if (!config.operatorToken) throw new ApiError(403, ['The report listing is closed on this API']);
    if (!sameToken(bearerToken(c.req.header('Authorization')) ?? '', config.operatorToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new ApiError(401, ['The report listing needs the operator token']);
    }
    const since = new Date(config.now().getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    const rows = await db.all('SELECT day, directive, blocked, page, count FROM csp_reports WHERE day >= ? ORDER BY day DESC, count DESC LIMIT 500', since);
    return c.json(rows);
  });
