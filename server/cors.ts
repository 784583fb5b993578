/**
 * CORS for the property sites. Allowed origins are exactly, for every
 * booking engine slug: http://{slug}.localhost:{SITE_PORT} (any port while
 * the API listens on loopback only: `localSitesAnyPort`),
 * http://{slug}.localhost and https://{slug}.{SITE_DOMAIN}; with SITE_DOMAIN
 * set, https://{siteHost} of a property with a host name of its own; plus the extra
 * API_ALLOWED_ORIGINS. The exact origin is echoed with credentials allowed;
 * any other origin gets no CORS headers at all.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppConfig } from './config.ts';
import type { Queryable } from './store/queries.ts';
import type { AppEnv } from './http.ts';
import { bookingEngineSlugExists, siteHostExists } from './repo/bookingEngines.ts';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Content-Type, Idempotency-Key';
const SLUG = '([a-z0-9][a-z0-9-]*)';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `origin` may call the API.
 * @example await isAllowedOrigin('http://villa-adriatic.localhost:4321', db, config) // true
 */
export async function isAllowedOrigin(origin: string, db: Queryable, config: AppConfig): Promise<boolean> {
  if (config.allowedOrigins.includes(origin)) return true;
  const port = config.localSitesAnyPort ? '[1-9][0-9]{0,4}' : String(config.sitePort);
  const patterns = [new RegExp(`^http://${SLUG}\\.localhost(?::${port})?$`)];
  if (config.siteDomain) {
    patterns.push(new RegExp(`^https://${SLUG}\\.${escapeRegExp(config.siteDomain)}$`));
    // A property's own host name (its pages are there instead of under SITE_DOMAIN).
    const host = /^https:\/\/([a-z0-9.-]+)$/.exec(origin);
    if (host && (await siteHostExists(db, host[1]))) return true;
  }
  for (const pattern of patterns) {
    const match = pattern.exec(origin);
    if (match) return await bookingEngineSlugExists(db, match[1]);
  }
  return false;
}

/** The CORS middleware, answering preflight requests itself. */
export function cors(db: Queryable, config: AppConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    const allowed = origin !== undefined && (await isAllowedOrigin(origin, db, config));
    c.set('siteOrigin', allowed);
    const isPreflight = c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method') !== undefined;
    if (isPreflight) {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowed) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
    }
  };
}
