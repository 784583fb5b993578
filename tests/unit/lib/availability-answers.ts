/**
 * The reference API's availability answers as the site reads them
 * (`reshapeAvailability`), for tests built on real answers, and the search
 * request they are asked with.
 */
import { reshapeAvailability, type Availability } from '../../../src/api/availability.ts';
import { ApiError } from '../../../src/api/client.ts';
import type { AvailabilityPayload } from '../../../src/lib/search/availability-contract.ts';
import type { SearchRequest } from '../../../src/lib/search/search-query.ts';
import type { Locale } from '../../../src/lib/types.ts';
import { getJson, type TestApp } from '../server/helpers.ts';

/** A search of two adults in one room, no code and no filter, for the stay given. */
export const searchRequest = (stay: Pick<SearchRequest, 'from' | 'to'> & Partial<SearchRequest>): SearchRequest => ({
  adults: 2,
  children: [],
  rooms: 1,
  promoCode: null,
  unitTypeId: null,
  bookingEngineId: null,
  ...stay,
});

/** The engine's answer to `search` in `language`; a refusal throws the `ApiError` the site's client would. */
export async function availabilityAnswer(app: TestApp, engine: string, search: SearchRequest, language: Locale = 'en'): Promise<Availability> {
  const { status, body } = await getJson<AvailabilityPayload & { response?: { message: string }[] }>(app, '/api/availability', {
    bookingEngine: engine,
    from: search.from,
    to: search.to,
    adults: search.adults,
    children: search.children.join(','),
    rooms: search.rooms,
    promoCode: search.promoCode ?? undefined,
    unitTypeId: search.unitTypeId ?? undefined,
    bookingEngineId: search.bookingEngineId ?? undefined,
    language,
  });
  if (status !== 200)
    throw new ApiError(
      status,
      (body.response ?? []).map((entry) => entry.message),
      body,
    );
  return reshapeAvailability(body);
}
