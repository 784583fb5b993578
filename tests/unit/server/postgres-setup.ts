/**
 * Global setup of the `server on PostgreSQL` project (vitest.config.ts):
 * the demo templates its tests copy their databases from (`driver.ts`),
 * made once for the whole run and dropped at its end.
 */
import type { TestProject } from 'vitest/node';
import { NOW } from './helpers.ts';
import { randomBytes } from 'node:crypto';
import { admin, dropDatabases, makeTemplate, templateKey, type DemoPart } from './driver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database names by `templateKey`. */
    postgresTemplates: Record<string, string>;
    /** This run's id: its test databases' names start with `booking_test_{id}_`. */
    postgresRun: string;
  }
}

/** The demos the suites ask for on the fixed clock. */
const COMMON: DemoPart[][] = [[], ['offers'], ['checkIns'], ['checkIns', 'offers']];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates: Record<string, string> = {};
  for (const parts of COMMON) templates[templateKey(parts, NOW)] = await makeTemplate(parts, NOW);
  project.provide('postgresTemplates', templates);
  const run = randomBytes(4).toString('hex');
  project.provide('postgresRun', run);
  return async () => {
    const left = await admin(async (client) =>
      (await client.query<{ name: string }>('SELECT datname AS name FROM pg_database WHERE datname LIKE $1', [`booking_test_${run}_%`])).rows.map(
        (row) => row.name,
      ),
    );
    await dropDatabases([...Object.values(templates), ...left]);
  };
}
