import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundedText } from '../../../server/app.ts';
import { ApiError } from '../../../server/errors.ts';
import { testApp } from './helpers.ts';

/** The API's limit on a request body (server/app.ts). */
const LIMIT = 256 * 1024;

describe('request bodies are counted in bytes as they stream in', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    const app = testApp();
    server = await new Promise<ServerType>((done) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => done(started));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  /**
   * POSTs a chunked body (no Content-Length) of `chunks` chunks of 64 KB,
   * each written only when the socket asks for more: resolves with the
   * answer's status and body, and how many bytes the client had sent when
   * the answer came.
   */
  function chunkedPost(chunks: number): Promise<{ status: number; body: string; sent: number }> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/csp-report',
          headers: { 'Content-Type': 'application/csp-report', 'Transfer-Encoding': 'chunked' },
        },
        (response) => {
          answered = true;
          const sentWhenAnswered = sent;
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (part: string) => (body += part));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, body, sent: sentWhenAnswered });
            request.destroy();
          });
        },
      );
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const write = () => {
        while (!answered && sent < chunks * chunk.length) {
          sent += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        if (!answered) request.end();
      };
      write();
    });
  }

  it('a chunked body of 2 GB is refused with 413 once the limit passes, long before it has been sent', async () => {
    const { status, body, sent } = await chunkedPost(32 * 1024);
    expect(status).toBe(413);
    expect(JSON.parse(body)).toEqual([{ message: 'Request body is too large' }]);
    // The server stopped reading at the limit: the client got its answer while most of the body was still unsent.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('counts bytes, not characters: 200,000 two-byte letters are over a 256 KB limit', async () => {
    const letters = new Request('http://localhost/', { method: 'POST', body: 'é'.repeat(200_000) });
    await expect(boundedText(letters, LIMIT)).rejects.toEqual(new ApiError(413, ['Request body is too large']));
    const within = new Request('http://localhost/', { method: 'POST', body: 'é'.repeat(100_000) });
    expect(await boundedText(within, LIMIT)).toBe('é'.repeat(100_000));
  });

  it('a body that is not UTF-8 is answered 400', async () => {
    const latin1 = new Request('http://localhost/', { method: 'POST', body: new Uint8Array([0x7b, 0xe9, 0x7d]) });
    await expect(boundedText(latin1, LIMIT)).rejects.toEqual(new ApiError(400, ['Request body is not valid UTF-8 text']));
  });
});
