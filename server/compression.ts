/**
 * Gzip for the API's answers, as a production API behind a proxy would
 * have: an offer or a search answer is a fifth of its size on a guest's
 * mobile connection. Only clients that accept gzip get it, and only for
 * answers of `threshold` bytes and more; everything else passes untouched
 * (no buffering, so a client without gzip pays nothing for it).
 */
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);

/** Answer types worth compressing: JSON and the test gateway's pages and scripts. */
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/i;

/**
 * Whether an `Accept-Encoding` header allows gzip: named with a quality
 * above zero, or covered by `*` without being refused by name.
 * @example acceptsGzip('gzip, deflate, br') // true
 * @example acceptsGzip('br;q=1.0, gzip;q=0') // false
 * @example acceptsGzip('*') // true
 */
export function acceptsGzip(header: string | undefined | null): boolean {
  if (!header) return false;
  let named: number | null = null;
  let wildcard: number | null = null;
  for (const part of header.split(',')) {
    const [coding, ...parameters] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    const qualityParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    const value = Number.isFinite(quality) ? quality : 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = value;
    else if (coding === '*') wildcard = value;
  }
  return (named ?? wildcard ?? 0) > 0;
}

/** Adds `Accept-Encoding` to the answer's `Vary`: caches must keep the two forms apart. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The middleware: compressible answers say they vary on the encoding; for
 * a client that accepts gzip, those of `threshold` bytes and more are
 * gzipped (on the thread pool, not the request loop) and every one of
 * them carries its `Content-Length`.
 */
export function compression(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!answer.body || c.req.method === 'HEAD' || answer.headers.has('Content-Encoding') || !COMPRESSIBLE.test(answer.headers.get('Content-Type') ?? ''))
      return;
    varyOnEncoding(answer.headers);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const plain = Buffer.from(await answer.arrayBuffer());
    const zipped = plain.length >= threshold ? await gzipAsync(plain) : null;
    const headers = new Headers(answer.headers);
    headers.set('Content-Length', String((zipped ?? plain).length));
    if (zipped) headers.set('Content-Encoding', 'gzip');
    c.res = undefined;
    c.res = new Response(zipped ?? plain, { status: answer.status, statusText: answer.statusText, headers });
  };
}
