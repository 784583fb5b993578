import { api } from './client.ts';
import { unixToIsoDate, type IsoDate } from '../lib/format/dates.ts';
import type { AvailabilityPayload } from '../lib/search/availability-contract.ts';
import { availabilityQuery, type SearchRequest } from '../lib/search/search-query.ts';

/** The wire types, shared with the reference API (`src/lib/search/availability-contract.ts`). */
export type {
  ActivePromoCode,
  Amenity,
  CancellationPolicy,
  ChildrenCategoryOut as ChildrenCategory,
  DailyPrice,
  Fee,
  Image,
  PaxValue,
  Rate as RatePlan,
  Service,
  TouristTax,
  UnitType,
} from '../lib/search/availability-contract.ts';

/** The request as the server echoes it, with dates as calendar dates. */
export interface LoadedRequest extends SearchRequest {
  nights: number;
}

/** The initial load payload (01 §3.4), its request's dates as calendar dates. */
export interface Availability extends Omit<AvailabilityPayload, 'request'> {
  request: LoadedRequest;
}

type WireAvailability = AvailabilityPayload;

/** GET /availability (01 §7.2) for a property and a search. */
export async function fetchAvailability(engineSlug: string, search: SearchRequest, filters: { location: string | null }): Promise<Availability> {
  const wire = await api.get<WireAvailability>('availability', availabilityQuery(engineSlug, search, filters));
  return reshapeAvailability(wire);
}

export function reshapeAvailability(wire: WireAvailability): Availability {
  const request: LoadedRequest = {
    ...wire.request,
    from: unixToIsoDate(wire.request.from),
    to: unixToIsoDate(wire.request.to),
    unitTypeId: wire.request.unitTypeId == null ? null : String(wire.request.unitTypeId),
  };
  return { ...wire, request };
}

/** Per-day availability of one month (01 §3.12): day of month → available units. */
export interface MonthAvailability {
  year: number;
  month: number;
  days: Record<string, number>;
}

/** GET /availability/{unitTypeUuid}/{year}/{month} (01 §7.2). */
export function fetchMonthAvailability(engineSlug: string, unitTypeUuid: string, year: number, month: number): Promise<MonthAvailability> {
  return api.get<MonthAvailability>(`availability/${encodeURIComponent(unitTypeUuid)}/${year}/${month}`, { bookingEngine: engineSlug });
}

export type { IsoDate };
