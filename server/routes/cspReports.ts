import { Hono } from 'hono';
import { readCspReports } from '../cspReports.ts';
import { transaction } from '../db.ts';
import type { AppEnv } from '../http.ts';

/**
 * `POST /api/csp-report`: where the property sites' Content-Security-Policy
 * sends violations (`report-uri`, `report-to`). Each is counted per day by
 * directive, blocked origin and page path (identifiers removed). Always
 * `204`: a browser does nothing with the answer, and a report that says
 * nothing is simply not counted.
 *
 * `GET /api/csp-report` → `{ day, directive, blocked, page, count }[]` of the
 * last 7 days, for whoever watches the policy.
 */
export const cspReports = new Hono<AppEnv>()
  .post('/csp-report', (c) => {
    const { db, config } = c.var;
    const day = config.now().toISOString().slice(0, 10);
    const upsert = db.prepare(
      `INSERT INTO csp_reports (day, directive, blocked, page, count) VALUES (?, ?, ?, ?, 1)
       ON CONFLICT (day, directive, blocked, page) DO UPDATE SET count = count + 1`,
    );
    // The report's violations are counted together or not at all.
    const violations = readCspReports(c.var.body);
    if (violations.length > 0) transaction(db, () => violations.forEach((violation) => upsert.run(day, violation.directive, violation.blocked, violation.page)));
    return c.body(null, 204);
  })
  .get('/csp-report', (c) => {
    const { db, config } = c.var;
    const since = new Date(config.now().getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
    const rows = db.prepare('SELECT day, directive, blocked, page, count FROM csp_reports WHERE day >= ? ORDER BY day DESC, count DESC LIMIT 500').all(since);
    return c.json(rows);
  });
