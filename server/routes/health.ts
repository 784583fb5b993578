import { Hono } from 'hono';
import type { AppEnv } from '../http.ts';

/**
 * `GET /api/health` → `{ ok: true }` once the database answers; `503 { ok:
 * false, problem }` while its file is gone from under the API (`dbFile.ts`).
 */
export const health = new Hono<AppEnv>().get('/health', async (c) => {
  await c.var.db.get('SELECT 1 AS ok');
  const problem = c.var.databaseFile?.reportedProblem();
  if (problem) return c.json({ ok: false, problem }, 503);
  return c.json({ ok: true });
});
