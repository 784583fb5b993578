/**
 * Card details typed into the test gateway's single hosted fields (gateway
 * C's number, expiry and CVV; gateway E's card number, expiration and CVC),
 * held until the form is tokenised. Each field's frame sends its own value
 * here, from the API's origin, so the booking site's page never holds the
 * card. Kept in memory only, for at most 20 minutes (as Saferpay caches
 * card details), and taken out when used.
 */

const TTL_MS = 20 * 60_000;
const MAX_SESSIONS = 10_000;

const sessions = new Map<string, { fields: Record<string, string>; expires: number }>();

/** A fields session id as the SDKs make them: 16–64 letters, digits, '-' or '_'. */
export const FIELDS_SESSION = /^[A-Za-z0-9_-]{16,64}$/;

function purge(now: number): void {
  for (const [id, entry] of sessions) if (entry.expires <= now) sessions.delete(id);
  while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
}

/** Keeps one field's value for a session. */
export function putPart(session: string, field: string, value: string, now: Date = new Date()): void {
  const at = now.getTime();
  purge(at);
  const entry = sessions.get(session) ?? { fields: {}, expires: at + TTL_MS };
  entry.fields[field] = value.slice(0, 64);
  sessions.set(session, entry);
}

/** Every field kept for a session, taken out; null when there is none (or it expired). */
export function takeParts(session: string, now: Date = new Date()): Record<string, string> | null {
  const entry = sessions.get(session);
  sessions.delete(session);
  if (!entry || entry.expires <= now.getTime()) return null;
  return entry.fields;
}
