import { Hono } from 'hono';
import type { AppEnv } from '../http.ts';

/** `GET /api/health` → `{ ok: true }` once the database answers. */
export const health = new Hono<AppEnv>().get('/health', (c) => {
  c.var.db.prepare('SELECT 1').get();
  return c.json({ ok: true });
});
