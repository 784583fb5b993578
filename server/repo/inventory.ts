/**
 * Reads of the nightly inventory by unit type: what the per-month
 * availability calendar shows (spec 01 §2.11, §3.12).
 */
import type { Queryable } from '../store/queries.ts';
import { all, get, isLookupText } from '../sql.ts';

/** A unit type as the calendar needs it: its ids and its property's time zone. */
export interface UnitTypeRef {
  id: number;
  uuid: string;
  propertyId: number;
  timezone: string;
}

/** The active unit type with this UUID (case-insensitive), or null. */
export async function findUnitTypeByUuid(db: Queryable, uuid: string): Promise<UnitTypeRef | null> {
  if (!isLookupText(uuid)) return null;
  const row = await get<{ id: number; uuid: string; property_id: number; timezone: string }>(
    db,
    `SELECT ut.id, ut.uuid, ut.property_id, p.timezone
     FROM unit_types ut JOIN properties p ON p.id = ut.property_id
     WHERE ut.uuid = ? COLLATE NOCASE AND ut.is_active = 1`,
    uuid,
  );
  return row ? { id: row.id, uuid: row.uuid, propertyId: row.property_id, timezone: row.timezone } : null;
}

/**
 * Free units (`total_units − booked_units`, never below 0) per date from
 * `from` to `to`, both inclusive. Dates without an inventory row are absent.
 * @example (await freeUnitsByDate(db, 104, '2027-03-01', '2027-03-31')).get('2027-03-12') // 0
 */
export async function freeUnitsByDate(db: Queryable, unitTypeId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await all<{ date: string; free: number }>(
    db,
    `SELECT date, CASE WHEN total_units > booked_units THEN total_units - booked_units ELSE 0 END AS free
     FROM unit_type_inventory WHERE unit_type_id = ? AND date >= ? AND date <= ? ORDER BY date`,
    unitTypeId,
    from,
    to,
  );
  return new Map(rows.map((row) => [row.date, row.free]));
}
