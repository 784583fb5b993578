/**
 * Card details typed into the test gateway's single hosted fields (gateway
 * C's number, expiry and CVV; gateway E's card number, expiration and CVC),
 * held until the form is tokenised. Each field's frame sends its own value
 * here, from the API's origin, so the booking site's page never holds the
 * card. Kept in memory only, for at most 20 minutes (as Saferpay caches
 * card details), and taken out when used.
 *
 * With several API processes (`cluster.ts`) a field and the form's token
 * may reach different ones: the workers keep the parts in the primary
 * process's memory, asking it over the cluster's channel, each answer
 * awaited before the browser's request is answered, so a part is always
 * there when the form that follows it asks. Never in the database.
 */
import cluster from 'node:cluster';
import { ask } from '../clusterChannel.ts';

const TTL_MS = 20 * 60_000;
const MAX_SESSIONS = 10_000;

const sessions = new Map<string, { fields: Record<string, string>; expires: number }>();

/** A fields session id as the SDKs make them: 16–64 letters, digits, '-' or '_'. */
export const FIELDS_SESSION = /^[A-Za-z0-9_-]{16,64}$/;

function purge(now: number): void {
  for (const [id, entry] of sessions) if (entry.expires <= now) sessions.delete(id);
  while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value!);
}

/** What a worker asks the primary for. */
export type PartsRequest = { op: 'put'; session: string; field: string; value: string; at: number } | { op: 'take'; session: string; at: number };

/** Runs a request in this process's memory: the primary's, or the only process's. */
export function partsHere(request: PartsRequest): Record<string, string> | null {
  if (request.op === 'put') {
    purge(request.at);
    const entry = sessions.get(request.session) ?? { fields: {}, expires: request.at + TTL_MS };
    entry.fields[request.field] = request.value.slice(0, 64);
    sessions.set(request.session, entry);
    return null;
  }
  const entry = sessions.get(request.session);
  sessions.delete(request.session);
  if (!entry || entry.expires <= request.at) return null;
  return entry.fields;
}

const run = (request: PartsRequest): Promise<Record<string, string> | null> =>
  cluster.isWorker ? (ask('card-parts', request) as Promise<Record<string, string> | null>) : Promise.resolve(partsHere(request));

/** Keeps one field's value for a session. */
export async function putPart(session: string, field: string, value: string, now: Date = new Date()): Promise<void> {
  await run({ op: 'put', session, field, value, at: now.getTime() });
}

/** Every field kept for a session, taken out; null when there is none (or it expired). */
export function takeParts(session: string, now: Date = new Date()): Promise<Record<string, string> | null> {
  return run({ op: 'take', session, at: now.getTime() });
}
