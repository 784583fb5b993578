/**
 * Queues the e-mails about a change of a reservation, inside the change's
 * own transaction (the outbox: `outbox.ts` sends them afterwards): the
 * guest's and the property's, each once per reservation and event.
 */
import type { Database } from '../db.ts';
import { sql } from '../sql.ts';
import type { MailEvent } from './compose.ts';

export function queueMail(db: Database, reservationId: number, event: MailEvent, now: Date): void {
  const at = now.toISOString();
  const insert = sql(
    db,
    'INSERT INTO mail_outbox (reservation_id, event, recipient, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const recipient of ['guest', 'property'] as const) insert.run(reservationId, event, recipient, at, at);
}
