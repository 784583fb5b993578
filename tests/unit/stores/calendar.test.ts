import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../src/api/client.ts';

const api = vi.hoisted(() => ({ fetchMonthAvailability: vi.fn() }));
vi.mock('../../../src/api/availability.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const { $dayAvailability, $failedMonths, loadMonth, retryFailedMonths } = await import('../../../src/stores/calendar.ts');
const { $property } = await import('../../../src/stores/search.ts');

const UUID = 'a3c1f0e2-0000-4000-8000-000000000104';
const TODAY = '2027-03-10';

describe('calendar months that could not be loaded', () => {
  beforeEach(() => {
    api.fetchMonthAvailability.mockReset();
    $dayAvailability.set({});
    $failedMonths.set({});
    $property.set({ slug: 'villa-adriatic', isGroup: false, timeZone: 'Europe/Zagreb' });
  });

  it('are listed, and Try again loads exactly them', async () => {
    api.fetchMonthAvailability.mockRejectedValue(new ApiError(NETWORK_ERROR_STATUS, [], null));
    await loadMonth(UUID, 2027, 4, TODAY);
    expect(api.fetchMonthAvailability.mock.calls.map((call) => call.slice(2))).toEqual([
      [2027, 3],
      [2027, 4],
    ]);
    expect($failedMonths.get()[UUID]).toEqual(['2027-3', '2027-4']);
    expect($dayAvailability.get()[UUID]).toBeUndefined();

    api.fetchMonthAvailability.mockReset();
    api.fetchMonthAvailability.mockImplementation(async (_slug: string, _uuid: string, year: number, month: number) => ({ year, month, days: { 1: 2 } }));
    const retry = retryFailedMonths(UUID);
    // While the months are asked for again they are not said to have failed.
    expect($failedMonths.get()[UUID]).toEqual([]);
    await retry;
    expect(api.fetchMonthAvailability.mock.calls.map((call) => call.slice(1))).toEqual([
      [UUID, 2027, 3],
      [UUID, 2027, 4],
    ]);
    expect($failedMonths.get()[UUID]).toEqual([]);
    expect($dayAvailability.get()[UUID]).toEqual({ 2027: { 3: { 1: 2 }, 4: { 1: 2 } } });
  });

  it('a month failing again is listed again; one that loads is not', async () => {
    api.fetchMonthAvailability.mockRejectedValue(new ApiError(503, [], null));
    await loadMonth(UUID, 2027, 4, TODAY);
    api.fetchMonthAvailability.mockImplementation(async (_slug: string, _uuid: string, year: number, month: number) => {
      if (month === 4) throw new ApiError(503, [], null);
      return { year, month, days: {} };
    });
    await retryFailedMonths(UUID);
    expect($failedMonths.get()[UUID]).toEqual(['2027-4']);
  });
});
