import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../../../server/config.ts';
import { Hono } from 'hono';
import { acceptsGzip, chosenEncoding, compression, encode } from '../../../server/compression.ts';
import { loggedPath } from '../../../server/errors.ts';
import { jsonDepth, MAX_JSON_DEPTH, unsafeTextFields } from '../../../server/http.ts';
import { testApp, type TestApp } from './helpers.ts';

let app: TestApp;
beforeAll(() => {
  app = testApp(undefined, { allowedOrigins: ['https://partner.example'] });
});

const withOrigin = (origin: string, init: RequestInit = {}) => app.request('/api/health', { ...init, headers: { Origin: origin, ...(init.headers ?? {}) } });

describe('CORS', () => {
  it.each([
    'http://villa-adriatic.localhost:4321',
    'http://villa-adriatic.localhost',
    'https://villa-adriatic.book.example.com',
    'https://hotel-zadar.book.example.com',
    'http://dalmatia-collection.localhost:4321',
    'https://partner.example',
  ])('echoes the allowed origin %s with credentials', async (origin) => {
    const response = await withOrigin(origin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Vary')).toContain('Origin');
  });

  it.each([
    'https://evil.example',
    'http://nowhere.localhost:4321',
    'http://villa-adriatic.localhost:9999',
    'https://villa-adriatic.localhost:4321',
    'http://villa-adriatic.book.example.com',
    'https://villa-adriatic.book.example.com.evil.example',
    'https://book.example.com',
    'null',
  ])('gives the unknown origin %s no CORS headers', async (origin) => {
    const response = await withOrigin(origin);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });

  it('takes a property page on this machine from any port while the API listens on loopback only (npm run serve on another SITE_PORT)', async () => {
    const local = testApp(undefined, { localSitesAnyPort: true });
    const from = (origin: string) => local.request('/api/health', { headers: { Origin: origin } });
    expect((await from('http://villa-adriatic.localhost:5173')).headers.get('Access-Control-Allow-Origin')).toBe('http://villa-adriatic.localhost:5173');
    for (const origin of [
      'http://nowhere.localhost:5173',
      'http://villa-adriatic.localhost:0',
      'http://villa-adriatic.localhost:5173.evil.example',
      'https://villa-adriatic.localhost:5173',
    ]) {
      expect((await from(origin)).headers.get('Access-Control-Allow-Origin'), origin).toBeNull();
    }
    expect(configFromEnv({}).localSitesAnyPort).toBe(true);
    expect(configFromEnv({ API_HOST: '::1' }).localSitesAnyPort).toBe(true);
    expect(configFromEnv({ API_HOST: '0.0.0.0' }).localSitesAnyPort).toBe(false);
  });

  it('answers a preflight for JSON bodies and idempotency keys', async () => {
    const response = await app.request('/api/reservation', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://villa-adriatic.localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://villa-adriatic.localhost:4321');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type, Idempotency-Key');
  });

  it('answers a preflight from an unknown origin without CORS headers', async () => {
    const response = await app.request('/api/availability', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('adds the headers to error responses too', async () => {
    const response = await app.request('/api/nope', { headers: { Origin: 'http://villa-adriatic.localhost:4321' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://villa-adriatic.localhost:4321');
  });
});

describe('compression', () => {
  const engines = (headers: Record<string, string> = {}) => app.request('/api/booking-engines/villa-adriatic', { headers });

  it('compresses an answer of 1 KB and more, in Zstandard for a browser that names it, Brotli for one that does not and gzip for a client that accepts only gzip, with the same JSON inside', async () => {
    const plain = await engines();
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    expect(plain.headers.get('Content-Encoding')).toBeNull();

    for (const [accepted, encoding, decode] of [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
    ] as const) {
      const zipped = await engines({ 'Accept-Encoding': accepted });
      expect(zipped.headers.get('Content-Encoding')).toBe(encoding);
      expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
      expect(zipped.headers.get('Content-Type')).toMatch(/^application\/json/);
      const body = Buffer.from(await zipped.arrayBuffer());
      expect(Number(zipped.headers.get('Content-Length'))).toBe(body.length);
      expect(body.length).toBeLessThan(plainText.length / 2);
      expect(JSON.parse(decode(body).toString('utf8'))).toEqual(JSON.parse(plainText));
    }
  });

  it('compresses an answer of over 512 KB off the request’s thread in every encoding, and it decodes to the same bytes', async () => {
    const plain = Buffer.from(JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, name: `Unit ${i}`, free: i % 7 }))));
    expect(plain.length).toBeGreaterThan(512 * 1024);
    for (const [encoding, decode] of [
      ['zstd', zstdDecompressSync],
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const zipped = await encode(plain, encoding);
      expect(zipped.length).toBeLessThan(plain.length / 4);
      expect(decode(zipped).equals(plain)).toBe(true);
    }
  });

  it('leaves a small answer, and a client that asks for no compression, uncompressed', async () => {
    const health = await app.request('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(health.headers.get('Content-Encoding')).toBeNull();
    expect(Number(health.headers.get('Content-Length'))).toBe((await health.text()).length);
    for (const accepted of ['identity', 'gzip;q=0, br;q=0', '*;q=0', '']) {
      const plain = await engines({ 'Accept-Encoding': accepted });
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
      expect(JSON.parse(await plain.text())).toHaveProperty('bookingEngine.slug', 'villa-adriatic');
    }
  });

  it('does not read the body of an answer it leaves as it is (the Node server writes such an answer’s buffer straight out)', async () => {
    let bodyReads = 0;
    class Watched extends Response {
      override get body() {
        bodyReads += 1;
        return super.body;
      }
    }
    const json = new Uint8Array(Buffer.from(JSON.stringify({ rates: Array.from({ length: 200 }, (_, i) => ({ id: i })) })));
    const zipped = new Uint8Array(await encode(Buffer.from(json), 'zstd'));
    const watched = new Hono()
      .use('*', compression())
      .get('/encoded', () => new Watched(zipped, { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' } }))
      .get('/plain', () => new Watched(json, { headers: { 'Content-Type': 'application/json' } }));

    const encoded = await watched.request('/encoded', { headers: { 'Accept-Encoding': 'zstd' } });
    const plain = await watched.request('/plain', { headers: { 'Accept-Encoding': 'identity' } });
    expect(bodyReads).toBe(0);
    expect(encoded.headers.get('Content-Encoding')).toBe('zstd');
    expect(zstdDecompressSync(Buffer.from(await encoded.arrayBuffer())).equals(json)).toBe(true);
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(Buffer.from(await plain.arrayBuffer()).equals(json)).toBe(true);

    // An answer it compresses is read once, and is the same JSON.
    const compressed = await watched.request('/plain', { headers: { 'Accept-Encoding': 'zstd' } });
    expect(bodyReads).toBe(1);
    expect(zstdDecompressSync(Buffer.from(await compressed.arrayBuffer())).equals(json)).toBe(true);
  });

  it('gzips an error list too, with its status and CORS headers kept', async () => {
    const origin = 'http://villa-adriatic.localhost:4321';
    const response = await app.request('/api/availability?bookingEngineId=1&from=nonsense&to=2027-13-40&adults=0', {
      headers: { 'Accept-Encoding': 'gzip', Origin: origin },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    const body = Buffer.from(await response.arrayBuffer());
    const text = response.headers.get('Content-Encoding') === 'gzip' ? gunzipSync(body).toString('utf8') : body.toString('utf8');
    expect(JSON.parse(text)).toEqual(expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]));
  });

  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['*', true],
    ['*;q=0.5, gzip;q=0', false],
    ['gzip;q=0', false],
    ['br, *;q=0', false],
    ['identity', false],
    ['', false],
    [null, false],
    ['gzip;q=nonsense', false],
  ])('Accept-Encoding %j allows gzip: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'zstd'],
    ['gzip, deflate, br', 'br'],
    ['zstd;q=0.5, br', 'br'],
    ['zstd, br;q=0', 'zstd'],
    ['zstd;q=0, *', 'br'],
    ['br', 'br'],
    ['*', 'br'],
    ['gzip, br;q=0.5', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br', 'br'],
    ['identity', null],
    ['', null],
    [null, null],
  ])('Accept-Encoding %j is answered in %s', (header, expected) => {
    expect(chosenEncoding(header)).toBe(expected);
  });
});

describe('errors', () => {
  it('answers unknown routes with 404 and a message array', async () => {
    for (const path of ['/api/nope', '/', '/api', '/api/booking-engines/villa-adriatic/extra']) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual([{ message: 'Not found' }]);
    }
    const wrongMethod = await app.request('/api/health', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
  });

  it('answers a malformed JSON body with 400', async () => {
    const response = await app.request('/api/reservation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"guest": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual([{ message: 'Request body is not valid JSON' }]);
  });

  it('answers JSON nested deeper than any request with 400, on every route that reads a body', async () => {
    const deep = [
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`,
      `{"guests":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`,
    ];
    for (const path of ['/api/reservation', '/api/offer/00000000-0000-4000-8000-000000000000/VA-0000000000/accept', '/api/csp-report']) {
      for (const body of deep) {
        const response = await app.request(path, {
          method: path.endsWith('/accept') ? 'PUT' : 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'deep-body-key-1' },
          body,
        });
        expect([path, response.status, await response.json()]).toEqual([path, 400, [{ message: 'Request body is nested too deeply' }]]);
      }
    }
    // Brackets inside strings are text, and a body as deep as the limit is read.
    expect(jsonDepth('{"note":"[[[[{{{{\\"]]"}')).toBe(1);
    const atLimit = await app.request('/api/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`,
    });
    expect(atLimit.status).toBe(204);
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await app.request('/api/reservation', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual([{ message: 'Request body must be JSON' }]);
  });

  /** The app with one route that throws, and the error log watched. */
  const failingRoute = (path: string, error: Error) => {
    const buggy = testApp();
    buggy.get(path, () => {
      throw error;
    });
    return { buggy, log: vi.spyOn(console, 'error').mockImplementation(() => {}) };
  };

  it('answers a bug with a generic 500 and logs it', async () => {
    const { buggy, log } = failingRoute('/api/boom', new TypeError('secret internals'));
    const response = await buggy.request('/api/boom');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual([{ message: 'Something went wrong on our side. Please try again.' }]);
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('logs a failed request without the ids in its path that open a guest’s booking', async () => {
    const { buggy, log } = failingRoute('/api/offer/:uuid/:code/part', new TypeError('broken'));
    const response = await buggy.request('/api/offer/6c7b9a2e-1d4f-4b8e-9a3c-2f1e0d9c8b7a/VA-2026-000042/part');
    expect(response.status).toBe(500);
    expect(log.mock.calls[0][0]).toBe('[api] GET /api/offer/:id/:id/part failed:');
    log.mockRestore();
    expect(loggedPath('/api/reservation/check-in/6c7b9a2e-1d4f-4b8e-9a3c-2f1e0d9c8b7a/submit')).toBe('/api/reservation/check-in/:id/submit');
    expect(loggedPath('/api/reservation/ljPOGpNTqVruAbcdEfghIj')).toBe('/api/reservation/:id');
  });

  it('reports health', async () => {
    const response = await app.request('/api/health');
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });
});

describe('configuration from the environment', () => {
  it('has defaults', () => {
    const config = configFromEnv({});
    expect(config).toMatchObject({ port: 8787, host: '127.0.0.1', sitePort: 4321, siteDomain: null, allowedOrigins: [] });
    expect(config.dbPath).toMatch(/data[\\/]booking\.sqlite$/);
  });

  it('reads every variable', () => {
    const config = configFromEnv({
      API_PORT: '9000',
      API_HOST: '0.0.0.0',
      BOOKING_DB: '/tmp/x.sqlite',
      SITE_DOMAIN: 'Book.Example.com',
      SITE_PORT: '8080',
      API_ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dbPath: '/tmp/x.sqlite',
      siteDomain: 'book.example.com',
      sitePort: 8080,
      allowedOrigins: ['https://a.example', 'https://b.example'],
    });
    expect(() => configFromEnv({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
  });
  it('takes an operator token of 24 characters or more, and none by default', () => {
    expect(configFromEnv({}).operatorToken).toBeNull();
    expect(configFromEnv({ API_OPERATOR_TOKEN: ' abcdefghijklmnopqrstuvwxyz ' }).operatorToken).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(() => configFromEnv({ API_OPERATOR_TOKEN: 'short' })).toThrow('API_OPERATOR_TOKEN must be at least 24 characters long, got 5');
  });
});

describe('text no guest types', () => {
  it('finds control characters, bidirectional overrides, lone surrogates, and line breaks outside the note', () => {
    expect(
      unsafeTextFields({
        guest: { firstName: 'Ana\u202e', lastName: 'Horvat', phone: '+385\u0000', note: 'Two lines\nand a\ttab', city: 'Split\r\n' },
        rooms: [{ promoCode: 'EASTER\u0085' }],
        guests: [
          { id: 2, name: 'Babi\ud800' },
          { id: 3, name: 'Marić', documentNumber: '\u2066AB12' },
        ],
      }),
    ).toEqual([
      { field: 'firstName' },
      { field: 'phone' },
      { field: 'city' },
      { field: 'promoCode' },
      { field: 'name', guestId: 2 },
      { field: 'documentNumber', guestId: 3 },
    ]);
  });
  it('lets every letter, accent, emoji and right-to-left script through', () => {
    expect(unsafeTextFields({ name: 'Đurđa Šimić-Čačić 😀', city: 'תל אביב‏', note: 'Ünïcödé\n' })).toEqual([]);
  });
});
