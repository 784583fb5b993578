/**
 * Idempotency of POST /api/reservation: the `Idempotency-Key` header, a
 * fingerprint of the request, and the stored first answer.
 *
 * The fingerprint is a SHA-256 of the body in canonical JSON (object keys
 * sorted) with the card data taken out: the card number is replaced by
 * its masked form (first 6 and last 4 digits) and the CVV is dropped. A
 * hash of a full card number could be reversed by trying the few million
 * numbers that share its first and last digits, so none is ever kept.
 */
import { createHash } from 'node:crypto';
import { maskCardNumber } from '../src/lib/payment/card-brands.ts';
import type { Queryable } from './store/queries.ts';
import { get, run } from './sql.ts';
import { IDEMPOTENCY_KEY } from '../src/lib/checkout/reservation-contract.ts';

/** A stored answer. */
export interface StoredAnswer {
  requestHash: string;
  status: number;
  body: unknown;
}

/** Whether a header value is a usable key (8–128 of A–Z, a–z, 0–9, '-', '_'). */
export const isIdempotencyKey = (value: string | undefined | null): value is string => typeof value === 'string' && IDEMPOTENCY_KEY.test(value);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The body with the card number masked and the CVV removed. */
function withoutCardData(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const payment = (body as Record<string, unknown>).payment;
  if (payment === null || typeof payment !== 'object' || Array.isArray(payment)) return body;
  const { cardNumber, cvv: _cvv, ...rest } = payment as Record<string, unknown>;
  const masked = typeof cardNumber === 'string' ? (maskCardNumber(cardNumber) ?? `len:${cardNumber.length}`) : cardNumber;
  return { ...body, payment: { ...rest, cardNumber: masked } };
}

/**
 * The request's fingerprint: hex SHA-256 of the canonical body without card data.
 * @example requestHash({ b: 1, a: 2 }) === requestHash({ a: 2, b: 1 }) // true
 */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(withoutCardData(body)) ?? null))
    .digest('hex');
}

/** The answer stored for a key, or null. */
export async function findAnswer(db: Queryable, key: string): Promise<StoredAnswer | null> {
  const row = await get<{ request_hash: string; status: number; response: string }>(
    db,
    'SELECT request_hash, status, response FROM idempotency_keys WHERE key = ?',
    key,
  );
  return row ? { requestHash: row.request_hash, status: row.status, body: JSON.parse(row.response) } : null;
}

/** Keeps the answer given for a key (inside the booking's transaction). */
export async function storeAnswer(
  db: Queryable,
  key: string,
  hash: string,
  status: number,
  body: unknown,
  reservationId: number | null,
  now: Date,
): Promise<void> {
  await run(
    db,
    'INSERT INTO idempotency_keys (key, request_hash, status, response, reservation_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    key,
    hash,
    status,
    JSON.stringify(body),
    reservationId,
    now.toISOString(),
  );
}

/**
 * The reservation an idempotency key made, by its public id, or null when
 * no booking or offer acceptance with that key succeeded (yet). A tab that
 * lost the answer to its booking (a reload, Back, a second tab) asks this
 * before it asks the guest to pay again; the key is a random UUID that
 * only that tab holds, so it finds nothing of anyone else's.
 */
export async function reservationOfAttempt(db: Queryable, key: string): Promise<string | null> {
  const row = await get<{ public_id: string }>(
    db,
    'SELECT r.public_id FROM idempotency_keys k JOIN reservations r ON r.id = k.reservation_id WHERE k.key = ? AND k.status BETWEEN 200 AND 299',
    key,
  );
  return row?.public_id ?? null;
}
