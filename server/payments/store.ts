/**
 * The test gateway's records (`gateway_sessions`, migration 008): what it
 * handed out, for which engine and amount, and how it ended.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../store/queries.ts';
import { get, run } from '../sql.ts';

export type GatewayName = 'wspay' | 'monri' | 'cardstream' | 'stripe' | 'saferpay';
export type SessionKind = 'payment' | 'setup' | 'token' | 'fields' | 'alias' | 'page';
export type SessionStatus = 'open' | 'approved' | 'declined' | 'failed' | 'canceled' | 'consumed';

export interface GatewaySession {
  id: string;
  gateway: GatewayName;
  kind: SessionKind;
  bookingEngineId: number;
  amount: number | null;
  currency: string | null;
  status: SessionStatus;
  cardOutcome: string | null;
  reference: string | null;
  customerId: string | null;
  maskedPan: string | null;
  cardBrand: string | null;
  holder: string | null;
  returnUrl: string | null;
  data: Record<string, unknown>;
  createdAt: string;
  usedAt: string | null;
  reservationId: number | null;
}

/**
 * A random id in a gateway's own style: a prefix and 32 random base64url
 * characters (192 bits).
 * @example newId('pi_') // 'pi_Qm9f…'
 */
export const newId = (prefix: string): string => `${prefix}${randomBytes(24).toString('base64url')}`;

interface Row {
  id: string;
  gateway: string;
  kind: string;
  booking_engine_id: number;
  amount: number | null;
  currency: string | null;
  status: string;
  card_outcome: string | null;
  reference: string | null;
  customer_id: string | null;
  masked_pan: string | null;
  card_brand: string | null;
  holder: string | null;
  return_url: string | null;
  data: string;
  created_at: string;
  used_at: string | null;
  reservation_id: number | null;
}

const fromRow = (row: Row): GatewaySession => ({
  id: row.id,
  gateway: row.gateway as GatewayName,
  kind: row.kind as SessionKind,
  bookingEngineId: row.booking_engine_id,
  amount: row.amount,
  currency: row.currency,
  status: row.status as SessionStatus,
  cardOutcome: row.card_outcome,
  reference: row.reference,
  customerId: row.customer_id,
  maskedPan: row.masked_pan,
  cardBrand: row.card_brand,
  holder: row.holder,
  returnUrl: row.return_url,
  data: JSON.parse(row.data) as Record<string, unknown>,
  createdAt: row.created_at,
  usedAt: row.used_at,
  reservationId: row.reservation_id,
});

export interface NewSession {
  id: string;
  gateway: GatewayName;
  kind: SessionKind;
  bookingEngineId: number;
  amount?: number | null;
  currency?: string | null;
  status?: SessionStatus;
  cardOutcome?: string | null;
  reference?: string | null;
  customerId?: string | null;
  maskedPan?: string | null;
  cardBrand?: string | null;
  holder?: string | null;
  returnUrl?: string | null;
  data?: Record<string, unknown>;
}

export async function insertSession(db: Queryable, session: NewSession, now: Date): Promise<GatewaySession> {
  const at = now.toISOString();
  await run(
    db,
    `INSERT INTO gateway_sessions (id, gateway, kind, booking_engine_id, amount, currency, status, card_outcome, reference, customer_id,
       masked_pan, card_brand, holder, return_url, data, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    session.id,
    session.gateway,
    session.kind,
    session.bookingEngineId,
    session.amount ?? null,
    session.currency ?? null,
    session.status ?? 'open',
    session.cardOutcome ?? null,
    session.reference ?? null,
    session.customerId ?? null,
    session.maskedPan ?? null,
    session.cardBrand ?? null,
    session.holder ?? null,
    session.returnUrl ?? null,
    JSON.stringify(session.data ?? {}),
    at,
    at,
  );
  return (await findSession(db, session.id))!;
}

/** A record by its id (the client secret or token itself). */
export async function findSession(db: Queryable, id: string): Promise<GatewaySession | null> {
  if (typeof id !== 'string' || id.length < 16 || id.length > 120) return null;
  const row = await get<Row>(db, 'SELECT * FROM gateway_sessions WHERE id = ?', id);
  return row ? fromRow(row) : null;
}

/** A record by the reference a booking names it with (pan_token, xref, payment method id). */
export async function findByReference(db: Queryable, reference: string): Promise<GatewaySession | null> {
  if (typeof reference !== 'string' || reference.length < 8 || reference.length > 120) return null;
  const row = await get<Row>(db, 'SELECT * FROM gateway_sessions WHERE reference = ?', reference);
  return row ? fromRow(row) : null;
}

export interface SessionChanges {
  status?: SessionStatus;
  cardOutcome?: string | null;
  reference?: string | null;
  maskedPan?: string | null;
  cardBrand?: string | null;
  holder?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Changes a record; only the fields given. With `whileStatus`, only while
 * the record still has that status (another request may have changed it
 * since it was read): whether it changed.
 */
export async function updateSession(db: Queryable, id: string, changes: SessionChanges, now: Date, whileStatus?: string): Promise<boolean> {
  const current = await findSession(db, id);
  if (!current || (whileStatus !== undefined && current.status !== whileStatus)) return false;
  const next = { ...current, ...changes };
  const changed = await run(
    db,
    `UPDATE gateway_sessions SET status = ?, card_outcome = ?, reference = ?, masked_pan = ?, card_brand = ?, holder = ?, data = ?, updated_at = ?
     WHERE id = ? AND status = ?`,
    next.status,
    next.cardOutcome,
    next.reference,
    next.maskedPan,
    next.cardBrand,
    next.holder,
    JSON.stringify(next.data),
    now.toISOString(),
    id,
    current.status,
  );
  return changed === 1;
}

/**
 * Marks an approved record used by a reservation; false when another
 * reservation took it first (the caller's transaction then rolls back).
 */
export async function markUsed(db: Queryable, id: string, reservationId: number, now: Date): Promise<boolean> {
  const result = await run(
    db,
    `UPDATE gateway_sessions SET used_at = ?, reservation_id = ?, updated_at = ? WHERE id = ? AND used_at IS NULL AND status = 'approved'`,
    now.toISOString(),
    reservationId,
    now.toISOString(),
    id,
  );
  return result === 1;
}
