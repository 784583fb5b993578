/**
 * `npm run offer:create -- --list --engine <slug>`: what an offer can be
 * made of at a property (or a group's members): its unit types with their
 * rate plans, and its services, each with the id `--room` and `--service`
 * take, named in the language asked for (English where a name is missing).
 */
import type { Queryable } from '../store/queries.ts';
import { all, get } from '../sql.ts';

interface Listed {
  unitTypes: { id: number; name: string; property: string; maxOccupancy: number; ratePlans: { id: number; name: string }[] }[];
  services: { id: number; name: string; mandatory: boolean }[];
}

/** The engine's catalogue for offers, or null when no engine has this slug. */
export async function offerCatalogue(db: Queryable, slug: string, language: string): Promise<Listed | null> {
  const engine = await get<{ id: number }>(db, 'SELECT id FROM booking_engines WHERE slug = ?', slug);
  if (!engine) return null;
  // A group's units are its members'.
  const engineIds = [
    engine.id,
    ...(await all<{ id: number }>(db, 'SELECT member_id AS id FROM booking_engine_group_members WHERE group_id = ? ORDER BY position', engine.id)).map(
      (row) => row.id,
    ),
  ];
  const inList = engineIds.map(() => '?').join(', ');
  const name = (table: string, key: string, alias: string) =>
    `COALESCE((SELECT name FROM ${table} WHERE ${key} = ${alias}.id AND language = ?), (SELECT name FROM ${table} WHERE ${key} = ${alias}.id AND language = 'en'))`;
  const unitTypes = await all<{ id: number; name: string; property: string; maxOccupancy: number }>(
    db,
    `SELECT u.id, ${name('unit_type_translations', 'unit_type_id', 'u')} AS name, e.name AS property, u.max_occupancy AS "maxOccupancy"
       FROM unit_types u JOIN booking_engines e ON e.property_id = u.property_id
      WHERE e.id IN (${inList}) AND u.is_active = 1
      ORDER BY e.id, u.position, u.id`,
    language,
    ...engineIds,
  );
  const listed: Listed = {
    unitTypes: await Promise.all(
      unitTypes.map(async (unit) => ({
        ...unit,
        ratePlans: await all<{ id: number; name: string }>(
          db,
          `SELECT r.id, ${name('rate_plan_translations', 'rate_plan_id', 'r')} AS name FROM rate_plans r WHERE r.unit_type_id = ? AND r.is_active = 1 ORDER BY r.position, r.id`,
          language,
          unit.id,
        ),
      })),
    ),
    services: (
      await all<{ id: number; name: string; mandatory: number }>(
        db,
        `SELECT s.id, ${name('service_translations', 'service_id', 's')} AS name, s.is_mandatory AS mandatory FROM services s
        WHERE s.booking_engine_id IN (${inList}) ORDER BY s.booking_engine_id, s.position, s.id`,
        language,
        ...engineIds,
      )
    ).map((service) => ({ ...service, mandatory: service.mandatory === 1 })),
  };
  return listed;
}

/** The catalogue as the command prints it: ids first, as `--room` and `--service` take them. */
export function formatCatalogue(slug: string, listed: Listed): string {
  const lines = [`Unit types and rate plans at ${slug} (--room <unitTypeId>:<ratePlanId>:<adults>):`];
  const properties = new Set(listed.unitTypes.map((unit) => unit.property));
  for (const unit of listed.unitTypes) {
    lines.push(
      `  ${unit.id}  ${unit.name}${properties.size > 1 ? ` (${unit.property})` : ''}, up to ${unit.maxOccupancy} ${unit.maxOccupancy === 1 ? 'guest' : 'guests'}`,
    );
    for (const rate of unit.ratePlans) lines.push(`      ${unit.id}:${rate.id}  ${rate.name}`);
  }
  if (listed.unitTypes.length === 0) lines.push('  none');
  lines.push('Services (--service <serviceId>=<quantity>):');
  for (const service of listed.services) lines.push(`  ${service.id}  ${service.name}${service.mandatory ? ' (mandatory: always added)' : ''}`);
  if (listed.services.length === 0) lines.push('  none');
  return lines.join('\n');
}
