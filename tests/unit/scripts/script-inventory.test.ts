import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInventory, bundleClosure, importedFiles, pageScripts, providerScripts, sha256, unlistedScripts } from '../../../scripts/script-inventory.ts';
import type { BookingEngine } from '../../../src/lib/types.ts';

const API = 'http://127.0.0.1:8787/api';

describe('the payment pages’ script inventory', () => {
  it('reads the scripts a page names and holds, leaving data blocks out', () => {
    const html =
      '<script type="module" src="/_astro/page.A1.js"></script><astro-island component-url="/_astro/Checkout.B2.js" renderer-url="/_astro/client.C3.js"></astro-island>' +
      '<link rel="modulepreload" href="/_astro/runtime.D4.js"><script>(()=>{island()})()</script><script type="application/json" id="messages">{"a":1}</script>';
    expect(pageScripts(html)).toEqual({
      files: ['/_astro/page.A1.js', '/_astro/Checkout.B2.js', '/_astro/client.C3.js', '/_astro/runtime.D4.js'],
      inline: ['(()=>{island()})()'],
    });
  });

  it('follows static and on-demand imports and Vite’s preload lists to every chunk', () => {
    expect(importedFiles('import{a as b}from"./runtime.X1.js";const m=()=>import(`./Monri.Y2.js`),d=["_astro/deps.Z3.js"]')).toEqual([
      '/_astro/runtime.X1.js',
      '/_astro/Monri.Y2.js',
      '/_astro/deps.Z3.js',
    ]);
    const files: Record<string, string> = {
      '/_astro/Checkout.js': 'import"./runtime.js";const g=()=>import("./Gateway.js")',
      '/_astro/runtime.js': 'export const r=1',
      '/_astro/Gateway.js': 'import"./runtime.js";import"./Stripe.js"',
      '/_astro/Stripe.js': 'export{}',
    };
    expect(bundleClosure(['/_astro/Checkout.js'], (path) => files[path] ?? null)).toEqual([
      '/_astro/Checkout.js',
      '/_astro/Gateway.js',
      '/_astro/Stripe.js',
      '/_astro/runtime.js',
    ]);
  });

  it('lists each gateway’s SDK once, with jQuery before Cardstream’s plugin, and no SDK for the card form or an empty gateway B', () => {
    const methods: BookingEngine['paymentMethods'] = [
      { id: 1, bookingEngineId: 1, settings: null },
      { id: 4, bookingEngineId: 1, settings: {} },
      { id: 3, bookingEngineId: 1, settings: { environment: 'test' } },
      { id: 5, bookingEngineId: 1, settings: { merchantID: '100001' } },
    ];
    const entries = providerScripts(methods, API, {});
    expect(entries.map((entry) => entry.url)).toEqual([
      `${API}/test-gateway/sdk/stripe.js`,
      'https://code.jquery.com/jquery-3.7.1.min.js',
      'https://gateway.cardstream.com/sdk/web/v1/js/hostedfields.min.js',
    ]);
    expect(entries[0].purpose).toMatch(/Stripe browser SDK.*method 3.*test gateway/);
    expect(entries[1].purpose).toMatch(/jQuery/);
  });

  it('is built from a property’s folder with each file’s hash, and catches what it does not list', () => {
    const site = mkdtempSync(join(tmpdir(), 'inventory-'));
    mkdirSync(join(site, 'en/payment'), { recursive: true });
    mkdirSync(join(site, '_astro'));
    writeFileSync(join(site, 'en/payment/index.html'), '<script type="module" src="/_astro/Inventory1.js"></script><script>boot()</script>');
    writeFileSync(join(site, '_astro/Inventory1.js'), 'import"./Inventory2.js"');
    writeFileSync(join(site, '_astro/Inventory2.js'), 'export{}');
    const engine = {
      slug: 'villa',
      activeLanguages: ['en'],
      paymentMethods: [{ id: 7, bookingEngineId: 1, settings: { environment: 'test' } }],
    } as unknown as BookingEngine;
    const inventory = buildInventory(site, engine, API, {}, new Date('2026-11-22T08:00:00Z'));
    const payment = inventory.pages.find((page) => page.page === 'payment')!;
    expect(payment.scripts.map((entry) => [entry.kind, entry.url ?? entry.sha256])).toEqual([
      ['bundle', '/_astro/Inventory1.js'],
      ['bundle', '/_astro/Inventory2.js'],
      ['inline', sha256('boot()')],
      ['provider', `${API}/test-gateway/sdk/saferpay.js`],
    ]);
    expect(payment.scripts[0].sha256).toBe(sha256('import"./Inventory2.js"'));
    // The offer payment page was not built here: it lists only the gateways.
    expect(inventory.pages.find((page) => page.page === 'offer/payment')!.scripts.map((entry) => entry.kind)).toEqual(['provider']);

    const origin = 'https://villa.example';
    const seen = [
      { url: `${origin}/_astro/Inventory1.js`, sha256: sha256('import"./Inventory2.js"') },
      { url: `${API}/test-gateway/sdk/saferpay.js` },
      { sha256: sha256('boot()') },
    ];
    expect(unlistedScripts(inventory, 'payment', seen, origin)).toEqual([]);
    expect(
      unlistedScripts(
        inventory,
        'payment',
        [
          { url: `${origin}/_astro/skimmer.js` },
          { url: `${origin}/_astro/Inventory2.js`, sha256: sha256('changed') },
          { url: 'https://cdn.evil.example/x.js' },
          { sha256: sha256('steal()') },
        ],
        origin,
      ),
    ).toEqual([`${origin}/_astro/skimmer.js`, `${origin}/_astro/Inventory2.js`, 'https://cdn.evil.example/x.js', `inline script sha256-${sha256('steal()')}`]);
  });
});
