import ky from 'ky';
import * as v from 'valibot';
import { ListingSchema, type Listing } from '../lib/seo/listing-contract.ts';
import type { BookingEngine } from '../lib/types.ts';

/**
 * Reads every booking engine's settings from the API (the static build's
 * source of truth). Retries briefly: the build may start while the API is
 * still coming up.
 */
export async function fetchBookingEngines(apiUrl: string): Promise<{ bookingEngines: BookingEngine[]; settingsVersions: Record<string, number> }> {
  const body = await ky
    .get(`${apiUrl.replace(/\/$/, '')}/booking-engines`, { retry: { limit: 5, delay: (attempt) => 300 * attempt }, timeout: 30_000 })
    .json<{ bookingEngines: BookingEngine[]; settingsVersions?: Record<string, number> }>();
  return { bookingEngines: body.bookingEngines, settingsVersions: body.settingsVersions ?? {} };
}

/**
 * Reads a property's listing (its unit types for the structured data) and
 * checks it against the contract; a listing of another shape is refused
 * with what is wrong.
 */
export async function fetchListing(apiUrl: string, slug: string): Promise<Listing> {
  const body = await ky
    .get(`${apiUrl.replace(/\/$/, '')}/booking-engines/${encodeURIComponent(slug)}/listing`, {
      retry: { limit: 3, delay: (attempt) => 300 * attempt },
      timeout: 30_000,
    })
    .json<unknown>();
  const checked = v.safeParse(ListingSchema, body);
  if (!checked.success) throw new Error(`the listing of ${slug} is not what the build reads: ${v.summarize(checked.issues).split('\n')[0]}`);
  return checked.output;
}
