import type { CheckInAnswer, CheckInSubmitAnswer, CheckInSubmitBody } from '../lib/checkin-contract.ts';
import { api } from './client.ts';

/**
 * The registration page's data (02 §2.10, §3.13, §3.14): the reservation
 * summary and one guest per person. A 404 (`ApiError.status`) is an
 * unknown link, 410 a cancelled reservation.
 */
export const fetchCheckIn = (uuid: string) => api.get<CheckInAnswer>(`reservation/check-in/${encodeURIComponent(uuid)}`);

/**
 * Sends the guests (02 §7): every guest of the GET answer, the date of
 * birth as typed. 409 when the reservation is already checked in; 400
 * lists `{ message, field, guestId }` per problem (`ApiError.response`).
 */
export const submitCheckIn = (uuid: string, body: CheckInSubmitBody) =>
  api.put<CheckInSubmitAnswer>(`reservation/check-in/${encodeURIComponent(uuid)}/submit`, body);
