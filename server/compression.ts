/**
 * Compression for the API's answers, as a production API behind a proxy
 * would have: an offer or a search answer is a tenth to a twentieth of its
 * size on a guest's mobile connection. Zstandard where the client names it
 * (Chromium-based browsers and Firefox), else Brotli (every browser on
 * HTTPS and on localhost), else gzip; only for answers of `threshold` bytes
 * and more; everything else passes untouched (no buffering, so a client
 * without any of them pays nothing for it).
 *
 * On a 50-unit-type search answer (330 KB of JSON), measured: Zstandard at
 * level 1 makes 11.8 KB in 0.18 ms of CPU, Brotli at quality 1 14.9 KB in
 * 0.24 ms (quality 2: 14.1 KB in 0.73 ms), gzip at its default level 29 KB
 * in about 3 ms (`npm run bench` measures the API's CPU per answer).
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, zstdCompress, zstdCompressSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const zstdAsync = promisify(zstdCompress);

/** Answer types worth compressing: JSON and the test gateway's pages and scripts. */
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/i;

/** The encodings the API sends, best first. */
export type Encoding = 'zstd' | 'br' | 'gzip';

/** Answers up to this size are compressed on the request's own thread (see `encode`). */
const ON_THREAD_BYTES = 512 * 1024;

/**
 * Brotli's quality by size: 5 for an answer of up to 64 KB (a property's
 * settings, an offer: about 0.3 ms for 5 KB, where quality 1 would barely
 * halve them), 1 above (a search answer, see the top of this file).
 */
const brotliOptions = (plain: Buffer) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: plain.length <= 64 * 1024 ? 5 : 1,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
  },
});

/**
 * Zstandard's level by size: 6 for an answer of up to 64 KB (a property's
 * settings: 3.8 KB in 0.17 ms where Brotli's quality 5 makes 3.6 KB in
 * 0.3 ms), 1 above. Both keep the window far under the 8 MB a browser
 * decodes (RFC 9659).
 */
const zstdOptions = (plain: Buffer) => ({
  params: { [constants.ZSTD_c_compressionLevel]: plain.length <= 64 * 1024 ? 6 : 1 },
});

/**
 * Compresses `plain` in `encoding`. An answer of up to 512 KB (every answer
 * of this API but an unusually large one) is compressed on the request's
 * thread: handing it to the thread pool costs more CPU than the work (a
 * 320 KB search answer: 0.8 ms in place, 1.2 ms through the pool) and the
 * work is shorter than computing the answer was. Larger ones go to the
 * thread pool.
 */
export async function encode(plain: Buffer, encoding: Encoding): Promise<Buffer> {
  const onThread = plain.length <= ON_THREAD_BYTES;
  if (encoding === 'zstd') return onThread ? zstdCompressSync(plain, zstdOptions(plain)) : zstdAsync(plain, zstdOptions(plain));
  if (encoding === 'br') return onThread ? brotliCompressSync(plain, brotliOptions(plain)) : brotliAsync(plain, brotliOptions(plain));
  return onThread ? gzipSync(plain) : gzipAsync(plain);
}

/** Each coding an `Accept-Encoding` header names, with its quality (0 when unreadable), and `*` as the wildcard. */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...parameters] = part
      .toLowerCase()
      .split(';')
      .map((piece) => piece.trim());
    if (!coding) continue;
    const qualityParameter = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    named.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(quality) ? quality : 0);
  }
  return named;
}

/**
 * The quality a header gives `coding`: by name, else by `*`, else 0.
 * Zstandard only by name: an older client's `*` is not trusted to cover
 * the newest coding.
 */
function qualityOf(named: Map<string, number>, coding: Encoding): number {
  return named.get(coding) ?? (coding === 'zstd' ? 0 : named.get('*')) ?? 0;
}

/**
 * Whether an `Accept-Encoding` header allows gzip: named with a quality
 * above zero, or covered by `*` without being refused by name.
 * @example acceptsGzip('gzip, deflate, br') // true
 * @example acceptsGzip('br;q=1.0, gzip;q=0') // false
 * @example acceptsGzip('*') // true
 */
export function acceptsGzip(header: string | undefined | null): boolean {
  return !!header && qualityOf(qualities(header), 'gzip') > 0;
}

/** The encodings in the order a tie between qualities is settled: the smaller and cheaper to make first. */
const PREFERRED: readonly Encoding[] = ['zstd', 'br', 'gzip'];

/**
 * The encoding to answer a client in: the accepted one of highest quality,
 * on a tie the first of Zstandard, Brotli and gzip; none when none is
 * accepted.
 * @example chosenEncoding('gzip, deflate, br, zstd') // 'zstd'
 * @example chosenEncoding('gzip, deflate, br') // 'br'
 * @example chosenEncoding('br;q=0.5, gzip') // 'gzip'
 * @example chosenEncoding('identity') // null
 */
export function chosenEncoding(header: string | undefined | null): Encoding | null {
  if (!header) return null;
  const named = qualities(header);
  let chosen: Encoding | null = null;
  let best = 0;
  for (const encoding of PREFERRED) {
    const quality = qualityOf(named, encoding);
    if (quality > best) {
      chosen = encoding;
      best = quality;
    }
  }
  return chosen;
}

/** Adds `Accept-Encoding` to the answer's `Vary`: caches must keep the two forms apart. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary ?? '')) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * The middleware: compressible answers say they vary on the encoding; for
 * a client that accepts Zstandard, Brotli or gzip, those of `threshold` bytes and more
 * are compressed (`encode`), and every one of them carries its
 * `Content-Length`.
 */
export function compression(threshold = 1024): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    // The body is read only once the client is known to accept an encoding: reading `body` turns the Node server's
    // light answer (a buffer it writes as it is) into a stream it reads back piece by piece.
    if (c.req.method === 'HEAD' || answer.headers.has('Content-Encoding') || !COMPRESSIBLE.test(answer.headers.get('Content-Type') ?? '')) return;
    varyOnEncoding(answer.headers);
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !answer.body) return;
    const plain = Buffer.from(await answer.arrayBuffer());
    const zipped = plain.length >= threshold ? await encode(plain, encoding) : null;
    const headers = new Headers(answer.headers);
    headers.set('Content-Length', String((zipped ?? plain).length));
    if (zipped) headers.set('Content-Encoding', encoding);
    c.res = undefined;
    c.res = new Response((zipped ?? plain) as Uint8Array<ArrayBuffer>, { status: answer.status, statusText: answer.statusText, headers });
  };
}
