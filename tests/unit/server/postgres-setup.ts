/**
 * Global setup of the `server on PostgreSQL` project (vitest.config.ts):
 * the demo templates its tests copy their databases from (`driver.ts`),
 * made once for the whole run and dropped at its end.
 */
import type { TestProject } from 'vitest/node';
import { NOW } from './helpers.ts';
import { dropDatabases, makeTemplate, templateKey, type DemoPart } from './driver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Template database names by `templateKey`. */
    postgresTemplates: Record<string, string>;
  }
}

/** The demos the suites ask for on the fixed clock. */
const COMMON: DemoPart[][] = [[], ['offers'], ['checkIns'], ['checkIns', 'offers']];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates: Record<string, string> = {};
  for (const parts of COMMON) templates[templateKey(parts, NOW)] = await makeTemplate(parts, NOW);
  project.provide('postgresTemplates', templates);
  return async () => {
    await dropDatabases(Object.values(templates));
  };
}
