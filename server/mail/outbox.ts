/**
 * The e-mail outbox (migration 012). A booking, an accepted offer and a
 * cancellation queue their messages in their own transaction
 * (`queue.ts`), so a message is never lost and a mail server that is down
 * never fails a booking. The API then sends what is due (`createMailOutbox`):
 * each message is claimed for a while before it is sent, so two API
 * processes on one database never send it twice; a failure is tried again
 * after 1, 5, 15 and 60 minutes, then every 6 hours, eight times in all,
 * and each failure is said on the log.
 */
import type { AppConfig } from '../config.ts';
import type { DatabaseSync } from 'node:sqlite';
import { queriesOf, type Param, type Queries, type Queryable } from '../store/queries.ts';
import { getReservation } from '../booking.ts';
import { findBookingEngine } from '../repo/bookingEngines.ts';
import { all, get, run } from '../sql.ts';
import { toLocale } from '../../src/i18n/translator.ts';
import { siteOrigin } from '../../src/lib/seo/discovery.ts';
import type { BookingEngine } from '../../src/lib/types.ts';
import { guestMail, propertyMail, type Mail, type MailEvent, type MailRecipient } from './compose.ts';
import type { MailTransport } from './transport.ts';

/** Minutes after the n-th failure that a message is tried again. */
const RETRY_MINUTES = [1, 5, 15, 60, 360, 360, 360];
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/** How long a message being sent stays claimed by this process. */
const CLAIM_MS = 2 * 60_000;

/**
 * The site's origin of an engine as guests reach it: its own host name or
 * `https://{slug}.{SITE_DOMAIN}`, or the local static server's (`siteOrigin`).
 */
export function siteOriginOf(engine: Pick<BookingEngine, 'slug' | 'siteHost'>, config: Pick<AppConfig, 'siteDomain' | 'sitePort'>): string {
  return siteOrigin(engine.slug, { SITE_DOMAIN: config.siteDomain ?? undefined, SITE_PORT: String(config.sitePort) }, engine.siteHost);
}

interface OutboxRow {
  id: number;
  reservationId: number;
  event: MailEvent;
  recipient: MailRecipient;
  attempts: number;
  createdAt: string;
}

export interface MailOutbox {
  /** Sends every message due now; resolves to how many were sent. */
  deliverDue(): Promise<number>;
  /** Looks for due messages every `everyMs` (unref'd: it never keeps the process alive). */
  start(everyMs?: number): void;
  stop(): void;
}

export interface OutboxOptions {
  /** The database: its queries, or a SQLite connection they are made on. */
  db: Queries | DatabaseSync;
  transport: MailTransport;
  config: Pick<AppConfig, 'siteDomain' | 'sitePort' | 'now' | 'writeWaitMs'>;
  log?: (line: string) => void;
}

/** The message a row stands for, written from the reservation as it is now; null when it has no address to go to. */
async function compose(db: Queryable, row: OutboxRow, config: OutboxOptions['config']): Promise<{ mail: Mail; name: string } | null> {
  const reservation = await get<{ publicId: string; language: string; site: string; property: string }>(
    db,
    `SELECT r.public_id AS "publicId", r.language, s.slug AS site, p.slug AS property
       FROM reservations r JOIN booking_engines s ON s.id = r.booking_engine_id JOIN booking_engines p ON p.id = r.property_engine_id
      WHERE r.id = ?`,
    row.reservationId,
  );
  if (!reservation) return null;
  const site = await findBookingEngine(db, reservation.site);
  const property = await findBookingEngine(db, reservation.property);
  if (!site || !property) return null;
  // The guest's e-mail names what was booked as booked, in the booking's language; the property's, in the property's
  // first language, in which it writes its notification (where the catalogue still names it as booked).
  const view = await getReservation(db, reservation.publicId, row.recipient === 'property' ? toLocale(property.activeLanguages[0]) : null);
  const context = {
    event: row.event,
    reservation: view,
    language: toLocale(reservation.language),
    site,
    property,
    siteOrigin: siteOriginOf(site, config),
  };
  const mail = row.recipient === 'guest' ? (view.guest.email ? guestMail(context) : null) : propertyMail(context);
  if (!mail) return null;
  const name = `${row.createdAt.replace(/[:.]/g, '-')}-${view.code}-${row.event}-${row.recipient}`.replace(/[^A-Za-z0-9_-]/g, '-');
  return { mail, name };
}

export function createMailOutbox({ db: given, transport, config, log = (line) => console.log(line) }: OutboxOptions): MailOutbox {
  const db = queriesOf(given);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  /** A write of one statement, waiting for another process's lock as long as the API's writes do. */
  const write = (text: string, ...params: Param[]) => db.transaction((tx) => run(tx, text, ...params), config.writeWaitMs);

  /** Claims a due row for this process: false when another took it meanwhile. */
  const claim = async (row: OutboxRow, now: Date) =>
    (await write(
      'UPDATE mail_outbox SET next_attempt_at = ? WHERE id = ? AND sent_at IS NULL AND next_attempt_at <= ?',
      new Date(now.getTime() + CLAIM_MS).toISOString(),
      row.id,
      now.toISOString(),
    )) === 1;

  async function deliver(row: OutboxRow): Promise<boolean> {
    const now = config.now();
    if (!(await claim(row, now))) return false;
    let composed: Awaited<ReturnType<typeof compose>>;
    try {
      composed = await compose(db, row, config);
    } catch (error) {
      composed = null;
      log(`[api] e-mail ${row.id} (${row.event}, ${row.recipient}) could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!composed) {
      await write("UPDATE mail_outbox SET sent_at = ?, sent_to = '(no address)', attempts = attempts + 1 WHERE id = ?", now.toISOString(), row.id);
      return false;
    }
    let where: string;
    try {
      where = await transport.send(composed.mail, composed.name);
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retryIn = RETRY_MINUTES[attempts - 1];
      const next = retryIn === undefined ? null : new Date(config.now().getTime() + retryIn * 60_000).toISOString();
      await write(
        'UPDATE mail_outbox SET attempts = ?, last_error = ?, next_attempt_at = COALESCE(?, next_attempt_at) WHERE id = ?',
        attempts,
        message,
        next,
        row.id,
      );
      log(
        `[api] e-mail ${row.id} to the ${row.recipient} (${row.event}) failed, attempt ${attempts} of ${MAX_ATTEMPTS}: ${message}; ${next ? `next try at ${next}` : 'given up: see the mail_outbox table'}`,
      );
      return false;
    }
    // Sent: recorded outside the send's failure handling, so a record that fails is not taken for a failed send and
    // tried again a minute later. The message stays claimed for two minutes; only if the record still fails by then is
    // it sent once more.
    await write(
      'UPDATE mail_outbox SET sent_at = ?, sent_to = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
      config.now().toISOString(),
      where,
      row.id,
    );
    log(`[api] e-mail to the ${row.recipient} (${row.event}) sent: ${where}`);
    return true;
  }

  async function deliverDue(): Promise<number> {
    const rows = await all<OutboxRow>(
      db,
      `SELECT id, reservation_id AS "reservationId", event, recipient, attempts, created_at AS "createdAt" FROM mail_outbox
        WHERE sent_at IS NULL AND attempts < ? AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT 50`,
      MAX_ATTEMPTS,
      config.now().toISOString(),
    );
    let sent = 0;
    for (const row of rows) if (await deliver(row)) sent += 1;
    return sent;
  }

  return {
    deliverDue() {
      // One round at a time: a round still sending is awaited, not doubled.
      running ??= deliverDue().finally(() => {
        running = null;
      });
      return running;
    },
    start(everyMs = 2_000) {
      timer ??= setInterval(() => {
        void this.deliverDue().catch((error: unknown) =>
          log(`[api] the e-mail outbox failed a round: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
