import ky from 'ky';
import type { BookingEngine } from '../lib/types.ts';

/**
 * Reads every booking engine's settings from the API (the static build's
 * source of truth). Retries briefly: the build may start while the API is
 * still coming up.
 */
export async function fetchBookingEngines(apiUrl: string): Promise<BookingEngine[]> {
  const body = await ky
    .get(`${apiUrl.replace(/\/$/, '')}/booking-engines`, { retry: { limit: 5, delay: (attempt) => 300 * attempt }, timeout: 30_000 })
    .json<{ bookingEngines: BookingEngine[] }>();
  return body.bookingEngines;
}
