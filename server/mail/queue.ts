/**
 * Queues the e-mails about a change of a reservation, inside the change's
 * own transaction (the outbox: `outbox.ts` sends them afterwards): the
 * guest's and the property's, each once per reservation and event.
 */
import type { Queryable } from '../store/queries.ts';
import { run } from '../sql.ts';
import type { MailEvent } from './compose.ts';

export async function queueMail(db: Queryable, reservationId: number, event: MailEvent, now: Date): Promise<void> {
  const at = now.toISOString();
  const insert = 'INSERT INTO mail_outbox (reservation_id, event, recipient, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING';
  for (const recipient of ['guest', 'property'] as const) await run(db, insert, reservationId, event, recipient, at, at);
}
