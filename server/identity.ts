/**
 * Identity data kept no longer and shown no wider than needed.
 *
 * Online check-in collects what the law asks a property to register of
 * each guest: name, date of birth, travel document and its number, place
 * of residence, country of birth, and optionally an e-mail address and a
 * phone number. The registration's link is a capability URL, opened by
 * whoever holds it, so:
 *
 * - once sent (status 2) the registration is answered with each guest's
 *   document number, e-mail address and phone number masked: the guest
 *   sees what was registered, a later holder of the link learns nothing
 *   to impersonate them with (`maskedGuest`);
 * - a set number of days after the stay ended (`IDENTITY_RETENTION_DAYS`,
 *   default 30) the registered guests are deleted and the registration is
 *   closed for good (`purgeIdentityData`); the reservation then no longer
 *   names its registration. The API runs the purge when it starts and
 *   every day after; `npm run purge` runs it from a scheduler;
 * - a cancelled reservation's registered guests are deleted as it is
 *   cancelled (`cancelReservation`): there is no stay to register;
 * - a check-in submission's stored answer (kept for a retry under its
 *   Idempotency-Key, with a fingerprint of the guests sent) is deleted a
 *   day later by the same purge (`CHECK_IN_ANSWER_HOURS`).
 *
 * The booker's details stay with the reservation: the property needs them
 * for its accounts.
 */
import { addDays, todayIn } from './dates.ts';
import { atomically, type Queryable } from './store/queries.ts';
import { purgeCheckInAnswers, purgeCheckIns } from './repo/checkins.ts';
import type { CheckInGuest } from '../src/lib/checkin/checkin-contract.ts';

/** Days after a stay's last night that its registered guests are kept. */
export const DEFAULT_IDENTITY_RETENTION_DAYS = 30;

/** Hours a check-in submission's answer is kept for a retry after a lost answer. */
export const CHECK_IN_ANSWER_HOURS = 24;

/** What stands for the hidden characters of a masked value: always four, so a value's length is not told. */
const HIDDEN = '••••';

/**
 * A document or phone number with only its last `shown` characters left.
 * @example maskTail('AB1234567', 3) // '••••567'
 * @example maskTail('123', 3) // '••••'
 */
export function maskTail(value: string, shown: number): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return trimmed.length > shown + 1 ? `${HIDDEN}${trimmed.slice(-shown)}` : HIDDEN;
}

/**
 * An e-mail address with its first character and its domain left.
 * @example maskEmail('ana.horvat@mail.hr') // 'a••••@mail.hr'
 */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at < 1) return maskTail(value, 0);
  return `${value[0]}${HIDDEN}${value.slice(at)}`;
}

/** A registered guest as a submitted registration answers it. */
export function maskedGuest(guest: CheckInGuest): CheckInGuest {
  return { ...guest, documentNumber: maskTail(guest.documentNumber, 3), email: maskEmail(guest.email), contactNumber: maskTail(guest.contactNumber, 2) };
}

/** The last departure date whose registrations are purged on `today`. */
const lastPurgedDeparture = (today: string, retentionDays: number): string => addDays(today, -retentionDays);

/**
 * Deletes the registered guests of every stay that ended `retentionDays`
 * or more days ago (by the date in UTC) and closes their registrations;
 * and the check-in submissions' answers older than `CHECK_IN_ANSWER_HOURS`.
 * @example await purgeIdentityData(db, { now: new Date('2027-05-01T03:00:00Z'), retentionDays: 30 }) // { stays: 2, guests: 5, lastDeparture: '2027-04-01' }
 */
export async function purgeIdentityData(
  db: Queryable,
  options: { now: Date; retentionDays: number },
): Promise<{ stays: number; guests: number; lastDeparture: string }> {
  const lastDeparture = lastPurgedDeparture(todayIn('UTC', options.now), options.retentionDays);
  const purged = await atomically(db, async (db) => {
    await purgeCheckInAnswers(db, new Date(options.now.getTime() - CHECK_IN_ANSWER_HOURS * 3_600_000));
    return await purgeCheckIns(db, lastDeparture, options.now);
  });
  return { ...purged, lastDeparture };
}
