import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client.ts';

const client = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../src/api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/api/client.ts')>();
  return { ...original, api: { ...original.api, get: client.get } };
});

const { $exchangeRates, $exchangeRatesFailed, loadExchangeRates } = await import('../../../src/stores/currency.ts');

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const RATES = { baseCurrency: 'EUR', currencies: { USD: 1.08 } };

describe('exchange rates', () => {
  beforeEach(() => {
    client.get.mockReset();
    $exchangeRates.set(null);
    $exchangeRatesFailed.set(false);
  });

  it('a failed read says so; calling again tries again and clears it', async () => {
    client.get.mockRejectedValueOnce(new ApiError(503, [], null));
    loadExchangeRates();
    await flush();
    expect($exchangeRatesFailed.get()).toBe(true);
    expect($exchangeRates.get()).toBeNull();

    client.get.mockResolvedValueOnce(RATES);
    loadExchangeRates();
    expect($exchangeRatesFailed.get()).toBe(false);
    await flush();
    expect($exchangeRates.get()).toEqual(RATES);
    expect(client.get).toHaveBeenCalledTimes(2);

    // Loaded: not asked again.
    loadExchangeRates();
    expect(client.get).toHaveBeenCalledTimes(2);
  });
});
