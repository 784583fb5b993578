import { describe, expect, it } from 'vitest';
import { blockedSource, pagePath, readCspReports } from '../../../server/cspReports.ts';
import { CSP_ROWS_PER_DAY } from '../../../server/routes/cspReports.ts';
import { seededDb, testApp } from './helpers.ts';

describe('reading CSP reports', () => {
  it('reads the report-uri format', () => {
    const report = {
      'csp-report': {
        'document-uri': 'https://villa-adriatic.example.com/en/reservations/Xk29fQ7pLm?x=1',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/steal.js?card=4111111111111111',
      },
    };
    expect(readCspReports(report)).toEqual([{ directive: 'script-src-elem', blocked: 'https://evil.example', page: '/en/reservations/:id' }]);
  });

  it('reads the Reporting API format and ignores other report types', () => {
    const reports = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://a.example/de/offer/6c7b9a2e-1d4f-4b8e-9a3c-2f1e0d9c8b7a/K7Q2/payment',
          effectiveDirective: 'frame-src',
          blockedURL: 'inline',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(readCspReports(reports)).toEqual([{ directive: 'frame-src', blocked: 'inline', page: '/de/offer/:id/:id/payment' }]);
  });

  it('keeps no identifier of a booking or a guest', () => {
    expect(pagePath('https://a.example/hr/reservation/check-in/6c7b9a2e-1d4f-4b8e-9a3c-2f1e0d9c8b7a')).toBe('/hr/reservation/check-in/:id');
    expect(pagePath('https://a.example/en/payment?booker=someone@example.com')).toBe('/en/payment');
    expect(blockedSource('https://cdn.example:8443/a/b?token=secret')).toBe('https://cdn.example:8443');
    expect(blockedSource('eval')).toBe('eval');
    expect(blockedSource('chrome-extension://abc/x.js')).toBe('chrome-extension');
  });

  it('finds nothing in bodies that are not reports', () => {
    expect(readCspReports(null)).toEqual([]);
    expect(readCspReports({ 'csp-report': 'x' })).toEqual([]);
    expect(readCspReports([1, 'a', { type: 'csp-violation' }])).toEqual([]);
    expect(readCspReports({ 'csp-report': { 'blocked-uri': 'inline' } })).toEqual([]);
  });
});

const TOKEN = 'operator-token-0123456789abcdef';
const listing = (app: ReturnType<typeof testApp>, authorization?: string) =>
  app.request('/api/csp-report', { headers: authorization ? { Authorization: authorization } : {} });

describe('POST /api/csp-report', () => {
  it('counts violations per day, directive, blocked origin and page', async () => {
    const app = testApp(seededDb(), { operatorToken: TOKEN });
    const send = (body: unknown, type: string) =>
      app.request('/api/csp-report', { method: 'POST', headers: { 'Content-Type': type }, body: JSON.stringify(body) });
    const report = {
      'csp-report': { 'document-uri': 'https://v.example/en/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://x.example/a.js' },
    };
    expect((await send(report, 'application/csp-report')).status).toBe(204);
    expect((await send(report, 'application/csp-report')).status).toBe(204);
    expect(
      (
        await send(
          [{ type: 'csp-violation', body: { documentURL: 'https://v.example/en/', effectiveDirective: 'img-src', blockedURL: 'data' } }],
          'application/reports+json',
        )
      ).status,
    ).toBe(204);
    const rows = await (await listing(app, `Bearer ${TOKEN}`)).json();
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://x.example', page: '/en', count: 2 }),
        expect.objectContaining({ directive: 'img-src', blocked: 'data', page: '/en', count: 1 }),
      ]),
    );
  });

  it('answers 204 to a report that says nothing, 400 to one that is not JSON and 413 to a huge one', async () => {
    const app = testApp(seededDb());
    expect((await app.request('/api/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: '{}' })).status).toBe(204);
    expect((await app.request('/api/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: '{nope' })).status).toBe(400);
    const huge = await app.request('/api/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pad: 'x'.repeat(300_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual([{ message: 'Request body is too large' }]);
  });
});

describe('the CSP report store is bounded and its listing is the operator’s', () => {
  it('lists for the operator token only: 401 without it or with another, 403 when the API has none', async () => {
    const app = testApp(seededDb(), { operatorToken: TOKEN });
    expect((await listing(app, `Bearer ${TOKEN}`)).status).toBe(200);
    const none = await listing(app);
    expect(none.status).toBe(401);
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(await none.json()).toEqual([{ message: 'The report listing needs the operator token' }]);
    expect((await listing(app, `Bearer ${TOKEN}x`)).status).toBe(401);
    const closed = await listing(testApp(seededDb()), `Bearer ${TOKEN}`);
    expect(closed.status).toBe(403);
  });

  it(`adds at most ${CSP_ROWS_PER_DAY} distinct rows a day; the rest are counted as 'other'`, async () => {
    const db = seededDb();
    const app = testApp(db, { operatorToken: TOKEN });
    const pages = Array.from(
      { length: CSP_ROWS_PER_DAY + 50 },
      (_, n) =>
        `https://v.example/${'abcdefghij'[n % 10]}${'abcdefghij'[Math.floor(n / 10) % 10]}${'abcdefghij'[Math.floor(n / 100) % 10]}${'abcdefghij'[Math.floor(n / 1000) % 10]}/`,
    );
    for (const page of pages) {
      const report = { 'csp-report': { 'document-uri': page, 'effective-directive': 'img-src', 'blocked-uri': 'data' } };
      await app.request('/api/csp-report', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body: JSON.stringify(report) });
    }
    const rows = db.prepare('SELECT directive, count FROM csp_reports').all() as { directive: string; count: number }[];
    expect(rows).toHaveLength(CSP_ROWS_PER_DAY);
    expect(rows.find((row) => row.directive === 'other')?.count).toBe(51);
  });
});
