import { Hono } from 'hono';
import type { AppEnv } from '../http.ts';
import { loadExchangeRates } from '../repo/exchangeRates.ts';

/** `GET /api/exchange-rates` → `{ baseCurrency, currencies: { CODE: rate } }`. */
export const exchangeRates = new Hono<AppEnv>().get('/exchange-rates', async (c) => c.json(await loadExchangeRates(c.var.db)));
